import { reportConflicts } from '../../machine/conflictProblem';
import { PATH_JOIN_TIMER } from '../../machine/constants';
import { withoutEntries } from '../../machine/requests';
import type { CascaderState, Effect } from '../../machine/types';
import type { PartialPath } from '../../tree/partialPath';
import { withPartialPaths } from '../../tree/partialPath';
import { holds, withHeld } from '../held/heldList';
import type { HeldPaths } from './slot';

export type { HeldPaths } from './slot';

/** The join of the held answers, as soon as the task that brought them is over. */
export function scheduleJoin<O>(effects: Effect<O>[]): void {
  effects.push({ type: 'schedule', key: PATH_JOIN_TIMER, delay: 0, event: { type: 'PATH.JOIN' } });
}

/** `held` with the answer for `key` appended. */
export const withHeldPath = <O>(held: HeldPaths<O> | null, key: string, path: PartialPath<O>): HeldPaths<O> =>
  withHeld(held, { key, path });

/** Whether the answer for `key` is held back (it has answered, and is not in the tree yet). */
export const isPathHeld = <O>(state: CascaderState<O>, key: string): boolean => holds(state.heldPaths, key);

/** The `loadPath` requests still waiting for their answer (not held). */
export const pathsInFlight = <O>(state: CascaderState<O>): number =>
  state.pathLoads.size - (state.heldPaths?.answers.count ?? 0);

/** Whether one more answer may wait: other requests are in flight, and few have waited so far. */
export function mayHoldPath<O>(state: CascaderState<O>): boolean {
  const count = state.heldPaths?.answers.count ?? 0;
  return pathsInFlight(state) > 1 && count + 1 < Math.max(64, state.tree.size >> 3);
}

/**
 * The held answers joined to the loaded children (settle() then rebuilds the tree with them), in
 * the order they arrived: an option two answers gave with different labels keeps the first label,
 * and the second is reported.
 */
export function joinHeldPaths<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  const held = state.heldPaths;
  if (!held) return state;
  const { items, count } = held.answers;
  const paths: PartialPath<O>[] = new Array(count);
  for (let i = 0; i < count; i++) paths[i] = items[i].path;
  effects.push({ type: 'cancel', key: PATH_JOIN_TIMER });
  const conflict = reportConflicts<O>('loadPath', state.tree.fieldNames.label, effects);
  const pathLoads = withoutEntries(state.pathLoads, (_, key) => isPathHeld(state, key));
  return {
    ...state,
    pathLoads,
    loaded: withPartialPaths(state.loaded, state.tree, paths, conflict),
    heldPaths: null,
  };
}
