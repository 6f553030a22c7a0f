/**
 * A lean engine made without a feature its props ask for does nothing with them (a typed text
 * finds nothing, no check changes): that is a mistake of the app's, so it is said, once per
 * prop, naming the prop and the feature to pass in.
 */
import type { CascaderFeature } from '../machine/types';
import { problem } from '../problems/problems';
import type { CascaderProps, Problem } from '../types/types';

/** The props that need a feature, the feature's name, and whether the props in force use it. */
const NEEDS: readonly {
  prop: string;
  feature: string;
  export: string;
  uses: (p: CascaderProps<never>) => boolean;
}[] = [
  { prop: 'showSearch', feature: 'search', export: 'searchFeature', uses: (p) => !!p.showSearch },
  {
    prop: 'showSearch.load',
    feature: 'remoteSearch',
    export: 'remoteSearchFeature',
    uses: (p) => typeof p.showSearch === 'object' && typeof p.showSearch.load === 'function',
  },
  {
    prop: 'loadData',
    feature: 'loadData',
    export: 'loadDataFeature',
    uses: (p) => typeof p.loadData === 'function',
  },
  { prop: 'checkable', feature: 'checkable', export: 'checkableFeature', uses: (p) => !!p.checkable },
  {
    prop: 'showCheckedStrategy',
    feature: 'lazyCheck',
    export: 'lazyCheckFeature',
    uses: (p) =>
      !!p.checkable &&
      !p.checkStrictly &&
      p.showCheckedStrategy === 'SHOW_CHILD' &&
      typeof p.loadData === 'function',
  },
  {
    prop: 'loadPath',
    feature: 'loadPath',
    export: 'loadPathFeature',
    uses: (p) => typeof p.loadPath === 'function',
  },
];

/** Whether the props use the feature `name` (one the table above names). */
export function usesFeature<O>(name: string, props: CascaderProps<O>): boolean {
  return NEEDS.some((need) => need.feature === name && need.uses(props as unknown as CascaderProps<never>));
}

/** The warnings for props whose feature is not among `features`, except those in `said` (then added to it). */
export function missingFeatureProblems<O>(
  props: CascaderProps<O>,
  features: readonly CascaderFeature[],
  said: Set<string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const need of NEEDS) {
    if (said.has(need.prop) || !need.uses(props as unknown as CascaderProps<never>)) continue;
    if (features.some((feature) => feature.name === need.feature)) continue;
    said.add(need.prop);
    problems.push(
      problem(
        'warning',
        'invalid-prop',
        need.prop,
        need.prop,
        () =>
          process.env.NODE_ENV !== 'production' &&
          `${need.prop} needs the ${need.feature} feature, which this engine was made without: pass ${need.export} in createLeanCascader's features (createCascader has them all).`,
      ),
    );
  }
  return problems;
}
