import type { LoadedChildren, LoadedEntry, OptionValue } from '../types/types';
import { pathId, type Tree } from './tree';

/**
 * Two answers gave the same path's option with different labels (`path` is the option's value
 * path): the first stays, and the caller reports that the second's label is not shown.
 */
export type OnConflict<O> = (path: OptionValue[], kept: O, dropped: O) => void;

/**
 * Adds the options along one path (from `loadPath`, or a remote search result) to the loaded
 * children, so the path's nodes exist in the tree: its labels show and its columns open. Each
 * node along it that the tree does not know fully gets the next option as a *partial* child: the
 * node stays to be loaded, so opening it still asks `loadData` for the whole list, which then
 * replaces the partial one (what was added below is keyed by path, so it stays). Nothing loaded
 * is replaced: a node whose children are known (its own, or a full `loadData` answer) is left
 * as it is. Returns the same map when nothing was added. An option a partial list already holds
 * (an earlier path of the answer, or of an earlier answer) is kept; when the new one's label
 * differs, `onConflict` hears of it, so that label is not lost without a word.
 *
 * `options[0]` must be a top-level option of the tree (the app's own); the caller checks that
 * the options' values are the path's.
 */
export function withPartialPath<O>(
  loaded: LoadedChildren<O>,
  tree: Tree<O>,
  options: readonly O[],
  onConflict?: OnConflict<O>,
): LoadedChildren<O> {
  const { value: valueKey, label: labelKey } = tree.fieldNames;
  const valueIn = (option: O) => (option as Record<string, unknown>)[valueKey] as OptionValue;
  const labelIn = (option: O) => (option as Record<string, unknown>)[labelKey];
  const path = options.map(valueIn);
  let next: Map<string, LoadedEntry<O>> | null = null;
  for (let depth = 0; depth + 1 < options.length; depth++) {
    const parentPath = path.slice(0, depth + 1);
    const parentId = tree.find(parentPath);
    // Known in full already: the path's next node is there, or the path is not in the options.
    if (parentId >= 0 && !tree.isUnloaded(parentId)) continue;
    const key = pathId(parentPath);
    const entry = (next ?? loaded).get(key);
    if (entry && !entry.partial) continue;
    const child = options[depth + 1];
    const known = entry?.children ?? [];
    const same = known.find((o) => valueIn(o) === valueIn(child));
    if (same !== undefined) {
      if (onConflict && !Object.is(labelIn(same), labelIn(child)))
        onConflict(path.slice(0, depth + 2), same, child);
      continue;
    }
    next ??= new Map(loaded);
    next.set(key, { path: parentPath, children: [...known, child], partial: true });
  }
  return next ?? loaded;
}
