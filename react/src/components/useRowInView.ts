import { type RefObject, type UIEvent, useCallback, useEffect, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../utils/dom';

/** What the list last reported about itself, in px: enough to place a row without asking again. */
interface ListView {
  /** scrollTop */
  top: number;
  /** clientHeight */
  height: number;
  /** Where row 0 starts in the scrolled content (the list's top padding). */
  offset: number;
  /** Row height: rows are of one fixed height (`listItemHeight`, the stylesheet's min-height). */
  row: number;
}

/** Reads the list's geometry (a forced layout, unless layout is clean already). */
function measure(list: HTMLElement, fallbackRow: number): ListView | null {
  const height = list.clientHeight;
  const first = list.firstElementChild;
  if (height === 0 || !first) return null; // hidden (display: none), empty, or no layout engine
  const top = list.scrollTop;
  const rect = first.getBoundingClientRect();
  const origin = list.getBoundingClientRect().top + list.clientTop;
  return { top, height, offset: rect.top - origin + top, row: rect.height || fallbackRow };
}

/** Scrolls the least that shows row `index` with the list's padding around it; writes only if needed. */
function reveal(list: HTMLElement, view: ListView, index: number): void {
  const start = view.offset + index * view.row;
  const end = start + view.row;
  let top = view.top;
  if (start - view.offset < top) top = Math.max(start - view.offset, 0);
  else if (end + view.offset > top + view.height) top = end + view.offset - view.height;
  if (top === view.top) return;
  list.scrollTop = top;
  view.top = top;
}

/**
 * Keeps row `index` of a plain (not virtualised) list in view, before the frame is painted.
 *
 * The row is revealed in a layout effect: a list that opens with an active row (a value six levels
 * deep) shows it in the very first frame. The list's geometry is read once, when it is first shown
 * with an active row. That read lays out the popup inside React's commit, but only once however
 * many columns open together: React runs every layout effect after all its DOM writes, and
 * writing `scrollTop` does not invalidate layout, so the other columns read a clean layout (and
 * the positioning engine lays the popup out in the same commit anyway). Later moves are placed by
 * arithmetic on that reading, touching the DOM only when something must scroll; a ResizeObserver
 * takes a new reading when the list changes size (the popup shown again, another height).
 */
export function useRowInView(
  listRef: RefObject<HTMLElement | null>,
  index: number,
  visible: boolean,
  rowHeight: number,
): (event: UIEvent<HTMLElement>) => void {
  const view = useRef<ListView | null>(null);
  const latest = useRef({ index, visible, rowHeight });

  useIsomorphicLayoutEffect(() => {
    latest.current = { index, visible, rowHeight };
    const list = listRef.current;
    if (!visible) view.current = null; // hidden lists lose their layout: read it again when shown
    if (!list || !visible || index < 0) return;
    view.current ??= measure(list, rowHeight);
    if (view.current) reveal(list, view.current, index);
  }, [listRef, index, visible, rowHeight]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const { index: at, visible: shown, rowHeight: row } = latest.current;
      view.current = measure(list, row);
      if (view.current && shown && at >= 0) reveal(list, view.current, at);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef]);

  // The user's own scrolling moves the list: keep the cached position in step.
  return useCallback((event: UIEvent<HTMLElement>) => {
    if (view.current) view.current.top = event.currentTarget.scrollTop;
  }, []);
}
