/**
 * A lean engine made without a feature its props ask for does nothing with them (a typed text
 * finds nothing, no check changes): that is a mistake of the app's, so it is said, once per
 * prop, naming the prop and the feature to pass in.
 */
import { problem, reportProblem } from '../problems/problems';
import type { CascaderProps } from '../types/types';

/**
 * The features props need: the feature's name (its export is the name with `Feature` after it),
 * whether the props in force use it, and the prop to name when that is not the feature's name.
 * A compact table: in production the warnings' texts go, and this is what is left of them.
 */
const NEEDS: readonly [feature: string, uses: (p: CascaderProps<never>) => boolean, prop?: string][] = [
  ['search', (p) => !!p.showSearch, 'showSearch'],
  [
    'remoteSearch',
    (p) => typeof p.showSearch === 'object' && typeof p.showSearch.load === 'function',
    'showSearch.load',
  ],
  ['loadData', (p) => typeof p.loadData === 'function'],
  ['checkable', (p) => !!p.checkable],
  [
    'lazyCheck',
    (p) =>
      !!p.checkable &&
      !p.checkStrictly &&
      p.showCheckedStrategy === 'SHOW_CHILD' &&
      typeof p.loadData === 'function',
    'showCheckedStrategy',
  ],
  ['loadPath', (p) => typeof p.loadPath === 'function'],
  ['confirm', (p) => !!p.confirm],
  ['stateReducer', (p) => !!p.stateReducer],
  ['hover', (p) => p.expandTrigger === 'hover', 'expandTrigger'],
];

/** Whether the props use the feature `name` (one the table above names). */
export function usesFeature<O>(name: string, props: CascaderProps<O>): boolean {
  return NEEDS.some(([feature, uses]) => feature === name && uses(props as unknown as CascaderProps<never>));
}

/**
 * Warns (`onProblem`, else the console) about each prop in `props` whose feature is not in `said`,
 * and adds that feature to it: made with the names of the features an engine has, `said` keeps
 * each warning to once per engine.
 */
export function sayMissingFeatures<O>(props: CascaderProps<O>, said: Set<string>): void {
  for (const [feature, uses, prop = feature] of NEEDS) {
    if (said.has(feature) || !uses(props as unknown as CascaderProps<never>)) continue;
    said.add(feature);
    (props.onProblem ?? reportProblem)(
      problem(
        'warning',
        'invalid-prop',
        prop,
        prop,
        () =>
          process.env.NODE_ENV !== 'production' &&
          `${prop} needs the ${feature} feature, which this engine was made without: pass ${feature}Feature in createLeanCascader's features (createCascader has them all).`,
      ),
    );
  }
}
