import type { ColumnView } from '@cascadia/core';
import { TOUCH_TARGET } from '../hooks/layout';
import { cx } from '../utils/cx';
import { useMenuParts } from './context';
import { renderItem } from './Item';
import { List } from './List';

/** `ul.{p}-menu`: one level of the open path, virtualised when long. */
export function Column({
  column,
  visible,
  progressive = false,
}: {
  column: ColumnView;
  visible: boolean;
  /** Rows in view first, the rest when idle (List's `progressive`): a popup's columns. */
  progressive?: boolean;
}) {
  const parts = useMenuParts();
  const { api, prefixCls, props, classNames, styles } = parts;
  const drilldown = api.layout.mode === 'drilldown';
  return (
    <List
      {...api.getColumnProps(column)}
      className={cx(`${prefixCls}-menu`, classNames.popup?.list)}
      style={styles.popup?.list}
      onScroll={props.onPopupScroll}
      count={column.count}
      activeIndex={column.activeIndex}
      visible={visible}
      // Not in drill-down: its one level is taller than a column (the stylesheet's min(320px, 60vh)),
      // so the first window, estimated for a column's height, would never fill it.
      progressive={progressive && !drilldown}
      virtual={props.virtual}
      itemHeight={props.listItemHeight ?? (drilldown ? TOUCH_TARGET : undefined)}
      listHeight={props.listHeight}
      renderItem={(index, virtual) => renderItem(parts, column.idAt(index), virtual)}
    />
  );
}

/** rc-cascader's empty state: one disabled item holding `notFoundContent`. */
export function EmptyMenu() {
  const { api, prefixCls, props, classNames, styles } = useMenuParts();
  const cls = `${prefixCls}-menu-item`;
  const content = props.notFoundContent === undefined ? api.labels.notFound : props.notFoundContent;
  return (
    <ul
      className={cx(`${prefixCls}-menu`, classNames.popup?.list)}
      style={styles.popup?.list}
      {...api.getSearchListProps()}
    >
      <li
        tabIndex={-1}
        className={cx(cls, `${cls}-disabled`, classNames.popup?.listItem)}
        style={styles.popup?.listItem}
        role="treeitem"
        aria-level={1}
        aria-setsize={1}
        aria-posinset={1}
        aria-disabled="true"
        data-path-key="__EMPTY__"
        title={typeof content === 'string' ? content : undefined}
      >
        <div className={`${cls}-content`}>{content}</div>
      </li>
    </ul>
  );
}
