import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { useRowInView } from './useRowInView';

/** Lists longer than this are virtualised (DESIGN: "past ~100 items"). */
export const VIRTUAL_THRESHOLD = 100;
/**
 * Search results are virtualised sooner: they are replaced wholesale on every keystroke, and a
 * window of about 15 rows renders in a fraction of the time of 50 (the default `limit`).
 */
export const SEARCH_VIRTUAL_THRESHOLD = 20;
/** Item height of the default stylesheet (px), the estimate before an item is measured. */
export const DEFAULT_ITEM_HEIGHT = 32;
/** Height assumed while the list cannot measure itself: hidden, or no layout (jsdom). */
export const DEFAULT_LIST_HEIGHT = 180;
const OVERSCAN = 8;

/** What a rendered item must spread on its `<li>` when the list is virtualised. */
export interface VirtualItemProps {
  'data-index'?: number;
  ref?: (element: Element | null) => void;
  style?: CSSProperties;
}

/** An item rendered outside the window: present for assistive technology, out of the layout. */
const OFFSCREEN: VirtualItemProps = {
  style: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    margin: -1,
    padding: 0,
    border: 0,
  },
};

export interface ListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  count: number;
  /** The keyboard-active index (-1: none); kept in view. */
  activeIndex: number;
  /** Whether the list is on screen: scrolling into view waits for it. */
  visible: boolean;
  renderItem: (index: number, virtual: VirtualItemProps | null) => ReactNode;
  /** Rendered after the items (e.g. the empty state). */
  footer?: ReactNode;
  virtual?: boolean;
  /** Virtualise past this many items. */
  threshold?: number;
  itemHeight?: number;
  listHeight?: number;
  listRef?: Ref<HTMLUListElement>;
}

/**
 * A column (`<ul>`) that renders every item, or only the visible ones past the threshold. Either
 * way it keeps the active item in view; `aria-setsize` / `aria-posinset` on the items carry the
 * full size, so assistive technology is not misled by the window.
 */
export function List({ virtual = true, threshold = VIRTUAL_THRESHOLD, ...props }: ListProps) {
  return virtual && props.count > threshold ? <VirtualList {...props} /> : <PlainList {...props} />;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function PlainList({
  count,
  activeIndex,
  visible,
  renderItem,
  footer,
  itemHeight = DEFAULT_ITEM_HEIGHT,
  listHeight: _listHeight,
  listRef,
  onScroll,
  ...rest
}: Omit<ListProps, 'virtual' | 'threshold'>) {
  const ref = useRef<HTMLUListElement | null>(null);
  const track = useRowInView(ref, activeIndex, visible, itemHeight);
  const items: ReactNode[] = [];
  for (let i = 0; i < count; i++) items.push(renderItem(i, null));
  return (
    <ul
      {...rest}
      onScroll={(event) => {
        track(event);
        onScroll?.(event);
      }}
      ref={(node) => {
        ref.current = node;
        setRef(listRef, node);
      }}
    >
      {items}
      {footer}
    </ul>
  );
}

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

/** Whether row `index` lies wholly inside the scrolled window, by the virtualizer's cached numbers. */
function rowInView(virtualizer: Virtualizer<HTMLUListElement, Element>, index: number): boolean {
  const row = virtualizer.measurementsCache[index];
  if (!row) return false;
  const top = virtualizer.scrollOffset ?? 0;
  const height = virtualizer.scrollRect?.height ?? 0;
  return row.start >= top && row.end <= top + height;
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

const spacer = (height: number) => ({ height, padding: 0, margin: 0, border: 0, listStyle: 'none' as const });

function VirtualList({
  count,
  activeIndex,
  visible,
  renderItem,
  footer,
  itemHeight = DEFAULT_ITEM_HEIGHT,
  listHeight = DEFAULT_LIST_HEIGHT,
  listRef,
  ...rest
}: Omit<ListProps, 'virtual' | 'threshold'>) {
  const ref = useRef<HTMLUListElement | null>(null);
  const virtualizer: Virtualizer<HTMLUListElement, Element> = useVirtualizer({
    count,
    getScrollElement: () => ref.current,
    estimateSize: () => itemHeight,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: listHeight },
    observeElementRect: (instance, cb) => observeListHeight(instance.scrollElement, listHeight, cb),
    scrollToFn: scrollUnlessFresh,
    measureElement: (element, entry, instance) => measuredHeight(element, entry, instance, itemHeight),
  });
  useEffect(() => {
    if (!visible || activeIndex < 0) return;
    // Decided from what the virtualizer has cached, without reading the layout (its own
    // getOffsetForIndex reads the list's scroll height). scrollToIndex would write the scroll
    // position and start a frame loop even when nothing needs to move.
    if (!rowInView(virtualizer, activeIndex)) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, visible, virtualizer]);

  const measure = useCallback((node: Element | null) => virtualizer.measureElement(node), [virtualizer]);
  const rows = virtualizer.getVirtualItems();
  const before = rows.length ? rows[0].start : 0;
  const after = rows.length ? virtualizer.getTotalSize() - rows[rows.length - 1].end : 0;
  return (
    <ul
      {...rest}
      ref={(node) => {
        ref.current = node;
        setRef(listRef, node);
      }}
    >
      {before > 0 && <li role="none" aria-hidden="true" style={spacer(before)} />}
      {rows.map((row) => renderItem(row.index, { 'data-index': row.index, ref: measure }))}
      {after > 0 && <li role="none" aria-hidden="true" style={spacer(after)} />}
      {/* The keyboard's item must exist for aria-activedescendant even before the list has
          scrolled to it (or where nothing scrolls, as in jsdom): render it off screen meanwhile. */}
      {activeIndex >= 0 &&
        !rows.some((row) => row.index === activeIndex) &&
        renderItem(activeIndex, OFFSCREEN)}
      {footer}
    </ul>
  );
}
