import type { CascaderState } from './types';
import { valuePaths } from './value';

/**
 * Opening by a key lands on a row (issue 27): with nothing to show active (no value, or, in
 * checkable mode, no open path), the popup would open with no row the keyboard's, and a second
 * Down was needed before anything was said. Instead the first enabled row (the last, with Up)
 * becomes the keyboard's at once, so it is announced, yet its column stays closed (APG's tree: a
 * row is reached before it is expanded). The next Down or Up moves as from no row, as rc-cascader's
 * first arrow does (Down to the first row, Up to the last, its column open: the row landed on by
 * Down, opened where it is), so the same keys give the same columns; Right and Enter act on it as
 * on any row. `state.collapsed` is the open path while this lasts, as a search's first result is
 * Enter's until the first Down (`searchActiveMoved`).
 */

/** Whether the open path's last item is a row the keys landed on, its column still closed. */
export const isCollapsed = <O>(state: CascaderState<O>): boolean =>
  state.collapsed !== null && state.collapsed === state.activePath;

/** Whether opening now would leave no row active (so a key that opens lands on one). */
function opensWithNoRow<O>(state: CascaderState<O>): boolean {
  const path = state.props.checkable ? state.activePath : (valuePaths(state.value)[0] ?? []);
  return state.tree.resolve(path).length === 0;
}

/**
 * The popup just opened by `key` (`opened`, from the closed `before`): the first enabled top-level
 * row (the last with Up) becomes the keyboard's, its column closed. Unchanged when a value (or an
 * open path) gives the popup its active row, or when no top-level row is enabled.
 */
export function landOnOpen<O>(
  before: CascaderState<O>,
  opened: CascaderState<O>,
  key: string,
): CascaderState<O> {
  if (opened.status !== 'open' || opened.searchValue !== '' || !opensWithNoRow(before)) return opened;
  const { tree } = opened;
  const count = tree.childCount(-1);
  const up = key === 'ArrowUp';
  for (let n = 0; n < count; n++) {
    const id = tree.childAt(-1, up ? count - 1 - n : n);
    if (tree.isDisabled(id)) continue;
    const activePath = tree.path(id);
    return { ...opened, activePath, collapsed: activePath, entered: null };
  }
  return opened;
}
