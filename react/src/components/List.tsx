import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
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
  itemHeight?: number;
  listHeight?: number;
  listRef?: Ref<HTMLUListElement>;
}

/**
 * A column (`<ul>`) that renders every item, or only the visible ones past the threshold. Either
 * way it keeps the active item in view; `aria-setsize` / `aria-posinset` on the items carry the
 * full size, so assistive technology is not misled by the window.
 */
export function List({ virtual = true, ...props }: ListProps) {
  return virtual && props.count > VIRTUAL_THRESHOLD ? <VirtualList {...props} /> : <PlainList {...props} />;
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
}: Omit<ListProps, 'virtual'>) {
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
}: Omit<ListProps, 'virtual'>) {
  const ref = useRef<HTMLUListElement | null>(null);
  const virtualizer: Virtualizer<HTMLUListElement, Element> = useVirtualizer({
    count,
    getScrollElement: () => ref.current,
    estimateSize: () => itemHeight,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: listHeight },
    // A hidden popup (display: none) or a layout-less DOM measures 0: assume the usual height
    // rather than render nothing (or, with 0-high items, everything).
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height: listHeight })),
    measureElement: (element) => element.getBoundingClientRect().height || itemHeight,
  });
  useEffect(() => {
    if (!visible || activeIndex < 0) return;
    // The virtualizer answers from what it has cached (no layout read); `auto` means the item is
    // already in view. scrollToIndex itself would write the scroll position and start a frame loop
    // even when nothing needs to move.
    const target = virtualizer.getOffsetForIndex(activeIndex, 'auto');
    if (target && target[1] !== 'auto') virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
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
