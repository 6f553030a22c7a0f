import type { CheckState } from '../features/checkable/check';
import type { Arrived } from '../features/lazyCheck/arrived';
import type { CheckQueue } from '../features/lazyCheck/checkQueue';
import type { SearchState } from '../features/search/search';
import type { ResolvedFieldNames } from '../tree/fieldNames';
import type { Tree } from '../tree/tree';
import type {
  CascaderOption,
  CascaderProps,
  FailedEntry,
  LoadedChildren,
  LoadingEntry,
  Messages,
  OptionValue,
  Problem,
  ValuePath,
} from '../types/types';
import type { Draft } from './confirm';
import type { SharedList } from './sharedList';

/** Where the component is: `idle` (no focus), `focused` (focus, popup closed) or `open` (popup open). */
export type Status = 'idle' | 'focused' | 'open';

/** The props with every default filled in. */
export interface ResolvedProps<O> extends CascaderProps<O> {
  options: readonly O[];
  fieldNames: ResolvedFieldNames;
  changeOnSelect: boolean;
  expandSingleOption: boolean;
  checkable: boolean;
  checkStrictly: boolean;
  showCheckedStrategy: 'SHOW_PARENT' | 'SHOW_CHILD';
  expandTrigger: 'click' | 'hover';
  hoverExpandDelay: number;
  popupTrigger: ('click' | 'hover' | 'focus' | 'contextMenu')[];
  inline: boolean;
  autoClearSearchValue: boolean;
  hidePopupOnSelect: boolean;
  confirm: boolean;
  loadTimeout: number;
  disabled: boolean;
  direction: 'ltr' | 'rtl';
  messages: Messages;
}

/** Single mode: a path or undefined. Checkable: an array of paths (possibly empty). */
export type Value = ValuePath | ValuePath[] | undefined;

/** Everything the engine knows at one moment; the views (`getColumns`, `getItem`, …) read it. */
export interface CascaderState<O = CascaderOption> {
  /** Focus and popup: see {@link Status}. */
  status: Status;
  /** The props last set, with every default filled in. */
  props: ResolvedProps<O>;
  /** Derived from `props.options`, `fieldNames` and the loaded children; rebuilt when they change. */
  tree: Tree<O>;
  /** Problems found in the current options (already reported through `onProblem`). */
  problems: readonly Problem[];
  /**
   * What waits for a lazily indexed tree to be complete before it is reported: the options'
   * problems, and values missing from the options. Null when nothing does.
   */
  unreported: { problems: boolean; value: boolean } | null;
  /**
   * The value as the user of the component sees it (controlled prop wins). In `confirm` mode,
   * while the popup is open, the draft being browsed (see `draft`).
   */
  value: Value;
  /**
   * `confirm` mode with the popup open: the value the draft started from, restored when the popup
   * closes without `POPUP.CONFIRM`. Null otherwise.
   */
  draft: Draft | null;
  /** Checkable mode: the conducted check state that `value` stands for; null in single mode. */
  checks: CheckState<O> | null;
  /** The value `checks` was computed for: when `value` is replaced, `checks` is recomputed. */
  checksFor: Value;
  /** The open path: one column per branch on it; the last element is the keyboard-active item. */
  activePath: ValuePath;
  /**
   * The open path's last item, when the user went into it (`ITEM.ENTER`) and none of its children
   * could take the keyboard (all disabled): the keys then act on its children's column, with no
   * item active there. Null otherwise; it only ever equals `activePath`.
   */
  entered: ValuePath | null;
  /** The search text (the controlled `searchValue` when given); empty when not searching. */
  searchValue: string;
  /** Search results for `searchValue` (null when not searching). */
  search: SearchState<O> | null;
  /** Index into `search.results` of the keyboard-active result (-1: none). */
  searchActiveIndex: number;
  /**
   * Whether the user has moved the active result since the results changed. Until then the first
   * result is active by default (Enter picks it), and the first Down keeps it (rc-cascader makes
   * nothing active until Down, so Down then Enter picks the first result there too).
   */
  searchActiveMoved: boolean;
  /** In-flight loads keyed by `pathId(path)`. */
  loading: ReadonlyMap<string, LoadingEntry>;
  /** Branches whose last load failed, keyed by `pathId(path)`. Never also in `loading`. */
  failed: ReadonlyMap<string, FailedEntry>;
  /**
   * SHOW_CHILD checks of branches whose descendants are still loading (see lazyCheck.ts), keyed
   * by `pathId(path)`. The branch is checked once every descendant has loaded.
   */
  checkLoads: ReadonlyMap<string, CheckLoad>;
  /** Branches whose check failed because a descendant did not load; never also in `checkLoads`. */
  checkFailed: ReadonlyMap<string, FailedEntry>;
  /**
   * Children returned by Promise-style loaders, keyed by `pathId(path)` of their node, so options
   * re-created with the same paths keep them. Only entries whose node still exists are kept.
   */
  loaded: LoadedChildren<O>;
  /** Answers a waiting check asked for, not joined to `loaded` and the tree yet (arrived.ts). */
  arrived: Arrived<O> | null;
  /** `loadPath` requests for paths of the value the tree cannot resolve yet, keyed by `pathId(path)`. */
  pathLoads: ReadonlyMap<string, LoadingEntry>;
  /** Paths of the value whose `loadPath` failed: shown raw, with a retry. Never also in `pathLoads`. */
  pathFailed: ReadonlyMap<string, FailedEntry>;
  /** `showSearch.load`: the remote search for the typed text; null when none is under way or shown. */
  remoteSearch: RemoteSearch | null;
  /** The id the next request (a load, `loadPath`, a remote search) gets; each answer names its id. */
  nextRequestId: number;
  /** Typeahead buffer and the time of its last key. */
  typeahead: { text: string; at: number };
  /** The latest message for the polite live region. */
  announcement: string;
}

/** A remote search (`showSearch.load`) for one query. */
export interface RemoteSearch {
  /** The text searched for. */
  query: string;
  /** waiting: the debounce runs; loading: the request runs; then done or failed. */
  status: 'waiting' | 'loading' | 'done' | 'failed';
  /** The request's id while loading (0 before). */
  requestId: number;
  /** Done: the value paths of the results, which joined the tree as partial nodes. */
  paths: readonly ValuePath[];
  /** Failed: what the request rejected with. */
  error?: unknown;
}

/** A SHOW_CHILD check of a branch that waits for the loads below it. */
export interface CheckLoad {
  /** The value path of the branch being checked. */
  path: ValuePath;
  /** How many loads it waited for have answered (never decreases: the row's progress). */
  loaded: number;
  /** The descendants it waits for that are loading now, by key, with their paths. */
  inFlight: ReadonlyMap<string, ValuePath>;
  /** Unloaded descendants not asked for yet: they wait for a free slot of `checkLoadLimit`. */
  queued: number;
  /** Every descendant has loaded: the next step checks the branch. */
  ready: boolean;
  /**
   * @internal The descendants not asked for yet, in tree order (checkQueue.ts); `queued` counts
   * them, less those in `taken`.
   */
  pending: CheckQueue;
  /** @internal Descendants whose answer it counted and that wait in `arrived` to join the tree. */
  awaiting: SharedList<ValuePath>;
  /** @internal Keys still in `pending` whose load started elsewhere (the user, another check) and is in `inFlight`. */
  taken: ReadonlySet<string>;
  /**
   * @internal Keys of descendants it asked for whose load ended without loading them, with the
   * option asked about: a leaf for this check, unless the app replaced the option since.
   */
  dropped: ReadonlyMap<string, unknown>;
  /** @internal The options and field names `pending` was found in: with new ones (the app replaced a subtree) the subtree is searched again. */
  basis: unknown;
}

/**
 * What can happen to the component, sent to the store (`store.send`): the user's actions (`ITEM.CLICK`,
 * `KEY.DOWN`, `SEARCH.CHANGE`, …), new props, and the answers of loads and timers.
 */
export type CascaderEvent<O = CascaderOption> =
  | { type: 'PROPS.SET'; props: Partial<CascaderProps<O>> }
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
   * keyboard with nothing active in it, so they can still be seen (`entered`).
   */
  | { type: 'ITEM.ENTER'; path: ValuePath }
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

/** The `type` of every event: `'ITEM.CLICK'`, `'KEY.DOWN'`, … */
export type CascaderEventType = CascaderEvent['type'];

/** Side effects described by the reducer and run by the store. */
export type Effect<O = CascaderOption> =
  | { type: 'change'; value: Value; selectedOptions: O[] | O[][] | undefined }
  | { type: 'openChange'; open: boolean }
  | { type: 'search'; value: string }
  | { type: 'clear' }
  | { type: 'load'; requestId: number; path: ValuePath; selectedOptions: O[] }
  | { type: 'loadPath'; requestId: number; path: ValuePath }
  | { type: 'searchLoad'; requestId: number; query: string }
  | { type: 'abort'; requestId: number }
  | { type: 'schedule'; key: string; delay: number; event: CascaderEvent<O> }
  | { type: 'cancel'; key: string }
  | { type: 'problem'; problem: Problem };

/** What the reducer (`transition`) returns for an event: the next state and the side effects to run. */
export interface Transition<O = CascaderOption> {
  /** The state after the event. */
  state: CascaderState<O>;
  /** Callbacks to call and requests to start or abort, in order (the store runs them). */
  effects: Effect<O>[];
}

/** Downshift-style hook: see the event and the proposed next state, return the state to use. */
export type StateReducer<O = CascaderOption> = (
  state: CascaderState<O>,
  action: { event: CascaderEvent<O>; changes: CascaderState<O> },
) => CascaderState<O>;

/** The engine for one component (`createCascader`): its state, the events it takes, and its subscribers. */
export interface CascaderStore<O = CascaderOption> {
  /** The current state (a new object after every change; the same one otherwise). */
  getState(): CascaderState<O>;
  /** Calls `listener` after each change of state; returns the function that unsubscribes it. */
  subscribe(listener: () => void): () => void;
  /** Handles one event: updates the state, runs its effects (callbacks, loads) and notifies the listeners. */
  send(event: CascaderEvent<O>): void;
  /** Merges the given props over the current ones (an adapter passes all of them on every render). */
  setProps(props: Partial<CascaderProps<O>>): void;
  /**
   * Aborts loads and clears timers, and forgets what waited for them. The store can be used again
   * after `setProps`, which asks again for what is still wanted (the value's paths, waiting
   * checks, the typed text's remote search).
   */
  destroy(): void;
}

export type { OptionValue };
