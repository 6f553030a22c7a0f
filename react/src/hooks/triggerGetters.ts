import {
  type CascaderStore,
  comboboxAttributes,
  keyEvent,
  keyPreventsDefault,
  selectTriggerAttributes,
} from '@cascadia/core';
import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import type { GetterContext } from './context';
import type { CascaderIds } from './ids';
import { measurePageSize } from './pageSize';
import { toReact } from './reactAttributes';

/** The combobox attributes of DESIGN.md (the core's connect layer), for the selector's input. */
export function comboboxAria<O>(ctx: GetterContext<O>) {
  return comboboxAttributes(ctx.state, { ids: ctx.ids, treeShown: ctx.treeMounted });
}

const PAGE_KEYS = new Set(['PageUp', 'PageDown']);

/**
 * Sends a key to the engine. The core decides what the key does and whether the browser's default
 * action is suppressed (`keyPreventsDefault`): keys it ignores (letters typed into the search, Tab,
 * shortcuts) keep their usual meaning. PageUp / PageDown carry the rows that fit in the list they
 * act on (`measurePageSize`).
 */
export function sendKey<O>(
  store: CascaderStore<O>,
  event: KeyboardEvent<HTMLElement>,
  ids: CascaderIds,
): void {
  const state = store.getState();
  const pageSize = PAGE_KEYS.has(event.key) ? measurePageSize(state, ids, event.currentTarget) : undefined;
  const input = keyEvent(
    { ...pick(event), isComposing: event.nativeEvent.isComposing },
    { now: Date.now(), pageSize },
  );
  if (!input) return; // an IME is composing: the key belongs to it
  if (keyPreventsDefault(state, input)) event.preventDefault();
  store.send(input);
}

const pick = ({ key, shiftKey, ctrlKey, metaKey, altKey }: KeyboardEvent<HTMLElement>) => ({
  key,
  shiftKey,
  ctrlKey,
  metaKey,
  altKey,
});

/**
 * The elements `getTriggerProps` was spread on: a custom trigger toggles the popup on its own click.
 * A root around one (the hook's root with a button inside, as the README's picker) must leave that
 * press to it: toggled on the mousedown and again on the click, the popup never opened.
 */
const customTriggers = new WeakSet<Element>();

/** Whether the press on `event.currentTarget` began inside a custom trigger within it. */
function inCustomTrigger(event: MouseEvent): boolean {
  for (let node = event.target as Node | null; node && node !== event.currentTarget; node = node.parentNode) {
    if (customTriggers.has(node as Element)) return true;
  }
  return false;
}

/** Root element: placement reference, hover and context-menu triggers, mousedown toggling. */
export function getRootProps<O>(ctx: GetterContext<O>) {
  const { send, state, refs } = ctx;
  return {
    ref: ctx.setRootElement,
    dir: state.props.direction === 'rtl' ? ('rtl' as const) : undefined,
    onMouseEnter: () => send({ type: 'TRIGGER.MOUSE_ENTER' }),
    onMouseLeave: () => send({ type: 'TRIGGER.MOUSE_LEAVE' }),
    onContextMenu: (event: MouseEvent) => {
      if (inCustomTrigger(event)) return; // the trigger's own handler sends it
      if (state.props.popupTrigger.includes('contextMenu')) event.preventDefault();
      send({ type: 'TRIGGER.CONTEXT_MENU' });
    },
    // rc-select toggles on mousedown, not click: the popup is open by the time the button is up.
    onMouseDown: (event: MouseEvent) => {
      if (event.button !== 0 || state.props.disabled) return;
      if (inCustomTrigger(event)) return; // it toggles on its click
      // A custom UI may render the popup inside the root (React events also bubble out of portals):
      // a press in the popup is the popup's business, not a toggle.
      if (refs.popup.current?.contains(event.target as Node)) return;
      const input = refs.input.current;
      // A sheet takes the focus as it opens: the press's own focusing (of the input it landed on,
      // after the event) would take it back (and raise the on-screen keyboard behind the sheet).
      if (ctx.presentation === 'sheet') {
        event.preventDefault();
        send({ type: 'TRIGGER.CLICK' });
        return;
      }
      if (event.target !== input) event.preventDefault(); // keep the caret and the focus
      if (input && input.ownerDocument.activeElement !== input) input.focus();
      send({ type: 'TRIGGER.CLICK' });
    },
  };
}

/** The selector's `<input>`: the combobox, the search box, and the keyboard's target. */
export function getInputProps<O>(ctx: GetterContext<O>) {
  const { send, state, ids } = ctx;
  const searchable = !!state.props.showSearch;
  return {
    ...comboboxAria(ctx),
    ref: ctx.setInputElement,
    id: ids.input,
    // A plain text input: `type="search"` would add the browser's own clear button, which a custom
    // UI would have to hide. (The Cascader sets it, as rc-select does, and its stylesheet hides it.)
    type: 'text' as const,
    autoComplete: 'off',
    value: state.searchValue,
    readOnly: !searchable,
    disabled: state.props.disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      send({ type: 'INPUT.CHANGE', value: event.target.value }),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => sendKey(ctx.store, event, ctx.ids),
    onFocus: (_event: FocusEvent<HTMLElement>) => send({ type: 'TRIGGER.FOCUS' }),
    onBlur: (_event: FocusEvent<HTMLElement>) => send({ type: 'TRIGGER.BLUR' }),
  };
}

/**
 * A custom trigger (rc-cascader's `children`, or a headless button). An `<input>` becomes the
 * combobox that types the search; any other element is an ARIA 1.2 select-only combobox
 * (focusable, `aria-activedescendant`), so the keyboard's row is announced, never a bare button
 * ("切换地区, button" said nothing of the rows). Name it (`aria-label` or `aria-labelledby`): a
 * combobox is not named by its text, which is its value.
 */
export function getTriggerProps<O>(ctx: GetterContext<O>, options: { isInput?: boolean } = {}) {
  const { send, state } = ctx;
  const comboboxOptions = { ids: ctx.ids, treeShown: ctx.treeMounted };
  const aria = options.isInput
    ? comboboxAttributes(state, comboboxOptions)
    : toReact(selectTriggerAttributes(state, comboboxOptions));
  return {
    ...aria,
    ref: (element: HTMLElement | null) => {
      if (element) customTriggers.add(element);
      ctx.setRootElement(element);
      ctx.setInputElement(element);
    },
    onClick: (event: MouseEvent) => {
      if (event.button !== 0 || state.props.disabled) return;
      if (ctx.refs.popup.current?.contains(event.target as Node)) return;
      send({ type: 'TRIGGER.CLICK' });
    },
    onMouseDown: (event: MouseEvent) => {
      // A click in the popup's absence must not start a text selection in a read-only trigger.
      if (state.status === 'open') event.preventDefault();
    },
    onMouseEnter: () => send({ type: 'TRIGGER.MOUSE_ENTER' }),
    onMouseLeave: () => send({ type: 'TRIGGER.MOUSE_LEAVE' }),
    onContextMenu: (event: MouseEvent) => {
      if (state.props.popupTrigger.includes('contextMenu')) event.preventDefault();
      send({ type: 'TRIGGER.CONTEXT_MENU' });
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => sendKey(ctx.store, event, ctx.ids),
    onFocus: () => send({ type: 'TRIGGER.FOCUS' }),
    onBlur: () => send({ type: 'TRIGGER.BLUR' }),
  };
}
