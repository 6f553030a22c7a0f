import {
  activeDescendant,
  type ColumnView,
  checkboxEvents,
  columnAttributes,
  decorationAttributes,
  type ItemView,
  itemAttributes,
  rowRetryAttributes,
  type SearchItemView,
  searchListAttributes,
  searchResultAttributes,
  treeAttributes,
} from '@cascadia/core';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { type GetterContext, keepFocus } from './context';
import { isAiming, trackPointer } from './hoverAim';
import { pointerOf } from './layoutGetters';
import { toReact } from './reactAttributes';
import { sendKey } from './triggerGetters';

/**
 * The floating element: keeps focus in the combobox and holds a hover-opened popup open; speaks
 * the language pack's language (it is portalled out of the page's `lang`).
 */
export function getPopupProps<O>(ctx: GetterContext<O>) {
  const { send } = ctx;
  return {
    ...ctx.language,
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
  return {
    ...treeAttributes(ctx.state, ctx.ids, {
      label: options.label ?? ctx.labels.tree,
      labelledBy: options.labelledBy,
    }),
    ref: ctx.setTreeElement,
    onMouseMove: trackPointer,
    // In a sheet the trigger is behind the dialog: the tree takes the focus and the keys itself,
    // as a panel's does (a sheet with search has its own field for them too).
    ...(ctx.presentation === 'sheet'
      ? {
          tabIndex: 0,
          'aria-activedescendant': activeDescendant(ctx.state, ctx.ids, ctx.treeMounted),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => sendKey(ctx.store, event, ctx.ids),
        }
      : {}),
  };
}

/**
 * One column: a `group` labelled by the item that opened it, busy while that item loads. When that
 * item is not rendered (its column is left of the layout's window, or in drill-down), the group is
 * named by its text instead: a reference must point at an element in the document.
 */
export function getColumnProps<O>(ctx: GetterContext<O>, column: ColumnView) {
  return columnAttributes(ctx.state, column, ctx.ids, {
    rootLabel: ctx.labels.tree,
    firstShownDepth: ctx.layout.start,
  });
}

/** A treeitem: every ARIA state of DESIGN.md, plus rc-cascader's `data-path-key` and `title`. */
export function getItemProps<O>(ctx: GetterContext<O>, item: ItemView<O>) {
  const { send } = ctx;
  return {
    ...toReact(itemAttributes(ctx.state, item, ctx.ids)),
    onClick: (event: MouseEvent) => {
      // The pointer that pressed this row (a click event says so itself in Chromium; its
      // pointerdown, recorded below, elsewhere).
      const pointer = pointerOf(event.nativeEvent as { pointerType?: string }) ?? ctx.pressedBy.current;
      ctx.clickItem(item.path, event.detail, pointer);
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
  const check = checkboxEvents(item).click!;
  return {
    ...decorationAttributes(),
    onClick: (event: MouseEvent) => {
      event.stopPropagation(); // checking is not opening: the row's click must not run too
      ctx.send(check);
    },
  };
}

/**
 * The retry mark of a row whose load failed: for the pointer, and hidden from assistive technology
 * so that the row's name stays its label ("福建", not "福建 Retry"): Enter on the row retries, and
 * the live region says so.
 */
export function getRetryProps<O>(ctx: GetterContext<O>, item: ItemView<O>) {
  return {
    ...rowRetryAttributes(),
    onMouseDown: keepFocus,
    onClick: (click: MouseEvent) => {
      click.stopPropagation(); // retrying is not opening: the row's click must not run too
      ctx.send({ type: 'ITEM.RETRY', path: item.path });
    },
  };
}

/** The search results' column. */
export function getSearchListProps<O>(ctx: GetterContext<O>) {
  return searchListAttributes(ctx.ids, ctx.labels.tree);
}

/** One search result: a level-1 treeitem in the flat result list. */
export function getSearchResultProps<O>(ctx: GetterContext<O>, result: SearchItemView<O>) {
  const { send } = ctx;
  return {
    ...toReact(searchResultAttributes(ctx.state, result, ctx.ids)),
    onClick: () => send({ type: 'RESULT.CLICK', index: result.index }),
    onMouseEnter: () => send({ type: 'RESULT.HOVER', index: result.index }),
    onMouseDown: keepFocus,
  };
}
