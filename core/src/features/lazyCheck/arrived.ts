import { appended, EMPTY_LIST, type SharedList } from '../../machine/sharedList';
import type { CascaderState } from '../../machine/types';
import { isPrefix } from '../../machine/value';
import type { LoadedEntry, ValuePath } from '../../types/types';

/**
 * Answers that a waiting check asked for, held back from the tree for a while. Each answer that
 * joins the tree rebuilds its whole index (and copies the map of loaded children), so a check
 * that loads 50,000 branches one answer at a time cost 50,000 rebuilds of a growing tree:
 * quadratic. While the check still has branches queued, it does not need what came back (only
 * the next level needs it), so its answers wait here and join the tree together: when nothing else
 * is left for some check to ask, when they are an eighth of the tree, or before any other event
 * (a click, new props, a timeout) is handled, so that no one else ever sees a tree behind. Nothing
 * the user has open is held: an answer for a branch along the open path joins at once.
 *
 * The answers are a list shared by the states that follow each other (sharedList.ts), with an
 * index by key; a state sees the first `answers.count`.
 */
export interface Arrived<O> {
  readonly answers: SharedList<{ key: string; entry: LoadedEntry<O> }>;
  /** Index in `answers.items` by key: shared with the items, made anew when they are copied. */
  readonly at: Map<string, number>;
}

/** Whether the answer for `key` is held back (it is no longer loading, and not in the tree yet). */
export function hasArrived<O>(state: CascaderState<O>, key: string): boolean {
  const arrived = state.arrived;
  if (!arrived) return false;
  const index = arrived.at.get(key);
  return index !== undefined && index < arrived.answers.count;
}

/** `arrived` with the answer for `key` appended. */
export function withArrived<O>(
  arrived: Arrived<O> | null,
  key: string,
  path: ValuePath,
  children: readonly O[],
): Arrived<O> {
  const answers = appended(arrived?.answers ?? EMPTY_LIST, { key, entry: { path, children } });
  const at =
    arrived && answers.items === arrived.answers.items
      ? arrived.at
      : new Map(answers.items.map((answer, i) => [answer.key, i]));
  at.set(key, answers.count - 1);
  return { answers, at };
}

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
  for (const check of state.checkLoads.values()) if (check.queued === 0) return false;
  return true;
}

/** The held answers joined to the loaded children (settle() then rebuilds the tree with them). */
export function joinArrived<O>(state: CascaderState<O>): CascaderState<O> {
  const arrived = state.arrived;
  if (!arrived) return state;
  const loaded = new Map(state.loaded);
  const { items, count } = arrived.answers;
  for (let i = 0; i < count; i++) loaded.set(items[i].key, items[i].entry);
  return { ...state, loaded, arrived: null };
}
