import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteDataPlugin } from './build/site-data-plugin.js';
import { themeBootPlugin } from './build/theme-boot-plugin.js';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const repoRoot = fromHere('..');

// The packages are consumed from source, so the site needs no package build first.
export default defineConfig({
  root: fromHere('.'),
  publicDir: fromHere('public'),
  plugins: [react(), themeBootPlugin(), siteDataPlugin(repoRoot)],
  resolve: {
    alias: [
      { find: '@cascadia/react/styles.css', replacement: fromHere('../react/styles/cascader.css') },
      {
        find: /^@cascadia\/react\/locale\/([\w-]+)$/,
        replacement: fromHere('../react/src/locale/packs/$1.ts'),
      },
      { find: /^@cascadia\/react$/, replacement: fromHere('../react/src/index.ts') },
      { find: /^@cascadia\/core$/, replacement: fromHere('../core/src/index.ts') },
      // The features the Cascader fetches on demand (`@cascadia/core/loadPath`).
      {
        find: /^@cascadia\/core\/(lazyCheck|loadPath|remoteSearch)$/,
        replacement: fromHere('../core/src/features/$1/feature.ts'),
      },
    ],
  },
  build: {
    outDir: fromHere('dist'),
    emptyOutDir: true,
    // The demo chunks are many and small; a report per build would only slow the tests down.
    reportCompressedSize: false,
    // Reading the API with the TypeScript compiler takes a few seconds by design (once per
    // build); the bundler's slow-plugin notice would only repeat that on every build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: { fs: { allow: [repoRoot] } },
});
