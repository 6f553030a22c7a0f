/**
 * The lean entry: the engine with only the features an app passes in, so that a bundler leaves
 * the others out (as Floating UI's `computePosition` takes its middleware, and TanStack Table its
 * features). A single select over a synchronous tree needs none; `showSearch` needs
 * `searchFeature` (and `remoteSearchFeature` for `showSearch.load`), `checkable` needs
 * `checkableFeature` (and `lazyCheckFeature` for SHOW_CHILD over `loadData`), `loadData` needs
 * `loadDataFeature`, `loadPath` needs `loadPathFeature`. The keyboard, the views and the connect
 * layer are the machine's own and always there. A feature may also be fetched when the props use
 * it (`onDemand`, onDemand.ts) or added later (`store.addFeatures`).
 */
import { createStore } from '../machine/store';
import type { CascaderFeature, CascaderStore } from '../machine/types';
import { reportProblem } from '../problems/problems';
import type { CascaderOption, CascaderProps } from '../types/types';
import { missingFeatureProblems } from './missingFeatures';

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
  const said = new Set<string>();
  const check = () => {
    const current = store.getState().props;
    for (const found of missingFeatureProblems(current, features, said))
      (current.onProblem ?? reportProblem)(found);
  };
  check();
  return {
    ...store,
    setProps(next) {
      store.setProps(next);
      check();
    },
  };
}
