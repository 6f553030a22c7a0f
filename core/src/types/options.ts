/**
 * The option tree's vocabulary: values and paths, the option's fields, field names, and the
 * bookkeeping of branches that load (what the store keeps about each request).
 */

/** A value of one option. `1` and `'1'` are different values: lookups use `Map`, never strings. */
export type OptionValue = string | number;

/** The values of every option from the top level down to the chosen one. */
export type ValuePath = OptionValue[];

/** The shape options usually have. Any object works: its keys are read through {@link FieldNames}. */
export interface CascaderOption {
  /** What the option shows: a string, or anything the adapter can render. Search reads its text. */
  label?: unknown;
  /** The option's value, unique among its siblings; the value path is made of these. */
  value?: OptionValue | null;
  /** The options of the next level. None (and no `isLeaf: false`) makes the option a leaf. */
  children?: CascaderOption[];
  /** The option cannot be chosen, checked or expanded; with `checkable` its branch keeps its state. */
  disabled?: boolean;
  /** With `checkable`: the option's checkbox cannot be toggled, but the option still expands. */
  disableCheckbox?: boolean;
  /** `false` marks a branch whose children come later through `loadData`. */
  isLeaf?: boolean;
  /**
   * The row's tooltip (the native `title`).
   * @defaultValue the label, when it is a string
   */
  title?: string;
  /**
   * rc-cascader's flag for a branch an rc-style loader is loading. Accepted for compatibility and not
   * read: Cascadia tracks each load itself (see `loadData`).
   */
  loading?: boolean;
  [key: string]: unknown;
}

/** A key of options of type `O`; any string when `O` is not given. */
type FieldKey<O> = unknown extends O ? string : Extract<keyof O, string>;

/**
 * Which keys of an option hold its label, value and children (rc-cascader's `fieldNames`). Its
 * type arguments are rc-cascader's too: `FieldNames<City>` accepts only keys of `City`, and a
 * second argument adds a key allowed for `value`. Without them, any string.
 */
// `any` by default, not `unknown`: `FieldNames<City>` must be assignable to plain `FieldNames`,
// which TypeScript would refuse through the conditional `FieldKey` otherwise.
// biome-ignore lint/suspicious/noExplicitAny: see above
export interface FieldNames<O = any, ValueField extends PropertyKey = never> {
  /**
   * The key of an option's label.
   * @defaultValue `'label'`
   */
  label?: FieldKey<O>;
  /**
   * The key of an option's value.
   * @defaultValue `'value'`
   */
  value?: FieldKey<O> | Extract<ValueField, string>;
  /**
   * The key of an option's children.
   * @defaultValue `'children'`
   */
  children?: FieldKey<O>;
}

/**
 * With `checkable`, which checked options the value holds: `SHOW_PARENT` a fully checked branch as
 * its own path only, `SHOW_CHILD` only the checked leaves.
 */
export type ShowCheckedStrategy = 'SHOW_PARENT' | 'SHOW_CHILD';
/** `showCheckedStrategy`: a fully checked branch is one path in the value, not its descendants'. */
export const SHOW_PARENT: ShowCheckedStrategy = 'SHOW_PARENT';
/** `showCheckedStrategy`: the value holds only checked leaves, never a branch. */
export const SHOW_CHILD: ShowCheckedStrategy = 'SHOW_CHILD';

/** What expands an option's children into the next column: a click, or the pointer resting on it. */
export type ExpandTrigger = 'click' | 'hover';

/** What opens the popup; rc-trigger's `action`. */
export type PopupTrigger = 'click' | 'hover' | 'focus' | 'contextMenu';

/** Text direction: `rtl` lays the columns out right to left and mirrors the arrow keys. */
export type Direction = 'ltr' | 'rtl';

/** A branch that is being loaded. */
export interface LoadingEntry {
  /** The value path of the branch. */
  path: ValuePath;
  /** The request's id, which its answer (`LOAD.RESOLVE`, …) names. */
  requestId: number;
  /** Started by a check that waits for its lazy descendants (every load in flight holds a `checkLoadLimit` slot). */
  forCheck?: boolean;
  /**
   * The option the loader was given for the branch. An rc-style loader answers by mutating it; if
   * the app replaced the branch's option meanwhile, that answer cannot reach the tree, and the
   * request is made again for the new option.
   */
  option?: unknown;
  /** How many times this request was made again that way (bounded: see `MAX_LOAD_REASKS`). */
  reasked?: number;
}

/** A branch whose last load failed. */
export interface FailedEntry {
  /** The value path of the branch. */
  path: ValuePath;
  /** What the loader threw or rejected with (a timeout's own error for `loadTimeout`). */
  error: unknown;
}

/** Children for a node that did not come with `options` (see `loadedChildren.ts`). */
export interface LoadedEntry<O> {
  /** Its children, as the loader returned them. */
  children: readonly O[];
  /**
   * Only some of the node's children, added along a path from outside the loader (`loadPath`, a
   * remote search): the node stays to be loaded, and `loadData`'s full list replaces them.
   */
  partial?: boolean;
}
