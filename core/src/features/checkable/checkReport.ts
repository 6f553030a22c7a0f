import { endOf, isCheckDisabled } from '../../tree/queries';
import type { Tree } from '../../tree/tree';
import type { ShowCheckedStrategy } from '../../types/types';
import { covers, reportsBelow } from './checkConduct';
import { CHECKED, type CheckArrays, field, KIDS_CHECKED, MARK, SUBTREE } from './checkStorage';

/**
 * The checked nodes a value reports, ordered by depth, then tree order.
 *
 * - strictly: every checked node (no conduction, so none follows from another).
 * - SHOW_PARENT: a checked node unless its parent covers it (both take part in conduction and the
 *   parent is checked). A checkDisabled node is never covered, and its checked children are not
 *   either, since conduction does not pass through it.
 * - SHOW_CHILD: a checked node none of whose conducting children is checked, and every checked
 *   checkDisabled node.
 *
 * Both keep every checkDisabled value: feeding the report back through `checksFromValue` gives the
 * same checked set. (rc-cascader only protects `disabled` nodes, so a checked `disableCheckbox` node
 * can be lost on the way back.)
 *
 * Output-sensitive: the walk enters a subtree only when its counters say it holds a reported node.
 */
export function reportedIds<O>(
  tree: Tree<O>,
  a: CheckArrays,
  strategy: ShowCheckedStrategy,
  strictly: boolean,
): number[] {
  const showParent = !strictly && strategy === 'SHOW_PARENT';
  const found: number[] = [];
  const stack: number[] = [];
  const kids: number[] = [];
  pushChildren(-1);
  while (stack.length > 0) {
    const id = stack.pop()!;
    const checked = (field(a, id, MARK) & CHECKED) !== 0;
    if (checked && isReported(id)) found.push(id);
    const descend = showParent ? reportsBelow(tree, a, id) > 0 : field(a, id, SUBTREE) > (checked ? 1 : 0);
    if (descend) pushChildren(id);
  }
  return byDepth(tree, found);

  function isReported(id: number): boolean {
    if (strictly || isCheckDisabled(tree, id)) return true;
    if (showParent) {
      const parent = tree.parentOf(id);
      return parent < 0 || !covers(tree, a, parent);
    }
    return field(a, id, KIDS_CHECKED) === 0;
  }

  /** Children worth visiting, pushed in reverse so they pop in tree order. */
  function pushChildren(id: number): void {
    kids.length = 0;
    const stop = id < 0 ? tree.size : endOf(tree, id);
    const parentCovers = showParent && id >= 0 && covers(tree, a, id);
    for (let c = id + 1; c < stop; c = endOf(tree, c)) {
      const worth = showParent
        ? ((field(a, c, MARK) & CHECKED) !== 0 && !(parentCovers && !isCheckDisabled(tree, c))) ||
          reportsBelow(tree, a, c) > 0
        : field(a, c, SUBTREE) > 0;
      if (worth) kids.push(c);
    }
    for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]);
  }
}

/** A stable counting sort by depth of ids given in tree order. */
function byDepth<O>(tree: Tree<O>, ids: number[]): number[] {
  let maxDepth = 0;
  for (const id of ids) maxDepth = Math.max(maxDepth, tree.depthOf(id));
  const next = new Int32Array(maxDepth + 2);
  for (const id of ids) next[tree.depthOf(id) + 1]++;
  for (let d = 1; d < next.length; d++) next[d] += next[d - 1];
  const sorted: number[] = new Array(ids.length);
  for (const id of ids) sorted[next[tree.depthOf(id)]++] = id;
  return sorted;
}
