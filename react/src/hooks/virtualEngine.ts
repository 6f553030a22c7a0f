/**
 * TanStack Virtual's engine (`@tanstack/virtual-core`): the on-demand chunk behind
 * `useVirtualList` (the hook fetches it when a list needs it, the Cascader while the browser is
 * idle when its options can make a long list), so that apps whose lists stay short never download
 * the virtualiser. The engine, and the helpers that only a virtualizer calls (its size observer and
 * row measurer, whether a row is in view): the hook that binds it to React is the page's (a hook
 * cannot arrive later than the component calling it). It imports nothing of the page's own modules:
 * a module this chunk shared with the page would become a chunk of its own in an app's build.
 */
import {
  elementScroll,
  observeElementOffset,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';

/** Lists the virtualizer has scrolled (or been told to leave alone) once already. */
const settledLists = new WeakSet<Element>();

/**
 * The virtualizer's scrolling, minus its first write to a list that just mounted: that list is at
 * the top already, and writing 0 would only lay out the popup in the middle of React's commit.
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
 * The list's scroll position as the virtualizer hears it, minus the readings taken while the list
 * is hidden (`isShown`, the hook's `visible`): a list whose popup is hidden with display: none
 * reads scrollTop 0, yet the browser shows it where it was once it is shown again, and sends no
 * scroll event then. TanStack reads the position again a moment after the last scroll event (its
 * scroll-end fallback, 150 ms): a choice made by a key right after a scroll (Enter after Up wrapped
 * to the last row) hid the popup within that moment, the virtualizer took 0 for the list's
 * position, and the popup reopened scrolled to the active row by the list's own position but with
 * the top rows rendered: an empty column, the active row out of sight.
 */
function observeShownOffset(isShown: () => boolean): typeof observeElementOffset {
  return (instance, cb) =>
    observeElementOffset(instance, (offset, isScrolling) => {
      if (isShown()) cb(offset, isScrolling);
    });
}

/** The options the hook gives: the engine adds the element scrolling and offset observing. */
export type EngineOptions<S extends Element, I extends Element> = Omit<
  VirtualizerOptions<S, I>,
  'observeElementOffset' | 'scrollToFn'
>;

/** The options as the virtualizer takes them, with this engine's scrolling and offset observing. */
export function withEngine<S extends Element, I extends Element>(
  options: EngineOptions<S, I>,
  isShown: () => boolean,
): VirtualizerOptions<S, I> {
  return { observeElementOffset: observeShownOffset(isShown), scrollToFn: scrollUnlessFresh, ...options };
}

/** A virtualizer for a scrolling element that hears its scroll position only while `isShown()`. */
export function createVirtualizer<S extends Element, I extends Element>(
  options: EngineOptions<S, I>,
  isShown: () => boolean,
): Virtualizer<S, I> {
  return new Virtualizer(withEngine(options, isShown));
}

/**
 * The list's height from a ResizeObserver, starting from `listHeight`: unlike the virtualizer's
 * own observer it does not read the element when the list mounts, which would lay out the popup
 * in the middle of React's commit. A hidden popup (display: none) or a layout-less DOM (no
 * observer, as in jsdom) keeps the usual height rather than render nothing (or everything).
 */
export function observeListHeight(
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
export function rowInView(
  virtualizer: Virtualizer<HTMLElement, Element>,
  index: number,
  paddingTop: number,
): boolean {
  const row = virtualizer.measurementsCache[index];
  if (!row) return false;
  const top = virtualizer.scrollElement?.scrollTop ?? virtualizer.scrollOffset ?? 0;
  const height = virtualizer.scrollRect?.height ?? 0;
  return row.start + paddingTop >= top && row.end + paddingTop <= top + height;
}

/**
 * A row's height without forcing a layout: the ResizeObserver's reading once it has one, else the
 * height already known for that row, else the estimate. (Reading the element itself when a row
 * mounts would lay out the whole popup inside React's commit, once per row.) Rows of another
 * height are corrected by the observer before the frame is painted.
 */
export function measuredHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLElement, Element>,
  itemHeight: number,
): number {
  // The active row kept off screen (1 px) is not the row's size: the size measured before stays.
  const observed = element.hasAttribute('data-offscreen') ? undefined : entry?.borderBoxSize?.[0]?.blockSize;
  if (observed) return Math.round(observed);
  const key = instance.options.getItemKey(instance.indexFromElement(element));
  return instance.itemSizeCache.get(key) ?? itemHeight;
}
