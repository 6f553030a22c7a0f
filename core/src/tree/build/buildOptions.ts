import type { Problem } from '../../types/types';
import type { ResolvedFieldNames } from '../fieldNames';
import type { LoadedChildren } from '../loadedChildren';
import type { NodeSources, TreeColumns } from '../treeColumns';
import type { TableOf } from './frame';

/** What a build takes (`BuildOptions`, its limits) and what a walk returns (`TreeIndex`). */

/** How `buildTree` builds: children loaded from outside the options, and its limits. */
export interface BuildOptions<O> {
  /**
   * Children from outside the options (a Promise-style loader's, or added along paths), by the
   * value path of their node (`LoadedChildren.empty().with(path, { children })`): each applies to
   * the node at its path when that node has no children of its own.
   */
  loaded?: LoadedChildren<O>;
  /**
   * At most this many problems of each code are reported (a million bad options are not a million
   * warnings).
   * @defaultValue `20`
   */
  maxProblemsPerCode?: number;
  /**
   * The walk stops here with a `too-many-nodes` problem.
   * @defaultValue `MAX_NODES` (5,000,000)
   */
  maxNodes?: number;
  /**
   * @internal About how many nodes the tree will hold, when known (a rebuild that adds loaded
   * children to the tree before): room for them at once instead of doubling up to them.
   */
  expectedNodes?: number;
  /**
   * @internal The large-tree machinery (`largeTreeFeature`: large/largeBuild.ts): without it the
   * walk adds every option one by one and keeps long sibling lists' values in a Map, which is the
   * same tree, only slower and heavier past tens of thousands of options.
   */
  large?: LargeBuild;
}

/**
 * @internal What a build of a large tree walks with (large/largeBuild.ts): runs of plain leaves
 * taken without their options' bookkeeping, and compact tables of sibling values.
 */
export interface LargeBuild {
  /**
   * The whole walk over `input` with these field names, with the machinery's own loop (build/walkTree.ts's
   * pieces, run leaves taken at once: large/largeWalk.ts).
   */
  walk<O>(input: unknown, fieldNames: ResolvedFieldNames, options: BuildOptions<O>): IndexResult<O>;
  /**
   * The columns of a walk over `roots`, for `capacity` nodes at first, which read run leaves again
   * (large/runColumns.ts).
   */
  columns<O>(capacity: number, roots: readonly unknown[], valueKey: string): TreeColumns<O>;
  /** Makes the table of a long sibling list's values. */
  table: TableOf;
  /**
   * The tree of a finished walk: a `LargeTree` (large/largeTree.ts), which reads run leaves again.
   * Typed `object` here because the build sits below the `Tree` class (tree.ts casts it back).
   */
  tree<O>(result: IndexResult<O>): object;
}

/**
 * A tree that expands past this many nodes is cut there and reported: a children array shared by
 * many parents is expanded under each, so a few shared levels reach billions of nodes (a hang).
 * Five times the million-option trees this index is built and measured for.
 */
export const MAX_NODES = 5_000_000;
/** Past this many nodes, the build watches for children arrays it has expanded before. */
export const WATCH_SHARING_FROM = 100_000;
/** Nodes a build adds again below shared children arrays before it stops (about a second of work). */
export const MAX_SHARED_NODES = 500_000;

/**
 * What one walk over the options produced: the columns of the index, which a `Tree` wraps. A plain
 * record, so that the walk (tree/build) needs nothing of the `Tree` class that runs it.
 */
export interface TreeIndex<O> {
  options: readonly O[];
  fieldNames: ResolvedFieldNames;
  /** The entries of `BuildOptions.loaded` that applied: those whose node is in the tree (none given: undefined). */
  loaded: LoadedChildren<O> | undefined;
  nodeCount: number;
  /** Each node's option and value, or where to read them (`TreeColumns.slot`). */
  nodeSources: NodeSources<O>;
  parentIds: Int32Array;
  subtreeEnd: Int32Array;
  childCounts: Int32Array;
  nodeFlags: Uint8Array;
  checkDisabled: number;
  /** How many options the top level holds. */
  rootCount: number;
  /** How many nodes are duplicates (`DUPLICATE`); with none, nothing needs to look for them. */
  duplicateNodes: number;
  /** Whether the top level's values ascend (`ASCENDING`, for the top level). */
  rootAscending: boolean;
}

export interface IndexResult<O> {
  index: TreeIndex<O>;
  problems: Problem[];
}
