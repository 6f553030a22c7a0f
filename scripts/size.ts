/**
 * Bundle size: `npm run size` (add `--check` to fail when a budget is exceeded, `--held` to fail only
 * when a goal already met is lost or a row held where it is grows (CI runs that on its builds), `--modules` to list
 * what each chunk is made of, `--source` to bundle the packages' sources instead of dist/, which
 * names every source file in that list, `--files` to list the source files behind what loads with
 * the page of the built packages, read off their source maps).
 *
 * Bundles what an app imports from the built packages (dist/, what npm publishes; the npm script
 * builds them first) as the app's bundler would (ESM, minified, tree-shaken, dependencies inlined
 * except the externals, split at dynamic imports) and prints the minified and gzipped size of what
 * loads with the page, then with the chunks it may load on demand. The budget applies to the first,
 * and a target's `totalBudgetKb` to the second ("in all"). Each package ships as one file (the
 * core's on-demand features, `@cascadia/core/loadPath`…, as files of their own), so these rows
 * also show that its top-level code is marked pure: an import of one hook or one constant must not
 * drag the rest in. Nothing is written to disk. To
 * measure another import, add a target to `TARGETS`. The browser benchmark measures its bundle row
 * with `measureBundle` too.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { build, type OutputFile, type PluginBuild } from 'esbuild';

export interface Size {
  minified: number;
  gzipped: number;
}

export interface Target {
  name: string;
  /** The app's module: what it imports (or `entry`, a scenario file of scripts/size/). */
  contents?: string;
  entry?: string;
  /** Imports left out of the bundle: peer dependencies the consumer already has. */
  externals: string[];
  /** The app's build: `production` drops the core's problem explanations. */
  nodeEnv?: 'production' | 'development';
  /** Gzipped budget in kB of what loads with the page. */
  budgetKb: number;
  /** Gzipped budget in kB with every chunk it may fetch on demand. */
  totalBudgetKb?: number;
  /**
   * A goal met, which CI holds (`--held`): a change that takes the row over its budget fails the
   * run, so a goal reached by many small cuts is not lost again one addition at a time.
   */
  held?: true;
  /**
   * For a row whose goal is not met yet: the size (kB gz, with the page) it must not grow past,
   * which CI holds (`--held`) like a goal met, so that a goal still far off is not drifted from.
   */
  heldAtKb?: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** React and React DOM are the consumer's own: everything else a component needs is counted. */
const REACT_PEERS = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/**
 * The packages as published (the root tsconfig's paths would otherwise lead esbuild to src/),
 * with the features the `Cascader` fetches on demand (`@cascadia/core/loadPath`), each a file of
 * its own.
 */
export const BUILT: Record<string, string> = {
  '@cascadia/core': './core/dist/index.js',
  '@cascadia/core/lazyCheck': './core/dist/lazyCheck.js',
  '@cascadia/core/loadPath': './core/dist/loadPath.js',
  '@cascadia/core/remoteSearch': './core/dist/remoteSearch.js',
  '@cascadia/react': './react/dist/index.js',
};
/**
 * The sources (`--source`, and the test that holds the chunks apart): no alias, the root
 * tsconfig's paths lead there. (Through an alias, esbuild leaves with the page a module that the core's index re-exports
 * and an on-demand chunk imports, such as the lazy check's, although the page uses none of it.)
 */
export const SOURCES: Record<string, string> = {};

/**
 * What the all-in core may measure (kB gz, production, with the page): 35.57 when CI began to hold
 * it, 35.61 since rows' DOM ids come from their places (an accessibility fix, +40 B). Raise it only
 * for such a reason, said in the commit.
 */
const HELD_ALL_IN_KB = 35.7;

export const TARGETS: Target[] = [
  // The whole engine, every export: issue 22 withdrew the 10 kB goal; the all-in core must not grow
  // past what it was then (25.8 kB), while lean entries take what an app does not use out. It grew
  // since, by the seams issue 22 asked for (+5.8 kB) and by later issues' features (remote answers
  // +2.6, the sheet and confirm +1.7, the keyboard landing +0.9), so CI holds it where it is now:
  // no more growth, until that goal is met or changed.
  {
    name: '@cascadia/core',
    contents: "export * from '@cascadia/core';",
    externals: [],
    budgetKb: 25.8,
    heldAtKb: HELD_ALL_IN_KB,
  },
  // The same in an app's development build, which keeps the problem explanations production drops
  // (the text of every warning and error, 1.5 kB gz today): the all-in budget plus those texts.
  // (Its old 20 kB predated the texts and was below the production goal.)
  {
    name: '@cascadia/core (development build)',
    contents: "export * from '@cascadia/core';",
    externals: [],
    nodeEnv: 'development',
    budgetKb: 27.5,
  },
  // Every export of the React package with every runtime dependency (core, floating-ui, TanStack
  // Virtual): the ready-made Cascader's goals below (issue 22: 0.7 of rc-cascader with the page,
  // never heavier with every chunk) plus the hooks and parts the Cascader does not use (0.4 kB gz).
  // (The old "half of rc-cascader", 25.5 kB, was withdrawn with issue 22's earlier goals.)
  {
    name: '@cascadia/react',
    contents: "export * from '@cascadia/react'; export { default } from '@cascadia/react';",
    externals: REACT_PEERS,
    budgetKb: 36,
    totalBudgetKb: 51.3,
  },
  // The ready-made Cascader, as the browser benchmark measures it: issue 22's goals are at most
  // 0.7 of rc-cascader (0.7 × 50.9 kB) with the page, and never heavier than it with every chunk.
  // Besides the virtualiser and the positioning engine, remote search, `loadPath` and the lazy
  // check are chunks fetched on demand (the core's ready-made `loadPathOnDemand`…), which are
  // handed the helpers they share with the engine when they arrive instead of carrying a copy.
  {
    name: '@cascadia/react: Cascader',
    contents: "export { Cascader } from '@cascadia/react';",
    externals: REACT_PEERS,
    budgetKb: 35.6,
    totalBudgetKb: 50.9,
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
    held: true,
  },
  // Issue 22's scenarios: what an app that uses only a single select pays, through the lean
  // entries (createLeanCascader, useLeanCascader) with no feature.
  {
    name: 'scenario: single select, core only',
    entry: 'scripts/size/single-select.ts',
    externals: [],
    budgetKb: 12,
    held: true,
  },
  {
    name: 'scenario: single select, useCascader',
    entry: 'scripts/size/single-select-react.tsx',
    externals: REACT_PEERS,
    budgetKb: 20,
    held: true,
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
  /** With every chunk it may load on demand (its dynamic `import()`s, and theirs) as well. */
  total: Size;
  /** Each chunk's minified size and what it is made of (bytes of minified output per module). */
  chunks: { name: string; size: Size; initial: boolean; modules: [string, number][] }[];
  /**
   * With `sourceFiles`: the minified bytes of what loads with the page per source file, largest
   * first, read through the source maps of the modules bundled (dist/ files name their sources).
   */
  files?: [string, number][];
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
  /** Also attribute the page's bytes to source files (`files`), through source maps. */
  sourceFiles?: boolean;
}

/**
 * Bundles as a consumer's bundler would for production (ESM, minified, tree-shaken, code split at
 * dynamic imports, NODE_ENV=production unless told, CSS left out) and sizes each chunk, gzipped on its own
 * (level 9) as it is transferred. Nothing is written to disk.
 */
export async function measureBundle(input: BundleInput): Promise<BundleSizes> {
  const first = await bundle(input, new Set());
  // esbuild splits at every dynamic import, even one in code it shook out, which nothing can load:
  // the modules such a chunk shares with the page then leave the page's chunk for a shared one,
  // gzipped apart, and modules only that chunk uses can follow them there. An app's bundler drops
  // those imports with the code (Rollup, so Vite, does): bundle again with them emptied.
  if (first.unreachable.size === 0) return first.sizes;
  return (await bundle(input, first.unreachable)).sizes;
}

async function bundle(
  { entry, contents, externals = [], alias, nodeEnv = 'production', sourceFiles = false }: BundleInput,
  /** The modules behind dynamic imports that nothing loads, bundled as empty modules. */
  deadImports: Set<string>,
): Promise<{ sizes: BundleSizes; unreachable: Set<string> }> {
  const emptyDeadImports = {
    name: 'empty-dead-imports',
    setup(plugin: PluginBuild) {
      plugin.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
        const resolved = await plugin.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        const module = path.relative(root, resolved.path).split(path.sep).join('/');
        return deadImports.has(module) ? { path: module, namespace: 'dead-import' } : resolved;
      });
      plugin.onLoad({ filter: /.*/, namespace: 'dead-import' }, () => ({ contents: 'export {};' }));
    },
  };
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
    // Maps without a comment pointing at them: the minified files are as they would be without.
    sourcemap: sourceFiles ? 'external' : false,
    plugins: deadImports.size > 0 ? [emptyDeadImports] : [],
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
  // The app's own module (esbuild lists the outputs in no fixed order: a feature's chunk, an entry
  // point of its own, may come first).
  const appModule = contents !== undefined ? 'entry.ts' : entry;
  const entryChunk = Object.keys(outputs).find((name) => outputs[name].entryPoint === appModule);
  // The chunks reachable from the entry: through static imports only, what the page cannot do
  // without; through dynamic ones too, everything it may fetch.
  const reachable = (kinds: readonly string[]) => {
    const chunks = new Set<string>();
    const visit = (name: string | undefined) => {
      if (!name || chunks.has(name) || !outputs[name]) return;
      chunks.add(name);
      for (const dependency of outputs[name].imports) {
        if (kinds.includes(dependency.kind) && !dependency.external) visit(dependency.path);
      }
    };
    visit(entryChunk);
    return chunks;
  };
  const initialChunks = reachable(['import-statement']);
  const allChunks = reachable(['import-statement', 'dynamic-import']);
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
  const chunks = [...allChunks]
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({
      name,
      size: sum([name]),
      initial: initialChunks.has(name),
      modules: Object.entries(outputs[name].inputs)
        .map(([module, { bytesInOutput }]): [string, number] => [module, bytesInOutput])
        .sort((a, b) => b[1] - a[1]),
    }));
  const unreachable = new Set<string>();
  for (const [name, output] of Object.entries(outputs)) {
    if (name !== entryChunk && output.entryPoint !== undefined && !allChunks.has(name)) {
      unreachable.add(output.entryPoint);
    }
  }
  const files = sourceFiles ? bytesPerSource(result.outputFiles, initialChunks) : undefined;
  return { sizes: { initial: sum(initialChunks), total: sum(allChunks), chunks, files }, unreachable };
}

/**
 * The minified bytes of `chunks` per source file: each mapped span of the output, up to the next
 * one, counts for the file its source map names (what no map names, line breaks too, counts as
 * `(unmapped)`), so that the files add up to the chunks' size.
 */
function bytesPerSource(outputFiles: OutputFile[], chunks: Set<string>): [string, number][] {
  const bytes = new Map<string, number>();
  const add = (source: string, text: string) =>
    bytes.set(source, (bytes.get(source) ?? 0) + Buffer.byteLength(text));
  const byName = new Map(
    outputFiles.map((file) => [path.relative(root, file.path).split(path.sep).join('/'), file]),
  );
  for (const name of chunks) {
    const code = byName.get(name);
    const map = byName.get(`${name}.map`);
    if (!code || !map) continue;
    const lines = code.text.split('\n');
    // Each line's spans: where each starts, and its source file.
    const spans: { column: number; source: string }[][] = lines.map(() => []);
    eachMapping(new TraceMap(map.text), ({ generatedLine, generatedColumn, source }) => {
      const file = source
        ? path
            .relative(root, path.resolve(root, path.dirname(name), source))
            .split(path.sep)
            .join('/')
        : '(unmapped)';
      spans[generatedLine - 1]?.push({ column: generatedColumn, source: file });
    });
    lines.forEach((line, index) => {
      const starts = spans[index].sort((a, b) => a.column - b.column);
      add('(unmapped)', line.slice(0, starts[0]?.column ?? line.length));
      starts.forEach((span, i) => {
        add(span.source, line.slice(span.column, starts[i + 1]?.column));
      });
      if (index < lines.length - 1) add('(unmapped)', '\n');
    });
  }
  return [...bytes].filter(([, size]) => size > 0).sort((a, b) => b[1] - a[1]);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

/** What a chunk is made of: each module's share of the minified output, largest first. */
function printModules(target: string, chunks: BundleSizes['chunks']): void {
  console.log(`\n${target}`);
  for (const chunk of chunks) {
    const label = `${chunk.initial ? 'with the page' : 'on demand'}: ${chunk.name.replace(/^out\//, '')}`;
    console.log(`  ${label}, ${kb(chunk.size.minified)} min, ${kb(chunk.size.gzipped)} gz`);
    for (const [module, bytes] of chunk.modules) {
      if (bytes > 0) console.log(`    ${kb(bytes).padStart(9)}  ${module}`);
    }
  }
}

/** The source files behind what loads with the page, largest first (the first `limit` of them). */
function printFiles(target: string, files: [string, number][], limit = 40): void {
  const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`\n${target}: what loads with the page, by source file (minified, before gzip; ${kb(total)})`);
  for (const [file, bytes] of files.slice(0, limit)) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
  if (files.length > limit) console.log(`  … and ${files.length - limit} more files`);
}

/** The core's features, each measured by what it adds to a lean engine that has none. */
const FEATURES = [
  'largeTreeFeature',
  'searchFeature',
  'remoteSearchFeature',
  'checkableFeature',
  'lazyCheckFeature',
  'loadPathFeature',
  'loadDataFeature',
  'stateReducerFeature',
  'hoverFeature',
];

/** A module that makes a lean engine with the given features (production build). */
const leanEngine = (features: string[]) =>
  `import { createLeanCascader${features.map((name) => `, ${name}`).join('')} } from '@cascadia/core';\n` +
  `export const store = createLeanCascader({}, [${features.join(', ')}]);`;

/**
 * Each feature's marginal cost: the lean engine with it, less the lean engine with none (the
 * features share code with each other, so their costs add up to a little more than all of them).
 */
async function printFeatureCosts(alias: Record<string, string>): Promise<void> {
  const base = (await measureBundle({ contents: leanEngine([]), alias })).initial;
  console.log(
    `\nThe lean core (createLeanCascader, no feature): ${kb(base.minified)} min, ${kb(base.gzipped)} gz`,
  );
  console.log('Each feature on top of it:');
  for (const name of [...FEATURES, 'every feature']) {
    const features = name === 'every feature' ? FEATURES : [name];
    const size = (await measureBundle({ contents: leanEngine(features), alias })).initial;
    const added = `+${kb(size.minified - base.minified)} min, +${kb(size.gzipped - base.gzipped)} gz`;
    console.log(`  ${name.padEnd(20)} ${added}`);
  }
}

/**
 * A row's verdict from its gzipped sizes (bytes, with the page and with every chunk): over its
 * budget; lost, which fails `--held` (over a goal met before, or grown past the size it is held
 * at); and the words the table shows.
 */
export function judge(
  target: Target,
  gzipped: number,
  totalGzipped: number,
): { exceeded: boolean; lost: boolean; label: string } {
  const exceeded =
    gzipped > target.budgetKb * 1024 ||
    (target.totalBudgetKb !== undefined && totalGzipped > target.totalBudgetKb * 1024);
  const grown = target.heldAtKb !== undefined && gzipped > target.heldAtKb * 1024;
  const lost = (exceeded && target.held === true) || grown;
  let label = target.held ? 'ok (held)' : 'ok';
  if (exceeded && target.held) label = 'OVER BUDGET, a goal met before';
  else if (grown) label = `OVER BUDGET, and grown past ${target.heldAtKb} kB`;
  else if (exceeded)
    label = target.heldAtKb === undefined ? 'OVER BUDGET' : `OVER BUDGET (held at ${target.heldAtKb} kB)`;
  return { exceeded, lost, label };
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const held = process.argv.includes('--held');
  const modules = process.argv.includes('--modules');
  const sourceFiles = process.argv.includes('--files');
  const alias = process.argv.includes('--source') ? SOURCES : BUILT;
  const rows: string[][] = [['package', 'minified', 'gzipped', 'with on-demand chunks', 'budget', '']];
  const breakdowns: [string, BundleSizes['chunks']][] = [];
  const fileLists: [string, [string, number][]][] = [];
  let over = false;
  const lost: string[] = [];
  for (const target of TARGETS) {
    const {
      initial: size,
      total,
      chunks,
      files,
    } = await measureBundle({
      entry: target.entry,
      contents: target.contents,
      externals: target.externals,
      nodeEnv: target.nodeEnv,
      alias,
      sourceFiles,
    });
    const { exceeded, lost: held, label } = judge(target, size.gzipped, total.gzipped);
    over ||= exceeded;
    if (held) lost.push(target.name);
    rows.push([
      target.name,
      kb(size.minified),
      kb(size.gzipped),
      total.gzipped === size.gzipped ? '—' : `${kb(total.gzipped)} gz`,
      target.totalBudgetKb === undefined ? `${target.budgetKb} kB` : `${target.totalBudgetKb} kB in all`,
      label,
    ]);
    breakdowns.push([target.name, chunks]);
    if (files) fileLists.push([target.name, files]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    );
  }
  if (modules) for (const [name, chunks] of breakdowns) printModules(name, chunks);
  for (const [name, files] of fileLists) printFiles(name, files);
  if (held) {
    // The check alone: the features' costs are for reading, not for holding.
    for (const name of lost)
      console.error(
        `${name}: over a size CI holds, a goal met or a size not to grow past (TARGETS in scripts/size.ts)`,
      );
    if (lost.length > 0) process.exitCode = 1;
    return;
  }
  await printFeatureCosts(alias);
  if (over && check) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
