import { anyFeature } from '../../machine/feature';
import type { CascaderState } from '../../machine/types';
import { pathId } from '../../tree/tree';
import type { ValuePath } from '../../types/types';

/**
 * The row of `path` as the views show it (`getItem`): whether its children are loading, and the
 * error of its last load. Loads are keyed by path id; most states have none, so the key is built
 * only when one could be the row's (undefined otherwise: the views then show neither).
 */
export function loadStatus<O>(state: CascaderState<O>, path: () => ValuePath) {
  if (state.loading.size === 0 && state.failed.size === 0 && !state.arrived) return undefined;
  const key = pathId(path());
  return {
    // An answer held back for a waiting check (the lazy check's) is not in the tree yet: the row
    // shows as loading until it joins, as it would have without the batching, not as a branch that
    // was never asked for.
    loading: state.loading.has(key) || anyFeature(state, (feature) => feature.answered?.(state, key)),
    failed: state.failed.get(key),
  };
}
