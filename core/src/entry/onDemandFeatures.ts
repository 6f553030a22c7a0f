/**
 * The on-demand features, ready made: `loadPath`, remote search and lazy checking, each fetched
 * (as `onDemand` does) once an engine's props use it. Pass them to `createLeanCascader` as any
 * feature; the React package's `Cascader` does.
 *
 * In the published build each one's code is a file of its own (dist/chunks/loadPath.js) that
 * imports nothing: the helpers it shares with the engine are handed to it when it arrives
 * (`bindEngine`, core/build/bindsEngine.ts), so that an app's bundler keeps the main entry in one
 * file with the page. From the sources there is nothing to hand: the feature's modules import them.
 */
import type { CascaderFeature } from '../machine/types';
import { onDemand } from './onDemand';
import { __engine } from './sharedWithChunks';

/** Hands the engine's helpers to a feature's file (published build). */
function withEngine<M extends object>(module: M): M {
  const { bindEngine } = module as { bindEngine?: (engine: Readonly<Record<string, unknown>>) => void };
  bindEngine?.(__engine);
  return module;
}

/** `loadPath`, fetched on demand. */
export const loadPathOnDemand: CascaderFeature = /* @__PURE__ */ onDemand('loadPath', () =>
  import('../features/loadPath/feature').then((m) => withEngine(m).loadPathFeature),
);

/** Remote search (`showSearch.load`), fetched on demand. */
export const remoteSearchOnDemand: CascaderFeature = /* @__PURE__ */ onDemand('remoteSearch', () =>
  import('../features/remoteSearch/feature').then((m) => withEngine(m).remoteSearchFeature),
);

/** Lazy checking (`checkable` with SHOW_CHILD over `loadData`), fetched on demand. */
export const lazyCheckOnDemand: CascaderFeature = /* @__PURE__ */ onDemand('lazyCheck', () =>
  import('../features/lazyCheck/feature').then((m) => withEngine(m).lazyCheckFeature),
);
