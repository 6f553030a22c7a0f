import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built site is served for the browser tests, e.g. `http://127.0.0.1:41234`. */
    siteUrl: string;
  }
}

const SITE = fileURLToPath(new URL('../../site/', import.meta.url));

/**
 * A production build, as deployed. Vitest sets NODE_ENV=test and Vite would honour it (React's
 * development build, libraries' dev-only warnings), so it is production for the build's duration.
 */
async function buildSite(): Promise<void> {
  const { build } = await import('vite');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: `${SITE}vite.config.ts`, mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/**
 * Builds the site (unless SITE_PREBUILT=1 says site/dist is current) and serves site/dist on
 * 127.0.0.1 with an SPA fallback, for every *.browser.test.ts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.SITE_PREBUILT !== '1') await buildSite();
  const { url, server } = await serveStatic(`${SITE}dist`);
  project.provide('siteUrl', url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
