import type { ItemView, SearchItemView } from '@cascadia/core';
import { useMenuParts } from './context';

/** Plain concatenation: one checkbox per rendered row, so no keyed object per row (see Item). */
function checkboxClassName(cls: string, checked: boolean, half: boolean, disabled: boolean): string {
  let out = cls;
  if (checked) out += ` ${cls}-checked`;
  else if (half) out += ` ${cls}-indeterminate`;
  if (disabled) out += ` ${cls}-disabled`;
  return out;
}

/** rc-cascader's `span.{p}-checkbox`: a span, so the component keeps exactly one `<input>`. */
export function Checkbox({ item }: { item: ItemView<unknown> | SearchItemView<unknown> }) {
  const { api, prefixCls, props } = useMenuParts();
  const cls = `${prefixCls}-checkbox`;
  const custom = typeof props.checkable === 'boolean' ? null : props.checkable;
  const disabled = item.disabled || item.checkboxDisabled;
  return (
    <span
      {...api.getCheckboxProps(item)}
      className={checkboxClassName(cls, item.checked, item.halfChecked, disabled)}
    >
      {custom as React.ReactNode}
    </span>
  );
}
