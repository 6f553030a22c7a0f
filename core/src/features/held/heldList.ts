/**
 * Answers held back to join the tree in batches, by key: the lazy check's (`state.arrived`,
 * features/lazyCheck/arrived.ts) and `loadPath`'s (`state.heldPaths`, features/loadPath/heldPaths.ts).
 * Both keep the answers in a list the states that follow each other share (sharedList.ts) and an
 * index by key; a state sees the first `answers.count`. One pair of helpers for both kinds.
 */
import { appended, EMPTY_LIST, type SharedList } from '../../machine/sharedList';

export interface HeldList<A extends { key: string }> {
  readonly answers: SharedList<A>;
  /** Index in `answers.items` by key: shared with the items, made anew when they are copied. */
  readonly at: Map<string, number>;
}

/** `held` with `answer` appended. */
export function withHeld<A extends { key: string }>(held: HeldList<A> | null, answer: A): HeldList<A> {
  const answers = appended(held?.answers ?? EMPTY_LIST, answer);
  const at =
    held && answers.items === held.answers.items
      ? held.at
      : new Map(answers.items.map((item, i) => [item.key, i]));
  at.set(answer.key, answers.count - 1);
  return { answers, at };
}

/** Whether `held` holds the answer for `key` (it has answered, and is not in the tree yet). */
export function holds(held: HeldList<{ key: string }> | null | undefined, key: string): boolean {
  if (!held) return false;
  const index = held.at.get(key);
  return index !== undefined && index < held.answers.count;
}
