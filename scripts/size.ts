/**
 * Bundle size: `npm run size` (add `--check` to fail when a budget is exceeded).
 *
 * Bundles each entry as a consumer's bundler would (ESM, minified, tree-shaken, dependencies
 * inlined except the externals) and prints the minified and gzipped size. Nothing is written to
 * disk. To measure another package, add a target to `TARGETS`.
 */
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

/** Minified and gzipped bytes of `entry` (relative to the repository root) bundled with every export kept. */
export async function measure(entry: string, externals: string[] = []): Promise<Size> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    treeShaking: true,
    target: 'es2020',
    platform: 'browser',
    external: externals,
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const rows: string[][] = [['package', 'minified', 'gzipped', 'budget', '']];
  let over = false;
  for (const target of TARGETS) {
    const size = await measure(target.entry, target.externals);
    const exceeded = size.gzipped > target.budgetKb * 1024;
    over ||= exceeded;
    rows.push([
      target.name,
      kb(size.minified),
      kb(size.gzipped),
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
