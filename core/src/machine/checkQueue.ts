import type { Tree } from '../tree';
import type { ValuePath } from '../types';

/**
 * What a waiting check (lazyCheck.ts) has still to ask for: its unloaded descendants not asked
 * yet, in tree order, kept so that each settled load costs the check only what the load changed.
 * A check of a branch with 50,000 unloaded children must not look at all of them again whenever
 * one answers: that made checking it quadratic in their number.
 *
 * The queue is a list of runs; a run is the frontier found below one node (an array of paths that
 * is never written to again) and is taken from its `head` on. The runs together are in tree order:
 * the children a load brings come right after the node that loaded, and that node was taken from
 * the queue before every node after it, so they go in before the first run still left after it.
 * Paths, not ids: each answer rebuilds the tree and moves the ids after it.
 */
export interface QueueRun {
  readonly paths: readonly ValuePath[];
  readonly head: number;
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
  const end = tree.endOf(id);
  for (let n = id + 1; n < end; ) {
    if (tree.isCheckDisabled(n)) n = tree.endOf(n);
    else if (tree.isUnloaded(n)) {
      found.push(n);
      n = tree.endOf(n);
    } else n++;
  }
  return found;
}

/** Whether conduction from `id` reaches its descendant `n`: no checkDisabled node on the way. */
export function conductionReaches<O>(tree: Tree<O>, id: number, n: number): boolean {
  for (let a = n; a !== id; a = tree.parentOf(a)) if (a < 0 || tree.isCheckDisabled(a)) return false;
  return true;
}

/**
 * Whether the descendant `n` of the check's branch `id` is on the check's frontier: conduction
 * reaches it and no unloaded node lies between them.
 */
export function onFrontier<O>(tree: Tree<O>, id: number, n: number): boolean {
  if (n === id) return true;
  for (let a = tree.parentOf(n); a !== id; a = tree.parentOf(a))
    if (a < 0 || tree.isUnloaded(a)) return false;
  return conductionReaches(tree, id, n);
}

/** The path at the queue's head (undefined when it is empty). */
export const headOf = (queue: CheckQueue): ValuePath | undefined =>
  queue.length === 0 ? undefined : queue[0].paths[queue[0].head];

/** The queue without its head. */
export function withoutHead(queue: CheckQueue): CheckQueue {
  const [first, ...rest] = queue;
  return first.head + 1 < first.paths.length ? [{ paths: first.paths, head: first.head + 1 }, ...rest] : rest;
}

/**
 * The queue with `paths` (the frontier found below the node `after`, in tree order) put where tree
 * order wants them: before the first run whose head comes after `after`. Null when a run's head
 * has left the tree (only new options do that): then the caller takes stock again from the tree.
 */
export function withRun<O>(
  queue: CheckQueue,
  tree: Tree<O>,
  after: number,
  paths: readonly ValuePath[],
): CheckQueue | null {
  if (paths.length === 0) return queue;
  let low = 0;
  let high = queue.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const head = tree.find(queue[middle].paths[queue[middle].head]);
    if (head < 0) return null;
    if (head < after) low = middle + 1;
    else high = middle;
  }
  return [...queue.slice(0, low), { paths, head: 0 }, ...queue.slice(low)];
}

/** The queue with `paths` in front of it (the frontier below its former head, which had loaded). */
export const withFront = (queue: CheckQueue, paths: readonly ValuePath[]): CheckQueue =>
  paths.length === 0 ? queue : [{ paths, head: 0 }, ...queue];
