/**
 * The query API of an option tree: `Tree` answers what the machine and the views ask (a node's
 * children, value, label, flags, path), reading the typed columns a walk made. It is the plain
 * tree, indexed whole when it is built, each node with its own entry: what a small tree needs.
 * The large-tree machinery (large/largeTree.ts: `LargeTree`, a subclass) adds run leaves read
 * again from their children arrays, compact sibling tables, and indexing in slices; a lean engine
 * never bundles it. What is not a query lives elsewhere: the walk that builds the columns
 * (build/), path keys (pathKeys.ts), node flags (flags.ts), and the queries that only some features
 * and apps ask (queries.ts: functions, which a bundle that never calls them leaves out).
 */
import type { FieldNames, OptionValue, Problem, ValuePath } from '../types/types';
import type { BuildOptions, IndexResult } from './build/buildOptions';
import { mapTable, type SiblingTable } from './build/frame';
import { buildTree } from './build/walkTree';
import { type ResolvedFieldNames, resolveFieldNames } from './fieldNames';
import { DUPLICATE, LEAF, PARTIAL, PATH_DISABLED, SCAN_SIBLINGS, UNLOADED } from './flags';
import type { LoadedChildren } from './loadedChildren';
import type { NodeSources } from './treeColumns';

// What the rest of the core reads from the tree's module: the keys of a path, the build's options
// and limits, and the flag set check conduction skips.
export { type BuildOptions, MAX_NODES } from './build/buildOptions';
export { CHECK_DISABLED } from './flags';
export { PATH_KEY_SEPARATOR, pathId, toPathKey } from './pathKeys';

/**
 * An immutable index of an option tree. Nodes are numbered in depth-first preorder, so a node's
 * subtree is the id range `[id, end(id))`, its first child is `id + 1` and its next sibling is
 * `end(child)`. Everything is keyed by position in the tree (the whole value path), never by value
 * alone, so the same value under two parents is fine. The option objects are the caller's own
 * (a large build reads the leaves of a run of plain leaves from their parent's children array
 * again when asked: large/runColumns.ts): like React props, the options are never changed in
 * place; a new array is a new tree.
 */
export class Tree<O = unknown> {
  /** @internal Per-id cache of child id lists, built on first use (a column with 100k items is one array). */
  protected readonly childLists = new Map<number, readonly number[]>();
  /** @internal Look-up tables of long child lists, made on their first look-up (`childByValue`). */
  protected readonly childTables = new Map<number, SiblingTable>();
  // Both set at construction, though first filled on use: a field added later gives the trees
  // that have it a second shape (a V8 map), and code that read both is slower and thrown away
  // when the trees of one shape are all collected.
  private rootList: readonly number[] | undefined = undefined;
  /** `siblingPositions[id]` = index of `id` among its siblings; filled per sibling list when it is built. */
  private siblingPositions: Int32Array | undefined = undefined;

  readonly options!: readonly O[];
  readonly fieldNames!: ResolvedFieldNames;
  /**
   * The entries of `BuildOptions.loaded` that applied: those whose node is in the tree; undefined
   * when the build was given none (the loading features bring `LoadedChildren`, a lean bundle
   * does not).
   */
  readonly loaded!: LoadedChildren<O> | undefined;
  /** @internal The problems its walk found (`indexProblems`). */
  protected walkProblems!: Problem[];
  /**
   * @internal While a large tree indexed in slices is not indexed yet (`LargeTree`): indexes what a
   * read of node `id` needs (`WHOLE`: all of it). Null for every other tree, so that each read
   * costs one test of a field that is null.
   */
  indexFirst!: ((id: number) => void) | null;
  /** @internal How many nodes it holds. */
  nodeCount!: number;
  /** @internal Each node's option and value, or where to read them (`TreeColumns.slot`). */
  nodeSources!: NodeSources<O>;
  /** @internal */
  parentIds!: Int32Array;
  /** @internal */
  subtreeEnd!: Int32Array;
  /** @internal */
  childCounts!: Int32Array;
  /** @internal */
  nodeFlags!: Uint8Array;
  /** @internal */
  checkDisabled!: number;
  /** @internal How many options the top level holds. */
  protected rootCount!: number;
  /** @internal How many nodes are duplicates (`DUPLICATE`); with none, nothing needs to look for them. */
  duplicateNodes!: number;
  /** @internal Whether the top level's values ascend (`ASCENDING`, for the top level). */
  protected rootAscending!: boolean;

  /** @internal Use `Tree.build`: the index a walk made (`buildTree`), with its problems. */
  constructor(result: IndexResult<O>) {
    this.takeIndex(result);
    // Its shape (a V8 map) is kept from the first large tree on (large/largeTree.ts, keepShape.ts):
    // only code over trees of many options loses much when a collection drops it.
  }

  /**
   * @internal Takes a finished walk's index (the constructor, and a large tree's walk when it is
   * done): every field of `TreeIndex`, in the order the walk wrote them (build/walkTree.ts
   * `endWalk`), so one shape for every tree. (The options, field names and loaded children a large
   * tree's walk ends with are those it started with.)
   */
  protected takeIndex({ index, problems }: IndexResult<O>): void {
    this.walkProblems = problems;
    this.indexFirst = null;
    Object.assign(this, index);
  }

  /** How many options the index holds. */
  get size(): number {
    if (this.indexFirst) this.indexFirst(WHOLE);
    return this.nodeCount;
  }

  /**
   * @internal Whether the index is complete: always, but for a large tree indexed in slices
   * (`LargeTree`, with `largeTreeFeature`) that is still on its way.
   */
  isIndexed(): boolean {
    return this.indexFirst === null;
  }

  /** @internal The problems the walk found (completing it); `Tree.build` returns them. */
  indexProblems(): Problem[] {
    if (this.indexFirst) this.indexFirst(WHOLE);
    return this.walkProblems;
  }

  /** @internal Completes the index of a tree indexed in slices. */
  indexAll(): void {
    if (this.indexFirst) this.indexFirst(WHOLE);
  }

  /**
   * Indexes `options` whole, with their problems. With `buildOptions.large` (`largeTreeBuild`,
   * what an engine with `largeTreeFeature` builds with) the tree takes runs of plain leaves
   * without their bookkeeping and keeps compact sibling tables: a `LargeTree`, faster and lighter
   * past tens of thousands of options; without it every option is added one by one, which makes
   * the same tree.
   */
  static build<O>(
    options: unknown,
    fieldNames?: FieldNames | ResolvedFieldNames,
    buildOptions: BuildOptions<O> = {},
  ): BuildResult<O> {
    const large = buildOptions.large;
    const resolved = resolveFieldNames(fieldNames);
    const result = large
      ? large.walk<O>(options, resolved, buildOptions)
      : buildTree<O>(options, resolved, buildOptions);
    // `LargeBuild.tree` makes a `LargeTree`, a subclass: typed `object` there, below this class.
    const tree = large ? (large.tree(result) as Tree<O>) : new Tree<O>(result);
    return { tree, problems: result.problems };
  }

  static empty<O>(fieldNames?: FieldNames): Tree<O> {
    return new Tree<O>(buildTree<O>([], resolveFieldNames(fieldNames), {}));
  }

  // ---- structure ----

  roots(): readonly number[] {
    if (this.indexFirst) this.indexFirst(WHOLE);
    if (!this.rootList) this.rootList = this.collectSiblings(0, this.rootCount, this.nodeCount);
    return this.rootList;
  }

  /**
   * Index of `id` among its siblings (aria-posinset of huge columns): arithmetic where they are
   * all leaves, else in O(1) once their sibling list exists.
   */
  indexInParent(id: number): number {
    if (this.indexFirst) this.indexFirst(id);
    const parentId = this.parentIds[id];
    if (this.leavesOnly(parentId)) return id - parentId - 1;
    this.children(parentId);
    return this.siblingPositions![id];
  }

  /**
   * The child of `id` (`-1`: top level) at `index` among its siblings, or -1 past the last. A
   * column of leaves answers without its list of ids: a flat million options is one such column,
   * and listing it (a million-entry array) was a tenth of opening it.
   */
  childAt(id: number, index: number): number {
    if (this.indexFirst) this.indexFirst(id);
    if (index < 0 || index >= this.childCount(id)) return -1;
    return this.leavesOnly(id) ? id + 1 + index : this.children(id)[index];
  }

  /**
   * Whether every child of `id` (`-1`: top level) is a leaf of the index (no children of its own),
   * so that they are the ids right after it, one apart: child `i` is `id + 1 + i`.
   */
  private leavesOnly(id: number): boolean {
    return id < 0 ? this.rootCount === this.nodeCount : this.subtreeEnd[id] - id - 1 === this.childCounts[id];
  }

  /** Child ids of `id`; `-1` means the top level. */
  children(id: number): readonly number[] {
    if (this.indexFirst) this.indexFirst(WHOLE);
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
    // Not `??=`: on a name the build shortens, that becomes a keyed write.
    let positions = this.siblingPositions;
    if (!positions) this.siblingPositions = positions = new Int32Array(this.nodeCount);
    let n = 0;
    for (let c = first; c < stop && n < count; c = this.subtreeEnd[c]) {
      positions[c] = n;
      list[n++] = c;
    }
    return list;
  }

  childCount(id: number): number {
    if (this.indexFirst) this.indexFirst(id);
    return id < 0 ? this.rootCount : this.childCounts[id];
  }
  parentOf(id: number): number {
    if (this.indexFirst) this.indexFirst(id);
    return this.parentIds[id];
  }
  /** From the parent's depth (`TreeColumns.depth`, by slot: every node of a plain tree has its own). */
  depthOf(id: number): number {
    if (this.indexFirst) this.indexFirst(id);
    const parentId = this.parentIds[id];
    return parentId < 0 ? 0 : this.nodeSources.slotDepths[this.nodeSources.nodeSlot[parentId]] + 1;
  }

  // ---- node facts ----

  optionOf(id: number): O {
    if (this.indexFirst) this.indexFirst(id);
    return this.indexedOption(id);
  }
  valueOf(id: number): OptionValue {
    if (this.indexFirst) this.indexFirst(id);
    return this.indexedValue(id);
  }
  /** @internal `optionOf` of an indexed tree: every node of a plain tree has its own entry. */
  protected indexedOption(id: number): O {
    return this.nodeSources.slotOptions[this.nodeSources.nodeSlot[id]];
  }
  /** @internal `valueOf` of an indexed tree (see `option`). */
  protected indexedValue(id: number): OptionValue {
    return this.nodeSources.slotValues[this.nodeSources.nodeSlot[id]];
  }

  /**
   * @internal The problems of options found unreadable since the last call: only a large tree
   * reads options again after its build (`LargeTree`), so a plain one has none.
   */
  takeReadProblems(): readonly Problem[] {
    return NO_PROBLEMS;
  }
  /**
   * The option's label, read when asked (it may be a node the adapter renders). A label that can
   * no longer be read (its getter throws now) gives the value instead (nothing, for an option
   * unreadable since the build: never NaN), and a key every object inherits (`toString`) counts
   * only as an own property.
   */
  labelOf(id: number): unknown {
    if (this.indexFirst) this.indexFirst(id);
    return this.labelOfOption(this.indexedOption(id), id);
  }
  /** The label as text, for search, typeahead and announcements; falls back to `title`, then the value. */
  textOf(id: number): string {
    if (this.indexFirst) this.indexFirst(id);
    return this.textOfOption(this.indexedOption(id), id);
  }
  /**
   * @internal The label of `option`, node `id`'s or (id -1) one found in the options before they
   * are indexed, whose value is `given`: the value stands in where it cannot be read (and is only
   * read then).
   */
  labelOfOption(option: O, id: number, given?: OptionValue): unknown {
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
    const value = id >= 0 ? this.indexedValue(id) : given;
    return Number.isNaN(value) ? undefined : value;
  }
  /** @internal `textOf` of `option` (see `labelOfOption`). */
  textOfOption(option: O, id: number, given?: OptionValue): string {
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
    if (this.indexFirst) this.indexFirst(id);
    return (this.nodeFlags[id] & LEAF) !== 0;
  }
  /**
   * A branch whose children `loadData` must still fetch: one (`isLeaf: false`) with no children
   * yet, or a partial one, whose only children so far were added along a path from outside the
   * loader (`loadPath`, a remote search).
   */
  isUnloaded(id: number): boolean {
    if (this.indexFirst) this.indexFirst(id);
    return (this.nodeFlags[id] & (UNLOADED | PARTIAL)) !== 0;
  }
  /** A branch with some children known (added along a path) and its full list still to load. */
  isPartial(id: number): boolean {
    if (this.indexFirst) this.indexFirst(id);
    return (this.nodeFlags[id] & PARTIAL) !== 0;
  }
  /** Disabled itself or below a disabled ancestor. */
  isDisabled(id: number): boolean {
    if (this.indexFirst) this.indexFirst(id);
    return (this.nodeFlags[id] & PATH_DISABLED) !== 0;
  }
  /**
   * A repeat of an earlier sibling's value (reported as `duplicate-value`): a disabled leaf shown
   * in its place, whose children (if it has any) are not indexed. It is no option: its value path
   * is the first occurrence's (`find` and every event by path reach that one), it is never a
   * search result, and checks and the keyboard pass it by as they pass any disabled node.
   */
  isDuplicate(id: number): boolean {
    if (this.indexFirst) this.indexFirst(id);
    return (this.nodeFlags[id] & DUPLICATE) !== 0;
  }

  // ---- paths ----

  pathIds(id: number): number[] {
    if (this.indexFirst) this.indexFirst(id);
    const ids: number[] = [];
    for (let n = id; n >= 0; n = this.parentIds[n]) ids.push(n);
    return ids.reverse();
  }
  path(id: number): ValuePath {
    return this.pathIds(id).map((n) => this.indexedValue(n));
  }

  /** The child of `parentId` (`-1`: top level) with this value, or -1. */
  childByValue(parentId: number, value: OptionValue): number {
    if (this.indexFirst) this.indexFirst(WHOLE);
    const count = this.childCount(parentId);
    // No children (a branch still to load): no list of them is made, nor kept (a remote answer's
    // 20,000 paths each looked below their own unloaded branch, an empty list per branch).
    if (count === 0) return -1;
    if (count <= SCAN_SIBLINGS) {
      // A short list (never given a table) is walked from one sibling to the next by their subtree ends: no list of its
      // ids is made, nor kept (a remote answer's 20,000 paths each looked below their own branch,
      // a list per branch; a `loadPath` answer 10,000 levels deep, a list per level).
      const end = this.subtreeEnd;
      for (let c = parentId + 1, k = 0; k < count; k++, c = end[c])
        if (this.indexedValue(c) === value) return c;
      return -1;
    }
    return this.lookUp(parentId, count, value);
  }

  /**
   * @internal The child of `parentId`, which has more than a few (`count`), with this value, or
   * -1: from a table of their values, made on the first look-up (a large tree bisects values that
   * ascend first, and makes compact tables: `LargeTree`).
   */
  protected lookUp(parentId: number, count: number, value: OptionValue): number {
    let table = this.childTables.get(parentId);
    if (!table) {
      // A table of the values, sized for the list at once. By index: a column of leaves needs no
      // list of its ids.
      table = this.newTable(count);
      for (let i = 0; i < count; i++) {
        const c = this.childAt(parentId, i);
        // A duplicate is not recorded: the first occurrence is the option its value names.
        if (!(this.nodeFlags[c] & DUPLICATE)) table.claim(this.indexedValue(c), c, this);
      }
      this.childTables.set(parentId, table);
    }
    return table.find(value, this);
  }

  /**
   * @internal Node `id`'s value, as a sibling table reads it (`NodeValues`): the tree itself is
   * what its tables read, not an object with a closure of its own, which each table's optimised
   * code made a constant of, so that a full collection threw that code away with the tree (every
   * look-up of the next remote answer ran unoptimised until compiled again).
   */
  valueAt(id: number): OptionValue {
    return this.indexedValue(id);
  }

  /** @internal A table for a sibling list of `count` values: a Map here (`LargeTree`'s are compact). */
  protected newTable(count: number): SiblingTable {
    return mapTable(count, true);
  }

  /** Ids of the longest prefix of `path` that exists. */
  resolve(path: readonly OptionValue[] | null | undefined): number[] {
    if (!Array.isArray(path)) return [];
    // Made at the path's length and cut where the tree ends: a list grown from empty by a push
    // allocates room for 17 ids, and a remote answer resolves every one of its paths.
    const ids = new Array<number>(path.length);
    let found = 0;
    let parentId = -1;
    for (let i = 0; i < path.length; i++) {
      const id = this.childByValue(parentId, path[i]);
      if (id < 0) break;
      ids[found++] = id;
      parentId = id;
    }
    ids.length = found;
    return ids;
  }

  /** The node at exactly `path`, or -1. */
  find(path: readonly OptionValue[] | null | undefined): number {
    if (!Array.isArray(path) || path.length === 0) return -1;
    // No list of the ids on the way: a remote answer's results are each looked up once it joined.
    let id = -1;
    for (let i = 0; i < path.length; i++) {
      id = this.childByValue(id, path[i]);
      if (id < 0) return -1;
    }
    return id;
  }

  /** Options along `path` as far as they exist (rc-cascader's `selectedOptions`). */
  optionsOf(path: readonly OptionValue[]): O[] {
    return this.resolve(path).map((id) => this.indexedOption(id));
  }
}

/** @internal No problems: what `takeReadProblems` mostly returns, one frozen array for all. */
export const NO_PROBLEMS: readonly Problem[] = /* @__PURE__ */ Object.freeze([]);

/** @internal What `Tree.indexFirst` is asked for a read of the whole index. */
export const WHOLE = Number.POSITIVE_INFINITY;

/** What `buildTree` returns: the index, and the problems found in the input. */
export interface BuildResult<O> {
  /** The immutable index of the options. */
  tree: Tree<O>;
  /** Each problem found while walking the options, in tree order (see `maxProblemsPerCode`). */
  problems: Problem[];
}
