import type { Tree } from './tree';

/**
 * Check conduction on per-node counters, mutated in place on a private copy. A toggle touches
 * the toggled subtree and the path above it and nothing else; the counters let each ancestor
 * update in O(1) and let the report enumeration skip subtrees with nothing to report.
 */

export const CHECKED = 1;
export const HALF = 2;

/** @internal The arrays behind a CheckState. Treat as immutable once wrapped in a CheckState. */
export interface CheckArrays {
  /** CHECKED or HALF per node. */
  marks: Uint8Array;
  /** Conduction: checked children that take part in it (not checkDisabled). */
  kidsChecked: Int32Array;
  /** Conduction: such children that are checked or half-checked. */
  kidsActive: Int32Array;
  /** Checked nodes in the subtree, the node itself included. */
  subtreeChecked: Int32Array;
  /**
   * For SHOW_PARENT, summed over the children c: `checked(c) + reportsBelow(c)`. A child is then
   * not reported when its parent covers it; see `reportsBelow`.
   */
  kidReports: Int32Array;
  count: number;
}

export function emptyArrays(size: number): CheckArrays {
  return {
    marks: new Uint8Array(size),
    kidsChecked: new Int32Array(size),
    kidsActive: new Int32Array(size),
    subtreeChecked: new Int32Array(size),
    kidReports: new Int32Array(size),
    count: 0,
  };
}

/** A toggle copies every array (a memcpy each), then rewrites only the nodes it touches. */
export function copyArrays(a: CheckArrays): CheckArrays {
  return {
    marks: a.marks.slice(),
    kidsChecked: a.kidsChecked.slice(),
    kidsActive: a.kidsActive.slice(),
    subtreeChecked: a.subtreeChecked.slice(),
    kidReports: a.kidReports.slice(),
    count: a.count,
  };
}

const enabledKidsCache = new WeakMap<Tree<unknown>, Int32Array>();

/** Per tree: how many children of each node take part in conduction. */
export function enabledKidsOf<O>(tree: Tree<O>): Int32Array {
  let counts = enabledKidsCache.get(tree as Tree<unknown>);
  if (!counts) {
    counts = new Int32Array(tree.size);
    for (let id = 0; id < tree.size; id++) {
      const parent = tree.parentOf(id);
      if (parent >= 0 && !tree.isCheckDisabled(id)) counts[parent]++;
    }
    enabledKidsCache.set(tree as Tree<unknown>, counts);
  }
  return counts;
}

/**
 * A checked node that takes part in conduction "covers" its checked conducting children: they
 * follow from it, so SHOW_PARENT reports it instead of them.
 */
export function covers<O>(tree: Tree<O>, a: CheckArrays, id: number): boolean {
  return (a.marks[id] & CHECKED) !== 0 && !tree.isCheckDisabled(id);
}

/** Checked nodes strictly below `id` that SHOW_PARENT reports (not covered by their parent). */
export function reportsBelow<O>(tree: Tree<O>, a: CheckArrays, id: number): number {
  return a.kidReports[id] - (covers(tree, a, id) ? a.kidsChecked[id] : 0);
}

function contribution<O>(tree: Tree<O>, a: CheckArrays, id: number): number {
  return (a.marks[id] & CHECKED) + reportsBelow(tree, a, id);
}

/**
 * Checks or unchecks `id`. With conduction (not `strictly`, `id` not checkDisabled) the change
 * flows down through conducting nodes and back up through the ancestors.
 */
export function setChecked<O>(
  tree: Tree<O>,
  a: CheckArrays,
  id: number,
  checked: boolean,
  strictly: boolean,
): void {
  const oldMark = a.marks[id];
  const oldContribution = strictly ? 0 : contribution(tree, a, id);
  const oldSubtree = a.subtreeChecked[id];
  if (strictly || tree.isCheckDisabled(id)) {
    // Only the node itself: a checkDisabled value is kept as given, without conduction.
    a.marks[id] = checked ? CHECKED : 0;
    a.subtreeChecked[id] += (checked ? 1 : 0) - (oldMark & CHECKED);
  } else {
    conductDown(tree, a, id, checked);
  }
  const delta = conductUp(tree, a, id, oldMark, oldContribution, a.subtreeChecked[id] - oldSubtree, strictly);
  a.count += delta;
}

/** Sets every conducting node of the subtree (checkDisabled subtrees skipped), then its counters bottom-up. */
function conductDown<O>(tree: Tree<O>, a: CheckArrays, top: number, checked: boolean): void {
  const enabledKids = enabledKidsOf(tree);
  const end = tree.endOf(top);
  const reached = new Int32Array(end - top);
  let count = 0;
  for (let id = top; id < end; ) {
    if (id !== top && tree.isCheckDisabled(id)) id = tree.endOf(id);
    else reached[count++] = id++;
  }
  const mark = checked ? CHECKED : 0;
  // Reverse preorder: children before parents, so each node sums final child counters.
  for (let k = count - 1; k >= 0; k--) {
    const u = reached[k];
    let subtree = checked ? 1 : 0;
    let reports = 0;
    for (let c = u + 1, stop = tree.endOf(u); c < stop; c = tree.endOf(c)) {
      subtree += a.subtreeChecked[c];
      reports += contribution(tree, a, c);
    }
    a.marks[u] = mark;
    a.kidsChecked[u] = checked ? enabledKids[u] : 0;
    a.kidsActive[u] = a.kidsChecked[u];
    a.subtreeChecked[u] = subtree;
    a.kidReports[u] = reports;
  }
}

/**
 * Walks from `id` to the root, updating counters and re-deriving conducting ancestors' marks;
 * stops early once nothing changes any more. Returns the change in the number of checked nodes.
 */
function conductUp<O>(
  tree: Tree<O>,
  a: CheckArrays,
  id: number,
  oldMark: number,
  oldContribution: number,
  delta: number,
  strictly: boolean,
): number {
  const enabledKids = enabledKidsOf(tree);
  let child = id;
  let childOldMark = oldMark;
  let childOldContribution = oldContribution;
  for (let p = tree.parentOf(id); p >= 0; p = tree.parentOf(p)) {
    const pOldMark = a.marks[p];
    const pOldContribution = strictly ? 0 : contribution(tree, a, p);
    a.subtreeChecked[p] += delta;
    if (!strictly) {
      a.kidReports[p] += contribution(tree, a, child) - childOldContribution;
      if (!tree.isCheckDisabled(p) && !tree.isCheckDisabled(child)) {
        const m = a.marks[child];
        a.kidsChecked[p] += (m & CHECKED) - (childOldMark & CHECKED);
        a.kidsActive[p] += (m !== 0 ? 1 : 0) - (childOldMark !== 0 ? 1 : 0);
        const mark = a.kidsChecked[p] === enabledKids[p] ? CHECKED : a.kidsActive[p] > 0 ? HALF : 0;
        if (mark !== pOldMark) {
          a.marks[p] = mark;
          const flip = (mark & CHECKED) - (pOldMark & CHECKED);
          a.subtreeChecked[p] += flip;
          delta += flip;
        }
      }
    }
    const unchanged = strictly || contribution(tree, a, p) === pOldContribution;
    if (delta === 0 && a.marks[p] === pOldMark && unchanged) break;
    child = p;
    childOldMark = pOldMark;
    childOldContribution = pOldContribution;
  }
  return delta;
}
