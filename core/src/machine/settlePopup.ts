/**
 * The machine's step of `settle` (derive.ts) for the popup: what opening and closing it set off.
 * (The loads it starts and ends are the loading feature's: features/loadData/feature.ts.)
 */
import { HOVER_TIMER } from './constants';
import { firstAnswer } from './feature';
import { isCollapsed } from './landing';
import type { CascaderState, Effect } from './types';
import { samePath, valuePaths } from './value';

export const isOpen = (state: { status: string }): boolean => state.status === 'open';

/** Opening and closing: the value's path opened, or the popup's timers and typeahead ended. */
export function settlePopup<O>(
  prev: CascaderState<O> | null,
  next: CascaderState<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  let state = next;
  const wasOpen = !!prev && isOpen(prev);
  // Open columns need the whole index; build the rest of a lazy one now, to report its problems.
  // Only the top level open, nothing more to show: its preview, the rest indexed in the background.
  // (Only the feature that made the tree lazy, `largeTreeFeature`, makes previews.)
  if (isOpen(state) && !state.tree.isIndexed()) {
    const shown = state;
    const preview = firstAnswer(shown, (feature) => feature.previewTree?.(shown));
    if (preview) state = { ...state, tree: preview };
    else state.tree.indexAll();
  }
  const { tree, props: p } = state;
  if (!wasOpen && isOpen(state)) {
    // (A row the opening key landed on, with no value to show, stays the keyboard's.)
    if (!p.checkable && !isCollapsed(state)) {
      const ids = tree.resolve(valuePaths(state.value)[0]);
      state = { ...state, activePath: ids.map((id) => tree.valueOf(id)) };
    }
  } else if (wasOpen && !isOpen(state)) {
    effects.push({ type: 'cancel', key: HOVER_TIMER });
    state = { ...state, typeahead: { text: '', at: 0 }, entered: null, collapsed: null };
    if (p.autoClearSearchValue && state.searchValue !== '') state = { ...state, searchValue: '' };
  }

  // A branch gone into stays so only while it is the open path's last item.
  if (state.entered && !samePath(state.entered, state.activePath)) state = { ...state, entered: null };
  // A row landed on stays closed only while it is the open path itself (any new path opens).
  if (state.collapsed && !isCollapsed(state)) state = { ...state, collapsed: null };
  return state;
}
