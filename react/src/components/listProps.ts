/**
 * The props of a list (a column, the search results), plain or windowed: List.tsx renders one or
 * the other, and VirtualList.tsx (a lazily loaded chunk) takes the same props, so they live here,
 * needed by both and needing neither.
 */
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { VirtualItemProps } from './listParts';
import type { InViewTarget } from './useRowInView';

export interface ListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  count: number;
  /** The keyboard-active index (-1: none); kept in view. */
  activeIndex: number;
  /**
   * What to keep in view, when not the active row: `'start'` keeps the list at its start (search
   * results whose first row is active only by default). Long lists follow `activeIndex`.
   */
  inView?: InViewTarget;
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
  /**
   * A plain list may render only the rows in view when it appears, and the rest in the first idle
   * moment (useFirstWindow): the columns of a popup that opens. Not where the markup must be
   * complete from the start (a panel, which may be server-rendered and hydrated).
   */
  progressive?: boolean;
  /**
   * With `progressive`, a windowed list too renders the rows in view plainly when it appears and
   * sets up the virtualiser only in the first idle moment (or at once when the user scrolls past
   * those rows, the target leaves them, or the laid-out list does not match the estimate): search
   * results, which appear on the keystroke that replaces the columns with them.
   */
  deferVirtualiser?: boolean;
}
