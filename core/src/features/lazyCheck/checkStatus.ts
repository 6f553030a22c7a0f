import type { CascaderState } from '../../machine/types';
import { pathId } from '../../tree/tree';
import type { ValuePath } from '../../types/types';

/**
 * The row of `path` (made when asked: most states have no waiting check) as the views show it: how
 * far its waiting check has got (loads answered, loads still to answer) and whether it failed.
 * Undefined while no check waits or failed, so that the views show none.
 */
export function checkStatus<O>(state: CascaderState<O>, path: () => ValuePath) {
  if (state.checkLoads.size === 0 && state.checkFailed.size === 0) return undefined;
  const key = pathId(path());
  const entry = state.checkLoads.get(key);
  return {
    checkLoading: entry ? { loaded: entry.loaded, waiting: entry.inFlight.size + entry.queuedCount } : null,
    checkFailed: state.checkFailed.get(key),
  };
}
