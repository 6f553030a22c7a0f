import { type ReactNode, useRef, useState } from 'react';
import { engineOf } from '../hooks/engine';
import { cx } from '../utils/cx';
import { useIsomorphicLayoutEffect } from '../utils/dom';
import { useParts } from './context';
import { joinLabels, titleOf } from './display';
import { guardRender } from './guardRender';
import { Tags } from './Tags';

/** rc-select marks its read-only input like this so old browsers do not select it. */
const READ_ONLY_INPUT = { unselectable: 'on', style: { opacity: 0 } } as const;

/** Text of what the selector shows: the chosen labels, or the tags' labels. */
function useValueText(): string {
  const { api } = useParts();
  const { display } = api;
  // A value whose labels failed to load (`loadPath`) is its raw values, said with the failure.
  if (!api.checkable) {
    if (display.loading) return `${api.labels.loading}…`;
    return display.failed && display.text ? api.labels.valueFailed(display.text) : display.text;
  }
  const labels = display.tags
    .map((tag) => {
      const text = typeof tag.label === 'string' || typeof tag.label === 'number' ? String(tag.label) : '';
      return tag.failed && text ? api.labels.valueFailed(text) : text;
    })
    .filter(Boolean);
  return labels.length > 0 ? api.labels.valueList(labels) : '';
}

/**
 * A read-only input's value is empty, so the chosen text becomes the combobox's description, and
 * a combobox without a name of its own is named by the placeholder (or, lacking one, the value).
 * A combobox named otherwise (`aria-label`, `aria-labelledby`, a `<label>`: `labelled`) is always
 * described by its value: "Address, combobox, 浙江 / 杭州 / 余杭". The texts live in hidden
 * elements outside the selector, so the selector's text is unchanged.
 */
function useComboboxText(aria: Record<string, unknown>, labelled = false) {
  const { api, props } = useParts();
  const valueText = useValueText();
  const named = labelled || aria['aria-label'] !== undefined || aria['aria-labelledby'] !== undefined;
  const nameText = typeof props.placeholder === 'string' && props.placeholder ? props.placeholder : valueText;
  return {
    nameId: !named && nameText ? `${api.ids.selection}-name` : undefined,
    nameText,
    // Not when the value is the name already (no name of its own, no placeholder).
    valueId: valueText && (named || valueText !== nameText) ? `${api.ids.selection}-value` : undefined,
    valueText,
  };
}

/** The hidden texts that name and describe the combobox (see `useComboboxText`). */
export function ComboboxText({ aria }: { aria: Record<string, unknown> }) {
  const { nameId, nameText, valueText } = useComboboxText(aria);
  // Whenever there is a value: the input, named by a `<label>` or not, may point at it.
  const valueId = useComboboxText(aria, true).valueId;
  return (
    <>
      {nameId && (
        <span id={nameId} hidden>
          {nameText}
        </span>
      )}
      {valueId && (
        <span id={valueId} hidden>
          {valueText}
        </span>
      )}
    </>
  );
}

/**
 * Whether the input has a `<label>` of its own (`<label for={id}>`, as a form puts beside it, or one
 * around it): its name then, as for any input, which `aria-labelledby` would override. Only known
 * once mounted: `null` before (the server's HTML and the render that hydrates it).
 */
function useHasLabel(id: unknown): boolean | null {
  const { api } = useParts();
  const [hasLabel, setHasLabel] = useState<boolean | null>(null);
  useIsomorphicLayoutEffect(() => {
    const labels = (api.refs.input.current as HTMLInputElement | null)?.labels;
    setHasLabel(!!labels && labels.length > 0);
  }, [api.refs, id]);
  return hasLabel;
}

/** The search input; every `aria-*` prop of the Cascader lands here (rc-select does the same). */
function SearchInput({ aria }: { aria: Record<string, unknown> }) {
  const { api, prefixCls, props, classNames, styles } = useParts();
  const searchable = !!props.showSearch;
  const hasLabel = useHasLabel(props.id);
  const { nameId, nameText, valueId } = useComboboxText(aria, !!hasLabel);
  // Until it is known whether a `<label>` names the input, the placeholder names it through the
  // `title` attribute, which (unlike `aria-labelledby`) a label outranks: the server's HTML has the
  // name the input keeps once hydrated, whichever it is. Only that long, as a tooltip would be odd.
  const unknownLabel = hasLabel === null && nameId ? nameText : undefined;
  const inputProps = api.getInputProps({
    ...aria,
    tabIndex: props.tabIndex,
    autoFocus: props.autoFocus,
    onFocus: props.onFocus,
    onBlur: props.onBlur,
    onKeyDown: props.onKeyDown,
  });
  return (
    <input
      {...inputProps}
      {...(searchable ? null : READ_ONLY_INPUT)}
      // rc-select's input type (its stylesheet hides the browser's clear button).
      type="search"
      style={searchable ? styles.input : { ...READ_ONLY_INPUT.style, ...styles.input }}
      title={unknownLabel}
      aria-labelledby={
        (aria['aria-labelledby'] as string | undefined) ?? (hasLabel === false ? nameId : undefined)
      }
      aria-describedby={[aria['aria-describedby'], valueId].filter(Boolean).join(' ') || undefined}
      // `-selection-search-input` is rc-cascader 3.x's name, `-input` 1.x's.
      className={cx(`${prefixCls}-selection-search-input`, `${prefixCls}-input`, classNames.input)}
    />
  );
}

/** The input of checkable mode grows with its text: a hidden mirror measures it (as rc-select). */
function MultipleSearch({ aria }: { aria: Record<string, unknown> }) {
  const { api, prefixCls } = useParts();
  const mirror = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  const text = engineOf(api).state.searchValue;
  useIsomorphicLayoutEffect(() => {
    setWidth(mirror.current?.scrollWidth || undefined);
  }, [text]);
  return (
    <div className={`${prefixCls}-selection-search`} style={{ width }}>
      <SearchInput aria={aria} />
      <span ref={mirror} className={`${prefixCls}-selection-search-mirror`} aria-hidden="true">
        {text}&nbsp;
      </span>
    </div>
  );
}

/** `.{p}-selector`: the chosen text or the tags, the placeholder, and the one `<input>`. */
export function Selector({ aria }: { aria: Record<string, unknown> }) {
  const { api, prefixCls, props, classNames, styles } = useParts();
  const cls = `${prefixCls}-selection`;
  const typing = engineOf(api).state.searchValue !== '';
  const { display } = api;
  const hasValue = api.checkable ? display.tags.length > 0 : display.labels.length > 0;
  // rc-cascader 1.x calls what holds the value (or the tags), the placeholder and the input
  // `-content`; 3.x's `-selection-wrap` is the same element, so both generations' styles apply.
  const contentProps = {
    className: cx(`${cls}-wrap`, `${prefixCls}-content`, classNames.content, {
      [`${prefixCls}-content-has-value`]: hasValue,
      [`${prefixCls}-content-has-search-value`]: typing,
    }),
    style: styles.content,
  };
  const placeholderCls = cx(`${cls}-placeholder`, `${prefixCls}-placeholder`, classNames.placeholder);

  if (api.checkable) {
    const empty = display.tags.length === 0;
    return (
      <div className={`${prefixCls}-selector`}>
        <span {...contentProps}>
          <Tags input={<MultipleSearch aria={aria} />} />
          {empty && !typing && (
            <span className={placeholderCls} style={styles.placeholder}>
              {props.placeholder}
            </span>
          )}
        </span>
      </div>
    );
  }

  let item: ReactNode = null;
  if (hasValue && display.loading && !typing) {
    // `loadPath` is fetching the labels: a loading text in the item's place, not raw ids.
    item = (
      <span className={`${cls}-item ${cls}-item-loading`} aria-busy="true">
        {api.labels.loading}…
      </span>
    );
  } else if (hasValue) {
    const onProblem = engineOf(api).state.props.onProblem;
    const content = guardRender(
      'displayRender',
      props.displayRender,
      (render) => render(display.labels, display.options),
      () => joinLabels(display.labels, display.texts, onProblem),
      onProblem,
    );
    // While typing, the text of the search replaces the chosen value.
    // `loadPath` failed: the raw values stay, with a retry beside them (above the input, which
    // covers the item and takes its clicks).
    const path = display.failed?.path;
    item = !typing && (
      <>
        <span className={`${cls}-item${path ? ` ${cls}-item-failed` : ''}`} title={titleOf(content)}>
          {content}
        </span>
        {path && (
          <span {...api.getValueRetryProps(path)} className={`${cls}-item-retry`}>
            ↻
          </span>
        )}
      </>
    );
  }
  return (
    <div className={`${prefixCls}-selector`}>
      <span {...contentProps}>
        <span className={`${cls}-search`}>
          <SearchInput aria={aria} />
        </span>
        {item}
        {!hasValue && (
          <span
            className={placeholderCls}
            style={typing ? { ...styles.placeholder, visibility: 'hidden' } : styles.placeholder}
          >
            {props.placeholder}
          </span>
        )}
      </span>
    </div>
  );
}
