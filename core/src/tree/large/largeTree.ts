/**
 * The tree a build with the large-tree machinery makes (`largeTreeFeature`, `largeTreeBuild`): the
 * plain `Tree`'s query API over columns where most leaves have no entry of their own (run leaves,
 * read again from their parent's children array), with compact sibling tables, and indexed in
 * slices when it is lazy (`LargeTree.lazy`) or partial (the top-level preview). A subclass, so that
 * a lean engine's plain tree carries none of it.
 */
import { describeError, problem } from '../../problems/problems';
import type { FieldNames, OptionValue, Problem } from '../../types/types';
import type { IndexResult, LargeBuild } from '../build/buildOptions';
import type { SiblingTable } from '../build/frame';
import { buildTree, SLICE, startWalk } from '../build/walkTree';
import { type ResolvedFieldNames, resolveFieldNames } from '../fieldNames';
import { ASCENDING } from '../flags';
import { keepShape } from '../keepShape';
import { NO_PROBLEMS, Tree } from '../tree';
import type { TreeColumns } from '../treeColumns';
import { ascends } from '../valueRule';
import { type WalkStep, walkInSlices } from './largeWalk';
import { optionsAlong, UNREADABLE } from './readOption';
import { optionIn, valueIn } from './runColumns';
import { siblingValues } from './siblingValues';

/** Whether an empty large tree is kept for the class's shape (keepShape.ts; the constructor). */
let largeShapeKept = false;

/**
 * A tree built with the large-tree machinery. Every read of the index first completes what it
 * needs of a lazy tree's walk (`walk`, through `Tree.indexFirst`), so a lazy tree answers exactly as
 * an eager one, only later.
 */
export class LargeTree<O = unknown> extends Tree<O> {
  /** How many look-ups bisected each long list whose values ascend (`lookUp`). */
  private readonly bisections = new Map<number, number>();
  /**
   * The rest of the walk while a lazy tree (`LargeTree.lazy`) is not indexed yet; null once it is.
   * Every method that reads the index completes it first (`indexAll`), so a lazy tree answers
   * exactly as an eager one, only later; `optionsOf` and `labelsOf` answer from the options
   * themselves before.
   */
  private walk: WalkStep<O> | null = null;
  /**
   * A partial tree's columns as its walk fills them (`LargeTree.partial`): read as far as the walk
   * has got, which goes on as far as a read needs; null for every other tree.
   */
  private live: TreeColumns<O> | null = null;
  /** Run leaves found unreadable since the build (`lostOption`), each reported once. */
  private lostIds: Set<number> | null = null;
  /** Their problems, until the machine takes them (`takeReadProblems`). */
  private readProblems: Problem[] = [];

  /** @internal Use `Tree.build` with `largeTreeBuild`: the index a walk made, with its problems. */
  constructor(result: IndexResult<O>) {
    super(result);
    // A tree lives as long as the state that holds it: between two cascaders (or two benchmark
    // runs) none may be alive, and a full collection would drop the class's shape (keepShape.ts).
    // An empty one of each class is kept, not this one, which may hold a million options: the
    // plain class's too, whose empty trees every engine makes. A lean engine, which builds small
    // trees, keeps neither.
    if (!largeShapeKept) {
      largeShapeKept = true;
      keepShape(new LargeTree<O>(buildTree<O>([], resolveFieldNames(), {})));
      keepShape(Tree.empty());
    }
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
    fieldNames: FieldNames | ResolvedFieldNames | undefined,
    /** The large-tree machinery (largeBuild.ts: `LARGE_BUILD`). */
    large: LargeBuild,
    /** Options per slice (tests use tiny slices). */
    slice = SLICE,
  ): LargeTree<O> {
    const resolved = resolveFieldNames(fieldNames);
    const walk = walkInSlices(startWalk<O>(options, resolved, { large }), slice);
    const first = walk.next();
    if (first.done) return new LargeTree<O>(first.value);
    const roots = (Array.isArray(options) ? options : []) as readonly O[];
    return LargeTree.partial(roots, resolved, 0, null, () => walk.next());
  }

  /**
   * @internal A tree whose `walk` has indexed nothing yet, its top level's count known or 0. With
   * `live`, a tree of `rootCount` nodes (known beforehand, `countTopLevel`) whose walk fills those
   * columns and runs only as far as a read needs: the top-level preview (topLevelPreview.ts), whose
   * first rows are shown before the million after them are judged; only the reads of one node
   * index partly, any other completes it. Without, a lazy tree (`lazy`): any read completes it.
   */
  static partial<O>(
    options: readonly O[],
    fieldNames: ResolvedFieldNames,
    rootCount: number,
    live: TreeColumns<O> | null,
    walk: WalkStep<O>,
  ): LargeTree<O> {
    // An empty tree's columns stand in until the walk fills them (`indexThrough`, `adoptIndex`): nothing
    // reads them before, only the options and the top level's count.
    const { index } = buildTree<O>([], fieldNames, {});
    const tree = new LargeTree<O>({
      index: { ...index, options, nodeCount: rootCount, rootCount },
      problems: [],
    });
    tree.walk = walk;
    tree.live = live;
    // Every read of the index first indexes what it needs (`Tree.indexFirst`).
    tree.indexFirst = (id) => tree.indexThrough(id);
    return tree;
  }

  // ---- indexing in slices ----

  /** @internal Indexes one more slice of its walk; true once the index is complete. */
  indexStep(): boolean {
    const walk = this.walk;
    if (!walk) return true;
    const step = walk();
    if (step.done) this.adoptIndex(step.value);
    return step.done === true;
  }

  /**
   * Indexes what a read of node `id` needs: a partial tree (`LargeTree.partial`) walks on until it
   * has node `id` and reads its columns as they are; a lazy one completes its index.
   */
  private indexThrough(id: number): void {
    const live = this.live;
    if (!live) {
      while (!this.indexStep());
      return;
    }
    while (live.size <= id && !this.indexStep());
    // Done: `adoptIndex` took the whole index. Else the columns may have moved as they grew.
    if (this.walk && this.parentIds !== live.parentIds) {
      this.parentIds = live.parentIds;
      this.subtreeEnd = live.subtreeEnd;
      this.childCounts = live.childCounts;
      this.nodeFlags = live.nodeFlags;
      this.nodeSources = {
        nodeSlot: live.nodeSlot,
        slotOptions: live.slotOptions,
        slotValues: live.slotValues,
        slotItems: live.slotItems,
        slotDepths: live.slotDepths,
      };
    }
  }

  private adoptIndex(result: IndexResult<O>): void {
    this.walk = null;
    this.live = null;
    this.takeIndex(result);
  }

  // ---- node facts ----

  /**
   * `optionOf` of an indexed tree (`optionIn`: its own entry, or a run leaf's from its parent's
   * children). A children array that no longer reads (a Proxy revoked since) gives an empty
   * stand-in, reported (`lostOption`), not a throw in whatever render asked.
   */
  protected override indexedOption(id: number): O {
    try {
      return optionIn(this.nodeSources, this.parentIds, this.options, id);
    } catch (error) {
      this.lostOption(id, error);
      return UNREADABLE as O;
    }
  }
  /**
   * `valueOf` of an indexed tree (`valueIn`: a run leaf's is read from its option again). NaN is
   * what a run leaf whose value no longer reads stands for (the build accepted no NaN): reported.
   */
  protected override indexedValue(id: number): OptionValue {
    const value = valueIn(this.nodeSources, this.parentIds, this.options, this.fieldNames.value, id);
    if (Number.isNaN(value)) this.lostOption(id, null);
    return value;
  }

  /**
   * Notes a run leaf that stopped reading after the build (a getter or Proxy that throws now, an
   * option changed in place to hold no valid value): the tree keeps no copy of it, so it stands
   * for no option from now on, which the app hears of once (`takeReadProblems`).
   */
  private lostOption(id: number, error: unknown): void {
    // Not `??=`: on a name the build shortens, that becomes a keyed write.
    let lost = this.lostIds;
    if (!lost) this.lostIds = lost = new Set();
    if (lost.has(id)) return;
    lost.add(id);
    const parentId = this.parentIds[id];
    const at =
      parentId < 0
        ? `options[${~this.nodeSources.nodeSlot[id]}]`
        : `${this.fieldNames.children}[${~this.nodeSources.nodeSlot[id]}] of ${JSON.stringify(this.path(parentId))}`;
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
   * The problems of options found unreadable since the last call (`lostOption`), each once: the
   * machine reports them after the event that read them (or the next one, for a render).
   */
  override takeReadProblems(): readonly Problem[] {
    return this.readProblems.length === 0 ? NO_PROBLEMS : this.readProblems.splice(0);
  }
  /**
   * Bisection where the values ascend: a table of a flat million values took a second to build.
   * Until the list has been searched so often that a table costs less: a remote answer's 20,000
   * paths, each through its own top-level option, bisected 20,000 of them twice over.
   */
  protected override lookUp(parentId: number, count: number, value: OptionValue): number {
    if (
      !this.childTables.has(parentId) &&
      (parentId < 0 ? this.rootAscending : (this.nodeFlags[parentId] & ASCENDING) !== 0)
    ) {
      const bisected = (this.bisections.get(parentId) ?? 0) + 1;
      if (bisected * 8 < count) {
        this.bisections.set(parentId, bisected);
        return this.bisect(parentId, count, value);
      }
    }
    return super.lookUp(parentId, count, value);
  }

  /**
   * Out of order (or searched often): a compact table of the values (siblingValues.ts). A Map did
   * this before: the first look-up in a flat million values in random order took 0.4 s and kept
   * 37 MB on the garbage-collected heap; this is half the time and 16 MB of integers outside it
   * (tests/bench/unsortedColumn.ts).
   */
  protected override newTable(count: number): SiblingTable {
    return siblingValues(count, true);
  }

  /** The child of `parentId`, whose `count` children's values ascend, with this value, or -1. */
  private bisect(parentId: number, count: number, value: OptionValue): number {
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const id = this.childAt(parentId, middle);
      const held = this.indexedValue(id);
      if (held === value) return id;
      if (ascends(held, value)) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Options along `path` as far as they exist; before the index, read from the options themselves. */
  override optionsOf(path: readonly OptionValue[]): O[] {
    if (this.walk) {
      const found = optionsAlong<O>(this.options, path, this.fieldNames);
      if (found) return found;
    }
    return super.optionsOf(path);
  }
}
