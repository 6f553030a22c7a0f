import type {
  Direction,
  ExpandTrigger,
  FieldNames,
  LoadData,
  Messages,
  OptionValue,
  PopupTrigger,
  Problem,
  ShowCheckedStrategy,
  StateReducer,
  ValuePath,
} from '@cascadia/core';
import type {
  CSSProperties,
  FocusEvent,
  KeyboardEvent,
  MouseEvent,
  ReactElement,
  ReactNode,
  UIEvent,
} from 'react';
import type { CascaderLabels } from './hooks/context';
import type { LayoutMode } from './hooks/layout';
import type { SemanticClassNames, SemanticProp, SemanticStyles } from './semantic';
import { warnOnce, warnRc } from './utils/warn';

/** rc-cascader's base option fields (no index signature, so any option interface fits). */
export interface BaseOptionType {
  disabled?: boolean;
  disableCheckbox?: boolean;
  label?: ReactNode;
  value?: string | number | null;
  children?: DefaultOptionType[];
}

/**
 * rc-cascader's option type: the base fields plus anything. `Record<string, any>` (not `unknown`)
 * keeps user interfaces such as `interface Option { value: string; label: string }` assignable.
 * The label is `any` rather than rc-cascader's `ReactNode` so that the core's `CascaderOption`
 * (whose label is `unknown`: the engine renders nothing) fits every prop and hook here without a
 * type argument, while reading `option.label` still gives something React can render.
 */
export type DefaultOptionType = Omit<BaseOptionType, 'label'> & {
  // biome-ignore lint/suspicious/noExplicitAny: see above; ReactNode would shut out the core's options
  label?: any;
  // biome-ignore lint/suspicious/noExplicitAny: rc-cascader's own definition; options carry arbitrary fields
} & Record<string, any>;

export type Placement = 'bottomLeft' | 'bottomRight' | 'topLeft' | 'topRight';

/** One entry of rc-trigger's placement table (`builtinPlacements`). */
export interface AlignType {
  /** `[popup corner, trigger corner]`, e.g. `['tl', 'bl']`: the popup's top-left at the trigger's bottom-left. */
  points?: [string, string] | string[];
  /** `[x, y]` in px. */
  offset?: [number, number] | number[];
  /** 1/true: flip or shift along that axis when the popup would overflow; 0/false: never move. */
  overflow?: {
    adjustX?: boolean | number;
    adjustY?: boolean | number;
    shiftX?: boolean | number;
    shiftY?: boolean | number;
  };
  [key: string]: unknown;
}
export type BuildInPlacements = Partial<Record<string, AlignType>>;

export interface ShowSearchType<O = DefaultOptionType> {
  filter?(inputValue: string, path: O[], fieldNames: Required<FieldNames>): boolean;
  render?(inputValue: string, path: O[], prefixCls: string, fieldNames: Required<FieldNames>): ReactNode;
  sort?(a: O[], b: O[], inputValue: string, fieldNames: Required<FieldNames>): number;
  /** A non-positive number means no limit, as `false` (with a warning). */
  limit?: number | false;
  matchInputWidth?: boolean;
  /**
   * Cascadia: remote search. Returns, for the typed text, the paths of options from a top-level
   * option down to each match, as a server would (branches need not be loaded). Called after
   * `debounce` ms; each keystroke aborts the previous request. The paths join the tree as partial
   * nodes and merge with the local matches.
   */
  load?: (query: string, context: { signal: AbortSignal }) => PromiseLike<readonly (readonly O[])[]>;
  /** Cascadia: ms to wait after the last keystroke before `load` is called. Default 200. */
  debounce?: number;
  /** antd 6: the controlled search text (the top-level `searchValue` is its older name). */
  searchValue?: string;
  /** antd 6: called with the text as the user types (the top-level `onSearch` is its older name). */
  onSearch?(value: string): void;
  /** antd 6: clear the text after a choice in checkable mode (default true). */
  autoClearSearchValue?: boolean;
}

/** What `tagRender` receives (rc-select's CustomTagProps). */
export interface CustomTagProps {
  label: ReactNode;
  value: ValuePath;
  disabled: boolean;
  closable: boolean;
  onClose: (event?: MouseEvent<HTMLElement>) => void;
  isMaxTag: boolean;
}

/** What a function `suffixIcon` receives (rc-select 1.x). */
export interface SuffixInfo {
  searchValue: string;
  open: boolean;
  focused: boolean;
  showSearch: boolean;
}

/** The raw values of the tags that `maxTagCount` hid, for `maxTagPlaceholder`. */
export interface OmittedTag<O = DefaultOptionType> {
  label: ReactNode;
  value: ValuePath;
  options: O[];
}

/** Props the engine reads. Everything else is rendering. */
export interface CascaderEngineProps<O = DefaultOptionType> {
  options?: readonly O[];
  fieldNames?: FieldNames;
  /** A path; with `checkable` an array of paths. */
  value?: ValuePath | ValuePath[] | null;
  defaultValue?: ValuePath | ValuePath[] | null;
  // Method syntax keeps rc-cascader call sites such as `onChange={(v: string[]) => …}` compiling.
  // biome-ignore lint/suspicious/noExplicitAny: the value's shape depends on `checkable`, as in rc-cascader
  onChange?(value: any, selectedOptions: any): void;
  changeOnSelect?: boolean;
  /** Cascadia: after a selection that ends on an option with exactly one child, append that child. */
  expandSingleOption?: boolean;
  checkStrictly?: boolean;
  showCheckedStrategy?: ShowCheckedStrategy;
  expandTrigger?: ExpandTrigger;
  /**
   * Cascadia: ms a hover waits while the pointer moves diagonally into the open next column, so the
   * items it crosses do not replace that column; a plain hover expands at once. 0: never wait.
   */
  hoverExpandDelay?: number;
  /** Cascadia: what opens the popup (rc-trigger's `action`). Default `['click']`. */
  popupTrigger?: PopupTrigger[];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  onDropdownVisibleChange?(open: boolean): void;
  showSearch?: boolean | ShowSearchType<O>;
  searchValue?: string;
  onSearch?(value: string): void;
  autoClearSearchValue?: boolean;
  hidePopupOnSelect?: boolean;
  loadData?: LoadData<O>;
  /**
   * Cascadia: the options along one saved value path whose nodes are not loaded, so the selector
   * shows labels instead of raw ids (a loading state meanwhile; raw values and a retry on failure).
   */
  loadPath?: (
    valuePath: ValuePath,
    context: { signal: AbortSignal },
  ) => PromiseLike<readonly O[]> | readonly O[];
  /** Cascadia: a load still pending after this many ms fails with a timeout (0 = never). */
  loadTimeout?: number;
  /**
   * Cascadia: how many loads may be in flight while checking lazy branches (`showCheckedStrategy:
   * SHOW_CHILD`); the checks' other loads wait in tree order. Default 6; `Infinity` for no limit.
   * The loads of branches the user opens count too, but never wait behind the checks.
   */
  checkLoadLimit?: number;
  disabled?: boolean;
  direction?: Direction;
  onClear?(): void;
  onProblem?(problem: Problem): void;
  stateReducer?: StateReducer<O>;
  /** Cascadia: texts of the live region, to translate them. */
  messages?: Partial<Messages>;
}

/**
 * The value's shape for rc-cascader's third type argument: `false` one path, `true` (or a
 * `checkable` node) a list of paths; not given, either (the shape follows `checkable` at run time).
 */
type ValueShape<O, ValueField, Multiple> = unknown extends Multiple
  ? // biome-ignore lint/suspicious/noExplicitAny: not given, an array of either shape (as loose as the engine's)
    any[]
  : false extends Multiple
    ? ValueOf<O, ValueField>[]
    : ValueOf<O, ValueField>[][];
type OptionsShape<O, Multiple> = unknown extends Multiple
  ? // biome-ignore lint/suspicious/noExplicitAny: the same for the options: `selectedOptions.map((o) => …)` compiles
    any[]
  : false extends Multiple
    ? O[]
    : O[][];
/** rc-cascader's `ValueType`: the type of the option's value field (`value` unless one is named). */
type ValueOf<O, ValueField> = Extract<RawValueOf<O, ValueField>, OptionValue>;
type RawValueOf<O, ValueField> = keyof O extends ValueField
  ? O extends { value?: infer V }
    ? Exclude<V, undefined | null>
    : OptionValue
  : ValueField extends keyof O
    ? Exclude<O[ValueField], undefined | null>
    : OptionValue;

/**
 * Props of the `Cascader` component: rc-cascader's, plus Cascadia's few extras. The type arguments
 * are rc-cascader's (`CascaderProps<Option, 'value', true>`): the option type; the key of its value
 * (`value` by default), whose type the value's paths hold; and whether it is multiple, which, when
 * given, types `value`, `defaultValue` and `onChange` as one path (`false`) or a list of paths
 * (`true`). Without it they are arrays of either shape, as `checkable` decides at run time.
 */
export interface CascaderProps<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>
  extends CascaderEngineProps<O> {
  value?: ValueShape<O, ValueField, Multiple> | null;
  defaultValue?: ValueShape<O, ValueField, Multiple> | null;
  // Method syntax keeps rc-cascader call sites such as `onChange={(v: string[]) => …}` compiling.
  onChange?(value: ValueShape<O, ValueField, Multiple>, selectedOptions: OptionsShape<O, Multiple>): void;
  prefixCls?: string;
  /** The prefix of the popup's columns and rows (rc-cascader 1.x); `prefixCls` by default. */
  popupPrefixCls?: string;
  /**
   * rc-cascader 3.x's name of `popupPrefixCls`. No deprecation warning: antd 4 and 5 pass it on
   * every render, so their users could do nothing about one.
   */
  dropdownPrefixCls?: string;
  /** antd 6's semantic classes: `root`, `prefix`, `suffix`, `content`, `input`, `popup.list`, … */
  classNames?: SemanticProp<SemanticClassNames, CascaderProps<O>>;
  /** antd 6's semantic styles, the same parts as `classNames`. */
  styles?: SemanticProp<SemanticStyles, CascaderProps<O>>;
  className?: string;
  style?: CSSProperties;
  id?: string;
  placeholder?: ReactNode;
  /** `true`, or a node used as the checkbox content. */
  checkable?: boolean | ReactNode;
  // biome-ignore lint/suspicious/noExplicitAny: labels are strings or nodes; rc-cascader types them loosely too
  displayRender?(labels: any[], selectedOptions?: O[]): ReactNode;
  /**
   * A row's content in the columns and the search results. Called while the list renders its rows,
   * as rc-cascader calls it, not as a component of its own: it may not call hooks (the rows in view
   * change from render to render). Return a component for content that needs them.
   */
  optionRender?(option: O): ReactNode;
  expandIcon?: ReactNode;
  loadingIcon?: ReactNode;
  notFoundContent?: ReactNode;
  popupRender?(menus: ReactElement): ReactElement;
  dropdownRender?(menus: ReactElement): ReactElement;
  /** A custom trigger element instead of the selector. */
  children?: ReactElement;
  placement?: Placement;
  builtinPlacements?: BuildInPlacements;
  popupClassName?: string;
  popupStyle?: CSSProperties;
  dropdownStyle?: CSSProperties;
  dropdownMenuColumnStyle?: CSSProperties;
  dropdownMatchSelectWidth?: boolean | number;
  popupMatchSelectWidth?: boolean | number;
  getPopupContainer?(triggerNode: HTMLElement): HTMLElement;
  transitionName?: string;
  animation?: string;
  allowClear?: boolean | { clearIcon?: ReactNode };
  clearIcon?: ReactNode;
  autoFocus?: boolean;
  tabIndex?: number;
  /** A node, or (rc-select 1.x) a function of the state that returns one. */
  suffixIcon?: ReactNode | ((info: SuffixInfo) => ReactNode);
  prefix?: ReactNode;
  removeIcon?: ReactNode;
  maxTagCount?: number | 'responsive';
  maxTagTextLength?: number;
  maxTagPlaceholder?: ReactNode | ((omittedValues: OmittedTag<O>[]) => ReactNode);
  tagRender?(props: CustomTagProps): ReactElement;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
  onMouseEnter?(event: MouseEvent<HTMLDivElement>): void;
  onMouseLeave?(event: MouseEvent<HTMLDivElement>): void;
  /** Like the other DOM props, on the root element (rc-select's). */
  title?: string;
  onClick?(event: MouseEvent<HTMLDivElement>): void;
  onMouseDown?(event: MouseEvent<HTMLDivElement>): void;
  onKeyUp?(event: KeyboardEvent<HTMLDivElement>): void;

  // ---- rc-select props that rc-cascader's types accept and Cascadia ignores ----
  /** Ignored (tags have no motion here); antd passes it, so without a warning. */
  choiceTransitionName?: string;
  /** Ignored, with a development warning. */
  loading?: boolean;
  /** Ignored, with a development warning. */
  maxLength?: number;
  /** Ignored, with a development warning: pass a custom trigger as `children`. */
  getInputElement?: () => ReactElement;
  /** Ignored, with a development warning: pass a custom trigger as `children`. */
  getRawInputElement?: () => ReactElement;
  /** Ignored, with a development warning: use `builtinPlacements`. */
  dropdownAlign?: AlignType;
  /** Ignored, with a development warning: use `popupTrigger`. */
  showAction?: ('focus' | 'click')[];
  /** Ignored, with a development warning: use `onKeyDown`. */
  onInputKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  /** Scrolling of any column (or of the search results). */
  onPopupScroll?(event: UIEvent<HTMLElement>): void;
  /**
   * Cascadia: names of the controls without text of their own (clear, remove, retry, back) and of
   * the breadcrumb and its first level, to translate them.
   */
  labels?: Partial<CascaderLabels>;
  /** Cascadia: columns and search results longer than this are virtualised. `false` turns it off. */
  virtual?: boolean;
  /** Cascadia: item height estimate for virtualised lists (px; the default stylesheet uses 32). */
  listItemHeight?: number;
  /** Cascadia: the height a virtualised list assumes before it can measure itself (px). */
  listHeight?: number;
  /**
   * Cascadia: `'columns'` side by side (the last ones that fit, earlier levels as a breadcrumb),
   * `'drilldown'` one level at a time with a back button and a breadcrumb, or `'auto'` (default):
   * drill-down when two columns (each counted at least 220 px wide) do not fit the viewport, or the
   * element that clips the popup (a panel: its parent). Where nothing can be measured, columns.
   */
  layout?: LayoutMode;

  // ---- deprecated names, still honoured (with a one-time warning) ----
  /** @deprecated use `open` */
  popupVisible?: boolean;
  /** @deprecated use `onOpenChange` */
  onPopupVisibleChange?(open: boolean): void;
  /** @deprecated use `popupClassName` */
  dropdownClassName?: string;
  /** @deprecated use `placement` */
  popupPlacement?: Placement;

  /** `aria-*` go to the combobox; any other attribute to the root element. */
  [attribute: `aria-${string}` | `data-${string}`]: unknown;
}

const DEPRECATED: Record<string, string> = {
  popupVisible: 'open',
  onPopupVisibleChange: 'onOpenChange',
  dropdownClassName: 'popupClassName',
  popupPlacement: 'placement',
  searchValue: 'showSearch.searchValue',
  onSearch: 'showSearch.onSearch',
  autoClearSearchValue: 'showSearch.autoClearSearchValue',
};

/** rc-select props rc-cascader accepts that Cascadia does not implement (see CascaderProps). */
const IGNORED = [
  'loading',
  'maxLength',
  'getInputElement',
  'getRawInputElement',
  'dropdownAlign',
  'showAction',
  'onInputKeyDown',
];

/** Warns once per ignored prop in use. */
function warnIgnored(props: object): void {
  for (const name of IGNORED) {
    if ((props as Record<string, unknown>)[name] !== undefined) {
      warnOnce(`\`${name}\` (an rc-select prop) is not supported by Cascadia and is ignored.`);
    }
  }
}

/** Warns once per deprecated prop in use. */
function warnDeprecated(props: object): void {
  for (const name in DEPRECATED) {
    if ((props as Record<string, unknown>)[name] !== undefined) {
      warnOnce(`\`${name}\` is deprecated; use \`${DEPRECATED[name]}\` instead.`);
    }
  }
}

/**
 * Folds rc-cascader's older and alternative prop names into one set, so that the rest of the code
 * reads each setting from one place. Newer names win over older ones.
 */
export function normalizeProps<O>(props: CascaderProps<O>): CascaderProps<O> {
  const {
    popupVisible,
    onPopupVisibleChange,
    onDropdownVisibleChange,
    onOpenChange,
    dropdownClassName,
    popupPlacement,
    dropdownRender,
    dropdownStyle,
    dropdownMatchSelectWidth,
  } = props;
  const openHandlers = [onOpenChange, onDropdownVisibleChange, onPopupVisibleChange].filter(
    (fn): fn is (open: boolean) => void => typeof fn === 'function',
  );
  const search = typeof props.showSearch === 'object' && props.showSearch ? props.showSearch : undefined;
  // Console warnings about how the props are written, for development only (as React's own): the
  // app's bundler drops them, with their texts, from a production build.
  if (process.env.NODE_ENV !== 'production') {
    warnDeprecated(props);
    warnIgnored(props);
    if (search) warnOnNonPositiveLimit(search);
  }
  return {
    ...props,
    searchValue: search?.searchValue ?? props.searchValue,
    onSearch: search?.onSearch ?? props.onSearch,
    autoClearSearchValue: search?.autoClearSearchValue ?? props.autoClearSearchValue,
    open: props.open ?? popupVisible,
    onOpenChange:
      openHandlers.length <= 1
        ? openHandlers[0]
        : (open: boolean) => {
            for (const handler of openHandlers) handler(open);
          },
    onDropdownVisibleChange: undefined,
    onPopupVisibleChange: undefined,
    popupVisible: undefined,
    popupClassName: [props.popupClassName, dropdownClassName].filter(Boolean).join(' ') || undefined,
    dropdownClassName: undefined,
    placement: props.placement ?? popupPlacement,
    popupPlacement: undefined,
    popupRender: props.popupRender ?? dropdownRender,
    popupStyle: props.popupStyle || dropdownStyle ? { ...dropdownStyle, ...props.popupStyle } : undefined,
    popupMatchSelectWidth: props.popupMatchSelectWidth ?? dropdownMatchSelectWidth,
    popupPrefixCls: props.popupPrefixCls ?? props.dropdownPrefixCls,
    dropdownPrefixCls: undefined,
  };
}

/**
 * rc-cascader's warning for a `limit` of zero or less. The core reads such a limit as no limit
 * (`searchConfig`); only the rc wording is the React package's.
 */
function warnOnNonPositiveLimit(search: { limit?: number | false }): void {
  if (typeof search.limit === 'number' && search.limit <= 0)
    warnRc("'limit' of showSearch should be positive number or false.");
}

/** The engine's keys: the ones the store needs. The others never reach it. */
export const ENGINE_KEYS = [
  'options',
  'fieldNames',
  'value',
  'defaultValue',
  'onChange',
  'changeOnSelect',
  'expandSingleOption',
  'checkStrictly',
  'showCheckedStrategy',
  'expandTrigger',
  'hoverExpandDelay',
  'popupTrigger',
  'inline',
  'open',
  'defaultOpen',
  'onOpenChange',
  'showSearch',
  'searchValue',
  'onSearch',
  'autoClearSearchValue',
  'hidePopupOnSelect',
  'loadData',
  'loadPath',
  'loadTimeout',
  'checkLoadLimit',
  'disabled',
  'direction',
  'onClear',
  'onProblem',
  'stateReducer',
  'messages',
] as const;
