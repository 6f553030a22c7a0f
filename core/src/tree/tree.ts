import { describe, describeError, type Explanation, ProblemLog, problem } from '../problems/problems';
import type {
  FieldNames,
  LoadedChildren,
  LoadedEntry,
  OptionValue,
  Problem,
  ProblemCode,
  ValuePath,
} from '../types/types';
import { DEFAULT_FIELD_NAMES, type ResolvedFieldNames, resolveFieldNames } from './fieldNames';
import { ascends, SiblingValues } from './large/siblingValues';
import { type LoadedTrie, loadedTrie, withLoaded } from './loadedChildren';
import { type NodeSources, optionIn, TreeColumns, valueIn } from './treeColumns';
import { isOptionValue } from './valueRule';

/** Node flags, one byte per node. */
const OWN_DISABLED = 1;
const PATH_DISABLED = 2; // the node or an ancestor is disabled
const DISABLE_CHECKBOX = 4;
const LEAF = 8; // rc-cascader's rule: `isLeaf` if given, else "has no children"
const UNLOADED = 16; // `isLeaf: false` and no children yet: `loadData` must fetch them
const PARTIAL = 32; // only some children known (added along a path by `loadPath` or a remote search)
/**
 * A repeat of an earlier sibling's value: kept as a disabled leaf in its place, so the user sees
 * the row (the data is not silently lost), but it stands for no option: value paths always find
 * the first occurrence, and search, checks and the keyboard pass it by (`Tree.isDuplicate`).
 */
const DUPLICATE = 64;
/**
 * A branch whose children's values ascend (`ascends`: generated ids such as `'n9', 'n10'`), so
 * that a value is found among them by bisection, with no table of them (`Tree.childByValue`).
 */
const ASCENDING = 128;
/** Up to this many siblings a value is found by walking them: cheaper than a table or bisection. */
const SCAN_SIBLINGS = 16;
/** @internal The flags that leave a node out of check conduction (`Tree.isCheckDisabled`). */
export const CHECK_DISABLED = PATH_DISABLED | DISABLE_CHECKBOX;

/** rc-cascader joins path values with this in `data-path-key`; only the DOM uses it, never a lookup. */
export const PATH_KEY_SEPARATOR = '__RC_CASCADER_SPLIT__';
/** rc-cascader's `data-path-key` of a value path: its values joined with `PATH_KEY_SEPARATOR`. */
export const toPathKey = (path: readonly OptionValue[]): string => path.join(PATH_KEY_SEPARATOR);

/** A collision-free key for a path: `[1]` and `['1']` differ, and no separator can appear in a value. */
export const pathId = (path: readonly OptionValue[]): string => JSON.stringify(path);

/** How `buildTree` builds: children loaded from outside the options, and its limits. */
export interface BuildOptions<O> {
  /**
   * Children from outside the options (a Promise-style loader's), keyed by `pathId` of their node:
   * each applies to the node at its path when that node has no children of its own.
   */
  loaded?: LoadedChildren<O>;
  /**
   * At most this many problems of each code are reported (a million bad options are not a million
   * warnings).
   * @defaultValue `20`
   */
  maxProblemsPerCode?: number;
  /** The walk stops here with a `too-many-nodes` problem; default {@link MAX_NODES}. */
  maxNodes?: number;
  /**
   * @internal About how many nodes the tree will hold, when known (a rebuild that adds loaded
   * children to the tree before): room for them at once instead of doubling up to them.
   */
  expectedNodes?: number;
}

/**
 * A tree that expands past this many nodes is cut there and reported: a children array shared by
 * many parents is expanded under each, so a few shared levels reach billions of nodes (a hang).
 * Five times the million-option trees this index is built and measured for.
 */
export const MAX_NODES = 5_000_000;
/** Past this many nodes, the build watches for children arrays it has expanded before. */
const WATCH_SHARING_FROM = 100_000;
/** Nodes a build adds again below shared children arrays before it stops (about a second of work). */
const MAX_SHARED_NODES = 500_000;

/** What `buildTree` returns: the index, and the problems found in the input. */
export interface BuildResult<O> {
  /** The immutable index of the options. */
  tree: Tree<O>;
  /** Each problem found while walking the options, in tree order (see `maxProblemsPerCode`). */
  problems: Problem[];
}

/**
 * An immutable index of an option tree. Nodes are numbered in depth-first preorder, so a node's
 * subtree is the id range `[id, end(id))`, its first child is `id + 1` and its next sibling is
 * `end(child)`. Everything is keyed by position in the tree (the whole value path), never by value
 * alone, so the same value under two parents is fine. The option objects are the caller's own,
 * and a leaf of a run of plain leaves (most of a large tree) is read from its parent's children
 * array again when asked (`TreeColumns.slot`): like React props, the options are never changed in
 * place; a new array is a new tree.
 */
export class Tree<O = unknown> {
  /** Per-id cache of child id lists, built on first use (a column with 100k items is one array). */
  private readonly childLists = new Map<number, readonly number[]>();
  /** Look-up tables of long child lists whose values do not ascend, made on their first look-up. */
  private readonly childTables = new Map<number, SiblingValues>();
  /** The node values, as a SiblingValues table reads them. */
  private readonly values = { valueAt: (id: number) => this.value(id) };
  private rootList: readonly number[] | undefined;
  /** `positions[id]` = index of `id` among its siblings; filled per sibling list when it is built. */
  private positions: Int32Array | undefined;

  /**
   * The rest of the walk while a lazy tree (`Tree.lazy`) is not indexed yet; null once it is. Every
   * method that reads the index completes it first (`indexAll`), so a lazy tree answers exactly as an
   * eager one, only later; `optionsOf` and `labelsOf` answer from the options themselves before.
   */
  private walk: WalkStep<O> | null = null;
  /** A lazy tree's problems, known once it is indexed. */
  private walkProblems: Problem[] = [];
  /** Run leaves found unreadable since the build (`lostOption`), each reported once. */
  private lost: Set<number> | null = null;
  /** Their problems, until the machine takes them (`takeReadProblems`). */
  private readProblems: Problem[] = [];

  /** @internal Use `Tree.build`. */
  constructor(
    readonly options: readonly O[],
    readonly fieldNames: ResolvedFieldNames,
    /** The entries of `BuildOptions.loaded` that applied: those whose node is in the tree. */
    readonly loaded: LoadedChildren<O>,
    private count: number,
    /** Each node's option and value, or where to read them (`TreeColumns.slot`). */
    private sources: NodeSources<O>,
    private parent: Int32Array,
    private subtreeEnd: Int32Array,
    private childCounts: Int32Array,
    private flags: Uint8Array,
    private checkDisabled: number,
    /** How many options the top level holds. */
    private rootCount: number,
    /** How many nodes are duplicates (`DUPLICATE`); with none, nothing needs to look for them. */
    private duplicates: number,
    /** Whether the top level's values ascend (`ASCENDING`, for the top level). */
    private rootAscending: boolean,
  ) {}

  /** How many options the index holds. */
  get size(): number {
    if (this.walk) this.indexAll();
    return this.count;
  }

  /** How many nodes are duplicates (`isDuplicate`); with none, passes over the tree need not look. */
  get duplicateCount(): number {
    if (this.walk) this.indexAll();
    return this.duplicates;
  }

  /** How many nodes are checkDisabled; with none, check conduction needs no per-node bookkeeping. */
  get checkDisabledCount(): number {
    if (this.walk) this.indexAll();
    return this.checkDisabled;
  }

  /**
   * @internal For the machine: a tree that indexes its first few thousand options now and the
   * rest when something first needs them (or in slices, `indexStep`, in the background),
   * so that mounting a closed cascader over a huge tree costs almost nothing. A small tree is
   * complete at once. Its problems are `indexProblems()`, once indexed. (Only without loaded
   * children, whose bookkeeping needs the whole walk.)
   */
  static lazy<O>(
    options: unknown,
    fieldNames?: FieldNames | ResolvedFieldNames,
    /** Options per slice (tests use tiny slices). */
    slice = SLICE,
  ): Tree<O> {
    const walk = walkTree<O>(options, resolveFieldNames(fieldNames), {}, slice);
    const first = walk.next();
    if (first.done) {
      first.value.tree.walkProblems = first.value.problems;
      return first.value.tree;
    }
    const resolved = resolveFieldNames(fieldNames);
    const empty = new Int32Array(0);
    const tree = new Tree<O>(
      (Array.isArray(options) ? options : []) as readonly O[],
      resolved,
      new Map(),
      0,
      { slot: empty, option: [], value: [], items: [], depth: [] },
      empty,
      empty,
      empty,
      new Uint8Array(0),
      0,
      0,
      0,
      false,
    );
    tree.walk = () => walk.next();
    return tree;
  }

  /** Whether the index is complete (always, except for a lazy tree still on its way). */
  isIndexed(): boolean {
    return this.walk === null;
  }

  /** @internal Indexes one more slice of a lazy tree; true once the index is complete. */
  indexStep(): boolean {
    const walk = this.walk;
    if (!walk) return true;
    const step = walk();
    if (step.done) this.adopt(step.value);
    return step.done === true;
  }

  /** @internal The problems a lazy tree's walk found (completing it); `Tree.build` returns them. */
  indexProblems(): Problem[] {
    if (this.walk) this.indexAll();
    return this.walkProblems;
  }

  /** @internal Completes a lazy tree's index. */
  indexAll(): void {
    while (!this.indexStep());
  }

  private adopt({ tree, problems }: BuildResult<O>): void {
    this.walk = null;
    this.walkProblems = problems;
    this.count = tree.count;
    this.sources = tree.sources;
    this.parent = tree.parent;
    this.subtreeEnd = tree.subtreeEnd;
    this.childCounts = tree.childCounts;
    this.flags = tree.flags;
    this.checkDisabled = tree.checkDisabled;
    this.rootCount = tree.rootCount;
    this.duplicates = tree.duplicates;
    this.rootAscending = tree.rootAscending;
  }

  /**
   * @internal The typed columns themselves, read only, for passes over the whole tree: a loop
   * over them stays fast even before the optimiser has compiled it, where a method call per node
   * does not (the first check of a 100k-node subtree ran its setup in the interpreter).
   */
  columns(): {
    readonly end: Int32Array;
    readonly childCounts: Int32Array;
    readonly parent: Int32Array;
    readonly flags: Uint8Array;
  } {
    if (this.walk) this.indexAll();
    return { end: this.subtreeEnd, childCounts: this.childCounts, parent: this.parent, flags: this.flags };
  }

  static build<O>(
    options: unknown,
    fieldNames?: FieldNames | ResolvedFieldNames,
    buildOptions: BuildOptions<O> = {},
  ): BuildResult<O> {
    return buildTree<O>(options, resolveFieldNames(fieldNames), buildOptions);
  }

  static empty<O>(fieldNames?: FieldNames): Tree<O> {
    return buildTree<O>([], resolveFieldNames(fieldNames), {}).tree;
  }

  /** A new index in which the node `id` has the given children (Promise-style lazy loading). */
  withChildren(id: number, children: readonly O[]): BuildResult<O> {
    const path = this.path(id);
    const loaded = withLoaded(this.loaded, pathId(path), path, children);
    return buildTree<O>(this.options, this.fieldNames, {
      loaded,
      expectedNodes: this.size + children.length,
    });
  }

  // ---- structure ----

  roots(): readonly number[] {
    if (this.walk) this.indexAll();
    if (!this.rootList) this.rootList = this.collectSiblings(0, this.rootCount, this.count);
    return this.rootList;
  }

  /**
   * Index of `id` among its siblings (aria-posinset of huge columns): arithmetic where they are
   * all leaves, else in O(1) once their sibling list exists.
   */
  indexInParent(id: number): number {
    if (this.walk) this.indexAll();
    const parentId = this.parent[id];
    if (this.leavesOnly(parentId)) return id - parentId - 1;
    this.children(parentId);
    return this.positions![id];
  }

  /**
   * The child of `id` (`-1`: top level) at `index` among its siblings, or -1 past the last. A
   * column of leaves answers without its list of ids: a flat million options is one such column,
   * and listing it (a million-entry array) was a tenth of opening it.
   */
  childAt(id: number, index: number): number {
    if (this.walk) this.indexAll();
    if (index < 0 || index >= this.childCount(id)) return -1;
    return this.leavesOnly(id) ? id + 1 + index : this.children(id)[index];
  }

  /**
   * Whether every child of `id` (`-1`: top level) is a leaf of the index (no children of its own),
   * so that they are the ids right after it, one apart: child `i` is `id + 1 + i`.
   */
  private leavesOnly(id: number): boolean {
    return id < 0 ? this.rootCount === this.count : this.subtreeEnd[id] - id - 1 === this.childCounts[id];
  }

  /** Child ids of `id`; `-1` means the top level. */
  children(id: number): readonly number[] {
    if (this.walk) this.indexAll();
    if (id < 0) return this.roots();
    let list = this.childLists.get(id);
    if (!list) {
      list = this.collectSiblings(id + 1, this.childCounts[id], this.subtreeEnd[id]);
      this.childLists.set(id, list);
    }
    return list;
  }

  /** The `count` siblings from `first` on, in an array made at its size (a million pushes copied it over and over). */
  private collectSiblings(first: number, count: number, stop: number): number[] {
    const list = new Array<number>(count);
    this.positions ??= new Int32Array(this.count);
    const positions = this.positions;
    let n = 0;
    for (let c = first; c < stop && n < count; c = this.subtreeEnd[c]) {
      positions[c] = n;
      list[n++] = c;
    }
    return list;
  }

  childCount(id: number): number {
    if (this.walk) this.indexAll();
    return id < 0 ? this.rootCount : this.childCounts[id];
  }
  parentOf(id: number): number {
    if (this.walk) this.indexAll();
    return this.parent[id];
  }
  /** From the parent's depth: only the nodes the walk adds one by one have one (`TreeColumns.depth`). */
  depthOf(id: number): number {
    if (this.walk) this.indexAll();
    const parentId = this.parent[id];
    return parentId < 0 ? 0 : this.sources.depth[this.sources.slot[parentId]] + 1;
  }
  /** Exclusive end of `id`'s subtree in preorder. */
  endOf(id: number): number {
    if (this.walk) this.indexAll();
    return this.subtreeEnd[id];
  }

  // ---- node facts ----

  optionOf(id: number): O {
    if (this.walk) this.indexAll();
    return this.option(id);
  }
  valueOf(id: number): OptionValue {
    if (this.walk) this.indexAll();
    return this.value(id);
  }
  /**
   * `optionOf` of an indexed tree (`optionIn`: its own entry, or a run leaf's from its parent's
   * children). A children array that no longer reads (a Proxy revoked since) gives an empty
   * stand-in, reported (`lostOption`), not a throw in whatever render asked.
   */
  private option(id: number): O {
    try {
      return optionIn(this.sources, this.parent, this.options, id);
    } catch (error) {
      this.lostOption(id, error);
      return UNREADABLE as O;
    }
  }
  /**
   * `valueOf` of an indexed tree (`valueIn`: a run leaf's is read from its option again). NaN is
   * what a run leaf whose value no longer reads stands for (the build accepted no NaN): reported.
   */
  private value(id: number): OptionValue {
    const value = valueIn(this.sources, this.parent, this.options, this.fieldNames.value, id);
    if (Number.isNaN(value)) this.lostOption(id, null);
    return value;
  }

  /**
   * Notes a run leaf that stopped reading after the build (a getter or Proxy that throws now, an
   * option changed in place to hold no valid value): the tree keeps no copy of it, so it stands
   * for no option from now on, which the app hears of once (`takeReadProblems`).
   */
  private lostOption(id: number, error: unknown): void {
    this.lost ??= new Set();
    if (this.lost.has(id)) return;
    this.lost.add(id);
    const parentId = this.parent[id];
    const at =
      parentId < 0
        ? `options[${~this.sources.slot[id]}]`
        : `${this.fieldNames.children}[${~this.sources.slot[id]}] of ${JSON.stringify(this.path(parentId))}`;
    this.readProblems.push(
      problem(
        'error',
        'option-unreadable',
        'options',
        at,
        () =>
          process.env.NODE_ENV !== 'production' &&
          `options: ${at} no longer reads as it did when it was indexed (${
            error === null
              ? `its '${this.fieldNames.value}' is no string or finite number now`
              : describeError(error)
          }); options must not be changed in place. It stands for no option until new options are passed.`,
      ),
    );
  }

  /**
   * @internal The problems of options found unreadable since the last call (`lostOption`), each
   * once: the machine reports them after the event that read them (or the next one, for a render).
   */
  takeReadProblems(): readonly Problem[] {
    return this.readProblems.length === 0 ? NO_PROBLEMS : this.readProblems.splice(0);
  }
  /**
   * Whether node `id` stands for no option: a run leaf unreadable since the build (`lostOption`,
   * reported the first time). It is never a search result; the other rules keep it out of values
   * and loads by its NaN value (`namesLostOption`). Only run leaves are read again, so only a leaf
   * can be lost.
   */
  isUnreadable(id: number): boolean {
    if (this.walk) this.indexAll();
    return this.sources.slot[id] < 0 && Number.isNaN(this.value(id));
  }
  /**
   * The option's label, read when asked (it may be a node the adapter renders). A label that can
   * no longer be read (its getter throws now) gives the value instead (nothing, for an option
   * unreadable since the build: never NaN), and a key every object inherits (`toString`) counts
   * only as an own property.
   */
  labelOf(id: number): unknown {
    if (this.walk) this.indexAll();
    return this.labelOfOption(this.option(id), id);
  }
  /** The label as text, for search, typeahead and announcements; falls back to `title`, then the value. */
  textOf(id: number): string {
    if (this.walk) this.indexAll();
    return this.textOfOption(this.option(id), id);
  }
  /**
   * The label of `option`, node `id`'s or (id -1) one found in the options before they are indexed,
   * whose value is `given`: the value stands in where it cannot be read (and is only read then).
   */
  private labelOfOption(option: O, id: number, given?: OptionValue): unknown {
    const key = this.fieldNames.label;
    try {
      const record = option as Record<string, unknown>;
      return key in Object.prototype && !Object.hasOwn(record, key) ? undefined : record[key];
    } catch {
      return this.standIn(id, given);
    }
  }
  /** The value that stands in for an unreadable label: none (undefined) for a lost option. */
  private standIn(id: number, given?: OptionValue): OptionValue | undefined {
    const value = id >= 0 ? this.value(id) : given;
    return Number.isNaN(value) ? undefined : value;
  }
  private textOfOption(option: O, id: number, given?: OptionValue): string {
    const label = this.labelOfOption(option, id, given);
    if (typeof label === 'string') return label;
    if (typeof label === 'number') return String(label);
    let title: unknown;
    try {
      title = (option as Record<string, unknown>).title;
    } catch {
      // an unreadable title: the value stands in
    }
    return typeof title === 'string' ? title : String(this.standIn(id, given) ?? '');
  }
  /** rc-cascader's leaf rule: `isLeaf` when given, else "has no children". */
  isLeaf(id: number): boolean {
    if (this.walk) this.indexAll();
    return (this.flags[id] & LEAF) !== 0;
  }
  /**
   * A branch whose children `loadData` must still fetch: one (`isLeaf: false`) with no children
   * yet, or a partial one, whose only children so far were added along a path from outside the
   * loader (`loadPath`, a remote search).
   */
  isUnloaded(id: number): boolean {
    if (this.walk) this.indexAll();
    return (this.flags[id] & (UNLOADED | PARTIAL)) !== 0;
  }
  /** A branch with some children known (added along a path) and its full list still to load. */
  isPartial(id: number): boolean {
    if (this.walk) this.indexAll();
    return (this.flags[id] & PARTIAL) !== 0;
  }
  /** Disabled itself or below a disabled ancestor. */
  isDisabled(id: number): boolean {
    if (this.walk) this.indexAll();
    return (this.flags[id] & PATH_DISABLED) !== 0;
  }
  isOwnDisabled(id: number): boolean {
    if (this.walk) this.indexAll();
    return (this.flags[id] & OWN_DISABLED) !== 0;
  }
  /**
   * A repeat of an earlier sibling's value (reported as `duplicate-value`): a disabled leaf shown
   * in its place, whose children (if it has any) are not indexed. It is no option: its value path
   * is the first occurrence's (`find` and every event by path reach that one), it is never a
   * search result, and checks and the keyboard pass it by as they pass any disabled node.
   */
  isDuplicate(id: number): boolean {
    if (this.walk) this.indexAll();
    return (this.flags[id] & DUPLICATE) !== 0;
  }
  /** Left out of check conduction: disabled (here or above) or `disableCheckbox`. */
  isCheckDisabled(id: number): boolean {
    if (this.walk) this.indexAll();
    return (this.flags[id] & CHECK_DISABLED) !== 0;
  }

  // ---- paths ----

  pathIds(id: number): number[] {
    if (this.walk) this.indexAll();
    const ids: number[] = [];
    for (let n = id; n >= 0; n = this.parent[n]) ids.push(n);
    return ids.reverse();
  }
  path(id: number): ValuePath {
    return this.pathIds(id).map((n) => this.value(n));
  }
  pathOptions(id: number): O[] {
    return this.pathIds(id).map((n) => this.option(n));
  }
  /** Whether `ancestor` is `id` or above it. */
  contains(ancestor: number, id: number): boolean {
    if (this.walk) this.indexAll();
    return id >= ancestor && id < this.subtreeEnd[ancestor];
  }

  /** The child of `parentId` (`-1`: top level) with this value, or -1. */
  childByValue(parentId: number, value: OptionValue): number {
    if (this.walk) this.indexAll();
    const count = this.childCount(parentId);
    // Bisection where the values ascend: a table of a flat million values took a second to build.
    if (
      count > SCAN_SIBLINGS &&
      (parentId < 0 ? this.rootAscending : (this.flags[parentId] & ASCENDING) !== 0)
    )
      return this.bisect(parentId, count, value);
    if (count <= SCAN_SIBLINGS) {
      for (const c of this.children(parentId)) if (this.value(c) === value) return c;
      return -1;
    }
    let table = this.childTables.get(parentId);
    if (!table) {
      // Out of order: a table of the values, sized for the list at once. A Map did this before:
      // the first look-up in a flat million values in random order took 0.4 s and kept 37 MB on
      // the garbage-collected heap; this is half the time and 16 MB of integers outside it
      // (tests/bench/unsortedColumn.ts). By index: a column of leaves needs no list of its ids.
      table = new SiblingValues(count, true);
      for (let i = 0; i < count; i++) {
        const c = this.childAt(parentId, i);
        // A duplicate is not recorded: the first occurrence is the option its value names.
        if (!(this.flags[c] & DUPLICATE)) table.claim(this.value(c), c, this.values);
      }
      this.childTables.set(parentId, table);
    }
    return table.find(value, this.values);
  }

  /** The child of `parentId`, whose `count` children's values ascend, with this value, or -1. */
  private bisect(parentId: number, count: number, value: OptionValue): number {
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const id = this.childAt(parentId, middle);
      const held = this.value(id);
      if (held === value) return id;
      if (ascends(held, value)) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Ids of the longest prefix of `path` that exists. */
  resolve(path: readonly OptionValue[] | null | undefined): number[] {
    const ids: number[] = [];
    if (!Array.isArray(path)) return ids;
    let parentId = -1;
    for (const value of path) {
      const id = this.childByValue(parentId, value);
      if (id < 0) break;
      ids.push(id);
      parentId = id;
    }
    return ids;
  }

  /** The node at exactly `path`, or -1. */
  find(path: readonly OptionValue[] | null | undefined): number {
    if (!Array.isArray(path) || path.length === 0) return -1;
    const ids = this.resolve(path);
    return ids.length === path.length ? ids[ids.length - 1] : -1;
  }

  /** Options along `path` as far as they exist (rc-cascader's `selectedOptions`). */
  optionsOf(path: readonly OptionValue[]): O[] {
    if (this.walk) {
      const found = optionsAlong<O>(this.options, path, this.fieldNames);
      if (found) return found;
    }
    return this.resolve(path).map((id) => this.option(id));
  }

  /** Labels along `path`; values that are not in the options stay as their raw value (`not / exist`). */
  labelsOf(path: readonly OptionValue[]): unknown[] {
    if (this.walk) {
      const found = optionsAlong<O>(this.options, path, this.fieldNames);
      if (found)
        return path.map((value, i) => (i < found.length ? this.labelOfOption(found[i], -1, value) : value));
    }
    const ids = this.resolve(path);
    return path.map((value, i) => (i < ids.length ? this.labelOf(ids[i]) : value));
  }

  /** `labelsOf` as text (`textOf`); the raw values where the options lack the path. */
  textsOf(path: readonly OptionValue[]): string[] {
    if (this.walk) {
      const found = optionsAlong<O>(this.options, path, this.fieldNames);
      if (found)
        return path.map((value, i) =>
          i < found.length ? this.textOfOption(found[i], -1, value) : String(value),
        );
    }
    const ids = this.resolve(path);
    return path.map((value, i) => (i < ids.length ? this.textOf(ids[i]) : String(value)));
  }
}

/** What a run leaf whose children array no longer reads stands for (`Tree.option`). */
const UNREADABLE = Object.freeze({});
const NO_PROBLEMS: readonly Problem[] = Object.freeze([]);

/** An option's field, as the build reads it: a key every object inherits counts only as its own. */
const read = (option: Record<string, unknown>, key: string): unknown =>
  key in Object.prototype && !Object.hasOwn(option, key) ? undefined : option[key];

/**
 * The options along `path` as far as the build would find them, read from the options themselves:
 * what a lazy tree shows for the value before it is indexed. The build's rules, for the one option
 * per level: the first sibling that is an object with this (string or finite number) value, not its
 * own ancestor. Null when reading an option throws: the index then answers (and reports it).
 */
function optionsAlong<O>(
  options: readonly O[],
  path: readonly OptionValue[],
  { value: valueKey, children: childrenKey }: ResolvedFieldNames,
): O[] | null {
  const found: O[] = [];
  try {
    let items: readonly unknown[] = options;
    for (const value of path) {
      let match: Record<string, unknown> | null = null;
      for (const item of items) {
        if (item === null || typeof item !== 'object' || Array.isArray(item)) continue;
        const option = item as Record<string, unknown>;
        const own = read(option, valueKey);
        if (!isOptionValue(own)) continue;
        if (own !== value) continue;
        const children = read(option, childrenKey);
        if (Array.isArray(children) && children.length > 0 && found.includes(item as O)) continue;
        match = option;
        break;
      }
      if (!match) break;
      found.push(match as O);
      const children = read(match, childrenKey);
      if (!Array.isArray(children)) break;
      items = children;
    }
  } catch {
    return null;
  }
  return found;
}

interface Frame<O> {
  items: readonly unknown[];
  /** `items.length`, read once under a guard (a hostile array's `length` may throw). */
  length: number;
  next: number;
  parentId: number;
  /** The frame and index of the parent option: the index path is only spelled out for a problem. */
  up: Frame<O> | null;
  upIndex: number;
  /**
   * Siblings added so far (a duplicate too, in its place): ids `parentId + 1` on, each the next
   * one's subtree end apart.
   */
  accepted: number;
  /** Their values once there are more than 32 of them and out of order; before, a walk over them is cheaper. */
  seen: SiblingValues | null;
  /** Every accepted value so far came after the one before it (`ascends`): none can repeat. */
  ascending: boolean;
  /** The last accepted sibling's value. */
  last: OptionValue;
  /** Loaded children below the parent, by the child's value; null (most frames) when there are none. */
  loaded: Map<OptionValue, LoadedTrie<O>> | null;
  /** These items, or an ancestor's, were expanded before under another parent (a shared array). */
  shared: boolean;
}

/**
 * Claims `value` for the frame's next sibling, node `id`; false when an earlier sibling has it
 * (SameValueZero, as a Set compares). Siblings whose values ascend need no look-up at all (a long
 * list of generated ids mostly does: hashing a million values was most of building one). Short
 * lists walk the siblings already in the columns, so most frames allocate nothing; long ones out
 * of order look the value up in their SiblingValues table.
 */
function claimValue<O>(frame: Frame<O>, value: OptionValue, id: number, columns: TreeColumns<O>): boolean {
  if (frame.ascending) {
    if (frame.accepted === 0 || ascends(frame.last, value)) return true;
    frame.ascending = false;
    if (frame.accepted > 32) frame.seen = siblingTable(frame, columns);
  }
  if (frame.seen) return frame.seen.claim(value, id, columns);
  const end = columns.end;
  for (let c = frame.parentId + 1, k = 0; k < frame.accepted; k++, c = end[c]) {
    const v = columns.valueAt(c);
    if (v === value || (Number.isNaN(v) && Number.isNaN(value))) return false;
  }
  return true;
}

/**
 * Counts a sibling once it is added (its value claimed); past 32 out of order, the values move
 * into a table sized for the list.
 */
function countSibling<O>(frame: Frame<O>, value: OptionValue, columns: TreeColumns<O>): void {
  frame.accepted++;
  frame.last = value;
  if (!frame.ascending && !frame.seen && frame.accepted > 32) frame.seen = siblingTable(frame, columns);
}

/** The keys the walk reads, and whether each counts only as an own property (`toString`…). */
interface ReadKeys {
  valueKey: string;
  labelKey: string;
  childrenKey: string;
  ownValue: boolean;
  ownLabel: boolean;
  ownChildrenKey: boolean;
}

/** What a run of leaves adds to the walk's tallies. */
interface LeafTally {
  checkDisabled: number;
  sawValueKey: boolean;
  sawLabelKey: boolean;
}

/**
 * Adds the frame's next options, up to `limit`, while each is a plain leaf: an object whose fields
 * all read, with a valid value no earlier sibling has, and no children (or an empty array). Most
 * of a large tree is, and the walk's per-option bookkeeping around them (problems, cycles, loaded
 * children, shared arrays, pauses) was most of its cost: a flat million options index here in a
 * fraction of the time. Stops before the first option that is anything else, claiming nothing for
 * it, so that the walk reads it again and judges it (a getter is then read twice). The frame must
 * have no loaded children and no shared items (the walk's own bookkeeping). Returns the count added.
 */
function takeLeaves<O>(
  frame: Frame<O>,
  limit: number,
  columns: TreeColumns<O>,
  keys: ReadKeys,
  tally: LeafTally,
): number {
  const { items, parentId } = frame;
  const { valueKey, labelKey, childrenKey, ownValue, ownLabel, ownChildrenKey } = keys;
  const inherited = parentId >= 0 && (columns.flags[parentId] & PATH_DISABLED) !== 0 ? PATH_DISABLED : 0;
  const hasSiblings = frame.length > 1;
  const stop = Math.min(frame.length, frame.next + limit);
  // The columns written here directly, not through `add` (a call per option was a third of this).
  columns.ensure(columns.size + (stop - frame.next));
  // No depth: a leaf's is its parent's + 1 (`Tree.depthOf`), and 4 MB less written for a million.
  // No option or value either: a leaf of a run is the option at its index in `items` (`TreeColumns.slot`).
  const { parent, end, flags, slot } = columns;
  const first = columns.size;
  // The frame's progress in locals, written back once at the end (below, even when a read throws).
  let next = frame.next;
  let id = first;
  // While the values ascend, a value is only compared with the one before it (`claimValue`).
  let ascending = frame.ascending && hasSiblings;
  let last = frame.last;
  let accepted = frame.accepted;
  let { checkDisabled, sawValueKey, sawLabelKey } = tally;
  try {
    while (next < stop) {
      const raw = items[next];
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) break;
      // The walk's reads, in its order.
      const option = raw as Record<string, unknown>;
      if (!(ownValue ? Object.hasOwn(option, valueKey) : valueKey in option)) break;
      sawValueKey = true;
      if (!sawLabelKey) sawLabelKey = ownLabel ? Object.hasOwn(option, labelKey) : labelKey in option;
      const value = option[valueKey];
      if (!isOptionValue(value)) break;
      if (!ownLabel || Object.hasOwn(option, labelKey)) void option[labelKey];
      const children =
        !ownChildrenKey || Object.hasOwn(option, childrenKey) ? option[childrenKey] : undefined;
      const arrayChildren = Array.isArray(children);
      if (arrayChildren ? children.length > 0 : children !== undefined && children !== null) break;
      const ownDisabled = option.disabled === true;
      const disableCheckbox = option.disableCheckbox === true;
      const isLeafProp = option.isLeaf;
      // Out of order, the value is claimed by the frame's own bookkeeping (a table past 32 siblings).
      const claimed = hasSiblings && !(ascending && (accepted === 0 || ascends(last, value)));
      if (claimed) {
        frame.accepted = accepted;
        frame.last = last;
        if (!claimValue(frame, value, id, columns)) break;
        ascending = false;
      }
      // The walk's flags for a childless option: a leaf, unless `isLeaf: false` waits for `loadData`.
      let f = inherited;
      if (ownDisabled) f |= OWN_DISABLED | PATH_DISABLED;
      if (disableCheckbox) f |= DISABLE_CHECKBOX;
      f |= !arrayChildren && isLeafProp === false ? UNLOADED : LEAF;
      if (f & CHECK_DISABLED) checkDisabled++;
      parent[id] = parentId;
      end[id] = id + 1;
      flags[id] = f;
      slot[id] = ~next;
      if (claimed) {
        countSibling(frame, value, columns);
        accepted = frame.accepted;
      } else accepted++;
      last = value;
      id++;
      next++;
    }
  } catch {
    // A field that does not read: the walk reads the option again and reports it.
  }
  const taken = id - first;
  columns.size = id;
  frame.next = next;
  tally.checkDisabled = checkDisabled;
  tally.sawValueKey = sawValueKey;
  tally.sawLabelKey = sawLabelKey;
  if (hasSiblings) {
    frame.accepted = accepted;
    frame.last = last;
    frame.ascending = frame.ascending && ascending;
  }
  if (parentId >= 0) columns.childCounts[parentId] += taken;
  return taken;
}

/**
 * A table of the frame's accepted siblings' values, sized for the whole list once the columns
 * have room for it (past a lazy tree's first slice, which must allocate little); growing before.
 * Doubling its way to a million values cost a third of checking them.
 */
function siblingTable<O>(frame: Frame<O>, columns: TreeColumns<O>): SiblingValues {
  const end = columns.end;
  const seen = new SiblingValues(frame.length, end.length >= frame.length);
  for (let c = frame.parentId + 1, k = 0; k < frame.accepted; k++, c = end[c])
    seen.claim(columns.valueAt(c), c, columns);
  return seen;
}

/**
 * Logs an error at the option `index` of `frame`. The explanation gets what it names as an
 * argument, never from a closure over the walk's loop: a closure there that captured the loop's
 * variables made V8 allocate them anew for every option (a million options' worth of garbage).
 */
function optionProblem<O, D>(
  log: ProblemLog,
  code: ProblemCode,
  frame: Frame<O>,
  index: number,
  childrenKey: string,
  detail: D,
  explain: (at: string, detail: D, childrenKey: string) => Explanation,
): void {
  log.add(
    'error',
    code,
    'options',
    () => indexPath(frame, index, childrenKey),
    (at) => explain(at, detail, childrenKey),
  );
}

// The walk's explanations, by problem.
const tooManyShared = (at: string, max: number): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options share children arrays between parents, each expanded again under every parent: past ${max} repeated nodes the build stopped; ${at} and every option after it were skipped.`;
const tooManyNodes = (at: string, max: number): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options expand to more than ${max} nodes (is one children array shared by many parents?); ${at} and every option after it were skipped.`;
const notObject = (at: string, raw: unknown): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} must be an object, got ${describe(raw)}; it was skipped.`;
const invalidValue = (
  at: string,
  { code, rawValue, valueKey }: { code: ProblemCode; rawValue: unknown; valueKey: string },
): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} ${
    code === 'missing-value'
      ? `has no '${valueKey}'`
      : `has ${code === 'null-value' ? 'a null' : `an invalid (${describe(rawValue)})`} '${valueKey}'`
  }; a value must be a string or a finite number. The option and its children were skipped.`;
const unreadable = (at: string, error: unknown): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} could not be read (${describeError(error)}); the option and its children were skipped.`;
const cycle = (at: string): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} is its own ancestor (a cycle); the repeat was skipped.`;
const duplicate = (at: string, { value, children }: { value: OptionValue; children: number }): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} repeats the value ${describe(value)} of an earlier sibling; sibling values must be unique. The repeat is shown as a disabled row that cannot be chosen${
    children > 0 ? `, and its ${children === 1 ? 'child' : `${children} children`} cannot be reached` : ''
  }.`;
const childrenNotArray = (at: string, rawChildren: unknown, childrenKey: string): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at}.${childrenKey} must be an array, got ${describe(rawChildren)}; the option was treated as having no children.`;

function indexPath<O>(frame: Frame<O>, index: number, childrenKey: string): string {
  let at = `[${index}]`;
  for (let f = frame; f.up; f = f.up) at = `[${f.upIndex}].${childrenKey}${at}`;
  return `options${at}`;
}

/** Options a lazy tree indexes per step (about a millisecond's work). */
const SLICE = 2048;

type Walk<O> = Generator<void, BuildResult<O>, void>;
/**
 * A lazy tree's next step of its walk. A function, not the generator itself: a generator is
 * iterable, and a deep comparison of the state (`expect(state).toEqual(…)`) iterated it to its
 * end, losing the index the tree was waiting for.
 */
type WalkStep<O> = () => IteratorResult<void, BuildResult<O>>;

/** The whole build at once. */
function buildTree<O>(
  input: unknown,
  fieldNames: ResolvedFieldNames,
  options: BuildOptions<O>,
): BuildResult<O> {
  const walk = walkTree<O>(input, fieldNames, options);
  for (;;) {
    const step = walk.next();
    if (step.done) return step.value;
  }
}

/**
 * The build, one preorder walk over the options, pausing after every SLICE options so that a lazy
 * tree can index in slices (`Tree.lazy`). `buildTree` runs it to the end at once.
 */
function* walkTree<O>(
  input: unknown,
  fieldNames: ResolvedFieldNames,
  { loaded = new Map(), maxProblemsPerCode = 20, maxNodes = MAX_NODES, expectedNodes }: BuildOptions<O>,
  slice = SLICE,
): Walk<O> {
  let untilPause = slice;
  const log = new ProblemLog(maxProblemsPerCode);
  const { label: labelKey, value: valueKey, children: childrenKey } = fieldNames;
  // A key that every object inherits (`toString`, `__proto__`, `constructor`) counts only as an own property.
  const ownValue = valueKey in Object.prototype;
  const ownLabel = labelKey in Object.prototype;
  const ownChildrenKey = childrenKey in Object.prototype;
  let roots: readonly unknown[] = [];
  let rootCount = 0;
  try {
    if (Array.isArray(input)) {
      rootCount = input.length;
      roots = input;
    } else if (input !== undefined && input !== null) {
      log.add(
        'error',
        'options-not-array',
        'options',
        () => 'options',
        () => process.env.NODE_ENV !== 'production' && `options must be an array, got ${describe(input)}.`,
      );
    }
  } catch (error) {
    // A revoked Proxy, or an array Proxy whose `length` trap throws.
    log.add(
      'error',
      'option-unreadable',
      'options',
      () => 'options',
      () =>
        process.env.NODE_ENV !== 'production' &&
        `options could not be read (${describeError(error)}); no option is shown.`,
    );
  }

  // Room for the top level at once (a flat column of 100k options would otherwise double 7 times),
  // up to 65,536 for the first slice: a million at once (17 MB) made the mount that indexes the
  // first slice of a lazy tree trigger a full garbage collection.
  // `columns.size` counts the nodes.
  const columns = new TreeColumns<O>(
    expectedNodes === undefined
      ? Math.min(Math.max(1024, rootCount), 65_536)
      : Math.max(1024, Math.min(expectedNodes, maxNodes)),
    roots,
    valueKey,
  );
  let reserved = false;
  const onPath = new Set<unknown>(); // option objects on the current ancestor chain: detects cycles
  const pathOf: number[] = []; // ids of the current ancestor chain
  let checkDisabledCount = 0;
  let duplicates = 0;
  let topLevel = 0; // options accepted at the top level
  let sawValueKey = false;
  let sawLabelKey = false;

  const trie = loadedTrie(loaded);
  let applied = 0; // entries of `loaded` whose node was found; when fewer than all, the rest are dropped
  const stack: Frame<O>[] = [
    {
      items: roots,
      length: rootCount,
      next: 0,
      parentId: -1,
      up: null,
      upIndex: 0,
      accepted: 0,
      seen: null,
      ascending: true,
      last: 0,
      loaded: trie?.next ?? null,
      shared: false,
    },
  ];
  const top = stack[0];
  // Children arrays expanded so far, watched once the tree is big enough for sharing to matter
  // (a small tree pays nothing); and the nodes added again below arrays seen before.
  let expanded: Set<unknown> | null = null;
  let sharedNodes = 0;
  const keys: ReadKeys = { valueKey, labelKey, childrenKey, ownValue, ownLabel, ownChildrenKey };
  const tally: LeafTally = { checkDisabled: 0, sawValueKey: false, sawLabelKey: false };
  while (stack.length > 0) {
    if (--untilPause === 0) {
      yield;
      untilPause = slice;
      if (!reserved) {
        // The rest of the top level at once: growing a million-option column step by step copied
        // it over and over (a quarter of the build, and its garbage).
        reserved = true;
        const room = Math.min(rootCount, maxNodes);
        if (room > columns.size * 2) {
          columns.reserve(room);
          stack[0]?.seen?.reserve(rootCount);
        }
      }
    }
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.length) {
      stack.pop();
      closeFrame(frame, columns);
      if (frame.parentId >= 0) {
        onPath.delete(columns.optionAt(frame.parentId));
        pathOf.pop();
      }
      continue;
    }
    if (frame.loaded === null && !frame.shared) {
      tally.checkDisabled = checkDisabledCount;
      tally.sawValueKey = sawValueKey;
      tally.sawLabelKey = sawLabelKey;
      const limit = Math.min(untilPause, maxNodes - columns.size);
      const taken = takeLeaves(frame, limit, columns, keys, tally);
      ({ checkDisabled: checkDisabledCount, sawValueKey, sawLabelKey } = tally);
      if (taken > 0) {
        if (frame.parentId < 0) topLevel += taken;
        untilPause -= taken - 1; // this turn counted one
        continue;
      }
    }
    const index = frame.next++;
    if (frame.shared && ++sharedNodes > MAX_SHARED_NODES) {
      optionProblem(log, 'too-many-nodes', frame, index, childrenKey, MAX_SHARED_NODES, tooManyShared);
      break;
    }
    if (columns.size >= maxNodes) {
      // Most likely one children array shared by many parents, each level multiplying the count.
      optionProblem(log, 'too-many-nodes', frame, index, childrenKey, maxNodes, tooManyNodes);
      break;
    }

    // Every read of the caller's objects happens in this block: a getter or Proxy trap that
    // throws skips the option with a problem instead of breaking the whole build.
    let raw: unknown;
    let value: OptionValue;
    let rawChildren: unknown;
    let childCount = 0;
    let ownCount = 0; // in the options themselves: loaded children are the value path's, not a repeat's
    let slot: LoadedTrie<O> | undefined;
    let useLoaded: LoadedEntry<O> | null = null;
    let ownDisabled: boolean;
    let disableCheckbox: boolean;
    let isLeafProp: unknown;
    try {
      raw = frame.items[index];
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        optionProblem(log, 'option-not-object', frame, index, childrenKey, raw, notObject);
        continue;
      }
      const option = raw as Record<string, unknown>;
      const hasValue = ownValue ? Object.hasOwn(option, valueKey) : valueKey in option;
      sawValueKey ||= hasValue;
      if (!sawLabelKey) sawLabelKey = ownLabel ? Object.hasOwn(option, labelKey) : labelKey in option;
      const rawValue = hasValue ? option[valueKey] : undefined;
      if (!isOptionValue(rawValue)) {
        const code =
          rawValue === undefined ? 'missing-value' : rawValue === null ? 'null-value' : 'invalid-value';
        optionProblem(log, code, frame, index, childrenKey, { code, rawValue, valueKey }, invalidValue);
        continue;
      }
      value = rawValue;
      // Read now so that a throwing label getter skips the option here, not in a render later.
      if (!ownLabel || Object.hasOwn(option, labelKey)) void option[labelKey];
      const ownChildren =
        !ownChildrenKey || Object.hasOwn(option, childrenKey) ? option[childrenKey] : undefined;
      // Loaded children apply where the option has none of its own: once the app's options carry
      // children there, they are the truth.
      slot = frame.loaded?.get(value);
      ownCount = Array.isArray(ownChildren) ? ownChildren.length : 0;
      if (slot?.entry && ownCount === 0) useLoaded = slot.entry;
      rawChildren = useLoaded ? useLoaded.children : ownChildren;
      childCount = useLoaded ? useLoaded.children.length : ownCount;
      ownDisabled = option.disabled === true;
      disableCheckbox = option.disableCheckbox === true;
      isLeafProp = option.isLeaf;
    } catch (error) {
      optionProblem(log, 'option-unreadable', frame, index, childrenKey, error, unreadable);
      continue;
    }
    // Only an option with children can be on the ancestor chain (every option there has some),
    // so leaves, most of a tree, skip the lookup.
    if (childCount > 0 && onPath.has(raw)) {
      optionProblem(log, 'cycle', frame, index, childrenKey, null, cycle);
      continue;
    }
    const hasSiblings = frame.length > 1;
    // Claimed here, the value is taken: nothing below skips the option any more.
    if (hasSiblings && !claimValue(frame, value, columns.size, columns)) {
      optionProblem(
        log,
        'duplicate-value',
        frame,
        index,
        childrenKey,
        { value, children: ownCount },
        duplicate,
      );
      // Shown in its place as a disabled leaf (see DUPLICATE); nothing below it is indexed.
      const parentId = frame.parentId;
      columns.add(parentId, pathOf.length, OWN_DISABLED | PATH_DISABLED | LEAF | DUPLICATE, raw as O, value);
      if (parentId < 0) topLevel++;
      checkDisabledCount++;
      duplicates++;
      countSibling(frame, value, columns);
      continue;
    }

    const parentId = frame.parentId;
    const arrayChildren = Array.isArray(rawChildren);
    if (!arrayChildren && rawChildren !== undefined && rawChildren !== null) {
      optionProblem(log, 'children-not-array', frame, index, childrenKey, rawChildren, childrenNotArray);
    }
    let f = 0;
    if (ownDisabled) f |= OWN_DISABLED | PATH_DISABLED;
    if (parentId >= 0 && columns.flags[parentId] & PATH_DISABLED) f |= PATH_DISABLED;
    if (disableCheckbox) f |= DISABLE_CHECKBOX;
    // A branch whose children arrived — loaded, or an empty array set in rc style — is no longer
    // unloaded; with none it is a leaf, so it shows no expand icon and asks for nothing more.
    const arrived = useLoaded !== null || arrayChildren;
    const isLeaf =
      typeof isLeafProp === 'boolean' && !(arrived && childCount === 0) ? isLeafProp : childCount === 0;
    if (isLeaf) f |= LEAF;
    if (isLeafProp === false && !arrived) f |= UNLOADED;
    if (useLoaded?.partial) f |= PARTIAL;
    if (useLoaded) {
      applied++;
      slot!.applied = true;
    }
    if (f & CHECK_DISABLED) checkDisabledCount++;
    const id = columns.add(parentId, pathOf.length, f, raw as O, value);
    if (parentId < 0) topLevel++;
    if (hasSiblings) countSibling(frame, value, columns);

    if (childCount > 0) {
      onPath.add(raw);
      pathOf.push(id);
      columns.setItems(id, rawChildren as readonly unknown[]);
      let shared = frame.shared;
      if (!shared && columns.size > WATCH_SHARING_FROM) {
        expanded ??= new Set();
        const before = expanded.size;
        shared = expanded.add(rawChildren).size === before;
      }
      stack.push({
        items: rawChildren as readonly unknown[],
        length: childCount,
        next: 0,
        parentId: id,
        up: frame,
        upIndex: index,
        accepted: 0,
        seen: null,
        ascending: true,
        last: 0,
        loaded: slot?.next ?? null,
        shared,
      });
    }
  }

  // A walk cut short (too many nodes) leaves branches open: each subtree ends where the walk did,
  // or its children could not be found (the ends are how siblings are walked).
  for (const frame of stack) closeFrame(frame, columns);

  // A misspelt custom key is the likely cause when no option has it; say so once.
  if (columns.size === 0 && rootCount > 0 && !sawValueKey && valueKey !== DEFAULT_FIELD_NAMES.value) {
    log.add(
      'warning',
      'field-name-unused',
      'fieldNames.value',
      () => 'options',
      () =>
        process.env.NODE_ENV !== 'production' &&
        `fieldNames.value is '${valueKey}', but no option has that key.`,
    );
  }
  if (rootCount > 0 && !sawLabelKey && labelKey !== DEFAULT_FIELD_NAMES.label) {
    log.add(
      'warning',
      'field-name-unused',
      'fieldNames.label',
      () => 'options',
      () =>
        process.env.NODE_ENV !== 'production' &&
        `fieldNames.label is '${labelKey}', but no option has that key; labels will be empty.`,
    );
  }

  const trimmed = columns.trimmed();
  const tree = new Tree<O>(
    roots as readonly O[],
    fieldNames,
    applied === loaded.size ? loaded : appliedEntries(loaded, trie),
    columns.size,
    trimmed.sources,
    trimmed.parent,
    trimmed.end,
    trimmed.childCounts,
    trimmed.flags,
    checkDisabledCount,
    topLevel,
    duplicates,
    top.ascending,
  );
  return { tree, problems: log.finish() };
}

/**
 * Notes what a frame's list came to once the walk is done with it (or stopped): its parent's
 * subtree ends here, and whether its values ascend (`ASCENDING`; the top level's frame holds its own).
 */
function closeFrame<O>(frame: Frame<O>, columns: TreeColumns<O>): void {
  if (frame.parentId < 0) return;
  columns.end[frame.parentId] = columns.size;
  if (frame.ascending) columns.flags[frame.parentId] |= ASCENDING;
}

/** The entries of `loaded` whose node the build found (a trie node is marked when applied). */
function appliedEntries<O>(loaded: LoadedChildren<O>, trie: LoadedTrie<O> | null): LoadedChildren<O> {
  const kept = new Map<string, LoadedEntry<O>>();
  const pending = trie ? [trie] : [];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.applied && node.key !== null && node.entry) kept.set(node.key, node.entry);
    if (node.next) for (const child of node.next.values()) pending.push(child);
  }
  return kept.size === loaded.size ? loaded : kept;
}
