import { type CascaderState, type CascaderStore, handlesKey } from '@cascadia/core';
import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import type { GetterContext } from './context';
import type { CascaderIds } from './ids';
import { measurePageSize } from './pageSize';

/** Keys a browser would act on (scroll the page, submit the form) while the popup is open. */
const OPEN_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Enter']);
const PAGE_KEYS = new Set(['PageUp', 'PageDown']);

/** The treeitem the keyboard is on: the active search result, or the last item of the open path. */
export function activeDescendant<O>(
  state: CascaderState<O>,
  ids: CascaderIds,
  treeMounted: boolean,
): string | undefined {
  if (state.status !== 'open' || !treeMounted) return undefined;
  if (state.search) return state.searchActiveIndex >= 0 ? ids.result(state.searchActiveIndex) : undefined;
  // No item is active: none yet, or the keys are in the children of a branch gone into, all disabled.
  if (state.activePath.length === 0 || state.entered) return undefined;
  const id = state.tree.find(state.activePath);
  return id >= 0 ? ids.item(id) : undefined;
}

/** The combobox attributes of DESIGN.md, for the input or any element that plays its part. */
export function comboboxAria<O>(ctx: GetterContext<O>) {
  const { state, ids } = ctx;
  const open = state.status === 'open';
  return {
    role: 'combobox' as const,
    'aria-haspopup': 'tree' as const,
    'aria-expanded': open,
    // Only once the tree exists: DESIGN.md forbids pointing at an element that is not there.
    'aria-controls': ctx.treeMounted ? ids.tree : undefined,
    'aria-activedescendant': activeDescendant(state, ids, ctx.treeMounted),
    'aria-autocomplete': state.props.showSearch ? ('list' as const) : ('none' as const),
    'aria-disabled': state.props.disabled || undefined,
  };
}

/**
 * Sends a key to the engine. The engine decides what the key does, and `handlesKey` asks it
 * beforehand whether it will act (after the `stateReducer` and controlled props have had their
 * say); the browser's default action is suppressed only then, or when an open popup would
 * otherwise let Up/Down/PageUp/PageDown scroll the page and Enter submit the form. Keys it ignores
 * (letters typed into the search, Left/Right in search text, Tab, shortcuts such as Ctrl+A, Escape
 * in a panel) keep their usual meaning. PageUp / PageDown carry the rows that fit in the list they
 * act on (`measurePageSize`).
 */
export function sendKey<O>(
  store: CascaderStore<O>,
  event: KeyboardEvent<HTMLElement>,
  ids: CascaderIds,
): void {
  if (event.nativeEvent.isComposing) return; // an IME is composing: the key belongs to it
  const state = store.getState();
  const { key, shiftKey, ctrlKey, metaKey, altKey } = event;
  const pageSize = PAGE_KEYS.has(key) ? measurePageSize(state, ids, event.currentTarget) : undefined;
  const input = {
    type: 'INPUT.KEY_DOWN' as const,
    key,
    shiftKey,
    ctrlKey,
    metaKey,
    altKey,
    now: Date.now(),
    ...(pageSize === undefined ? {} : { pageSize }),
  };
  if (handlesKey(state, input) || (state.status === 'open' && OPEN_KEYS.has(key))) {
    event.preventDefault();
  }
  store.send(input);
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
      if (state.props.popupTrigger.includes('contextMenu')) event.preventDefault();
      send({ type: 'TRIGGER.CONTEXT_MENU' });
    },
    // rc-select toggles on mousedown, not click: the popup is open by the time the button is up.
    onMouseDown: (event: MouseEvent) => {
      if (event.button !== 0 || state.props.disabled) return;
      // A custom UI may render the popup inside the root (React events also bubble out of portals):
      // a press in the popup is the popup's business, not a toggle.
      if (refs.popup.current?.contains(event.target as Node)) return;
      const input = refs.input.current;
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
    type: 'search' as const,
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
 * combobox; any other element keeps its role and announces the popup with `aria-haspopup` /
 * `aria-expanded`, as a link or button that opens a tree should.
 */
export function getTriggerProps<O>(ctx: GetterContext<O>, options: { isInput?: boolean } = {}) {
  const { send, state } = ctx;
  const aria = comboboxAria(ctx);
  const common = {
    ref: (element: HTMLElement | null) => {
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
  if (options.isInput) return { ...aria, ...common };
  return {
    ...common,
    'aria-haspopup': aria['aria-haspopup'],
    'aria-expanded': aria['aria-expanded'],
    'aria-controls': aria['aria-controls'],
    'aria-disabled': aria['aria-disabled'],
  };
}
