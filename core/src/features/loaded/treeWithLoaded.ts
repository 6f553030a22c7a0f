/**
 * The tree rebuilt with the children the loading features brought (`state.loaded`: a loader's
 * answers, `loadPath`'s, a remote search's, the lazy check's), for `settle`'s first step
 * (machine/settleTree.ts). Each of those features calls it (its `buildLoaded`); an engine that loads
 * nothing never has loaded children, and a lean single select does not carry it.
 */
import type { CascaderState, Effect } from '../../machine/types';
import { Tree } from '../../tree/tree';

/**
 * The tree from the options, the field names and the loaded children (`optionsChanged`: the
 * options or field names are new, so their problems are reported).
 */
export function treeWithLoaded<O>(
  state: CascaderState<O>,
  optionsChanged: boolean,
  effects: Effect<O>[],
): CascaderState<O> {
  const p = state.props;
  // Loaded children joining the same options: about the size of the tree before, plus them.
  const previous = state.tree;
  const expectedNodes = !optionsChanged && previous.isIndexed() ? previous.size + 64 : undefined;
  const { tree, problems } = Tree.build<O>(p.options, p.fieldNames, {
    loaded: state.loaded,
    expectedNodes,
    large: state.features.find((feature) => feature.largeBuild)?.largeBuild,
  });
  if (optionsChanged) for (const problem of problems) effects.push({ type: 'problem', problem });
  // The build keeps only the loaded children whose node is still there (`tree.loaded`).
  return { ...state, tree, problems, loaded: tree.loaded };
}
