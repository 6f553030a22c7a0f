import path from 'node:path';
import type { Plugin } from 'esbuild';
import { readSharedList } from './sharedList';

/**
 * An esbuild plugin for the on-demand features' public files (dist/lazyCheck.js …, the subpaths
 * `@cascadia/core/lazyCheck` …): their imports of a module in the shared list
 * (src/entry/sharedWithChunks.ts) read the main entry's `__engine` (`./index.js`, `./index.cjs` in
 * the CommonJS build), so that each file holds its own code and not a copy of the engine's
 * helpers. A feature that imports from such a module a name the list does not give fails the
 * build ("No matching export"): add the name.
 */
export function importsFromMainEntry(coreDir: string): Plugin {
  const modules = readSharedList(coreDir);
  return {
    name: 'imports-from-main-entry',
    setup(build) {
      const mainEntry = build.initialOptions.format === 'cjs' ? './index.cjs' : './index.js';
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.namespace === 'main-entry') return { path: mainEntry, external: true };
        const file = `${path.resolve(args.resolveDir, args.path)}.ts`;
        return modules.has(file) ? { path: file, namespace: 'main-entry' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'main-entry' }, (args) => ({
        contents: `import { __engine } from './index.js';\nexport const { ${modules.get(args.path)?.join(', ')} } = __engine;`,
        loader: 'js',
      }));
    },
  };
}
