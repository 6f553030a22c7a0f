import { useMenuParts } from './context';

/**
 * `div.{p}-confirm`: `confirm` mode's Cancel and Done under the levels, shown while a draft is
 * open. Done reads "Done (3)" in checkable mode. `focusable` in a sheet (a dialog with its own focus).
 */
export function ConfirmBar({ focusable = false }: { focusable?: boolean }) {
  const { api, prefixCls } = useMenuParts();
  if (!api.confirm.active) return null;
  const cls = `${prefixCls}-confirm`;
  return (
    <div className={cls} dir={api.rtl ? 'rtl' : undefined}>
      <button {...api.getCancelProps(undefined, { focusable })} className={`${cls}-cancel`} />
      <button {...api.getConfirmProps(undefined, { focusable })} className={`${cls}-done`} />
    </div>
  );
}
