/**
 * The `loadPath` feature's slot of the machine's state, as types only: the machine's state type
 * names it, and nothing here needs the machine.
 */
import type { PartialPath } from '../../tree/partialPath';
import type { HeldList } from '../held/heldList';

/**
 * `loadPath` answers held back while more arrive with them. Each answer that joins the tree
 * rebuilds its whole index and re-derives the value's checks over the whole value, so a checkable
 * value of 2,000 saved paths, answered one request at a time, cost 2,000 rebuilds of a growing
 * tree: quadratic (12 s). An answer that arrives while other requests of the value are still in
 * flight waits here, and a timer of no delay is set (`PATH.JOIN`): the answers that arrive in the
 * same task (a server that answers them together) join the tree together when it fires, so each
 * label still shows within a task of its answer. They join sooner once the last request has
 * answered (or failed, or was aborted), once they are an eighth of the tree (so that each rebuild
 * pays for as many answers: linear in all), or before any other event is handled, so that nothing
 * else ever sees a tree behind. A held answer's request stays in `pathLoads` until it joins (so
 * its path shows as loading, and the map is copied once per join, not once per answer); it no
 * longer holds a slot of `checkLoadLimit` (`pathsInFlight`).
 *
 * The answers are a list shared by the states that follow each other, with an index by key
 * (held/heldList.ts).
 */
export type HeldPaths<O> = HeldList<{ key: string; path: PartialPath<O> }>;
