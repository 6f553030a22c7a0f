import path from 'node:path';
import type { Plugin } from 'esbuild';
import { readSharedList } from './sharedList';

/**
 * An esbuild plugin for the features' chunk files (dist/chunks/lazyCheck.js …), which the main
 * entry's ready-made on-demand features (`lazyCheckOnDemand` …, src/entry/onDemandFeatures.ts)
 * fetch. Such a file imports nothing: its imports of a module in the shared list
 * (src/entry/sharedWithChunks.ts) read the bindings of one module, `engine-slot`, which the file's
 * `bindEngine(engine)` fills with the main entry's helpers when it arrives (only those its code
 * uses, which a first pass of the build reads off its imports). Had it imported the
 * main entry (as the public subpaths' files do), an app's bundler (esbuild) would serve the main
 * entry as a chunk of its own, gzipped apart from the rest of the page (1 kB more).
 */
export function bindsEngine(coreDir: string, entries: Record<string, string>): Plugin {
  const modules = readSharedList(coreDir);
  const names = [...modules.values()].flat();
  const entryFiles = new Set(Object.values(entries).map((file) => path.resolve(coreDir, file)));
  /** The helpers each entry's code uses (by its file): the others are left out of its binder. */
  const usedBy = new Map<string, string[]>();
  const binderOf = (file: string) => `bind${[...entryFiles].indexOf(file)}`;
  return {
    name: 'binds-engine',
    async setup(build) {
      // A first pass, the shared modules left outside, says which of their names each file imports.
      for (const file of entryFiles) {
        const { outputFiles } = await build.esbuild.build({
          entryPoints: [file],
          bundle: true,
          write: false,
          format: 'esm',
          logLevel: 'silent',
          plugins: [
            {
              name: 'shared-outside',
              setup(pass) {
                pass.onResolve({ filter: /^\.\.?\// }, (args) => {
                  const shared = `${path.resolve(args.resolveDir, args.path)}.ts`;
                  return modules.has(shared) ? { path: 'engine', external: true } : undefined;
                });
              },
            },
          ],
        });
        const used = new Set<string>();
        for (const [, list] of outputFiles[0].text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"engine"/g))
          for (const name of list.split(',')) used.add(name.trim().split(/\s+as\s+/)[0]);
        usedBy.set(
          file,
          names.filter((name) => used.has(name)),
        );
      }
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
        contents: `export * from ${JSON.stringify(args.path)};\nexport { ${binderOf(args.path)} as bindEngine } from 'engine-slot';`,
        loader: 'js',
        resolveDir: coreDir,
      }));
      // Every name, and a binder for each entry that fills only the names its code uses (an
      // entry's file then declares only those).
      build.onLoad({ filter: /.*/, namespace: 'engine-slot' }, () => ({
        contents: [
          `export let ${names.join(', ')};`,
          ...[...entryFiles].map(
            (file) =>
              `export function ${binderOf(file)}(engine) {\n  ({ ${usedBy.get(file)?.join(', ')} } = engine);\n}`,
          ),
        ].join('\n'),
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
