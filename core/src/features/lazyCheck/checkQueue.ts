import { endOf, isCheckDisabled } from '../../tree/queries';
import type { Tree } from '../../tree/tree';
import type { ValuePath } from '../../types/types';

/**
 * What a waiting check (lazyCheck.ts) has still to ask for: its unloaded descendants not asked
 * yet, in tree order, kept so that each settled load costs the check only what the load changed.
 * A check of a branch with 50,000 unloaded children must not look at all of them again whenever
 * one answers: that made checking it quadratic in their number.
 *
 * The queue is a list of runs; a run is a stretch of the frontier found below one node (an array
 * of paths that is never written to again), from `runHead` up to `runEnd`. The runs together are in
 * tree order: the frontier a load brings goes in right where its node was in tree order, which
 * splits a run when that node was in the middle of one (its load started elsewhere: the user
 * opened it). Paths, not ids: each answer rebuilds the tree and moves the ids after it.
 */
export interface QueueRun {
  readonly runPaths: readonly ValuePath[];
  readonly runHead: number;
  readonly runEnd: number;
}

export type CheckQueue = readonly QueueRun[];

export const EMPTY_QUEUE: CheckQueue = [];

/**
 * The frontier of `id`'s subtree that a check must load: its unloaded nodes that conduction reaches
 * (checkDisabled subtrees are skipped: conduction does not pass through them) and that lie below
 * no other unloaded node (what loads below one is found when its answer arrives). With `self`,
 * `id` itself when it is unloaded; else only what lies below it. One pass over the part of the
 * subtree above the frontier.
 */
export function frontier<O>(tree: Tree<O>, id: number, self: boolean): number[] {
  if (self && tree.isUnloaded(id)) return [id];
  const found: number[] = [];
  const end = endOf(tree, id);
  for (let n = id + 1; n < end; ) {
    if (isCheckDisabled(tree, n)) n = endOf(tree, n);
    else if (tree.isUnloaded(n)) {
      found.push(n);
      n = endOf(tree, n);
    } else n++;
  }
  return found;
}

/** Whether conduction from `id` reaches its descendant `n`: no checkDisabled node on the way. */
export function conductionReaches<O>(tree: Tree<O>, id: number, n: number): boolean {
  for (let a = n; a !== id; a = tree.parentOf(a)) if (a < 0 || isCheckDisabled(tree, a)) return false;
  return true;
}

/**
 * Whether the descendant `n` of the check's branch `id` is on the check's frontier: conduction
 * reaches it and no unloaded node lies between them. Nothing below `id` is while `id` itself is
 * unloaded (its frontier is itself, as `frontier` says): a node added below it along a path (a
 * remote result, partial) joins the frontier only once `id`'s own answer does.
 */
export function onFrontier<O>(tree: Tree<O>, id: number, n: number): boolean {
  if (n === id) return true;
  if (tree.isUnloaded(id)) return false;
  for (let a = tree.parentOf(n); a !== id; a = tree.parentOf(a))
    if (a < 0 || tree.isUnloaded(a)) return false;
  return conductionReaches(tree, id, n);
}

/** A queue of the paths, in tree order, as one run. */
export const queueOf = (paths: readonly ValuePath[]): CheckQueue =>
  paths.length === 0 ? EMPTY_QUEUE : [{ runPaths: paths, runHead: 0, runEnd: paths.length }];

/** The path at the queue's head (undefined when it is empty). */
export const headOf = (queue: CheckQueue): ValuePath | undefined =>
  queue.length === 0 ? undefined : queue[0].runPaths[queue[0].runHead];

/** The queue without its head. */
export function withoutHead(queue: CheckQueue): CheckQueue {
  const [first, ...rest] = queue;
  return first.runHead + 1 < first.runEnd ? [{ ...first, runHead: first.runHead + 1 }, ...rest] : rest;
}

/**
 * The queue with `paths` (the frontier found below the node `after`, in tree order) put where tree
 * order wants them: after every queued node before `after`, before every one after it. Bisection
 * over the runs, then within the run that holds that place. Null when a queued branch has left
 * the tree (only new options do that): then the caller takes stock again from the tree.
 */
export function withRun<O>(
  queue: CheckQueue,
  tree: Tree<O>,
  after: number,
  paths: readonly ValuePath[],
): CheckQueue | null {
  if (paths.length === 0) return queue;
  // The first run whose head comes after `after`: the place is in the run before it, or there.
  const runAt = firstAfter(queue.length, (i) => tree.find(queue[i].runPaths[queue[i].runHead]), after);
  if (runAt === null) return null;
  const added: QueueRun = { runPaths: paths, runHead: 0, runEnd: paths.length };
  if (runAt === 0) return [added, ...queue];
  const run = queue[runAt - 1];
  const split = firstAfter(run.runEnd - run.runHead, (i) => tree.find(run.runPaths[run.runHead + i]), after);
  if (split === null) return null;
  const before = queue.slice(0, runAt - 1);
  const rest = queue.slice(runAt);
  const at = run.runHead + split;
  if (at === run.runEnd) return [...before, run, added, ...rest];
  return [...before, { ...run, runEnd: at }, added, { ...run, runHead: at }, ...rest];
}

/** The first of `count` ascending ids (`idAt`) greater than `after`; null when one is not in the tree. */
function firstAfter(count: number, idAt: (i: number) => number, after: number): number | null {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    const id = idAt(middle);
    if (id < 0) return null;
    if (id < after) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The queue with `paths` in front of it (the frontier below its former head, which had loaded). */
export const withFront = (queue: CheckQueue, paths: readonly ValuePath[]): CheckQueue =>
  paths.length === 0 ? queue : [{ runPaths: paths, runHead: 0, runEnd: paths.length }, ...queue];
