import type { LoadedChildren, LoadedEntry, OptionValue } from '../types/types';
import { pathId, type Tree } from './tree';

/**
 * Two answers gave the same path's option with different labels (`path` is the option's value
 * path): the first stays, and the caller reports that the second's label is not shown.
 */
export type OnConflict<O> = (path: OptionValue[], kept: O, dropped: O) => void;

/** One path of an answer: its options, and their values as the caller read them (once). */
export interface PartialPath<O> {
  options: readonly O[];
  values: readonly OptionValue[];
  /** The tree's nodes along `values`, as far as it has them (`tree.resolve(values)`). */
  ids: readonly number[];
}

/** A partial list an answer touched: its copy, written in place, and its values' options. */
interface TouchedList<O> {
  children: O[];
  byValue: Map<OptionValue, O>;
  /** Where the list belongs (its node's path is `values.slice(0, depth + 1)`). */
  depth: number;
  values: readonly OptionValue[];
  /** Whether an option was added, so that the map holds the copy. */
  added: boolean;
}

/**
 * Adds the options along paths (from `loadPath`, or a remote search's results) to the loaded
 * children, so the paths' nodes exist in the tree: their labels show and their columns open. Each
 * node along a path that the tree does not know fully gets the next option as a *partial* child:
 * the node stays to be loaded, so opening it still asks `loadData` for the whole list, which then
 * replaces the partial one (what was added below is keyed by path, so it stays). Nothing loaded
 * is replaced: a node whose children are known (its own, or a full `loadData` answer) is left
 * as it is. Returns the same map when nothing was added. An option a partial list already holds
 * (an earlier path of the answer, or of an earlier answer) is kept; when the new one's label
 * differs, `onConflict` hears of it, so that label is not lost without a word.
 *
 * All the paths of one answer join at once, in time linear in their length: the map is copied
 * once, and each partial list it touches is copied once, with a table of its values (an answer
 * of 20,000 paths, each copying the map and rescanning its siblings, took half a minute).
 *
 * Each path's `options[0]` must be a top-level option of the tree (the app's own); the caller
 * checks that the options' values are the path's.
 */
export function withPartialPaths<O>(
  loaded: LoadedChildren<O>,
  tree: Tree<O>,
  paths: readonly PartialPath<O>[],
  onConflict?: OnConflict<O>,
): LoadedChildren<O> {
  const labelKey = tree.fieldNames.label;
  const valueKey = tree.fieldNames.value;
  const labelIn = (option: O) => (option as Record<string, unknown>)[labelKey];
  let next: Map<string, LoadedEntry<O>> | null = null;
  /** The partial lists this call made or copied: written in place, with their values' options. */
  const touched = new Map<string, TouchedList<O>>();
  for (const { options, values, ids } of paths) {
    for (let depth = 0; depth + 1 < options.length; depth++) {
      // Known in full already: the path's next node is there, or the path is not in the options.
      if (depth < ids.length && !tree.isUnloaded(ids[depth])) continue;
      const key = pathId(values.slice(0, depth + 1));
      let list = touched.get(key);
      if (!list) {
        const entry = (next ?? loaded).get(key);
        if (entry && !entry.partial) continue;
        const known = entry ? [...entry.children] : [];
        const byValue = new Map<OptionValue, O>();
        for (const option of known) {
          const value = (option as Record<string, unknown>)[valueKey] as OptionValue;
          if (!byValue.has(value)) byValue.set(value, option);
        }
        list = { children: known, byValue, depth, values, added: false };
        touched.set(key, list);
      }
      const child = options[depth + 1];
      const same = list.byValue.get(values[depth + 1]);
      if (same !== undefined) {
        if (onConflict && !Object.is(labelIn(same), labelIn(child)))
          onConflict(values.slice(0, depth + 2), same, child);
        continue;
      }
      if (!list.added) {
        // The first option added to this list: the map (once) and the list get their copies.
        list.added = true;
        next ??= new Map(loaded);
        next.set(key, { path: list.values.slice(0, list.depth + 1), children: list.children, partial: true });
      }
      list.children.push(child);
      list.byValue.set(values[depth + 1], child);
    }
  }
  return next ?? loaded;
}
