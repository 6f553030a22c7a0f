import { duplicateCount } from '../../tree/queries';
import type { Tree } from '../../tree/tree';

/**
 * The lowercase labels of a whole tree, built once per tree and kept while the tree lives.
 *
 * All labels sit in one string, separated by `\n`, with `start[id]` giving where each begins.
 * One native `indexOf` over that string finds self-matching labels several times faster than a
 * million `includes` calls, and it costs one string instead of a million small ones.
 */
export interface LabelIndex {
  readonly text: string;
  /** `start[id]` = offset of label `id` in `text`; `start[size]` = `text.length + 1`. */
  readonly start: Int32Array;
  /**
   * `leafPrefix[i]` = how many ids below `i` are leaves, so a range's leaf count is one subtraction.
   * A duplicate (`Tree.isDuplicate`) is no option, so it is not counted.
   */
  readonly leafPrefix: Int32Array;
  /** `optionPrefix[i]` = how many ids below `i` are not duplicates; null when the tree has none. */
  readonly optionPrefix: Int32Array | null;
}

const SEPARATOR = '\n';
const cache = new WeakMap<Tree<unknown>, LabelIndex>();

export function labelIndex<O>(tree: Tree<O>): LabelIndex {
  let index = cache.get(tree as Tree<unknown>);
  if (!index) {
    index = buildLabelIndex(tree);
    cache.set(tree as Tree<unknown>, index);
  }
  return index;
}

function buildLabelIndex<O>(tree: Tree<O>): LabelIndex {
  const size = tree.size;
  const raw: string[] = new Array(size);
  const start = new Int32Array(size + 1);
  const leafPrefix = new Int32Array(size + 1);
  // A duplicate is no option: its label is left empty here, so no query ever matches it.
  const optionPrefix = duplicateCount(tree) > 0 ? new Int32Array(size + 1) : null;
  let offset = 0;
  let leaves = 0;
  let options = 0;
  for (let id = 0; id < size; id++) {
    const duplicate = optionPrefix !== null && tree.isDuplicate(id);
    const label = duplicate ? '' : tree.textOf(id);
    raw[id] = label;
    start[id] = offset;
    offset += label.length + 1;
    leafPrefix[id] = leaves;
    if (!duplicate && tree.isLeaf(id)) leaves++;
    if (optionPrefix) {
      optionPrefix[id] = options;
      if (!duplicate) options++;
    }
  }
  start[size] = offset;
  leafPrefix[size] = leaves;
  if (optionPrefix) optionPrefix[size] = options;
  // Lowercasing the joined text is one call instead of a million. It equals joining the lowercased
  // labels unless some character lowercases to a different length (only 'İ' does); then the
  // offsets would drift, so lowercase label by label and recompute them.
  let text = raw.join(SEPARATOR).toLowerCase();
  if (text.length !== Math.max(0, offset - 1)) {
    offset = 0;
    for (let id = 0; id < size; id++) {
      raw[id] = raw[id].toLowerCase();
      start[id] = offset;
      offset += raw[id].length + 1;
    }
    start[size] = offset;
    text = raw.join(SEPARATOR);
  }
  return { text, start, leafPrefix, optionPrefix };
}

/** The lowercase label of `id`. */
export function lowerLabel(index: LabelIndex, id: number): string {
  return index.text.slice(index.start[id], index.start[id + 1] - 1);
}

/** Ids, ascending, whose own lowercase label contains `query` (lowercase, non-empty). */
export function scanLabels(index: LabelIndex, query: string): Int32Array {
  let found: Int32Array = new Int32Array(64);
  let count = 0;
  for (let id = nextMatch(index, query, 0); id >= 0; id = nextMatch(index, query, id + 1)) {
    if (count === found.length) found = grow(found);
    found[count++] = id;
  }
  return found.slice(0, count);
}

/**
 * The first id at or after `from` whose own lowercase label contains `query`, or -1. One step of
 * a scan that can stop and resume: callers that need only the first few matches stop early.
 */
export function nextMatch(index: LabelIndex, query: string, from: number): number {
  const { text, start } = index;
  const last = start.length - 2;
  if (from > last) return -1;
  let id = from;
  let at = text.indexOf(query, start[from]);
  while (at >= 0) {
    id = idAt(start, at, id, last);
    const end = start[id + 1] - 1;
    if (at + query.length <= end) return id;
    // Only a query holding the separator can run past its label; look again one step further.
    at = text.indexOf(query, at + 1);
  }
  return -1;
}

/** Whether the own lowercase label of `id` contains `query`. */
export function labelHas(index: LabelIndex, id: number, query: string): boolean {
  return lowerLabel(index, id).includes(query);
}

/** The ids among `ids` (ascending) whose label contains `query`; a subset, still ascending. */
export function narrowLabels(index: LabelIndex, ids: Int32Array, query: string): Int32Array {
  const found = new Int32Array(ids.length);
  let count = 0;
  for (let i = 0; i < ids.length; i++) {
    if (labelHas(index, ids[i], query)) found[count++] = ids[i];
  }
  return found.slice(0, count);
}

/**
 * Narrowing tests each earlier match on its own (a slice and an `includes`, ~100 ns); a rescan
 * runs native `indexOf` over the whole text (~0.5–1 ns a character). Measured on a 1M-node tree,
 * narrowing stops paying at about one earlier match per 128 characters of text: typically for the
 * second letter after a first one that matched most labels.
 */
export function narrowingPays(index: LabelIndex, ids: Int32Array): boolean {
  return narrowingPaysFor(ids.length, index.text.length);
}

/** The same rule for `count` earlier matches among `chars` characters of text. */
export function narrowingPaysFor(count: number, chars: number): boolean {
  return count * 128 < chars;
}

export function grow(found: Int32Array): Int32Array {
  const bigger = new Int32Array(found.length * 2);
  bigger.set(found);
  return bigger;
}

/**
 * The id whose label holds text offset `at`, at or after `from` (matches come in order). Gallops
 * forward, then bisects: dense matches step one label at a time, sparse ones jump far.
 */
function idAt(start: Int32Array, at: number, from: number, last: number): number {
  let lo = from;
  let hi = from + 1;
  for (let step = 1; hi <= last && start[hi] <= at; step *= 2) {
    lo = hi;
    hi = from + step * 2;
  }
  if (hi > last + 1) hi = last + 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (start[mid] <= at) lo = mid;
    else hi = mid;
  }
  return lo;
}
