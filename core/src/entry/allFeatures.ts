import { checkableFeature } from '../features/checkable/feature';
import { confirmFeature } from '../features/confirm/feature';
import { hoverFeature } from '../features/hover/feature';
import { largeTreeFeature } from '../features/largeTree/feature';
import { lazyCheckFeature } from '../features/lazyCheck/feature';
import { loadDataFeature } from '../features/loadData/feature';
import { loadPathFeature } from '../features/loadPath/feature';
import { remoteSearchFeature } from '../features/remoteSearch/feature';
import { searchFeature } from '../features/search/feature';
import { stateReducerFeature } from '../features/stateReducer/feature';
import { trailFeature } from '../features/trail/feature';
import type { CascaderFeature } from '../machine/types';

/**
 * Every feature (large trees indexed lazily, `largeTreeFeature`, among them), in the order the machine runs them where two take part in the same step: the
 * lazy check's held answers join before `loadPath`'s, and a revived store restarts the waiting
 * checks before the remote search.
 */
export const allFeatures: readonly CascaderFeature[] = [
  largeTreeFeature,
  checkableFeature,
  lazyCheckFeature,
  loadPathFeature,
  searchFeature,
  remoteSearchFeature,
  loadDataFeature,
  confirmFeature,
  trailFeature,
  stateReducerFeature,
  hoverFeature,
];
