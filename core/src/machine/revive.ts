import { throughFeatures } from './feature';
import { startLoad } from './load';
import { isOpen } from './settlePopup';
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
  // Each feature forgets its own requests (`loadPath`'s, the remote search's); the loads go here.
  state = throughFeatures(state, (feature, s) => feature.suspend?.(s));
  return state.loading.size === 0 ? state : { ...state, loading: new Map() };
}

/**
 * What a revived store asks for again: each feature's requests (every waiting check starts over,
 * taking stock of its subtree again; the remote search for the typed text restarts its
 * debounce), and the open columns' branches still to load. `loadPath` requests are asked again by
 * settle() itself (new props).
 */
export function resumeRequests<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  state = throughFeatures(state, (feature, s) => feature.resume?.(s, effects));
  if (isOpen(state))
    for (const id of state.tree.resolve(state.activePath)) state = startLoad(state, id, effects);
  return state;
}
