import type { ItemView, SearchItemView } from '@cascadia/core';
import { cx } from '../utils/cx';
import { useParts } from './context';

/** rc-cascader's `span.{p}-checkbox`: a span, so the component keeps exactly one `<input>`. */
export function Checkbox({ item }: { item: ItemView<unknown> | SearchItemView<unknown> }) {
  const { api, prefixCls, props } = useParts();
  const cls = `${prefixCls}-checkbox`;
  const custom = typeof props.checkable === 'boolean' ? null : props.checkable;
  const disabled = item.disabled || item.checkboxDisabled;
  return (
    <span
      {...api.getCheckboxProps(item)}
      className={cx(cls, {
        [`${cls}-checked`]: item.checked,
        [`${cls}-indeterminate`]: !item.checked && item.halfChecked,
        [`${cls}-disabled`]: disabled,
      })}
    >
      {custom as React.ReactNode}
    </span>
  );
}
