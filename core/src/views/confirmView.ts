import type { CascaderState } from '../machine/types';
import { sameValue, valuePaths } from '../machine/value';

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
 * `onChange`, and the count "Done (3)" shows. (Without `confirmFeature` no draft is ever open.)
 */
export function getConfirmView<O>(state: CascaderState<O>): ConfirmView {
  const { draft } = state;
  return {
    active: !!draft,
    changed: !!draft && !sameValue(state.value, draft.committedValue),
    count: valuePaths(state.value).length,
  };
}
