import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Tests import the packages' sources, never their build output, so core/ and react/ need no build
// step before a test run. Browser tests (tests/**/*.browser.test.ts) build and serve the site
// themselves in tests/browser/global-setup.ts.
export default defineConfig({
  resolve: {
    alias: {
      '@cascadia/core': src('./core/src/index.ts'),
      '@cascadia/react/styles.css': src('./react/styles/cascader.css'),
      '@cascadia/react': src('./react/src/index.ts'),
    },
  },
  test: {
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
          exclude: ['tests/**/*.browser.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        // The site built and served once (tests/browser/global-setup.ts), driven in Chromium. One
        // file at a time: each file shares one browser, and two cores fit one Chromium plus Vite.
        test: {
          name: 'browser',
          include: ['tests/**/*.browser.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
