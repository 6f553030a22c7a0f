/**
 * The headless hook's types (useCascader.ts): its props and what it returns, as the React README and
 * the site's hooks page describe them. Apart from the hook, which is long enough on its own.
 */
import type {
  CascaderEvent,
  ColumnView,
  ConfirmView,
  DisplayView,
  ItemView,
  SearchItemView,
  TagView,
  ValuePath,
} from '@cascadia/core';
import type { CascaderLocale } from '../locale/types';
import type { CascaderEngineProps, DefaultOptionType } from '../props';
import type { getCancelProps, getConfirmProps } from './confirmGetters';
import type { CascaderLabels, DomRefs } from './context';
import type { ButtonElementProps, ElementProps, InputElementProps } from './elementProps';
import type { CascaderIds } from './ids';
import type { CascaderLayout, LayoutCrumb, LayoutMode } from './layout';
import type { getBackProps, getBreadcrumbProps, getCrumbProps } from './layoutGetters';
import type {
  getCheckboxProps,
  getColumnProps,
  getItemProps,
  getPopupProps,
  getRetryProps,
  getSearchListProps,
  getSearchResultProps,
  getTreeProps,
} from './popupGetters';
import type { PresentationMode } from './presentation';
import type {
  getClearProps,
  getLiveRegionProps,
  getSearchRetryProps,
  getTagProps,
  getTagRemoveProps,
  getValueRetryProps,
} from './selectionGetters';
import type {
  getBackdropProps,
  getSheetBackProps,
  getSheetForwardProps,
  getSheetHandleProps,
  getSheetProps,
  getSheetSearchProps,
  getSwipeProps,
  SheetState,
} from './sheetGetters';
import type { getInputProps, getRootProps, getTriggerProps } from './triggerGetters';

/**
 * The props of `useCascader`: the engine's props (as `Cascader`'s) plus the few a headless UI needs.
 * The type arguments are the component's (`CascaderProps<Option, 'value', true>`): the option type,
 * the key of its value, and whether it is multiple, which types `value`, `defaultValue` and
 * `onChange` as one path (`false`) or a list of paths (`true`).
 */
export interface UseCascaderProps<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>
  extends CascaderEngineProps<O, ValueField, Multiple> {
  /** Multiple selection. (The component also accepts a node here: the checkbox content.) */
  checkable?: unknown;
  /** Id of the combobox element; the popup's tree gets `${id}_list`. */
  id?: string;
  /** Accessible names of icon-only controls. */
  labels?: Partial<CascaderLabels>;
  /**
   * A language pack for every text (labels, announcements) and the default direction; `labels`
   * and `messages` override single texts.
   * @defaultValue the nearest `CascaderLocaleProvider`'s
   */
  locale?: CascaderLocale;
  /**
   * The columns are always shown, in place (a panel; `useCascaderPanel` sets it): there is no
   * popup, so `open`, `popupTrigger` and `onOpenChange` are ignored and nothing closes it.
   */
  inline?: boolean;
  /**
   * How the open levels are laid out: `columns` side by side (the last ones that fit, the earlier
   * levels as a breadcrumb), `drilldown` one level at a time with a back button and a breadcrumb,
   * or `auto`: drill-down when two columns do not fit the viewport or the container. The hook
   * measures; `layout` in its return value says what to render. The hooks default to `columns`
   * (a UI that renders `columns` keeps its behaviour); the components default to `auto`.
   * @defaultValue `'columns'`
   */
  layout?: LayoutMode;
  /**
   * How the open levels are presented: `popup` floating under the trigger, `sheet` a modal bottom
   * sheet with one level at a time (drill-down), or `auto`: the sheet on a phone (a coarse pointer
   * and a viewport at most 640 px wide), the popup elsewhere and wherever nothing can be measured
   * (server, jsdom). `presentation` in the return value says which is in effect.
   * @defaultValue `'popup'` (the `Cascader` component: `'auto'`)
   */
  presentation?: PresentationMode;
}

/**
 * What `useCascader` returns: the state, read as views, and a prop getter for each element of the
 * UI. Spread a getter's result on its element, passing your own props through it (`getItemProps(item,
 * { onClick })`): both handlers run, yours first; class names are joined, styles merged, and for any
 * other attribute your value wins.
 */
export interface UseCascaderReturn<O = DefaultOptionType> {
  /** Sends an event to the store: what the getters' handlers do, for a UI of your own. */
  send: (event: CascaderEvent<O>) => void;
  /** The DOM ids the getters give the parts (stable between server and client). */
  ids: CascaderIds;
  /** The popup is open. */
  open: boolean;
  /** The component has focus. */
  focused: boolean;
  /** The `disabled` prop. */
  disabled: boolean;
  /** Multiple selection with checkboxes is on. */
  checkable: boolean;
  /** `direction` is `'rtl'`. */
  rtl: boolean;
  /** Search text is typed and search is on: the popup lists `searchCount` results instead of columns. */
  searching: boolean;
  /** How many search results there are (0 when not searching). */
  searchCount: number;
  /** The open columns (one per branch on the open path). */
  columns: ColumnView[];
  /** Which of `columns` to render, and the levels before them as a breadcrumb (see `layout`). */
  layout: CascaderLayout;
  /** What the selector shows: labels and options (single) or tags (checkable). */
  display: DisplayView<O>;
  /** The view of one option's row, by node id (from a column's `idAt` or `items`). */
  getItem: (id: number) => ItemView<O>;
  /** The view of the search result at `index` (below `searchCount`). */
  getSearchItem: (index: number) => SearchItemView<O>;
  /** The root element around the selector: the popup is placed against it; hovers and clicks on it open the popup. */
  getRootProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getRootProps>;
  /** The selector's `<input>`: the combobox (role, `aria-expanded`, `aria-activedescendant`, …), the search box and the keyboard's target. */
  getInputProps: <E extends HTMLInputElement = HTMLInputElement>(
    props?: InputElementProps<E>,
  ) => ReturnType<typeof getInputProps>;
  /** A custom trigger instead of the input (a button or link that opens the popup); with `isInput`, an `<input>` of your own as the combobox. */
  getTriggerProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
    options?: { isInput?: boolean },
  ) => ReturnType<typeof getTriggerProps>;
  /**
   * The floating popup element: keeps the focus in the combobox and a hover-opened popup open; with a
   * language pack, its `lang` (and `dir` for a right-to-left pack, unless `direction` is given).
   */
  getPopupProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getPopupProps>;
  /** The element holding the columns: the `tree` the combobox controls (name it with `label` or `labelledBy`). */
  getTreeProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
    options?: { label?: string; labelledBy?: string },
  ) => ReturnType<typeof getTreeProps>;
  /** One column (role `group`, named by its parent option). */
  getColumnProps: <E extends HTMLElement = HTMLElement>(
    column: ColumnView,
    props?: ElementProps<E>,
  ) => ReturnType<typeof getColumnProps>;
  /** One option's row (role `treeitem`, with its level, position, expanded and checked states, and the click and hover handlers). */
  getItemProps: <E extends HTMLElement = HTMLElement>(
    item: ItemView<O>,
    props?: ElementProps<E>,
  ) => ReturnType<typeof getItemProps>;
  /** The checkbox of a row or a search result in checkable mode (toggles the check, not the row). */
  getCheckboxProps: <E extends HTMLElement = HTMLElement>(
    item: ItemView<O> | SearchItemView<O>,
    props?: ElementProps<E>,
  ) => ReturnType<typeof getCheckboxProps>;
  /** The retry button of a row whose load failed. */
  getRetryProps: <E extends HTMLElement = HTMLElement>(
    item: ItemView<O>,
    props?: ElementProps<E>,
  ) => ReturnType<typeof getRetryProps>;
  /** The list of search results, in place of the columns while searching. */
  getSearchListProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getSearchListProps>;
  /** One search result (role `treeitem`). */
  getSearchResultProps: <E extends HTMLElement = HTMLElement>(
    result: SearchItemView<O>,
    props?: ElementProps<E>,
  ) => ReturnType<typeof getSearchResultProps>;
  /** The clear button (named by `labels.clear`). */
  getClearProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getClearProps>;
  /** A tag of checkable mode (`display.tags`). */
  getTagProps: <E extends HTMLElement = HTMLElement>(
    tag: TagView<O>,
    props?: ElementProps<E>,
  ) => ReturnType<typeof getTagProps>;
  /** A tag's remove button (named by `labels.remove`). */
  getTagRemoveProps: <E extends HTMLElement = HTMLElement>(
    tag: TagView<O>,
    props?: ElementProps<E>,
  ) => ReturnType<typeof getTagRemoveProps>;
  /** The retry control of a value path whose labels `loadPath` failed to fetch. */
  getValueRetryProps: <E extends HTMLElement = HTMLElement>(
    path: ValuePath,
    props?: ElementProps<E>,
  ) => ReturnType<typeof getValueRetryProps>;
  /** The retry control of a remote search that failed. */
  getSearchRetryProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getSearchRetryProps>;
  /** The accessible names in force (defaults merged with the `labels` prop). */
  labels: CascaderLabels;
  /** The polite live region (role `status`) that announces result counts, loads and failures; render it always, even while closed. */
  getLiveRegionProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getLiveRegionProps>;
  /** The group around the back button and the crumbs. */
  getBreadcrumbProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getBreadcrumbProps>;
  /** A `<button>` that shows the level before the first one shown. */
  getBackProps: <E extends HTMLButtonElement = HTMLButtonElement>(
    props?: ButtonElementProps<E>,
  ) => ReturnType<typeof getBackProps>;
  /** A `<button>` for one crumb of `layout.crumbs`: goes back to its level. */
  getCrumbProps: <E extends HTMLButtonElement = HTMLButtonElement>(
    crumb: LayoutCrumb,
    props?: ButtonElementProps<E>,
  ) => ReturnType<typeof getCrumbProps>;
  /**
   * `confirm` mode: whether a draft is open (the popup shows Done and Cancel), whether it differs
   * from the value, and how many paths it holds.
   */
  confirm: ConfirmView;
  /** `confirm` mode's Done `<button>` (its text is `labels.done`): commits the draft and closes. */
  getConfirmProps: <E extends HTMLButtonElement = HTMLButtonElement>(
    props?: ButtonElementProps<E>,
    options?: { focusable?: boolean },
  ) => ReturnType<typeof getConfirmProps>;
  /** `confirm` mode's Cancel `<button>` (its text is `labels.cancel`): discards the draft and closes. */
  getCancelProps: <E extends HTMLButtonElement = HTMLButtonElement>(
    props?: ButtonElementProps<E>,
    options?: { focusable?: boolean },
  ) => ReturnType<typeof getCancelProps>;
  /** The presentation in effect (`auto` resolved): render a popup, or a sheet with the sheet getters. */
  presentation: 'popup' | 'sheet';
  /** The sheet's drag: how far it is pulled down (`transform: translateY`), and whether a finger holds it. */
  sheet: SheetState;
  /**
   * Whether going forward a level would open one: back down the trail to the level last visited
   * (with the row that was open there), else into the keyboard's row as Right goes. A swipe forward
   * does it; a forward button of your own sends `{ type: 'LEVEL.FORWARD' }` and is disabled when
   * this is false.
   */
  canGoForward: boolean;
  /**
   * The sheet: a modal dialog named by `label` (the field's) or `labelledBy`; Escape and Tab stay in
   * it. With a language pack, its `lang` (and `dir`), as the popup's.
   */
  getSheetProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
    options?: { label?: string; labelledBy?: string },
  ) => ReturnType<typeof getSheetProps>;
  /** The page-dimming layer behind the sheet: a tap dismisses it. */
  getBackdropProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getBackdropProps>;
  /** The drag handle (or the header around it): drag down to dismiss. */
  getSheetHandleProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getSheetHandleProps>;
  /** The element around the levels: swipe back and forward between them. */
  getSwipeProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getSwipeProps>;
  /** A `<button>` at the bottom of the sheet that goes back a level. */
  getSheetBackProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getSheetBackProps>;
  /**
   * A `<button>` beside the sheet's back one that goes forward a level, as a swipe does
   * (`LEVEL.FORWARD`): named by the level it goes to, `aria-disabled` while `canGoForward` is false.
   */
  getSheetForwardProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getSheetForwardProps>;
  /** The sheet's own search `<input>` (the trigger's is behind the sheet). */
  getSheetSearchProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => ReturnType<typeof getSheetSearchProps>;
  /** The DOM elements the getters' refs were attached to. */
  refs: DomRefs;
  /** The element the popup is placed against (root, or the custom trigger). */
  getReference: () => HTMLElement | null;
  /** Moves focus to the combobox. */
  focus: () => void;
  /** Takes focus out of the combobox. */
  blur: () => void;
}
