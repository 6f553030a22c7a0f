import {
  activeDescendant,
  allFeatures,
  type CascaderEvent,
  type CascaderFeature,
  type ColumnView,
  type ConfirmView,
  type DisplayView,
  getColumns,
  getConfirmView,
  getDisplay,
  getItem,
  getSearchItem,
  type ItemView,
  prepareForInput,
  type SearchItemView,
  type TagView,
  type Tree,
  type ValuePath,
} from '@cascadia/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocalePack } from '../locale/context';
import type { CascaderLocale } from '../locale/types';
import type { CascaderEngineProps, DefaultOptionType } from '../props';
import { isInside } from '../utils/dom';
import { mergeProps } from '../utils/mergeProps';
import { getCancelProps, getConfirmProps } from './confirmGetters';
import { type CascaderLabels, DEFAULT_LABELS, type DomRefs, type GetterContext } from './context';
import type { ButtonElementProps, ElementProps, InputElementProps } from './elementProps';
import { withEngine } from './engine';
import { type CascaderHookPart, type LayoutGetters, type PartsCode, partsCode } from './hookParts';
import { type CascaderIds, makeIds } from './ids';
import { packLanguage } from './language';
import type { CascaderLayout, LayoutCrumb, LayoutMode } from './layout';
import type { getBackProps, getBreadcrumbProps, getCrumbProps } from './layoutGetters';
import {
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
import {
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
import { EVERY_PART } from './sheetPart';
import type { SheetGetters } from './sheetPresentation';
import { getInputProps, getRootProps, getTriggerProps, sendKey } from './triggerGetters';
import { useCascaderStore } from './useStore';

/** The columns of a cascader that was never opened: none are laid out. */
const NO_COLUMNS: ColumnView[] = [];

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

/**
 * The headless cascader: the core store's state plus prop getters that carry all of DESIGN.md's
 * ARIA and send the engine's events. Render anything; spread the getters; no rule lives here.
 * The engine has every feature (search, remote search, checking, lazy checking, `loadPath`);
 * `useLeanCascader` takes only those an app passes in.
 */
export function useCascader<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>(
  props: UseCascaderProps<O, ValueField, Multiple>,
): UseCascaderReturn<O> {
  return useCascaderWith(props, allFeatures, EVERY_PART);
}

/**
 * `useCascader` with only the engine's features an app passes in (`@cascadia/core`'s
 * `searchFeature`, `checkableFeature`, …) and only the hook's parts it uses (`layoutPart`,
 * `sheetPart`), so that its bundle leaves the others out: `useLeanCascader({ options }, [])` for a
 * single select over a synchronous tree whose columns stand side by side in a popup. The features
 * and parts are read once, when the engine is made. A prop whose feature is missing is reported;
 * in development, so is a `layout` or `presentation` whose part is missing, and a getter of a
 * missing part gives nothing to spread.
 */
export function useLeanCascader<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>(
  props: UseCascaderProps<O, ValueField, Multiple>,
  features: readonly CascaderFeature[],
  parts: readonly CascaderHookPart[] = [],
): UseCascaderReturn<O> {
  // The parts are the hook's for its life, as the features are the engine's: each one's hooks are
  // called on every render, or never.
  const [code] = useState(() => partsCode(parts));
  return useCascaderWith(props, features, code);
}

/**
 * The hook with the code of its parts (the components pass `EVERY_PART`, so the stand-ins of a
 * lean hook without them stay out of their bundle).
 */
export function useCascaderWith<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>(
  props: UseCascaderProps<O, ValueField, Multiple>,
  features: readonly CascaderFeature[],
  { layout: layoutCode, sheet: sheetCode }: PartsCode,
): UseCascaderReturn<O> {
  // Drill-down makes hover mode expand on click (the layout part's useDrillDown).
  const [drilling, setDrilling] = useState(false);
  const pack = useLocalePack(props.locale);
  const messages = useMemo(
    () =>
      pack && props.messages ? { ...pack.messages, ...props.messages } : (props.messages ?? pack?.messages),
    [pack, props.messages],
  );
  const { store, state } = useCascaderStore<O>(
    {
      ...props,
      messages,
      direction: props.direction ?? pack?.direction,
      ...(drilling && props.expandTrigger === 'hover' ? { expandTrigger: 'click' } : undefined),
    },
    features,
  );
  const base = useId();
  const ids = useMemo(() => makeIds(base, props.id), [base, props.id]);
  const labels = useMemo(
    () => ({ ...DEFAULT_LABELS, ...pack?.labels, ...props.labels }),
    [pack, props.labels],
  );
  const language = useMemo(() => packLanguage(pack, props.direction), [pack, props.direction]);
  const refs = useRef<DomRefs>({
    root: { current: null },
    input: { current: null },
    popup: { current: null },
    tree: { current: null },
  }).current;
  const [treeMounted, setTreeMounted] = useState(false);
  const send = store.send;

  const setTreeElement = useCallback(
    (element: HTMLElement | null) => {
      refs.tree.current = element;
      setTreeMounted(!!element);
    },
    [refs],
  );
  const pendingEnter = useRef<ValuePath | null>(null);
  const enteredByClick = useRef<ValuePath | null>(null);
  const pressedBy = useRef<string | null>(null);
  const setPopupElement = useCallback(
    (element: HTMLElement | null) => {
      refs.popup.current = element;
    },
    [refs],
  );
  const setRootElement = useCallback(
    (element: HTMLElement | null) => {
      refs.root.current = element;
    },
    [refs],
  );
  const setInputElement = useCallback(
    (element: HTMLElement | null) => {
      refs.input.current = element;
    },
    [refs],
  );

  const getReference = useCallback(() => refs.root.current, [refs]);
  const presentation = sheetCode.usePresentation(props.presentation, !!props.inline);
  const open = state.status === 'open';
  const sheet = sheetCode.useSheet(presentation === 'sheet', open);
  // A mousedown anywhere else closes the popup (rc-trigger listens to mousedown, not click).
  const inline = state.props.inline;
  useEffect(() => {
    if (!open || inline) return;
    const doc = refs.root.current?.ownerDocument ?? document;
    const onMouseDown = (event: MouseEvent) => {
      if (!isInside(event, [refs.root.current, refs.input.current, refs.popup.current])) {
        send({ type: 'OUTSIDE.CLICK' });
      }
    };
    doc.addEventListener('mousedown', onMouseDown, true);
    return () => doc.removeEventListener('mousedown', onMouseDown, true);
  }, [open, inline, refs, send]);

  // The first keystroke of a search would build the label index (noticeable on huge trees): the
  // features do such work in idle time as soon as the user engages (prepareForInput).
  const searchable = !!state.props.showSearch;
  const engaged = state.status !== 'idle';
  const { tree } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tree has its own work to do
  useEffect(() => {
    if (!searchable || !engaged) return;
    const run = () => prepareForInput(store.getState());
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }, [searchable, engaged, tree, store]);

  const { activePath, value } = state;
  const checkable = state.props.checkable;
  // Computed when first read: a cascader that was never opened does not read them, and on a huge
  // tree they need the whole index, which is built lazily (mounting costs almost nothing).
  // biome-ignore lint/correctness/useExhaustiveDependencies: getColumns reads only the tree and the open path
  const columnsOf = useMemo(() => {
    let columns: ColumnView[] | undefined;
    return () => {
      columns ??= getColumns(state);
      return columns;
    };
  }, [tree, activePath]);
  const { pathLoads, pathFailed } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: getDisplay reads only the tree, value, mode and the value's loadPath requests
  const display = useMemo(() => getDisplay(state), [tree, value, checkable, pathLoads, pathFailed]);
  // Nothing is laid out before the first open: the columns wait for it.
  const laidOut = open || !!inline || treeMounted;
  const layout = layoutCode.useLayout({
    columns: laidOut ? columnsOf() : NO_COLUMNS,
    layout: props.layout,
    sheet: presentation === 'sheet',
    shown: (open || !!inline) && treeMounted,
    inline: !!inline,
    searching: !!state.search,
    tree: tree as Tree<unknown>,
    refs,
    ids,
    rootLabel: labels.root,
    entered: !!state.entered,
  });

  const ctx: GetterContext<O> = {
    store,
    state,
    send,
    ids,
    refs,
    labels,
    language,
    layout,
    pendingEnter,
    enteredByClick,
    pressedBy,
    goToLevel: (level) => layoutCode.goToLevel(ctx, level),
    clickItem: (path, clickCount, pointer) => layoutCode.clickItem(ctx, path, clickCount, pointer),
    presentation,
    treeMounted,
    setTreeElement,
    setPopupElement,
    setRootElement,
    setInputElement,
  };

  layoutCode.useDrillDown(ctx, setDrilling);
  const layoutGetters = layoutCode.getters as LayoutGetters<O>;
  const sheetGetters = sheet.bind(ctx, {
    merge: mergeProps,
    canGoForward: layoutCode.canGoForward,
    forwardLevel: sheetCode.forwardLevel,
    sendKey: (event) => sendKey(store, event, ids),
    activeDescendant: () => activeDescendant(state, ids, treeMounted),
  });

  // The state and store stay behind the return value, for this package's components (engine.ts).
  return withEngine<UseCascaderReturn<O>, O>(
    {
      send,
      ids,
      open,
      focused: state.status !== 'idle',
      disabled: state.props.disabled,
      checkable,
      rtl: state.props.direction === 'rtl',
      searching: !!state.search,
      searchCount: state.search?.results.length ?? 0,
      get columns() {
        return columnsOf();
      },
      get canGoForward() {
        return layoutCode.canGoForward(state);
      },
      layout,
      display,
      getItem: (id) => getItem(state, id),
      getSearchItem: (index) => getSearchItem(state, index)!,
      getRootProps: (user) => mergeProps(getRootProps(ctx), user),
      getInputProps: (user) => mergeProps(getInputProps(ctx), user),
      getTriggerProps: (user, options) => mergeProps(getTriggerProps(ctx, options), user),
      getPopupProps: (user) => mergeProps(getPopupProps(ctx), user),
      getTreeProps: (user, options) => mergeProps(getTreeProps(ctx, options), user),
      getColumnProps: (column, user) => mergeProps(getColumnProps(ctx, column), user),
      getItemProps: (item, user) => mergeProps(getItemProps(ctx, item), user),
      getCheckboxProps: (item, user) => mergeProps(getCheckboxProps(ctx, item), user),
      getRetryProps: (item, user) => mergeProps(getRetryProps(ctx, item), user),
      getSearchListProps: (user) => mergeProps(getSearchListProps(ctx), user),
      getSearchResultProps: (result, user) => mergeProps(getSearchResultProps(ctx, result), user),
      getClearProps: (user) => mergeProps(getClearProps(ctx), user),
      getTagProps: (tag, user) => mergeProps(getTagProps(ctx, tag), user),
      getTagRemoveProps: (tag, user) => mergeProps(getTagRemoveProps(ctx, tag), user),
      getValueRetryProps: (path, user) => mergeProps(getValueRetryProps(ctx, path), user),
      getSearchRetryProps: (user) => mergeProps(getSearchRetryProps(ctx), user),
      labels,
      getLiveRegionProps: (user) => mergeProps(getLiveRegionProps(ctx), user),
      getBreadcrumbProps: (user) => mergeProps(layoutGetters.getBreadcrumbProps(ctx), user),
      getBackProps: (user) => mergeProps(layoutGetters.getBackProps(ctx), user),
      getCrumbProps: (crumb, user) => mergeProps(layoutGetters.getCrumbProps(ctx, crumb), user),
      get confirm() {
        return getConfirmView(state);
      },
      getConfirmProps: (user, options) => mergeProps(getConfirmProps(ctx, options), user),
      getCancelProps: (user, options) => mergeProps(getCancelProps(ctx, options), user),
      presentation,
      sheet: sheet.state,
      ...(sheetGetters as Pick<UseCascaderReturn<O>, keyof SheetGetters>),
      refs,
      getReference,
      focus: () => refs.input.current?.focus(),
      blur: () => refs.input.current?.blur(),
    },
    { state, store },
  );
}
