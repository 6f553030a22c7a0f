/**
 * TanStack Virtual's engine (`@tanstack/virtual-core`): the on-demand chunk behind
 * `useVirtualList` (the hook fetches it when a list needs it, the Cascader while the browser is
 * idle when its options can make a long list), so that apps whose lists stay short never download
 * the virtualiser. Only the engine: the hook that binds it to React is the page's (a hook cannot
 * arrive later than the component calling it). It imports nothing of the page's own modules: a
 * module this chunk shared with the page would become a chunk of its own in an app's build.
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
