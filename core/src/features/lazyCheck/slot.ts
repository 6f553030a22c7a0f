/**
 * The lazy check's slot of the machine's state, as types only: the machine's state type names
 * it, and nothing here needs the machine.
 */
import type { LoadedEntry, ValuePath } from '../../types/types';
import type { HeldList } from '../held/heldList';

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
 * The answers are a list shared by the states that follow each other, with an index by key
 * (held/heldList.ts).
 */
export type Arrived<O> = HeldList<{ key: string; path: ValuePath; entry: LoadedEntry<O> }>;
