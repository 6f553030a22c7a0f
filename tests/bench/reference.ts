/**
 * Plain reference implementations: the obvious algorithm, written for clarity, with no index,
 * no narrowing and no incremental counters. Property tests compare the real modules against
 * them; the benchmark reports how much faster the real ones are.
 */
import type { SearchOptions } from '../../core/src/features/search/search';
import { endOf, isCheckDisabled, pathOptions } from '../../core/src/tree/queries';
import type { Tree } from '../../core/src/tree/tree';
import type { ShowCheckedStrategy } from '../../core/src/types/types';

// ---- search: one full scan per keystroke, as rc-cascader does it ----

export function referenceSearch<O>(
  tree: Tree<O>,
  query: string,
  options: SearchOptions<O>,
): { results: number[]; total: number } {
  if (!query) return { results: [], total: 0 };
  const lower = query.toLowerCase();
  const matches: number[] = [];
  for (let id = 0; id < tree.size; id++) {
    if (options.candidates === 'leaves' && !tree.isLeaf(id)) continue;
    const keep = options.filter
      ? options.filter(query, pathOptions(tree, id), tree.fieldNames)
      : tree.pathIds(id).some((n) => tree.textOf(n).toLowerCase().includes(lower));
    if (keep) matches.push(id);
  }
  if (options.sort) {
    const sort = options.sort;
    const paths = new Map(matches.map((id) => [id, pathOptions(tree, id)]));
    matches.sort((a, b) => sort(paths.get(a)!, paths.get(b)!, query, tree.fieldNames));
  }
  const limit = options.limit;
  const results = limit === false || !(limit > 0) ? matches : matches.slice(0, limit);
  return { results, total: matches.length };
}

// ---- check: full recompute of the whole tree per toggle ----

/** Per node: 0 unchecked, 1 checked, 2 half-checked. */
export type Marks = Uint8Array;

/** Children that take part in conduction. (Walks ids rather than `tree.children`, whose cache would
 * hold a list per node of a million-node benchmark tree.) */
function conducting<O>(tree: Tree<O>, id: number): number[] {
  const kids: number[] = [];
  for (let c = id + 1; c < endOf(tree, id); c = endOf(tree, c)) if (!isCheckDisabled(tree, c)) kids.push(c);
  return kids;
}

/** Bottom-up over the whole tree: every conducting parent with conducting children is re-derived. */
function recomputeParents<O>(tree: Tree<O>, marks: Marks): void {
  for (let id = tree.size - 1; id >= 0; id--) {
    if (isCheckDisabled(tree, id)) continue;
    const kids = conducting(tree, id);
    if (kids.length === 0) continue;
    const all = kids.every((c) => marks[c] === 1);
    const some = kids.some((c) => marks[c] !== 0);
    marks[id] = all ? 1 : some ? 2 : 0;
  }
}

/** Marks every conducting node below `id` (checkDisabled subtrees are skipped). */
function markDown<O>(tree: Tree<O>, marks: Marks, id: number, mark: number): void {
  marks[id] = mark;
  for (const c of conducting(tree, id)) markDown(tree, marks, c, mark);
}

/** rc-tree's conductCheck(keys, true): conduct every given node down, then every parent up. */
export function referenceConduct<O>(tree: Tree<O>, given: Iterable<number>, strictly: boolean): Marks {
  const marks: Marks = new Uint8Array(tree.size);
  const ids = [...given];
  for (const id of ids) marks[id] = 1;
  if (strictly) return marks;
  for (const id of ids) if (!isCheckDisabled(tree, id)) markDown(tree, marks, id, 1);
  recomputeParents(tree, marks);
  return marks;
}

export function referenceToggle<O>(
  tree: Tree<O>,
  marks: Marks,
  id: number,
  checked: boolean,
  strictly: boolean,
): Marks {
  if (strictly || isCheckDisabled(tree, id)) {
    const next = marks.slice();
    next[id] = checked ? 1 : 0;
    return next;
  }
  if (checked) {
    const given = [id];
    for (let n = 0; n < tree.size; n++) if (marks[n] === 1) given.push(n);
    return referenceConduct(tree, given, false);
  }
  // rc-tree's conductCheck(keys, { checked: false }): clear the subtree, re-derive every parent.
  const next = marks.slice();
  markDown(tree, next, id, 0);
  recomputeParents(tree, next);
  return next;
}

/** The reported ids by the rules in check.ts's docs, by depth then tree order. */
export function referenceReport<O>(
  tree: Tree<O>,
  marks: Marks,
  strategy: ShowCheckedStrategy,
  strictly: boolean,
): number[] {
  const ids: number[] = [];
  for (let id = 0; id < tree.size; id++) {
    if (marks[id] !== 1) continue;
    if (strictly || isCheckDisabled(tree, id)) ids.push(id);
    else if (strategy === 'SHOW_PARENT') {
      const p = tree.parentOf(id);
      if (p < 0 || isCheckDisabled(tree, p) || marks[p] !== 1) ids.push(id);
    } else if (!conducting(tree, id).some((c) => marks[c] === 1)) ids.push(id);
  }
  return ids.sort((a, b) => tree.depthOf(a) - tree.depthOf(b) || a - b);
}
