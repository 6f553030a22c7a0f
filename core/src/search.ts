import type { ResolvedFieldNames } from './fieldNames';
import { type LabelIndex, labelIndex, narrowingPays, narrowLabels, scanLabels } from './searchIndex';
import type { Tree } from './tree';

export { type HighlightedLabel, highlightPath, type MatchRange, matchRanges } from './highlight';

export interface SearchOptions<O> {
  /** rc-cascader's `filter(inputValue, path, fieldNames)`; default: a label on the path contains the input. */
  filter?: (inputValue: string, path: O[], fieldNames: ResolvedFieldNames) => boolean;
  /** Sorts all matches, by their option paths, before the limit; ties keep tree order. */
  sort?: (a: O[], b: O[], inputValue: string, fieldNames: ResolvedFieldNames) => number;
  /** At most this many results; `false`, zero or a negative number mean all (as in rc-cascader). */
  limit: number | false;
  /** `'leaves'`: only leaves are results; `'all'`: any node (changeOnSelect or checkable). */
  candidates: 'leaves' | 'all';
}

export interface SearchState<O> {
  readonly query: string;
  /** Node ids in display order, at most `limit`. */
  readonly results: readonly number[];
  /** How many candidates matched before the limit. */
  readonly total: number;
  readonly options: SearchOptions<O>;
  readonly tree: Tree<O>;
  /** @internal What the next keystroke can narrow from; null with a custom filter. */
  readonly basis: SearchBasis | null;
}

/**
 * @internal The ids whose own label contains `lower`. A path matches exactly when one of its nodes
 * is such a self-match, so these ids determine the results. A longer query's self-matches are a
 * subset of a shorter query's it contains, which is what makes narrowing possible; `parent`
 * keeps the shorter queries typed before, so Backspace finds its earlier answer again.
 */
export interface SearchBasis {
  readonly lower: string;
  readonly selfMatches: Int32Array;
  readonly parent: SearchBasis | null;
  readonly depth: number;
}

/** Bounds the memory a long typed query holds through its chain of shorter queries. */
const MAX_CHAIN = 16;

/**
 * Searches `tree`. Pass the previous state for the same tree so that a query that extends the
 * previous one (one more letter typed) filters the earlier self-matches instead of every label.
 */
export function searchTree<O>(
  tree: Tree<O>,
  query: string,
  options: SearchOptions<O>,
  previous?: SearchState<O> | null,
): SearchState<O> {
  const same = previous && previous.tree === tree ? previous : null;
  if (same && same.query === query && sameOptions(same.options, options)) return same;
  if (!query) return { query, results: [], total: 0, options, tree, basis: null };
  if (options.filter) return filterScan(tree, query, options);

  const lower = query.toLowerCase();
  const index = labelIndex(tree);
  const from = same?.basis ? closestBasis(same.basis, lower) : null;
  let basis: SearchBasis;
  if (from && from.lower === lower) basis = from;
  else {
    const selfMatches =
      from && narrowingPays(index, from.selfMatches)
        ? narrowLabels(index, from.selfMatches, lower)
        : scanLabels(index, lower);
    // Keep the chain of shorter queries either way, so Backspace finds them again.
    const parent = from && from.depth < MAX_CHAIN ? from : null;
    basis = { lower, selfMatches, parent, depth: parent ? parent.depth + 1 : 0 };
  }

  const { results, total } = options.sort
    ? sortedResults(tree, index, basis.selfMatches, query, options)
    : treeOrderResults(tree, index, basis.selfMatches, options);
  return { query, results, total, options, tree, basis };
}

/**
 * Builds the search index of `tree` now rather than on the first keystroke, which otherwise pays
 * for it (a few hundred ms at a million nodes): call it on focus or in idle time. Idempotent.
 */
export function prepareSearch<O>(tree: Tree<O>): void {
  labelIndex(tree);
}

function sameOptions<O>(a: SearchOptions<O>, b: SearchOptions<O>): boolean {
  return a.filter === b.filter && a.sort === b.sort && a.limit === b.limit && a.candidates === b.candidates;
}

/** The nearest earlier query that the new one contains, walking back through shorter queries. */
function closestBasis(basis: SearchBasis, lower: string): SearchBasis | null {
  for (let b: SearchBasis | null = basis; b; b = b.parent) if (lower.includes(b.lower)) return b;
  return null;
}

function capOf(limit: number | false): number {
  return limit === false || !(limit > 0) ? Number.POSITIVE_INFINITY : Math.floor(limit);
}

function isCandidate<O>(tree: Tree<O>, options: SearchOptions<O>, id: number): boolean {
  return options.candidates === 'all' || tree.isLeaf(id);
}

/**
 * Matches are the candidates inside the subtrees of the topmost self-matches. Their count comes from
 * prefix sums, one subtraction per subtree, so `total` costs the number of self-matches; the
 * results stop at the limit.
 */
function treeOrderResults<O>(
  tree: Tree<O>,
  index: LabelIndex,
  selfMatches: Int32Array,
  options: SearchOptions<O>,
): { results: number[]; total: number } {
  const cap = capOf(options.limit);
  const leavesOnly = options.candidates === 'leaves';
  const results: number[] = [];
  let total = 0;
  let coveredEnd = 0;
  for (let i = 0; i < selfMatches.length; i++) {
    const top = selfMatches[i];
    if (top < coveredEnd) continue; // inside an earlier match's subtree: already counted
    const end = tree.endOf(top);
    total += leavesOnly ? index.leafPrefix[end] - index.leafPrefix[top] : end - top;
    for (let id = top; id < end && results.length < cap; id++) {
      if (!leavesOnly || tree.isLeaf(id)) results.push(id);
    }
    coveredEnd = end;
  }
  return { results, total };
}

/** With `sort`, every match is needed before the limit applies, so every match gets its path. */
function sortedResults<O>(
  tree: Tree<O>,
  index: LabelIndex,
  selfMatches: Int32Array,
  query: string,
  options: SearchOptions<O>,
): { results: number[]; total: number } {
  const all = treeOrderResults(tree, index, selfMatches, { ...options, limit: false }).results;
  return sortAndLimit(tree, all, query, options);
}

/** A custom filter sees whole paths, so nothing can be reused between keystrokes: one full pass. */
function filterScan<O>(tree: Tree<O>, query: string, options: SearchOptions<O>): SearchState<O> {
  const filter = options.filter!;
  const cap = options.sort ? Number.POSITIVE_INFINITY : capOf(options.limit);
  const matches: number[] = [];
  const results: number[] = [];
  const path: O[] = []; // options of the current node's ancestors, kept as a stack in preorder
  for (let id = 0; id < tree.size; id++) {
    path.length = tree.depthOf(id);
    path.push(tree.optionOf(id));
    if (!isCandidate(tree, options, id) || !filter(query, path.slice(), tree.fieldNames)) continue;
    matches.push(id);
    if (results.length < cap) results.push(id);
  }
  if (!options.sort) return { query, results, total: matches.length, options, tree, basis: null };
  return { query, ...sortAndLimit(tree, matches, query, options), options, tree, basis: null };
}

function sortAndLimit<O>(
  tree: Tree<O>,
  ids: number[],
  query: string,
  options: SearchOptions<O>,
): { results: number[]; total: number } {
  const sort = options.sort!;
  const entries = ids.map((id) => ({ id, path: tree.pathOptions(id) }));
  // Array#sort is stable, so equal paths keep tree order as rc-cascader's do.
  entries.sort((a, b) => sort(a.path, b.path, query, tree.fieldNames));
  const cap = capOf(options.limit);
  const results = (cap < entries.length ? entries.slice(0, cap) : entries).map((e) => e.id);
  return { results, total: ids.length };
}
