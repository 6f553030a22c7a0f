import type { Tree } from './tree';

/**
 * Check conduction on per-node counters. A toggle touches the toggled subtree and the path above
 * it and nothing else; the counters let each ancestor update in O(1) and let the report
 * enumeration skip subtrees with nothing to report.
 *
 * Storage is copy-on-write in chunks of 1024 nodes: a new state copies the list of chunk
 * references (about a thousand for a million nodes) and only the chunks it writes. Copying whole
 * per-node arrays instead (17 MB per toggle at a million nodes) made V8 run full garbage
 * collections over the application's heap on most clicks.
 */

export const CHECKED = 1;
export const HALF = 2;

// Fields of a node, interleaved so that one node's counters share a cache line.
/** CHECKED or HALF. */
export const MARK = 0;
/** Conduction: checked children that take part in it (not checkDisabled). */
export const KIDS_CHECKED = 1;
/** Conduction: such children that are checked or half-checked. */
const KIDS_ACTIVE = 2;
/** Checked nodes in the subtree, the node itself included. */
export const SUBTREE = 3;
/** For SHOW_PARENT, summed over the children c: `checked(c) + reportsBelow(c)`; see `reportsBelow`. */
const KID_REPORTS = 4;
const STRIDE = 5;

const SHIFT = 10;
const MASK = (1 << SHIFT) - 1;
/** Shared by every empty chunk of every state; never written (writers copy a chunk first). */
const ZERO_CHUNK = new Int32Array(STRIDE << SHIFT);

/** @internal The counters behind a CheckState; immutable once a state holds them. */
export interface CheckArrays {
  readonly chunks: readonly Int32Array[];
  readonly count: number;
}

export function emptyArrays(size: number): CheckArrays {
  const chunks: Int32Array[] = [];
  for (let c = 0; c < size; c += MASK + 1) chunks.push(ZERO_CHUNK);
  return { chunks, count: 0 };
}

export function field(a: CheckArrays, id: number, f: number): number {
  return a.chunks[id >> SHIFT][(id & MASK) * STRIDE + f];
}

/**
 * A private, writable copy of a state's counters: chunks are copied on their first write.
 *
 * A plain object and free functions rather than a class, and a copy loop rather than
 * `Array#slice`: with either of those, V8's optimised code for the readers depended on objects
 * that die at the next full GC, and every collection sent toggles back to the interpreter
 * (10× slower right after one).
 */
export interface Draft extends CheckArrays {
  readonly chunks: Int32Array[];
  /** 1 for chunks this draft has copied, which it may write in place. */
  readonly owned: Uint8Array;
  count: number;
}

export function draftOf(base: CheckArrays): Draft {
  const chunks: Int32Array[] = [];
  for (let i = 0; i < base.chunks.length; i++) chunks.push(base.chunks[i]);
  return { chunks, owned: new Uint8Array(chunks.length), count: base.count };
}

export function setField(d: Draft, id: number, f: number, value: number): void {
  const c = id >> SHIFT;
  let chunk = d.chunks[c];
  if (d.owned[c] === 0) {
    chunk = chunk.slice();
    d.chunks[c] = chunk;
    d.owned[c] = 1;
  }
  chunk[(id & MASK) * STRIDE + f] = value;
}

function addField(d: Draft, id: number, f: number, delta: number): void {
  if (delta !== 0) setField(d, id, f, field(d, id, f) + delta);
}

/** The finished counters: a plain snapshot, so nothing can write through the state that holds it. */
export function finish(d: Draft): CheckArrays {
  return { chunks: d.chunks, count: d.count };
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
  return (field(a, id, MARK) & CHECKED) !== 0 && !tree.isCheckDisabled(id);
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
  if (strictly || tree.isCheckDisabled(id)) {
    // Only the node itself: a checkDisabled value is kept as given, without conduction.
    setField(d, id, MARK, checked ? CHECKED : 0);
    addField(d, id, SUBTREE, (checked ? 1 : 0) - (oldMark & CHECKED));
  } else {
    conductDown(tree, d, id, checked);
  }
  const delta = field(d, id, SUBTREE) - oldSubtree;
  d.count += conductUp(tree, d, id, oldMark, oldContribution, delta, strictly);
}

/** Sets every conducting node of the subtree (checkDisabled subtrees skipped), then its counters bottom-up. */
function conductDown<O>(tree: Tree<O>, d: Draft, top: number, checked: boolean): void {
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
  const enabledKids = enabledKidsOf(tree);
  let child = id;
  let childOldMark = oldMark;
  let childOldContribution = oldContribution;
  for (let p = tree.parentOf(id); p >= 0; p = tree.parentOf(p)) {
    const pOldMark = field(d, p, MARK);
    const pOldContribution = strictly ? 0 : contribution(tree, d, p);
    addField(d, p, SUBTREE, delta);
    if (!strictly) {
      addField(d, p, KID_REPORTS, contribution(tree, d, child) - childOldContribution);
      if (!tree.isCheckDisabled(p) && !tree.isCheckDisabled(child)) {
        const m = field(d, child, MARK);
        addField(d, p, KIDS_CHECKED, (m & CHECKED) - (childOldMark & CHECKED));
        addField(d, p, KIDS_ACTIVE, (m !== 0 ? 1 : 0) - (childOldMark !== 0 ? 1 : 0));
        const all = field(d, p, KIDS_CHECKED) === enabledKids[p];
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
