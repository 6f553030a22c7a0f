/**
 * Queries over a `Tree` that only some features (checking, search, loading) and apps make:
 * functions, not methods of the class, because a bundler cannot leave out a method a class
 * declares, and a single select that never asks them would carry them all. Each reads what the
 * tree's own methods read, completing a tree indexed in slices as far as it needs.
 */
import type { OptionValue } from '../types/types';
import { CHECK_DISABLED, OWN_DISABLED } from './flags';
import type { Tree } from './tree';

/** Exclusive end of `id`'s subtree in preorder (the subtree is the id range `[id, endOf(tree, id))`). */
export function endOf(tree: Tree, id: number): number {
  if (tree.indexFirst) tree.indexFirst(id);
  return tree.subtreeEnd[id];
}

/** Whether `ancestor` is `id` or above it. */
export function subtreeContains(tree: Tree, ancestor: number, id: number): boolean {
  return id >= ancestor && id < endOf(tree, ancestor);
}

/** Whether the option itself is `disabled` (`Tree.isDisabled`: itself or below a disabled ancestor). */
export function isOwnDisabled(tree: Tree, id: number): boolean {
  if (tree.indexFirst) tree.indexFirst(id);
  return (tree.nodeFlags[id] & OWN_DISABLED) !== 0;
}

/** Left out of check conduction: disabled (here or above) or `disableCheckbox`. */
export function isCheckDisabled(tree: Tree, id: number): boolean {
  if (tree.indexFirst) tree.indexFirst(id);
  return (tree.nodeFlags[id] & CHECK_DISABLED) !== 0;
}

/**
 * Whether node `id` stands for no option: a run leaf of a large tree unreadable since the build
 * (`LargeTree.lostOption`, reported the first time), which reads as NaN. It is never a search
 * result; the other rules keep it out of values and loads by its NaN value (`namesLostOption`).
 * A plain tree keeps every option it indexed, whose value its build accepted: never NaN.
 */
export function isUnreadable(tree: Tree, id: number): boolean {
  return Number.isNaN(tree.valueOf(id));
}

/** The options from the top level down to `id`. */
export function pathOptions<O>(tree: Tree<O>, id: number): O[] {
  return tree.pathIds(id).map((n) => tree.optionOf(n));
}

/**
 * Labels along `path` (`Tree.labelOf`); values that are not in the options stay as their raw
 * value (`not / exist`). A large tree not indexed yet reads them from the options (`optionsOf`).
 */
export function labelsOf(tree: Tree, path: readonly OptionValue[]): unknown[] {
  const options = tree.optionsOf(path);
  return path.map((value, i) => (i < options.length ? tree.labelOfOption(options[i], -1, value) : value));
}

/** `labelsOf` as text (`Tree.textOf`); the raw values where the options lack the path. */
export function textsOf(tree: Tree, path: readonly OptionValue[]): string[] {
  const options = tree.optionsOf(path);
  return path.map((value, i) =>
    i < options.length ? tree.textOfOption(options[i], -1, value) : String(value),
  );
}

/**
 * @internal The typed columns themselves, read only, for passes over the whole tree (completing
 * its index): a loop over them stays fast even before the optimiser has compiled it, where a
 * method call per node does not (the first check of a 100k-node subtree ran its setup in the
 * interpreter).
 */
export function columnsOf(tree: Tree): {
  readonly end: Int32Array;
  readonly childCounts: Int32Array;
  readonly parent: Int32Array;
  readonly flags: Uint8Array;
} {
  tree.indexAll();
  return {
    end: tree.subtreeEnd,
    childCounts: tree.childCounts,
    parent: tree.parentIds,
    flags: tree.nodeFlags,
  };
}

/** @internal How many nodes are duplicates (`isDuplicate`); with none, passes over the tree need not look. */
export function duplicateCount(tree: Tree): number {
  tree.indexAll();
  return tree.duplicateNodes;
}

/** @internal How many nodes are checkDisabled; with none, check conduction needs no per-node bookkeeping. */
export function checkDisabledCount(tree: Tree): number {
  tree.indexAll();
  return tree.checkDisabled;
}
