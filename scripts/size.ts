/**
 * Bundle size: `npm run size` (add `--check` to fail when a budget is exceeded).
 *
 * Bundles each entry as a consumer's bundler would (ESM, minified, tree-shaken, dependencies
 * inlined except the externals, split at dynamic imports) and prints the minified and gzipped size
 * of what loads with the page, then with the chunks loaded on demand. The budget applies to the
 * first. Nothing is written to disk. To measure another package, add a target to `TARGETS`. The
 * browser benchmark measures its bundle row with `measureBundle` too.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface Size {
  minified: number;
  gzipped: number;
}

export interface Target {
  name: string;
  entry: string;
  /** Imports left out of the bundle: peer dependencies the consumer already has. */
  externals: string[];
  /** Gzipped budget in kB. */
  budgetKb: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** React and React DOM are the consumer's own: everything else a component needs is counted. */
const REACT_PEERS = ['react', 'react-dom', 'react/*', 'react-dom/*'];

export const TARGETS: Target[] = [
  { name: '@cascadia/core', entry: 'core/src/index.ts', externals: [], budgetKb: 6 },
  // The ready-made Cascader with the hooks and every runtime dependency (core, floating-ui,
  // TanStack Virtual). Budget: half of rc-cascader (50.9 kB) measured the same way (the row below).
  { name: '@cascadia/react', entry: 'react/src/index.ts', externals: REACT_PEERS, budgetKb: 25.5 },
  // The reference: rc-cascader 3.x with rc-select, rc-tree, rc-util… (a devDependency).
  {
    name: 'rc-cascader (reference)',
    entry: 'node_modules/rc-cascader/es/index.js',
    externals: REACT_PEERS,
    budgetKb: 60,
  },
];

export interface BundleSizes {
  /** What loads with the page: the entry chunk and every chunk it imports statically. */
  initial: Size;
  /** With every chunk loaded on demand (dynamic `import()`) as well. */
  total: Size;
}

export interface BundleInput {
  /** A module to bundle (relative to the repository root), or `contents` to bundle instead. */
  entry?: string;
  contents?: string;
  /** Imports left out of the bundle: peer dependencies the consumer already has. */
  externals?: string[];
  alias?: Record<string, string>;
}

/**
 * Bundles as a consumer's bundler would for production (ESM, minified, tree-shaken, code split at
 * dynamic imports, NODE_ENV=production, CSS left out) and sizes each chunk, gzipped on its own
 * (level 9) as it is transferred. Nothing is written to disk.
 */
export async function measureBundle({
  entry,
  contents,
  externals = [],
  alias,
}: BundleInput): Promise<BundleSizes> {
  const result = await build({
    absWorkingDir: root,
    ...(contents !== undefined
      ? { stdin: { contents, resolveDir: root, loader: 'ts' as const, sourcefile: 'entry.ts' } }
      : { entryPoints: [entry ?? ''] }),
    bundle: true,
    splitting: true,
    outdir: 'out',
    metafile: true,
    format: 'esm',
    minify: true,
    treeShaking: true,
    target: 'es2020',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias,
    external: externals,
    loader: { '.css': 'empty' },
    write: false,
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const sizeOf = new Map(
    result.outputFiles.map((file) => [
      path.relative(root, file.path).split(path.sep).join('/'),
      { minified: file.contents.byteLength, gzipped: gzipSync(file.contents, { level: 9 }).byteLength },
    ]),
  );
  const entryChunk = Object.keys(outputs).find((name) => outputs[name].entryPoint !== undefined);
  // The entry and, transitively, the chunks it imports statically: what the page cannot do without.
  const initialChunks = new Set<string>();
  const visit = (name: string | undefined) => {
    if (!name || initialChunks.has(name) || !outputs[name]) return;
    initialChunks.add(name);
    for (const dependency of outputs[name].imports) {
      if (dependency.kind === 'import-statement' && !dependency.external) visit(dependency.path);
    }
  };
  visit(entryChunk);
  const sum = (names: Iterable<string>): Size => {
    const out = { minified: 0, gzipped: 0 };
    for (const name of names) {
      const size = sizeOf.get(name);
      if (!size || !name.endsWith('.js')) continue;
      out.minified += size.minified;
      out.gzipped += size.gzipped;
    }
    return out;
  };
  return { initial: sum(initialChunks), total: sum(Object.keys(outputs)) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const rows: string[][] = [['package', 'minified', 'gzipped', 'with on-demand chunks', 'budget', '']];
  let over = false;
  for (const target of TARGETS) {
    const { initial: size, total } = await measureBundle({
      entry: target.entry,
      externals: target.externals,
    });
    const exceeded = size.gzipped > target.budgetKb * 1024;
    over ||= exceeded;
    rows.push([
      target.name,
      kb(size.minified),
      kb(size.gzipped),
      total.gzipped === size.gzipped ? '—' : `${kb(total.gzipped)} gz`,
      `${target.budgetKb} kB`,
      exceeded ? 'OVER BUDGET' : 'ok',
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    );
  }
  if (over && check) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
