import type { CascaderProps as CoreProps, FieldNames, OptionValue, ValuePath } from '@cascadia/core';
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
import type { PresentationMode } from './hooks/presentation';
import type { CascaderLocale } from './locale/types';
import type { SemanticClassNames, SemanticProp, SemanticStyles } from './semantic';

/** rc-cascader's base option fields (no index signature, so any option interface fits). */
export interface BaseOptionType {
  /** The option cannot be chosen, checked or expanded. */
  disabled?: boolean;
  /** With `checkable`: the option's checkbox cannot be toggled, but the option still expands. */
  disableCheckbox?: boolean;
  /** What the option shows. */
  label?: ReactNode;
  /** The option's value, unique among its siblings. */
  value?: string | number | null;
  /** The options of the next level. */
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

/** Where the popup opens against the selector (rc-cascader's `placement`). */
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
/** rc-trigger's placement table: each `placement` name with how to align the popup. */
export type BuildInPlacements = Partial<Record<string, AlignType>>;

/** `showSearch` as an object (rc-cascader's `ShowSearchType`, with antd 6's and Cascadia's additions). */
export interface ShowSearchType<O = DefaultOptionType> {
  /**
   * Keep a path (options from the top level down) when it returns true.
   * @defaultValue a label on the path contains the text, ignoring case
   */
  filter?(inputValue: string, path: O[], fieldNames: Required<FieldNames>): boolean;
  /**
   * A result row's content.
   * @defaultValue the path's labels joined with ` / `, the matches highlighted
   */
  render?(inputValue: string, path: O[], prefixCls: string, fieldNames: Required<FieldNames>): ReactNode;
  /**
   * Orders the matching paths before the limit applies.
   * @defaultValue tree order
   */
  sort?(a: O[], b: O[], inputValue: string, fieldNames: Required<FieldNames>): number;
  /**
   * At most this many results; `false` for all. A non-positive number means no limit, as `false`
   * (with a warning).
   * @defaultValue `50`
   */
  limit?: number | false;
  /**
   * Make the results list as wide as the selector.
   * @defaultValue `true`
   */
  matchInputWidth?: boolean;
  /**
   * Cascadia: remote search. Returns, for the typed text, the paths of options from a top-level
   * option down to each match, as a server would (branches need not be loaded). Called after
   * `debounce` ms; each keystroke aborts the previous request. The paths join the tree as partial
   * nodes and merge with the local matches.
   */
  load?: (query: string, context: { signal: AbortSignal }) => PromiseLike<readonly (readonly O[])[]>;
  /**
   * Cascadia: ms to wait after the last keystroke before `load` is called.
   * @defaultValue `200`
   */
  debounce?: number;
  /** antd 6: the controlled search text (the top-level `searchValue` is its older name). */
  searchValue?: string;
  /** antd 6: called with the text as the user types (the top-level `onSearch` is its older name). */
  onSearch?(value: string): void;
  /**
   * antd 6: clear the text after a choice in checkable mode.
   * @defaultValue `true`
   */
  autoClearSearchValue?: boolean;
}

/** What `tagRender` receives (rc-select's CustomTagProps). */
export interface CustomTagProps {
  /** The tag's text: the last label of its path. */
  label: ReactNode;
  /** The value path the tag stands for. */
  value: ValuePath;
  /** The option is disabled. */
  disabled: boolean;
  /** The tag can be removed (neither it nor the component is disabled). */
  closable: boolean;
  /** Removes the tag (unchecks its path). */
  onClose: (event?: MouseEvent<HTMLElement>) => void;
  /** This is the "+ N more" tag that stands for those `maxTagCount` hid. */
  isMaxTag: boolean;
}

/** What a function `suffixIcon` receives (rc-select 1.x). */
export interface SuffixInfo {
  /** The search text. */
  searchValue: string;
  /** The popup is open. */
  open: boolean;
  /** The component has focus. */
  focused: boolean;
  /** Search is on. */
  showSearch: boolean;
}

/** The raw values of the tags that `maxTagCount` hid, for `maxTagPlaceholder`. */
export interface OmittedTag<O = DefaultOptionType> {
  /** The last label of the hidden path. */
  label: ReactNode;
  /** The hidden value path. */
  value: ValuePath;
  /** The options along it. */
  options: O[];
}

/**
 * The engine props React types its own way: the value's shape follows the component's type
 * arguments, `showSearch` takes a `render` returning React nodes, `checkable` may be a node (the
 * `Cascader`'s prop) and `inline` is the panel's (`useCascader`'s prop). Every other engine prop is
 * the core's `CascaderProps`, name, type and documentation: the list is declared once, there.
 * (`options`, the same type as there, is declared here so that the option type is inferred from
 * it first: through `Omit` it would rank below the type `showSearch`'s callbacks give.)
 */
type RetypedEngineProp =
  | 'options'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'showSearch'
  | 'checkable'
  | 'inline';

/**
 * Props the engine reads. Everything else is rendering. The type arguments are the component's
 * (see `CascaderProps`): the option type, the key of its value, and whether it is multiple.
 */
export interface CascaderEngineProps<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>
  extends Omit<CoreProps<O>, RetypedEngineProp> {
  /**
   * The option tree: the top level's options, each with its children (read through `fieldNames`).
   * @defaultValue `[]`
   */
  options?: readonly O[];
  /** A path; with `checkable` an array of paths. */
  value?: ValueShape<O, ValueField, Multiple> | null;
  /** The value to start with when `value` is not controlled: a path, or with `checkable` an array of paths. */
  defaultValue?: ValueShape<O, ValueField, Multiple> | null;
  /**
   * The new value and the options along it. A clear calls it with `(undefined, undefined)` in single
   * mode and `([], [])` when checkable, so the single value is typed `… | undefined`.
   */
  // Method syntax keeps rc-cascader call sites such as `onChange={(v: string[]) => …}` compiling.
  onChange?(value: ChangedValue<O, ValueField, Multiple>, selectedOptions: ChangedOptions<O, Multiple>): void;
  /** rc-cascader 3.x's name of `onOpenChange` (both are called when both are given). */
  onDropdownVisibleChange?(open: boolean): void;
  /**
   * Filter the options by typing: `true`, or an object that sets how to match, sort, limit and
   * draw the results, or loads them from a server (`load`).
   * @defaultValue `false`
   */
  showSearch?: boolean | ShowSearchType<O>;
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
/**
 * What `onChange` receives: single mode's clear hands `undefined`, so any shape that may be single
 * includes it; a multiple value is a list, empty after a clear.
 */
type ChangedValue<O, ValueField, Multiple> = unknown extends Multiple
  ? ValueShape<O, ValueField, Multiple> | undefined
  : false extends Multiple
    ? ValueShape<O, ValueField, Multiple> | undefined
    : ValueShape<O, ValueField, Multiple>;
type ChangedOptions<O, Multiple> = unknown extends Multiple
  ? // biome-ignore lint/suspicious/noExplicitAny: the options of either shape; `undefined` after a single clear
    any[] | undefined
  : false extends Multiple
    ? O[] | undefined
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
  extends CascaderEngineProps<O, ValueField, Multiple> {
  /**
   * The prefix of every class name (rc-cascader's), for styles written against another prefix.
   * @defaultValue `'rc-cascader'`
   */
  prefixCls?: string;
  /**
   * The prefix of the popup's columns and rows (rc-cascader 1.x).
   * @defaultValue `prefixCls`
   */
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
  /** Classes of the root element. */
  className?: string;
  /** Inline style of the root element. */
  style?: CSSProperties;
  /** The id of the focusable element (the search input, or the selector), for a `<label htmlFor>`. */
  id?: string;
  /** Shown in the selector while nothing is chosen. */
  placeholder?: ReactNode;
  /** `true`, or a node used as the checkbox content. */
  checkable?: boolean | ReactNode;
  /**
   * Single mode: what the selector shows for the chosen path, from its labels and options.
   * @defaultValue the labels joined with ` / `
   */
  // biome-ignore lint/suspicious/noExplicitAny: labels are strings or nodes; rc-cascader types them loosely too
  displayRender?(labels: any[], selectedOptions?: O[]): ReactNode;
  /**
   * A row's content in the columns and the search results. Called while the list renders its rows,
   * as rc-cascader calls it, not as a component of its own: it may not call hooks (the rows in view
   * change from render to render). Return a component for content that needs them.
   */
  optionRender?(option: O): ReactNode;
  /**
   * The icon of an option that has children.
   * @defaultValue `'>'`
   */
  expandIcon?: ReactNode;
  /**
   * The icon of an option whose children are loading.
   * @defaultValue a spinner
   */
  loadingIcon?: ReactNode;
  /**
   * Shown in place of the columns when there are no options, and of the results when the search
   * matches nothing.
   * @defaultValue `'Not Found'`
   */
  notFoundContent?: ReactNode;
  /** Wraps the popup's content (the columns or the results), to add a header or a footer. */
  popupRender?(menus: ReactElement): ReactElement;
  /** rc-cascader 3.x's name of `popupRender`. */
  dropdownRender?(menus: ReactElement): ReactElement;
  /** A custom trigger element instead of the selector. */
  children?: ReactElement;
  /**
   * Where the popup opens against the selector.
   * @defaultValue `'bottomLeft'` (`'bottomRight'` with `direction: 'rtl'`)
   */
  placement?: Placement;
  /** rc-trigger's placement table, to change how each `placement` aligns and when it flips. */
  builtinPlacements?: BuildInPlacements;
  /** Classes of the popup element. */
  popupClassName?: string;
  /** Inline style of the popup element. */
  popupStyle?: CSSProperties;
  /** rc-cascader 3.x's name of `popupStyle`. */
  dropdownStyle?: CSSProperties;
  /** Inline style of every column. */
  dropdownMenuColumnStyle?: CSSProperties;
  /** rc-cascader 3.x's name of `popupMatchSelectWidth`. */
  dropdownMatchSelectWidth?: boolean | number;
  /**
   * The popup as wide as the selector (`true`), at least this many px (a number), or as wide as its
   * columns (`false`).
   * @defaultValue `false` (the search results: as wide as the selector)
   */
  popupMatchSelectWidth?: boolean | number;
  /**
   * The element the popup is rendered into (for a scrolling container or a modal).
   * @defaultValue `document.body`
   */
  getPopupContainer?(triggerNode: HTMLElement): HTMLElement;
  /** A CSS motion name for the popup: the classes `<name>-enter`, `<name>-leave`, … while it opens and closes. */
  transitionName?: string;
  /** rc-trigger's short form of `transitionName`: `'slide-up'` stands for `<prefixCls>-dropdown-slide-up`. */
  animation?: string;
  /**
   * Show a button that clears the value (and the search text) while there is one; an object sets
   * its icon.
   * @defaultValue `false`
   */
  allowClear?: boolean | { clearIcon?: ReactNode };
  /**
   * The clear button's icon (also `allowClear.clearIcon`).
   * @defaultValue `'×'`
   */
  clearIcon?: ReactNode;
  /**
   * Focus the component when it mounts.
   * @defaultValue `false`
   */
  autoFocus?: boolean;
  /**
   * The tab index of the focusable element.
   * @defaultValue the element's own (`0`)
   */
  tabIndex?: number;
  /** A node, or (rc-select 1.x) a function of the state that returns one. */
  suffixIcon?: ReactNode | ((info: SuffixInfo) => ReactNode);
  /** Content before the value in the selector (antd 6). */
  prefix?: ReactNode;
  /**
   * The icon of a tag's remove button (checkable mode).
   * @defaultValue `'×'`
   */
  removeIcon?: ReactNode;
  /**
   * Checkable mode: show at most this many tags and a "+ N ..." tag for the rest; `'responsive'`
   * shows as many as fit on one line.
   * @defaultValue all tags
   */
  maxTagCount?: number | 'responsive';
  /**
   * Checkable mode: cut a tag's text to this many characters, with an ellipsis.
   * @defaultValue no limit
   */
  maxTagTextLength?: number;
  /**
   * Checkable mode: the content of the tag that stands for those `maxTagCount` hid.
   * @defaultValue `+ N ...`
   */
  maxTagPlaceholder?: ReactNode | ((omittedValues: OmittedTag<O>[]) => ReactNode);
  /** Checkable mode: draws each tag instead of the default one. */
  tagRender?(props: CustomTagProps): ReactElement;
  /** Called when the component gets focus. */
  onFocus?(event: FocusEvent<HTMLElement>): void;
  /** Called when the component loses focus. */
  onBlur?(event: FocusEvent<HTMLElement>): void;
  /** Called for every key pressed in the component, before it acts (`preventDefault()` stops it). */
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
  /** On the root element. */
  onMouseEnter?(event: MouseEvent<HTMLDivElement>): void;
  /** On the root element. */
  onMouseLeave?(event: MouseEvent<HTMLDivElement>): void;
  /** Like the other DOM props, on the root element (rc-select's). */
  title?: string;
  /** On the root element. */
  onClick?(event: MouseEvent<HTMLDivElement>): void;
  /** On the root element. */
  onMouseDown?(event: MouseEvent<HTMLDivElement>): void;
  /** On the root element. */
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
  /**
   * Cascadia: a language pack (`@cascadia/react/locale/zh-CN`, …) for every text of the component;
   * `labels` and `messages` still override single texts.
   * @defaultValue the `CascaderLocaleProvider`'s
   */
  locale?: CascaderLocale;
  /**
   * Cascadia: render only the rows in view of long columns (over 100 rows) and search results (over
   * 20). `false` renders every row.
   * @defaultValue `true`
   */
  virtual?: boolean;
  /**
   * Cascadia: item height estimate for virtualised lists (px; the default stylesheet uses 32).
   * @defaultValue `32`
   */
  listItemHeight?: number;
  /**
   * Cascadia: the height a virtualised list assumes before it can measure itself (px).
   * @defaultValue `180`
   */
  listHeight?: number;
  /**
   * Cascadia: `'columns'` side by side (the last ones that fit, earlier levels as a breadcrumb),
   * `'drilldown'` one level at a time with a back button and a breadcrumb, or `'auto'`:
   * drill-down when two columns (each counted at least 220 px wide) do not fit the viewport, or the
   * element that clips the popup (a panel: its parent). Where nothing can be measured, columns.
   * @defaultValue `'auto'`
   */
  layout?: LayoutMode;
  /**
   * Cascadia: `'popup'` floating under the trigger (rc-cascader's), `'sheet'` a modal bottom sheet
   * (one level at a time, drag down to dismiss, swipe between levels, the back button of the browser
   * closes it), or `'auto'`: the sheet on a phone (a coarse pointer and a viewport at most 640 px
   * wide), the popup elsewhere and wherever nothing can be measured (server rendering, jsdom).
   * @defaultValue `'auto'`
   */
  presentation?: PresentationMode;

  // ---- deprecated names, still honoured (with a one-time warning) ----
  /**
   * rc-cascader's older name of `open`.
   * @deprecated use `open`
   */
  popupVisible?: boolean;
  /**
   * rc-cascader's older name of `onOpenChange`.
   * @deprecated use `onOpenChange`
   */
  onPopupVisibleChange?(open: boolean): void;
  /**
   * rc-cascader's older name of `popupClassName`.
   * @deprecated use `popupClassName`
   */
  dropdownClassName?: string;
  /**
   * rc-cascader's older name of `placement`.
   * @deprecated use `placement`
   */
  popupPlacement?: Placement;

  /** `aria-*` go to the combobox; any other attribute to the root element. */
  [attribute: `aria-${string}` | `data-${string}`]: unknown;
}
