import { checkDisabledCount, columnsOf } from '../../tree/queries';
import { CHECK_DISABLED, type Tree } from '../../tree/tree';

/** What conduction needs to know about a tree's checkDisabled nodes, found in one pass per tree. */
export interface CheckShape {
  /** Per node: how many of its children take part in conduction (are not checkDisabled). */
  readonly enabledKids: Int32Array;
  /**
   * `disabledBefore[i]` = checkDisabled nodes among the ids below `i`, so a subtree has none when
   * its two ends agree; null when the tree has none at all.
   */
  readonly disabledBefore: Int32Array | null;
}

const cache = new WeakMap<Tree<unknown>, CheckShape>();

export function checkShapeOf<O>(tree: Tree<O>): CheckShape {
  let shape = cache.get(tree as Tree<unknown>);
  if (!shape) {
    shape = findShape(tree);
    cache.set(tree as Tree<unknown>, shape);
  }
  return shape;
}

/** Whether the ids `[from, to)` hold no checkDisabled node. */
export function isClean(shape: CheckShape, from: number, to: number): boolean {
  const before = shape.disabledBefore;
  return before === null || before[to] === before[from];
}

function findShape<O>(tree: Tree<O>): CheckShape {
  const { childCounts, parent, flags } = columnsOf(tree);
  // The common case costs nothing: with no checkDisabled node every child conducts.
  if (checkDisabledCount(tree) === 0) return { enabledKids: childCounts, disabledBefore: null };
  const size = tree.size;
  const enabledKids = new Int32Array(size);
  const disabledBefore = new Int32Array(size + 1);
  let disabled = 0;
  for (let id = 0; id < size; id++) {
    if ((flags[id] & CHECK_DISABLED) !== 0) disabled++;
    else if (parent[id] >= 0) enabledKids[parent[id]]++;
    disabledBefore[id + 1] = disabled;
  }
  return { enabledKids, disabledBefore };
}
