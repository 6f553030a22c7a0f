/**
 * Answers held back to join the tree in batches (the lazy check's: features/lazyCheck/arrived.ts;
 * `loadPath`'s: features/loadPath/heldPaths.ts) join before the next event is handled, and the
 * steps a feature asks for after an event (a waiting check now ready) run as steps of their own.
 * The features that hold answers pass these as their `beforeEvent` and `afterEvent`: the machine
 * calls them through those hooks, and an engine without such a feature carries none of this.
 */
import { settle } from '../../machine/derive';
import type { CascaderEvent, CascaderFeature, CascaderState, Effect, Transition } from '../../machine/types';

/**
 * Each state's held answers joined, with the effects the join queued. An adapter asks `handlesKey`
 * about a key and then sends it, both from the store's one state: the tree is rebuilt for the join
 * once, not twice per key press. States are never changed, so a join stays true for its state.
 */
const joinedStates = new WeakMap<object, Joined<unknown>>();
interface Joined<O> {
  state: CascaderState<O>;
  effects: Effect<O>[];
}

/**
 * The state with the answers every feature holds joined to the tree, except those of the kind the
 * event `answering` is (it may be held with them). One feature's call joins them all; the next
 * finds nothing left to join.
 */
export function joinHeld<O>(
  state: CascaderState<O>,
  effects: Effect<O>[],
  answering: string | null,
): CascaderState<O> {
  let holding = 0;
  const joining: CascaderFeature[] = [];
  for (const feature of state.features) {
    if (!feature.held?.has(state)) continue;
    holding++;
    if (feature.held.answer !== answering) joining.push(feature);
  }
  if (joining.length === 0) return state;
  // Only a join of everything held is kept for the state (the one `handlesKey` and the next event share).
  const whole = joining.length === holding;
  let joined = whole ? (joinedStates.get(state) as Joined<O> | undefined) : undefined;
  if (!joined) {
    const queued: Effect<O>[] = [];
    let next = state;
    for (const feature of joining) next = feature.held!.join(next, queued);
    joined = { state: settle(state, next, queued), effects: queued };
    if (whole) joinedStates.set(state, joined as Joined<unknown>);
  }
  effects.push(...joined.effects);
  return joined.state;
}

/**
 * A follow-up a feature asks for after an event (a SHOW_CHILD check whose descendants have now
 * all loaded) is applied as a step of its own (`step`), so the `stateReducer`, a controlled value
 * and `onChange` treat it like the user's click it stands for. At most as many steps as the
 * features allow (one per waiting check): a `stateReducer` that refuses one cannot loop forever.
 */
export function runFollowUps<O>(
  result: Transition<O>,
  step: (state: CascaderState<O>, event: CascaderEvent<O>) => Transition<O>,
): Transition<O> {
  let { state, effects } = result;
  for (const feature of state.features) {
    if (!feature.followUp) continue;
    for (let n = feature.followUps?.(state) ?? 1; n > 0; n--) {
      const event = feature.followUp(state);
      if (!event) break;
      const done = step(state, event);
      state = done.state;
      effects = effects.concat(done.effects);
    }
  }
  return { state, effects };
}
