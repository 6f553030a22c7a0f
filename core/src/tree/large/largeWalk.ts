/**
 * The walk with the large-tree machinery: the build's pieces (build/walkTree.ts: `startWalk`,
 * `addOption`, `leaveFrame`, `endWalk`) in a loop of its own that pauses after every slice, so
 * that a lazy tree indexes in slices (`LargeTree.lazy`), takes runs of plain leaves at once
 * (runLeaves.ts), and after each slice makes room in the columns for the options known to come. A
 * walk without it (a lean engine's, `buildTree`) adds every option one by one and grows its columns
 * by doubling; a lean bundle carries none of this.
 */
import type { BuildOptions, IndexResult } from '../build/buildOptions';
import type { Frame } from '../build/frame';
import { addOption, endWalk, leaveFrame, SLICE, startWalk, type WalkState } from '../build/walkTree';
import type { ResolvedFieldNames } from '../fieldNames';
import type { RunColumns } from './runColumns';
import { takeLeaves } from './runLeaves';

/** A walk that pauses after every slice and returns the index once it is done. */
export type Walk<O> = Generator<void, IndexResult<O>, void>;
/**
 * A lazy tree's next step of its walk. A function, not the generator itself: a generator is
 * iterable, and a deep comparison of the state (`expect(state).toEqual(…)`) iterated it to its
 * end, losing the index the tree was waiting for.
 */
export type WalkStep<O> = () => IteratorResult<void, IndexResult<O>>;

/**
 * Grows the columns to the count known so far, when it is more than they hold: the nodes added and
 * the options left in the arrays on the stack (more may come below them). At least doubling, so a
 * count that creeps up re-sizes only now and then; nodes beyond the known ones grow the columns as
 * they come (`TreeColumns.add`).
 */
function reserveKnown<O>(columns: RunColumns<O>, stack: readonly Frame<O>[], maxNodes: number): void {
  const capacity = columns.capacity;
  if (capacity >= maxNodes) return;
  let known = columns.size;
  for (const frame of stack) known += frame.frameLength - frame.nextIndex;
  if (known > capacity) columns.reserve(Math.min(maxNodes, Math.max(known, capacity * 2)));
}

/**
 * The walk of `w` (`startWalk` with `LargeBuild` in its options, so that its columns are
 * `RunColumns`), pausing after every `slice` options (a run of leaves counts for each).
 * `topLevelOnly` judges the top level as the whole walk does and goes below no option: a branch is
 * a node with its flags (not a leaf) and no children indexed (`topLevelPreview`, the first column
 * of a tree not indexed yet). The frame of its children that `addOption` pushed is left at once,
 * its subtree ending where it started.
 */
export function* walkInSlices<O>(w: WalkState<O>, slice = SLICE, topLevelOnly = false): Walk<O> {
  let untilPause = slice;
  let roomReserved = false;
  const stack = w.walkFrames;
  const columns = w.walkColumns as RunColumns<O>;
  const maxNodes = w.nodeLimit;
  while (stack.length > 0) {
    if (--untilPause === 0) {
      yield;
      untilPause = slice;
      if (!roomReserved) {
        roomReserved = true;
        const rootCount = w.walkTop.frameLength;
        if (rootCount > columns.size * 2) stack[0]?.siblingsSeen?.reserve(rootCount);
      }
      // Room at once for every option known to come (those left in the arrays being walked, a
      // lower bound of the count): growing a million-option column step by step copied it over
      // and over (a quarter of the build, and its garbage), and a known count needs no trim at
      // the end. After the first slice only: 17 MB at once made the mount that indexes the
      // first slice of a lazy tree trigger a full garbage collection.
      reserveKnown(columns, stack, maxNodes);
    }
    const frame = stack[stack.length - 1];
    if (frame.nextIndex >= frame.frameLength) {
      leaveFrame(w, frame);
      continue;
    }
    // Runs of plain leaves: where to read them again, not their options (not below loaded
    // children or a shared array: the walk's own bookkeeping).
    if (frame.loadedBelow === null && !frame.sharedItems) {
      const limit = Math.min(untilPause, maxNodes - columns.size);
      const taken = takeLeaves(frame, limit, columns, w.readKeys, w.walkTally);
      if (taken > 0) {
        if (frame.frameParent < 0) w.topLevel += taken;
        untilPause -= taken - 1; // this turn counted one
        continue;
      }
    }
    if (!addOption(w, frame)) break;
    if (topLevelOnly && stack.length > 1) leaveFrame(w, stack[1]);
  }
  return endWalk(w);
}

/** `LargeBuild.walk`: the whole walk with the machinery at once, slice after slice. */
export function walkLarge<O>(
  input: unknown,
  fieldNames: ResolvedFieldNames,
  options: BuildOptions<O>,
): IndexResult<O> {
  const walk = walkInSlices(startWalk<O>(input, fieldNames, options));
  for (;;) {
    const step = walk.next();
    if (step.done) return step.value;
  }
}
