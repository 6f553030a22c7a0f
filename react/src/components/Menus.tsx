import { cx } from '../utils/cx';
import { Column, EmptyMenu } from './Column';
import { useMenuParts } from './context';
import { SearchResults } from './SearchResults';

/** Whether the popup has nothing to list (no options, or no search results). */
export function useIsEmpty(): boolean {
  const { api } = useMenuParts();
  return api.searching ? api.searchCount === 0 : (api.columns[0]?.items.length ?? 0) === 0;
}

/** `div.{p}-menus`: the tree. Columns, or the search results, or the empty state. */
export function Menus({ visible }: { visible: boolean }) {
  const { api, prefixCls, props } = useMenuParts();
  const empty = useIsEmpty();
  const label = typeof props['aria-label'] === 'string' ? props['aria-label'] : undefined;
  return (
    <div
      {...api.getTreeProps(undefined, { label })}
      className={cx(`${prefixCls}-menus`, {
        [`${prefixCls}-menu-empty`]: empty,
        [`${prefixCls}-rtl`]: api.rtl,
      })}
      dir={api.rtl ? 'rtl' : undefined}
    >
      {empty ? (
        <EmptyMenu />
      ) : api.searching ? (
        <SearchResults visible={visible} />
      ) : (
        api.columns.map((column) => <Column key={column.parentId} column={column} visible={visible} />)
      )}
    </div>
  );
}
