import type { CascaderState } from '../../machine/types';
import { isPrefix } from '../../machine/value';
import { LoadedEdit } from '../../tree/loadedChildren';
import type { ValuePath } from '../../types/types';
import { holds, withHeld } from '../held/heldList';
import type { Arrived } from './slot';

export type { Arrived } from './slot';

/** Whether the answer for `key` is held back (it is no longer loading, and not in the tree yet). */
export const hasArrived = <O>(state: CascaderState<O>, key: string): boolean => holds(state.arrived, key);

/** `arrived` with the answer for `key` appended. */
export const withArrived = <O>(
  arrived: Arrived<O> | null,
  key: string,
  path: ValuePath,
  children: readonly O[],
): Arrived<O> => withHeld(arrived, { key, path, entry: { children } });

/**
 * Whether an answer for `path` may wait: a waiting check counts it, and the user does not see
 * what it brings (its branch is not along the open path).
 */
export function mayHold<O>(state: CascaderState<O>, key: string, path: ValuePath): boolean {
  if (state.status === 'open' && isPrefix(path, state.activePath)) return false;
  for (const check of state.checkLoads.values()) if (check.inFlight.has(key)) return true;
  return false;
}

/**
 * Whether the held answers may keep waiting: every waiting check still has branches queued (so
 * none needs them to go on), and they are fewer than an eighth of the tree (so that joining them
 * costs a rebuild per that many answers: linear in all).
 */
export function keepHolding<O>(state: CascaderState<O>): boolean {
  const arrived = state.arrived;
  if (!arrived) return false;
  if (state.checkLoads.size === 0 || arrived.answers.count >= Math.max(64, state.tree.size >> 3))
    return false;
  for (const check of state.checkLoads.values()) if (check.queuedCount === 0) return false;
  return true;
}

/** The held answers joined to the loaded children (settle() then rebuilds the tree with them). */
export function joinArrived<O>(state: CascaderState<O>): CascaderState<O> {
  const arrived = state.arrived;
  if (!arrived) return state;
  const edit = new LoadedEdit(state.loaded);
  const { items, count } = arrived.answers;
  for (let i = 0; i < count; i++) edit.set(items[i].path, items[i].entry);
  return { ...state, loaded: edit.done(), arrived: null };
}
