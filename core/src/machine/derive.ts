import { checksFromValue } from '../features/checkable/check';
import { joinArrived, keepHolding } from '../features/lazyCheck/arrived';
import {
  advanceCheckLoads,
  checkLoadLimitProblems,
  isCheckLoad,
  pruneCheckFailed,
  requestsInFlight,
} from '../features/lazyCheck/lazyCheck';
import { joinHeldPaths, pathsInFlight } from '../features/loadPath/heldPaths';
import { syncPathLoads } from '../features/loadPath/pathLoading';
import { mergeRemote, syncRemoteSearch } from '../features/remoteSearch/remoteSearch';
import { type SearchState, searchTree } from '../features/search/search';
import { callbackProblem } from '../problems/faults';
import { describe, problem } from '../problems/problems';
import { sameFieldNames } from '../tree/fieldNames';
import { pathId, Tree } from '../tree/tree';
import { DEFAULT_SEARCH_LIMIT, HOVER_TIMER, MAX_LOAD_REASKS } from './constants';
import { isCollapsed } from './landing';
import { startLoad } from './loading';
import { DEFAULT_MESSAGES } from './props';
import { abortLoads, abortRequest, cancelTimeout, withoutEntries } from './requests';
import type { CascaderState, Effect } from './types';
import { isPrefix, missingValueProblems, samePath, valuePaths } from './value';

export const isOpen = (state: { status: string }): boolean => state.status === 'open';

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
function limitProblems<O>(state: CascaderState<O>, effects: Effect<O>[]): void {
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

/**
 * Keeps every derived field in step with the fields it derives from (Zag's "one setter"): the tree
 * from options + fieldNames + loaded children; the check state from the value; search results from
 * the query; and the side effects of opening and closing. Runs after every transition, so no
 * handler has to remember any of it.
 */
export function settle<O>(
  prev: CascaderState<O> | null,
  next: CascaderState<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  let state = next;
  const p = state.props;

  // 0. `loadPath` answers held for the others join once none is in flight (heldPaths.ts).
  if (state.heldPaths && pathsInFlight(state) === 0) state = joinHeldPaths(state, effects);

  // 1. The tree.
  const optionsChanged =
    !prev || p.options !== prev.props.options || !sameFieldNames(p.fieldNames, prev.props.fieldNames);
  if (optionsChanged || state.loaded !== state.tree.loaded) {
    if (state.loaded.size === 0) {
      // Nothing loaded: a large tree is indexed when first needed (or in the background),
      // so that mounting a closed cascader over it costs almost nothing; its problems wait (6.).
      const tree = Tree.lazy<O>(p.options, p.fieldNames);
      const waitingProblems = optionsChanged || !!state.unreported?.problems;
      state = { ...state, tree, problems: [], loaded: tree.loaded };
      state = { ...state, unreported: { problems: waitingProblems, value: !!state.unreported?.value } };
    } else {
      // Loaded children joining the same options: about the size of the tree before, plus them.
      const previous = state.tree;
      const expectedNodes = !optionsChanged && previous.isIndexed() ? previous.size + 64 : undefined;
      const { tree, problems } = Tree.build<O>(p.options, p.fieldNames, {
        loaded: state.loaded,
        expectedNodes,
      });
      // The build keeps only the loaded children whose node is still there (`tree.loaded`).
      state = { ...state, tree, problems, loaded: tree.loaded };
      if (optionsChanged) for (const problem of problems) effects.push({ type: 'problem', problem });
    }
  }
  const tree = state.tree;
  const treeChanged = !prev || tree !== prev.tree;

  if (treeChanged && prev) {
    const ids = tree.resolve(state.activePath);
    if (ids.length < state.activePath.length)
      state = { ...state, activePath: state.activePath.slice(0, ids.length) };
    state = reconcileLoads(state, effects);
  }
  if (treeChanged || (prev && prev.value !== state.value)) {
    if (!tree.isIndexed())
      state = { ...state, unreported: { problems: false, ...state.unreported, value: true } };
    else
      for (const problem of missingValueProblems(tree, state.value))
        effects.push({ type: 'problem', problem });
  }
  // 1b. Paths of the value the tree cannot resolve yet are asked of `loadPath`. New props count
  // too: a store revived by them after a destroy (which forgot its aborted requests) asks again.
  if (
    !prev ||
    prev.props !== p ||
    treeChanged ||
    prev.value !== state.value ||
    prev.pathFailed !== state.pathFailed ||
    !prev.props.loadPath !== !p.loadPath
  ) {
    if (p.loadPath || state.pathLoads.size > 0 || state.pathFailed.size > 0)
      state = syncPathLoads(state, effects);
  }

  // 2. Opening and closing.
  const wasOpen = !!prev && isOpen(prev);
  // Open columns need the whole index; build the rest of a lazy one now, to report its problems.
  if (isOpen(state)) tree.indexAll();
  if (!wasOpen && isOpen(state)) {
    // (A row the opening key landed on, with no value to show, stays the keyboard's.)
    if (!p.checkable && !isCollapsed(state)) {
      const ids = tree.resolve(valuePaths(state.value)[0]);
      state = { ...state, activePath: ids.map((id) => tree.valueOf(id)) };
    }
  } else if (wasOpen && !isOpen(state)) {
    // A check waiting for its descendants keeps loading them: the user asked for it, not for a column.
    const checking = state;
    state = abortLoads(state, effects, (path) => !isCheckLoad(checking, path));
    effects.push({ type: 'cancel', key: HOVER_TIMER });
    state = { ...state, typeahead: { text: '', at: 0 }, entered: null, collapsed: null };
    if (p.autoClearSearchValue && state.searchValue !== '') state = { ...state, searchValue: '' };
  }

  // 2a. Open columns that hold only the nodes added along a path (partial: from `loadPath` or a
  // remote search) are shown, so their full lists are asked of `loadData`: when the popup opens,
  // and when such nodes join the tree while it is open (a `loadPath` answer after the opening
  // left a column with only the value's option in it, and nothing loaded the rest).
  if (isOpen(state) && (!wasOpen || treeChanged)) {
    for (const id of tree.resolve(state.activePath))
      if (tree.isPartial(id) && !state.failed.has(pathId(tree.path(id))))
        state = startLoad(state, id, effects);
  }

  // 2b. A branch gone into stays so only while it is the open path's last item.
  if (state.entered && !samePath(state.entered, state.activePath)) state = { ...state, entered: null };
  // A row landed on stays closed only while it is the open path itself (any new path opens).
  if (state.collapsed && !isCollapsed(state)) state = { ...state, collapsed: null };

  // 3. Leaving a branch aborts its load.
  if (isOpen(state) && state.loading.size > 0) {
    const active = state.activePath;
    const checking = state;
    state = abortLoads(state, effects, (path) => !isPrefix(path, active) && !isCheckLoad(checking, path));
  }

  // 3b. Checks that wait for their descendants (SHOW_CHILD over lazy branches) follow the loads.
  if (state.checkLoads.size > 0 && (!prev || checkInputsChanged(prev, state)))
    state = advanceCheckLoads(state, effects);

  // 4. The check state stands for the value (once the tree is indexed, below).
  state = syncChecks(prev, state);
  if (state.checkFailed.size > 0 && (!prev || state.checks !== prev.checks || state.tree !== prev.tree))
    state = pruneCheckFailed(state);

  // 5. Search results, local and (with `showSearch.load`) remote.
  if (
    state.remoteSearch ||
    (!!prev &&
      (prev.searchValue !== state.searchValue ||
        prev.status !== state.status ||
        prev.props.showSearch !== p.showSearch))
  )
    state = syncRemoteSearch(state, effects);
  if (!prev || prev.props.showSearch !== p.showSearch) limitProblems(state, effects);
  if (!prev || prev.props.checkLoadLimit !== p.checkLoadLimit) checkLoadLimitProblems(state, effects);
  state = settleSearch(prev, state, effects);

  // 6. A lazily indexed tree reports what its build found once it is complete: the popup opened,
  // something looked a node up, or the store indexed it in the background (TREE.INDEXED).
  const waiting = state.unreported;
  if (waiting && state.tree.isIndexed()) {
    const problems = state.tree.indexProblems();
    if (waiting.problems) for (const problem of problems) effects.push({ type: 'problem', problem });
    if (waiting.value)
      for (const problem of missingValueProblems(state.tree, state.value))
        effects.push({ type: 'problem', problem });
    state = { ...state, problems, unreported: null };
  }
  // 4 again: the check state of a tree indexed since (by the search, or the background work).
  if (p.checkable && !state.checks && state.tree.isIndexed()) state = syncChecks(prev, state);
  // 7. Answers held back for the checks join the tree once a check needs them (arrived.ts).
  if (state.arrived && !keepHolding(state)) return settle(state, joinArrived(state), effects);
  // 8. Options found unreadable since the build, by this event or a render before it (Tree.lostOption).
  for (const problem of state.tree.takeReadProblems()) effects.push({ type: 'problem', problem });
  return state;
}

/**
 * The check state stands for the value, from the whole index: a tree still being indexed gets it
 * once indexed, so that a closed checkable cascader mounts without indexing (its tags show the
 * value from the options). A check made before builds it then (`currentChecks` in select.ts).
 */
function syncChecks<O>(prev: CascaderState<O> | null, state: CascaderState<O>): CascaderState<O> {
  const { tree, props: p } = state;
  const drop = () => (state.checks ? { ...state, checks: null, checksFor: undefined } : state);
  if (!p.checkable) return drop();
  const stale =
    !state.checks ||
    state.checksFor !== state.value ||
    state.checks.tree !== tree ||
    (!!prev && prev.props.checkStrictly !== p.checkStrictly);
  if (!stale) return state;
  if (!tree.isIndexed()) return drop();
  return {
    ...state,
    checks: checksFromValue(tree, valuePaths(state.value), p.checkStrictly),
    checksFor: state.value,
  };
}

/** Whether anything a waiting check depends on changed: the tree, the loads, or the check settings. */
function checkInputsChanged<O>(prev: CascaderState<O>, next: CascaderState<O>): boolean {
  const a = prev.props;
  const b = next.props;
  return (
    prev.tree !== next.tree ||
    prev.loading !== next.loading ||
    requestsInFlight(prev) !== requestsInFlight(next) ||
    prev.arrived !== next.arrived ||
    prev.failed !== next.failed ||
    prev.checkLoads !== next.checkLoads ||
    a.checkable !== b.checkable ||
    a.checkStrictly !== b.checkStrictly ||
    a.showCheckedStrategy !== b.showCheckedStrategy ||
    a.checkLoadLimit !== b.checkLoadLimit ||
    !a.loadData !== !b.loadData
  );
}

function settleSearch<O>(
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
  const more = messages.moreResults;
  const shown = search.results.length;
  let announcement =
    !search.complete &&
    more &&
    (more !== DEFAULT_MESSAGES.moreResults || messages.results === DEFAULT_MESSAGES.results)
      ? more(shown)
      : search.total === 0
        ? messages.noResults
        : messages.results(search.total, shown);
  // A remote search under way is not "no results" yet; one that failed says so.
  const remote = state.remoteSearch;
  if (
    remote?.query === query &&
    (remote.status === 'waiting' || remote.status === 'loading') &&
    search.total === 0
  )
    announcement = (messages.searching ?? DEFAULT_MESSAGES.searching!)(query);
  else if (remote?.query === query && remote.status === 'failed')
    announcement = (messages.join ?? DEFAULT_MESSAGES.join!)([
      announcement,
      (messages.searchFailed ?? DEFAULT_MESSAGES.searchFailed!)(query, remote.error),
    ]);
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
 * Drops loads that finished through new options (rc style: the branch got children, even none,
 * or became a leaf) or whose branch left the tree. A load whose answer went to an option the
 * options no longer hold (the app replaced the subtree while an rc-style request waited, then
 * answered by mutating the option it was given) is asked again for the option now in the tree,
 * instead of waiting for the timeout (at most `MAX_LOAD_REASKS` times in a row).
 */
function reconcileLoads<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  const tree = state.tree;
  state = abortLoads(state, effects, (path) => tree.find(path) < 0);
  let loading = state.loading;
  let { announcement } = state;
  const again: { id: number; forCheck: boolean; reasked: number }[] = [];
  for (const [key, entry] of state.loading) {
    const id = tree.find(entry.path);
    if (id < 0) continue;
    const done = !tree.isUnloaded(id);
    const reasked = entry.reasked ?? 0;
    const lost =
      !done &&
      reasked < MAX_LOAD_REASKS &&
      answeredElsewhere(entry.option, tree.optionOf(id), state.props.fieldNames.children);
    if (!done && !lost) continue;
    if (loading === state.loading) loading = new Map(loading);
    (loading as Map<string, unknown>).delete(key);
    if (lost) {
      abortRequest(effects, entry.requestId);
      again.push({ id, forCheck: !!entry.forCheck, reasked: reasked + 1 });
    } else {
      cancelTimeout(effects, entry.requestId);
      // Answered through new options (rc style): said as a returned answer is, and "Loading …" goes.
      announcement = state.props.messages.loaded(tree.textOf(id), tree.childCount(id));
    }
  }
  const failed = withoutEntries(state.failed, (entry) => {
    const id = tree.find(entry.path);
    return id < 0 || !tree.isUnloaded(id);
  });
  if (loading === state.loading && failed === state.failed) return state;
  state = { ...state, loading, failed, announcement };
  for (const { id, forCheck, reasked } of again) state = startLoad(state, id, effects, forCheck, reasked);
  return state;
}

/**
 * Whether the option a request was made for is no longer the branch's option and was answered
 * (rc style: given children, or `isLeaf` no longer false), so the answer cannot reach the tree.
 */
function answeredElsewhere(asked: unknown, current: unknown, childrenKey: string): boolean {
  if (asked === current || asked === null || typeof asked !== 'object') return false;
  const option = asked as Record<string, unknown>;
  return option.isLeaf !== false || Array.isArray(option[childrenKey]);
}

export const loadKey = pathId;

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
    return { query, results: [], total: 0, complete: true, options: guarded, tree: state.tree, basis: null };
  }
}
