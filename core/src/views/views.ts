import { matchRanges } from '../features/search/highlight';
import { LABEL_SEPARATOR } from '../machine/constants';
import { firstAnswer } from '../machine/feature';
import { keyColumnDepth } from '../machine/keyboard';
import { isCollapsed } from '../machine/landing';
import { resultOpens } from '../machine/select';
import type { CascaderState } from '../machine/types';
import { valuePaths } from '../machine/value';
import { isCheckDisabled, labelsOf, textsOf } from '../tree/queries';
import { pathId, type Tree, toPathKey } from '../tree/tree';
import type { FailedEntry, OptionValue, ValuePath } from '../types/types';
import { duplicatePathKey, itemContext, itemPathKey, parentPath } from './itemContext';

/**
 * Pure selectors over the state: what any UI needs to render. Adapters call these instead of
 * re-deriving rules (which item is active, what is disabled, what a tag says).
 */

/** How far a waiting check has got: loads answered, and loads still to answer. */
export interface CheckProgress {
  /** Loads answered so far. */
  loaded: number;
  /** Loads running, and those waiting for a free slot of `checkLoadLimit` (not asked for yet). */
  waiting: number;
}

const NO_CHECK_STATUS = { checkLoading: null, checkFailed: undefined } as const;

/**
 * The progress and failure of a check that waits for lazy descendants, by path: the lazy check's
 * (features/lazyCheck/checkStatus.ts); none without it.
 */
const checkStatus = <O>(state: CascaderState<O>, path: () => ValuePath) =>
  firstAnswer(state, (feature) => feature.checkStatus?.(state, path)) ?? NO_CHECK_STATUS;

/** One column of the popup: the children of one option on the open path (the first: the top level). */
export interface ColumnView {
  /** The branch whose children this column lists; -1 for the first column. */
  parentId: number;
  /** The value path of that branch; empty for the first column. */
  parentPath: ValuePath;
  /** How many items the column lists. */
  count: number;
  /** The node id of the item at `index` (in option order), or -1 past the last. */
  idAt(index: number): number;
  /**
   * Node ids, in option order. A list as long as the column, made when first read: a UI that
   * renders a window of a long column reads `count` and `idAt` instead.
   */
  items: readonly number[];
  /** Index of the item on the open path (-1: none). */
  activeIndex: number;
  /** The column's level, 0 for the first. */
  depth: number;
  /**
   * The column's identity for a UI's list of columns (a React `key`): its parent's value path, so
   * the same while the same branch's children show, whatever tree numbers them (`parentId` is a
   * node id, valid for one tree only: a large tree's whole index replacing the preview of its top
   * level, or an answer joining the tree, numbers the nodes anew).
   */
  key: string;
}

/** Everything a UI needs to draw one option's row: its label, state and position (`getItem`). */
export interface ItemView<O> {
  /**
   * The node id: the handle of this option in the state's tree, stable while that tree is the same.
   * A new tree numbers its nodes anew: new options, children loaded, or a large tree's whole index
   * taking the place of the preview of its top level that an early open showed. Key a row by
   * `key`, not by this.
   */
  id: number;
  /**
   * The row's identity among its column's rows, for a UI's list (a React `key`): from its value
   * (a duplicate's from its position), so the same row keeps its element when a new tree numbers
   * the nodes anew. Unique within the column only: with {@link ColumnView.key} it names one row.
   */
  key: string;
  /**
   * The option's value path, which the item events (`ITEM.CLICK`, `ITEM.HOVER`, `ITEM.CHECK`, …)
   * take. Empty for a `duplicate` row: its value path is the first occurrence's, and an event sent
   * with that would act on the first occurrence; an empty path addresses nothing, so an adapter
   * that sends every row's events as it does for a disabled row gets a row that does nothing.
   */
  path: ValuePath;
  /**
   * rc-cascader's `data-path-key`. A duplicate's is the key of its value path with a mark and its
   * position added (`duplicatePathKey`), so that every row's key is unique.
   */
  pathKey: string;
  /** The option object as given in `options`. */
  option: O;
  /** The option's label, as given (read through `fieldNames.label`). */
  label: unknown;
  /** Text of the label (for typeahead, titles and announcements). */
  text: string;
  /** The option, or the whole component, is disabled: it cannot be chosen or checked. */
  disabled: boolean;
  /**
   * A repeat of an earlier sibling's value (reported as a `duplicate-value` problem), shown in its
   * place so that no option silently vanishes: always `disabled`, a leaf, never active, chosen,
   * checked or a search result, and its `path` is empty, so no event reaches it.
   */
  duplicate: boolean;
  /** It has no children and none to load. */
  isLeaf: boolean;
  /** Shows the expand icon: a branch, loaded or not. */
  expandable: boolean;
  /**
   * Its children are loading: asked for, or answered for a waiting check and held back until
   * they join the tree in a batch (at the latest before the next event is handled).
   */
  loading: boolean;
  /** Its last load failed: the error, for a retry (`ITEM.RETRY`); undefined otherwise. */
  failed: FailedEntry | undefined;
  /** SHOW_CHILD: checking this branch waits for its descendants to load; null otherwise. */
  checkLoading: CheckProgress | null;
  /** Checking this branch failed because a descendant did not load; retry checks it again. */
  checkFailed: FailedEntry | undefined;
  /** On the open path (rc-cascader's `-active`). */
  active: boolean;
  /** The keyboard's item: the last one of the open path. */
  focused: boolean;
  /** Single mode: on the chosen path. */
  selected: boolean;
  /**
   * Single mode: the chosen option itself (the last of the chosen path), as against the branches
   * above it, which are `selected` too. The components mark it `aria-checked`.
   */
  isValue: boolean;
  /** Checkable mode: checked (the whole branch, for a branch). */
  checked: boolean;
  /** Checkable mode: some but not all of its branch is checked. */
  halfChecked: boolean;
  /** Checkable mode: its checkbox cannot be toggled (`disableCheckbox`, or disabled). */
  checkboxDisabled: boolean;
  /** The level of the option, 0 for the top level. */
  depth: number;
  /** 1-based position among its siblings, and their count, for aria-posinset / aria-setsize. */
  posInSet: number;
  /** How many siblings it has, itself included (aria-setsize). */
  setSize: number;
}

/**
 * A column. Its parent path is copied from the open path only when read: a value 10,000 levels
 * deep would copy 50 million values otherwise; and its list of ids is made only when read (a
 * flat million options is one column). (A class, not an object literal with getters: V8 defines
 * a literal's accessor anew for every object, which cost 100 ms for 10,000 columns.)
 */
class Column implements ColumnView {
  readonly count: number;
  /** The key once read: a UI reads it on every render, and making it copies the parent path. */
  private keyMade: string | undefined;
  constructor(
    readonly parentId: number,
    readonly activeIndex: number,
    readonly depth: number,
    private readonly openPath: ValuePath,
    private readonly tree: Tree<unknown>,
  ) {
    this.count = tree.childCount(parentId);
  }
  get parentPath(): ValuePath {
    return this.openPath.slice(0, this.depth);
  }
  /**
   * Made when first read (a UI renders a few columns of a path thousands of levels deep), then
   * kept: it is O(depth) to make, and a column lives as long as its state's tree and open path.
   */
  get key(): string {
    this.keyMade ??= pathId(this.parentPath);
    return this.keyMade;
  }
  get items(): readonly number[] {
    return this.tree.children(this.parentId);
  }
  idAt(index: number): number {
    return this.tree.childAt(this.parentId, index);
  }
}

/** One column per branch on the open path that has children. */
export function getColumns<O>(state: CascaderState<O>): ColumnView[] {
  const { tree, activePath } = state;
  const ids = tree.resolve(activePath);
  const columns: ColumnView[] = [];
  const push = (parentId: number, depth: number) => {
    const activeId = ids[depth];
    columns.push(
      new Column(
        parentId,
        activeId === undefined ? -1 : tree.indexInParent(activeId),
        depth,
        activePath,
        tree as Tree<unknown>,
      ),
    );
  };
  push(-1, 0);
  // A row the keys landed on without opening it (landing.ts) shows no column of its children yet.
  const shown = isCollapsed(state) ? ids.length - 1 : ids.length;
  for (let depth = 0; depth < shown; depth++)
    if (tree.childCount(ids[depth]) > 0) push(ids[depth], depth + 1);
  return columns;
}

/**
 * From this depth on, an item's path is copied only when read. Shallower items copy it at once:
 * an accessor costs V8 more per object (defined anew for each) than a short copy.
 */
const DEEP_ITEM = 64;

/** The view of the option with node id `id` (from a column's `idAt` or `items`) in this state. */
export function getItem<O>(state: CascaderState<O>, id: number): ItemView<O> {
  const { tree, checks } = state;
  const context = itemContext(state);
  const parentId = tree.parentOf(id);
  const depth = tree.depthOf(id);
  const value = tree.valueOf(id);
  const parent = parentPath(state, context, parentId);
  // A deep item's own copy of its path is made when first read (a click, a load in progress): the
  // rows of a value thousands of levels deep would each copy thousands of values otherwise.
  let path: ValuePath | undefined;
  const ownPath = () => {
    if (!path) {
      path = parent.path.slice();
      path.push(value);
    }
    return path;
  };
  // A duplicate's value path is the first occurrence's: what is loading or checked there is not
  // its own, and an event sent with it would reach the first occurrence (see ItemView.path).
  const duplicate = tree.isDuplicate(id);
  // Its load, the loading feature's (features/loadData/loadStatus.ts); none without it.
  const load = duplicate ? undefined : firstAnswer(state, (feature) => feature.loadStatus?.(state, ownPath));
  const active = context.activeIds[depth] === id;
  const deep = depth >= DEEP_ITEM;
  const posInSet = tree.indexInParent(id) + 1;
  const pathKey = itemPathKey(parent, value);
  const leaf = tree.isLeaf(id);
  const item: ItemView<O> = {
    id,
    // Its value, typed ('number1', 'string1': 1 and '1' are two siblings, with one
    // `data-path-key`); a duplicate, which shares the first occurrence's value, by its place
    // ('3', digits alone). Never a node id.
    key: duplicate ? `${posInSet}` : typeof value + value,
    path: duplicate ? [] : deep ? (null as unknown as ValuePath) : ownPath(),
    pathKey: duplicate ? duplicatePathKey(pathKey, posInSet) : pathKey,
    option: tree.optionOf(id),
    label: tree.labelOf(id),
    text: tree.textOf(id),
    // A disabled cascader (or panel) refuses every row: show them so.
    disabled: state.props.disabled || tree.isDisabled(id),
    checked: !!checks?.isChecked(id),
    halfChecked: !!checks?.isHalfChecked(id),
    checkboxDisabled: state.props.disabled || isCheckDisabled(tree, id),
    duplicate,
    isLeaf: leaf,
    expandable: !leaf,
    loading: !!load?.loading,
    failed: load?.failed,
    ...(duplicate ? NO_CHECK_STATUS : checkStatus(state, ownPath)),
    active,
    focused: active && depth === state.activePath.length - 1,
    selected: context.chosenIds[depth] === id,
    isValue: context.valueId === id,
    depth,
    posInSet,
    setSize: tree.childCount(parentId),
  };
  if (deep && !duplicate) Object.defineProperty(item, 'path', { get: ownPath, enumerable: true });
  return item;
}

/** One label on a search result's path, with where the search text occurs in it. */
export interface LabelPart {
  /** The label, as given. */
  label: unknown;
  /** The label as text (what the search matched). */
  text: string;
  /** Where the search text occurs in `text`, for highlighting. */
  ranges: Array<[number, number]>;
}

/** One search result: a whole path from the top level to a matching option (`getSearchItem`). */
export interface SearchItemView<O> {
  /** The node id of the matching option (the last on the path). */
  id: number;
  /** Its position in the results. */
  index: number;
  /** The value path of the matching option, which `SEARCH.CHOOSE` and the item events take. */
  path: ValuePath;
  /** rc-cascader's `data-path-key` of the path. */
  pathKey: string;
  /** The options along the path, from the top level down. */
  options: O[];
  /** Each label on the path with its matches, for highlighting. */
  parts: LabelPart[];
  /** The labels joined with ' / '. */
  text: string;
  /** The option, or the whole component, is disabled. */
  disabled: boolean;
  /**
   * A branch where only leaves can be chosen (a remote result may end at one): choosing it opens
   * its column instead, so it shows the expand icon and is `aria-expanded="false"`.
   */
  opens: boolean;
  /** The keyboard's result (`aria-activedescendant`). */
  active: boolean;
  /** As on {@link ItemView}: single mode, the result is the chosen option. */
  isValue: boolean;
  /** Checkable mode: checked. */
  checked: boolean;
  /** Checkable mode: partly checked. */
  halfChecked: boolean;
  /** Checkable mode: its checkbox cannot be toggled. */
  checkboxDisabled: boolean;
  /** As on {@link ItemView}: a check of this result that waits for its descendants to load. */
  checkLoading: CheckProgress | null;
  /** As on {@link ItemView}: checking it failed because a descendant did not load. */
  checkFailed: FailedEntry | undefined;
}

/** The search result at `index`, or null past the last (or when nothing is searched). */
export function getSearchItem<O>(state: CascaderState<O>, index: number): SearchItemView<O> | null {
  const id = state.search?.results[index];
  if (id === undefined) return null;
  const { tree, searchValue, checks } = state;
  const ids = tree.pathIds(id);
  const parts = ids.map((n) => {
    const text = tree.textOf(n);
    return { label: tree.labelOf(n), text, ranges: matchRanges(text, searchValue) };
  });
  const path = ids.map((n) => tree.valueOf(n));
  return {
    id,
    index,
    path,
    pathKey: toPathKey(path),
    options: ids.map((n) => tree.optionOf(n)),
    parts,
    text: parts.map((p) => p.text).join(LABEL_SEPARATOR),
    // A disabled cascader (or panel) refuses every row: show them so.
    disabled: state.props.disabled || tree.isDisabled(id),
    checked: !!checks?.isChecked(id),
    halfChecked: !!checks?.isHalfChecked(id),
    checkboxDisabled: state.props.disabled || isCheckDisabled(tree, id),
    opens: resultOpens(state, id),
    active: index === state.searchActiveIndex,
    isValue: itemContext(state).valueId === id,
    ...checkStatus(state, () => path),
  };
}

/** Every search result, in order. A UI that renders a window of a long list reads `getSearchItem` instead. */
export function getSearchItems<O>(state: CascaderState<O>): SearchItemView<O>[] {
  const count = state.search?.results.length ?? 0;
  const items: SearchItemView<O>[] = [];
  for (let i = 0; i < count; i++) items.push(getSearchItem(state, i)!);
  return items;
}

/** One chosen path in checkable mode, as a tag in the selector. */
export interface TagView<O> {
  /** The value path the tag stands for (what `TAG.REMOVE` takes). */
  path: ValuePath;
  /** A key unique among the tags, for lists. */
  key: string;
  /** The last label; the raw value when the path is not in the options. */
  label: unknown;
  /** The last label as text (`title`, else the value, when the label is not text). */
  text: string;
  /** The options along the path (only those found in the tree). */
  options: O[];
  /** The option is disabled: the tag cannot be removed. */
  disabled: boolean;
  /** The path is in the options (false: a value whose options are not loaded, or gone). */
  found: boolean;
  /** `loadPath` is fetching this path's labels: show a loading state rather than raw values. */
  loading: boolean;
  /** `loadPath` failed for this path: the raw values show, with a retry (`PATH.RETRY`). */
  failed: FailedEntry | undefined;
}

/** What the selector shows: the chosen path's labels in single mode, the tags in checkable mode (`getDisplay`). */
export interface DisplayView<O> {
  /** Single mode: labels of the chosen path (raw values where the options lack it); [] when empty. */
  labels: unknown[];
  /** Single mode: the labels joined with ' / ' (only meaningful when every label is text). */
  text: string;
  /** Single mode: each label as text (`title`, else the value, when a label is not text). */
  texts: string[];
  /** Single mode: the options along the chosen path. */
  options: O[];
  /** Checkable mode: one tag per path of the value, in value order. */
  tags: TagView<O>[];
  /** Single mode: `loadPath` is fetching the value's labels. */
  loading: boolean;
  /** Single mode: `loadPath` failed for the value; the raw values show, with a retry. */
  failed: FailedEntry | undefined;
}

/** What the selector shows for the current value, in this state. */
export function getDisplay<O>(state: CascaderState<O>): DisplayView<O> {
  const { tree } = state;
  if (state.props.checkable) {
    const tags = valuePaths(state.value).map((path) => {
      const id = tree.find(path);
      const labels = labelsOf(tree, path);
      return {
        path,
        key: pathId(path),
        label: labels[labels.length - 1],
        text: textsOf(tree, path)[path.length - 1] ?? '',
        options: tree.optionsOf(path),
        disabled: id >= 0 && tree.isDisabled(id),
        found: id >= 0,
        ...pathStatus(state, path),
      };
    });
    return { labels: [], text: '', texts: [], options: [], tags, loading: false, failed: undefined };
  }
  const path = (state.value as OptionValue[] | undefined) ?? [];
  const labels = labelsOf(tree, path);
  return {
    labels,
    text: labels
      .map((l) => (typeof l === 'string' || typeof l === 'number' ? String(l) : ''))
      .join(LABEL_SEPARATOR),
    texts: textsOf(tree, path),
    options: tree.optionsOf(path),
    tags: [],
    ...pathStatus(state, path),
  };
}

/** Whether `loadPath` is fetching a path of the value, or failed for it. */
function pathStatus<O>(
  state: CascaderState<O>,
  path: ValuePath,
): { loading: boolean; failed: FailedEntry | undefined } {
  if (state.pathLoads.size === 0 && state.pathFailed.size === 0) return { loading: false, failed: undefined };
  const key = pathId(path);
  // An answer held for the others (heldPaths.ts) stays in `pathLoads` until it joins: still loading.
  return { loading: state.pathLoads.has(key), failed: state.pathFailed.get(key) };
}

/** Whether a column is waiting for its children (for aria-busy on the column after it). */
export const isPathLoading = <O>(state: CascaderState<O>, path: ValuePath): boolean =>
  state.loading.size > 0 && state.loading.has(pathId(path));

/**
 * The depth of the column the keyboard acts on (its `ColumnView.depth`): the one holding the open
 * path's last item, or that item's children's when the keys went into them. An adapter that
 * measures the list the keys act on (how many rows PageUp / PageDown move by) finds it here.
 */
export const getKeyColumnDepth = <O>(state: CascaderState<O>): number =>
  keyColumnDepth(state.tree.resolve(state.activePath), state.entered);
