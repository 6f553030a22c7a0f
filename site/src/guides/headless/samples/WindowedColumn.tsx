import type { ColumnView, UseCascaderReturn } from '@cascadia/react';
import { useLayoutEffect, useRef, useState } from 'react';

const ROW_HEIGHT = 32;
const ROWS_IN_VIEW = 8;
const OVERSCAN = 4;

/**
 * A column that renders only the rows in view. `count` and `idAt(i)` read the column without
 * making a list of every id, and each row's aria-setsize / aria-posinset still tell the whole
 * column's size and the row's place in it. The scrolling element is the one with the column's
 * id: PageUp and PageDown measure it to move by as many rows as fit.
 */
export function WindowedColumn<O>({ api, column }: { api: UseCascaderReturn<O>; column: ColumnView }) {
  const list = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);

  // Keep the open row in view when the keys move it.
  useLayoutEffect(() => {
    const element = list.current;
    const index = column.activeIndex;
    if (!element || index < 0) return;
    const top = index * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight)
      element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
  }, [column.activeIndex]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(column.count, first + ROWS_IN_VIEW + 2 * OVERSCAN);
  const rows = [];
  for (let index = first; index < last; index++) {
    const item = api.getItem(column.idAt(index));
    rows.push(
      <div
        key={item.id}
        {...api.getItemProps(item, {
          style: {
            height: ROW_HEIGHT,
            lineHeight: `${ROW_HEIGHT}px`,
            padding: '0 10px',
            cursor: item.disabled ? 'not-allowed' : 'pointer',
            // The keyboard's row is outlined; the open path is bold; a disabled row is struck through.
            outline: item.focused ? '2px solid' : undefined,
            outlineOffset: -2,
            fontWeight: item.active ? 700 : 400,
            textDecoration: item.disabled ? 'line-through' : undefined,
          },
        })}
      >
        {item.text}
        {item.expandable && <span aria-hidden="true"> ›</span>}
      </div>,
    );
  }
  return (
    <div
      {...api.getColumnProps(column, {
        ref: list,
        onScroll: () => setScrollTop(list.current?.scrollTop ?? 0),
        style: {
          height: Math.min(column.count, ROWS_IN_VIEW) * ROW_HEIGHT,
          overflowY: 'auto',
          minWidth: 140,
        },
      })}
    >
      <div style={{ height: first * ROW_HEIGHT }} />
      {rows}
      <div style={{ height: (column.count - last) * ROW_HEIGHT }} />
    </div>
  );
}
