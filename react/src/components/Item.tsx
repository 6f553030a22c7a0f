import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import { Checkbox } from './Checkbox';
import { useParts } from './context';
import type { VirtualItemProps } from './List';

/** The spinner shown when no `loadingIcon` is given (drawn by the stylesheet). */
const DefaultLoadingIcon = ({ prefixCls }: { prefixCls: string }) => (
  <span className={`${prefixCls}-menu-item-loading-spinner`} aria-hidden="true" />
);

/** `li.{p}-menu-item`: checkbox, content, then the expand, loading or error icon. */
export function Item({ id, virtual }: { id: number; virtual: VirtualItemProps | null }) {
  const { api, prefixCls, props } = useParts();
  const item = api.getItem(id);
  const cls = `${prefixCls}-menu-item`;
  const expandIcon = props.expandIcon === undefined ? '>' : props.expandIcon;
  const loadingIcon =
    props.loadingIcon === undefined ? <DefaultLoadingIcon prefixCls={prefixCls} /> : props.loadingIcon;

  let trailing: ReactNode = null;
  if (item.failed) {
    trailing = (
      <div className={`${cls}-retry`} {...api.getRetryProps(item)}>
        ↻
      </div>
    );
  } else if (item.loading) {
    if (loadingIcon) trailing = <div className={`${cls}-loading-icon`}>{loadingIcon}</div>;
  } else if (item.expandable && expandIcon) {
    trailing = <div className={`${cls}-expand-icon`}>{expandIcon}</div>;
  }

  return (
    <li
      {...api.getItemProps(item, virtual ? { ...virtual } : undefined)}
      className={cx(cls, {
        [`${cls}-expand`]: item.expandable,
        [`${cls}-active`]: item.active,
        // Cascadia: the keyboard's item (the combobox's aria-activedescendant).
        [`${cls}-focused`]: item.focused,
        [`${cls}-disabled`]: item.disabled,
        [`${cls}-loading`]: item.loading,
        [`${cls}-failed`]: !!item.failed,
      })}
      style={
        virtual?.style
          ? { ...props.dropdownMenuColumnStyle, ...virtual.style }
          : props.dropdownMenuColumnStyle
      }
    >
      {api.checkable && <Checkbox item={item} />}
      <div className={`${cls}-content`}>
        {props.optionRender ? props.optionRender(item.option) : (item.label as ReactNode)}
      </div>
      {trailing}
    </li>
  );
}
