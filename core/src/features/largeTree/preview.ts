/**
 * The first column of a large tree shown before its index is done (tree/large/topLevelPreview.ts).
 * An open right after mounting a million options, before the background index had passed them,
 * indexed the rest in its own task. While all that is shown is the top level and nothing asks for
 * more, the state's tree is a preview of the top level alone, judged as the whole walk judges it;
 * the lazy tree it stands for keeps indexing in the background. Every event is handled with the
 * lazy tree back in its place (machine/transition.ts `withoutPreview`), so it acts exactly as it
 * would have: what needs the index builds it then, as before. The problems of the walk are
 * reported once it is done (machine/derive.ts `reportIndexed`), not by the open.
 */
import type { CascaderState } from '../../machine/types';
import { valuePaths } from '../../machine/value';
import { topLevelPreview } from '../../tree/large/topLevelPreview';
import type { Tree } from '../../tree/tree';

/**
 * Whether the open popup shows nothing but the top level of a tree not indexed yet: no value to
 * open the path of, no search, no checks (their state needs the whole tree), nothing entered.
 */
export function showsTopLevelOnly<O>(state: CascaderState<O>): boolean {
  return (
    !state.tree.isIndexed() &&
    !state.props.checkable &&
    state.searchValue === '' &&
    state.activePath.length === 0 &&
    state.entered === null &&
    state.collapsed === null &&
    state.loading.size === 0 &&
    valuePaths(state.value).length === 0
  );
}

/** The preview of the open popup's lazy tree when it shows only the top level; else undefined. */
export const previewTree = <O>(state: CascaderState<O>): Tree<O> | undefined =>
  showsTopLevelOnly(state) ? topLevelPreview(state.tree) : undefined;
