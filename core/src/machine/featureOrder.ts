/**
 * The order the engine runs its features in, by name, whatever order they were passed or arrived
 * in: where two take part in the same step the order is the behaviour (the lazy check's held
 * answers join before `loadPath`'s; a revived store restarts the waiting checks before the remote
 * search). Names only, so that the machine imports no feature. A feature of another name runs
 * after these, in the order it came.
 */
import type { CascaderFeature, CascaderState, Effect } from './types';

const ORDER: readonly string[] = [
  'largeTree',
  'checkable',
  'lazyCheck',
  'loadPath',
  'search',
  'remoteSearch',
  'loadData',
  'confirm',
  'trail',
  'stateReducer',
  'hover',
];

/** A feature's place in that order; a feature of another name comes after these. */
const rank = (feature: CascaderFeature) => ORDER.indexOf(feature.name) + 1 || ORDER.length + 1;

/** The features in the engine's order (a stable sort: others keep the order they came in). */
export const inEngineOrder = (features: readonly CascaderFeature[]): readonly CascaderFeature[] =>
  [...features].sort((a, b) => rank(a) - rank(b));

/**
 * The engine's features with `added` joined: one of the same name that was only on its way
 * (`load`) is replaced; one already there stays (the first of a name wins).
 */
export function withFeatures(
  current: readonly CascaderFeature[],
  added: readonly CascaderFeature[],
): readonly CascaderFeature[] {
  let next = current;
  for (const feature of added) {
    const same = next.findIndex((had) => had.name === feature.name);
    if (same < 0) next = [...next, feature];
    else if (next[same].load && !feature.load) next = next.map((had, at) => (at === same ? feature : had));
  }
  return next === current ? current : inEngineOrder(next);
}

/**
 * `FEATURES.ADD`: the engine with `added` joined. A feature that arrives asks for what the user
 * already wants of it (its `resume`: the typed text's remote search); its phases then settle for
 * the first time (feature.ts), as at the engine's start (the value's paths are asked of `loadPath`).
 */
export function joinFeatures<O>(
  state: CascaderState<O>,
  added: readonly CascaderFeature[],
  effects: Effect<O>[],
): CascaderState<O> {
  const before = state.features;
  const features = withFeatures(before, added);
  if (features === before) return state;
  state = { ...state, features };
  for (const feature of features)
    if (!before.includes(feature)) state = feature.resume?.(state, effects) ?? state;
  return state;
}
