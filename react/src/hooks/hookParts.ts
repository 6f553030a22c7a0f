import type { CascaderFeature, CascaderState, ColumnView, Tree, ValuePath } from '@cascadia/core';
import { useMemo } from 'react';
import { warnOnce } from '../utils/warn';
import type { DomRefs, GetterContext } from './context';
import type { CascaderIds } from './ids';
import { type CascaderLayout, focusLevelOf } from './layout';
import type { getBackProps, getBreadcrumbProps, getCrumbProps } from './layoutGetters';
import type { SheetState } from './sheetGetters';
import type { SheetGetters, SheetTools } from './sheetPresentation';

/**
 * A part of the headless hook that an app opts into with `useLeanCascader`'s third argument, as it
 * passes the engine's features in the second: `layoutPart` (the `layout` prop's drill-down, `auto`
 * and column window, measured), `sheetPart` (the `presentation` prop's bottom sheet), and the
 * getters of search results (`searchPart`), of checkboxes and tags (`checkablePart`) and of the
 * `confirm` prop's buttons (`confirmPart`). A hook made without one leaves its code out of the
 * app's bundle. `useCascader` and the components have them all.
 */
export interface CascaderHookPart {
  /** Which part this is. */
  readonly name: 'layout' | 'sheet' | 'search' | 'checkable' | 'confirm';
}

/** What the layout part is given each render (useLayout.ts). */
export interface LayoutInput {
  columns: ColumnView[];
  tree: Tree<unknown>;
  /** The `layout` prop, unchecked. */
  layout: unknown;
  /** The levels are shown in a sheet: one at a time, whatever `layout` says. */
  sheet: boolean;
  /** Open (or inline) with the tree in the document: there is something laid out to measure. */
  shown: boolean;
  inline: boolean;
  /** Search results are shown instead of the columns. */
  searching: boolean;
  refs: DomRefs;
  ids: CascaderIds;
  /** The first level's name in the breadcrumb. */
  rootLabel: string;
  /** The keys act on the children of the open path's last option (the core's `entered`). */
  entered: boolean;
}

/** The layout's getters, bound to one render. */
export interface LayoutGetters<O> {
  getBreadcrumbProps: (ctx: GetterContext<O>) => ReturnType<typeof getBreadcrumbProps>;
  getBackProps: (ctx: GetterContext<O>) => ReturnType<typeof getBackProps>;
  getCrumbProps: (
    ctx: GetterContext<O>,
    crumb: CascaderLayout['crumbs'][number],
  ) => ReturnType<typeof getCrumbProps>;
}

/** The code of the layout part: measuring, drill-down's clicks and level moves, and their getters. */
export interface LayoutCode {
  useLayout(input: LayoutInput): CascaderLayout;
  /** After the context is made: drill-down's effects (hover expands by click; a loaded branch is entered). */
  useDrillDown<O>(ctx: GetterContext<O>, setDrilling: (drilling: boolean) => void): void;
  /** A row's click (drill-down goes into a branch). */
  clickItem<O>(ctx: GetterContext<O>, path: ValuePath, clickCount: number, pointer: string | null): void;
  goToLevel<O>(ctx: GetterContext<O>, level: number): void;
  canGoForward<O>(state: CascaderState<O>): boolean;
  getters: LayoutGetters<unknown>;
}

/** The code of the sheet part: the presentation in effect and the sheet's gestures and getters. */
export interface SheetCode {
  usePresentation(mode: unknown, inline: boolean): 'popup' | 'sheet';
  useSheet(
    asSheet: boolean,
    open: boolean,
  ): { state: SheetState; bind: <O>(ctx: GetterContext<O>, tools: SheetTools) => SheetGetters };
  forwardLevel<O>(state: CascaderState<O>): number;
}

/** A part's getters bound to one render: the fields it adds to the hook's return value. */
// biome-ignore lint/suspicious/noExplicitAny: each part's getters are typed where it binds them (getterParts.ts)
export type BindGetters = (ctx: GetterContext<any>) => object;

/** A part as the hook reads it. */
export interface HookPartCode extends CascaderHookPart {
  layout?: LayoutCode;
  sheet?: SheetCode;
  bind?: BindGetters;
  /** The engine's features it needs (the layout part's forward: `trailFeature`). */
  features?: readonly CascaderFeature[];
}

/** The code of the hook's parts: each one's, or the stand-in of a hook without it. */
export interface PartsCode {
  layout: LayoutCode;
  sheet: SheetCode;
  /** The getters of the parts that only add getters (getterParts.ts), or their stand-ins. */
  getters: readonly BindGetters[];
}

/**
 * The engine's features with those the parts need (the layout part's `trailFeature`) that are
 * not among them already.
 */
export function withPartFeatures(
  features: readonly CascaderFeature[],
  parts: readonly CascaderHookPart[],
): readonly CascaderFeature[] {
  let all = features;
  for (const part of parts as readonly HookPartCode[])
    for (const feature of part.features ?? [])
      if (!all.some((had) => had.name === feature.name)) all = [...all, feature];
  return all;
}

/**
 * The parts an app passed to `useLeanCascader`, with stand-ins for the others: the sheet part
 * brings the layout part (a sheet drills down).
 */
export function partsCode(parts: readonly CascaderHookPart[]): PartsCode {
  let layout = NO_LAYOUT;
  let sheet = NO_SHEET;
  // Stand-ins first, replaced by the parts passed.
  const getters = new Map<string, BindGetters>(
    GETTER_PARTS.map(([name, part, names]) => {
      const missing = missingGetters(part, names);
      return [name, () => missing];
    }),
  );
  for (const part of parts as readonly HookPartCode[]) {
    layout = part.layout ?? layout;
    sheet = part.sheet ?? sheet;
    if (part.bind) getters.set(part.name, part.bind);
  }
  return { layout, sheet, getters: [...getters.values()] };
}

const warnMissing = (prop: string, value: unknown, part: string) =>
  warnOnce(
    `\`${prop}: ${JSON.stringify(value)}\` needs the hook's ${part}: pass it to useLeanCascader (\`useLeanCascader(props, features, [${part}])\`). Ignoring it.`,
  );

/** All the columns, side by side from the first: the layout of a hook without the layout part. */
function useColumnsLayout({ columns, layout, entered }: LayoutInput): CascaderLayout {
  if (process.env.NODE_ENV !== 'production' && layout != null && layout !== 'columns') {
    warnMissing('layout', layout, 'layoutPart');
  }
  return useMemo(
    () => ({
      mode: 'columns',
      visibleColumns: columns,
      start: 0,
      focusLevel: focusLevelOf(columns, entered),
      crumbs: [],
      fit: Number.POSITIVE_INFINITY,
      width: null,
    }),
    [columns, entered],
  );
}

/**
 * The getters of a part the hook was made without (their names, space-separated): nothing to
 * spread, and in development a warning naming the part to pass.
 */
function missingGetters(part: string, names: string): Record<string, () => object> {
  const getters: Record<string, () => object> = {};
  for (const name of names.split(' ')) {
    getters[name] = () => {
      if (process.env.NODE_ENV !== 'production')
        warnOnce(`${name} needs the hook's ${part}: pass it to useLeanCascader's third argument.`);
      return {};
    };
  }
  return getters;
}

/** The hook without the layout part: the columns side by side, a click is the engine's click. */
const NO_LAYOUT: LayoutCode = {
  useLayout: useColumnsLayout,
  useDrillDown: () => {},
  clickItem: (ctx, path) => ctx.send({ type: 'ITEM.CLICK', path }),
  goToLevel: () => {},
  canGoForward: () => false,
  getters: /* @__PURE__ */ missingGetters(
    'layoutPart',
    'getBreadcrumbProps getBackProps getCrumbProps',
  ) as unknown as LayoutGetters<unknown>,
};

/** The sheet's state while there is no sheet: nothing dragged, no code. */
const NO_SHEET_STATE: SheetState = { dragOffset: 0, dragging: false, ready: false };

/** The sheet's getters without the sheet part. */
const missingSheetGetters = /* @__PURE__ */ missingGetters(
  'sheetPart',
  'getSheetProps getBackdropProps getSheetHandleProps getSwipeProps getSheetBackProps getSheetForwardProps getSheetSearchProps',
) as unknown as SheetGetters;

/** The parts that only add getters: each one's name, its export's, and its getters' names. */
const GETTER_PARTS = [
  ['search', 'searchPart', 'getSearchItem getSearchListProps getSearchResultProps getSearchRetryProps'],
  ['checkable', 'checkablePart', 'getCheckboxProps getTagProps getTagRemoveProps'],
  ['confirm', 'confirmPart', 'getConfirmProps getCancelProps'],
];

/** The hook without the sheet part: always a popup. */
const NO_SHEET: SheetCode = {
  usePresentation: (mode) => {
    if (process.env.NODE_ENV !== 'production' && mode != null && mode !== 'popup') {
      warnMissing('presentation', mode, 'sheetPart');
    }
    return 'popup';
  },
  useSheet: () => ({ state: NO_SHEET_STATE, bind: () => missingSheetGetters }),
  forwardLevel: () => -1,
};
