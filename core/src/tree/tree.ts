/**
 * The query API of an option tree: `Tree` answers what the machine and the views ask (a node's
 * children, value, label, flags, path), reading the typed columns a walk made. Over 500 lines for
 * a reason: the accessors are methods of one class that read its columns directly, because every
 * render and keystroke calls them per row, and an object between them would be a second load per
 * read. What is not a query lives elsewhere: the walk that builds the columns (build/), the
 * large-tree machinery (large/: run leaves, sibling tables, background indexing), reading options
 * as the build does (readOption.ts), path keys (pathKeys.ts) and node flags (flags.ts).
 */
import { describeError, problem } from '../problems/problems';
import type { FieldNames, OptionValue, Problem, ValuePath } from '../types/types';
import type { BuildOptions, IndexResult, LargeBuild, TreeIndex } from './build/buildOptions';
import { mapTable, type SiblingTable } from './build/frame';
import { buildTree, SLICE, type WalkStep, walkTree } from './build/walkTree';
import { type ResolvedFieldNames, resolveFieldNames } from './fieldNames';
import {
  ASCENDING,
  CHECK_DISABLED,
  DUPLICATE,
  LEAF,
  OWN_DISABLED,
  PARTIAL,
  PATH_DISABLED,
  SCAN_SIBLINGS,
  UNLOADED,
} from './flags';
import { keepShape } from './keepShape';
import { LoadedChildren } from './loadedChildren';
import { NO_PROBLEMS, optionsAlong, UNREADABLE } from './readOption';
import { type NodeSources, optionIn, type TreeColumns, valueIn } from './treeColumns';
import { ascends } from './valueRule';

// What the rest of the core reads from the tree's module: the keys of a path, the build's options
// and limits, and the flag set check conduction skips.
export { type BuildOptions, MAX_NODES } from './build/buildOptions';
export { CHECK_DISABLED } from './flags';
export { PATH_KEY_SEPARATOR, pathId, toPathKey } from './pathKeys';

/** Whether an empty tree is kept for the class's shape (the constructor). */
let treeShapeKept = false;

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
  private readonly childTables = new Map<number, SiblingTable>();
  /** How many look-ups bisected each long list whose values ascend (`childByValue`). */
  private readonly bisections = new Map<number, number>();
  /** The node values, as a sibling table reads them. */
  private readonly values = { valueAt: (id: number) => this.value(id) };
  // Both set at construction, though first filled on use: a field added later gives the trees
  // that have it a second shape (a V8 map), and code that read both is slower and thrown away
  // when the trees of one shape are all collected.
  private rootList: readonly number[] | undefined = undefined;
  /** `positions[id]` = index of `id` among its siblings; filled per sibling list when it is built. */
  private positions: Int32Array | undefined = undefined;

  /**
   * The rest of the walk while a lazy tree (`Tree.lazy`) is not indexed yet; null once it is. Every
   * method that reads the index completes it first (`indexAll`), so a lazy tree answers exactly as an
   * eager one, only later; `optionsOf` and `labelsOf` answer from the options themselves before.
   */
  private walk: WalkStep<O> | null = null;
  /**
   * A partial tree's columns as its walk fills them (`Tree.partial`): read as far as the walk has
   * got, which goes on as far as a read needs; null for every other tree.
   */
  private live: TreeColumns<O> | null = null;
  /** A lazy tree's problems, known once it is indexed. */
  private walkProblems: Problem[] = [];
  /** Run leaves found unreadable since the build (`lostOption`), each reported once. */
  private lost: Set<number> | null = null;
  /** Their problems, until the machine takes them (`takeReadProblems`). */
  private readProblems: Problem[] = [];

  readonly options: readonly O[];
  readonly fieldNames: ResolvedFieldNames;
  /** The entries of `BuildOptions.loaded` that applied: those whose node is in the tree. */
  readonly loaded: LoadedChildren<O>;
  private count: number;
  /** Each node's option and value, or where to read them (`TreeColumns.slot`). */
  private sources: NodeSources<O>;
  private parent: Int32Array;
  private subtreeEnd: Int32Array;
  private childCounts: Int32Array;
  private flags: Uint8Array;
  private checkDisabled: number;
  /** How many options the top level holds. */
  private rootCount: number;
  /** How many nodes are duplicates (`DUPLICATE`); with none, nothing needs to look for them. */
  private duplicates: number;
  /** Whether the top level's values ascend (`ASCENDING`, for the top level). */
  private rootAscending: boolean;
  /** The large-tree machinery it was built with (`BuildOptions.large`): its tables, and its rebuilds'. */
  private readonly large: LargeBuild | undefined;

  /** @internal Use `Tree.build`: the index a walk made (`walkTree`). */
  constructor(index: TreeIndex<O>) {
    this.options = index.options;
    this.fieldNames = index.fieldNames;
    this.loaded = index.loaded;
    this.count = index.count;
    this.sources = index.sources;
    this.parent = index.parent;
    this.subtreeEnd = index.subtreeEnd;
    this.childCounts = index.childCounts;
    this.flags = index.flags;
    this.checkDisabled = index.checkDisabled;
    this.rootCount = index.rootCount;
    this.duplicates = index.duplicates;
    this.rootAscending = index.rootAscending;
    this.large = index.large;
    // A tree lives as long as the state that holds it: between two cascaders (or two benchmark
    // runs) none may be alive, and a full collection would drop the class's shape (keepShape.ts).
    // An empty one is kept, not this one, which may hold a million options.
    if (!treeShapeKept) {
      treeShapeKept = true;
      keepShape(Tree.empty());
    }
  }

  /** How many options the index holds. */
  get size(): number {
    if (this.walk) this.indexAll();
    return this.count;
  }

  /** @internal How many nodes are duplicates (`isDuplicate`); with none, passes over the tree need not look. */
  get duplicateCount(): number {
    if (this.walk) this.indexAll();
    return this.duplicates;
  }

  /** @internal How many nodes are checkDisabled; with none, check conduction needs no per-node bookkeeping. */
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
    /** The large-tree machinery (`BuildOptions.large`). */
    large?: LargeBuild,
  ): Tree<O> {
    const walk = walkTree<O>(options, resolveFieldNames(fieldNames), { large }, slice);
    const first = walk.next();
    if (first.done) {
      const tree = new Tree<O>(first.value.index);
      tree.walkProblems = first.value.problems;
      return tree;
    }
    const roots = (Array.isArray(options) ? options : []) as readonly O[];
    return Tree.unindexed(roots, resolveFieldNames(fieldNames), 0, () => walk.next(), null, large);
  }

  /** A tree whose `walk` has indexed nothing yet (`lazy`, `partial`), its top level's count known or 0. */
  private static unindexed<O>(
    options: readonly O[],
    fieldNames: ResolvedFieldNames,
    rootCount: number,
    walk: WalkStep<O>,
    live: TreeColumns<O> | null,
    large: LargeBuild | undefined,
  ): Tree<O> {
    const empty = new Int32Array(0);
    const tree = new Tree<O>({
      options,
      fieldNames,
      loaded: LoadedChildren.empty(),
      count: rootCount,
      sources: { slot: empty, option: [], value: [], items: [], depth: [] },
      parent: empty,
      subtreeEnd: empty,
      childCounts: empty,
      flags: new Uint8Array(0),
      checkDisabled: 0,
      rootCount,
      duplicates: 0,
      rootAscending: false,
      large,
    });
    tree.walk = walk;
    tree.live = live;
    return tree;
  }

  /** @internal Whether the index is complete (always, except for a lazy tree still on its way). */
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

  /**
   * Indexes what a read of node `id` needs: a partial tree (`Tree.partial`) walks on until it has
   * node `id` and reads its columns as they are; a lazy one completes its index.
   */
  private indexThrough(id: number): void {
    const live = this.live;
    if (!live) {
      this.indexAll();
      return;
    }
    while (live.size <= id && !this.indexStep());
    // Done: `adopt` took the whole index. Else the columns may have moved as they grew.
    if (this.walk && this.parent !== live.parent) {
      this.parent = live.parent;
      this.subtreeEnd = live.end;
      this.childCounts = live.childCounts;
      this.flags = live.flags;
      this.sources = {
        slot: live.slot,
        option: live.option,
        value: live.value,
        items: live.items,
        depth: live.depth,
      };
    }
  }

  /**
   * @internal A tree of `rootCount` nodes (known beforehand, `countTopLevel`) whose walk fills
   * `columns` and runs only as far as a read needs: the top-level preview (topLevelPreview.ts),
   * whose first rows are shown before the million after them are judged. Only the reads of one
   * node index partly; any other completes it.
   */
  static partial<O>(
    options: readonly O[],
    fieldNames: ResolvedFieldNames,
    rootCount: number,
    columns: TreeColumns<O>,
    walk: WalkStep<O>,
    large: LargeBuild,
  ): Tree<O> {
    return Tree.unindexed(options, fieldNames, rootCount, walk, columns, large);
  }

  private adopt({ index, problems }: IndexResult<O>): void {
    this.walk = null;
    this.live = null;
    this.walkProblems = problems;
    this.count = index.count;
    this.sources = index.sources;
    this.parent = index.parent;
    this.subtreeEnd = index.subtreeEnd;
    this.childCounts = index.childCounts;
    this.flags = index.flags;
    this.checkDisabled = index.checkDisabled;
    this.rootCount = index.rootCount;
    this.duplicates = index.duplicates;
    this.rootAscending = index.rootAscending;
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

  /**
   * Indexes `options` whole, with their problems. An engine with `largeTreeFeature` builds with
   * the large-tree machinery (`BuildOptions.large`: runs of plain leaves, compact sibling tables);
   * without it every option is added one by one, which makes the same tree.
   */
  static build<O>(
    options: unknown,
    fieldNames?: FieldNames | ResolvedFieldNames,
    buildOptions: BuildOptions<O> = {},
  ): BuildResult<O> {
    return built(buildTree<O>(options, resolveFieldNames(fieldNames), buildOptions));
  }

  static empty<O>(fieldNames?: FieldNames): Tree<O> {
    return new Tree<O>(buildTree<O>([], resolveFieldNames(fieldNames), {}).index);
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
    if (this.walk) this.indexThrough(id);
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
    // A partial tree's top level is its nodes, in order: child `index` is node `index`.
    if (this.walk && !(id < 0 && this.live)) this.indexThrough(id);
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
    // A partial tree knows its top level's count before its walk has got there (`Tree.partial`).
    if (this.walk && !(id < 0 && this.live)) this.indexThrough(id);
    return id < 0 ? this.rootCount : this.childCounts[id];
  }
  parentOf(id: number): number {
    if (this.walk) this.indexThrough(id);
    return this.parent[id];
  }
  /** From the parent's depth: only the nodes the walk adds one by one have one (`TreeColumns.depth`). */
  depthOf(id: number): number {
    if (this.walk) this.indexThrough(id);
    const parentId = this.parent[id];
    return parentId < 0 ? 0 : this.sources.depth[this.sources.slot[parentId]] + 1;
  }
  /** Exclusive end of `id`'s subtree in preorder. */
  endOf(id: number): number {
    if (this.walk) this.indexThrough(id);
    return this.subtreeEnd[id];
  }

  // ---- node facts ----

  optionOf(id: number): O {
    if (this.walk) this.indexThrough(id);
    return this.option(id);
  }
  valueOf(id: number): OptionValue {
    if (this.walk) this.indexThrough(id);
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
   * @internal
   * Whether node `id` stands for no option: a run leaf unreadable since the build (`lostOption`,
   * reported the first time). It is never a search result; the other rules keep it out of values
   * and loads by its NaN value (`namesLostOption`). Only run leaves are read again, so only a leaf
   * can be lost.
   */
  isUnreadable(id: number): boolean {
    if (this.walk) this.indexThrough(id);
    return this.sources.slot[id] < 0 && Number.isNaN(this.value(id));
  }
  /**
   * The option's label, read when asked (it may be a node the adapter renders). A label that can
   * no longer be read (its getter throws now) gives the value instead (nothing, for an option
   * unreadable since the build: never NaN), and a key every object inherits (`toString`) counts
   * only as an own property.
   */
  labelOf(id: number): unknown {
    if (this.walk) this.indexThrough(id);
    return this.labelOfOption(this.option(id), id);
  }
  /** The label as text, for search, typeahead and announcements; falls back to `title`, then the value. */
  textOf(id: number): string {
    if (this.walk) this.indexThrough(id);
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
    if (this.walk) this.indexThrough(id);
    return (this.flags[id] & LEAF) !== 0;
  }
  /**
   * A branch whose children `loadData` must still fetch: one (`isLeaf: false`) with no children
   * yet, or a partial one, whose only children so far were added along a path from outside the
   * loader (`loadPath`, a remote search).
   */
  isUnloaded(id: number): boolean {
    if (this.walk) this.indexThrough(id);
    return (this.flags[id] & (UNLOADED | PARTIAL)) !== 0;
  }
  /** A branch with some children known (added along a path) and its full list still to load. */
  isPartial(id: number): boolean {
    if (this.walk) this.indexThrough(id);
    return (this.flags[id] & PARTIAL) !== 0;
  }
  /** Disabled itself or below a disabled ancestor. */
  isDisabled(id: number): boolean {
    if (this.walk) this.indexThrough(id);
    return (this.flags[id] & PATH_DISABLED) !== 0;
  }
  isOwnDisabled(id: number): boolean {
    if (this.walk) this.indexThrough(id);
    return (this.flags[id] & OWN_DISABLED) !== 0;
  }
  /**
   * A repeat of an earlier sibling's value (reported as `duplicate-value`): a disabled leaf shown
   * in its place, whose children (if it has any) are not indexed. It is no option: its value path
   * is the first occurrence's (`find` and every event by path reach that one), it is never a
   * search result, and checks and the keyboard pass it by as they pass any disabled node.
   */
  isDuplicate(id: number): boolean {
    if (this.walk) this.indexThrough(id);
    return (this.flags[id] & DUPLICATE) !== 0;
  }
  /** Left out of check conduction: disabled (here or above) or `disableCheckbox`. */
  isCheckDisabled(id: number): boolean {
    if (this.walk) this.indexThrough(id);
    return (this.flags[id] & CHECK_DISABLED) !== 0;
  }

  // ---- paths ----

  pathIds(id: number): number[] {
    if (this.walk) this.indexThrough(id);
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
    if (this.walk) this.indexThrough(ancestor);
    return id >= ancestor && id < this.subtreeEnd[ancestor];
  }

  /** The child of `parentId` (`-1`: top level) with this value, or -1. */
  childByValue(parentId: number, value: OptionValue): number {
    if (this.walk) this.indexAll();
    const count = this.childCount(parentId);
    // No children (a branch still to load): no list of them is made, nor kept (a remote answer's
    // 20,000 paths each looked below their own unloaded branch, an empty list per branch).
    if (count === 0) return -1;
    if (count <= SCAN_SIBLINGS) {
      // A short list (never given a table) is walked from one sibling to the next by their subtree ends: no list of its
      // ids is made, nor kept (a remote answer's 20,000 paths each looked below their own branch,
      // a list per branch; a `loadPath` answer 10,000 levels deep, a list per level).
      const end = this.subtreeEnd;
      for (let c = parentId + 1, k = 0; k < count; k++, c = end[c]) if (this.value(c) === value) return c;
      return -1;
    }
    // Bisection where the values ascend: a table of a flat million values took a second to build.
    // Until the list has been searched so often that a table costs less: a remote answer's
    // 20,000 paths, each through its own top-level option, bisected 20,000 of them twice over.
    let table = this.childTables.get(parentId);
    if (!table && (parentId < 0 ? this.rootAscending : (this.flags[parentId] & ASCENDING) !== 0)) {
      const bisected = (this.bisections.get(parentId) ?? 0) + 1;
      if (bisected * 8 < count) {
        this.bisections.set(parentId, bisected);
        return this.bisect(parentId, count, value);
      }
    }
    if (!table) {
      // Out of order (or searched often): a table of the values, sized for the list at once. A Map did this before:
      // the first look-up in a flat million values in random order took 0.4 s and kept 37 MB on
      // the garbage-collected heap; this is half the time and 16 MB of integers outside it
      // (tests/bench/unsortedColumn.ts). By index: a column of leaves needs no list of its ids.
      table = (this.large?.table ?? mapTable)(count, true);
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

/** What `buildTree` returns: the index, and the problems found in the input. */
export interface BuildResult<O> {
  /** The immutable index of the options. */
  tree: Tree<O>;
  /** Each problem found while walking the options, in tree order (see `maxProblemsPerCode`). */
  problems: Problem[];
}

/** A finished walk as the public result of a build. */
const built = <O>({ index, problems }: IndexResult<O>): BuildResult<O> => ({
  tree: new Tree<O>(index),
  problems,
});
