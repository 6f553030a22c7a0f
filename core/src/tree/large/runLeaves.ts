import { claimValue, countSibling, type Frame } from '../build/frame';
import { CHECK_DISABLED, DISABLE_CHECKBOX, LEAF, OWN_DISABLED, PATH_DISABLED, UNLOADED } from '../flags';
import { ascends, isOptionValue } from '../valueRule';
import type { RunColumns } from './runColumns';
import { siblingValues } from './siblingValues';

/**
 * Runs of plain leaves, the bulk of a large tree: the walk records where to read them again
 * (`TreeColumns.slot`) instead of keeping each option's object and value.
 */

/** The keys the walk reads, and whether each counts only as an own property (`toString`…). */
export interface ReadKeys {
  valueKey: string;
  labelKey: string;
  childrenKey: string;
  ownValue: boolean;
  ownLabel: boolean;
  ownChildrenKey: boolean;
}

/** What a run of leaves adds to the walk's tallies. */
export interface LeafTally {
  checkDisabled: number;
  sawValueKey: boolean;
  sawLabelKey: boolean;
}

/**
 * Adds the frame's next options, up to `limit`, while each is a plain leaf: an object whose fields
 * all read, with a valid value no earlier sibling has, and no children (or an empty array). Most
 * of a large tree is, and the walk's per-option bookkeeping around them (problems, cycles, loaded
 * children, shared arrays, pauses) was most of its cost: a flat million options index here in a
 * fraction of the time. Stops before the first option that is anything else, claiming nothing for
 * it, so that the walk reads it again and judges it (a getter is then read twice). The frame must
 * have no loaded children and no shared items (the walk's own bookkeeping). Returns the count added.
 */
export function takeLeaves<O>(
  frame: Frame<O>,
  limit: number,
  columns: RunColumns<O>,
  keys: ReadKeys,
  tally: LeafTally,
): number {
  const { frameItems: items, frameParent: parentId } = frame;
  const { valueKey, labelKey, childrenKey, ownValue, ownLabel, ownChildrenKey } = keys;
  const inherited = parentId >= 0 && (columns.nodeFlags[parentId] & PATH_DISABLED) !== 0 ? PATH_DISABLED : 0;
  const hasSiblings = frame.frameLength > 1;
  const stop = Math.min(frame.frameLength, frame.nextIndex + limit);
  // The columns written here directly, not through `add` (a call per option was a third of this).
  columns.ensure(columns.size + (stop - frame.nextIndex));
  // No depth: a leaf's is its parent's + 1 (`Tree.depthOf`), and 4 MB less written for a million.
  // No option or value either: a leaf of a run is the option at its index in `items` (`TreeColumns.slot`).
  const { parentIds: parent, subtreeEnd: end, nodeFlags: flags, nodeSlot: slot } = columns;
  const first = columns.size;
  // The frame's progress in locals, written back once at the end (below, even when a read throws).
  let next = frame.nextIndex;
  let id = first;
  // While the values ascend, a value is only compared with the one before it (`claimValue`).
  let ascending = frame.siblingsAscend && hasSiblings;
  let last = frame.lastValue;
  let accepted = frame.siblingsAccepted;
  let { checkDisabled, sawValueKey, sawLabelKey } = tally;
  try {
    while (next < stop) {
      const raw = items[next];
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) break;
      // The walk's reads, in its order.
      const option = raw as Record<string, unknown>;
      if (!(ownValue ? Object.hasOwn(option, valueKey) : valueKey in option)) break;
      sawValueKey = true;
      if (!sawLabelKey) sawLabelKey = ownLabel ? Object.hasOwn(option, labelKey) : labelKey in option;
      const value = option[valueKey];
      if (!isOptionValue(value)) break;
      if (!ownLabel || Object.hasOwn(option, labelKey)) void option[labelKey];
      const children =
        !ownChildrenKey || Object.hasOwn(option, childrenKey) ? option[childrenKey] : undefined;
      const arrayChildren = Array.isArray(children);
      if (arrayChildren ? children.length > 0 : children !== undefined && children !== null) break;
      const ownDisabled = option.disabled === true;
      const disableCheckbox = option.disableCheckbox === true;
      const isLeafProp = option.isLeaf;
      // Out of order, the value is claimed by the frame's own bookkeeping (a table past 32 siblings).
      const claimed = hasSiblings && !(ascending && (accepted === 0 || ascends(last, value)));
      if (claimed) {
        frame.siblingsAccepted = accepted;
        frame.lastValue = last;
        if (!claimValue(frame, value, id, columns, siblingValues)) break;
        ascending = false;
      }
      // The walk's flags for a childless option: a leaf, unless `isLeaf: false` waits for `loadData`.
      let f = inherited;
      if (ownDisabled) f |= OWN_DISABLED | PATH_DISABLED;
      if (disableCheckbox) f |= DISABLE_CHECKBOX;
      f |= !arrayChildren && isLeafProp === false ? UNLOADED : LEAF;
      if (f & CHECK_DISABLED) checkDisabled++;
      parent[id] = parentId;
      end[id] = id + 1;
      flags[id] = f;
      slot[id] = ~next;
      if (claimed) {
        countSibling(frame, value, columns, siblingValues);
        accepted = frame.siblingsAccepted;
      } else accepted++;
      last = value;
      id++;
      next++;
    }
  } catch {
    // A field that does not read: the walk reads the option again and reports it.
  }
  const taken = id - first;
  columns.size = id;
  frame.nextIndex = next;
  tally.checkDisabled = checkDisabled;
  tally.sawValueKey = sawValueKey;
  tally.sawLabelKey = sawLabelKey;
  if (hasSiblings) {
    frame.siblingsAccepted = accepted;
    frame.lastValue = last;
    frame.siblingsAscend = frame.siblingsAscend && ascending;
  }
  // Written for the top level too, as nothing added to node 0: a write only below the top level
  // had no type feedback when a first build (of a flat top level) compiled this loop, and that
  // code was entered and thrown out again by every later run of one leaf or more below a branch,
  // over a thousand times in one build of 20,000 branches.
  columns.childCounts[parentId < 0 ? 0 : parentId] += parentId < 0 ? 0 : taken;
  return taken;
}
