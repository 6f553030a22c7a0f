import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { beforeAll } from 'vitest';

/**
 * The app of ./app.tsx (the Cascader with the default stylesheet alone, themed by nothing),
 * bundled once per test file and served to Chromium from memory: `open(scenario, scheme)` gives a
 * page with the cascader rendered, under reduced motion.
 */
const ORIGIN = 'http://cascadia.test';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const POPUP = '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)';

const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cascadia defaults</title>
<link rel="stylesheet" href="/app.css"></head><body><main><div id="root"></div></main>
<script type="module" src="/app.js"></script></body></html>`;

export interface OpenOptions {
  /** Emulates Windows High Contrast and the like (`forced-colors: active`). */
  forcedColors?: boolean;
}

export function defaultStylesApp(browser: () => Browser) {
  let files: Record<string, string> = {};

  beforeAll(async () => {
    const result = await build({
      entryPoints: [here('./app.tsx')],
      bundle: true,
      format: 'esm',
      jsx: 'automatic',
      write: false,
      outdir: '/out',
      minify: true,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      // The packages' sources come through the root tsconfig's paths, subpaths too (the core's
      // on-demand features, @cascadia/core/lazyCheck…); an alias of '@cascadia/core' would
      // also catch those subpaths and lead them inside core/src/index.ts.
      alias: { '@cascadia/react/styles.css': here('../../../react/styles/cascader.css') },
    });
    files = Object.fromEntries(
      result.outputFiles.map((file) => [file.path.slice('/out/'.length), file.text]),
    );
  });

  return async function open(scenario: string, scheme: string, options: OpenOptions = {}): Promise<Page> {
    // One device pixel per CSS pixel, so that a screenshot's pixels are the stylesheet's.
    const context = await browser().newContext({ reducedMotion: 'reduce', deviceScaleFactor: 1 });
    await context.route('**/*', (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      if (name in files) {
        const type = name.endsWith('.css') ? 'text/css' : 'text/javascript';
        return route.fulfill({ status: 200, contentType: type, body: files[name] });
      }
      return route.fulfill({ status: 200, contentType: 'text/html', body: HTML });
    });
    const page = await context.newPage();
    if (options.forcedColors) await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${ORIGIN}/?scenario=${scenario}&scheme=${scheme}`);
    await page.locator('.rc-cascader').waitFor();
    return page;
  };
}

/** Opens the popup with a click and waits until it is placed and shown. */
export async function openPopup(page: Page): Promise<void> {
  await page.locator('.rc-cascader').click();
  await page.waitForFunction((popup) => {
    const el = document.querySelector<HTMLElement>(popup);
    return !!el && getComputedStyle(el).visibility === 'visible' && el.style.opacity !== '0';
  }, POPUP);
}
