import { type ColumnView, type UseCascaderReturn, useVirtualList } from '@cascadia/react';

const ROW_HEIGHT = 32;
const COLUMN_HEIGHT = 256;

/**
 * A column that renders only the rows in view. `useVirtualList` gives the window (measured as the
 * rows render, the keyboard's row kept in view); `count` and `idAt(i)` read the column without
 * making a list of every id, and each row's aria-setsize / aria-posinset still tell the whole
 * column's size and the row's place in it. The scrolling element is the one with the column's
 * id: PageUp and PageDown measure it to move by as many rows as fit.
 */
export function WindowedColumn<O>({ api, column }: { api: UseCascaderReturn<O>; column: ColumnView }) {
  const list = useVirtualList({
    count: column.count,
    activeIndex: column.activeIndex,
    itemHeight: ROW_HEIGHT,
    listHeight: COLUMN_HEIGHT,
  });
  return (
    <div
      {...api.getColumnProps(column, {
        ref: list.ref,
        onScroll: list.onScroll,
        style: { maxHeight: COLUMN_HEIGHT, overflowY: 'auto', minWidth: 140 },
      })}
    >
      <div aria-hidden="true" style={{ height: list.before }} />
      {list.rows.map(({ index, props }) => {
        const item = api.getItem(column.idAt(index));
        return (
          <div
            key={item.key}
            {...api.getItemProps(item, {
              ...props,
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
                // The active row outside the window is kept out of sight (the window's own style).
                ...props.style,
              },
            })}
          >
            {item.text}
            {item.expandable && <span aria-hidden="true"> ›</span>}
          </div>
        );
      })}
      <div aria-hidden="true" style={{ height: list.after }} />
    </div>
  );
}
