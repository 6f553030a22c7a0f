/**
 * Bundle size: `npm run size` (add `--check` to fail when a budget is exceeded).
 *
 * Bundles what an app imports from the built packages (dist/, what npm publishes; the npm script
 * builds them first) as the app's bundler would (ESM, minified, tree-shaken, dependencies inlined
 * except the externals, split at dynamic imports) and prints the minified and gzipped size of what
 * loads with the page, then with the chunks loaded on demand. The budget applies to the first.
 * Each package ships as one file, so these rows also show that its top-level code is marked pure:
 * an import of one hook or one constant must not drag the rest in. Nothing is written to disk. To
 * measure another import, add a target to `TARGETS`. The browser benchmark measures its bundle row
 * with `measureBundle` too.
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
  /** The app's module: what it imports. */
  contents: string;
  /** Imports left out of the bundle: peer dependencies the consumer already has. */
  externals: string[];
  /** The app's build: `production` drops the core's problem explanations. */
  nodeEnv?: 'production' | 'development';
  /** Gzipped budget in kB. */
  budgetKb: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** React and React DOM are the consumer's own: everything else a component needs is counted. */
const REACT_PEERS = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/** The packages as published (the root tsconfig's paths would otherwise lead esbuild to src/). */
const BUILT = { '@cascadia/core': './core/dist/index.js', '@cascadia/react': './react/dist/index.js' };

export const TARGETS: Target[] = [
  // The whole engine, every export (issue 12's goal: 10 kB).
  { name: '@cascadia/core', contents: "export * from '@cascadia/core';", externals: [], budgetKb: 10 },
  {
    name: '@cascadia/core (development build)',
    contents: "export * from '@cascadia/core';",
    externals: [],
    nodeEnv: 'development',
    budgetKb: 20,
  },
  // The ready-made Cascader with the hooks and every runtime dependency (core, floating-ui,
  // TanStack Virtual). Budget: half of rc-cascader (50.9 kB) measured the same way (the row below).
  {
    name: '@cascadia/react',
    contents: "export * from '@cascadia/react'; export { default } from '@cascadia/react';",
    externals: REACT_PEERS,
    budgetKb: 25.5,
  },
  // Only the headless hook: the components and their parts stay out.
  {
    name: '@cascadia/react: useCascader',
    contents: "export { useCascader } from '@cascadia/react';",
    externals: REACT_PEERS,
    budgetKb: 20,
  },
  // Only a constant: next to nothing (esbuild keeps the bare imports of the external React).
  {
    name: '@cascadia/react: SHOW_CHILD',
    contents: "export { SHOW_CHILD } from '@cascadia/react';",
    externals: REACT_PEERS,
    budgetKb: 1.5,
  },
  // The reference: rc-cascader 3.x with rc-select, rc-tree, rc-util… (a devDependency).
  {
    name: 'rc-cascader (reference)',
    contents: "export { default } from 'rc-cascader';",
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
  /** `process.env.NODE_ENV` of the app's build; `production` unless told. */
  nodeEnv?: 'production' | 'development';
}

/**
 * Bundles as a consumer's bundler would for production (ESM, minified, tree-shaken, code split at
 * dynamic imports, NODE_ENV=production unless told, CSS left out) and sizes each chunk, gzipped on its own
 * (level 9) as it is transferred. Nothing is written to disk.
 */
export async function measureBundle({
  entry,
  contents,
  externals = [],
  alias,
  nodeEnv = 'production',
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
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
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
      contents: target.contents,
      externals: target.externals,
      nodeEnv: target.nodeEnv,
      alias: BUILT,
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
