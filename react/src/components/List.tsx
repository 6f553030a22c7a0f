import type { Tree } from '@cascadia/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { loadVirtualList, virtualListModule } from '../hooks/useVirtualList';
import { useIsomorphicLayoutEffect } from '../utils/dom';
import { type FirstWindow, useFirstWindow, useWindowCheck } from './firstWindow';
import { DEFAULT_ITEM_HEIGHT, DEFAULT_LIST_HEIGHT, Spacer, useListElement } from './listParts';
import type { ListProps } from './listProps';
import { useLaidOut } from './useLaidOut';
import { type InViewTarget, useRowInView } from './useRowInView';
import { VirtualList } from './VirtualList';

export { loadVirtualList };

/** Lists longer than this are virtualised (DESIGN: "past ~100 items"). */
export const VIRTUAL_THRESHOLD = 100;
/**
 * Search results are virtualised sooner: they are replaced wholesale on every keystroke, and a
 * window of about 15 rows renders in a fraction of the time of 50 (the default `limit`). Measured
 * with `npm run bench:browser`, six letters typed at 100,000 leaves: 100–105 ms in three runs with
 * this threshold, 154 ms with the columns' 100.
 */
export const SEARCH_VIRTUAL_THRESHOLD = 20;

/**
 * A column (`<ul>`) that renders every item, or only the visible ones past the threshold. Either
 * way it keeps the active item in view; `aria-setsize` / `aria-posinset` on the items carry the
 * full size, so assistive technology is not misled by the window.
 */
export function List({
  virtual = true,
  threshold = VIRTUAL_THRESHOLD,
  inView,
  progressive = false,
  deferVirtualiser = false,
  ...props
}: ListProps) {
  // A list windowed only by a lower threshold (search results: 21 to 100 rows) renders every row
  // while it has no layout box, as a column of that length would: its window could only be a guess.
  // Longer lists (a 100,000-row column) stay windowed, laid out or not.
  const short = virtual && props.count > threshold && props.count <= VIRTUAL_THRESHOLD;
  const [laidOut, listRef] = useLaidOut(short, props.listRef);
  const windowed = virtual && props.count > threshold && !(short && !laidOut);
  const target = inView ?? props.activeIndex;
  // Decided when the list appears: a list that becomes long later is virtualised at once.
  const appearing = useFirstWindow({
    enabled: progressive && (deferVirtualiser || !windowed),
    count: props.count,
    target,
    visible: props.visible,
    rowHeight: props.itemHeight ?? DEFAULT_ITEM_HEIGHT,
    listHeight: props.listHeight ?? DEFAULT_LIST_HEIGHT,
  });
  const [element, attach] = useListElement(listRef);
  // Where the first window's list was scrolled when it let go by itself (idle, scrolled past, or
  // unlike its estimate): the virtualised list that takes over starts there and leaves it. Read
  // from the element then, as a scroll just made may not have sent its event yet. Not when the
  // list changed (its length, its target): that list starts afresh and follows its active row.
  const windowScroll = useRef<{ scrollTop: number } | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (!appearing.slice) windowScroll.current = null;
  });
  const first: FirstWindow = {
    slice: appearing.slice,
    renderAll: (sync) => {
      if (appearing.slice) windowScroll.current = { scrollTop: element.current?.scrollTop ?? 0 };
      appearing.renderAll(sync);
    },
    onScroll: (list) => {
      if (!appearing.slice) return;
      // Letting go renders the virtualised list at once (flushSync), which takes this.
      windowScroll.current = { scrollTop: list.scrollTop };
      appearing.onScroll(list);
      windowScroll.current = null;
    },
  };
  if (!windowed || first.slice)
    return <PlainList {...props} listRef={attach} inView={target} first={first} />;
  return <VirtualList {...props} listRef={listRef} takeOver={windowScroll.current ?? undefined} />;
}

/**
 * Whether some list of this tree can grow past its threshold: a column longer than
 * VIRTUAL_THRESHOLD, or search results longer than SEARCH_VIRTUAL_THRESHOLD, when the search may
 * list that many (`searchLimit`: its limit, `false` for none, null without search) and the tree
 * has that many nodes. Yes for a tree not indexed yet (thousands of options).
 */
function mayNeedWindow(tree: Tree<unknown>, searchLimit: number | false | null): boolean {
  // A tree still being indexed has thousands of options: fetch it rather than index it all now,
  // in one long task (the store indexes it in slices).
  if (!tree.isIndexed()) return true;
  const { childCounts } = tree;
  if (tree.childCount(-1) > VIRTUAL_THRESHOLD) return true;
  const manyResults =
    searchLimit === false || (searchLimit !== null && searchLimit > SEARCH_VIRTUAL_THRESHOLD);
  if (manyResults && childCounts.length > SEARCH_VIRTUAL_THRESHOLD) return true;
  for (let id = 0; id < childCounts.length; id++) if (childCounts[id] > VIRTUAL_THRESHOLD) return true;
  return false;
}

/**
 * Fetches the virtualiser when the browser is idle, if this tree can make a long list, so that
 * the first long list finds it ready. (A tree that grows by lazy loading is checked again.)
 */
export function usePreloadVirtualList(
  enabled: boolean,
  tree: Tree<unknown>,
  searchLimit: number | false | null,
): void {
  useEffect(
    () => (enabled ? virtualListModule.requestWhenIdle(() => mayNeedWindow(tree, searchLimit)) : undefined),
    [enabled, tree, searchLimit],
  );
}

function PlainList({
  count,
  activeIndex: _activeIndex,
  inView,
  visible,
  renderItem,
  footer,
  itemHeight = DEFAULT_ITEM_HEIGHT,
  listHeight: _listHeight,
  listRef,
  first,
  onScroll,
  ...rest
}: Omit<ListProps, 'virtual' | 'threshold' | 'inView' | 'progressive' | 'deferVirtualiser'> & {
  inView: InViewTarget;
  /** The rows it renders while it appears (List's useFirstWindow); every row without a slice. */
  first: FirstWindow;
}) {
  const [ref, attach] = useListElement(listRef);
  const { slice } = first;
  // The window's rows follow a spacer: row i is the list's child i - start + 1.
  useRowInView(ref, inView, visible, slice && slice.start > 0 ? slice.start - 1 : 0);
  useWindowCheck(ref, first, inView, visible, itemHeight);
  const start = slice?.start ?? 0;
  const end = slice?.end ?? count;
  const items: ReactNode[] = [];
  for (let i = start; i < end; i++) items.push(renderItem(i, null));
  return (
    <ul
      {...rest}
      ref={attach}
      onScroll={(event) => {
        // The app's handler (onPopupScroll) first, while its event's list is in the document:
        // letting go of the first window replaces that list at once (flushSync).
        onScroll?.(event);
        first.onScroll(event.currentTarget);
      }}
    >
      <Spacer height={start * itemHeight} />
      {items}
      <Spacer height={(count - end) * itemHeight} />
      {footer}
    </ul>
  );
}
