/**
 * The search feature's steps of `settle` (derive.ts): the results for the typed text, merged with
 * a remote search's (`showSearch.load`), the live region's count of them, and the warning for a
 * `showSearch.limit` that cannot be used.
 */

import { DEFAULT_SEARCH_LIMIT } from '../../machine/constants';
import type { CascaderState, Effect } from '../../machine/types';
import { callbackProblem } from '../../problems/faults';
import { describe, problem } from '../../problems/problems';
import { say, translates } from '../announce/messages';
import { mergeRemote } from './mergeRemote';
import { type SearchState, searchTree, wholeSearch } from './search';

/**
 * The search settings in force, or null when search is off. `showSearch` makes the input
 * editable; a search text that arrives anyway (a controlled `searchValue`, a script) filters with
 * the default settings, as in rc-cascader.
 */
export function searchConfig<O>(state: CascaderState<O>) {
  const { showSearch, changeOnSelect, checkable } = state.props;
  if (!showSearch && state.searchValue === '') return null;
  const config = typeof showSearch === 'object' ? showSearch : {};
  return {
    filter: config.filter,
    sort: config.sort,
    limit: limitInForce(config.limit),
    candidates: changeOnSelect || checkable ? ('all' as const) : ('leaves' as const),
  };
}

/**
 * `showSearch.limit`: `false` (all), a whole number (zero or less also means all, as in
 * rc-cascader), or unset. Anything else (`0.5`, `true`, `'10'`, NaN) gets the default, with a warning.
 */
const validLimit = (limit: unknown): limit is number | false | undefined =>
  limit === undefined || limit === false || Number.isInteger(limit);

/** The limit a search keeps to: `false` for all, which is also what zero or less means. */
function limitInForce(limit: unknown): number | false {
  if (!validLimit(limit) || limit === undefined) return DEFAULT_SEARCH_LIMIT;
  return limit === false || limit <= 0 ? false : limit;
}

/** The warning for a `showSearch.limit` that {@link validLimit} rejects. */
export function limitProblems<O>(state: CascaderState<O>, effects: Effect<O>[]): void {
  const { showSearch } = state.props;
  if (!showSearch || typeof showSearch !== 'object') return;
  const limit: unknown = showSearch.limit;
  if (validLimit(limit)) return;
  effects.push({
    type: 'problem',
    problem: problem(
      'warning',
      'invalid-prop',
      'showSearch.limit',
      'showSearch.limit',
      () =>
        process.env.NODE_ENV !== 'production' &&
        `showSearch.limit must be a whole number or false, got ${describe(limit)}; the default ${DEFAULT_SEARCH_LIMIT} is used.`,
    ),
  });
}

export function settleSearch<O>(
  prev: CascaderState<O> | null,
  state: CascaderState<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  const config = searchConfig(state);
  const query = config ? state.searchValue : '';
  const configChanged =
    !prev ||
    prev.props.showSearch !== state.props.showSearch ||
    prev.props.changeOnSelect !== state.props.changeOnSelect ||
    prev.props.checkable !== state.props.checkable;
  const unchanged =
    prev &&
    prev.searchValue === state.searchValue &&
    prev.tree === state.tree &&
    prev.remoteSearch === state.remoteSearch &&
    !configChanged;
  if (unchanged && prev.search === state.search) return state;
  if (!config || query === '') {
    return state.search ? { ...state, search: null, searchActiveIndex: -1, searchActiveMoved: false } : state;
  }
  if (unchanged && state.search) return state;
  const previous = !configChanged && prev?.tree === state.tree ? state.search : null;
  const search = mergeRemote(
    guardedSearch(state, query, config, previous, effects),
    state.remoteSearch,
    state.tree,
    config.limit,
    !!config.sort,
  );
  const tree = state.tree;
  const firstEnabled = search.results.findIndex((id) => !tree.isDisabled(id));
  const { messages } = state.props;
  // A search that stopped at its limit has not counted its matches (that is a scan of every
  // label), so it says "more than". Unless `results` was translated and `moreResults` was not:
  // then it counts, rather than mix languages.
  const shown = search.results.length;
  let announcement =
    !search.complete && (translates(messages, 'moreResults') || !translates(messages, 'results'))
      ? say(messages, 'moreResults', shown)
      : search.total === 0
        ? say(messages, 'noResults')
        : say(messages, 'results', search.total, shown);
  // A remote search under way is not "no results" yet; one that failed says so.
  const remote = state.remoteSearch;
  if (
    remote?.query === query &&
    (remote.status === 'waiting' || remote.status === 'loading') &&
    search.total === 0
  )
    announcement = say(messages, 'searching', query);
  else if (remote?.query === query && remote.status === 'failed')
    announcement = say(messages, 'join', [announcement, say(messages, 'searchFailed', query, remote.error)]);
  // The same query over a changed tree (an answer joined it, new options): the result the user
  // moved to stays highlighted while it is still a result, wherever it now is in the list.
  const kept =
    prev && prev.searchValue === state.searchValue && !configChanged ? keptResult(state, search) : -1;
  if (kept >= 0) return { ...state, search, searchActiveIndex: kept, searchActiveMoved: true, announcement };
  // Nothing to choose but a failed remote search: its row is Enter's target (a retry).
  const first =
    firstEnabled < 0 && remote?.query === query && remote.status === 'failed'
      ? search.results.length
      : firstEnabled;
  return { ...state, search, searchActiveIndex: first, searchActiveMoved: false, announcement };
}

/**
 * The index in `search` of the result the user moved to in the state's previous results (the
 * same path), or -1: none was moved to, or it is no longer an enabled result.
 */
function keptResult<O>(state: CascaderState<O>, search: SearchState<O>): number {
  const before = state.search;
  if (!state.searchActiveMoved || !before || state.searchActiveIndex < 0) return -1;
  const id = before.results[state.searchActiveIndex];
  if (id === undefined) return -1;
  const now = before.tree === search.tree ? id : search.tree.find(before.tree.path(id));
  const index = now < 0 ? -1 : search.results.indexOf(now);
  return index >= 0 && !search.tree.isDisabled(now) ? index : -1;
}

/**
 * Runs the search; a custom `filter` or `sort` that throws leaves no results (the typed text is
 * kept) and is reported, instead of dropping the keystroke. The last user function called before
 * the throw is the one named.
 */
function guardedSearch<O>(
  state: CascaderState<O>,
  query: string,
  config: NonNullable<ReturnType<typeof searchConfig<O>>>,
  previous: SearchState<O> | null,
  effects: Effect<O>[],
): SearchState<O> {
  const { filter, sort } = config;
  if (!filter && !sort) return searchTree(state.tree, query, config, previous);
  let calling = '';
  const guarded = {
    ...config,
    filter:
      filter &&
      ((...args: Parameters<typeof filter>) => {
        calling = 'showSearch.filter';
        return filter(...args);
      }),
    sort:
      sort &&
      ((...args: Parameters<typeof sort>) => {
        calling = 'showSearch.sort';
        return sort(...args);
      }),
  };

  try {
    return searchTree(state.tree, query, guarded, previous);
  } catch (error) {
    effects.push({
      type: 'problem',
      problem: callbackProblem(calling || 'showSearch', error, 'search'),
    });
    return wholeSearch(query, [], 0, guarded, state.tree, null);
  }
}
