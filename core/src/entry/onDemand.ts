/**
 * Features fetched on demand: remote search, `loadPath` and lazy checking wait on the network
 * anyway, so their code can wait for the props that use them. `onDemand(name, load)` stands in for
 * the feature in an engine's list: the engine fetches it once its props use the feature (from its
 * first subscriber on: a mounted component prefetches it; a server renders without it) and adds it
 * when it arrives (`store.addFeatures`). Until then no warning says it is missing, what the user
 * does is kept (the typed text is searched remotely once it is here, the value's paths are asked
 * for), and an event it alone can decide (whether a check waits for the loads below it) waits for
 * it, with every event after it.
 */
import { FEATURE_COMING } from '../machine/feature';
import type { CascaderFeature, StoreHost, StorePart } from '../machine/types';
import { usesFeature } from './missingFeatures';

/** What a feature on its way must decide itself: asked, the event waits for it. */
const DECIDES: Readonly<Record<string, Partial<CascaderFeature>>> = {
  lazyCheck: {
    deferCheck(state) {
      if (usesFeature('lazyCheck', state.props)) throw FEATURE_COMING;
      return undefined;
    },
  },
};

/**
 * A feature whose code is fetched when the props use it:
 * `onDemand('loadPath', () => import('@cascadia/core/loadPath').then((m) => m.loadPathFeature))`.
 * `name` is the feature's (`remoteSearch`, `loadPath`, `lazyCheck`, …). Make it once (at module
 * level): what it fetched serves every engine made with it afterwards at once.
 */
export function onDemand(name: string, load: () => PromiseLike<CascaderFeature>): CascaderFeature {
  return { name, load, wanted: (props) => usesFeature(name, props), connect: fetchPart, ...DECIDES[name] };
}

/**
 * The fetch of a feature on its way, in one store: once the props in force use it, and not while
 * the store is made (a server renders without it) but from the first subscriber or event on. What
 * arrives is added (`FEATURES.ADD`); a fetch that fails is reported, and an inert feature of the
 * name takes its place, so that what waited for it is handled without it.
 */
function fetchPart<O>(host: StoreHost<O>, placeholder: CascaderFeature): StorePart<O> {
  let started = false;
  const arrived = (real: CascaderFeature) => host.send({ type: 'FEATURES.ADD', features: [real] });
  return {
    sync() {
      if (started || host.destroyed() || !placeholder.wanted?.(host.getState().props)) return;
      started = true;
      if (placeholder.loaded) return arrived(placeholder.loaded);
      let fetched: PromiseLike<CascaderFeature>;
      try {
        fetched = placeholder.load!();
      } catch (error) {
        fetched = Promise.reject(error);
      }
      Promise.resolve(fetched).then(
        (real) => {
          placeholder.loaded = real;
          arrived(real);
        },
        (error: unknown) => {
          host.report(`fetching the ${placeholder.name} feature`, error, 'feature');
          arrived({ name: placeholder.name });
        },
      );
    },
  };
}
