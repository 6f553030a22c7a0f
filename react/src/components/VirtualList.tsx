import { useCallback } from 'react';
import { useListWindow } from '../hooks/useVirtualList';
import { setRef } from '../utils/dom';
import { Spacer } from './listParts';
import type { ListProps } from './listProps';

/**
 * A windowed list (`useVirtualList`, the hook the package offers custom UIs): the rows in and near
 * view between two spacers, the active row kept in view. A static window of rows until the
 * virtualiser's chunk has arrived.
 */
export function VirtualList({
  count,
  activeIndex,
  visible,
  renderItem,
  footer,
  itemHeight,
  listHeight,
  listRef,
  takeOver,
  onScroll,
  ...rest
}: Omit<ListProps, 'virtual' | 'threshold' | 'inView' | 'progressive' | 'deferVirtualiser'> & {
  /**
   * The list replaces a first window of plain rows (List's `deferVirtualiser`), in an idle moment
   * or on a scroll: it starts where that list was scrolled, with its full overscan.
   */
  takeOver?: { scrollTop: number };
}) {
  const listWindow = useListWindow({ count, activeIndex, visible, itemHeight, listHeight }, takeOver);
  const { ref } = listWindow;
  const attach = useCallback(
    (node: HTMLUListElement | null) => {
      ref(node);
      setRef(listRef, node);
    },
    [ref, listRef],
  );
  return (
    <ul
      {...rest}
      ref={attach}
      onScroll={(event) => {
        listWindow.onScroll();
        onScroll?.(event);
      }}
    >
      <Spacer height={listWindow.before} />
      {listWindow.rows.map((row) => renderItem(row.index, row.props))}
      <Spacer height={listWindow.after} />
      {footer}
    </ul>
  );
}
