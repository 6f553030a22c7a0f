import type { Tree } from './tree';

/**
 * Which tree a preview of the top level stands for (large/topLevelPreview.ts makes the previews).
 * Kept apart from the previews themselves: the machine asks of any tree whether it is one, and
 * which tree is behind it, while only an engine with `largeTreeFeature` ever makes one.
 */
const behind = new WeakMap<Tree<unknown>, Tree<unknown>>();

/** Notes that `preview` stands for the lazy tree `tree`. */
export function notePreview(preview: Tree<unknown>, tree: Tree<unknown>): void {
  behind.set(preview, tree);
}

/** The lazy tree a preview stands for; undefined for any other tree. */
export const behindPreview = <O>(tree: Tree<O>): Tree<O> | undefined =>
  behind.get(tree as Tree<unknown>) as Tree<O> | undefined;

/** The lazy tree a preview stands for; any other tree is itself. */
export const treeBehind = <O>(tree: Tree<O>): Tree<O> => behindPreview(tree) ?? tree;

/** Whether `tree` is a preview (`topLevelPreview`). */
export const isPreview = (tree: Tree<unknown>): boolean => behind.has(tree);
