import type { ValuePath } from '../types/types';
import { DEFAULT_PAGE_SIZE, TYPEAHEAD_TIMEOUT } from './constants';
import { anyFeature, firstAnswer } from './feature';
import { isCollapsed, landOnOpen } from './landing';
import { startLoad } from './load';
import { retryRow } from './retry';
import { activate, clickItem, close, open } from './select';
import type { CascaderState, Effect, KeyInput } from './types';

/** Index of the next enabled entry from `from` in steps of `step`, wrapping; -1 when none is enabled. */
export function nextEnabled(
  count: number,
  from: number,
  step: 1 | -1,
  enabled: (i: number) => boolean,
): number {
  for (let n = 1; n <= count; n++) {
    const i = (((from + step * n) % count) + count) % count;
    if (enabled(i)) return i;
  }
  return -1;
}

/**
 * The row a page (`size` rows) from `from` in steps of `step`, without wrapping: the first enabled
 * row at or past that place (clamped to the list), else the last enabled one before it, never
 * anything behind `from` (`from` itself only when it is already the end that way: the caller then
 * has nothing to do); -1 when no enabled row lies that way. `from` may be -1 (no row active: the
 * list is entered from its start).
 */
export function pageFrom(
  count: number,
  from: number,
  step: 1 | -1,
  size: number,
  enabled: (i: number) => boolean,
): number {
  const target = Math.min(Math.max(from + step * size, 0), count - 1);
  for (let i = target; i >= 0 && i < count; i += step) if (enabled(i)) return i;
  for (let i = target - step; i !== from && i >= 0 && i < count; i -= step) if (enabled(i)) return i;
  return -1;
}

/** The rows PageUp / PageDown move by: the adapter's measure, else DEFAULT_PAGE_SIZE. */
export function pageSizeOf(input: KeyInput): number {
  const size = input.pageSize;
  return typeof size === 'number' && Number.isFinite(size) && size >= 1
    ? Math.floor(size)
    : DEFAULT_PAGE_SIZE;
}

/**
 * The depth of the column the keys act on, from the ids the open path resolves to: the column of
 * its last item, or that item's children's when the user went into them (`entered`).
 */
export const keyColumnDepth = (ids: readonly number[], entered: ValuePath | null): number =>
  entered && ids.length > 0 ? ids.length : Math.max(ids.length - 1, 0);

/**
 * The column the keys act on: the one holding the last item of the open path, or, when the user
 * went into that item and none of its children could take the keyboard (`entered`), its children's
 * column with no item active in it. Its items are read by index (`Tree.childAt`): a column of a
 * million leaves has no list of ids to make for a key press.
 */
function currentColumn<O>(state: CascaderState<O>) {
  const { tree, activePath } = state;
  const ids = tree.resolve(activePath);
  const depth = keyColumnDepth(ids, state.entered);
  if (depth > 0 && depth === ids.length) {
    const parentId = ids[ids.length - 1];
    return { parentId, count: tree.childCount(parentId), index: -1, activeId: undefined };
  }
  const parentId = depth === 0 ? -1 : ids[depth - 1];
  const activeId = ids[depth];
  return {
    parentId,
    count: tree.childCount(parentId),
    index: activeId === undefined ? -1 : tree.indexInParent(activeId),
    activeId,
  };
}

type Move = 'next' | 'prev' | 'first' | 'last' | { page: 1 | -1; size: number };

function moveInColumn<O>(state: CascaderState<O>, to: Move) {
  const { tree } = state;
  const { parentId, count, index } = currentColumn(state);
  const enabled = (i: number) => !tree.isDisabled(tree.childAt(parentId, i));
  const target =
    typeof to === 'object'
      ? pageFrom(count, index, to.page, to.size, enabled)
      : to === 'first'
        ? nextEnabled(count, -1, 1, enabled)
        : to === 'last'
          ? nextEnabled(count, count, -1, enabled)
          : nextEnabled(count, index === -1 && to === 'prev' ? 0 : index, to === 'next' ? 1 : -1, enabled);
  // A page key at the end of the column has nowhere to go: nothing changes, so nothing is handled.
  if (target < 0 || (typeof to === 'object' && target === index)) return state;
  // Moving only opens the item's column; loading waits for Right or Enter, so arrowing past a list of
  // lazy branches does not fire a request for each.
  return { ...state, activePath: tree.path(tree.childAt(parentId, target)) };
}

/**
 * Goes into the keyboard's row, as Right does: its first enabled child becomes the keyboard's
 * (an unloaded branch starts loading first; a partial one is entered at once). With no row
 * active in the column, its first enabled row. (Drill-down's `ITEM.ENTER`, the trail feature's,
 * goes in this way too: features/trail/enter.ts.)
 */
export function enterChild<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  const { tree } = state;
  const { activeId } = currentColumn(state);
  if (activeId === undefined) return moveInColumn(state, 'first');
  if (tree.isUnloaded(activeId)) {
    state = startLoad(state, activeId, effects);
    // A partial branch (added along a path) can be entered at once: its known children are there.
    if (!tree.isPartial(activeId)) return state;
  }
  // By index, as in moveInColumn: entering a branch of a million leaves makes no list of them.
  const first = nextEnabled(
    tree.childCount(activeId),
    -1,
    1,
    (i) => !tree.isDisabled(tree.childAt(activeId, i)),
  );
  return first < 0 ? state : activate(state, tree.childAt(activeId, first), effects);
}

function back<O>(state: CascaderState<O>): CascaderState<O> {
  // Out of a branch gone into: back to the branch itself, in its own column.
  if (state.entered) return { ...state, entered: null };
  if (state.activePath.length > 1) return { ...state, activePath: state.activePath.slice(0, -1) };
  return close(state);
}

function typeahead<O>(state: CascaderState<O>, key: string, now: number): CascaderState<O> {
  const { tree } = state;
  const fresh = now - state.typeahead.at > TYPEAHEAD_TIMEOUT;
  const text = (fresh ? key : state.typeahead.text + key).toLowerCase();
  state = { ...state, typeahead: { text, at: now } };
  const { parentId, count, index } = currentColumn(state);
  // Repeating one letter cycles through the items starting with it; a longer text refines the match.
  const repeated = [...text].every((c) => c === text[0]);
  const query = repeated ? text[0] : text;
  const start = repeated || index < 0 ? index : index - 1;
  const matches = (i: number) => {
    const id = tree.childAt(parentId, i);
    return !tree.isDisabled(id) && tree.textOf(id).toLowerCase().startsWith(query);
  };
  const match = nextEnabled(count, start, 1, matches);
  return match < 0 ? state : { ...state, activePath: tree.path(tree.childAt(parentId, match)) };
}

/** Whether a typeahead query is under way: a Space then belongs to it ("New York"). */
const typing = <O>(state: CascaderState<O>, now: number): boolean =>
  state.typeahead.text !== '' && now - state.typeahead.at <= TYPEAHEAD_TIMEOUT;

/**
 * Whether an Up or Down arrow lands on the row already active: the list's only enabled row, which
 * the arrow wraps back to. Nothing changes (over results; a column makes an equal new path), yet
 * the key is the listbox's, the page must not scroll under it: `handlesKey` counts it, over search
 * results as in a column. A list with no enabled row leaves the arrows to the page in both.
 */
export function arrowStaysOnRow<O>(state: CascaderState<O>, input: KeyInput): boolean {
  const { key } = input;
  if ((key !== 'ArrowDown' && key !== 'ArrowUp') || state.props.disabled || state.status !== 'open')
    return false;
  // Over search results, the search feature's (features/search/resultKeys.ts).
  if (state.search) return anyFeature(state, (feature) => feature.arrowStaysOnResult?.(state, input));
  const { tree } = state;
  const step = key === 'ArrowDown' ? 1 : -1;
  const { parentId, count, index } = currentColumn(state);
  return (
    index >= 0 &&
    nextEnabled(count, index, step, (i) => !tree.isDisabled(tree.childAt(parentId, i))) === index
  );
}

/**
 * A printable key pressed with Ctrl or Cmd is a shortcut (copy, select all, find, reload), not
 * typing: it is the browser's, never typeahead's. Ctrl+Alt is AltGr on some keyboards, which does
 * type characters.
 */
export const isShortcut = (input: KeyInput): boolean =>
  input.key.length === 1 && (!!input.metaKey || (!!input.ctrlKey && !input.altKey));

/**
 * Single mode with `allowClear`: the keyboard's way to the clear button (which is out of the tab
 * order): Delete with nothing typed, or Backspace while the popup is closed.
 */
function clearsValue<O>(state: CascaderState<O>, key: string): boolean {
  const { props } = state;
  if (!props.allowClear || props.checkable || props.inline || state.searchValue !== '') return false;
  if (state.value === undefined || (state.value as unknown[]).length === 0) return false;
  return key === 'Delete' || (key === 'Backspace' && state.status !== 'open');
}

/** Clears the value as the clear button does (`onClear`, then `onChange` with no value). */
function clearValue<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  effects.push({ type: 'clear' });
  return { ...state, value: undefined };
}

/** The keyboard's row: the open path's last item, unless the keys act on its children's column. */
export const activeRowId = <O>(state: CascaderState<O>): number | undefined => currentColumn(state).activeId;

/** Every key of COMPAT.md, with Home/End, PageUp/PageDown, typeahead and RTL mirroring. */
export function keyDown<O>(state: CascaderState<O>, input: KeyInput, effects: Effect<O>[]): CascaderState<O> {
  const { props } = state;
  const { key } = input;
  if (props.disabled || isShortcut(input)) return state;
  // Keys a feature acts on first (checkable: Backspace removes the selector's last tag, and Space
  // checks the keyboard's row over a search box: features/checkable/rows.ts; search: the keys
  // over its results, features/search/resultKeys.ts).
  const own = firstAnswer(state, (feature) => feature.keyDown?.(state, input, effects, keyDown));
  if (own) return own;
  if (clearsValue(state, key)) return clearValue(state, effects);
  // Space is the select-only combobox's opener (and Enter) when there is no text to type it into.
  const space = key === ' ' && !props.showSearch;
  if (state.status !== 'open') {
    const opens = key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || space;
    return opens ? landOnOpen(state, open(state), key) : state;
  }
  if (space && !typing(state, input.now ?? 0)) return keyDown(state, { ...input, key: 'Enter' }, effects);

  // A row the opening key landed on (landing.ts): the next arrow moves as from no row (Down to
  // the first row, Up to the last, as rc-cascader's first arrow does), opening its column; Right
  // and Enter act on it as on any row, its column open.
  if (isCollapsed(state)) {
    if (key === 'ArrowDown' || key === 'ArrowUp')
      return moveInColumn(
        { ...state, activePath: [], collapsed: null },
        key === 'ArrowDown' ? 'next' : 'prev',
      );
    if (key === 'Enter' || key === (props.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'))
      state = { ...state, collapsed: null };
  }

  const rtl = props.direction === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case 'ArrowDown':
      return moveInColumn(state, 'next');
    case 'ArrowUp':
      return moveInColumn(state, 'prev');
    case 'Home':
      return moveInColumn(state, 'first');
    case 'End':
      return moveInColumn(state, 'last');
    case 'PageDown':
      return moveInColumn(state, { page: 1, size: pageSizeOf(input) });
    case 'PageUp':
      return moveInColumn(state, { page: -1, size: pageSizeOf(input) });
    case forward:
      return enterChild(state, effects);
    case backward:
    case 'Backspace':
      return back(state);
    case 'Escape':
      return close(state);
    case 'Enter': {
      const { activeId } = currentColumn(state);
      if (activeId === undefined) return state;
      // A failed row: Enter retries it, as its ↻ does (which is the mouse's, out of the tab order).
      const retried = retryRow(state, activeId, effects);
      if (retried) return retried;
      // (Checkable: Enter checks a branch too, features/checkable/rows.ts.)
      const selectable = props.checkable || state.tree.isLeaf(activeId) || props.changeOnSelect;
      return selectable ? clickItem(state, activeId, effects, 'keyboard') : enterChild(state, effects);
    }
    default:
      if (key.length === 1 && !props.showSearch) return typeahead(state, key, input.now ?? 0);
      return state;
  }
}
