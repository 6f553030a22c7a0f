import { anyFeature, firstAnswer } from '../../machine/feature';
import { cancelTimeout, findRequest, requestFailed, sendRequest, withoutKey } from '../../machine/requests';
import type { CascaderState, Effect } from '../../machine/types';
import { problem } from '../../problems/problems';
import type { ResolvedFieldNames } from '../../tree/fieldNames';
import { LoadedChildren, withEntry } from '../../tree/loadedChildren';
import { namesLostOption } from '../../tree/lostOption';
import { pathOptions } from '../../tree/queries';
import { pathId, Tree } from '../../tree/tree';
import type { Problem, ValuePath } from '../../types/types';
import { say } from '../announce/messages';

/**
 * Starts loading the unloaded branch `id` if a loader exists and no request for it is in flight
 * (one request per node at a time: a check that needs a branch the user is loading waits for that
 * request). A failed branch is retried. It never waits for a slot of `checkLoadLimit`: every load
 * in flight holds one, but only a waiting check's next load waits for a free one (lazyCheck.ts).
 * `forCheck`: a waiting check asks for it. `reasked`: how many times it was asked again for a
 * replaced option (reconcileLoads.ts). The machine reaches it through the feature
 * (machine/load.ts), so an engine made without `loadDataFeature` loads nothing.
 */
export function loadBranch<O>(
  state: CascaderState<O>,
  id: number,
  effects: Effect<O>[],
  forCheck = false,
  reasked = 0,
): CascaderState<O> {
  const { tree, props } = state;
  if (!props.loadData || !tree.isUnloaded(id)) return state;
  const path = tree.path(id);
  if (namesLostOption(path)) return state;
  const key = pathId(path);
  // Loading, or answered and about to join the tree (a feature holds the answer: arrived.ts).
  if (state.loading.has(key) || anyFeature(state, (feature) => feature.answered?.(state, key))) return state;
  const requestId = state.nextRequestId;
  // The option an rc-style loader will mutate; a partial node's is already filled in part.
  const option = tree.isPartial(id) ? undefined : tree.optionOf(id);
  const loading = new Map(state.loading).set(key, {
    path,
    requestId,
    option,
    forCheck,
    ...(reasked > 0 && { reasked }),
  });
  const request: Effect<O> = { type: 'load', requestId, path, selectedOptions: pathOptions(tree, id) };
  sendRequest(effects, props, requestId, request, { type: 'LOAD.TIMEOUT', requestId });
  return {
    ...state,
    loading,
    failed: withoutKey(state.failed, key),
    nextRequestId: requestId + 1,
    announcement: say(props.messages, 'loading', tree.textOf(id)),
  };
}

/**
 * A loader settled. Children it returned are inserted (settle() rebuilds the tree from the new
 * `loaded` map). If it returned nothing, the caller mutated the option in rc style: the fresh map
 * still forces a rebuild from the same options, which picks the mutation up, and settle() ends the
 * load once the branch has children (else it waits for new options or the timeout). Results of
 * aborted or superseded requests no longer have an entry and are dropped.
 */
export function resolveLoad<O>(
  state: CascaderState<O>,
  requestId: number,
  children: readonly O[] | undefined,
  effects: Effect<O>[],
): CascaderState<O> {
  const found = findRequest(state.loading, requestId);
  if (!found) return state;
  const { tree } = state;
  const id = tree.find(found.entry.path);
  if (id < 0) return state;
  // A new map of the same entries (or an empty one) asks for a rebuild.
  if (!Array.isArray(children))
    return { ...state, loaded: state.loaded?.renewed() ?? LoadedChildren.empty() };
  for (const problem of loadedProblems(children, state.props.fieldNames, found.entry.path))
    effects.push({ type: 'problem', problem });
  const loading = withoutKey(state.loading, found.key);
  cancelTimeout(effects, requestId);
  const answered = {
    ...state,
    loading,
    announcement: say(state.props.messages, 'loaded', tree.textOf(id), children.length),
  };
  // A waiting check's answer that no one sees may join the tree later, with others (arrived.ts).
  const { key, entry } = found;
  const held = firstAnswer(state, (feature) => feature.holdAnswer?.(answered, key, entry.path, children));
  return held ?? { ...answered, loaded: withEntry(state.loaded, entry.path, { children }) };
}

/** A loader rejected or timed out: the branch shows an error with retry, never a spinner forever. */
export function failLoad<O>(
  state: CascaderState<O>,
  requestId: number,
  error: unknown,
  effects: Effect<O>[],
  timedOut = false,
): CascaderState<O> {
  const found = findRequest(state.loading, requestId);
  if (!found) return state;
  const loading = withoutKey(state.loading, found.key);
  const failed = new Map(state.failed).set(found.key, { path: found.entry.path, error });
  const id = state.tree.find(found.entry.path);
  const label = id >= 0 ? state.tree.textOf(id) : found.entry.path.join(' / ');
  requestFailed(effects, state.props, requestId, 'loadData', JSON.stringify(found.entry.path), {
    error,
    timedOut,
  });
  return { ...state, loading, failed, announcement: say(state.props.messages, 'loadFailed', label, error) };
}

/**
 * Problems in children a loader returned (repeated or missing values, non-objects): the build
 * skips those children, so say which and where, once, when they arrive. `at` names the loaded
 * branch and the index among its children: `loadData(["zj"])[2]`.
 */
function loadedProblems<O>(
  children: readonly O[],
  fieldNames: ResolvedFieldNames,
  path: ValuePath,
): Problem[] {
  const { problems } = Tree.build(children, fieldNames);
  const branch = `loadData(${JSON.stringify(path)})`;
  return problems
    .filter((problem) => problem.code !== 'field-name-unused')
    .map((found) => {
      const at = found.at.startsWith('options') ? `${branch}${found.at.slice('options'.length)}` : branch;
      return problem(
        found.severity,
        found.code,
        'loadData',
        at,
        () =>
          process.env.NODE_ENV !== 'production' &&
          `loadData returned children with a problem: ${found.message.replace(/^options: /, '').replaceAll(found.at, at)}`,
      );
    });
}
