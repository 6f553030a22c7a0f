/**
 * The large-tree machinery's part of one walk (walkTree.ts): runs of plain leaves taken at once
 * (runLeaves.ts), and, after each slice of a lazy tree's walk, room in the columns for the options
 * known to come. A walk without it (a lean engine's, a small tree's) adds every option one by one
 * and grows its columns by doubling.
 */
import type { LargeWalk } from '../build/buildOptions';
import type { Frame } from '../build/frame';
import type { ResolvedFieldNames } from '../fieldNames';
import { RunColumns } from './runColumns';
import { type LeafTally, type ReadKeys, takeLeaves } from './runLeaves';

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

/** One walk's state: what its methods (`takeRunLeaves`, `reserveRoom`) read through `this`. */
interface RunWalk<O> extends LargeWalk<O> {
  readonly columns: RunColumns<O>;
  readonly readKeys: ReadKeys;
  readonly walkTally: LeafTally;
  roomReserved: boolean;
}

/** `LargeWalk.takeLeaves`: the frame's next plain leaves (runLeaves.ts). */
function takeRunLeaves<O>(this: RunWalk<O>, frame: Frame<O>, limit: number): number {
  return takeLeaves(frame, limit, this.columns, this.readKeys, this.walkTally);
}

/** `LargeWalk.afterSlice`: room in the columns for the options known to come. */
function reserveRoom<O>(
  this: RunWalk<O>,
  stack: readonly Frame<O>[],
  rootCount: number,
  maxNodes: number,
): void {
  const columns = this.columns;
  if (!this.roomReserved) {
    this.roomReserved = true;
    if (rootCount > columns.size * 2) stack[0]?.siblingsSeen?.reserve(rootCount);
  }
  // Room at once for every option known to come (those left in the arrays being walked, a
  // lower bound of the count): growing a million-option column step by step copied it over
  // and over (a quarter of the build, and its garbage), and a known count needs no trim at
  // the end. After the first slice only: 17 MB at once made the mount that indexes the
  // first slice of a lazy tree trigger a full garbage collection.
  reserveKnown(columns, stack, maxNodes);
}

/**
 * The large-tree machinery's part of a walk over `roots` with these field names, adding to
 * `tally`, its columns made for `capacity` nodes. Its methods are functions of the module, not
 * closures made per walk: the walk's optimised code called them, and a closure it called was a
 * constant of that code, which a full collection then threw away with the walk's closures (the
 * walk of the next remote answer ran unoptimised until compiled again).
 */
export function largeWalk<O>(
  fieldNames: ResolvedFieldNames,
  tally: LeafTally,
  capacity: number,
  roots: readonly unknown[],
): LargeWalk<O> {
  const { label: labelKey, value: valueKey, children: childrenKey } = fieldNames;
  const walk: RunWalk<O> = {
    columns: new RunColumns<O>(capacity, roots, valueKey),
    // A key that every object inherits (`toString`, `__proto__`, `constructor`) counts only as an own property.
    readKeys: {
      valueKey,
      labelKey,
      childrenKey,
      ownValue: valueKey in Object.prototype,
      ownLabel: labelKey in Object.prototype,
      ownChildrenKey: childrenKey in Object.prototype,
    },
    walkTally: tally,
    roomReserved: false,
    takeLeaves: takeRunLeaves,
    afterSlice: reserveRoom,
  };
  return walk;
}
