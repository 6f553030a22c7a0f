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

/** Reads the list's geometry. Only called where layout is already clean (a ResizeObserver callback). */
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
 * Keeps row `index` of a plain (not virtualised) list in view without reading layout while React
 * commits. Reading it there forced one synchronous layout per column on every open (six for a
 * value six levels deep). Instead the list's geometry is taken where the browser has just laid it
 * out anyway (a ResizeObserver callback: on mount, and whenever the popup is shown again), and
 * later moves are placed by arithmetic on that, touching the DOM only when something must scroll.
 */
export function useRowInView(
  listRef: RefObject<HTMLElement | null>,
  index: number,
  visible: boolean,
  rowHeight: number,
): (event: UIEvent<HTMLElement>) => void {
  const view = useRef<ListView | null>(null);
  const latest = useRef({ index, visible, rowHeight });
  // Before the browser's next layout, so the observer never sees an older row.
  useIsomorphicLayoutEffect(() => {
    latest.current = { index, visible, rowHeight };
  });

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

  useEffect(() => {
    const list = listRef.current;
    if (!list || !visible || index < 0) return;
    // Without ResizeObserver there is no free moment to measure: measure now (old browsers, tests).
    if (typeof ResizeObserver === 'undefined') view.current = measure(list, rowHeight);
    // Not measured yet (just mounted or shown): the observer reveals the row once it has measured.
    if (view.current) reveal(list, view.current, index);
  }, [listRef, index, visible, rowHeight]);

  // The user's own scrolling moves the list: keep the cached position in step.
  return useCallback((event: UIEvent<HTMLElement>) => {
    if (view.current) view.current.top = event.currentTarget.scrollTop;
  }, []);
}
