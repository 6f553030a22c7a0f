import { useRef } from 'react';
import type { CascaderLayout, LayoutCrumb } from '../hooks/layout';

const sameCrumbs = (a: readonly LayoutCrumb[], b: readonly LayoutCrumb[]): boolean =>
  a.length === b.length &&
  a.every(
    (crumb, i) =>
      crumb.level === b[i].level &&
      crumb.id === b[i].id &&
      crumb.text === b[i].text &&
      crumb.current === b[i].current,
  );

/**
 * Whether two layouts show the same thing: the same columns (the core's column views, compared
 * by identity), the same mode, first level, keyboard level and crumbs. How many more columns would
 * fit and the measured width are not shown by the menus, only used to decide the rest.
 */
export function sameShown(a: CascaderLayout, b: CascaderLayout): boolean {
  return (
    a.mode === b.mode &&
    a.start === b.start &&
    a.focusLevel === b.focusLevel &&
    a.visibleColumns.length === b.visibleColumns.length &&
    a.visibleColumns.every((column, i) => column === b.visibleColumns[i]) &&
    sameCrumbs(a.crumbs, b.crumbs)
  );
}

/**
 * The layout as the menus see it: the previous object while it shows the same columns. The first
 * measurement after an open (the available width, the columns' widths) usually changes nothing
 * shown, and a new layout there would render every row of the popup a second time in that open
 * (300 rows for a value six levels deep).
 */
export function useShownLayout(layout: CascaderLayout): CascaderLayout {
  const shown = useRef(layout);
  if (shown.current !== layout && !sameShown(shown.current, layout)) shown.current = layout;
  return shown.current;
}
