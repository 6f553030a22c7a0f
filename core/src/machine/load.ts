import type { CascaderState, Effect } from './types';

/**
 * @internal Starts loading the unloaded branch `id` through the feature that loads (`loadDataFeature`:
 * features/loadData/loading.ts): opening a branch, Right or Enter on it, a retry, a waiting check.
 * An engine made without that feature loads nothing, and a single select over a synchronous tree
 * does not carry the code. `forCheck`: a waiting check asks for it; `reasked`: how many times it
 * was asked again for a replaced option.
 */
export function startLoad<O>(
  state: CascaderState<O>,
  id: number,
  effects: Effect<O>[],
  forCheck = false,
  reasked = 0,
): CascaderState<O> {
  for (const feature of state.features)
    if (feature.loadBranch) return feature.loadBranch(state, id, effects, forCheck, reasked);
  return state;
}
