import {
  ENGINE_PROP_KEYS,
  forwardLevel,
  listsNothing,
  SHOW_CHILD,
  SHOW_PARENT,
  searchConfig,
  type Tree,
} from '@cascadia/core';
import {
  cloneElement,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useMemo,
  version,
} from 'react';
import { engineOf } from '../hooks/engine';
import { EVERY_PART } from '../hooks/everyPart';
import type { CascaderIds } from '../hooks/ids';
import { layoutMode } from '../hooks/layout';
import { onDemandFeatures } from '../hooks/onDemandFeatures';
import { presentationMode } from '../hooks/presentation';
import { useCascaderWith } from '../hooks/useCascader';
import { loadSheetGetters, sheetCodeNow } from '../hooks/useSheetCode';
import { normalizeProps } from '../normalizeProps';
import type { CascaderProps, DefaultOptionType } from '../props';
import { resolveSemantic, type SemanticClassNames, type SemanticStyles } from '../semantic';
import { cx } from '../utils/cx';
import { lazyModule } from '../utils/lazyModule';
import { mergeProps } from '../utils/mergeProps';
import { CascaderPartsContext, MenuPartsContext, type PartsContext } from './context';
import { guardRender } from './guardRender';
import { usePreloadVirtualList } from './List';
import { LiveRegion } from './LiveRegion';
import { Menus } from './Menus';
import { Panel } from './Panel';
import { Popup, popupContainer, usePreloadPlacer } from './Popup';
import { ComboboxText, Selector } from './Selector';
import { useRcWarnings } from './useRcWarnings';
import { useShownLayout } from './useShownLayout';

/** What a `ref` on `Cascader` gets (rc-cascader's `CascaderRef`). */
export interface CascaderRef {
  /** Moves focus into the component (its combobox). */
  focus: () => void;
  /** Takes focus out of the component. */
  blur: () => void;
  /** The root element (the custom trigger when `children` is given). */
  nativeElement: HTMLElement | null;
}

const DEFAULT_PREFIX = 'rc-cascader';
const REACT_MAJOR = /* @__PURE__ */ Number.parseInt(version, 10);

/**
 * The bottom sheet's component, a chunk of its own (the hook fetches the sheet's getters alike):
 * fetched as soon as the presentation resolves to a sheet (at mount on a phone, so the first open
 * finds it). Opened before both have arrived, the cascader is open but shows nothing; the sheet
 * appears, in the state the keys and taps left it in, when they arrive. A failed fetch is tried
 * again on the next open.
 */
const sheetModule = /* @__PURE__ */ lazyModule(
  () => import('./Sheet'),
  // What it does meanwhile, in development builds only (as the core's problem explanations).
  process.env.NODE_ENV !== 'production'
    ? 'The bottom sheet (an open cascader shows nothing until it arrives)'
    : 'The bottom sheet',
);

/** Fetches the bottom sheet now (a Cascader does once it presents as a sheet; tests may, to wait for it). */
export const loadSheet = () => Promise.all([sheetModule.load(), loadSheetGetters()]);

/** Splits the props meant for DOM elements: `aria-*` for the combobox, the rest for the root. */
function splitDomProps(props: Record<string, unknown>, known: Set<string>) {
  const aria: Record<string, unknown> = {};
  const root: Record<string, unknown> = {};
  for (const key in props) {
    if (key.startsWith('aria-')) aria[key] = props[key];
    else if (!known.has(key)) root[key] = props[key];
  }
  return { aria, root };
}

// Every prop of CascaderProps: these never reach the DOM. The engine's, from its one list, and the
// component's own. Made in a pure function call: a bundler keeps a module-level `new Set([...spread])`
// (the spread might run code) in every app that imports the package, the lean hook's too.
const KNOWN = /* @__PURE__ */ (() =>
  new Set<string>([
    ...ENGINE_PROP_KEYS,
    .../* @__PURE__ */ (
      'onDropdownVisibleChange prefixCls className style id placeholder displayRender optionRender ' +
      'expandIcon loadingIcon notFoundContent popupRender dropdownRender children placement ' +
      'builtinPlacements popupClassName popupStyle dropdownStyle dropdownMenuColumnStyle ' +
      'dropdownMatchSelectWidth popupMatchSelectWidth getPopupContainer transitionName animation ' +
      'clearIcon autoFocus tabIndex suffixIcon prefix removeIcon maxTagCount maxTagTextLength ' +
      'maxTagPlaceholder tagRender onFocus onBlur onKeyDown virtual listItemHeight listHeight ' +
      'popupVisible onPopupVisibleChange dropdownClassName popupPlacement labels locale onPopupScroll ' +
      'layout presentation popupPrefixCls dropdownPrefixCls classNames styles choiceTransitionName ' +
      'loading maxLength getInputElement getRawInputElement dropdownAlign showAction onInputKeyDown'
    ).split(' '),
  ]))();

/** The ref of a child element: React 19 keeps it in props, React 18 on the element. */
function childRef(child: ReactElement): Ref<unknown> | undefined {
  return REACT_MAJOR >= 19
    ? (child.props as { ref?: Ref<unknown> }).ref
    : (child as unknown as { ref?: Ref<unknown> }).ref;
}

/**
 * A trigger that is not an input (a link, a button) is a select-only combobox, which its text
 * does not name. Unless the app names it, it is labelled by its text ("切换地区"), wrapped in an
 * element of its own (`labelId`): a self-reference would do in Chromium, but other checkers (axe)
 * and older readers find no name in it. The chosen value describes it, from the hidden text
 * `ComboboxText` renders.
 */
/** The id of the element that wraps a select-only trigger's own text (its name). */
const triggerLabelId = (id: string) => `${id}-label`;

function selectOnlyText(
  ids: CascaderIds,
  aria: Record<string, unknown>,
  child: Record<string, unknown>,
  hasValue: boolean,
): Record<string, string | undefined> {
  const id = (child.id as string | undefined) ?? ids.input;
  const named = ['aria-label', 'aria-labelledby'].some(
    (k) => aria[k] !== undefined || child[k] !== undefined,
  );
  const ownText = child.children !== undefined && child.children !== null;
  const described = [
    aria['aria-describedby'],
    child['aria-describedby'],
    hasValue && `${ids.selection}-value`,
  ];
  return {
    id,
    'aria-labelledby': named
      ? ((child['aria-labelledby'] ?? aria['aria-labelledby']) as string | undefined)
      : ownText
        ? triggerLabelId(id)
        : id,
    'aria-describedby': described.filter(Boolean).join(' ') || undefined,
  };
}

function CascaderInner<O = DefaultOptionType>(rawProps: CascaderProps<O>, ref: Ref<CascaderRef>) {
  const props = normalizeProps(rawProps);
  const prefixCls = props.prefixCls ?? DEFAULT_PREFIX;
  // The component lays itself out for the screen by default (the bare hook keeps the columns).
  // Remote search, `loadPath` and lazy checking are fetched when the props use them.
  const api = useCascaderWith<O>(
    {
      ...props,
      layout: layoutMode(props.layout, 'auto'),
      presentation: presentationMode(props.presentation, 'auto'),
    } as CascaderProps<O> & {
      labels?: never;
    },
    onDemandFeatures,
    EVERY_PART,
  );
  const sheet = sheetModule.use();
  const asSheet = api.presentation === 'sheet';
  // biome-ignore lint/correctness/useExhaustiveDependencies: an open asks again after a failed fetch
  useEffect(() => {
    if (asSheet) sheetModule.request();
  }, [asSheet, api.open]);
  const { aria, root } = splitDomProps(rawProps as Record<string, unknown>, KNOWN);

  useImperativeHandle(
    ref,
    () => ({
      focus: api.focus,
      blur: api.blur,
      get nativeElement() {
        return api.refs.root.current;
      },
    }),
    [api.focus, api.blur, api.refs],
  );

  // rc-select focuses on mount rather than relying on the attribute (which React only applies once).
  const { autoFocus } = props;
  useEffect(() => {
    if (autoFocus) api.refs.input.current?.focus();
  }, [autoFocus, api.refs]);

  useRcWarnings(engineOf(api).state.problems);

  // The popup's on-demand parts, fetched while the page is idle so the first open finds them.
  usePreloadPlacer();
  const searchLimit = searchConfig(engineOf(api).state)?.limit ?? null;
  usePreloadVirtualList(props.virtual !== false, engineOf(api).state.tree as Tree<unknown>, searchLimit);

  const classNames = useMemo(
    () => resolveSemantic<SemanticClassNames, CascaderProps<O>>(rawProps.classNames, rawProps),
    [rawProps],
  );
  const styles = useMemo(
    () => resolveSemantic<SemanticStyles, CascaderProps<O>>(rawProps.styles, rawProps),
    [rawProps],
  );
  const parts: PartsContext = {
    api: api as PartsContext['api'],
    prefixCls,
    props: props as unknown as CascaderProps<unknown>,
    classNames,
    styles,
  };
  // The menus' parts get a context that changes only with the state and the props: what they
  // read comes from those alone. The hook also re-renders for what only the combobox shows (right
  // after the first open, the tree becomes known to aria-controls), which would otherwise render
  // every row of the popup a second time in the same open.
  // The columns and rows take `popupPrefixCls` (rc-cascader 1.x); the popup itself keeps `prefixCls`.
  const menuPrefixCls = props.popupPrefixCls ?? prefixCls;
  // The layout only where it shows something else: the open's first measurement usually does not.
  const shownLayout = useShownLayout(api.layout);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `parts` is rebuilt every render; the menus' share of it changes only with these
  const menuParts = useMemo(
    () => ({ ...parts, prefixCls: menuPrefixCls }),
    [engineOf(api).state, shownLayout, rawProps, menuPrefixCls, classNames, styles],
  );
  const dropdownCls = `${prefixCls}-dropdown`;
  const search = typeof props.showSearch === 'object' ? props.showSearch : undefined;
  // Drill-down takes the whole width it measured, for its one level and for the search results.
  const drilldownWidth = api.layout.mode === 'drilldown' ? (api.layout.width ?? undefined) : undefined;
  const matchWidth =
    drilldownWidth ??
    props.popupMatchSelectWidth ??
    (api.searching && search?.matchInputWidth !== false ? true : undefined);

  const menus = useMemo(
    () => (
      <MenuPartsContext.Provider value={menuParts}>
        <Menus visible={api.open} />
      </MenuPartsContext.Provider>
    ),
    [menuParts, api.open],
  );
  // `ref` is not a prop of a function component in React 18: hand the popup's ref over by name.
  const { ref: popupRef, ...popupProps } = api.getPopupProps();
  const content = guardRender(
    'popupRender',
    props.popupRender,
    (render) => render(menus),
    () => menus,
    engineOf(api).state.props.onProblem,
  );
  const popupStyle = styles.popup?.root ? { ...props.popupStyle, ...styles.popup.root } : props.popupStyle;
  const popup = asSheet ? (
    sheet &&
    api.sheet.ready && (
      <sheet.Sheet
        parts={parts}
        forwardLevelText={() => sheetCodeNow()?.forwardLevelText(engineOf(api).state, forwardLevel) ?? null}
        container={(reference) =>
          popupContainer(reference, props.getPopupContainer, engineOf(api).state.props.onProblem)
        }
        aria={aria}
        style={popupStyle}
      >
        {content}
      </sheet.Sheet>
    )
  ) : (
    <Popup
      {...popupProps}
      popupRef={popupRef}
      open={api.open}
      getReference={api.getReference}
      prefixCls={dropdownCls}
      placement={props.placement}
      builtinPlacements={props.builtinPlacements}
      rtl={api.rtl}
      empty={() => listsNothing(engineOf(api).state)}
      matchWidth={matchWidth}
      getPopupContainer={props.getPopupContainer}
      onProblem={engineOf(api).state.props.onProblem}
      motionName={props.animation ? `${dropdownCls}-${props.animation}` : props.transitionName}
      className={cx(
        props.popupClassName,
        { [`${dropdownCls}-drilldown`]: api.layout.mode === 'drilldown' },
        classNames.popup?.root,
      )}
      style={popupStyle}
    >
      {content}
    </Popup>
  );

  // The popup sits outside the selector's provider below: nothing in it reads those parts (the
  // menus have their own), and that value is new on every render, for which React searches the
  // provider's whole subtree, every row of an open popup, for readers.
  const { children } = props;
  if (isValidElement(children)) {
    // A custom trigger: the child itself is the combobox (or a button-like opener); no selector.
    const isInput = typeof children.type === 'string' && children.type === 'input';
    const childProps = children.props as Record<string, unknown>;
    const hasValue = api.checkable ? api.display.tags.length > 0 : api.display.labels.length > 0;
    const text = isInput ? null : selectOnlyText(api.ids, aria, childProps, hasValue);
    const triggerProps = api.getTriggerProps({ ...aria, ...text }, { isInput });
    const merged = mergeProps(triggerProps as Record<string, unknown>, {
      ...childProps,
      ...text,
      ref: childRef(children),
    });
    return (
      <>
        <CascaderPartsContext.Provider value={parts}>
          {text && text['aria-labelledby'] === triggerLabelId(text.id as string)
            ? cloneElement(
                children,
                merged,
                <span id={triggerLabelId(text.id as string)}>{childProps.children as ReactNode}</span>,
              )
            : cloneElement(children, merged)}
          {text && <ComboboxText aria={text} />}
          <LiveRegion {...api.getLiveRegionProps()} />
        </CascaderPartsContext.Provider>
        {popup}
      </>
    );
  }

  const allowClear = !!props.allowClear;
  const clearIcon =
    (typeof props.allowClear === 'object' ? props.allowClear.clearIcon : undefined) ?? props.clearIcon ?? '×';
  const hasValue = api.checkable ? api.display.tags.length > 0 : api.display.labels.length > 0;
  const showClear = allowClear && !api.disabled && (hasValue || engineOf(api).state.searchValue !== '');
  const suffix =
    typeof props.suffixIcon === 'function'
      ? props.suffixIcon({
          searchValue: engineOf(api).state.searchValue,
          open: api.open,
          focused: api.focused,
          showSearch: !!props.showSearch,
        })
      : props.suffixIcon;

  return (
    <>
      <CascaderPartsContext.Provider value={parts}>
        <div
          {...api.getRootProps({
            ...root,
            onMouseEnter: props.onMouseEnter,
            onMouseLeave: props.onMouseLeave,
          })}
          className={cx(
            prefixCls,
            api.checkable ? `${prefixCls}-multiple` : `${prefixCls}-single`,
            {
              [`${prefixCls}-allow-clear`]: allowClear,
              [`${prefixCls}-open`]: api.open,
              [`${prefixCls}-focused`]: api.focused,
              [`${prefixCls}-disabled`]: api.disabled,
              [`${prefixCls}-show-search`]: !!props.showSearch,
              [`${prefixCls}-rtl`]: api.rtl,
            },
            props.className,
            classNames.root,
          )}
          style={styles.root ? { ...props.style, ...styles.root } : props.style}
        >
          {props.prefix !== undefined && props.prefix !== null && (
            <div className={cx(`${prefixCls}-prefix`, classNames.prefix)} style={styles.prefix}>
              {props.prefix}
            </div>
          )}
          <Selector aria={aria} />
          {suffix !== undefined && suffix !== null && (
            // `-arrow` is rc-select 14's name (rc-cascader 3.x), `-suffix` 1.x's.
            <span
              className={cx(`${prefixCls}-arrow`, `${prefixCls}-suffix`, classNames.suffix)}
              style={styles.suffix}
              aria-hidden="true"
            >
              {suffix}
            </span>
          )}
          {showClear && (
            <span
              {...api.getClearProps()}
              className={cx(`${prefixCls}-clear`, classNames.clear)}
              style={styles.clear}
            >
              <span className={`${prefixCls}-clear-icon`}>{clearIcon}</span>
            </span>
          )}
          <ComboboxText aria={aria} />
          <LiveRegion {...api.getLiveRegionProps()} />
        </div>
      </CascaderPartsContext.Provider>
      {popup}
    </>
  );
}

type CascaderComponent = (<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>(
  props: CascaderProps<O, ValueField, Multiple> & { ref?: Ref<CascaderRef> },
) => ReactElement) & {
  displayName?: string;
  SHOW_PARENT: typeof SHOW_PARENT;
  SHOW_CHILD: typeof SHOW_CHILD;
  Panel: typeof Panel;
};

/**
 * rc-cascader's `Cascader`, on Cascadia's engine. One pure expression, not assignments after the
 * fact: an app that imports only the hooks or a constant leaves the component (and everything it
 * renders) out of its bundle.
 */
export const Cascader = /* @__PURE__ */ Object.assign(/* @__PURE__ */ forwardRef(CascaderInner), {
  displayName: 'Cascader',
  SHOW_PARENT,
  SHOW_CHILD,
  Panel,
}) as unknown as CascaderComponent;
