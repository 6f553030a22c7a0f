/**
 * Answers that join the tree, for the core benchmark (`npm run bench -- answers`): each must
 * cost time linear in its size (issue 23). Three cases, through `transition` (reducer, settle,
 * effects) as the store runs them:
 * - a `showSearch.load` answer of `count` paths, each through its own lazy top-level branch;
 * - a `loadPath` answer for a value `levels` deep, with the heap it keeps;
 * - `loadPath` in checkable mode with `count` saved paths: every answer arrives, one event each.
 * Each returns the wall time and this process's CPU time for the same span: on a machine shared
 * with other work the wall time counts their turns too, the CPU time only ours (with the threads
 * that collect garbage and compile in the background), and the main thread's CPU time the work
 * itself.
 */
import { readFileSync } from 'node:fs';
import { initialState } from '../../core/src/entry/allIn';
import { transition } from '../../core/src/machine/transition';
import type { CascaderState } from '../../core/src/machine/types';
import type { CascaderOption, ValuePath } from '../../core/src/types/types';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const never = () => new Promise<never>(() => {});

export interface Timing {
  ms: number;
  /** CPU time of the whole process: the collector's and the compiler's threads count too. */
  cpuMs: number;
  /** CPU time of this thread alone (Linux), or undefined: the work itself, least moved by others' load. */
  mainMs?: number;
}

/** Nanoseconds this thread has run, where Linux tells (`/proc/thread-self/schedstat`). */
function threadNs(): number | undefined {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}

/** Times `fn`: wall and CPU milliseconds. */
function timed(fn: () => void): Timing {
  const cpu = process.cpuUsage();
  const thread = threadNs();
  const start = performance.now();
  fn();
  const ms = performance.now() - start;
  const threadAfter = threadNs();
  const used = process.cpuUsage(cpu);
  const mainMs = thread === undefined || threadAfter === undefined ? undefined : (threadAfter - thread) / 1e6;
  return { ms, cpuMs: (used.user + used.system) / 1000, mainMs };
}

/** `count` lazy top-level branches `b0…`, each with one leaf `l<i>` the server knows. */
function lazyBranches(count: number): CascaderOption[] {
  return Array.from({ length: count }, (_, i) => ({ label: `Branch ${i}`, value: `b${i}`, isLeaf: false }));
}

/** Milliseconds for one remote answer of `count` paths to join the tree; throws if results are missing. */
export function timeRemoteAnswer(count: number): Timing {
  let state: CascaderState<CascaderOption> = initialState<CascaderOption>({
    options: lazyBranches(count),
    open: true,
    changeOnSelect: true,
    showSearch: { load: never, debounce: 0, limit: false },
    loadData: never,
  }).state;
  state = transition(state, { type: 'INPUT.CHANGE', value: 'leaf' }).state;
  const requestId = state.remoteSearch!.requestId;
  const results = Array.from({ length: count }, (_, i) => [
    { label: `Branch ${i}`, value: `b${i}`, isLeaf: false },
    { label: `Leaf ${i}`, value: `l${i}` },
  ]);
  gc();
  let after = state;
  const time = timed(() => {
    after = transition(state, { type: 'SEARCH.RESOLVE', requestId, results }).state;
  });
  if (after.search?.results.length !== count)
    throw new Error(`remote answer: ${after.search?.results.length} of ${count} results`);
  return time;
}

/** Milliseconds and megabytes kept for a `loadPath` answer `levels` deep to join the tree. */
export function timeDeepPath(levels: number): Timing & { mb: number } {
  const path: ValuePath = Array.from({ length: levels }, (_, i) => `v${i}`);
  const options = path.map((value, i) => ({
    label: `Level ${i}`,
    value,
    ...(i < levels - 1 ? { isLeaf: false } : {}),
  }));
  let state: CascaderState<CascaderOption> = initialState<CascaderOption>({
    options: [options[0]],
    loadData: never,
    loadPath: never,
    value: path,
  }).state;
  const requestId = [...state.pathLoads.values()][0].requestId;
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const time = timed(() => {
    state = transition(state, { type: 'PATH.RESOLVE', requestId, options }).state;
  });
  gc();
  const mb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  if (state.tree.find(path) < 0) throw new Error('deep loadPath answer did not join the tree');
  return { ...time, mb };
}

/** Milliseconds for the `loadPath` answers of `count` saved checkable paths to join, one event each. */
export function timeCheckablePaths(count: number): Timing {
  const value: ValuePath[] = Array.from({ length: count }, (_, i) => [`b${i}`, `c${i}`, `l${i}`]);
  let state: CascaderState<CascaderOption> = initialState<CascaderOption>({
    options: lazyBranches(count),
    checkable: true,
    loadData: never,
    loadPath: never,
    value,
  }).state;
  const requests = [...state.pathLoads.values()];
  gc();
  const time = timed(() => {
    for (const { requestId, path } of requests) {
      const [b, c, l] = path;
      state = transition(state, {
        type: 'PATH.RESOLVE',
        requestId,
        options: [
          { label: `Branch ${b}`, value: b, isLeaf: false },
          { label: `City ${c}`, value: c, isLeaf: false },
          { label: `Leaf ${l}`, value: l },
        ],
      }).state;
    }
  });
  if (state.pathLoads.size > 0 || state.tree.find(value[count - 1]) < 0)
    throw new Error('checkable loadPath answers did not all join');
  return time;
}
