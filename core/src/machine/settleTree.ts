/**
 * The machine's first step of `settle` (derive.ts): the tree in step with the options, the field
 * names and the loaded children, and what follows from a new tree for the open path, the loads
 * and the value's problems.
 */
import { sameFieldNames } from '../tree/fieldNames';
import { Tree } from '../tree/tree';
import { firstAnswer } from './feature';
import type { CascaderState, Effect } from './types';
import { missingValueProblems } from './value';

/**
 * The tree from the options + field names + loaded children, rebuilt when one of them changed,
 * and the open path cut to what the new tree holds. Only a loading feature brings loaded children,
 * and rebuilds the tree with them (`buildLoaded`). (The loads a new tree ended or left are the
 * loading feature's: its `treeLoads` step follows this one.)
 */
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
    if (!state.loaded?.size) {
      // Nothing loaded: with `largeTreeFeature` a large tree is indexed when first needed (or in
      // the background), so that mounting a closed cascader over it costs almost nothing; its
      // problems wait (reportIndexed). Without it the options are indexed whole now, and their
      // problems (`indexProblems`) are reported in this very update, as a small tree's are.
      const large = state.features.find((feature) => feature.lazyTree);
      const tree =
        large?.lazyTree?.<O>(p.options, p.fieldNames) ?? Tree.build<O>(p.options, p.fieldNames).tree;
      const waitingProblems = optionsChanged || !!state.unreported?.problems;
      state = { ...state, tree, problems: [], loaded: tree.loaded };
      state = { ...state, unreported: { problems: waitingProblems, value: !!state.unreported?.value } };
    } else {
      // Loaded children joining the options: the loading features' (features/loaded).
      const loading = state;
      state =
        firstAnswer(loading, (feature) => feature.buildLoaded?.(loading, optionsChanged, effects)) ?? state;
    }
  }
  const tree = state.tree;
  if (prev && tree !== prev.tree) {
    const ids = tree.resolve(state.activePath);
    if (ids.length < state.activePath.length)
      state = { ...state, activePath: state.activePath.slice(0, ids.length) };
  }
  return state;
}

/** The value's paths the tree lacks, reported when the tree or the value changed (after `treeLoads`). */
export function settleValueProblems<O>(
  prev: CascaderState<O> | null,
  state: CascaderState<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  const tree = state.tree;
  if (!prev || tree !== prev.tree || prev.value !== state.value) {
    if (!tree.isIndexed())
      state = { ...state, unreported: { problems: false, ...state.unreported, value: true } };
    else
      for (const problem of missingValueProblems(tree, state.value))
        effects.push({ type: 'problem', problem });
  }
  return state;
}
