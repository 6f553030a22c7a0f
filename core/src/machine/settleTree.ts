/**
 * The machine's first step of `settle` (derive.ts): the tree in step with the options, the field
 * names and the loaded children, and what follows from a new tree for the open path, the loads
 * and the value's problems.
 */
import { sameFieldNames } from '../tree/fieldNames';
import { Tree } from '../tree/tree';
import { MAX_LOAD_REASKS } from './constants';
import { startLoad } from './loading';
import { abortLoads, abortRequest, cancelTimeout, withoutEntries } from './requests';
import type { CascaderState, Effect } from './types';
import { missingValueProblems } from './value';

/** The tree from the options + field names + loaded children, rebuilt when one of them changed. */
export function settleTree<O>(
  prev: CascaderState<O> | null,
  next: CascaderState<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  let state = next;
  const p = state.props;
  const optionsChanged =
    !prev || p.options !== prev.props.options || !sameFieldNames(p.fieldNames, prev.props.fieldNames);
  if (optionsChanged || state.loaded !== state.tree.loaded) {
    if (state.loaded.size === 0) {
      // Nothing loaded: a large tree is indexed when first needed (or in the background),
      // so that mounting a closed cascader over it costs almost nothing; its problems wait (reportIndexed).
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
  return state;
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
