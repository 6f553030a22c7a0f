import type { LoadedChildren, LoadedEntry, OptionValue, ValuePath } from '../types/types';

/**
 * Children that did not come with the `options` prop: today those a Promise-style loader returned;
 * the same map can hold nodes that reach the tree from elsewhere (a remote search, `loadPath`).
 *
 * They are keyed by the value path of the node they belong to (`pathId(path)`), never by its
 * option object: an app that writes its options inline, or re-creates them after `onChange`,
 * passes new objects with the same paths, and what was loaded must stay where it was. An entry
 * applies to the node at its path when that node has no children of its own (the app's own data
 * wins once it has some); `Tree.build` keeps only the entries it applied (`tree.loaded`), so
 * entries whose node left the options are dropped.
 */

/** A map with `children` set for `path` (a new map; the old one is left as it was). */
export function withLoaded<O>(
  loaded: LoadedChildren<O>,
  key: string,
  path: ValuePath,
  children: readonly O[],
): LoadedChildren<O> {
  return new Map(loaded).set(key, { path, children });
}

/**
 * The entries as a trie over values, for the tree build: a frame of the walk holds the trie node
 * of its parent, so a child's entry is one `Map` lookup by its value, with no key built per node.
 */
export interface LoadedTrie<O> {
  key: string | null;
  entry: LoadedEntry<O> | null;
  next: Map<OptionValue, LoadedTrie<O>> | null;
  /** Set by the build when the entry's node was found and took the children. */
  applied: boolean;
}

export function loadedTrie<O>(loaded: LoadedChildren<O>): LoadedTrie<O> | null {
  if (loaded.size === 0) return null;
  const root: LoadedTrie<O> = { key: null, entry: null, next: null, applied: false };
  for (const [key, entry] of loaded) {
    let node = root;
    for (const value of entry.path) {
      node.next ??= new Map();
      let child = node.next.get(value);
      if (!child) {
        child = { key: null, entry: null, next: null, applied: false };
        node.next.set(value, child);
      }
      node = child;
    }
    node.key = key;
    node.entry = entry;
  }
  return root;
}
