import type { CascaderEvent, CascaderFeature, Effect, StoreHost, StorePart } from './types';

/**
 * The part of a store that makes a loading feature's requests (`load`, `loadPath`, `searchLoad`):
 * the feature's `request` calls the app's loader with the request's abort signal, and its answer
 * comes back as one event, unless the request was aborted meanwhile (the late answer is then
 * dropped). A feature that requests passes this as its `connect`; an engine without one carries
 * none of it.
 */
export function requestPart<O>(host: StoreHost<O>, feature: CascaderFeature): StorePart<O> {
  const controllers = new Map<number, AbortController>();
  return {
    run(effect: Effect<O>) {
      if (!('requestId' in effect)) return false;
      const { requestId } = effect;
      if (effect.type === 'abort') {
        const controller = controllers.get(requestId);
        if (!controller) return false;
        controllers.delete(requestId);
        host.guard('loadData', () => controller.abort());
        return true;
      }
      const controller = new AbortController();
      controllers.set(requestId, controller);
      let settled = false;
      const settle = (event: CascaderEvent<O>) => {
        if (settled) return;
        settled = true;
        controllers.delete(requestId);
        if (!controller.signal.aborted) host.send(event);
      };
      const state = host.getState();
      const made = !!feature.request?.(effect, state.props, controller.signal, settle);
      if (!made) controllers.delete(requestId);
      return made;
    },
    destroy() {
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
    },
  };
}
