import type { Tree } from './tree';

/** What conduction needs to know about a tree's checkDisabled nodes, found in one pass per tree. */
export interface CheckShape {
  /** Per node: how many of its children take part in conduction (are not checkDisabled). */
  readonly enabledKids: Int32Array;
  /** `disabledBefore[i]` = checkDisabled nodes among the ids below `i`: a subtree has none when
   * its two ends agree. */
  readonly disabledBefore: Int32Array;
}

const cache = new WeakMap<Tree<unknown>, CheckShape>();

export function checkShapeOf<O>(tree: Tree<O>): CheckShape {
  let shape = cache.get(tree as Tree<unknown>);
  if (!shape) {
    const enabledKids = new Int32Array(tree.size);
    const disabledBefore = new Int32Array(tree.size + 1);
    let disabled = 0;
    for (let id = 0; id < tree.size; id++) {
      if (tree.isCheckDisabled(id)) disabled++;
      else {
        const parent = tree.parentOf(id);
        if (parent >= 0) enabledKids[parent]++;
      }
      disabledBefore[id + 1] = disabled;
    }
    shape = { enabledKids, disabledBefore };
    cache.set(tree as Tree<unknown>, shape);
  }
  return shape;
}
