import { reportConflicts } from '../../machine/conflictProblem';
import { DEFAULT_SEARCH_DEBOUNCE, SEARCH_TIMER } from '../../machine/constants';
import { abortRequest, cancelTimeout, requestFailed, sendRequest } from '../../machine/requests';
import type { CascaderState, Effect, RemoteSearch } from '../../machine/types';
import { ProblemLog } from '../../problems/problems';
import { readAnswerPath } from '../../tree/answerPath';
import { type PartialPath, withPartialPaths } from '../../tree/partialPath';
import { pathId, type Tree } from '../../tree/tree';
import type { ProblemCode, ValuePath } from '../../types/types';

/**
 * Remote search (`showSearch.load`): the server finds matches in branches that were never
 * loaded and returns them as paths of options. After the debounce the engine calls `load`; each
 * keystroke aborts the request before it and late answers are dropped (by request id). The
 * answer's paths join the tree as partial nodes (partialPath.ts), so the results are nodes like
 * any other: merged with the local matches (deduplicated by path), highlighted, chosen or
 * checked the same way; choosing one sets the value with its options, and opening the popup
 * then shows its columns, whose full lists `loadData` still loads.
 *
 * A result may end at a branch (the server matched a city, not a district). Where only leaves
 * can be chosen (no `changeOnSelect`, not checkable) it is still shown, as a result that opens:
 * choosing it opens its column (select.ts, `chooseResult`), where `loadData` loads what the
 * server did not send. The local search never hides it, even when some of the branch's options
 * are known from an earlier answer: the server may know more of them than the tree does.
 */

/**
 * A remote search's state, every one made here with all its fields in one order: states spread
 * from another (`{ ...remote, status }`) got a shape of their own, and the search's merge, which
 * reads each answer's, ran on code made for two shapes.
 */
const remoteState = (
  query: string,
  status: RemoteSearch['status'],
  requestId: number,
  paths: readonly ValuePath[],
  tops: Int32Array | null,
  error?: unknown,
): RemoteSearch => ({ query, status, requestId, paths, tops, error });

const remoteConfig = <O>(state: CascaderState<O>) => {
  const { showSearch } = state.props;
  if (!showSearch || typeof showSearch !== 'object' || typeof showSearch.load !== 'function') return null;
  const debounce = showSearch.debounce;
  return {
    load: showSearch.load,
    debounce: typeof debounce === 'number' && debounce >= 0 ? debounce : DEFAULT_SEARCH_DEBOUNCE,
  };
};

/** Aborts the running request, if any, and cancels the debounce. */
function stop<O>(state: CascaderState<O>, effects: Effect<O>[]): void {
  const remote = state.remoteSearch;
  if (!remote) return;
  effects.push({ type: 'cancel', key: SEARCH_TIMER });
  if (remote.status === 'loading') abortRequest(effects, remote.requestId);
}

/**
 * Keeps the remote search in step with the typed text (settle() calls it when the text, the
 * popup or the config changed): a new text starts the debounce, an empty one or a closed popup
 * ends the search.
 */
export function syncRemoteSearch<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  const config = remoteConfig(state);
  const query = state.searchValue;
  const remote = state.remoteSearch;
  if (!config || query === '' || state.status !== 'open') {
    if (!remote) return state;
    stop(state, effects);
    return { ...state, remoteSearch: null };
  }
  if (remote && remote.query === query) return state;
  stop(state, effects);
  const waiting = remoteState(query, 'waiting', 0, [], null);
  if (config.debounce === 0) return startRemoteSearch({ ...state, remoteSearch: waiting }, query, effects);
  effects.push({
    type: 'schedule',
    key: SEARCH_TIMER,
    delay: config.debounce,
    event: { type: 'SEARCH.LOAD', query },
  });
  return { ...state, remoteSearch: waiting };
}

/** Calls `load` for `query` if it is still the typed text (the debounce ended, or a retry). */
export function startRemoteSearch<O>(
  state: CascaderState<O>,
  query: string,
  effects: Effect<O>[],
): CascaderState<O> {
  const remote = state.remoteSearch;
  if (!remote || remote.query !== query || remote.status === 'loading' || !remoteConfig(state)) return state;
  const requestId = state.nextRequestId;
  const request: Effect<O> = { type: 'searchLoad', requestId, query };
  sendRequest(effects, state.props, requestId, request, { type: 'SEARCH.TIMEOUT', requestId });
  return {
    ...state,
    nextRequestId: requestId + 1,
    remoteSearch: remoteState(query, 'loading', requestId, [], null),
  };
}

/**
 * Why one result of an answer cannot join the tree, as a warning naming the result (`nameOf`), or
 * false: the first option is none of the app's top-level options (the results are paths from the
 * top down), or a later one is none of the children of a node whose children are all known (its
 * own, or loaded: only a branch still to be loaded takes new ones).
 */
function unreachable<O>(
  tree: Tree<O>,
  { values: path, ids }: PartialPath<O>,
  index: number,
  nameOf: (index: number) => string,
  log: ProblemLog,
): boolean {
  if (ids.length === path.length || (ids.length > 0 && tree.isUnloaded(ids[ids.length - 1]))) return false;
  // The value that is missing is spelled only for the explanation: a production build drops both.
  skip(
    log,
    'value-not-found',
    nameOf(index),
    () =>
      process.env.NODE_ENV !== 'production' &&
      (ids.length === 0
        ? ` starts at ${JSON.stringify(path[0])}, which is none of the top-level options; a result must be the options from a top-level one down to the match`
        : ` goes on from ${JSON.stringify(path.slice(0, ids.length))}, whose options are all known, to ${JSON.stringify(path[ids.length])}, which is none of them`),
  );
  return true;
}

/**
 * Reports the result named `at` as skipped: a warning whose text is its name, `why` (the text
 * after the name, `false` in a production build: each caller guards its own text, so that every
 * explanation is left out of one) and the end.
 */
function skip(log: ProblemLog, code: ProblemCode, at: string, why: () => string | false): void {
  log.noteProblem(
    'warning',
    code,
    'showSearch.load',
    () => at,
    () => process.env.NODE_ENV !== 'production' && `showSearch.load: ${at}${why()}. The result was skipped.`,
  );
}

/** Whether a result ends at a branch with no options known: none in the tree, none of its own. */
function endsAtUnknownBranch<O>(tree: Tree<O>, { options, values, ids }: PartialPath<O>): boolean {
  const last = values.length - 1;
  if (ids.length > last) return tree.isUnloaded(ids[last]) && !tree.isPartial(ids[last]);
  try {
    const option = options[last] as Record<string, unknown>;
    const own = option[tree.fieldNames.children];
    return option.isLeaf === false && !(Array.isArray(own) && own.length > 0);
  } catch {
    return false; // Read once already (answerPath.ts): an option that throws now is the app's doing.
  }
}

/**
 * The results that cannot be shown, each reported: where only leaves can be chosen, a result
 * that ends at a branch opens it, so without `loadData` one whose options are all unknown would
 * open an empty column. (With `loadData`, or with some options known, it is shown.)
 */
function withoutUnopenable<O>(
  state: CascaderState<O>,
  accepted: PartialPath<O>[],
  indices: readonly number[],
  nameOf: (index: number) => string,
  log: ProblemLog,
): PartialPath<O>[] {
  const { props, tree } = state;
  if (props.loadData || props.changeOnSelect || props.checkable) return accepted;
  // A path of the same answer through the branch brings some of its options.
  const parents = new Set<string>();
  for (const path of accepted) if (path.values.length > 1) parents.add(pathId(path.values.slice(0, -1)));
  return accepted.filter((path, i) => {
    if (!endsAtUnknownBranch(tree, path) || parents.has(pathId(path.values))) return true;
    skip(
      log,
      'value-not-found',
      nameOf(indices[i]),
      () =>
        process.env.NODE_ENV !== 'production' &&
        ' ends at a branch whose options are unknown, and there is no loadData to load them; a result must end at an option that can be chosen (or at a branch with its children)',
    );
    return false;
  });
}

/**
 * `load` answered: its paths join the tree (settle() rebuilds it and merges the results). An
 * answer that is no array fails (with a retry); within one, each entry that is no usable path is
 * skipped with a warning naming it (at most 20 per kind, then a count) and the others are used.
 */
export function resolveRemoteSearch<O>(
  state: CascaderState<O>,
  requestId: number,
  results: unknown,
  effects: Effect<O>[],
): CascaderState<O> {
  const remote = state.remoteSearch;
  if (remote?.status !== 'loading' || remote.requestId !== requestId) return state; // late
  let entries: unknown[];
  try {
    if (!Array.isArray(results))
      throw new Error(`it returned ${results === null ? 'null' : typeof results}, not an array of paths`);
    entries = Array.from(results as unknown[]);
  } catch (error) {
    return failRemoteSearch(state, requestId, error, effects);
  }
  cancelTimeout(effects, requestId);
  const { tree } = state;
  const log = new ProblemLog();
  const readable: PartialPath<O>[] = [];
  // Each result's index in the answer, and its name made from it only for a warning.
  const indices: number[] = [];
  const query = JSON.stringify(remote.query);
  const nameOf = (index: number) => `showSearch.load(${query})[${index}]`;
  for (let index = 0; index < entries.length; index++) {
    const read = readAnswerPath<O>(tree, entries[index]);
    if ('why' in read) skip(log, read.code, nameOf(index), read.why);
    else if (!unreachable(tree, read, index, nameOf, log)) {
      readable.push(read);
      indices.push(index);
    }
  }
  const accepted = withoutUnopenable(state, readable, indices, nameOf, log);
  for (const skipped of log.finishLog()) effects.push({ type: 'problem', problem: skipped });
  // Two results through the same option with different labels: the first is kept, with a warning.
  const conflict = reportConflicts<O>('showSearch.load', tree.fieldNames.label, effects);
  const loaded = withPartialPaths(state.loaded, tree, accepted, conflict);
  const paths: ValuePath[] = new Array(accepted.length);
  const tops = new Int32Array(accepted.length);
  for (let i = 0; i < accepted.length; i++) {
    const { values, ids } = accepted[i];
    paths[i] = values as ValuePath;
    tops[i] = tree.indexInParent(ids[0]); // every accepted path starts at a top-level option
  }
  return {
    ...state,
    loaded,
    remoteSearch: remoteState(remote.query, 'done', remote.requestId, paths, tops),
  };
}

/** `load` rejected or timed out: an error row with a retry, never a spinner forever. */
export function failRemoteSearch<O>(
  state: CascaderState<O>,
  requestId: number,
  error: unknown,
  effects: Effect<O>[],
  timedOut = false,
): CascaderState<O> {
  const remote = state.remoteSearch;
  if (remote?.status !== 'loading' || remote.requestId !== requestId) return state;
  requestFailed(effects, state.props, requestId, 'showSearch.load', JSON.stringify(remote.query), {
    error,
    timedOut,
  });
  return {
    ...state,
    remoteSearch: remoteState(remote.query, 'failed', remote.requestId, remote.paths, remote.tops, error),
  };
}

/** Retry after a failure: asks `load` again for the same text. */
export function retryRemoteSearch<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  const remote = state.remoteSearch;
  if (remote?.status !== 'failed') return state;
  return startRemoteSearch(
    {
      ...state,
      remoteSearch: remoteState(
        remote.query,
        'waiting',
        remote.requestId,
        remote.paths,
        remote.tops,
        remote.error,
      ),
    },
    remote.query,
    effects,
  );
}
