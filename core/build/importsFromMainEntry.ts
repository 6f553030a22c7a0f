import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** The list of what the on-demand features take from the main entry (read its comment). */
const LIST = 'src/entry/sharedWithChunks.ts';

/**
 * An esbuild plugin for the on-demand features' files (dist/lazyCheck.js …): their imports of a
 * module in LIST become imports from the package's main entry (`./index.js`, `./index.cjs` in
 * the CommonJS build), by the names the main entry gives them, so that each file holds its own
 * code and not a copy of the engine's helpers. An app that fetches a feature runs it with the very
 * helpers (and classes) its page runs. A feature that imports from such a module a name LIST does
 * not give fails the build ("No matching export"): add the name to LIST.
 */
export function importsFromMainEntry(coreDir: string): Plugin {
  const listFile = path.join(coreDir, LIST);
  // Each listed module (its file) and what stands for it: `export { a as __a } from '../x'` gives
  // `__a as a`, the main entry's name as the module's.
  const modules = new Map<string, string[]>();
  const text = readFileSync(listFile, 'utf8');
  for (const [, names, from] of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const specifiers = names
      .split(',')
      .map((specifier) => specifier.trim().split(/\s+as\s+/))
      .filter(([name]) => name)
      .map(([name, exported]) => (exported ? `${exported} as ${name}` : name));
    modules.set(path.resolve(path.dirname(listFile), `${from}.ts`), specifiers);
  }
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
        contents: `export { ${modules.get(args.path)?.join(', ')} } from './index.js';`,
        loader: 'js',
      }));
    },
  };
}
