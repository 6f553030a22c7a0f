/**
 * Timing and limit constants. The popup delays are rc-trigger's defaults as SPEC.md §4 states them;
 * the others are Cascadia's own choices, exported so adapters and tests never hard-code them.
 */

/** Delay before a hover on the trigger opens the popup (ms). */
export const MOUSE_ENTER_DELAY = 0;
/** Delay before leaving the trigger or popup closes a hover-opened popup (ms). */
export const MOUSE_LEAVE_DELAY = 100;
/** Delay before focus opens a focus-triggered popup (ms). */
export const FOCUS_DELAY = 0;
/** Delay before a blur closes the popup: long enough for a click inside the popup to refocus (ms). */
export const BLUR_DELAY = 150;
/**
 * Hover intent (ms): how long a hover waits while the pointer is aiming at the open next column.
 * rc-cascader expands at once, so a diagonal move toward the next column flickers through the items
 * in between; users asked for a short delay. A plain hover still expands at once.
 */
export const HOVER_EXPAND_DELAY = 50;
/**
 * Rows PageUp / PageDown move by when the key press says nothing of its list (`KeyInput.pageSize`):
 * a headless user without a list to measure. An adapter that renders the list sends how many of
 * its rows fit in view.
 */
export const DEFAULT_PAGE_SIZE = 10;
/** Typed letters within this window extend one typeahead query (ms). */
export const TYPEAHEAD_TIMEOUT = 500;
/** Default number of search results (rc-cascader's `limit`). */
export const DEFAULT_SEARCH_LIMIT = 50;
/** A load that has not settled in this time fails with a timeout, offering retry (ms). */
export const DEFAULT_LOAD_TIMEOUT = 30_000;
/**
 * Loads that checking lazy branches keeps in flight at once (`checkLoadLimit`): a browser's
 * connections per host, so the checks never queue the page's other requests behind them.
 */
export const DEFAULT_CHECK_LOAD_LIMIT = 6;
/**
 * How many times in a row a load is asked again because its rc-style answer went to an option the
 * app had replaced. An app that re-creates its options on every render and answers by mutation
 * would otherwise be asked forever; past this, the load waits for `loadTimeout` and fails.
 */
export const MAX_LOAD_REASKS = 3;
/** Separator between labels of a path in the selector and in search results. */
export const LABEL_SEPARATOR = ' / ';

/** Timer keys: one timer per key, a new schedule replaces the old one. */
export const POPUP_TIMER = 'popup';
export const SEARCH_TIMER = 'search';
/** Default wait after the last keystroke before `showSearch.load` is called (ms). */
export const DEFAULT_SEARCH_DEBOUNCE = 200;
export const HOVER_TIMER = 'hover';
/** The timer that joins `loadPath` answers held for the others arriving with them (heldPaths.ts). */
export const PATH_JOIN_TIMER = 'paths';
export const loadTimer = (requestId: number): string => `load:${requestId}`;
