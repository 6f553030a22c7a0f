/**
 * The live region's rules over the machine's steps, for the features that say something
 * (their `reduceEvent` and `afterStep`: search, loads, `loadPath`, tags). The machine sets no text of its
 * own, so an engine without such a feature has no region to keep fresh and carries none of this.
 */

import { isOpen } from '../../machine/settlePopup';
import type { CascaderEvent, CascaderState, Transition } from '../../machine/types';
import { sameValue } from '../../machine/value';

/**
 * The user's change of the value empties the live region unless the change says something itself:
 * what the region said is about an earlier change ("Removed 余杭, 2 left"), and the same words said
 * later (余杭 checked again, then removed again) must change its text, or they are not announced.
 * The reducer starts from an empty region, so words it sets are new even when they repeat the old.
 * Judged by the value the event proposes, before a controlled value holds it back.
 */
export function reduceSayingAnew<O>(
  state: CascaderState<O>,
  event: CascaderEvent<O>,
  reduce: (state: CascaderState<O>, event: CascaderEvent<O>) => Transition<O>,
): Transition<O> {
  if (state.announcement === '' || event.type === 'PROPS.SET') return reduce(state, event);
  const quiet = { ...state, announcement: '' };
  const done = reduce(quiet, event);
  const proposed = done.state;
  if (proposed === quiet) return { ...done, state };
  if (proposed.announcement !== '' || !sameValue(proposed.value, state.value)) return done;
  return { ...done, state: { ...proposed, announcement: state.announcement } };
}

/**
 * The live region is emptied when the popup closes, so that the same message later (the same
 * search typed again, the same load) is a change, and announced again.
 */
export function clearAnnouncementOnClose<O>(before: CascaderState<O>, done: Transition<O>): Transition<O> {
  const { state } = done;
  if (state.announcement === '' || !isOpen(before) || isOpen(state) || state.props.inline) return done;
  return { ...done, state: { ...state, announcement: '' } };
}
