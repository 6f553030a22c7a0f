/**
 * `confirm` mode's draft (`confirmFeature`): browsing and checking in the open popup change a
 * draft, not the value, until the user confirms. The draft is `state.value` itself while the popup
 * is open (so every view shows it); `state.draft` holds the value it started from.
 */
import { throughFeatures } from '../../machine/feature';
import { close } from '../../machine/select';
import type { CascaderEvent, CascaderState, Effect } from '../../machine/types';
import { sameValue } from '../../machine/value';

/**
 * The keyboard's Confirm: Ctrl+Enter (Cmd+Enter on a Mac), as a form's "send" in many apps; plain
 * Enter chooses the keyboard's option, as without `confirm`.
 */
const isConfirmKey = (event: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean =>
  event.key === 'Enter' && (!!event.ctrlKey || !!event.metaKey);

/** Whether this step commits the draft: `POPUP.CONFIRM` (or its key) while one is open. */
const commitsDraft = <O>(state: CascaderState<O>, event: CascaderEvent<O>): boolean =>
  !!state.draft &&
  (event.type === 'POPUP.CONFIRM' || (event.type === 'INPUT.KEY_DOWN' && isConfirmKey(event)));

/** `POPUP.CONFIRM`, or its key, while a draft is open: the popup closes (the step commits it). */
export const confirmEvent = <O>(
  state: CascaderState<O>,
  event: CascaderEvent<O>,
): CascaderState<O> | undefined => (commitsDraft(state, event) ? close(state) : undefined);

/**
 * The proposed changes of one step with the draft's rule applied: committing ends the draft and
 * keeps its value; closing otherwise (or turning `confirm` off) ends it and restores the value it
 * started from, and drops the checks still waiting for loads, which would change it later.
 */
export function settleDraft<O>(
  prev: CascaderState<O>,
  changes: CascaderState<O>,
  event: CascaderEvent<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  const draft = prev.draft;
  if (!draft) return changes;
  if (commitsDraft(prev, event)) return { ...changes, draft: null };
  if (changes.status === 'open' && changes.props.confirm && !changes.props.inline) return changes;
  const restored = throughFeatures(changes, (feature, s) => feature.valueReplaced?.(s, effects));
  return { ...restored, value: draft.committedValue, draft: null };
}

/** Starts a draft when the popup is open in `confirm` mode without one. */
export function startDraft<O>(state: CascaderState<O>): CascaderState<O> {
  if (state.draft || state.status !== 'open' || !state.props.confirm || state.props.inline) return state;
  return { ...state, draft: { committedValue: state.value } };
}

/**
 * Whether the step from `prev` tells the owner of a change (`onChange`): at a commit, once, and
 * only if the draft differs from where it started; never for a draft's changes or its discarding.
 * Undefined when no draft is involved (the machine's own rule then).
 */
export function draftChange<O>(
  prev: CascaderState<O>,
  changes: CascaderState<O>,
  event: CascaderEvent<O>,
): boolean | undefined {
  if (commitsDraft(prev, event)) return !sameValue(changes.value, prev.draft!.committedValue);
  return prev.draft || changes.draft ? false : undefined;
}
