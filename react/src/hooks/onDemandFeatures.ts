import {
  type CascaderFeature,
  checkableFeature,
  largeTreeFeature,
  loadDataFeature,
  onDemand,
  searchFeature,
} from '@cascadia/core';

/**
 * The engine's features for the ready `Cascader` and `Cascader.Panel`: large trees indexed lazily,
 * search, checking and `loadData` are there at once; remote search (`showSearch.load`), `loadPath` and lazy checking (`checkable` with
 * SHOW_CHILD over `loadData`) wait on the network anyway, so their code is a chunk of its own,
 * fetched when a mounted component's props use it (the core's `onDemand`: nothing is lost while it
 * is on its way). Made once: what was fetched serves every component mounted after it at once.
 * The calls are marked pure, so that an app that imports none of these components leaves them out.
 */
export const onDemandFeatures: readonly CascaderFeature[] = [
  largeTreeFeature,
  checkableFeature,
  searchFeature,
  loadDataFeature,
  /* @__PURE__ */ onDemand('lazyCheck', () =>
    import('@cascadia/core/lazyCheck').then((m) => m.lazyCheckFeature),
  ),
  /* @__PURE__ */ onDemand('loadPath', () =>
    import('@cascadia/core/loadPath').then((m) => m.loadPathFeature),
  ),
  /* @__PURE__ */ onDemand('remoteSearch', () =>
    import('@cascadia/core/remoteSearch').then((m) => m.remoteSearchFeature),
  ),
];
