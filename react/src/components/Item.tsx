import type { ItemView } from '@cascadia/core';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { engineOf } from '../hooks/engine';
import { Checkbox } from './Checkbox';
import type { PartsContext } from './context';
import { labelNode } from './display';
import { guardRender } from './guardRender';
import type { VirtualItemProps } from './listParts';

/** No description: the row's own content says it all. */
const OWN_WORDS = { 'aria-description': '' } as const;

/** The spinner shown when no `loadingIcon` is given (drawn by the stylesheet). */
const DefaultLoadingIcon = ({ prefixCls }: { prefixCls: string }) => (
  <span className={`${prefixCls}-menu-item-loading-spinner`} aria-hidden="true" />
);

/**
 * The item's classes by plain concatenation: this runs for every rendered row (300 when a deep
 * value opens), where a keyed object per row showed up in profiles.
 */
function itemClassName(cls: string, item: ItemView<unknown>, extra: string | undefined): string {
  let out = cls;
  if (item.expandable) out += ` ${cls}-expand`;
  if (item.active) out += ` ${cls}-active`;
  // Cascadia: the keyboard's item (the combobox's aria-activedescendant).
  if (item.focused) out += ` ${cls}-focused`;
  if (item.disabled) out += ` ${cls}-disabled`;
  if (item.loading || item.checkLoading) out += ` ${cls}-loading`;
  if (item.failed || item.checkFailed) out += ` ${cls}-failed`;
  // The semantic `classNames.popup.listItem`.
  if (extra) out += ` ${extra}`;
  return out;
}

/**
 * An option's own `aria-*` and `data-*` fields, for its row (rc-cascader 1.x passes them on, e.g.
 * `data-testid`); the row's own ARIA state is spread after them and wins. Null for the usual
 * option that has none, so most rows allocate nothing.
 */
export function optionAttributes(option: unknown): Record<string, unknown> | null {
  let out: Record<string, unknown> | null = null;
  const fields = option as Record<string, unknown>;
  for (const key in fields) {
    if (!key.startsWith('aria-') && !key.startsWith('data-')) continue;
    out ??= {};
    out[key] = fields[key];
  }
  return out;
}

/** A row's style: `dropdownMenuColumnStyle`, the semantic `popup.listItem`, then the window's placement. */
export function rowStyle(
  column: CSSProperties | undefined,
  semantic: CSSProperties | undefined,
  placed: CSSProperties | undefined,
): CSSProperties | undefined {
  if (!semantic && !placed) return column;
  return { ...column, ...semantic, ...placed };
}

/**
 * `li.{p}-menu-item`: checkbox, content, then the expand, loading or error icon; keyed by the
 * row's `key` (its value), not its node id: a new tree numbers the nodes anew (a large tree's
 * whole index taking over from the preview of its top level, an answer joining the tree), and a
 * row keyed by id was recreated under the pointer, losing its hover, focus and the click under way.
 *
 * A function the column calls with its menu parts, not a component of its own: a component per
 * row is one more fiber per row for React to create, and to walk and detach when the rows go
 * (the first search keystroke removes the whole first column, 100 rows in the benchmark). The
 * rows re-rendered with their column anyway (nothing memoised them).
 */
export function renderItem(
  { api, prefixCls, props, classNames, styles }: PartsContext,
  id: number,
  virtual: VirtualItemProps | null,
): ReactElement {
  const item = api.getItem(id);
  const cls = `${prefixCls}-menu-item`;
  const expandIcon = props.expandIcon === undefined ? '>' : props.expandIcon;
  const loadingIcon =
    props.loadingIcon === undefined ? <DefaultLoadingIcon prefixCls={prefixCls} /> : props.loadingIcon;

  let trailing: ReactNode = null;
  if (item.failed || item.checkFailed) {
    trailing = (
      <div className={`${cls}-retry`} {...api.getRetryProps(item)}>
        ↻
      </div>
    );
  } else if (item.checkLoading) {
    // A check that waits for the branch's lazy descendants: how many loads have answered so far.
    const { loaded, waiting } = item.checkLoading;
    trailing = (
      <>
        <span className={`${cls}-check-progress`} aria-hidden="true">
          {loaded}/{loaded + waiting}
        </span>
        {loadingIcon && (
          <div className={`${cls}-loading-icon`} aria-hidden="true">
            {loadingIcon}
          </div>
        )}
      </>
    );
  } else if (item.loading) {
    if (loadingIcon) {
      trailing = (
        <div className={`${cls}-loading-icon`} aria-hidden="true">
          {loadingIcon}
        </div>
      );
    }
  } else if (item.expandable && expandIcon) {
    // Drawn, not said: the row's aria-expanded tells a branch (its name is its label alone).
    trailing = (
      <div className={`${cls}-expand-icon`} aria-hidden="true">
        {expandIcon}
      </div>
    );
  }

  const onProblem = engineOf(api).state.props.onProblem;
  return (
    <li
      key={item.key}
      {...optionAttributes(item.option)}
      {...api.getItemProps(item, virtual ? { ...virtual } : undefined)}
      // An optionRender draws what the row says (its name): the title, a tooltip, is not said again.
      {...(props.optionRender && !(item.option as Record<string, unknown>)?.['aria-description']
        ? OWN_WORDS
        : null)}
      className={itemClassName(cls, item, classNames.popup?.listItem)}
      style={rowStyle(props.dropdownMenuColumnStyle, styles.popup?.listItem, virtual?.style)}
    >
      {api.checkable && <Checkbox item={item} />}
      <div className={`${cls}-content`}>
        {guardRender(
          'optionRender',
          props.optionRender,
          (render) => render(item.option),
          () => labelNode(item.label, item.text, onProblem),
          onProblem,
        )}
      </div>
      {trailing}
    </li>
  );
}
