import type { ColumnView, ItemView, SearchItemView } from '@cascadia/core';
import { isPathLoading } from '@cascadia/core';
import type { MouseEvent, PointerEvent } from 'react';
import { controlButtonProps, type GetterContext, keepFocus } from './context';
import { isAiming, trackPointer } from './hoverAim';
import { enterClicked, isEchoOfEnter, pointerOf } from './layoutGetters';

/**
 * A row's `aria-checked`. Checkable: its check state. Single mode: `true` on the chosen option's own
 * row only. Every row of the chosen path is `aria-selected` (the tree shows the way to the value),
 * so that alone cannot tell the value from the branches above it; the other rows carry no
 * `aria-checked` at all, so none is announced "not checked". (rc-cascader marks the same row, and
 * tests written for it find the value by `[aria-checked="true"]`.)
 */
function ariaChecked(
  checkable: boolean,
  row: { checked: boolean; halfChecked: boolean; isValue: boolean },
): boolean | 'mixed' | undefined {
  if (!checkable) return row.isValue || undefined;
  return row.checked ? true : row.halfChecked ? 'mixed' : false;
}

/** The floating element: keeps focus in the combobox and holds a hover-opened popup open. */
export function getPopupProps<O>(ctx: GetterContext<O>) {
  const { send } = ctx;
  return {
    ref: ctx.setPopupElement,
    onMouseDown: keepFocus,
    onMouseEnter: () => send({ type: 'POPUP.MOUSE_ENTER' }),
    onMouseLeave: () => send({ type: 'POPUP.MOUSE_LEAVE' }),
  };
}

/** The element holding the columns: the `tree` the combobox controls. */
export function getTreeProps<O>(
  ctx: GetterContext<O>,
  options: { label?: string; labelledBy?: string } = {},
) {
  const { state, ids } = ctx;
  return {
    ref: ctx.setTreeElement,
    id: ids.tree,
    role: 'tree' as const,
    'aria-multiselectable': state.props.checkable || undefined,
    'aria-label': options.labelledBy ? undefined : (options.label ?? ctx.labels.tree),
    'aria-labelledby': options.labelledBy,
    onMouseMove: trackPointer,
  };
}

/**
 * One column: a `group` labelled by the item that opened it, busy while that item loads. When that
 * item is not rendered (its column is left of the layout's window, or in drill-down), the group is
 * named by its text instead: a reference must point at an element in the document.
 */
export function getColumnProps<O>(ctx: GetterContext<O>, column: ColumnView) {
  const { state, ids } = ctx;
  const activeId = column.idAt(column.activeIndex);
  // The path (a copy as long as the level is deep) only when something is loading at all.
  const busy = activeId >= 0 && state.loading.size > 0 && isPathLoading(state, state.tree.path(activeId));
  const parentShown = column.parentId >= 0 && column.depth > ctx.layout.start;
  return {
    id: ids.column(column.depth),
    role: 'group' as const,
    'aria-labelledby': parentShown ? ids.item(column.parentId) : undefined,
    'aria-label':
      column.parentId < 0 ? ctx.labels.tree : parentShown ? undefined : state.tree.textOf(column.parentId),
    'aria-busy': busy || undefined,
  };
}

/** A treeitem: every ARIA state of DESIGN.md, plus rc-cascader's `data-path-key` and `title`. */
export function getItemProps<O>(ctx: GetterContext<O>, item: ItemView<O>) {
  const { send, state, ids } = ctx;
  const checkable = state.props.checkable;
  const open = item.active && state.tree.childCount(item.id) > 0;
  const option = item.option as { title?: unknown };
  return {
    id: ids.item(item.id),
    role: 'treeitem' as const,
    // Focus stays on the combobox (aria-activedescendant); -1 only marks the items as the focus
    // targets they stand for (and tells checkers that the scrolling column is keyboard-operable).
    tabIndex: -1,
    'aria-level': item.depth + 1,
    'aria-setsize': item.setSize,
    'aria-posinset': item.posInSet,
    // Branches only: a leaf has nothing to expand.
    'aria-expanded': item.expandable ? open : undefined,
    'aria-selected': checkable ? undefined : item.selected,
    'aria-checked': ariaChecked(checkable, item),
    'aria-disabled': item.disabled || undefined,
    // Loading its children, or (checking it with SHOW_CHILD) its lazy descendants.
    'aria-busy': item.loading || !!item.checkLoading || undefined,
    'aria-invalid': item.failed || item.checkFailed ? true : undefined,
    'data-path-key': item.pathKey,
    title:
      typeof option.title === 'string'
        ? option.title
        : typeof item.label === 'string'
          ? item.label
          : undefined,
    onClick: (event: MouseEvent) => {
      // A duplicate sibling's row (its path is empty) addresses no option: the core ignores the
      // click, and drill-down's memory of the clicks before it (a branch entered once loaded, a
      // double click's first half) is left alone too.
      const drilldown = ctx.layout.mode === 'drilldown' && item.path.length > 0;
      // The pointer that pressed this row (a click event says so itself in Chromium; its
      // pointerdown, recorded below, elsewhere).
      const pointer = pointerOf(event.nativeEvent as { pointerType?: string }) ?? ctx.pressedBy.current;
      if (drilldown && isEchoOfEnter(ctx, item.path, event.detail, pointer)) return;
      send({ type: 'ITEM.CLICK', path: item.path });
      if (drilldown) enterClicked(ctx, item.path);
    },
    onPointerDown: (event: PointerEvent) => {
      ctx.pressedBy.current = pointerOf(event);
    },
    // With changeOnSelect the first click selected and kept the popup open; a double click closes
    // it. In drill-down a double tap is two taps (each went in, or chose), not a double click.
    onDoubleClick: () => {
      const pointer = ctx.pressedBy.current;
      const tapped = ctx.layout.mode === 'drilldown' && (pointer === 'touch' || pointer === 'pen');
      if (!tapped) send({ type: 'ITEM.DOUBLE_CLICK', path: item.path });
    },
    onMouseEnter: (event: MouseEvent<HTMLElement>) =>
      send({ type: 'ITEM.HOVER', path: item.path, aiming: isAiming(event) }),
    onMouseDown: keepFocus,
  };
}

/** The checkbox of a checkable item: decorative for assistive technology (the item is checked). */
export function getCheckboxProps<O>(ctx: GetterContext<O>, item: ItemView<O> | SearchItemView<O>) {
  const { send } = ctx;
  return {
    'aria-hidden': true as const,
    onClick: (event: MouseEvent) => {
      event.stopPropagation(); // checking is not opening: the row's click must not run too
      if ('index' in item) send({ type: 'RESULT.CLICK', index: item.index });
      else send({ type: 'ITEM.CHECK', path: item.path });
    },
  };
}

/** The retry control of an item whose load failed. */
export function getRetryProps<O>(ctx: GetterContext<O>, item: ItemView<O>) {
  return controlButtonProps(ctx, ctx.labels.retry, { type: 'ITEM.RETRY', path: item.path }, keepFocus);
}

/** The search results' column. */
export function getSearchListProps<O>(ctx: GetterContext<O>) {
  return { id: ctx.ids.column(0), role: 'group' as const, 'aria-label': ctx.labels.tree };
}

/** One search result: a level-1 treeitem in the flat result list. */
export function getSearchResultProps<O>(ctx: GetterContext<O>, result: SearchItemView<O>) {
  const { send, state, ids } = ctx;
  const checkable = state.props.checkable;
  return {
    id: ids.result(result.index),
    role: 'treeitem' as const,
    tabIndex: -1,
    'aria-level': 1,
    'aria-setsize': state.search?.results.length ?? 0,
    'aria-posinset': result.index + 1,
    'aria-selected': checkable ? undefined : result.isValue,
    'aria-checked': ariaChecked(checkable, result),
    'aria-disabled': result.disabled || undefined,
    'aria-busy': !!result.checkLoading || undefined,
    'aria-invalid': result.checkFailed ? true : undefined,
    'data-path-key': result.pathKey,
    title: result.text,
    onClick: () => send({ type: 'RESULT.CLICK', index: result.index }),
    onMouseEnter: () => send({ type: 'RESULT.HOVER', index: result.index }),
    onMouseDown: keepFocus,
  };
}
