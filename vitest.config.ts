import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { siteDataPlugin } from './site/build/site-data-plugin.js';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * React 18 (installed as `react18` / `react-dom18`) in place of React 19, for the `react18`
 * project: each entry point a test or the library may import, and the file that stands in for it.
 */
const REACT_18_FILES: Record<string, string> = {
  react: src('./node_modules/react18/index.js'),
  'react/jsx-runtime': src('./node_modules/react18/jsx-runtime.js'),
  'react/jsx-dev-runtime': src('./node_modules/react18/jsx-dev-runtime.js'),
  'react-dom': src('./node_modules/react-dom18/index.js'),
  'react-dom/client': src('./node_modules/react-dom18/client.js'),
  'react-dom/server': src('./node_modules/react-dom18/server.node.js'),
  'react-dom/test-utils': src('./node_modules/react-dom18/test-utils.js'),
};

// Exact matches, so that `react-dom/client` never falls through to the `react-dom` entry.
const REACT_18_ALIASES = Object.entries(REACT_18_FILES).map(([name, file]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: file,
}));

/**
 * The suites that React 18 runs too: the ARIA contract, keys, lazy loading, checking, server
 * rendering and hydration, StrictMode and the store, the popup (portal, placement, motion), the
 * layouts (drill-down, the column window).
 */
const REACT_18_SUITES = [
  'tests/react/**/*.r18.test.tsx',
  'tests/react/aria.test.tsx',
  'tests/react/keyboard.test.tsx',
  'tests/react/lazy.test.tsx',
  'tests/react/checkable.test.tsx',
  'tests/react/ssr.test.tsx',
  'tests/react/hydrate.test.tsx',
  'tests/react/stable.test.tsx',
  'tests/react/popup.test.tsx',
  'tests/react/layout.test.tsx',
  'tests/react/takeover.test.tsx',
];

// Tests import the packages' sources, never their build output, so core/ and react/ need no build
// step before a test run. Browser tests (tests/**/*.browser.test.ts) build and serve the site
// themselves in tests/browser/global-setup.ts.
export default defineConfig({
  resolve: {
    alias: {
      // The features fetched on demand (`@cascadia/core/loadPath`), before the package itself.
      '@cascadia/core/lazyCheck': src('./core/src/features/lazyCheck/feature.ts'),
      '@cascadia/core/loadPath': src('./core/src/features/loadPath/feature.ts'),
      '@cascadia/core/remoteSearch': src('./core/src/features/remoteSearch/feature.ts'),
      '@cascadia/core': src('./core/src/index.ts'),
      '@cascadia/react/styles.css': src('./react/styles/cascader.css'),
      '@cascadia/react/locale': src('./react/src/locale/packs'),
      '@cascadia/react': src('./react/src/index.ts'),
    },
  },
  test: {
    // Vitest's default keeps a core for its own process (cores − 1): on a 2-core machine, a CI
    // runner's, that is one test file at a time while the other core idles (the main process mostly
    // waits).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // `npm run coverage` measures the packages' sources; the site's readme shows the figure.
    coverage: {
      provider: 'v8',
      include: ['core/src/**/*.ts', 'react/src/**/*.{ts,tsx}'],
      exclude: ['core/src/cli/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        extends: true,
        // Property tests run 1,000+ cases each: allow for a busy 2-core CI machine.
        test: {
          name: 'core',
          include: ['tests/core/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          include: ['tests/react/**/*.test.{ts,tsx}'],
          // *.r18.test.tsx check React 18 itself: the react18 project runs them.
          exclude: ['tests/**/*.browser.test.ts', 'tests/**/*.r18.test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        resolve: { alias: REACT_18_ALIASES },
        test: {
          name: 'react18',
          include: REACT_18_SUITES,
          environment: 'jsdom',
          // The aliases reach the code Vite loads: the sources, the tests, and the ES-module
          // packages that import React, inlined for that. The setup file points Node's own
          // resolver at the same files for the CommonJS ones (react-dom 18, Testing Library).
          server: { deps: { inline: [/@floating-ui\/react/] } },
          setupFiles: ['tests/react/react18.setup.ts'],
          provide: { react18Files: REACT_18_FILES },
        },
      },
      {
        extends: true,
        // The site's build-time helpers (git times, API extraction), in Node.
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          exclude: ['tests/**/*.browser.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // The benchmarks' own logic (medians, ratios, verdicts), in Node; the benchmarks themselves
        // run with `npm run bench` and `npm run bench:browser`, never as tests.
        test: {
          name: 'bench',
          include: ['tests/bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // The site built and served once (tests/browser/global-setup.ts), driven in Chromium. Files
        // run beside each other and beside the other projects' files, each with its own Chromium:
        // a test mostly waits on the browser, and one file at a time left a core idle for the
        // ten minutes these files take. A test gets two minutes, since a page loop shares the
        // machine with another file; a hang still fails.
        // The site's build-time modules (virtual:cascadia/…), for tests that import its page lists.
        plugins: [siteDataPlugin(src('./'))],
        test: {
          name: 'browser',
          include: ['tests/**/*.browser.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
