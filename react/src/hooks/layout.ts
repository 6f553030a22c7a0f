import type { ColumnView, Tree } from '@cascadia/core';
import { warnOnce } from '../utils/warn';

/**
 * How the open levels are laid out. `columns`: side by side (rc-cascader's layout), windowed to
 * the last ones that fit. `drilldown`: one level at a time, full width, with a back button and the
 * path as a breadcrumb. `auto`: drill-down when two columns (each counted at least 220 px wide,
 * or as wide as the widest measured) do not fit the viewport or the container, else columns; where
 * nothing can be measured (server, jsdom), columns.
 */
export type LayoutMode = 'auto' | 'columns' | 'drilldown';

const MODES: readonly LayoutMode[] = ['auto', 'columns', 'drilldown'];

/**
 * Columns rendered at most while nothing has been measured yet (server rendering, the first frame
 * of an open, jsdom): no screen fits more, and a value thousands of levels deep must not render
 * thousands of columns even for one frame.
 */
export const UNMEASURED_MAX_COLUMNS = 16;

/**
 * The narrowest column `auto` counts on when it decides whether two columns fit: narrower ones
 * cut their labels and crowd a finger. So a phone held upright (up to about 440 px) drills down,
 * and anything wider keeps the columns unless its columns are wider still.
 */
export const AUTO_MIN_COLUMN_WIDTH = 220;

/** Drill-down rows' height in the default stylesheet (`--cascadia-touch-target`), px: a finger's. */
export const TOUCH_TARGET = 44;

/** One level of the breadcrumb: the level's list, named by the option that opened it. */
export interface LayoutCrumb {
  /** The level (0: the first column). Going to it is `getCrumbProps(crumb).onClick`. */
  level: number;
  /** The option whose children the level lists; -1 for the first level. */
  id: number;
  /** The option's label text; for the first level, `labels.root`. */
  text: string;
  /** The level shown first (in drill-down, the one shown). */
  current: boolean;
}

/** What a layout shows: a window of the open columns, and the levels before it as a breadcrumb. */
export interface CascaderLayout {
  /** The layout in effect (`auto` resolved by measurement). */
  mode: 'columns' | 'drilldown';
  /** The columns to render: the last ones that fit (in drill-down, the keyboard's level alone). */
  visibleColumns: ColumnView[];
  /** The level of the first visible column. */
  start: number;
  /** The keyboard's level: the column holding the last option of the open path. */
  focusLevel: number;
  /**
   * The levels up to the first visible one, first level first, the last one `current`. In the
   * columns layout empty while every column is shown; in drill-down always at least the first level.
   */
  crumbs: LayoutCrumb[];
  /** How many columns fit side by side (`Infinity` until something was measured). */
  fit: number;
  /** The width the layout may use, in px (null until measured). */
  width: number | null;
}

/** What the React layer measured; nulls where nothing could be. */
export interface LayoutMeasure {
  /** Width available to the columns (viewport or container), px. */
  width: number | null;
  /** Widest column measured in the columns layout, px. */
  columnWidth: number | null;
}

export const UNMEASURED: LayoutMeasure = { width: null, columnWidth: null };

/** The `layout` prop, checked: an unknown value warns (naming the prop) and falls back to the default. */
export function layoutMode(value: unknown, fallback: LayoutMode): LayoutMode {
  if (value === undefined || value === null) return fallback;
  if (MODES.includes(value as LayoutMode)) return value as LayoutMode;
  if (process.env.NODE_ENV !== 'production')
    warnOnce(
      `\`layout\` must be 'auto', 'columns' or 'drilldown'; got ${JSON.stringify(value)}. Using '${fallback}'.`,
    );
  return fallback;
}

/** How many columns fit side by side; `Infinity` when either width is unknown. */
export function columnsThatFit(measure: LayoutMeasure): number {
  const { width, columnWidth } = measure;
  if (!width || !columnWidth) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.floor(width / columnWidth));
}

/**
 * What `auto` resolves to: drill-down when two columns, each at least AUTO_MIN_COLUMN_WIDTH (or
 * the widest measured), do not fit the width; columns where the width is unknown.
 */
export function autoMode(measure: LayoutMeasure): 'columns' | 'drilldown' {
  const { width, columnWidth } = measure;
  if (!width) return 'columns';
  return width < 2 * Math.max(columnWidth ?? 0, AUTO_MIN_COLUMN_WIDTH) ? 'drilldown' : 'columns';
}

/**
 * The column the keys act on: the one holding the last option of the open path, or its children's
 * when the user went into that option and none of its children is enabled (`entered`, the core's).
 */
export function focusLevelOf(columns: readonly ColumnView[], entered = false): number {
  // Only the last two columns can hold it: the path's last option, and maybe its open children.
  for (let level = columns.length - 1; level >= Math.max(0, columns.length - 2); level--) {
    if (columns[level].activeIndex >= 0) return entered && level + 1 < columns.length ? level + 1 : level;
  }
  return 0;
}

/**
 * The layout of `columns` for a mode and what was measured: which columns show and which levels
 * become the breadcrumb. Pure: the React layer measures, this decides.
 */
export function computeLayout(
  columns: readonly ColumnView[],
  tree: Tree<unknown>,
  mode: LayoutMode,
  measure: LayoutMeasure,
  rootLabel: string,
  entered = false,
): CascaderLayout {
  const fit = columnsThatFit(measure);
  const resolved = mode === 'auto' ? autoMode(measure) : mode;
  const focusLevel = focusLevelOf(columns, entered);
  const cap = Number.isFinite(fit) ? fit : UNMEASURED_MAX_COLUMNS;
  // Columns: the last ones that fit, but never past the keyboard's column (a window of one column
  // still shows where the keys are). Drill-down: the keyboard's column alone.
  const start =
    resolved === 'drilldown' ? focusLevel : Math.max(0, Math.min(focusLevel, columns.length - cap));
  const crumbs: LayoutCrumb[] = [];
  if (resolved === 'drilldown' || start > 0) {
    for (let level = 0; level <= start; level++) {
      const id = columns[level]?.parentId ?? -1;
      crumbs.push({ level, id, text: id < 0 ? rootLabel : tree.textOf(id), current: level === start });
    }
  }
  return {
    mode: resolved,
    visibleColumns: columns.slice(start, start + (resolved === 'drilldown' ? 1 : cap)),
    start,
    focusLevel,
    crumbs,
    fit,
    width: measure.width,
  };
}
