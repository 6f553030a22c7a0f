/**
 * The windowed list, on TanStack Virtual. Its own module so that bundlers split it off: apps whose
 * lists stay short never download the virtualiser (List loads this on demand, see loadVirtualList).
 */
import { elementScroll, type Virtualizer } from '@tanstack/virtual-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { padding } from '../utils/dom';
import { whenIdle } from '../utils/whenIdle';
import {
  DEFAULT_ITEM_HEIGHT,
  DEFAULT_LIST_HEIGHT,
  OFFSCREEN,
  OVERSCAN,
  Spacer,
  useListElement,
} from './listParts';
import type { ListProps } from './listProps';
import { useVirtualizer } from './useVirtualizer';

/**
 * The list's height from a ResizeObserver, starting from `listHeight`: unlike the virtualizer's
 * own observer it does not read the element when the list mounts, which would lay out the popup
 * in the middle of React's commit. A hidden popup (display: none) or a layout-less DOM (no
 * observer, as in jsdom) keeps the usual height rather than render nothing (or everything).
 */
function observeListHeight(
  element: Element | null,
  listHeight: number,
  onChange: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize?.[0];
    const height = box?.blockSize ?? entry?.contentRect.height ?? 0;
    onChange({ width: box?.inlineSize ?? 0, height: height > 0 ? height : listHeight });
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.disconnect();
}

/**
 * Whether row `index` lies wholly inside the scrolled window, by the virtualizer's cached row
 * sizes and the list's own scroll position. Rows count from the top of the rows, which the list's
 * own padding (`paddingTop`) puts lower. The position is the list's, not the virtualizer's copy:
 * a scroll made just before the key (by the keys' own previous move, or the user's) may not have
 * reached the virtualizer yet, and the row would be judged in view where it was not. Read in the
 * effect after the commit, it lays out no more than the coming paint does.
 */
function rowInView(
  virtualizer: Virtualizer<HTMLUListElement, Element>,
  index: number,
  paddingTop: number,
): boolean {
  const row = virtualizer.measurementsCache[index];
  if (!row) return false;
  const top = virtualizer.scrollElement?.scrollTop ?? virtualizer.scrollOffset ?? 0;
  const height = virtualizer.scrollRect?.height ?? 0;
  return row.start + paddingTop >= top && row.end + paddingTop <= top + height;
}

/** Lists the virtualizer has scrolled (or been told to leave alone) once already. */
const settledLists = new WeakSet<Element>();

/**
 * The virtualizer's scrolling, minus its first write to a list that just mounted: that list is at
 * the top already (each VirtualList mounts its own \`<ul>\`), and writing 0 would only lay out the
 * popup in the middle of React's commit.
 */
const scrollUnlessFresh: typeof elementScroll = (offset, options, instance) => {
  const list = instance.scrollElement;
  if (list && !settledLists.has(list)) {
    settledLists.add(list);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

/**
 * A row's height without forcing a layout: the ResizeObserver's reading once it has one, else the
 * height already known for that row, else the estimate. (Reading the element itself when a row
 * mounts would lay out the whole popup inside React's commit, once per row.) Rows of another
 * height are corrected by the observer before the frame is painted.
 */
function measuredHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLUListElement, Element>,
  itemHeight: number,
): number {
  const observed = entry?.borderBoxSize?.[0]?.blockSize;
  if (observed) return Math.round(observed);
  const key = instance.options.getItemKey(instance.indexFromElement(element));
  return instance.itemSizeCache.get(key) ?? itemHeight;
}

/**
 * Rows rendered beyond the window on a list's first render. A list that has just appeared (the
 * popup opening, search results replacing the columns on a keystroke) paints only what is in view,
 * then renders the full OVERSCAN once the browser is idle or the user scrolls: rows nobody can
 * see yet would otherwise double the work, and the layout, of that first frame.
 */
const FIRST_OVERSCAN = 1;
/** How long the full overscan may wait for an idle moment on a busy page. */
const OVERSCAN_IDLE_TIMEOUT_MS = 300;

/**
 * Rows past the active (or scrolled-to) one that the virtualiser is told of at least: more than
 * any screen shows. TanStack Virtual measures every row it is told of whenever the count changes,
 * a million rows in about 15 ms (a fifth of opening a flat million, or a long task after it). A
 * long list tells it of the rows up to where the user has been and a margin, the rest standing in
 * as a spacer of the estimated height (what the virtualiser would assume for them too).
 */
const MIN_TOLD = 1024;

/**
 * How many of `count` rows the virtualiser is told of: those up to the active or scrolled-to row
 * and MIN_TOLD more, in doublings from MIN_TOLD and never fewer than `before` (each change
 * measures every row told of again: scrolling down a long list then costs about twice the rows
 * it passes, not a measurement per frame, and scrolling back costs nothing).
 */
function toldRows(
  count: number,
  before: number,
  activeIndex: number,
  scrollOffset: number,
  itemHeight: number,
): number {
  const reach = Math.max(activeIndex, Math.ceil(scrollOffset / itemHeight)) + MIN_TOLD;
  let told = Math.max(before, MIN_TOLD);
  while (told < reach) told *= 2;
  return Math.min(count, told);
}

const noop = () => {};

/**
 * The overscan for this list: FIRST_OVERSCAN until idle (or `grow`, on a scroll), then OVERSCAN;
 * OVERSCAN at once for a list that appears in an idle moment or on a scroll (`grownAtOnce`: one
 * taking over a first window).
 */
function useOverscan(grownAtOnce: boolean): [overscan: number, grow: () => void] {
  const [grown, setGrown] = useState(grownAtOnce);
  useEffect(() => (grown ? undefined : whenIdle(() => setGrown(true), OVERSCAN_IDLE_TIMEOUT_MS)), [grown]);
  // Once grown, `grow` sets no state: a scroll event then schedules no render at all.
  return grown ? [OVERSCAN, noop] : [FIRST_OVERSCAN, () => setGrown(true)];
}

export function VirtualList({
  count,
  activeIndex,
  visible,
  renderItem,
  footer,
  itemHeight = DEFAULT_ITEM_HEIGHT,
  listHeight = DEFAULT_LIST_HEIGHT,
  listRef,
  takeOver,
  ...rest
}: Omit<ListProps, 'virtual' | 'threshold' | 'inView' | 'progressive' | 'deferVirtualiser'> & {
  /**
   * The list replaces a first window of plain rows (List's `deferVirtualiser`), in an idle moment
   * or on a scroll: it starts where that list was scrolled, with its full overscan.
   */
  takeOver?: { scrollTop: number };
}) {
  const [ref, attach] = useListElement(listRef);
  const [overscan, growOverscan] = useOverscan(!!takeOver);
  // The list's padding, read whenever its size is observed (after layout, when reading the style
  // costs nothing): a row scrolled into view at the bottom is shown with the padding below it, as
  // a plain list shows it (revealRow), not cut off by the padding above the rows.
  const padded = useRef({ top: 0, bottom: 0 });
  // The virtualiser as last rendered: where it saw the list scrolled (a scroll reaches it before
  // any render of ours), and how many rows it was told of.
  const seen = useRef<Virtualizer<HTMLUListElement, Element> | null>(null);
  const told = toldRows(
    count,
    seen.current?.options.count ?? 0,
    activeIndex,
    seen.current?.scrollOffset ?? takeOver?.scrollTop ?? 0,
    itemHeight,
  );
  const virtualizer: Virtualizer<HTMLUListElement, Element> = useVirtualizer({
    count: told,
    getScrollElement: () => ref.current,
    estimateSize: () => itemHeight,
    overscan,
    initialRect: { width: 0, height: listHeight },
    initialOffset: takeOver?.scrollTop ?? 0,
    observeElementRect: (instance, cb) =>
      observeListHeight(instance.scrollElement, listHeight, (rect) => {
        if (instance.scrollElement) padded.current = padding(instance.scrollElement);
        cb(rect);
      }),
    scrollPaddingEnd: padded.current.top + padded.current.bottom,
    scrollToFn: scrollUnlessFresh,
    measureElement: (element, entry, instance) => measuredHeight(element, entry, instance, itemHeight),
  });
  seen.current = virtualizer;
  // Taking over, the list shows what the first window showed: its target was kept in view, and
  // a scroll since then is the user's. The active row is followed from its next move (or the list
  // shown again). Compared rather than cleared on the first run, as StrictMode runs it twice.
  const tookOverAt = useRef(takeOver ? { activeIndex, visible } : null);
  useEffect(() => {
    const at = tookOverAt.current;
    if (at?.activeIndex === activeIndex && at.visible === visible) return;
    tookOverAt.current = null;
    if (!visible || activeIndex < 0) return;
    // Decided from the rows' cached sizes and the list's scroll position (rowInView), without
    // the virtualizer's getOffsetForIndex, which also reads the list's scroll height. scrollToIndex
    // would write the scroll position and start a frame loop even when nothing needs to move.
    if (rowInView(virtualizer, activeIndex, padded.current.top)) return;
    // A row under the pointer (a hovered result) is in view already, if only partly: scrolling
    // would slide other rows under a pointer that has not moved, each hovered and scrolled in turn.
    if (ref.current?.querySelector(`[data-index="${activeIndex}"]:hover`)) return;
    virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, visible, virtualizer, ref]);

  // Scrolling before the idle moment needs the rows ahead now.
  const onScroll: typeof rest.onScroll = (event) => {
    growOverscan();
    rest.onScroll?.(event);
  };
  const measure = useCallback((node: Element | null) => virtualizer.measureElement(node), [virtualizer]);
  const rows = virtualizer.getVirtualItems();
  const before = rows.length ? rows[0].start : 0;
  const after =
    (rows.length ? virtualizer.getTotalSize() - rows[rows.length - 1].end : 0) + (count - told) * itemHeight;
  return (
    <ul {...rest} onScroll={onScroll} ref={attach}>
      <Spacer height={before} />
      {rows.map((row) => renderItem(row.index, { 'data-index': row.index, ref: measure }))}
      <Spacer height={after} />
      {/* The keyboard's item must exist for aria-activedescendant even before the list has
          scrolled to it (or where nothing scrolls, as in jsdom): render it off screen meanwhile. */}
      {activeIndex >= 0 &&
        !rows.some((row) => row.index === activeIndex) &&
        renderItem(activeIndex, OFFSCREEN)}
      {footer}
    </ul>
  );
}
