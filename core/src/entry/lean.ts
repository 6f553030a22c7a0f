/**
 * The lean entry: the engine with only the features an app passes in, so that a bundler leaves
 * the others out (as Floating UI's `computePosition` takes its middleware, and TanStack Table its
 * features). A single select over a synchronous tree needs none; `showSearch` needs
 * `searchFeature` (and `remoteSearchFeature` for `showSearch.load`), `checkable` needs
 * `checkableFeature` (and `lazyCheckFeature` for SHOW_CHILD over `loadData`), `loadPath` needs
 * `loadPathFeature`. Loading children with `loadData`, the keyboard, the views and the connect
 * layer are the machine's own and always there.
 */
import { createStore } from '../machine/store';
import type { CascaderFeature, CascaderStore } from '../machine/types';
import type { CascaderOption, CascaderProps } from '../types/types';

/**
 * The engine for one component with the given features only (`createCascader` has all of them):
 * `createLeanCascader({ options, showSearch: true }, [searchFeature])`.
 */
export function createLeanCascader<O = CascaderOption>(
  props: CascaderProps<O> = {},
  features: readonly CascaderFeature[] = [],
): CascaderStore<O> {
  return createStore(props, features);
}
