import {
  activeDescendant,
  allFeatures,
  type CascaderFeature,
  type ColumnView,
  getColumns,
  getConfirmView,
  getDisplay,
  getItem,
  prepareForInput,
  type Tree,
  type ValuePath,
} from '@cascadia/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocalePack } from '../locale/context';
import type { DefaultOptionType } from '../props';
import { isInside } from '../utils/dom';
import { mergeProps } from '../utils/mergeProps';
import { DEFAULT_LABELS, type DomRefs, type GetterContext } from './context';
import { withEngine } from './engine';
import { EVERY_PART } from './everyPart';
import {
  type CascaderHookPart,
  type LayoutGetters,
  type PartsCode,
  partsCode,
  withPartFeatures,
} from './hookParts';
import { makeIds } from './ids';
import { packLanguage } from './language';
import { getColumnProps, getItemProps, getPopupProps, getRetryProps, getTreeProps } from './popupGetters';
import { getClearProps, getLiveRegionProps, getValueRetryProps } from './selectionGetters';
import type { SheetGetters } from './sheetPresentation';
import { getInputProps, getRootProps, getTriggerProps, sendKey } from './triggerGetters';
import type { UseCascaderProps, UseCascaderReturn } from './useCascaderTypes';
import { useCascaderStore } from './useStore';

/** The getters the parts that only add getters bring (getterParts.ts). */
type PartGetters<O> = Pick<
  UseCascaderReturn<O>,
  | 'getSearchItem'
  | 'getSearchListProps'
  | 'getSearchResultProps'
  | 'getSearchRetryProps'
  | 'getCheckboxProps'
  | 'getTagProps'
  | 'getTagRemoveProps'
  | 'getConfirmProps'
  | 'getCancelProps'
>;

/** The columns of a cascader that was never opened: none are laid out. */
const NO_COLUMNS: ColumnView[] = [];

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
  const [{ code, withParts }] = useState(() => ({
    code: partsCode(parts),
    withParts: withPartFeatures(features, parts),
  }));
  return useCascaderWith(props, withParts, code);
}

/**
 * The hook with the code of its parts (the components pass `EVERY_PART`, so the stand-ins of a
 * lean hook without them stay out of their bundle).
 */
export function useCascaderWith<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>(
  props: UseCascaderProps<O, ValueField, Multiple>,
  features: readonly CascaderFeature[],
  { layout: layoutCode, sheet: sheetCode, getters: partGetters }: PartsCode,
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
  // features do such work in idle time as soon as the user engages (prepareForInput). Which work
  // there is, and for which props, is theirs to say (search: only with `showSearch`).
  const engaged = state.status !== 'idle';
  const { tree, props: engineProps } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tree or new props may have work of their own
  useEffect(() => {
    if (!engaged) return;
    const run = () => prepareForInput(store.getState());
    if (typeof requestIdleCallback === 'function') {
      // The pair as it was when scheduled: a page (or a test) may take them away meanwhile.
      const cancel = cancelIdleCallback;
      const id = requestIdleCallback(run);
      return () => cancel(id);
    }
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }, [engaged, tree, engineProps, store]);

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
      getRootProps: (user) => mergeProps(getRootProps(ctx), user),
      getInputProps: (user) => mergeProps(getInputProps(ctx), user),
      getTriggerProps: (user, options) => mergeProps(getTriggerProps(ctx, options), user),
      getPopupProps: (user) => mergeProps(getPopupProps(ctx), user),
      getTreeProps: (user, options) => mergeProps(getTreeProps(ctx, options), user),
      getColumnProps: (column, user) => mergeProps(getColumnProps(ctx, column), user),
      getItemProps: (item, user) => mergeProps(getItemProps(ctx, item), user),
      getRetryProps: (item, user) => mergeProps(getRetryProps(ctx, item), user),
      getClearProps: (user) => mergeProps(getClearProps(ctx), user),
      getValueRetryProps: (path, user) => mergeProps(getValueRetryProps(ctx, path), user),
      labels,
      getLiveRegionProps: (user) => mergeProps(getLiveRegionProps(ctx), user),
      getBreadcrumbProps: (user) => mergeProps(layoutGetters.getBreadcrumbProps(ctx), user),
      getBackProps: (user) => mergeProps(layoutGetters.getBackProps(ctx), user),
      getCrumbProps: (crumb, user) => mergeProps(layoutGetters.getCrumbProps(ctx, crumb), user),
      get confirm() {
        return getConfirmView(state);
      },
      presentation,
      sheet: sheet.state,
      ...(sheetGetters as Pick<UseCascaderReturn<O>, keyof SheetGetters>),
      // The search, checkable and confirm parts' getters (or their stand-ins).
      ...(Object.assign({}, ...partGetters.map((bind) => bind(ctx))) as PartGetters<O>),
      refs,
      getReference,
      focus: () => refs.input.current?.focus(),
      blur: () => refs.input.current?.blur(),
    },
    { state, store },
  );
}
