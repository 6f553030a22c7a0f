import type { OptionValue } from '../types/types';
import { SCAN_SIBLINGS } from './flags';
import { type LoadedChildren, LoadedEdit, type LoadedNode } from './loadedChildren';
import type { Tree } from './tree';

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

/**
 * Adds the options along paths (from `loadPath`, or a remote search's results) to the loaded
 * children, so the paths' nodes exist in the tree: their labels show and their columns open. Each
 * node along a path that the tree does not know fully gets the next option as a *partial* child:
 * the node stays to be loaded, so opening it still asks `loadData` for the whole list, which then
 * replaces the partial one (what was added below is kept by path, so it stays). Nothing loaded
 * is replaced: a node whose children are known (its own, or a full `loadData` answer) is left
 * as it is. Returns the same map when nothing was added. An option a partial list already holds
 * (an earlier path of the answer, or of an earlier answer) is kept; when the new one's label
 * differs, `onConflict` hears of it, so that label is not lost without a word.
 *
 * All the paths of one answer join at once, in time linear in their length: each place of the
 * map along them is copied once (loadedChildren.ts), and each partial list it touches is copied
 * once, with a table of its values when it is long (an answer of 20,000 paths, each copying the map and
 * rescanning its siblings, took half a minute; one 10,000 levels deep, a key of its path per
 * level, four seconds).
 *
 * Each path's `options[0]` must be a top-level option of the tree (the app's own); the caller
 * checks that the options' values are the path's.
 */
export function withPartialPaths<O>(
  loaded: LoadedChildren<O> | undefined,
  tree: Tree<O>,
  paths: readonly PartialPath<O>[],
  onConflict?: OnConflict<O>,
): LoadedChildren<O> | undefined {
  const labelKey = tree.fieldNames.label;
  const valueKey = tree.fieldNames.value;
  const labelIn = (option: O) => (option as Record<string, unknown>)[labelKey];
  const edit = new LoadedEdit(loaded);
  /**
   * Tables of the long partial lists read or made so far, by their children array: their values'
   * options. A short list is scanned instead: most lists of an answer hold one option, and a
   * table for each (20,000 of them for 20,000 results) was most of the garbage the answer made.
   */
  const tables = new Map<readonly O[], Map<OptionValue, O>>();
  const valueIn = (option: O) => (option as Record<string, unknown>)[valueKey] as OptionValue;
  /** The first option of a partial list with this value, if any. */
  const optionWith = (children: readonly O[], value: OptionValue): O | undefined => {
    if (children.length <= SCAN_SIBLINGS) {
      for (const option of children) if (valueIn(option) === value) return option;
      return undefined;
    }
    let table = tables.get(children);
    if (!table) {
      table = new Map();
      for (const option of children) {
        const held = valueIn(option);
        if (!table.has(held)) table.set(held, option);
      }
      tables.set(children, table);
    }
    return table.get(value);
  };
  // The entries this call set (`edit.setsEntryOf`) are its own: their lists are written in place.
  for (let p = 0; p < paths.length; p++) {
    const { options, values, ids } = paths[p];
    // The place of the node at `depth` as the edit has it, to read; and as far as the edit owns
    // the places along this path (each owned once, when the first option is added below it).
    let place: LoadedNode<O> | undefined = edit.top;
    let own: LoadedNode<O> | null = null;
    let ownDepth = -1;
    for (let depth = 0; depth + 1 < options.length; depth++) {
      place = place?.next?.get(values[depth]);
      // Known in full already: the path's next node is there, or the path is not in the options.
      if (depth < ids.length && !tree.isUnloaded(ids[depth])) continue;
      const entry = place?.entry ?? null;
      if (entry && !entry.partial) continue;
      const child = options[depth + 1];
      const same = entry ? optionWith(entry.children, values[depth + 1]) : undefined;
      if (same !== undefined) {
        if (onConflict && !Object.is(labelIn(same), labelIn(child)))
          onConflict(values.slice(0, depth + 2), same, child);
        continue;
      }
      own ??= edit.ownTop();
      // The place at `depth` was just read (`place`): the last step takes it as it is.
      while (ownDepth < depth) {
        ownDepth++;
        own = edit.ownChild(own, values[ownDepth], ownDepth === depth ? place : null);
      }
      place = own;
      const list = own.entry;
      if (list && edit.setsEntryOf(own)) {
        (list.children as O[]).push(child);
        tables.get(list.children)?.set(values[depth + 1], child);
      } else {
        // The first option added to this list: it gets its copy, with the table of the one before.
        const children = list ? [...list.children, child] : [child];
        const table = list && tables.get(list.children);
        if (table) tables.set(children, table.set(values[depth + 1], child));
        edit.setEntry(own, { children, partial: true });
      }
    }
  }
  return edit.done();
}
