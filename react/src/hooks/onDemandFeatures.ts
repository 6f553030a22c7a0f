import {
  type CascaderFeature,
  checkableFeature,
  confirmFeature,
  hoverFeature,
  largeTreeFeature,
  lazyCheckOnDemand,
  loadDataFeature,
  loadPathOnDemand,
  remoteSearchOnDemand,
  searchFeature,
  stateReducerFeature,
  trailFeature,
} from '@cascadia/core';

/**
 * The engine's features for the ready `Cascader` and `Cascader.Panel`: large trees indexed lazily,
 * search, checking, `loadData` and `confirm` are there at once; remote search (`showSearch.load`), `loadPath`
 * and lazy checking (`checkable` with SHOW_CHILD over `loadData`) wait on the network anyway, so
 * their code is a chunk of its own, fetched when a mounted component's props use it (the core's
 * ready-made on-demand features: nothing is lost while it is on its way). Made once, in the core:
 * what was fetched serves every component mounted after it at once.
 */
export const onDemandFeatures: readonly CascaderFeature[] = [
  largeTreeFeature,
  checkableFeature,
  searchFeature,
  loadDataFeature,
  confirmFeature,
  trailFeature,
  stateReducerFeature,
  hoverFeature,
  lazyCheckOnDemand,
  loadPathOnDemand,
  remoteSearchOnDemand,
];
