import { namesLostOption } from '../tree/lostOption';
import type { ValuePath } from '../types/types';
import { firstAnswer } from './feature';
import { startLoad } from './load';
import type { CascaderState, Effect, Status } from './types';

/**
 * Opens the popup. (Opening also retries the value's paths whose labels `loadPath` failed to
 * fetch: the loadPath feature's, features/loadPath/feature.ts.)
 */
export const open = <O>(state: CascaderState<O>): CascaderState<O> =>
  state.props.disabled || state.status === 'open' ? state : { ...state, status: 'open' };

/** Closes the popup (to `focused`, or `idle` when focus left too). An inline cascader has none to close. */
export const close = <O>(state: CascaderState<O>, status: Status = 'focused'): CascaderState<O> =>
  state.props.inline || state.status === status ? state : { ...state, status };

/** Opens the columns along `id`'s path and starts loading it when it is an unloaded branch. */
export function activate<O>(state: CascaderState<O>, id: number, effects: Effect<O>[]): CascaderState<O> {
  const activePath = state.tree.path(id);
  state = { ...state, activePath };
  return startLoad(state, id, effects);
}

/** Whether a single-mode click or Enter on `id` selects it: a leaf, or anything with changeOnSelect. */
export const isSelectable = <O>(state: CascaderState<O>, id: number): boolean =>
  !state.tree.isDisabled(id) && (state.tree.isLeaf(id) || state.props.changeOnSelect);

/**
 * Selects `id` in single mode. With `expandSingleOption`, an option with exactly one child hands the
 * selection down to that child, repeatedly (SPEC.md §4's single-option rule).
 */
export function selectSingle<O>(state: CascaderState<O>, id: number, closePopup: boolean): CascaderState<O> {
  const { tree, props } = state;
  let target = id;
  if (props.expandSingleOption) {
    let only = onlyChild(tree, target);
    while (only >= 0 && !tree.isDisabled(only)) {
      target = only;
      only = onlyChild(tree, only);
    }
  }
  const value: ValuePath = tree.path(target);
  if (namesLostOption(value)) return state;
  state = { ...state, value };
  if (target !== id) state = { ...state, activePath: tree.isLeaf(target) ? tree.path(target) : value };
  return closePopup && props.hidePopupOnSelect ? close(state) : state;
}

/**
 * The only option below `id`, or -1. A duplicate row is no option, so it does not count. Read by
 * index (`Tree.childAt`), it stops at the second option: a column of a million leaves makes no list.
 */
function onlyChild<O>(tree: CascaderState<O>['tree'], id: number): number {
  let only = -1;
  for (let i = 0, count = tree.childCount(id); i < count; i++) {
    const child = tree.childAt(id, i);
    if (tree.isDuplicate(child)) continue;
    if (only >= 0) return -1;
    only = child;
  }
  return only;
}

/** @internal The search text cleared after a choice, with `autoClearSearchValue`. */
export const clearSearch = <O>(state: CascaderState<O>): CascaderState<O> =>
  state.props.autoClearSearchValue && state.searchValue !== '' ? { ...state, searchValue: '' } : state;

/**
 * Whether choosing search result `id` opens it rather than choosing it: a branch where only
 * leaves can be chosen (a remote search's result may end at one: remoteSearch.ts).
 */
export const resultOpens = <O>(state: CascaderState<O>, id: number): boolean =>
  !state.props.checkable && !state.props.changeOnSelect && !state.tree.isLeaf(id);

/** Clicking an item of a column (mouse, or Enter on the active item). */
export function clickItem<O>(
  state: CascaderState<O>,
  id: number,
  effects: Effect<O>[],
  via: 'mouse' | 'keyboard',
): CascaderState<O> {
  // Checkable mode: the check flips (features/checkable/rows.ts).
  const own = firstAnswer(state, (feature) => feature.clickRow?.(state, id, effects, via));
  if (own) return own;
  const { tree, props } = state;
  if (tree.isDisabled(id)) return state;
  state = activate(state, id, effects);
  // (An engine made without the checkable feature checks nothing.)
  if (props.checkable || !isSelectable(state, id)) return state;
  // A branch chosen with changeOnSelect by mouse in click mode keeps the popup open so the user can go deeper.
  const closes = tree.isLeaf(id) || via === 'keyboard' || props.expandTrigger === 'hover';
  return selectSingle(state, id, closes);
}
