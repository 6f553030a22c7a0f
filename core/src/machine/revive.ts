import { startCheckLoad } from '../features/lazyCheck/lazyCheck';
import { isPathHeld } from '../features/loadPath/heldPaths';
import { syncRemoteSearch } from '../features/remoteSearch/remoteSearch';
import { isOpen } from './derive';
import { startLoad } from './loading';
import { withoutEntries, withoutKey } from './requests';
import type { CascaderState, Effect } from './types';

/**
 * A destroyed store revived by `setProps` (React 19's `<Activity>` hides a cascader and shows it
 * again; StrictMode unmounts and mounts): `destroy()` aborted every request and cleared every
 * timer, so nothing in the state may still wait for one. At the destroy, `suspendRequests` forgets
 * what was in flight; at the revival (`STORE.REVIVE`, sent by the store after the new props),
 * `resumeRequests` starts again what the user still wants. Without this, "Searching…" stayed for
 * ever (its debounce timer or its request was gone), and a waiting SHOW_CHILD check stayed busy
 * at "1/2" until an unrelated load completed it with the unloaded branch taken for a leaf.
 */

/** The state without what was tied to the requests and timers `destroy()` ended. */
export function suspendRequests<O>(state: CascaderState<O>): CascaderState<O> {
  const remote = state.remoteSearch;
  const searching = remote?.status === 'waiting' || remote?.status === 'loading';
  if (state.loading.size === 0 && state.pathLoads.size === 0 && !searching) return state;
  return {
    ...state,
    loading: new Map(),
    // Asked again by settle() on revival: the value's paths still need them. Answers held for
    // the others (heldPaths.ts) have arrived: they stay, and join at the next event.
    pathLoads: withoutEntries(state.pathLoads, (_, key) => !isPathHeld(state, key)),
    // Restarted on revival for the text still typed (resumeRequests).
    remoteSearch: searching ? null : remote,
  };
}

/**
 * What a revived store asks for again: every waiting check starts over (its loads were aborted;
 * it takes stock of its subtree again and asks for what is still unloaded), the remote search for
 * the typed text restarts its debounce, and the open columns' branches still to load are asked
 * for. `loadPath` requests are asked again by settle() itself (new props).
 */
export function resumeRequests<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  for (const [key, { path }] of [...state.checkLoads]) {
    const id = state.tree.find(path);
    if (id >= 0) state = startCheckLoad(state, id, effects);
    else state = { ...state, checkLoads: withoutKey(state.checkLoads, key) };
  }
  state = syncRemoteSearch(state, effects);
  if (isOpen(state))
    for (const id of state.tree.resolve(state.activePath)) state = startLoad(state, id, effects);
  return state;
}
