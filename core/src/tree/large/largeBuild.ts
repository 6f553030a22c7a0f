import type { FieldNames } from '../../types/types';
import type { BuildOptions, LargeBuild } from '../build/buildOptions';
import { SLICE } from '../build/walkTree';
import type { ResolvedFieldNames } from '../fieldNames';
import { type BuildResult, Tree } from '../tree';
import { LargeTree } from './largeTree';
import { walkLarge } from './largeWalk';
import { RunColumns } from './runColumns';
import { siblingValues } from './siblingValues';

/**
 * The large-tree machinery of a build, which `largeTreeFeature` hands the engine (and the tools
 * that index whole files: `validateOptions`, the CLI; `largeTreeBuild` for anyone's `Tree.build`):
 * runs of plain leaves read again from their children arrays instead of kept, sibling tables of
 * hashes in typed arrays instead of Maps, and a `LargeTree` that reads them. A build without it
 * makes the same tree.
 */
export const LARGE_BUILD: LargeBuild = {
  walk: walkLarge,
  columns: (capacity, roots, valueKey) => new RunColumns(capacity, roots, valueKey),
  table: siblingValues,
  tree: (result) => new LargeTree(result),
};

/**
 * A large tree indexed in slices (`LargeTree.lazy`): the first few thousand options now, the rest
 * when first needed or in the background. What `largeTreeFeature` builds when nothing is loaded.
 */
export const lazyLargeTree = <O>(
  options: unknown,
  fieldNames?: FieldNames | ResolvedFieldNames,
  /** Options per slice (tests use tiny slices). */
  slice = SLICE,
): LargeTree<O> => LargeTree.lazy<O>(options, fieldNames, LARGE_BUILD, slice);

/**
 * `Tree.build` with the large-tree machinery: the same tree, built faster and lighter past tens of
 * thousands of options (runs of plain leaves are read again from their children arrays, long
 * sibling lists get compact tables). `Tree.build` alone adds every option one by one, which is
 * all a small tree needs and keeps this code out of a bundle that does not ask for it.
 */
export function buildLargeTree<O>(
  options: unknown,
  fieldNames?: FieldNames | ResolvedFieldNames,
  buildOptions: BuildOptions<O> = {},
): BuildResult<O> {
  return Tree.build<O>(options, fieldNames, { ...buildOptions, large: LARGE_BUILD });
}
