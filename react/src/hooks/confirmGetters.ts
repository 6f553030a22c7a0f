import { getConfirmView } from '@cascadia/core';
import { type GetterContext, popupControl } from './context';

/**
 * `confirm` mode's buttons. In a popup, focus stays in the combobox (the buttons take none, as the
 * rows; the keyboard confirms with Ctrl+Enter, announced by `aria-keyshortcuts`). In a sheet,
 * which is a dialog with its own focus, they are ordinary tab stops (`focusable`).
 */
interface ButtonOptions {
  focusable?: boolean;
}

const focusProps = <O>(ctx: GetterContext<O>, focusable: boolean | undefined) =>
  focusable ? {} : popupControl(ctx);

/** The Done button: commits the draft (one `onChange`, if it differs) and closes. Its text is its name. */
export function getConfirmProps<O>(ctx: GetterContext<O>, options: ButtonOptions = {}) {
  const view = getConfirmView(ctx.state);
  return {
    type: 'button' as const,
    ...focusProps(ctx, options.focusable),
    'aria-keyshortcuts': 'Control+Enter Meta+Enter',
    children: ctx.labels.done(ctx.state.props.checkable ? view.count : null),
    onClick: () => ctx.send({ type: 'POPUP.CONFIRM' }),
  };
}

/** The Cancel button: discards the draft, restores the value and closes (as Escape does). */
export function getCancelProps<O>(ctx: GetterContext<O>, options: ButtonOptions = {}) {
  return {
    type: 'button' as const,
    ...focusProps(ctx, options.focusable),
    children: ctx.labels.cancel,
    onClick: () => ctx.send({ type: 'POPUP.CLOSE' }),
  };
}
