import { firstAnswer } from './feature';
import type { CascaderState, Effect } from './types';

/**
 * Retries what failed on the row `id`, the same for the row's ↻ (`ITEM.RETRY`) and for Enter on
 * it: the feature that failed it retries (a failed load: `loadDataFeature`, its branch asked
 * again; a failed check of a lazy branch: `lazyCheckFeature`, its loads and then the check, so the
 * keyboard completes the check as the mouse does). Undefined when no feature failed the row: Enter
 * then acts on it as on any row. An engine with no loading feature has no failed rows.
 */
export function retryRow<O>(
  state: CascaderState<O>,
  id: number,
  effects: Effect<O>[],
): CascaderState<O> | undefined {
  const path = state.tree.path(id);
  return firstAnswer(state, (feature) => feature.retry?.(state, id, path, effects));
}
