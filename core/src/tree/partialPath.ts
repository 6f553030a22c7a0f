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
  if (paths.length === 0) return loaded;
  const edit = new LoadedEdit(loaded);
  // The trie's top made this answer's own, with its map of places, here and not at the first path
  // that adds an option: a step `joinPath` would take once per answer is one V8 has not recorded
  // when it optimises it, and the next answer's first path threw its code away.
  const top = edit.ownTop();
  top.next ??= new Map();
  const join: Join<O> = {
    joinTree: tree,
    joinEdit: edit,
    tables: new Map(),
    onConflict: onConflict ?? null,
    added: 0,
  };
  for (let p = 0; p < paths.length; p++) joinPath(join, paths[p]);
  // Nothing added: the same map (the top's copy is dropped).
  return join.added > 0 ? edit.done() : loaded;
}

/** What the paths of one answer share while they join (`withPartialPaths`). */
interface Join<O> {
  joinTree: Tree<O>;
  /** The map being changed: the entries it set (`setsEntryOf`) are its own, written in place. */
  joinEdit: LoadedEdit<O>;
  /**
   * Tables of the long partial lists read or made so far, by their children array: their values'
   * options. A short list is scanned instead: most lists of an answer hold one option, and a
   * table for each (20,000 of them for 20,000 results) was most of the garbage the answer made.
   */
  tables: Map<readonly O[], Map<OptionValue, O>>;
  onConflict: OnConflict<O> | null;
  /** How many options the paths added. */
  added: number;
}

/**
 * Joins one path of an answer. A function of its own, called once per path, not the body of the
 * answer's loop: V8 optimises a loop only within the call that runs it, late, and the next answer
 * runs it unoptimised again, where this is optimised after a few hundred paths and stays so.
 */
function joinPath<O>(join: Join<O>, { options, values, ids }: PartialPath<O>): void {
  const { joinTree: tree, joinEdit: edit, tables, onConflict } = join;
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
    const same = entry ? optionWith(join, entry.children, values[depth + 1]) : undefined;
    if (same !== undefined) {
      const labelKey = tree.fieldNames.label;
      if (onConflict && !Object.is(fieldOf(same, labelKey), fieldOf(child, labelKey)))
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
    join.added++;
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

/** An option's field `key` (its label or value: the caller read both once, in a guard). */
const fieldOf = <O>(option: O, key: string): unknown => (option as Record<string, unknown>)[key];

/** The first option of a partial list with this value, if any. */
function optionWith<O>(join: Join<O>, children: readonly O[], value: OptionValue): O | undefined {
  const valueKey = join.joinTree.fieldNames.value;
  if (children.length <= SCAN_SIBLINGS) {
    for (const option of children) if (fieldOf(option, valueKey) === value) return option;
    return undefined;
  }
  let table = join.tables.get(children);
  if (!table) {
    table = new Map();
    for (const option of children) {
      const held = fieldOf(option, valueKey) as OptionValue;
      if (!table.has(held)) table.set(held, option);
    }
    join.tables.set(children, table);
  }
  return table.get(value);
}
