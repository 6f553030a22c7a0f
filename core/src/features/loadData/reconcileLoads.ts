import { MAX_LOAD_REASKS } from '../../machine/constants';
import { abortLoads, abortRequest, cancelTimeout, withoutEntries } from '../../machine/requests';
import type { CascaderState, Effect } from '../../machine/types';
import { say } from '../announce/messages';
import { loadBranch } from './loading';

/**
 * Drops loads that finished through new options (rc style: the branch got children, even none,
 * or became a leaf) or whose branch left the tree. A load whose answer went to an option the
 * options no longer hold (the app replaced the subtree while an rc-style request waited, then
 * answered by mutating the option it was given) is asked again for the option now in the tree,
 * instead of waiting for the timeout (at most `MAX_LOAD_REASKS` times in a row).
 */
export function reconcileLoads<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
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
      announcement = say(state.props.messages, 'loaded', tree.textOf(id), tree.childCount(id));
    }
  }
  const failed = withoutEntries(state.failed, (entry) => {
    const id = tree.find(entry.path);
    return id < 0 || !tree.isUnloaded(id);
  });
  if (loading === state.loading && failed === state.failed) return state;
  state = { ...state, loading, failed, announcement };
  for (const { id, forCheck, reasked } of again) state = loadBranch(state, id, effects, forCheck, reasked);
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
