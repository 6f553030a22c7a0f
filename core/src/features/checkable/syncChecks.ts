import type { CascaderState } from '../../machine/types';
import { valuePaths } from '../../machine/value';
import { checksFromValue } from './check';

/**
 * The check state stands for the value, from the whole index: a tree still being indexed gets it
 * once indexed, so that a closed checkable cascader mounts without indexing (its tags show the
 * value from the options). A check made before builds it then (`currentChecks` in toggle.ts).
 */
export function syncChecks<O>(prev: CascaderState<O> | null, state: CascaderState<O>): CascaderState<O> {
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
