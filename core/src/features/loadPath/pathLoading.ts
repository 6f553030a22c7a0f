import { LABEL_SEPARATOR } from '../../machine/constants';
import {
  abortRequest,
  cancelTimeout,
  findRequest,
  requestFailed,
  sendRequest,
  withoutEntries,
  withoutKey,
} from '../../machine/requests';
import type { CascaderState, Effect } from '../../machine/types';
import { valuePaths } from '../../machine/value';
import { readAnswerPath } from '../../tree/answerPath';
import type { PartialPath } from '../../tree/partialPath';
import { textsOf } from '../../tree/queries';
import { pathId, type Tree } from '../../tree/tree';
import type { OptionValue, ValuePath } from '../../types/types';
import { say } from '../announce/messages';
import { isPathHeld, joinHeldPaths, mayHoldPath, scheduleJoin, withHeldPath } from './heldPaths';

/**
 * Labels for a saved value whose path is not loaded (`loadPath`). With lazy loading, a value such
 * as `['zj', 'hangzhou', 'xihu']` names nodes the tree does not have until the user opens them, so
 * the selector would show raw ids. For each such path of the value (controlled or default, single
 * or checkable) the engine asks `loadPath` once for the options along it, all paths at once, one
 * request per path; the answer joins the tree as partial nodes (partialPath.ts). A request is
 * aborted when its path leaves the value; a failure keeps the raw values, with a retry.
 */

/**
 * Whether `loadPath` can tell what `path` names: the tree resolves it only part of the way, and
 * stops at a branch still to be loaded (unloaded, or partial). A path whose first value is not a
 * top-level option, or that stops at a fully known node, is simply not in the options.
 */
export function needsPath<O>(tree: Tree<O>, path: readonly OptionValue[]): boolean {
  const ids = tree.resolve(path);
  if (ids.length === path.length || ids.length === 0) return false;
  return tree.isUnloaded(ids[ids.length - 1]);
}

/**
 * Brings the `loadPath` requests in step with the value and the tree: one request per path that
 * needs one and has none running or failed; requests for paths that no longer need one (the
 * value changed, or the path resolved through `loadData` or new options) are aborted.
 */
export function syncPathLoads<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  const { tree, props } = state;
  const wanted = new Map<string, ValuePath>();
  if (props.loadPath) {
    for (const path of valuePaths(state.value)) if (needsPath(tree, path)) wanted.set(pathId(path), path);
  }
  // Requests for paths no longer wanted are dropped, each aborted.
  let pathLoads = withoutEntries(state.pathLoads, (entry, key) => {
    if (wanted.has(key)) return false;
    abortRequest(effects, entry.requestId);
    return true;
  });
  const pathFailed = withoutEntries(state.pathFailed, (_, key) => !wanted.has(key));
  let nextRequestId = state.nextRequestId;
  for (const [key, path] of wanted) {
    if (pathLoads.has(key) || pathFailed.has(key) || isPathHeld(state, key)) continue;
    const requestId = nextRequestId++;
    if (pathLoads === state.pathLoads) pathLoads = new Map(pathLoads);
    (pathLoads as Map<string, unknown>).set(key, { path, requestId });
    sendRequest(
      effects,
      props,
      requestId,
      { type: 'loadPath', requestId, path },
      { type: 'PATH.TIMEOUT', requestId },
    );
  }
  if (pathLoads === state.pathLoads && pathFailed === state.pathFailed) return state;
  return { ...state, pathLoads, pathFailed, nextRequestId };
}

/**
 * An answer of `loadPath`, read once (readAnswerPath: a throwing getter or a junk option fails the
 * request with a retry, never the transition), or why it cannot be used.
 */
function readAnswer<O>(tree: Tree<O>, path: ValuePath, options: unknown): PartialPath<O> | string {
  if (!Array.isArray(options))
    return `it returned ${options === null ? 'null' : typeof options}, not an array of options`;
  const read = readAnswerPath<O>(tree, options);
  if ('why' in read) return `the answer${read.why() || ' cannot be used'}`;
  const { values } = read;
  if (values.length !== path.length || values.some((v, i) => v !== path[i]))
    return `it returned the options of ${JSON.stringify(values)}, not of the path`;
  if (tree.find(path.slice(0, 1)) < 0) return `${JSON.stringify(path[0])} is not a top-level option`;
  return read;
}

/** `loadPath` answered: the options along the path join the tree (settle() rebuilds it). */
export function resolvePath<O>(
  state: CascaderState<O>,
  requestId: number,
  options: unknown,
  effects: Effect<O>[],
): CascaderState<O> {
  const found = findRequest(state.pathLoads, requestId);
  // Aborted or superseded (a late answer is dropped), or answered already.
  if (!found || isPathHeld(state, found.key)) return state;
  const read = readAnswer(state.tree, found.entry.path, options);
  if (typeof read === 'string') return failPath(state, requestId, new Error(read), effects);
  cancelTimeout(effects, requestId);
  // While more answers are on their way, this one waits for them (heldPaths.ts); then they all
  // join the tree at once (an option an earlier answer gave with another label keeps that label,
  // with a warning).
  const hold = mayHoldPath(state);
  const next = { ...state, heldPaths: withHeldPath(state.heldPaths, found.key, read) };
  if (!hold) return joinHeldPaths(next, effects);
  scheduleJoin(effects);
  return next;
}

/**
 * `loadPath` rejected or timed out: the path shows its raw values with a retry (the ↻ beside them,
 * or opening the popup: the keyboard's way, see `open`), and the live region says so.
 */
export function failPath<O>(
  state: CascaderState<O>,
  requestId: number,
  error: unknown,
  effects: Effect<O>[],
  timedOut = false,
): CascaderState<O> {
  const found = findRequest(state.pathLoads, requestId);
  if (!found || isPathHeld(state, found.key)) return state;
  const { path } = found.entry;
  const pathLoads = withoutKey(state.pathLoads, found.key);
  const pathFailed = new Map(state.pathFailed).set(found.key, { path, error });
  requestFailed(effects, state.props, requestId, 'loadPath', JSON.stringify(path), { error, timedOut });
  // Said as it happens (the popup is often closed then), with the raw values the selector shows.
  const value = textsOf(state.tree, path).join(LABEL_SEPARATOR);
  const announcement = say(state.props.messages, 'pathFailed', value, error);
  return { ...state, pathLoads, pathFailed, announcement };
}

/** Retry of a failed path: forgetting the failure lets settle() ask again. */
export function retryPath<O>(state: CascaderState<O>, path: ValuePath): CascaderState<O> {
  const pathFailed = withoutKey(state.pathFailed, pathId(path));
  return pathFailed === state.pathFailed ? state : { ...state, pathFailed };
}
