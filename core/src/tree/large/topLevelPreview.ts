import { type Walk, walkTree } from '../build/walkTree';
import { Tree } from '../tree';

/**
 * The first column of a tree not indexed yet. Node ids are positions in a depth-first walk, so a
 * lazy tree (`Tree.lazy`) can list its top level only once the walk has passed every top-level
 * option: when the first of them holds a million, an open before the background index is done
 * paid for the whole walk (395 ms at a phone's speed, for a million roots and a million below the
 * first). A preview is a tree of the top level alone, judged exactly as the whole walk judges it
 * (the same options accepted, the same duplicates, flags, labels and order), with nothing indexed
 * below: the machine shows it while only the first column is open and nothing needs more
 * (machine/preview.ts), and the lazy tree it stands for takes its place as soon as something does.
 * Its ids are its own: only a render of that state reads them; the state holds value paths.
 */

/** A preview on its way (its walk, a slice at a time) or done, per lazy tree. */
interface Preview<O> {
  walk: Walk<O> | null;
  tree: Tree<O> | null;
}

const previews = new WeakMap<Tree<unknown>, Preview<unknown>>();
/** The lazy tree behind each preview. */
const behind = new WeakMap<Tree<unknown>, Tree<unknown>>();

function previewOf<O>(tree: Tree<O>): Preview<O> {
  let preview = previews.get(tree as Tree<unknown>) as Preview<O> | undefined;
  if (!preview) {
    // Its problems are the whole walk's, reported once that is done (derive.ts reportIndexed).
    preview = { walk: walkTree<O>(tree.options, tree.fieldNames, {}, undefined, true), tree: null };
    previews.set(tree as Tree<unknown>, preview as Preview<unknown>);
  }
  return preview;
}

/**
 * One slice of the preview of a lazy tree (the background work does these first, so that an
 * open soon after mounting finds it ready); true once it is done, or not needed (the tree is
 * indexed: then nothing is kept).
 */
export function previewStep<O>(tree: Tree<O>): boolean {
  if (tree.isIndexed()) {
    previews.delete(tree as Tree<unknown>);
    return true;
  }
  const preview = previewOf(tree);
  if (!preview.walk) return true;
  const step = preview.walk.next();
  if (!step.done) return false;
  preview.walk = null;
  preview.tree = new Tree<O>(step.value.index);
  behind.set(preview.tree as Tree<unknown>, tree as Tree<unknown>);
  return true;
}

/**
 * One step of the background work on a lazy tree: its preview first, then its whole walk; true
 * once the walk is done, when the preview (the top level's columns: 17 MB for a million) is let go.
 */
export function backgroundStep<O>(tree: Tree<O>): boolean {
  if (!previewStep(tree) || !tree.indexStep()) return false;
  previews.delete(tree as Tree<unknown>);
  return true;
}

/** The preview of a lazy tree not indexed yet, completed now where the background has not. */
export function topLevelPreview<O>(tree: Tree<O>): Tree<O> {
  if (tree.isIndexed()) return tree;
  while (!previewStep(tree));
  return previewOf(tree).tree!;
}

/** The lazy tree a preview stands for; any other tree is itself. */
export function treeBehind<O>(tree: Tree<O>): Tree<O> {
  return (behind.get(tree as Tree<unknown>) as Tree<O> | undefined) ?? tree;
}

/** Whether a preview of `tree` is kept (made or on its way). */
export const keepsPreview = (tree: Tree<unknown>): boolean => previews.has(tree);

/** Whether `tree` is a preview (`topLevelPreview`). */
export const isPreview = (tree: Tree<unknown>): boolean => behind.has(tree);
