/**
 * A preview of a lazy tree's top level (which only `largeTreeFeature` makes, for an early open:
 * features/largeTree/preview.ts) stands in the state for the tree while the popup shows it. The
 * machine asks the features which tree is behind it (`behindPreview`), so that an engine without
 * that feature carries none of the previews' bookkeeping.
 */
import { firstAnswer } from './feature';
import type { CascaderState } from './types';

/** The lazy tree behind the state's tree when that is a preview; undefined otherwise. */
export const treeBehindPreview = <O>(state: CascaderState<O>) =>
  firstAnswer(state, (feature) => feature.behindPreview?.(state.tree));

/** The state with the lazy tree back in place of a preview of its first column. */
export function withoutPreview<O>(state: CascaderState<O>): CascaderState<O> {
  const tree = treeBehindPreview(state);
  return tree ? { ...state, tree } : state;
}
