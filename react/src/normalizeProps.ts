/**
 * rc-cascader's older and alternative prop names folded into one set (\`normalizeProps\`), with the
 * warnings for props that are deprecated, ignored or out of range: the rules the \`Cascader\` applies
 * before it reads its props. The props themselves are declared in props.ts.
 */
import type { CascaderProps } from './props';
import { warnOnce, warnRc } from './utils/warn';

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
