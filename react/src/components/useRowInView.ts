import { type RefObject, useEffect, useRef } from 'react';
import { padding, useIsomorphicLayoutEffect } from '../utils/dom';

/**
 * What a list keeps in view: a row (by index), the list's start (search results before the user
 * has moved: the first result is only Enter's target, and the start of the list is where it is),
 * or nothing.
 */
export type InViewTarget = number | 'start';

/** Scrolls the list to `top`: `scrollTo` where the element has it (old engines and jsdom do not). */
function scrollListTo(list: HTMLElement, top: number): void {
  if (typeof list.scrollTo === 'function') list.scrollTo({ top });
  else list.scrollTop = top;
}

/**
 * Where `row`'s box starts in `list`'s scrolled content, px: its offsetTop, taken from the list
 * itself when the list positions it, else from their common offset parent minus the list's own
 * offset (neither depends on how far anything is scrolled).
 */
export function rowTop(list: HTMLElement, row: HTMLElement): number {
  return row.offsetParent === list ? row.offsetTop : row.offsetTop - list.offsetTop - list.clientTop;
}

/**
 * Scrolls the least that shows `row` wholly inside `list`, from the row's laid-out geometry (rows
 * may be of any height: a wrapped label, a custom `optionRender`). A row wholly in view never
 * moves the list; one that must move is shown with the list's padding around it.
 *
 * A row under the pointer (`hovered`) that is partly in view stays where it is: the pointer made
 * it active (hover expansion, a hovered result), and moving it would slide other rows under a
 * pointer that has not moved, each of them then hovered and scrolled in turn. (A row the pointer
 * is on is never wholly out of view, so in a browser hovering never scrolls.)
 *
 * The row's place in the scrolled content is `rowTop`. The visible height is the list's
 * clientHeight; an element the engine reports no client box for falls back to offsetHeight, the
 * size layout fakes (test utilities that stub offset sizes) provide.
 */
export function revealRow(list: HTMLElement, row: HTMLElement, hovered = false): void {
  const top = rowTop(list, row);
  const scrolled = list.scrollTop;
  const bottom = top + row.offsetHeight;
  const height = list.clientHeight || list.offsetHeight;
  if (hovered && bottom > scrolled && top < scrolled + height) return;
  if (top < scrolled) {
    scrollListTo(list, Math.max(top - padding(list).top, 0));
  } else if (bottom > scrolled + height) {
    scrollListTo(list, bottom + padding(list).bottom - height);
  }
}

/**
 * Keeps row `target` of a plain (not virtualised) list in view, before the frame is painted.
 *
 * A layout effect reads the row's geometry when the target changes or the list is shown: a list
 * that opens with an active row (a value six levels deep) shows it in the first frame. The first
 * read lays the popup out inside React's commit, but once however many columns open together:
 * React runs every layout effect after all its DOM writes, and scrolling does not invalidate
 * layout, so the other columns read a clean layout (the positioning engine lays the popup out in
 * the same commit anyway). A ResizeObserver shows the row again when the list changes size.
 * A list that renders a window of its rows after a spacer (useFirstWindow) gives `rowOffset`.
 */
export function useRowInView(
  listRef: RefObject<HTMLElement | null>,
  target: InViewTarget,
  visible: boolean,
  rowOffset = 0,
): void {
  const latest = useRef({ target, visible, rowOffset });

  useIsomorphicLayoutEffect(() => {
    latest.current = { target, visible, rowOffset };
    const list = listRef.current;
    if (list && visible) keepInView(list, target, rowOffset);
  }, [listRef, target, visible, rowOffset]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const { target: at, visible: shown, rowOffset: offset } = latest.current;
      if (shown) keepInView(list, at, offset);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef]);
}

/** `rowOffset`: row `i` is the list's child `i - rowOffset` (a list that starts with a spacer). */
function keepInView(list: HTMLElement, target: InViewTarget, rowOffset: number): void {
  if (target === 'start') {
    if (list.scrollTop > 0) scrollListTo(list, 0);
    return;
  }
  // The list's children are its rows, in order (what follows them is the footer).
  const row = target >= 0 ? (list.children[target - rowOffset] as HTMLElement | undefined) : undefined;
  if (row) revealRow(list, row, row.matches(':hover'));
}
