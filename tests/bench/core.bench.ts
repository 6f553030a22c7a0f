/**
 * Core benchmark: `npm run bench` (node --expose-gc). Generated trees of about 10k, 100k and 1M
 * nodes; for each operation the median of several runs, and for search and check the speed-up
 * over the plain reference implementations in reference.ts; then checking a root of 10k and 50k
 * unloaded children with SHOW_CHILD (lazyCheck.ts). Prints a table and writes
 * bench-results.core.json (git-ignored; bench-results.json is the browser benchmark's). No thresholds: this measures, the tests judge correctness.
 * Then answers that join the tree at scale (answers.ts): a remote search answer of 20,000 paths, a
 * `loadPath` answer 10,000 levels deep (and the heap it keeps), 2,000 saved checkable paths.
 * Arguments: tree sizes to measure instead of the default ones (`npm run bench -- 100000`),
 * `lazy-check` for the lazy check alone, or `lazy-check=N,M` for other child counts, and
 * `answers` for the answers alone, or `answers=F` to scale their sizes by F (`answers=0.25`).
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { initialState } from '../../core/src/entry/allIn';
import {
  type CheckState,
  checkedValue,
  checksFromValue,
  toggleCheck,
} from '../../core/src/features/checkable/check';
import { type SearchOptions, type SearchState, searchTree } from '../../core/src/features/search/search';
import { transition } from '../../core/src/machine/transition';
import type { CascaderState } from '../../core/src/machine/types';
import { LARGE_BUILD } from '../../core/src/tree/large/largeBuild';
import { endOf } from '../../core/src/tree/queries';
import { Tree } from '../../core/src/tree/tree';
import { type Timing, timeCheckablePaths, timeDeepPath, timeRemoteAnswer } from './answers';
import { deepestPath, type GeneratedOption, generateOptions } from './generate';
import { timeLazyCheck } from './lazyCheck';
import { referenceConduct, referenceReport, referenceSearch, referenceToggle } from './reference';

interface Row {
  nodes: number;
  operation: string;
  ms: number;
  referenceMs?: number;
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/**
 * Collects garbage, then waits for V8's background sweeping to finish: measured right after a
 * forced collection, a 1M-node toggle ran 3× slower while the sweeper competed for the two cores.
 */
let pausedMs = 0;
async function settle(): Promise<void> {
  gc();
  const start = performance.now();
  await sleep(100);
  pausedMs += performance.now() - start;
}

/**
 * Median time per call over `runs` samples. A sample repeats `fn` until about 2 ms have passed, so
 * fast operations are timed over many calls instead of one timer tick. The first call is a JIT
 * warm-up, except for slow operations where warm-up is noise and a call costs seconds: it counts.
 * A collection that lands inside a sample is left to the median to discard.
 */
async function median(runs: number, fn: () => unknown): Promise<number> {
  await settle();
  const first = performance.now();
  fn();
  const firstMs = performance.now() - first;
  const times: number[] = firstMs > 50 ? [firstMs] : [];
  while (times.length < runs) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      fn();
      calls++;
      elapsed = performance.now() - start;
    } while (elapsed < 2);
    times.push(elapsed / calls);
  }
  return middle(times);
}

/** Median of one call each, for work that cannot repeat on the same input. */
async function medianOnce(inputs: number, fn: (i: number) => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < inputs; i++) {
    await settle();
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  return middle(times);
}

function middle(times: number[]): number {
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const leaves: SearchOptions<GeneratedOption> = { limit: 50, candidates: 'leaves' };

async function benchSize(target: number, rows: Row[]): Promise<void> {
  const big = target >= 1_000_000;
  const runs = big ? 5 : target >= 100_000 ? 9 : 21;
  const referenceRuns = big ? 3 : runs;
  const options = generateOptions({ nodes: target, seed: 7 });

  // Index build. Each run's fresh tree also gives a cold first keystroke (the label index is per tree).
  const fresh: Tree<GeneratedOption>[] = [];
  const buildMs = await medianOnce(runs, () =>
    fresh.push(Tree.build<GeneratedOption>(options, undefined, { large: LARGE_BUILD }).tree),
  );
  const tree = fresh[0];
  const add = (operation: string, ms: number, referenceMs?: number) =>
    rows.push({ nodes: tree.size, operation, ms, referenceMs });
  add('Tree.build', buildMs);

  const query = tree
    .textOf(Math.floor(tree.size / 2))
    .toLowerCase()
    .slice(0, 6);
  const letter = query[0];
  add(
    'first keystroke (builds search index)',
    await medianOnce(runs - 1, (i) => searchTree(fresh[i + 1], letter, leaves)),
  );
  fresh.length = 1;

  add(
    `search keystroke '${letter}'`,
    await median(runs, () => searchTree(tree, letter, leaves)),
    await median(referenceRuns, () => referenceSearch(tree, letter, leaves)),
  );
  // The keystroke above stops at the limit; counting every match (the announcement's total, when
  // read) is the full scan, measured here.
  add(
    `  and its total (every match)`,
    await median(runs, () => searchTree(tree, letter, leaves).total),
    await median(referenceRuns, () => referenceSearch(tree, letter, leaves).total),
  );
  add(
    `type '${query}' letter by letter`,
    await median(runs, () => {
      let state: SearchState<GeneratedOption> | null = null;
      for (let i = 1; i <= query.length; i++) state = searchTree(tree, query.slice(0, i), leaves, state);
    }),
    await median(referenceRuns, () => {
      for (let i = 1; i <= query.length; i++) referenceSearch(tree, query.slice(0, i), leaves);
    }),
  );

  const root = 0;
  const none = checksFromValue(tree, [], false);
  const checked = toggleCheck(none, root, true, false);
  const noMarks = new Uint8Array(tree.size);
  const rootMarks = referenceConduct(tree, [root], false);
  const rootShare = `${Math.round(((endOf(tree, root) - root) / tree.size) * 100)}% of nodes`;
  add(
    `check a root (${rootShare})`,
    await median(runs, () => toggleCheck(none, root, true, false)),
    await median(referenceRuns, () => referenceToggle(tree, noMarks, root, true, false)),
  );
  add(
    'uncheck that root',
    await median(runs, () => toggleCheck(checked, root, false, false)),
    await median(referenceRuns, () => referenceToggle(tree, rootMarks, root, false, false)),
  );
  add(
    'SHOW_PARENT value after it',
    await median(runs, () => checkedValue(checked, 'SHOW_PARENT', false)),
    await median(referenceRuns, () => referenceReport(tree, rootMarks, 'SHOW_PARENT', false)),
  );
  const deep = deepestPath(options);
  const leaf = tree.find(deep);
  add(
    `check a leaf (depth ${deep.length})`,
    await median(runs, () => toggleCheck(none, leaf, true, false)),
    await median(referenceRuns, () => referenceToggle(tree, noMarks, leaf, true, false)),
  );
  add(
    'checksFromValue of a deep value',
    await median(runs, () => checksFromValue(tree, [deep], false)),
    await median(referenceRuns, () => referenceConduct(tree, [tree.find(deep)], false)),
  );
  add(`tree.find (depth ${deep.length})`, await median(runs, () => tree.find(deep)));
  keep(checked);
  await benchRemote(options, letter, runs, add);
}

/**
 * Remote search (`showSearch.load`) and `loadPath` through the whole store step (`transition`:
 * reducer, settle, effects), on the same tree plus one lazy top-level branch the server knows:
 * a keystroke (local search, the remote request's debounce restarted), and the steps where an
 * answer joins the tree as partial nodes (the tree is rebuilt with them).
 */
async function benchRemote(
  generated: GeneratedOption[],
  letter: string,
  runs: number,
  add: (operation: string, ms: number) => void,
): Promise<void> {
  type Opt = GeneratedOption & { isLeaf?: boolean };
  const lazy: Opt = { label: 'Remote', value: 'remote', isLeaf: false };
  const options: Opt[] = [...generated, lazy];
  const along: Opt[] = [
    lazy,
    { label: 'Far', value: 'far', isLeaf: false },
    { label: 'Away', value: 'away' },
  ];
  const never = () => new Promise<never>(() => {});
  let open: CascaderState<Opt> = initialState<Opt>({
    options,
    open: true,
    showSearch: { load: never, debounce: 200 },
    loadData: never,
    loadPath: never,
    value: ['remote', 'far', 'away'],
  }).state;
  add(
    `keystroke '${letter}' with showSearch.load + loadPath`,
    await median(runs, () => transition(open, { type: 'INPUT.CHANGE', value: letter })),
  );

  // A request for the path is under way from the start: its answer joins the tree.
  const pathRequest = [...open.pathLoads.values()][0].requestId;
  add(
    'loadPath answer joins the tree',
    await median(runs, () =>
      transition(open, { type: 'PATH.RESOLVE', requestId: pathRequest, options: along }),
    ),
  );

  // A remote search under way (debounce over): its answer joins the tree and merges with the local matches.
  open = transition(open, { type: 'INPUT.CHANGE', value: letter }).state;
  open = transition(open, { type: 'SEARCH.LOAD', query: letter }).state;
  const searchRequest = open.remoteSearch!.requestId;
  add(
    'remote search answer joins the tree',
    await median(runs, () =>
      transition(open, { type: 'SEARCH.RESOLVE', requestId: searchRequest, results: [along] }),
    ),
  );
}

/**
 * Answers that join the tree (answers.ts), one call each on fresh input: the median of 3 runs
 * (one, when a run takes seconds). The deep `loadPath` row also notes the heap it keeps.
 */
async function benchAnswers(scale: number, rows: Row[]): Promise<void> {
  const size = (n: number) => Math.max(1, Math.round(n * scale));
  const runs = async <T extends Timing>(fn: () => T) => {
    const times: T[] = [];
    do {
      await settle();
      times.push(fn());
    } while (times.length < 3 && times[0].ms < 2000);
    times.sort((a, b) => a.ms - b.ms);
    return times[Math.floor(times.length / 2)];
  };
  const cpu = (t: Timing) =>
    `, CPU ${format(t.cpuMs)}${t.mainMs === undefined ? '' : `, main thread ${format(t.mainMs)}`}`;
  const paths = size(20_000);
  const remote = await runs(() => timeRemoteAnswer(paths));
  rows.push({
    nodes: paths * 2,
    operation: `remote search answer of ${paths.toLocaleString('en-US')} paths, each through its own branch${cpu(remote)}`,
    ms: remote.ms,
  });
  const levels = size(10_000);
  const deep = await runs(() => timeDeepPath(levels));
  rows.push({
    nodes: levels,
    operation: `loadPath answer ${levels.toLocaleString('en-US')} levels deep (${deep.mb.toFixed(0)} MB kept${cpu(deep)})`,
    ms: deep.ms,
  });
  const saved = size(2_000);
  const checkable = await runs(() => timeCheckablePaths(saved));
  rows.push({
    nodes: saved * 3,
    operation: `checkable loadPath: ${saved.toLocaleString('en-US')} saved paths, every answer in${cpu(checkable)}`,
    ms: checkable.ms,
  });
}

/** Holds a value so the optimiser cannot drop the work that produced it. */
let sink: unknown;
function keep(value: CheckState<GeneratedOption>): void {
  sink = value;
}

function format(ms: number): string {
  if (ms < 0.01) return `${(ms * 1000).toFixed(2)} µs`;
  if (ms < 1) return `${ms.toFixed(3)} ms`;
  return `${ms.toFixed(1)} ms`;
}

function printTable(rows: Row[]): void {
  const header = ['nodes', 'operation', 'median', 'reference', 'speed-up'];
  const lines = rows.map((r) => [
    r.nodes.toLocaleString('en-US'),
    r.operation,
    format(r.ms),
    r.referenceMs === undefined ? '' : format(r.referenceMs),
    r.referenceMs === undefined
      ? ''
      : `${(r.referenceMs / r.ms).toFixed(r.referenceMs / r.ms < 10 ? 1 : 0)}×`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const show = (cells: string[]) =>
    cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(show(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(show(line));
}

const args = process.argv.slice(2);
const sizes = args.map(Number).filter((n) => n > 0);
const lazyArg = args.find((a) => a.startsWith('lazy-check'));
const lazyCounts = lazyArg?.includes('=') ? lazyArg.split('=')[1].split(',').map(Number) : [10_000, 50_000];
const answersArg = args.find((a) => a.startsWith('answers'));
const answersScale = answersArg?.includes('=') ? Number(answersArg.split('=')[1]) : 1;
const onlyOne = lazyArg || answersArg;
const rows: Row[] = [];
const started = performance.now();
if (sizes.length > 0 || !onlyOne) {
  for (const size of sizes.length > 0 ? sizes : [10_000, 100_000, 1_000_000]) {
    await benchSize(size, rows);
  }
}
if (lazyArg || (sizes.length === 0 && !answersArg)) {
  // One run each: a check cannot repeat on the same store, and at 50k one run is many answers.
  for (const count of lazyCounts) {
    await settle();
    const { ms, nodes } = await timeLazyCheck(count);
    rows.push({
      nodes,
      operation: `SHOW_CHILD check of ${count.toLocaleString('en-US')} unloaded children (answers at once)`,
      ms,
    });
  }
}
if (answersArg || (sizes.length === 0 && !lazyArg)) await benchAnswers(answersScale, rows);
console.log(
  `Node ${process.version}, ${availableParallelism()} CPUs; medians; speed-up = reference / ours\n`,
);
printTable(rows);
const wallSeconds = (performance.now() - started) / 1000;
// CPU time against wall time (pauses excluded): about 100% or more on a quiet machine (GC threads
// count too); well below that, other processes took the CPU and every number above is inflated.
const cpuShare =
  (process.cpuUsage().user + process.cpuUsage().system) / 1e6 / (wallSeconds - pausedMs / 1000);
console.log(`\n${wallSeconds.toFixed(0)} s in all; this process got ${Math.round(cpuShare * 100)}% of a CPU`);
writeFileSync('bench-results.core.json', `${JSON.stringify({ node: process.version, rows }, null, 2)}\n`);
void sink;
