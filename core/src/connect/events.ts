import { handlesKey } from '../machine/transition';
import type { CascaderEvent, CascaderState, KeyInput } from '../machine/types';
import type { ItemView, SearchItemView } from '../views/views';

/** What a keyboard event carries that the engine reads (a DOM `KeyboardEvent` has all of it). */
export interface KeyLike {
  /** The `key` of the DOM `KeyboardEvent`: `ArrowDown`, `Enter`, `a`, … */
  key: string;
  /** Shift was held. */
  shiftKey?: boolean;
  /** Ctrl was held. */
  ctrlKey?: boolean;
  /** Cmd (Meta) was held. */
  metaKey?: boolean;
  /** Alt (Option) was held. */
  altKey?: boolean;
  /** An IME is composing: the key belongs to it, not to the cascader. */
  isComposing?: boolean;
}

/** Keys a browser would act on (scroll the page, submit the form) while the popup is open. */
const OPEN_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Enter']);

/** The engine's key event for a keyboard event, or null when an IME is composing. */
export function keyEvent(
  key: KeyLike,
  extra: { now?: number; pageSize?: number } = {},
): ({ type: 'INPUT.KEY_DOWN' } & KeyInput) | null {
  if (key.isComposing) return null;
  const { shiftKey, ctrlKey, metaKey, altKey } = key;
  return {
    type: 'INPUT.KEY_DOWN',
    key: key.key,
    shiftKey,
    ctrlKey,
    metaKey,
    altKey,
    ...(extra.now === undefined ? {} : { now: extra.now }),
    ...(extra.pageSize === undefined ? {} : { pageSize: extra.pageSize }),
  };
}

/**
 * Whether the browser's default action for the key should be suppressed: the engine acts on it
 * (asked beforehand with `handlesKey`, after the `stateReducer` and controlled props), or an open
 * popup would otherwise let Up/Down/PageUp/PageDown scroll the page and Enter submit the form.
 * Keys the engine ignores (letters typed into the search, Tab, Ctrl+A) keep their meaning.
 */
export function keyPreventsDefault<O>(
  state: CascaderState<O>,
  event: { type: 'INPUT.KEY_DOWN' } & KeyInput,
): boolean {
  return handlesKey(state, event) || (state.status === 'open' && OPEN_KEYS.has(event.key));
}

/**
 * DOM event names (as `addEventListener` takes them) to the engine event each sends. Handlers
 * with more to do (a pointer's aim, drill-down's double click) are the adapter's.
 */
export type EventMap<O> = { readonly [domEvent: string]: CascaderEvent<O> };

/** A row of a column: click opens or chooses, double click chooses and closes, hover expands. */
export function itemEvents<O>(item: ItemView<O>): EventMap<O> {
  return {
    click: { type: 'ITEM.CLICK', path: item.path },
    dblclick: { type: 'ITEM.DOUBLE_CLICK', path: item.path },
    mouseenter: { type: 'ITEM.HOVER', path: item.path },
  };
}

/** A row's checkbox (checkable mode): checks without opening. Stop the click reaching the row. */
export function checkboxEvents<O>(item: ItemView<O> | SearchItemView<O>): EventMap<O> {
  return {
    click:
      'index' in item ? { type: 'RESULT.CLICK', index: item.index } : { type: 'ITEM.CHECK', path: item.path },
  };
}

/** The retry mark of a failed row. */
export function retryEvents<O>(item: ItemView<O>): EventMap<O> {
  return { click: { type: 'ITEM.RETRY', path: item.path } };
}

/** A search result. */
export function searchResultEvents<O>(result: SearchItemView<O>): EventMap<O> {
  return {
    click: { type: 'RESULT.CLICK', index: result.index },
    mouseenter: { type: 'RESULT.HOVER', index: result.index },
  };
}
