import { endOf, isCheckDisabled } from '../../tree/queries';
import type { Tree } from '../../tree/tree';
import { fillRange, fillSubtree } from './checkFill';
import { checkShapeOf, isClean } from './checkShape';
import {
  CHECKED,
  type CheckArrays,
  type Draft,
  field,
  HALF,
  KID_REPORTS,
  KIDS_ACTIVE,
  KIDS_CHECKED,
  MARK,
  SUBTREE,
  setField,
} from './checkStorage';

/**
 * Check conduction on per-node counters (stored as checkStorage.ts describes). A toggle touches
 * the toggled subtree and the path above it and nothing else; the counters let each ancestor
 * update in O(1) and let the report enumeration skip subtrees with nothing to report.
 */

function addField(d: Draft, id: number, f: number, delta: number): void {
  if (delta !== 0) setField(d, id, f, field(d, id, f) + delta);
}

/**
 * A checked node that takes part in conduction "covers" its checked conducting children: they
 * follow from it, so SHOW_PARENT reports it instead of them.
 */
export function covers<O>(tree: Tree<O>, a: CheckArrays, id: number): boolean {
  return (field(a, id, MARK) & CHECKED) !== 0 && !isCheckDisabled(tree, id);
}

/** Checked nodes strictly below `id` that SHOW_PARENT reports (not covered by their parent). */
export function reportsBelow<O>(tree: Tree<O>, a: CheckArrays, id: number): number {
  return field(a, id, KID_REPORTS) - (covers(tree, a, id) ? field(a, id, KIDS_CHECKED) : 0);
}

function contribution<O>(tree: Tree<O>, a: CheckArrays, id: number): number {
  return (field(a, id, MARK) & CHECKED) + reportsBelow(tree, a, id);
}

/**
 * Checks or unchecks `id`. With conduction (not `strictly`, `id` not checkDisabled) the change
 * flows down through conducting nodes and back up through the ancestors.
 */
export function setChecked<O>(
  tree: Tree<O>,
  d: Draft,
  id: number,
  checked: boolean,
  strictly: boolean,
): void {
  const oldMark = field(d, id, MARK);
  const oldContribution = strictly ? 0 : contribution(tree, d, id);
  const oldSubtree = field(d, id, SUBTREE);
  if (strictly || isCheckDisabled(tree, id)) {
    // Only the node itself: a checkDisabled value is kept as given, without conduction.
    setField(d, id, MARK, checked ? CHECKED : 0);
    addField(d, id, SUBTREE, (checked ? 1 : 0) - (oldMark & CHECKED));
  } else {
    conductDown(tree, d, id, checked);
  }
  const delta = field(d, id, SUBTREE) - oldSubtree;
  d.count += conductUp(tree, d, id, oldMark, oldContribution, delta, strictly);
}

/**
 * Sets every conducting node of the subtree (checkDisabled subtrees skipped), then its counters
 * bottom-up. Branches with no checkDisabled node below are filled at once (checkFill.ts), so the
 * node-by-node work is only the nodes with a checkDisabled node somewhere below them.
 */
function conductDown<O>(tree: Tree<O>, d: Draft, top: number, checked: boolean): void {
  if (fillSubtree(tree, d, top, checked)) return;
  const shape = checkShapeOf(tree);
  const { enabledKids } = shape;
  const end = endOf(tree, top);
  const reached = new Int32Array(end - top);
  let count = 0;
  reached[count++] = top;
  for (let id = top + 1; id < end; ) {
    const stop = endOf(tree, id);
    if (isCheckDisabled(tree, id)) id = stop;
    else if (stop - id > 1 && isClean(shape, id, stop)) {
      // A branch with no checkDisabled node below: its counters follow from the tree alone.
      fillRange(tree, d, id, stop, checked);
      id = stop;
    } else reached[count++] = id++;
  }
  const mark = checked ? CHECKED : 0;
  // Reverse preorder: children before parents, so each node sums final child counters.
  for (let k = count - 1; k >= 0; k--) {
    const u = reached[k];
    let subtree = checked ? 1 : 0;
    let reports = 0;
    for (let c = u + 1, stop = endOf(tree, u); c < stop; c = endOf(tree, c)) {
      subtree += field(d, c, SUBTREE);
      reports += contribution(tree, d, c);
    }
    const kids = checked ? enabledKids[u] : 0;
    setField(d, u, MARK, mark);
    setField(d, u, KIDS_CHECKED, kids);
    setField(d, u, KIDS_ACTIVE, kids);
    setField(d, u, SUBTREE, subtree);
    setField(d, u, KID_REPORTS, reports);
  }
}

/**
 * Walks from `id` to the root, updating counters and re-deriving conducting ancestors' marks;
 * stops early once nothing changes any more. Returns the change in the number of checked nodes.
 */
function conductUp<O>(
  tree: Tree<O>,
  d: Draft,
  id: number,
  oldMark: number,
  oldContribution: number,
  delta: number,
  strictly: boolean,
): number {
  const { enabledKids } = checkShapeOf(tree);
  let child = id;
  let childOldMark = oldMark;
  let childOldContribution = oldContribution;
  for (let p = tree.parentOf(id); p >= 0; p = tree.parentOf(p)) {
    const pOldMark = field(d, p, MARK);
    const pOldContribution = strictly ? 0 : contribution(tree, d, p);
    addField(d, p, SUBTREE, delta);
    if (!strictly) {
      addField(d, p, KID_REPORTS, contribution(tree, d, child) - childOldContribution);
      if (!isCheckDisabled(tree, p) && !isCheckDisabled(tree, child)) {
        const m = field(d, child, MARK);
        addField(d, p, KIDS_CHECKED, (m & CHECKED) - (childOldMark & CHECKED));
        addField(d, p, KIDS_ACTIVE, (m !== 0 ? 1 : 0) - (childOldMark !== 0 ? 1 : 0));
        // A partial branch (only the children added along a path are known) is never checked by
        // its children: the ones not loaded yet are not checked. Checked itself, it stays checked
        // while its known children are: a change below it (a leaf under a checkDisabled branch
        // checked after it) must not take its own check away.
        const all =
          field(d, p, KIDS_CHECKED) === enabledKids[p] && (!tree.isPartial(p) || (pOldMark & CHECKED) !== 0);
        const mark = all ? CHECKED : field(d, p, KIDS_ACTIVE) > 0 ? HALF : 0;
        if (mark !== pOldMark) {
          setField(d, p, MARK, mark);
          const flip = (mark & CHECKED) - (pOldMark & CHECKED);
          addField(d, p, SUBTREE, flip);
          delta += flip;
        }
      }
    }
    const unchanged = strictly || contribution(tree, d, p) === pOldContribution;
    if (delta === 0 && field(d, p, MARK) === pOldMark && unchanged) break;
    child = p;
    childOldMark = pOldMark;
    childOldContribution = pOldContribution;
  }
  return delta;
}
