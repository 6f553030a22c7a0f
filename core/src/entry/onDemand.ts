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
import { FeatureComing } from '../machine/feature';
import type { CascaderFeature } from '../machine/types';
import { usesFeature } from './missingFeatures';

/** What a feature on its way must decide itself: asked, the event waits for it. */
const DECIDES: Readonly<Record<string, Partial<CascaderFeature>>> = {
  lazyCheck: {
    deferCheck(state) {
      if (usesFeature('lazyCheck', state.props)) throw new FeatureComing('lazyCheck');
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
  return { name, load, wanted: (props) => usesFeature(name, props), ...DECIDES[name] };
}
