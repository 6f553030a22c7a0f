/**
 * The lean entry: the engine with only the features an app passes in, so that a bundler leaves
 * the others out (as Floating UI's `computePosition` takes its middleware, and TanStack Table its
 * features). A single select over a synchronous tree needs none; `showSearch` needs
 * `searchFeature` (and `remoteSearchFeature` for `showSearch.load`), `checkable` needs
 * `checkableFeature` (and `lazyCheckFeature` for SHOW_CHILD over `loadData`), `loadData` needs
 * `loadDataFeature`, `loadPath` needs `loadPathFeature`, `stateReducer` needs `stateReducerFeature`, `expandTrigger: 'hover'` needs `hoverFeature`. The keyboard, the views and the connect
 * layer are the machine's own and always there. A feature may also be fetched when the props use
 * it (`onDemand`, onDemand.ts) or added later (`store.addFeatures`).
 */
import { createStore } from '../machine/store';
import type { CascaderFeature, CascaderStore } from '../machine/types';
import type { CascaderOption, CascaderProps } from '../types/types';
import { sayMissingFeatures } from './missingFeatures';

/**
 * The engine for one component with the given features only (`createCascader` has all of them):
 * `createLeanCascader({ options, showSearch: true }, [searchFeature])`. A prop whose feature is
 * missing is reported (`onProblem`, else the console), once.
 */
export function createLeanCascader<O = CascaderOption>(
  props: CascaderProps<O> = {},
  features: readonly CascaderFeature[] = [],
): CascaderStore<O> {
  const store = createStore(props, features);
  // The features it has are said: a warning names only what is missing, once.
  const said = new Set(features.map((feature) => feature.name));
  sayMissingFeatures(props, said);
  return {
    ...store,
    setProps(next) {
      store.setProps(next);
      sayMissingFeatures(store.getState().props, said);
    },
  };
}
