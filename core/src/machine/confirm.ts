import { throughFeatures } from './feature';
import type { CascaderEvent, CascaderState, Effect, Value } from './types';
import { samePath, valuePaths } from './value';

/** Whether two values hold the same paths in the same order (single or checkable). */
export function sameValue(a: Value, b: Value): boolean {
  if (a === b) return true;
  const pa = valuePaths(a);
  const pb = valuePaths(b);
  return pa.length === pb.length && pa.every((path, i) => samePath(path, pb[i]));
}

/**
 * The keyboard's Confirm: Ctrl+Enter (Cmd+Enter on a Mac), as a form's "send" in many apps; plain
 * Enter chooses the keyboard's option, as without `confirm`.
 */
export const isConfirmKey = (event: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean =>
  event.key === 'Enter' && (!!event.ctrlKey || !!event.metaKey);

/** Whether this step commits the draft: `POPUP.CONFIRM` (or its key) while one is open. */
export const commitsDraft = <O>(state: CascaderState<O>, event: CascaderEvent<O>): boolean =>
  !!state.draft &&
  (event.type === 'POPUP.CONFIRM' || (event.type === 'INPUT.KEY_DOWN' && isConfirmKey(event)));

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
  return { ...restored, value: draft.committed, draft: null };
}

/** Starts a draft when the popup is open in `confirm` mode without one. */
export function startDraft<O>(state: CascaderState<O>): CascaderState<O> {
  if (state.draft || state.status !== 'open' || !state.props.confirm || state.props.inline) return state;
  return { ...state, draft: { committed: state.value } };
}

/** What a confirm button shows: whether a draft is open, whether it differs, how many paths it holds. */
export interface ConfirmView {
  /** A draft is open (`confirm` mode, popup open). */
  active: boolean;
  /** The draft differs from the value it started from: confirming would call `onChange`. */
  changed: boolean;
  /** Paths in the draft (checkable: the checked options reported; single: 0 or 1). */
  count: number;
}

/**
 * `confirm` mode's state for a Done button: whether a draft is open, whether confirming would call
 * `onChange`, and the count "Done (3)" shows.
 */
export function getConfirmView<O>(state: CascaderState<O>): ConfirmView {
  const { draft } = state;
  return {
    active: !!draft,
    changed: !!draft && !sameValue(state.value, draft.committed),
    count: valuePaths(state.value).length,
  };
}
