import path from 'node:path';
import type { Plugin } from 'esbuild';
import { readSharedList } from './sharedList';

/**
 * An esbuild plugin for the features' chunk files (dist/chunks/lazyCheck.js …), which the main
 * entry's ready-made on-demand features (`lazyCheckOnDemand` …, src/entry/onDemandFeatures.ts)
 * fetch. Such a file imports nothing: its imports of a module in the shared list
 * (src/entry/sharedWithChunks.ts) read the bindings of one module, `engine-slot`, which the file's
 * `bindEngine(engine)` fills with the main entry's helpers when it arrives. Had it imported the
 * main entry (as the public subpaths' files do), an app's bundler (esbuild) would serve the main
 * entry as a chunk of its own, gzipped apart from the rest of the page (1 kB more).
 */
export function bindsEngine(coreDir: string, entries: Record<string, string>): Plugin {
  const modules = readSharedList(coreDir);
  const names = [...modules.values()].flat();
  const entryFiles = new Set(Object.values(entries).map((file) => path.resolve(coreDir, file)));
  return {
    name: 'binds-engine',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point' && entryFiles.has(path.resolve(coreDir, args.path)))
          return { path: path.resolve(coreDir, args.path), namespace: 'chunk-entry' };
        if (args.path === 'engine-slot') return { path: 'engine-slot', namespace: 'engine-slot' };
        if (args.namespace === 'chunk-entry') return { path: args.path };
        if (!/^\.\.?\//.test(args.path)) return undefined;
        const file = `${path.resolve(args.resolveDir, args.path)}.ts`;
        return modules.has(file) ? { path: file, namespace: 'engine-part' } : undefined;
      });
      // The feature's module, and the binder.
      build.onLoad({ filter: /.*/, namespace: 'chunk-entry' }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)};\nexport { bindEngine } from 'engine-slot';`,
        loader: 'js',
        resolveDir: coreDir,
      }));
      build.onLoad({ filter: /.*/, namespace: 'engine-slot' }, () => ({
        contents: `export let ${names.join(', ')};\nexport function bindEngine(engine) {\n  ({ ${names.join(', ')} } = engine);\n}`,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'engine-part' }, (args) => ({
        contents: `export { ${modules.get(args.path)?.join(', ')} } from 'engine-slot';`,
        loader: 'js',
      }));
    },
  };
}

/**
 * An esbuild plugin for the main entry: its dynamic imports of a feature's module (the ready-made
 * on-demand features') load the feature's chunk file, `./chunks/<name>.js` (`.cjs`), which the
 * build beside it writes, instead of bundling the feature into the main entry.
 */
export function featureChunksApart(coreDir: string, entries: Record<string, string>): Plugin {
  const chunkOf = new Map(Object.entries(entries).map(([name, file]) => [path.resolve(coreDir, file), name]));
  return {
    name: 'feature-chunks-apart',
    setup(build) {
      const extension = build.initialOptions.format === 'cjs' ? 'cjs' : 'js';
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const name = chunkOf.get(`${path.resolve(args.resolveDir, args.path)}.ts`);
        return name ? { path: `./chunks/${name}.${extension}`, external: true } : undefined;
      });
    },
  };
}
