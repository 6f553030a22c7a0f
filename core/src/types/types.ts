/**
 * Public types of @cascadia/core. Everything the store, the reducer and the selectors exchange is
 * declared here so that adapters (React, vanilla DOM, other frameworks) depend on one file.
 */

import type { StateReducer } from './events';
import type {
  CascaderOption,
  Direction,
  ExpandTrigger,
  FieldNames,
  PopupTrigger,
  ShowCheckedStrategy,
  ValuePath,
} from './options';
import type { Problem } from './problem';

export * from './events';
export * from './options';
export * from './problem';

/** What a loader receives besides the rc-style `selectedOptions`. */
export interface LoadContext {
  /** Aborted when the popup closes, the user leaves the branch, or the request is superseded. */
  signal: AbortSignal;
  /** The value path of the branch being loaded. */
  path: ValuePath;
}

/**
 * Lazy loader. rc style: mutate the last option (give it children) and pass new `options`; the return
 * value is ignored. Cascadia style: return (a Promise of) the children. A rejected Promise puts the
 * branch in an error state with retry. The `context` (abort signal, path) is passed only to a
 * loader that declares two parameters (`(options, { signal }) => …`; a default value or a rest
 * parameter does not count), so an rc-cascader loader gets exactly one argument, as there.
 */
export type LoadData<O> = (
  selectedOptions: O[],
  context: LoadContext,
  // The children are options of the same type, in the array as in the Promise, so a loader that
  // returns something else (a response object, one option) does not type-check. A loader typed for
  // a wider option type than the options' inferred one still fits: `O` is then inferred as the
  // wider type, which the narrower options are too. The store checks what comes back at run time.
  // biome-ignore lint/suspicious/noConfusingVoidType: rc-style loaders return nothing; Promise-style ones return children
) => void | readonly O[] | PromiseLike<readonly O[] | void | undefined> | undefined;

/** `showSearch` as an object: how to match, sort and limit, and where remote results come from. */
export interface SearchConfig<O> {
  /**
   * Keep a path when it returns true.
   * @defaultValue any label on the path contains the input, ignoring case
   */
  filter?: (inputValue: string, path: O[], fieldNames: Required<FieldNames>) => boolean;
  /** Sorts all matches before the limit. */
  sort?: (a: O[], b: O[], inputValue: string, fieldNames: Required<FieldNames>) => number;
  /**
   * At most this many results; `false` for all.
   * @defaultValue `50`
   */
  limit?: number | false;
  /** How a result row is drawn. Kept for rc-cascader compatibility; rendering is the adapter's job. */
  render?: (inputValue: string, path: O[], prefixCls: string, fieldNames: Required<FieldNames>) => unknown;
  /**
   * Make the results list as wide as the input (rc-cascader's option; the adapter applies it).
   * @defaultValue `true`
   */
  matchInputWidth?: boolean;
  /**
   * Cascadia: remote search. Returns, for the typed text, the paths of options from a top-level
   * option down to each match, as a server would (branches need not be loaded). Called after
   * `debounce` ms; each keystroke aborts the previous request. The paths join the tree as partial
   * nodes and merge with the local matches.
   */
  load?: (query: string, context: { signal: AbortSignal }) => PromiseLike<readonly (readonly O[])[]>;
  /**
   * Cascadia: ms to wait after the last keystroke before `load` is called.
   * @defaultValue `200`
   */
  debounce?: number;
}

/** Texts the engine puts in the live region. Override them to translate. */
export interface Messages {
  /** The count of search results: `count` matches, of which `shown` are listed. */
  results: (count: number, shown: number) => string;
  /**
   * A search stopped at its limit with more matches left, uncounted (counting them means reading
   * every label). Without it, or when only `results` is translated, the engine counts them and
   * says `results` instead.
   */
  moreResults?: (shown: number) => string;
  /** The search matched nothing. */
  noResults: string;
  /** The children of the option labelled `label` are loading. */
  loading: (label: string) => string;
  /** Loading the children of `label` failed with `error` (a retry is offered). */
  loadFailed: (label: string, error: unknown) => string;
  /** `count` children of `label` arrived. */
  loaded: (label: string, count: number) => string;
  /**
   * A tag was removed (its ×, or Backspace): `label` is its option's label, `remaining` how many
   * tags are left.
   */
  removed?: (label: string, remaining: number) => string;
  /**
   * `loadPath` failed for a path of the value, `value` (its labels, the raw values where they are
   * missing, joined with ' / '): the raw values show, and opening the popup retries.
   */
  pathFailed?: (value: string, error: unknown) => string;
  /** `showSearch.load` is running and nothing matched locally (said instead of `noResults`). */
  searching?: (query: string) => string;
  /** `showSearch.load` failed (said after the local results' count). */
  searchFailed?: (query: string, error: unknown) => string;
  /**
   * Two announcements said as one (the local results' count, then a remote search's failure):
   * joined with '. ' unless translated (a Chinese pack joins with '。').
   */
  join?: (sentences: string[]) => string;
}

/** Everything the engine reads from its user: rc-cascader's props minus the rendering ones. */
export interface CascaderProps<O = CascaderOption> {
  /**
   * The option tree: the top level's options, each with its children (read through `fieldNames`).
   * @defaultValue `[]`
   */
  options?: readonly O[];
  /**
   * Which keys of an option hold its label, value and children.
   * @defaultValue `{ label: 'label', value: 'value', children: 'children' }`
   */
  fieldNames?: FieldNames;
  /** Controlled value: a path, or with `checkable` an array of paths. */
  value?: ValuePath | ValuePath[] | null;
  /** The value to start with when `value` is not controlled: a path, or with `checkable` an array of paths. */
  defaultValue?: ValuePath | ValuePath[] | null;
  /**
   * Called when the user changes the value, with the new value (a path, or with `checkable` a list
   * of paths) and the options along it (with `checkable`, a list of option paths), as in rc-cascader.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the shapes depend on `checkable` (a path or a list of paths)
  onChange?: (value: any, selectedOptions: any) => void;
  /**
   * Choosing any option, a branch too, changes the value (not only choosing a leaf).
   * @defaultValue `false`
   */
  changeOnSelect?: boolean;
  /**
   * Append the only child, repeatedly, after a selection ends on an option with exactly one child.
   * @defaultValue `false`
   */
  expandSingleOption?: boolean;
  /**
   * Multiple selection with checkboxes: the value is a list of paths.
   * @defaultValue `false`
   */
  checkable?: boolean;
  /**
   * With `checkable`, checking an option checks only that option: its branch and its parents do not follow.
   * @defaultValue `false`
   */
  checkStrictly?: boolean;
  /**
   * With `checkable`, which checked options the value holds: a fully checked branch as one path
   * (`SHOW_PARENT`), or only the checked leaves (`SHOW_CHILD`).
   * @defaultValue `'SHOW_PARENT'`
   */
  showCheckedStrategy?: ShowCheckedStrategy;
  /**
   * What shows an option's children in the next column: a click, or hovering it.
   * @defaultValue `'click'`
   */
  expandTrigger?: ExpandTrigger;
  /**
   * Hover intent: how long a hover waits before expanding while the pointer is on its way into the
   * open next column (`ITEM.HOVER` with `aiming`), so the items it crosses do not replace that
   * column. A plain hover expands at once, as in rc-cascader. 0 turns the wait off.
   * @defaultValue `50`
   */
  hoverExpandDelay?: number;
  /**
   * What opens the popup (rc-trigger's `action`).
   * @defaultValue `['click']`
   */
  popupTrigger?: PopupTrigger[];
  /** Whether the popup is open, controlled: the popup asks to change it through `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the popup starts open, when `open` is not controlled.
   * @defaultValue `false`
   */
  defaultOpen?: boolean;
  /** Called when the popup opens or closes, with whether it is now open. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Inline: the columns are always shown (rc-cascader's `Cascader.Panel`) and there is no popup,
   * so nothing opens or closes it. The status is `open` while enabled and `idle` while disabled;
   * `open`, `defaultOpen`, `popupTrigger` and `onOpenChange` are ignored; focus, blur, the trigger
   * and outside-click events do nothing; Escape, and Left / Backspace at the first column, are not
   * acted on (so an adapter leaves them to the page); and with `checkable`, Backspace goes back a
   * column instead of removing a tag (there is no selector showing tags).
   * @defaultValue `false`
   */
  inline?: boolean;
  /**
   * Filter the options by typing: `true`, or an object that sets how to match, sort and limit the
   * results, or loads them from a server (`load`).
   * @defaultValue `false`
   */
  showSearch?: boolean | SearchConfig<O>;
  /** The text of the search input, controlled (the user's typing is reported through `onSearch`). */
  searchValue?: string;
  /** Called with the search text whenever the user changes it. */
  onSearch?: (value: string) => void;
  /**
   * Clear the search text after the user chooses or checks a result.
   * @defaultValue `true`
   */
  autoClearSearchValue?: boolean;
  /**
   * Close the popup when a choice ends the selection (a leaf, or any option with `changeOnSelect`).
   * @defaultValue `true`
   */
  hidePopupOnSelect?: boolean;
  /**
   * Loads the children of a branch (an option with `isLeaf: false` and no children) when the user
   * opens it, in either of two styles.
   *
   * rc-cascader's style: `(selectedOptions) => { … }` gives the last option (the branch) its
   * `children` and passes a new `options` array (`setOptions([...options])`); what it returns is
   * ignored. Setting `loading` on the option is not needed.
   *
   * The Promise-returning style: `async (selectedOptions, { signal, path }) => children` returns
   * (a Promise of) the children, and Cascadia adds them to the tree; `options` stay untouched. The
   * `signal` aborts when the popup closes, the user leaves the branch or the request is superseded.
   *
   * Either way the branch shows a spinner while loading; a rejected Promise, a throw or a timeout
   * (`loadTimeout`) marks it failed, with a retry. The second argument is passed only to a loader
   * that declares two parameters, so an rc-cascader loader gets exactly one, as there.
   */
  loadData?: LoadData<O>;
  /**
   * The options along one saved value path, from the top level down, for a value whose path is not
   * loaded (so the selector shows labels, not raw ids). Called once per such path of the value,
   * all at once; aborted when the path leaves the value or the component unmounts. The options
   * join the tree as partial nodes: opening one still loads its full list through `loadData`.
   */
  loadPath?: (
    valuePath: ValuePath,
    context: { signal: AbortSignal },
  ) => PromiseLike<readonly O[]> | readonly O[];
  /**
   * A load that has not settled after this many ms fails with a timeout (retry is offered). 0 = never.
   * @defaultValue `30000`
   */
  loadTimeout?: number;
  /**
   * How many loads may be in flight while checking lazy branches (`showCheckedStrategy:
   * 'SHOW_CHILD'` loads a checked branch's unloaded descendants before checking it): a check asks
   * for its next load only while fewer are, the rest wait in tree order and start as loads answer.
   * 6 by default, a browser's connections per host; a whole number of at least 1, or `Infinity` for no
   * limit. The other requests in flight count too but never wait — the loads the user starts
   * (opening a branch), `loadPath` requests, a remote search (`showSearch.load`): they start at
   * once, beyond the limit if need be, and leave the checks fewer slots. A branch the user opens while a check loads it is not asked for twice.
   * @defaultValue `6`
   */
  checkLoadLimit?: number;
  /**
   * Browsing and committing are separate (a phone's sheet): while the popup is open, choosing and
   * checking change a draft shown in the popup, not the value; `POPUP.CONFIRM` commits it (one
   * `onChange`), and any other close (Escape, a click outside, blur) discards it and restores the
   * value. Choosing a leaf no longer closes the popup. Ignored by an inline cascader.
   * @defaultValue `false`
   */
  confirm?: boolean;
  /**
   * Nothing can be opened, chosen or cleared.
   * @defaultValue `false`
   */
  disabled?: boolean;
  /**
   * Text direction: `'rtl'` lays the columns out right to left and mirrors the arrow keys.
   * @defaultValue `'ltr'`
   */
  direction?: Direction;
  /**
   * Called for bad input (once per distinct problem), with the problem's code, prop and place.
   * @defaultValue warnings to `console.warn`, errors to `console.error`
   */
  onProblem?: (problem: Problem) => void;
  /** Called when the user clears the value (the clear button, or the keys `allowClear` gives). */
  onClear?: () => void;
  /**
   * The value may be cleared (rc-cascader's clear button). Single mode: the keyboard clears it too,
   * Delete with nothing typed, or Backspace while the popup is closed (Backspace moves back a
   * level while it is open). Checkable mode's Backspace removes the last tag either way.
   * @defaultValue `false`
   */
  allowClear?: boolean | object;
  /** Rewrites any transition before controlled props are applied (Downshift's `stateReducer`). */
  stateReducer?: StateReducer<O>;
  /**
   * Texts of the live region (results, loading, failures), to translate them; each one left out
   * keeps its English default.
   * @defaultValue `DEFAULT_MESSAGES`
   */
  messages?: Partial<Messages>;
}
