/**
 * The engine's events and the small, documented view of its state that a `stateReducer` sees
 * (Downshift's model): the machine's own state (tree, loads, queues) stays internal.
 */

import type { CascaderOption, ValuePath } from './options';

/** idle: not focused; focused: focused, popup closed; open: the popup (or inline panel) is shown. */
export type Status = 'idle' | 'focused' | 'open';

/** Single mode: a path or undefined. Checkable: an array of paths (possibly empty). */
export type Value = ValuePath | ValuePath[] | undefined;

/**
 * What can happen to the component besides new props: the user's actions (`ITEM.CLICK`,
 * `INPUT.KEY_DOWN`, `INPUT.CHANGE`, …) and the answers of loads and timers. A `stateReducer` sees
 * these (new props are never its to rewrite).
 */
export type EngineEvent<O = CascaderOption> =
  /** The store indexed a large tree while the page was idle: report what the index found. */
  | { type: 'TREE.INDEXED' }
  /**
   * Sent by the store when `setProps` revives it after `destroy()`: what the destroy ended (the
   * waiting checks' loads, the remote search, the open columns' loads) is asked for again.
   */
  | { type: 'STORE.REVIVE' }
  | { type: 'TRIGGER.CLICK' }
  | { type: 'TRIGGER.CONTEXT_MENU' }
  | { type: 'TRIGGER.FOCUS' }
  | { type: 'TRIGGER.BLUR' }
  | { type: 'TRIGGER.MOUSE_ENTER' }
  | { type: 'TRIGGER.MOUSE_LEAVE' }
  | { type: 'POPUP.OPEN' }
  | { type: 'POPUP.CLOSE' }
  | { type: 'POPUP.TOGGLE' }
  /** `confirm` mode: commits the draft (one `onChange` if it differs) and closes. */
  | { type: 'POPUP.CONFIRM' }
  /** Sent by the blur timer: closes and leaves the focused state. */
  | { type: 'POPUP.BLUR_CLOSE' }
  | { type: 'POPUP.MOUSE_ENTER' }
  | { type: 'POPUP.MOUSE_LEAVE' }
  | { type: 'OUTSIDE.CLICK' }
  | { type: 'ITEM.CLICK'; path: ValuePath }
  /** rc-cascader closes on a double click when `changeOnSelect` is on (the first click already selected). */
  | { type: 'ITEM.DOUBLE_CLICK'; path: ValuePath }
  /**
   * The pointer entered an item. `aiming`: it is on its way into the next column, already open
   * (the adapter tells from the pointer's path); the expansion then waits `hoverExpandDelay`, so
   * crossing other items diagonally does not replace that column.
   */
  | { type: 'ITEM.HOVER'; path: ValuePath; aiming?: boolean }
  | { type: 'ITEM.HOVER_COMMIT'; path: ValuePath }
  /**
   * Goes into an open branch, as a drill-down click does: its first enabled child becomes the
   * keyboard's item (Right's rule); when every child is disabled, its children's column takes the
   * keyboard with nothing active in it, so they can still be seen (`entered`). With `child` (one
   * of its children's paths, enabled), that child becomes the keyboard's item instead (as
   * `LEVEL.FORWARD` does along the trail). `trailFeature`'s: a lean engine without it ignores it.
   */
  | { type: 'ITEM.ENTER'; path: ValuePath; child?: ValuePath }
  /**
   * Forward a level, as a sheet's swipe does (Vant's model): back down the trail (the deepest open
   * path gone down, kept while the open path leads along it) to the level last visited, with the
   * row that was open there; with no trail further down, as Right goes (mirrored in right-to-left:
   * the event has no side). Nothing while the popup is closed or a search is typed.
   * `canGoForward(state)` tells whether it would go anywhere.
   */
  | { type: 'LEVEL.FORWARD' }
  | { type: 'ITEM.CHECK'; path: ValuePath }
  | { type: 'ITEM.RETRY'; path: ValuePath }
  /** Sent by the engine itself once a SHOW_CHILD check's descendants have all loaded. */
  | { type: 'CHECK.LOADED'; path: ValuePath }
  | { type: 'RESULT.CLICK'; index: number }
  | { type: 'RESULT.HOVER'; index: number }
  | { type: 'INPUT.CHANGE'; value: string }
  | ({ type: 'INPUT.KEY_DOWN' } & KeyInput)
  | { type: 'CLEAR.CLICK' }
  | { type: 'TAG.REMOVE'; path: ValuePath }
  | { type: 'VALUE.SET'; value: Value }
  | { type: 'LOAD.RESOLVE'; requestId: number; children?: readonly O[] }
  | { type: 'LOAD.REJECT'; requestId: number; error: unknown }
  | { type: 'LOAD.TIMEOUT'; requestId: number }
  /** `loadPath` answered with the options along a path of the value. */
  | { type: 'PATH.RESOLVE'; requestId: number; options: unknown }
  | { type: 'PATH.REJECT'; requestId: number; error: unknown }
  | { type: 'PATH.TIMEOUT'; requestId: number }
  /**
   * Sent by a timer right after a `loadPath` answer was held for others arriving with it
   * (heldPaths.ts): the held answers join the tree, so each label shows within a task.
   */
  | { type: 'PATH.JOIN' }
  /** Sent by the debounce timer: `showSearch.load` is called for the query if it is still typed. */
  | { type: 'SEARCH.LOAD'; query: string }
  | { type: 'SEARCH.RESOLVE'; requestId: number; results: unknown }
  | { type: 'SEARCH.REJECT'; requestId: number; error: unknown }
  | { type: 'SEARCH.TIMEOUT'; requestId: number }
  /** Asks `showSearch.load` again after a failure. */
  | { type: 'SEARCH.RETRY' }
  /** Asks `loadPath` again for a path of the value whose request failed. */
  | { type: 'PATH.RETRY'; path: ValuePath };

/**
 * A key press as the engine reads it: the `key` of a DOM `KeyboardEvent`, the time (for
 * typeahead), the modifiers and, for PageUp / PageDown, the rows a page holds. A printable key with Ctrl or Cmd is a shortcut (copy, find,
 * reload): the engine leaves it alone, unless Ctrl comes with Alt (AltGr, which types characters
 * on some keyboards).
 */
export interface KeyInput {
  /** The `key` of the DOM `KeyboardEvent`: `ArrowDown`, `Enter`, `a`, … */
  key: string;
  /** Milliseconds on any clock; typeahead compares the times of successive keys. */
  now?: number;
  /**
   * How many rows PageUp / PageDown move by: the rows that fit in the list the adapter shows
   * (the React package measures it). A fraction is rounded down; without it, or with anything
   * but a number of at least 1, `DEFAULT_PAGE_SIZE` (10).
   */
  pageSize?: number;
  /** Shift was held. */
  shiftKey?: boolean;
  /** Ctrl was held. */
  ctrlKey?: boolean;
  /** Cmd (Meta) was held. */
  metaKey?: boolean;
  /** Alt (Option) was held. */
  altKey?: boolean;
}

/**
 * What a `stateReducer` sees of the state and may change: the documented fields only. Its
 * `value` is the checked values in checkable mode (an array of paths), a path or `undefined` in
 * single mode.
 */
export interface CascaderSnapshot {
  /** idle, focused, or open (the popup is shown). */
  status: Status;
  /** The value as the component shows it. */
  value: Value;
  /** The open path: one column per branch on it; its last value is the keyboard's row. */
  activePath: ValuePath;
  /** The search text; empty when not searching. */
  searchValue: string;
  /** Index of the keyboard's search result (-1: none). */
  searchActiveIndex: number;
}

/**
 * Downshift-style hook: sees the event, the state before it and the changes the engine proposes,
 * and returns the state to use. Return `changes` to accept them, `state` to refuse the event's
 * changes, or a rewritten copy (`{ ...changes, status: 'open' }`). It must be pure.
 */
export type StateReducer<O = CascaderOption> = (
  state: CascaderSnapshot,
  action: { event: EngineEvent<O>; changes: CascaderSnapshot },
) => CascaderSnapshot;
