import { type RefObject, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIsomorphicLayoutEffect } from '../utils/dom';
import { whenIdle } from '../utils/whenIdle';
import { type InViewTarget, rowTop } from './useRowInView';

/** The rows a plain list renders when it appears: `start` to `end` (exclusive) of `count`. */
export interface RowWindow {
  start: number;
  end: number;
  count: number;
}

/** Rows rendered below those estimated to be in view (the list's bottom padding shows the next one). */
const MARGIN = 1;
/** How long the remaining rows may wait for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 300;

/** The row a target puts in view: its own, or the first for `'start'` or none (-1). */
const targetRow = (target: InViewTarget): number => (typeof target === 'number' && target >= 0 ? target : 0);

/**
 * The rows in view when a list of `count` rows of `rowHeight` px, `listHeight` px high, has just
 * scrolled `target` into view from its top (where a list that mounts is): the first screenful,
 * or the screenful that ends with the target. Null when that leaves out less than a screenful:
 * rendering those few rows at once costs less than a second pass when idle, and a short column
 * (a demo's eight provinces) is then whole from its first frame.
 */
export function firstWindow(
  count: number,
  target: InViewTarget,
  rowHeight: number,
  listHeight: number,
): RowWindow | null {
  const fit = Math.ceil(listHeight / rowHeight);
  const at = targetRow(target);
  // Scrolled into view from the top, a target further down ends the view: the rows above it that
  // fit (rounded up, so a row cut by the top edge is in) and one more below, under the list's
  // padding. A target above the last row that fits leaves the list at its start, which shows
  // those rows and no more (the last one cut by the bottom edge): search results appear with
  // their first row as the target, and every row rendered on that keystroke is work done before
  // the user sees any.
  const start = Math.max(0, at - fit);
  const end = Math.min(count, at < fit - 1 ? fit : at + 1 + MARGIN);
  return count - (end - start) < fit ? null : { start, end, count };
}

/**
 * Whether the window's rows fill the list's view as laid out: rows of the estimated height (the
 * spacers around the window assume it) and none of the view left to a spacer. No layout (a hidden
 * list, jsdom) is no.
 */
function fillsView(list: HTMLElement, slice: RowWindow, rowHeight: number): boolean {
  const height = list.clientHeight;
  const first = list.children[slice.start > 0 ? 1 : 0] as HTMLElement | undefined;
  if (height === 0 || !first || Math.abs(first.offsetHeight - rowHeight) > 0.5) return false;
  const top = rowTop(list, first);
  const bottom = top + (slice.end - slice.start) * rowHeight;
  const scrolled = list.scrollTop;
  return (slice.start === 0 || top <= scrolled) && (slice.end === slice.count || bottom >= scrolled + height);
}

/** A list's first window, and how to let it go (render every row; `sync`: before returning). */
export interface FirstWindow {
  slice: RowWindow | null;
  renderAll: (sync: boolean) => void;
  /** For the list's scroll events: renders every row before the paint once the view leaves the window. */
  onScroll: (list: HTMLElement) => void;
}

/**
 * The window a plain list renders while it appears, null once it renders every row.
 *
 * A popup opening on a value six levels deep would render every row of six columns (300 rows of
 * 50), of which about 40 can be seen. Instead each column renders the rows in view around its
 * target, spacers of the estimated row height standing in for the others, and every row in the
 * first idle moment after the paint (`useWindowCheck`). Rows are rendered in full as soon as
 * anything reaches the others: the target moving outside the window, the list scrolled past it
 * (scrolling the target into view keeps inside it), its length changing.
 */
export function useFirstWindow(options: {
  enabled: boolean;
  count: number;
  target: InViewTarget;
  visible: boolean;
  rowHeight: number;
  listHeight: number;
}): FirstWindow {
  const { enabled, count, target, visible, rowHeight, listHeight } = options;
  const [initial, setWindow] = useState(() =>
    enabled && visible ? firstWindow(count, target, rowHeight, listHeight) : null,
  );
  const at = targetRow(target);
  const holds = !!initial && initial.count === count && at >= initial.start && at < initial.end;
  // Derived while rendering: rows the user can now reach render in this very pass.
  if (initial && !holds) setWindow(null);
  const slice = holds ? initial : null;
  const renderAll = (sync: boolean) => {
    if (!slice) return;
    if (sync) flushSync(() => setWindow(null));
    else setWindow(null);
  };
  return {
    slice,
    renderAll,
    onScroll: (list) => {
      if (slice && !fillsView(list, slice, rowHeight)) renderAll(true);
    },
  };
}

/**
 * Before the paint, checks a first window against the laid-out list (the row height the spacers
 * assume, the rows in view once the target was scrolled to) and renders every row at once where
 * it does not hold, as where nothing is laid out (jsdom, a hidden list); else renders the rest in
 * the first idle moment. Call it after `useRowInView`, whose layout effect scrolls first.
 */
export function useWindowCheck(
  listRef: RefObject<HTMLElement | null>,
  { slice, renderAll }: FirstWindow,
  target: InViewTarget,
  visible: boolean,
  rowHeight: number,
): void {
  const latest = useRef(renderAll);
  latest.current = renderAll;
  // Again whenever the target moves within the window: the list may have scrolled to its edge.
  useIsomorphicLayoutEffect(() => {
    if (!slice) return;
    const list = listRef.current;
    if (!list || !visible || !fillsView(list, slice, rowHeight)) {
      latest.current(false);
      return;
    }
    // Synchronously in the idle callback: the rows are in before anything else that waits for
    // the same idle moment runs.
    return whenIdle(() => latest.current(true), IDLE_TIMEOUT_MS);
  }, [slice, target, listRef, visible, rowHeight]);
}
