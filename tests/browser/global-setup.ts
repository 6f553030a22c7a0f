import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
 * A production build, as deployed, into a directory of its own: site/dist may be rebuilt by
 * someone else meanwhile, which would swap the files out from under the tests. Vitest sets
 * NODE_ENV=test and Vite would honour it (React's development build, libraries' dev-only
 * warnings), so it is production for the build's duration.
 */
async function buildSite(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: `${SITE}vite.config.ts`,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/**
 * Builds the site (or, with SITE_PREBUILT=1, takes site/dist as it is) and serves it on
 * 127.0.0.1 with an SPA fallback, for every *.browser.test.ts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prebuilt = process.env.SITE_PREBUILT === '1';
  const root = prebuilt ? path.join(SITE, 'dist') : await mkdtemp(path.join(tmpdir(), 'cascadia-site-'));
  if (!prebuilt) await buildSite(root);
  const { url, server } = await serveStatic(root);
  project.provide('siteUrl', url);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (!prebuilt) await rm(root, { recursive: true, force: true });
  };
}
