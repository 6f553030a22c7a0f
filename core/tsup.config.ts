import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { mangleOptions } from '../scripts/mangle/internalProps';
import { bindsEngine, featureChunksApart } from './build/bindsEngine';
import { importsFromMainEntry } from './build/importsFromMainEntry';

/**
 * The features an app may fetch on demand (`onDemand`): each is a subpath of its own,
 * `@cascadia/core/loadPath`, a file that holds the feature's own code and takes the helpers it
 * shares with the engine from the main entry's `__engine` (`importsFromMainEntry`; the list is
 * src/entry/sharedWithChunks.ts). The main entry imports no feature file on purpose: an app's
 * bundler (esbuild) puts a file that the page's modules import in the page, even for names the page
 * does not use, so the main entry may not import the feature's file for its own re-export.
 */
const ON_DEMAND = {
  lazyCheck: 'src/features/lazyCheck/feature.ts',
  loadPath: 'src/features/loadPath/feature.ts',
  remoteSearch: 'src/features/remoteSearch/feature.ts',
};
/**
 * The same features' code as the main entry's ready-made on-demand features (`loadPathOnDemand`…)
 * fetch it: dist/chunks/loadPath.js, which imports nothing and is handed the engine's helpers when
 * it arrives (core/build/bindsEngine.ts).
 */
const CHUNKS = Object.fromEntries(Object.entries(ON_DEMAND).map(([name, file]) => [`chunks/${name}`, file]));
const coreDir = fileURLToPath(new URL('.', import.meta.url));

// No `treeshake` (a second pass through Rollup): esbuild already bundles only what the entries
// reach and keeps the /* @__PURE__ */ marks the app's bundler shakes with, while Rollup's pass
// wrote every file's sourceMappingURL comment twice. The builds run side by side: `npm run build`
// empties dist/ first (a `clean` here could empty it while another build writes).
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    // One file (see ON_DEMAND above).
    splitting: false,
    // The features' declarations too, in one pass, so that they share the main entry's types.
    dts: { entry: { index: 'src/index.ts', ...ON_DEMAND } },
    sourcemap: true,
    target: 'es2020',
    esbuildPlugins: [featureChunksApart(coreDir, ON_DEMAND)],
    // The engine's internal property names, shortened (scripts/mangle/internalProps.ts), with the
    // same short names in every build: the features' files below read the main entry's objects.
    esbuildOptions(options) {
      Object.assign(options, mangleOptions());
    },
  },
  {
    entry: ON_DEMAND,
    format: ['esm', 'cjs'],
    splitting: false,
    esbuildPlugins: [importsFromMainEntry(coreDir)],
    sourcemap: true,
    target: 'es2020',
    esbuildOptions(options) {
      Object.assign(options, mangleOptions());
    },
  },
  {
    entry: CHUNKS,
    format: ['esm', 'cjs'],
    splitting: false,
    esbuildPlugins: [bindsEngine(coreDir, ON_DEMAND)],
    sourcemap: true,
    target: 'es2020',
    esbuildOptions(options) {
      Object.assign(options, mangleOptions());
    },
  },
  {
    // The command-line tool: validates and searches an options JSON file from Node.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    // Shortened as in the library (pack:check looks for a long internal name in every file).
    esbuildOptions(options) {
      Object.assign(options, mangleOptions());
    },
  },
]);
