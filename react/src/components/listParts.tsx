/**
 * What every kind of list shares: the row estimates, the spacer and off-screen rows, and the
 * list's element ref. Its own module, apart from List, because the windowed list (VirtualList,
 * a chunk loaded on demand) needs these too: an app's bundler puts a module both the page and an
 * on-demand chunk import into a chunk of its own, loaded with the page, so that chunk holds only
 * these few lines rather than List and everything it imports (2.7 kB gzipped, fetched apart).
 */
import { type CSSProperties, type Ref, useCallback, useRef } from 'react';
import { setRef } from '../utils/dom';

/** Item height of the default stylesheet (px), the estimate before an item is measured. */
export const DEFAULT_ITEM_HEIGHT = 32;
/** Height assumed while the list cannot measure itself: hidden, or no layout (jsdom). */
export const DEFAULT_LIST_HEIGHT = 180;
export const OVERSCAN = 8;

/** What a rendered item must spread on its `<li>` when the list is virtualised. */
export interface VirtualItemProps {
  'data-index'?: number;
  ref?: (element: Element | null) => void;
  style?: CSSProperties;
}

/** An item rendered outside the window: present for assistive technology, out of the layout. */
export const OFFSCREEN: VirtualItemProps = {
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

/** A spacer row standing in for rows outside a window: no role, hidden from assistive technology. */
export function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <li
      role="none"
      aria-hidden="true"
      style={{ height, padding: 0, margin: 0, border: 0, listStyle: 'none' }}
    />
  );
}

/** The list's `<ul>`: a ref for this component, and the callback that also hands it to `listRef`. */
export function useListElement(listRef: Ref<HTMLUListElement> | undefined) {
  const ref = useRef<HTMLUListElement | null>(null);
  // Stable while `listRef` is: React calls a new ref callback on every render (null, then the node).
  const attach = useCallback(
    (node: HTMLUListElement | null) => {
      ref.current = node;
      setRef(listRef, node);
    },
    [listRef],
  );
  return [ref, attach] as const;
}
