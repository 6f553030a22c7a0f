/**
 * The machine's steps of `settle` (derive.ts) for the popup: what opening and closing it set off,
 * the open columns' partial lists asked for, and the loads of branches the user left aborted.
 */
import { pathId } from '../tree/tree';
import type { ValuePath } from '../types/types';
import { HOVER_TIMER } from './constants';
import { anyFeature } from './feature';
import { isCollapsed } from './landing';
import { startLoad } from './loading';
import { abortLoads } from './requests';
import type { CascaderState, Effect } from './types';
import { isPrefix, samePath, valuePaths } from './value';

export const isOpen = (state: { status: string }): boolean => state.status === 'open';

/** Whether a feature needs the load of `path` to go on (a waiting check: the user asked for it, not for a column). */
const keptByFeature = <O>(state: CascaderState<O>, path: ValuePath): boolean =>
  anyFeature(state, (feature) => feature.keepsLoad?.(state, path));

/** Opening and closing: the value's path opened, or the popup's loads, timers and typeahead ended. */
export function settlePopup<O>(
  prev: CascaderState<O> | null,
  next: CascaderState<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  let state = next;
  const { tree, props: p } = state;
  const treeChanged = !prev || tree !== prev.tree;
  const wasOpen = !!prev && isOpen(prev);
  // Open columns need the whole index; build the rest of a lazy one now, to report its problems.
  if (isOpen(state)) tree.indexAll();
  if (!wasOpen && isOpen(state)) {
    // (A row the opening key landed on, with no value to show, stays the keyboard's.)
    if (!p.checkable && !isCollapsed(state)) {
      const ids = tree.resolve(valuePaths(state.value)[0]);
      state = { ...state, activePath: ids.map((id) => tree.valueOf(id)) };
    }
  } else if (wasOpen && !isOpen(state)) {
    const closing = state;
    state = abortLoads(state, effects, (path) => !keptByFeature(closing, path));
    effects.push({ type: 'cancel', key: HOVER_TIMER });
    state = { ...state, typeahead: { text: '', at: 0 }, entered: null, collapsed: null };
    if (p.autoClearSearchValue && state.searchValue !== '') state = { ...state, searchValue: '' };
  }

  // Open columns that hold only the nodes added along a path (partial: from `loadPath` or a
  // remote search) are shown, so their full lists are asked of `loadData`: when the popup opens,
  // and when such nodes join the tree while it is open (a `loadPath` answer after the opening
  // left a column with only the value's option in it, and nothing loaded the rest).
  if (isOpen(state) && (!wasOpen || treeChanged)) {
    for (const id of tree.resolve(state.activePath))
      if (tree.isPartial(id) && !state.failed.has(pathId(tree.path(id))))
        state = startLoad(state, id, effects);
  }

  // A branch gone into stays so only while it is the open path's last item.
  if (state.entered && !samePath(state.entered, state.activePath)) state = { ...state, entered: null };
  // A row landed on stays closed only while it is the open path itself (any new path opens).
  if (state.collapsed && !isCollapsed(state)) state = { ...state, collapsed: null };

  // Leaving a branch aborts its load.
  if (isOpen(state) && state.loading.size > 0) {
    const active = state.activePath;
    const leaving = state;
    state = abortLoads(state, effects, (path) => !isPrefix(path, active) && !keptByFeature(leaving, path));
  }
  return state;
}
