import { pathId } from '../tree/tree';
import { firstAnswer } from './feature';
import { startLoad } from './load';
import type { CascaderState, Effect } from './types';

/** Whether the row `id` shows a failure with a retry: its load failed, or its lazy check did. */
export function isFailedRow<O>(state: CascaderState<O>, id: number): boolean {
  if (state.failed.size === 0 && state.checkFailed.size === 0) return false;
  const key = pathId(state.tree.path(id));
  return state.checkFailed.has(key) || (state.failed.has(key) && state.tree.isUnloaded(id));
}

/**
 * Retries what failed on the row `id`, the same for the row's ↻ (`ITEM.RETRY`) and for Enter on
 * it: a failed check of a lazy branch is retried as a whole (its loads and then the check), so the
 * keyboard completes the check as the mouse does; anything else retries the branch's load.
 */
export function retryRow<O>(state: CascaderState<O>, id: number, effects: Effect<O>[]): CascaderState<O> {
  const path = state.tree.path(id);
  // A row a feature failed is its to retry (the lazy check's: features/lazyCheck/feature.ts).
  const retried = firstAnswer(state, (feature) => feature.retry?.(state, id, path, effects));
  return retried ?? startLoad({ ...state, activePath: path }, id, effects);
}
