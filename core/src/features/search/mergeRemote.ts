/**
 * The remote search's results (`state.remoteSearch`, remoteSearch.ts) merged into the local ones.
 * It is the search's step, not the remote search's: the ready `Cascader` fetches the remote
 * search's code on demand, and the search, there from the start, must not import it.
 */
import type { RemoteSearch } from '../../machine/types';
import { isUnreadable } from '../../tree/queries';
import type { Tree } from '../../tree/tree';
import type { ValuePath } from '../../types/types';
import { type SearchState, wholeSearch } from './search';

/**
 * The local results with the remote ones added (deduplicated by node, so by path), within the
 * limit: in tree order like the local ones, or after them when a custom `sort` ordered those.
 * A remote result that ends at a branch is one too, even where only leaves can be chosen: it
 * opens there (see remoteSearch.ts).
 */
export function mergeRemote<O>(
  search: SearchState<O>,
  remote: RemoteSearch | null,
  tree: Tree<O>,
  limit: number | false,
  sorted: boolean,
): SearchState<O> {
  if (remote?.status !== 'done' || remote.query !== search.query || remote.paths.length === 0) return search;
  // Like the local matches: never an option unreadable since the build (a sibling table made
  // before still finds it).
  const { paths, tops } = remote;
  const found: number[] = [];
  for (let i = 0; i < paths.length; i++) {
    const id = findResult(tree, paths[i], tops && i < tops.length ? tops[i] : -1);
    if (id >= 0 && !isUnreadable(tree, id)) found.push(id);
  }
  const merged = sorted ? appendNew(search.results, found) : union(search.results, found);
  if (!merged) return search;
  let results = merged.results;
  if (limit !== false && limit > 0 && results.length > limit) results = results.slice(0, limit);
  return withMoreResults(search, results, merged.added);
}

/**
 * `search` with other results and `added` more matches. Its total stays uncounted until read and
 * `complete` stays what it is: a search that stopped at its limit (a class whose getters count on
 * first read) says "more than" instead of scanning every label again on each answer. A spread
 * would read the one getter and drop the other, and has no class's getters to copy.
 */
function withMoreResults<O>(
  search: SearchState<O>,
  results: readonly number[],
  added: number,
): SearchState<O> {
  const { query, options, tree, basis } = search;
  if (search.complete) return wholeSearch(query, results, search.total + added, options, tree, basis);
  return {
    query,
    results,
    options,
    tree,
    basis,
    get total() {
      return search.total + added;
    },
    get complete() {
      return search.complete;
    },
  };
}

/**
 * The node at `path` (`tree.find`), its top-level node taken by its place among the top-level
 * options (`top`, -1: unknown) while the option there still has the path's first value: a new
 * tree over the same options has it there, and a tree over other options is searched by value.
 */
function findResult<O>(tree: Tree<O>, path: ValuePath, top: number): number {
  let id = top >= 0 ? tree.childAt(-1, top) : -1;
  if (id < 0 || tree.valueOf(id) !== path[0] || tree.isDuplicate(id)) return tree.find(path);
  for (let k = 1; k < path.length && id >= 0; k++) id = tree.childByValue(id, path[k]);
  return id;
}

/** The local results, then the remote ones they lack (in the answer's order); null when none. */
function appendNew(local: readonly number[], remote: readonly number[]) {
  const ids = new Set(local);
  const before = ids.size;
  for (const id of remote) ids.add(id);
  return ids.size === before ? null : { results: [...ids], added: ids.size - before };
}

/**
 * The local and remote results together in tree order, each once; null when the remote ones add
 * none. Two sorted lists merged: no set of 40,000 ids for a remote answer of 20,000 that the local
 * search found too.
 */
function union(local: readonly number[], remote: readonly number[]) {
  const a = Int32Array.from(local).sort();
  const b = Int32Array.from(remote).sort();
  const results: number[] = [];
  let kept = 0; // distinct local ids
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const fromLocal = j >= b.length || (i < a.length && a[i] <= b[j]);
    const id = fromLocal ? a[i] : b[j];
    if (fromLocal) kept++;
    results.push(id);
    // Past every copy of this id in both lists.
    while (i < a.length && a[i] === id) i++;
    while (j < b.length && b[j] === id) j++;
  }
  const added = results.length - kept;
  return added === 0 ? null : { results, added };
}
