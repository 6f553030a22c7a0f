/**
 * The user's `stateReducer` sees a small documented view of the state (`CascaderSnapshot`), never
 * the machine's own fields (tree, loads, queues), so that those can change without breaking apps.
 * Its answer is laid back onto the engine's proposal field by field.
 */
import type { CascaderState } from '../../machine/types';
import type { CascaderSnapshot, EngineEvent, StateReducer } from '../../types/events';

/** The documented fields of a state (`CascaderSnapshot`). */
export function snapshotOf<O>(state: CascaderState<O>): CascaderSnapshot {
  return {
    status: state.status,
    value: state.value,
    activePath: state.activePath,
    searchValue: state.searchValue,
    searchActiveIndex: state.searchActiveIndex,
  };
}

/**
 * The state to go on with: the proposal, with what the reducer rewrote. Handing back the `state`
 * it was given refuses the event's changes (the state before stays whole, its internal fields
 * too); handing back `changes` accepts them; any other object rewrites the fields it differs in.
 */
export function applyStateReducer<O>(
  reducer: StateReducer<O>,
  state: CascaderState<O>,
  event: EngineEvent<O>,
  proposed: CascaderState<O>,
): CascaderState<O> {
  const before = snapshotOf(state);
  const changes = snapshotOf(proposed);
  const answer = reducer(before, { event, changes });
  if (answer === before) return state;
  if (answer === changes) return proposed;
  if (answer === null || typeof answer !== 'object') {
    // Thrown, so the store reports it as the stateReducer's fault and drops this event only.
    throw new TypeError(
      `stateReducer returned ${String(answer)}; it must return a state (\`changes\` to accept them).`,
    );
  }
  let next = proposed;
  for (const key of Object.keys(changes) as (keyof CascaderSnapshot)[]) {
    if (!Object.is(answer[key], changes[key]) && key in answer) {
      if (next === proposed) next = { ...proposed };
      (next as Record<keyof CascaderSnapshot, unknown>)[key] = answer[key];
    }
  }
  return next;
}
