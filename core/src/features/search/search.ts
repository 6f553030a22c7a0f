import type { ResolvedFieldNames } from '../../tree/fieldNames';
import { endOf, isUnreadable, pathOptions } from '../../tree/queries';
import type { Tree } from '../../tree/tree';
import { SearchBasis } from './searchBasis';
import { type LabelIndex, labelIndex } from './searchIndex';

/** How `searchTree` matches, sorts and limits. */
export interface SearchOptions<O> {
  /**
   * rc-cascader's `filter(inputValue, path, fieldNames)`.
   * @defaultValue a label on the path contains the input
   */
  filter?: (inputValue: string, path: O[], fieldNames: ResolvedFieldNames) => boolean;
  /** Sorts all matches, by their option paths, before the limit; ties keep tree order. */
  sort?: (a: O[], b: O[], inputValue: string, fieldNames: ResolvedFieldNames) => number;
  /** At most this many results; `false`, zero or a negative number mean all (as in rc-cascader). */
  limit: number | false;
  /** `'leaves'`: only leaves are results; `'all'`: any node (changeOnSelect or checkable). */
  candidates: 'leaves' | 'all';
}

/** The results of one `searchTree` call; pass it back to the next call to narrow from it. */
export interface SearchState<O> {
  /** The text searched for. */
  readonly query: string;
  /** Node ids in display order, at most `limit`. */
  readonly results: readonly number[];
  /**
   * How many candidates matched before the limit. When `complete` is false, the first read
   * finishes the search (every label is scanned), once. Counted from the index, so an option
   * unreadable since the build (never a result) that the search did not read is still counted.
   */
  readonly total: number;
  /**
   * Whether every match has been found, so that `total` costs nothing to read. When false, the
   * search stopped at the limit and there are more matches than `results`.
   */
  readonly complete: boolean;
  /** The options the search ran with. */
  readonly options: SearchOptions<O>;
  /** The tree searched. */
  readonly tree: Tree<O>;
  /** @internal What the next keystroke can narrow from; null with a custom filter. */
  readonly basis: SearchBasis | null;
}

/**
 * Searches `tree`. Pass the previous state for the same tree so that a query that extends the
 * previous one (one more letter typed) filters the earlier self-matches instead of every label.
 *
 * Without `sort` or `filter`, the search stops once it has `limit` results and knows of one more
 * match: a one-letter query on a huge tree then costs a few hundred labels, not all of them.
 * `total` is counted when first read (see `complete`).
 */
export function searchTree<O>(
  tree: Tree<O>,
  query: string,
  options: SearchOptions<O>,
  previous?: SearchState<O> | null,
): SearchState<O> {
  const same = previous && previous.tree === tree ? previous : null;
  if (same && same.query === query && sameOptions(same.options, options)) return same;
  if (!query) return wholeSearch(query, [], 0, options, tree, null);
  if (options.filter) return filterScan(tree, query, options);

  const lower = query.toLowerCase();
  const index = labelIndex(tree);
  const from = same?.basis ? closestBasis(same.basis, lower) : null;
  const basis = from && from.lower === lower ? from : new SearchBasis(index, lower, from);
  if (!options.sort) return firstResults(tree, index, basis, query, options);
  const all = allMatches(tree, basis.selfMatches, options);
  return wholeSearch(query, sortAndLimit(tree, all, query, options), all.length, options, tree, basis);
}

/**
 * @internal A search that found every match, its fields in one order: every such state has one
 * shape, and one call is less code than each place spelling the object out.
 */
export const wholeSearch = <O>(
  query: string,
  results: readonly number[],
  total: number,
  options: SearchOptions<O>,
  tree: Tree<O>,
  basis: SearchBasis | null,
): SearchState<O> => ({ query, results, total, complete: true, options, tree, basis });

/**
 * Finishes a search that stopped at its limit: finds every self-match and counts `total`, so
 * neither the next keystroke nor a read of `total` has to. For idle time. Returns `state`.
 */
export function completeSearch<O>(state: SearchState<O>): SearchState<O> {
  void state.total;
  return state;
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

/**
 * A node the search may return: a leaf (or any node, with `'all'`), never a duplicate row nor an
 * option unreadable since the build (`isUnreadable`: checked last, as it reads the option).
 */
function isCandidate<O>(tree: Tree<O>, options: SearchOptions<O>, id: number): boolean {
  return (
    (options.candidates === 'all' || tree.isLeaf(id)) && !tree.isDuplicate(id) && !isUnreadable(tree, id)
  );
}

/** Candidates in the id range `[from, to)`: one subtraction of prefix sums. */
function candidatesIn(index: LabelIndex, leavesOnly: boolean, from: number, to: number): number {
  if (leavesOnly) return index.leafPrefix[to] - index.leafPrefix[from];
  const options = index.optionPrefix;
  return options ? options[to] - options[from] : to - from;
}

/**
 * Matches are the candidates inside the subtrees of the topmost self-matches, in tree order. This
 * takes self-matches only until it has `limit` results and one match more (so it knows the total
 * is larger); if the self-matches run out first, the total is simply the results' count.
 */
function firstResults<O>(
  tree: Tree<O>,
  index: LabelIndex,
  basis: SearchBasis,
  query: string,
  options: SearchOptions<O>,
): SearchState<O> {
  const cap = capOf(options.limit);
  const leavesOnly = options.candidates === 'leaves';
  const results: number[] = [];
  let coveredEnd = 0;
  for (let i = 0; ; i++) {
    const top = basis.at(i);
    if (top < 0) return wholeSearch(query, results, results.length, options, tree, basis);
    if (top < coveredEnd) continue; // inside an earlier match's subtree: already taken
    const end = endOf(tree, top);
    let id = top;
    // Every candidate below a match (a duplicate row is none, see isCandidate).
    for (; id < end && results.length < cap; id++) if (isCandidate(tree, options, id)) results.push(id);
    coveredEnd = end;
    if (results.length >= cap && candidatesIn(index, leavesOnly, id, end) > 0) {
      return new PartialSearch(query, results, options, tree, basis, index);
    }
  }
}

/** A search that stopped at its limit: `total` is counted on first read. */
class PartialSearch<O> implements SearchState<O> {
  private counted = -1;

  constructor(
    readonly query: string,
    readonly results: readonly number[],
    readonly options: SearchOptions<O>,
    readonly tree: Tree<O>,
    readonly basis: SearchBasis,
    private readonly index: LabelIndex,
  ) {}

  get total(): number {
    if (this.counted < 0)
      this.counted = countMatches(this.tree, this.index, this.basis.selfMatches, this.options);
    return this.counted;
  }

  get complete(): boolean {
    return this.counted >= 0;
  }
}

/** How many candidates lie in the subtrees of the topmost self-matches: one subtraction per subtree. */
function countMatches<O>(
  tree: Tree<O>,
  index: LabelIndex,
  selfMatches: Int32Array,
  options: SearchOptions<O>,
): number {
  const leavesOnly = options.candidates === 'leaves';
  let total = 0;
  let coveredEnd = 0;
  for (let i = 0; i < selfMatches.length; i++) {
    const top = selfMatches[i];
    if (top < coveredEnd) continue; // inside an earlier match's subtree: already counted
    coveredEnd = endOf(tree, top);
    total += candidatesIn(index, leavesOnly, top, coveredEnd);
  }
  return total;
}

/** Every match in tree order (for `sort`, which needs them all before the limit applies). */
function allMatches<O>(tree: Tree<O>, selfMatches: Int32Array, options: SearchOptions<O>): number[] {
  const all: number[] = [];
  let coveredEnd = 0;
  for (let i = 0; i < selfMatches.length; i++) {
    const top = selfMatches[i];
    if (top < coveredEnd) continue;
    coveredEnd = endOf(tree, top);
    for (let id = top; id < coveredEnd; id++) if (isCandidate(tree, options, id)) all.push(id);
  }
  return all;
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
  const shown = options.sort ? sortAndLimit(tree, matches, query, options) : results;
  return wholeSearch(query, shown, matches.length, options, tree, null);
}

function sortAndLimit<O>(tree: Tree<O>, ids: number[], query: string, options: SearchOptions<O>): number[] {
  const sort = options.sort!;
  const entries = ids.map((id) => ({ id, path: pathOptions(tree, id) }));
  // Array#sort is stable, so equal paths keep tree order as rc-cascader's do.
  entries.sort((a, b) => sort(a.path, b.path, query, tree.fieldNames));
  const cap = capOf(options.limit);
  return (cap < entries.length ? entries.slice(0, cap) : entries).map((e) => e.id);
}
