import { listsNothing } from '@cascadia/core';
import { useState } from 'react';
import { engineOf } from '../hooks/engine';
import { cx } from '../utils/cx';
import { Breadcrumb } from './Breadcrumb';
import { Column, EmptyMenu } from './Column';
import { ConfirmBar } from './ConfirmBar';
import { useMenuParts } from './context';
import { SearchResults } from './SearchResults';

/**
 * Which way the levels last moved (deeper, or back), for the slide between levels: derived while
 * rendering from the first level shown, so the new column mounts with its direction already set.
 */
function useLevelDirection(start: number): 'forward' | 'back' | null {
  const [seen, setSeen] = useState<{ start: number; direction: 'forward' | 'back' | null }>({
    start,
    direction: null,
  });
  if (seen.start !== start) {
    const next = { start, direction: start > seen.start ? ('forward' as const) : ('back' as const) };
    setSeen(next);
    return next.direction;
  }
  return seen.direction;
}

/**
 * `div.{p}-menus`: the tree. The columns of the layout's window (or the one level of drill-down),
 * or the search results, or the empty state; the breadcrumb above it when levels are hidden.
 */
export function Menus({ visible }: { visible: boolean }) {
  const { api, prefixCls, props } = useMenuParts();
  // The core's rule (a remote search's status row is not "nothing found"), for the menu's class;
  // the popup's class (Cascader) asks it too.
  const empty = listsNothing(engineOf(api).state);
  const { layout } = api;
  const drilldown = layout.mode === 'drilldown';
  const direction = useLevelDirection(layout.start);
  const label = typeof props['aria-label'] === 'string' ? props['aria-label'] : undefined;
  const crumbs = !empty && !api.searching && layout.crumbs.length > 0;
  // A fragment of fixed positions: the tree keeps its element (and the columns their scroll
  // positions) when the breadcrumb comes and goes.
  return (
    <>
      {crumbs && <Breadcrumb />}
      <div
        {...api.getTreeProps(undefined, { label })}
        className={cx(`${prefixCls}-menus`, {
          [`${prefixCls}-menu-empty`]: empty,
          [`${prefixCls}-rtl`]: api.rtl,
          [`${prefixCls}-menus-drilldown`]: drilldown,
          // The search results and the remote search's status row stack in one column.
          [`${prefixCls}-menus-search`]: api.searching,
          [`${prefixCls}-menus-${direction}`]: drilldown && direction !== null,
        })}
        dir={api.rtl ? 'rtl' : undefined}
      >
        {empty ? (
          <EmptyMenu />
        ) : api.searching ? (
          <SearchResults visible={visible} />
        ) : (
          layout.visibleColumns.map((column) => (
            <Column key={column.key} column={column} visible={visible} progressive />
          ))
        )}
      </div>
      <ConfirmBar />
    </>
  );
}
