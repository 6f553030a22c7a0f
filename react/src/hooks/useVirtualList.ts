import type { Virtualizer } from '@tanstack/virtual-core';
import { type CSSProperties, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { DEFAULT_ITEM_HEIGHT, DEFAULT_LIST_HEIGHT, OFFSCREEN, OVERSCAN } from '../components/listParts';
import { padding, useIsomorphicLayoutEffect } from '../utils/dom';
import { lazyModule } from '../utils/lazyModule';
import { whenIdle } from '../utils/whenIdle';
import type { EngineOptions } from './virtualEngine';

/** What `useVirtualList` windows. */
export interface UseVirtualListProps {
  /** How many rows the list has (a column's `count`, or `searchCount`). */
  count: number;
  /** The keyboard's row (a column's `activeIndex`, -1 for none): kept in view, and always rendered. */
  activeIndex: number;
  /**
   * Whether the list is shown: keeping the active row in view waits for it (a hidden list has no
   * layout to scroll), and a hidden list's scroll position is not read (with display: none it
   * reads 0, though it is shown where it was). Pass `false` while it is hidden but mounted.
   * @defaultValue `true`
   */
  visible?: boolean;
  /**
   * A row's height before it is measured, px. Rows are measured as they render, so rows of other
   * or varying heights are fine; the closer the estimate, the steadier the scrollbar.
   * @defaultValue `32`
   */
  itemHeight?: number;
  /**
   * The list's height before it can be measured (hidden, or no layout as in jsdom), px.
   * @defaultValue `180`
   */
  listHeight?: number;
}

/** What a rendered row spreads on its element (with `getItemProps`, pass it as your props). */
export interface VirtualRowProps {
  /** Data attributes, as the getters take them (`getItemProps(item, props)`). */
  [data: `data-${string}`]: unknown;
  /** The row's index: how the virtualiser tells its rows apart when it measures them. */
  'data-index'?: number;
  /** Measures the row. */
  ref?: (element: Element | null) => void;
  /** Only for the active row outside the window: kept out of sight and out of the layout. */
  style?: CSSProperties;
}

/** One row to render. */
export interface VirtualRow {
  /** The row's index in the list (a column's `idAt(index)` gives its option). */
  index: number;
  /** Spread on the row's element (through `getItemProps(item, props)`). */
  props: VirtualRowProps;
}

/** The window of a list: render `rows` between two spacers `before` and `after` px high. */
export interface VirtualListWindow {
  /** The scrolling element's ref (the list: give it `overflow-y: auto` and a height). */
  ref: (element: HTMLElement | null) => void;
  /** The scrolling element's `onScroll`. */
  onScroll: () => void;
  /**
   * The rows in (and near) view, in order, then the active row if it is outside them: it must exist
   * for `aria-activedescendant`, so it is rendered out of sight (its props hold that style).
   */
  rows: VirtualRow[];
  /** Height of the space before the first row, px (a spacer element, or the list's padding). */
  before: number;
  /** Height of the space after the last row, px. */
  after: number;
}

/**
 * TanStack Virtual's engine, its own chunk: only apps that show a long list download it. A static
 * window of rows stands in until it arrives.
 */
export const virtualListModule = /* @__PURE__ */ lazyModule(
  () => import('./virtualEngine'),
  // What it does meanwhile, in development builds only (as the core's problem explanations).
  process.env.NODE_ENV !== 'production'
    ? 'The list virtualiser (a long list shows a static window of rows until it arrives)'
    : 'The list virtualiser',
);

/** Fetches the virtualiser now (a windowed list does when it needs it; tests may, to wait for it). */
export const loadVirtualList = () => virtualListModule.load();

/**
 * The arrived chunk, for the code only a virtualizer runs (its callbacks, and effects once it
 * exists): the helpers it alone needs travel with it.
 */
const arrived = () => virtualListModule.current()!;

type ListVirtualizer = Virtualizer<HTMLElement, Element>;

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

/**
 * TanStack Virtual's engine bound to the component, once its chunk has arrived (null until then):
 * what `@tanstack/react-virtual`'s `useVirtualizer` does for a scrolling element, without its
 * window virtualizer and direct DOM updates (1.2 kB gzipped). Re-renders the component whenever
 * the window of rows changes. `startAt`: where a list that was already scrolled (a static window
 * the engine arrives into, a first window it takes over) starts.
 */
function useBoundVirtualizer(
  input: EngineOptions<HTMLElement, Element>,
  startAt: () => number,
  visible: boolean,
  /** True while the list's observed size is handed to the engine (the frame is not painted yet). */
  sizing: { current: boolean },
): ListVirtualizer | null {
  // Whether the list is shown, as last committed: a hidden list's scroll readings are not its place.
  const shown = useRef(visible);
  useIsomorphicLayoutEffect(() => {
    shown.current = visible;
  }, [visible]);
  const isShown = useCallback(() => shown.current, []);
  const engine = virtualListModule.use();
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  // A row measured in its ref callback is inside React's commit, where flushSync cannot render.
  const measuring = useRef(false);
  const options: EngineOptions<HTMLElement, Element> = {
    ...input,
    onChange: (_instance, sync) => {
      // A scroll renders its rows in the same frame, and so does the list's size as observed (its
      // first reading, in the frame that shows it, is often not the estimate: a sheet's level is
      // three times a column's height), else that frame is painted with the estimate's rows alone
      // and the rest follow a frame later; anything else in React's own time.
      if ((sync || sizing.current) && !measuring.current) flushSync(rerender);
      else rerender();
    },
  };
  const instance = useRef<ListVirtualizer | null>(null);
  const initialOffset = useRef(0);
  if (engine && !instance.current) {
    initialOffset.current = startAt();
    const created = engine.createVirtualizer({ ...options, initialOffset: initialOffset.current }, isShown);
    const measureElement = created.measureElement;
    created.measureElement = (node) => {
      measuring.current = true;
      try {
        measureElement(node);
      } finally {
        measuring.current = false;
      }
    };
    instance.current = created;
  }
  const virtualizer = instance.current;
  if (engine && virtualizer)
    virtualizer.setOptions(engine.withEngine({ ...options, initialOffset: initialOffset.current }, isShown));
  useIsomorphicLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useIsomorphicLayoutEffect(() => virtualizer?._willUpdate());
  return virtualizer;
}

/** Rows the static window renders around the active one while the virtualiser loads. */
const STATIC_WINDOW = 24;

/**
 * A long list before the virtualiser has arrived (the first frames of a page, or server
 * rendering): a fixed slice of rows around the active one, spaces of the estimated height around
 * it. Never every row, which is what made other cascaders freeze.
 */
function staticWindow(count: number, activeIndex: number, itemHeight: number) {
  const start = Math.max(0, Math.min(activeIndex - STATIC_WINDOW / 2, count - STATIC_WINDOW));
  const end = Math.min(count, start + STATIC_WINDOW);
  const rows: VirtualRow[] = [];
  for (let index = start; index < end; index++) rows.push({ index, props: {} });
  return { rows, before: start * itemHeight, after: (count - end) * itemHeight };
}

/**
 * The windowing behind the `Cascader`'s long lists. `takeOver`: the list replaces a first window
 * of plain rows (List's `deferVirtualiser`), in an idle moment or on a scroll: it starts where
 * that list was scrolled, with its full overscan, and leaves the scroll position alone until the
 * active row next moves.
 */
export function useListWindow(
  {
    count,
    activeIndex,
    visible = true,
    itemHeight = DEFAULT_ITEM_HEIGHT,
    listHeight = DEFAULT_LIST_HEIGHT,
  }: UseVirtualListProps,
  takeOver?: { scrollTop: number },
): VirtualListWindow {
  const element = useRef<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
  if (!virtualListModule.current()) virtualListModule.request();
  const [overscan, growOverscan] = useOverscan(!!takeOver);
  // The list's padding, read whenever its size is observed (after layout, when reading the style
  // costs nothing): a row scrolled into view at the bottom is shown with the padding below it, as
  // a plain list shows it (revealRow), not cut off by the padding above the rows.
  const padded = useRef({ top: 0, bottom: 0 });
  // The virtualiser as last rendered: where it saw the list scrolled (a scroll reaches it before
  // any render of ours), and how many rows it was told of.
  const seen = useRef<ListVirtualizer | null>(null);
  const told = toldRows(
    count,
    seen.current?.options.count ?? 0,
    activeIndex,
    seen.current?.scrollOffset ?? takeOver?.scrollTop ?? 0,
    itemHeight,
  );
  const sizing = useRef(false);
  const virtualizer = useBoundVirtualizer(
    {
      count: told,
      getScrollElement: () => element.current,
      estimateSize: () => itemHeight,
      overscan,
      initialRect: { width: 0, height: listHeight },
      observeElementRect: (instance, cb) =>
        arrived().observeListHeight(instance.scrollElement, listHeight, (rect) => {
          if (instance.scrollElement) padded.current = padding(instance.scrollElement as HTMLElement);
          sizing.current = true;
          try {
            cb(rect);
          } finally {
            sizing.current = false;
          }
        }),
      scrollPaddingEnd: padded.current.top + padded.current.bottom,
      measureElement: (node, entry, instance) => arrived().measuredHeight(node, entry, instance, itemHeight),
    },
    // A list the engine arrives into may have been scrolled while it showed the static window.
    () => takeOver?.scrollTop ?? element.current?.scrollTop ?? 0,
    visible,
    sizing,
  );
  seen.current = virtualizer;
  // Taking over, the list shows what the first window showed: its target was kept in view, and
  // a scroll since then is the user's. The active row is followed from its next move (or the list
  // shown again). Compared rather than cleared on the first run, as StrictMode runs it twice.
  const tookOverAt = useRef(takeOver ? { activeIndex, visible } : null);
  useEffect(() => {
    if (!virtualizer) return;
    const at = tookOverAt.current;
    if (at?.activeIndex === activeIndex && at.visible === visible) return;
    tookOverAt.current = null;
    if (!visible || activeIndex < 0) return;
    // Decided from the rows' cached sizes and the list's scroll position (rowInView), without
    // the virtualizer's getOffsetForIndex, which also reads the list's scroll height. scrollToIndex
    // would write the scroll position and start a frame loop even when nothing needs to move.
    if (arrived().rowInView(virtualizer, activeIndex, padded.current.top)) return;
    // A row under the pointer (a hovered result) is in view already, if only partly: scrolling
    // would slide other rows under a pointer that has not moved, each hovered and scrolled in turn.
    if (element.current?.querySelector(`[data-index="${activeIndex}"]:hover`)) return;
    virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, visible, virtualizer]);

  const measure = useCallback((node: Element | null) => virtualizer?.measureElement(node), [virtualizer]);
  if (!virtualizer) return { ref, onScroll: growOverscan, ...staticWindow(count, activeIndex, itemHeight) };
  const items = virtualizer.getVirtualItems();
  const rows: VirtualRow[] = items.map((item) => ({
    index: item.index,
    props: { 'data-index': item.index, ref: measure },
  }));
  // The keyboard's row must exist for aria-activedescendant even before the list has scrolled to
  // it (or where nothing scrolls, as in jsdom): rendered off screen meanwhile.
  if (activeIndex >= 0 && !items.some((item) => item.index === activeIndex)) {
    // Its element may be the one a measured row had (React keeps it): with its index still on it,
    // the virtualiser's resize observer knows it, and measuredHeight keeps the row's size.
    rows.push({
      index: activeIndex,
      props: { ...OFFSCREEN, 'data-index': activeIndex, 'data-offscreen': true },
    });
  }
  const before = items.length ? items[0].start : 0;
  const after =
    (items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0) +
    (count - told) * itemHeight;
  // Scrolling before the idle moment needs the rows ahead now.
  return { ref, onScroll: growOverscan, rows, before, after };
}

/**
 * Windows a long list (a column of thousands of rows, many search results): renders only the rows
 * in and near view, measures them as they render (rows of any height), and keeps the active row in
 * view, as the `Cascader`'s own lists do. Built on TanStack Virtual, whose engine is a chunk of its
 * own fetched on first use: until it arrives (and during server rendering) the window is a fixed
 * slice of rows around the active one. Give the scrolling element `ref` and `onScroll`, render
 * `rows` between spacers of `before` and `after` px, and keep every row's `aria-setsize` and
 * `aria-posinset` (the getters do) so assistive technology hears the whole list.
 */
export function useVirtualList(props: UseVirtualListProps): VirtualListWindow {
  return useListWindow(props);
}
