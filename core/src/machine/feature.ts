/**
 * The seam between the machine and the optional features (search, remote search, checking, lazy
 * checking, `loadPath`): a feature is a plain object of the handlers and phase steps it owns, and
 * the engine is made with a list of them (`createCascader` passes every one; a lean entry passes
 * what the app uses). The machine imports no feature: it calls them through this list, so a
 * bundler leaves out the code of a feature no one passed in (Floating UI's middleware, TanStack
 * Table's features). The list travels in the state (`state.features`), so the pure functions
 * (`transition`, `handlesKey`) need nothing more than the state they are given.
 *
 * Every hook is optional; a feature implements the few it needs. Functions are generic in the
 * option type, as the machine's own are.
 */
import type { CascaderFeature, CascaderState, Effect, FeaturePhase } from './types';

/** The first feature's answer to a hook that may decline (undefined), or undefined. */
export function firstAnswer<O, R>(
  state: CascaderState<O>,
  ask: (feature: CascaderFeature) => R | undefined,
): R | undefined {
  for (const feature of state.features) {
    const answer = ask(feature);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/** The state passed through each feature's hook in turn (the hooks that change a state). */
export function throughFeatures<O>(
  state: CascaderState<O>,
  step: (feature: CascaderFeature, state: CascaderState<O>) => CascaderState<O> | undefined,
): CascaderState<O> {
  for (const feature of state.features) state = step(feature, state) ?? state;
  return state;
}

/**
 * Does ahead, for the features in the state, the work the first input would otherwise pay for
 * (search: its label index, a few hundred ms at a million options, when `showSearch` is on). An
 * adapter calls it in idle time once the user engages; idempotent, and nothing to do for an
 * engine without such a feature.
 */
export function prepareForInput<O>(state: CascaderState<O>): void {
  for (const feature of state.features) feature.prepare?.(state);
}

/** Whether any feature says yes. */
export const anyFeature = <O>(
  state: CascaderState<O>,
  ask: (feature: CascaderFeature) => boolean | undefined,
) => state.features.some((feature) => !!ask(feature));

/**
 * Runs the features' steps of one phase of `settle`, in the engine's order. A feature that joined
 * since `prev` (`FEATURES.ADD`) settles for the first time: it is given no `prev`, as at the
 * engine's start, so it brings its slot in step with everything there is.
 */
export function runPhase<O>(
  phase: FeaturePhase,
  prev: CascaderState<O> | null,
  state: CascaderState<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  const joined = prev !== null && prev.features !== state.features;
  for (const feature of state.features) {
    const step = feature.phases?.[phase];
    if (step) state = step(joined && !prev.features.includes(feature) ? null : prev, state, effects);
  }
  return state;
}

/**
 * Thrown by a feature on its way (`onDemand`) asked to decide for an event (whether a check waits
 * for loads): the store keeps the event, and those after it, until the feature arrives. Never
 * seen outside the engine (the store and `handlesKey` catch it), so a mark, not an error with a
 * message.
 */
export const FEATURE_COMING: unique symbol = Symbol();
