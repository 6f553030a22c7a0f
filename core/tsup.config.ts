import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2020',
    // No `treeshake` (a second pass through Rollup): esbuild already bundles only what the entry
    // reaches and keeps the /* @__PURE__ */ marks the app's bundler shakes with, while Rollup's
    // pass wrote every file's sourceMappingURL comment twice.
  },
  {
    // The command-line tool: validates and searches an options JSON file from Node.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
