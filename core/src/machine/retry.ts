import { startCheckLoad } from '../features/lazyCheck/lazyCheck';
import { pathId } from '../tree/tree';
import { startLoad } from './loading';
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
  const { tree } = state;
  if (state.checkFailed.has(pathId(tree.path(id)))) return startCheckLoad(state, id, effects);
  return startLoad({ ...state, activePath: tree.path(id) }, id, effects);
}
