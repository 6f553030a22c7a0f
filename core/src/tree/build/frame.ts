import type { OptionValue } from '../../types/types';
import { ASCENDING } from '../flags';
import type { LoadedNode } from '../loadedChildren';
import type { TreeColumns } from '../treeColumns';
import { ascends } from '../valueRule';

/** The walk's stack frame (one per children array being walked) and what it tallies. */

export interface Frame<O> {
  frameItems: readonly unknown[];
  /** `items.length`, read once under a guard (a hostile array's `length` may throw). */
  frameLength: number;
  nextIndex: number;
  frameParent: number;
  /** The frame and index of the parent option: the index path is only spelled out for a problem. */
  up: Frame<O> | null;
  upIndex: number;
  /**
   * Siblings added so far (a duplicate too, in its place): ids `parentId + 1` on, each the next
   * one's subtree end apart.
   */
  siblingsAccepted: number;
  /** Their values once there are more than 32 of them and out of order; before, a walk over them is cheaper. */
  siblingsSeen: SiblingTable | null;
  /** Every accepted value so far came after the one before it (`ascends`): none can repeat. */
  siblingsAscend: boolean;
  /** The last accepted sibling's value. */
  lastValue: OptionValue;
  /** Loaded children below the parent, by the child's value; null (most frames) when there are none. */
  loadedBelow: Map<OptionValue, LoadedNode<O>> | null;
  /** These items, or an ancestor's, were expanded before under another parent (a shared array). */
  sharedItems: boolean;
}

/** What a table of a long sibling list's values reads them by: node ids. */
export interface NodeValues {
  valueAt(id: number): OptionValue;
}

/**
 * The values of one long sibling list (SameValueZero, as a Set compares): for spotting a repeat
 * while the tree is built, and for finding a child by value in a built tree's list.
 */
export interface SiblingTable {
  /** Records `value` as node `id`'s; false (and nothing recorded) when an earlier node has it. */
  claim(value: OptionValue, id: number, nodes: NodeValues): boolean;
  /** The id of the recorded node with `value`, or -1. */
  find(value: OptionValue, nodes: NodeValues): number;
  /** Room for `expected` values at once. */
  reserve(expected: number): void;
}

/** Makes a table for a list of `expected` values (room for all of them at once when `whole`). */
export type TableOf = (expected: number, whole: boolean) => SiblingTable;

/**
 * A sibling list's values in a Map (SameValueZero too): the table of a tree built without the
 * large-tree machinery, whose compact table of hashes (large/siblingValues.ts) `largeTreeFeature`
 * brings.
 */
export const mapTable: TableOf = () => {
  const ids = new Map<OptionValue, number>();
  return {
    claim: (value, id) => !ids.has(value) && !!ids.set(value, id),
    find: (value) => ids.get(value) ?? -1,
    reserve() {},
  };
};

/**
 * Claims `value` for the frame's next sibling, node `id`; false when an earlier sibling has it
 * (SameValueZero, as a Set compares). Siblings whose values ascend need no look-up at all (a long
 * list of generated ids mostly does: hashing a million values was most of building one). Short
 * lists walk the siblings already in the columns, so most frames allocate nothing; long ones out
 * of order look the value up in their table (made by `table`).
 */
export function claimValue<O>(
  frame: Frame<O>,
  value: OptionValue,
  id: number,
  columns: TreeColumns<O>,
  table: TableOf,
): boolean {
  if (frame.siblingsAscend) {
    if (frame.siblingsAccepted === 0 || ascends(frame.lastValue, value)) return true;
    frame.siblingsAscend = false;
    if (frame.siblingsAccepted > 32) frame.siblingsSeen = siblingTable(frame, columns, table);
  }
  if (frame.siblingsSeen) return frame.siblingsSeen.claim(value, id, columns);
  const end = columns.subtreeEnd;
  for (let c = frame.frameParent + 1, k = 0; k < frame.siblingsAccepted; k++, c = end[c]) {
    const v = columns.valueAt(c);
    if (v === value || (Number.isNaN(v) && Number.isNaN(value))) return false;
  }
  return true;
}

/**
 * Counts a sibling once it is added (its value claimed); past 32 out of order, the values move
 * into a table sized for the list.
 */
export function countSibling<O>(
  frame: Frame<O>,
  value: OptionValue,
  columns: TreeColumns<O>,
  table: TableOf,
): void {
  frame.siblingsAccepted++;
  frame.lastValue = value;
  if (!frame.siblingsAscend && !frame.siblingsSeen && frame.siblingsAccepted > 32)
    frame.siblingsSeen = siblingTable(frame, columns, table);
}

export function indexPath<O>(frame: Frame<O>, index: number, childrenKey: string): string {
  let at = `[${index}]`;
  for (let f = frame; f.up; f = f.up) at = `[${f.upIndex}].${childrenKey}${at}`;
  return `options${at}`;
}

/**
 * Notes what a frame's list came to once the walk is done with it (or stopped): its parent's
 * subtree ends here, and whether its values ascend (`ASCENDING`; the top level's frame holds its own).
 */
export function closeFrame<O>(frame: Frame<O>, columns: TreeColumns<O>): void {
  if (frame.frameParent < 0) return;
  columns.subtreeEnd[frame.frameParent] = columns.size;
  if (frame.siblingsAscend) columns.nodeFlags[frame.frameParent] |= ASCENDING;
}
/**
 * A table of the frame's accepted siblings' values, sized for the whole list once the columns
 * have room for it (past a lazy tree's first slice, which must allocate little); growing before.
 * Doubling its way to a million values cost a third of checking them.
 */
export function siblingTable<O>(frame: Frame<O>, columns: TreeColumns<O>, table: TableOf): SiblingTable {
  const end = columns.subtreeEnd;
  const seen = table(frame.frameLength, end.length >= frame.frameLength);
  for (let c = frame.frameParent + 1, k = 0; k < frame.siblingsAccepted; k++, c = end[c])
    seen.claim(columns.valueAt(c), c, columns);
  return seen;
}
