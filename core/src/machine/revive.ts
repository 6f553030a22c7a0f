import { throughFeatures } from './feature';
import type { CascaderState, Effect } from './types';

/**
 * A destroyed store revived by `setProps` (React 19's `<Activity>` hides a cascader and shows it
 * again; StrictMode unmounts and mounts): `destroy()` aborted every request and cleared every
 * timer, so nothing in the state may still wait for one. At the destroy, `suspendRequests` has
 * each feature forget what it had in flight (its `suspend`: the loads, `loadPath`'s requests, the
 * remote search's); at the revival (`STORE.REVIVE`, sent by the store after the new props),
 * `resumeRequests` has each start again what the user still wants (its `resume`: every waiting
 * check starts over, the typed text's remote search restarts its debounce, the open columns'
 * branches load). Without this, "Searching…" stayed for ever (its debounce timer or its request
 * was gone), and a waiting SHOW_CHILD check stayed busy at "1/2" until an unrelated load
 * completed it with the unloaded branch taken for a leaf. An engine that requests nothing has
 * nothing to do here.
 */

/** The state without what was tied to the requests and timers `destroy()` ended. */
export const suspendRequests = <O>(state: CascaderState<O>): CascaderState<O> =>
  throughFeatures(state, (feature, s) => feature.suspend?.(s));

/** What a revived store asks for again (`loadPath` requests are asked again by settle() itself). */
export const resumeRequests = <O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> =>
  throughFeatures(state, (feature, s) => feature.resume?.(s, effects));
