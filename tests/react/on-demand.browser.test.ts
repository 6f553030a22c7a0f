import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/chromium';
import { serveStatic } from '../browser/static-server';

/**
 * An app with one Cascader, built as an app's bundler builds it (Vite, production) and run in
 * Chromium: the code of remote search and `loadPath` is a chunk of its own, fetched when the
 * component's props use it, and the feature works; a Cascader that uses none fetches none. (The
 * site cannot show it: its own demos use every feature at once, so its chunks hold them all.)
 * Each feature's module is `feature.ts`, so its chunk is `feature-<hash>.js`.
 */
const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const APP = `
import { createRoot } from 'react-dom/client';
import { Cascader } from '@cascadia/react';

const mode = new URLSearchParams(location.search).get('mode');
const options = [{ label: '浙江', value: 'zj', isLeaf: false }];
const along = (path) =>
  path.map((value) => ({ label: value === 'zj' ? '浙江' : value + '!', value, isLeaf: value === 'xihu' }));

function App() {
  if (mode === 'loadPath')
    return <Cascader options={options} loadPath={async (path) => along(path)} defaultValue={['zj', 'hangzhou', 'xihu']} />;
  if (mode === 'remote')
    return <Cascader options={options} showSearch={{ load: async (query) => (query === 'xihu' ? [along(['zj', 'hangzhou', 'xihu'])] : []), debounce: 0 }} />;
  return <Cascader options={options} placeholder="Plain" />;
}

createRoot(document.getElementById('root')).render(<App />);
`;

let dir = '';
let server: Server | undefined;
let url = '';
let browser: Browser | undefined;

beforeAll(async () => {
  // Inside the repository, so that the app resolves React from its node_modules.
  await mkdir(join(REPO, 'node_modules/.cache'), { recursive: true });
  dir = await mkdtemp(join(REPO, 'node_modules/.cache/cascadia-on-demand-'));
  await writeFile(join(dir, 'main.jsx'), APP);
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: dir,
      base: './',
      logLevel: 'warn',
      mode: 'production',
      plugins: [react()],
      resolve: {
        alias: [
          { find: /^@cascadia\/react$/, replacement: join(REPO, 'react/src/index.ts') },
          { find: /^@cascadia\/core$/, replacement: join(REPO, 'core/src/index.ts') },
          {
            find: /^@cascadia\/core\/(lazyCheck|loadPath|remoteSearch)$/,
            replacement: join(REPO, 'core/src/features/$1/feature.ts'),
          },
        ],
      },
      build: { outDir: join(dir, 'dist'), emptyOutDir: true, reportCompressedSize: false },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
  ({ url, server } = await serveStatic(join(dir, 'dist')));
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Opens the app in a mode, recording the feature chunks it fetches. */
async function open(mode: string) {
  const page = await browser!.newPage();
  const chunks: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^feature-[\w-]+\.js$/.test(name)) chunks.push(name);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto(`${url}/?mode=${mode}`);
  await page.locator('.rc-cascader').waitFor();
  return { page, chunks, problems };
}

describe('the Cascader fetches remote search and loadPath on demand', () => {
  it('fetches none of their chunks when its props use none', async () => {
    const { page, chunks, problems } = await open('plain');
    await page.locator('.rc-cascader').click();
    await page.locator('.rc-cascader-dropdown').waitFor();
    expect(chunks).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fetches the loadPath chunk at mount and shows the saved value’s labels', async () => {
    const { page, chunks, problems } = await open('loadPath');
    const item = page.locator('.rc-cascader-selection-item');
    await expect.poll(() => item.textContent(), { timeout: 10_000 }).toBe('浙江 / hangzhou! / xihu!');
    expect(chunks).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fetches the remote search chunk and finds a result in a branch never loaded', async () => {
    const { page, chunks, problems } = await open('remote');
    await page.locator('.rc-cascader').click();
    await page.keyboard.type('xihu');
    await page
      .locator('.rc-cascader-dropdown li[role="treeitem"]', { hasText: '浙江 / hangzhou! / xihu!' })
      .waitFor({ timeout: 10_000 });
    expect(chunks).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
