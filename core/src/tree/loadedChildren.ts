import type { LoadedEntry, OptionValue, ValuePath } from '../types/types';
import { keepShape } from './keepShape';

/** Whether an edit's shape is kept yet (keepShape.ts): from the first edit on. */
let editShapeKept = false;

/**
 * Children that did not come with the `options` prop: those a Promise-style loader returned, and
 * the nodes that reach the tree from elsewhere (a remote search, `loadPath`).
 *
 * They are kept by the value path of the node they belong to, never by its option object: an app
 * that writes its options inline, or re-creates them after `onChange`, passes new objects with the
 * same paths, and what was loaded must stay where it was. An entry applies to the node at its path
 * when that node has no children of its own (the app's own data wins once it has some);
 * `Tree.build` keeps only the entries it applied (`tree.loaded`), so entries whose node left the
 * options are dropped.
 *
 * The paths are a trie over values (one `Map` lookup per level), never keys made of whole paths:
 * a `loadPath` answer 10,000 levels deep adds an entry at every level, and a key or a copy of the
 * path per entry made that quadratic (3.9 s and 660 MB). The build walks the trie along the tree,
 * one lookup per node. The map is persistent: a change copies the places along its path and
 * shares the rest, so the states before it keep theirs.
 */
export class LoadedChildren<O> {
  /** @internal Use `LoadedChildren.empty()`, then `with` or `edit`. */
  constructor(
    /** @internal The trie's top: its `next` holds the top-level options' places. */
    readonly root: LoadedNode<O>,
    /** How many entries it holds. */
    readonly size: number,
  ) {}

  /** No entries. */
  static empty<O>(): LoadedChildren<O> {
    return new LoadedChildren<O>(place(null, 0), 0);
  }

  /** The children loaded for the node at `path`, if any. */
  get(path: readonly OptionValue[]): LoadedEntry<O> | undefined {
    let node: LoadedNode<O> | undefined = this.root;
    for (let i = 0; i < path.length && node; i++) node = node.next?.get(path[i]);
    return node?.entry ?? undefined;
  }

  /** A map with `entry` for `path` (replacing any there); this one is left as it was. */
  with(path: readonly OptionValue[], entry: LoadedEntry<O>): LoadedChildren<O> {
    return withEntry(this, path, entry);
  }

  /**
   * The same entries in a new map: a state holding it is rebuilt from its options (an rc-style
   * loader answered by mutating an option, which only a new build picks up).
   */
  renewed(): LoadedChildren<O> {
    return new LoadedChildren(this.root, this.size);
  }

  /**
   * Every entry with its path (for tests and inspection: each path is a copy, so a very deep map
   * costs the sum of its paths' lengths).
   */
  entries(): [ValuePath, LoadedEntry<O>][] {
    const out: [ValuePath, LoadedEntry<O>][] = [];
    const pending: [LoadedNode<O>, ValuePath][] = [[this.root, []]];
    for (let item = pending.pop(); item; item = pending.pop()) {
      const [node, path] = item;
      if (node.entry) out.push([path, node.entry]);
      if (node.next) for (const [value, child] of node.next) pending.push([child, [...path, value]]);
    }
    return out;
  }

  /** @internal A map with only the entries of the places in `applied` (the build found their nodes). */
  keepOnly(applied: ReadonlySet<LoadedNode<O>>): LoadedChildren<O> {
    // Every entry applied (the usual case): this map itself.
    if (applied.size === this.size) return this;
    // The places in breadth-first order with their parent's index: children come after parents,
    // so going backwards each kept place is attached to its parent's copy before that is attached.
    const order: { node: LoadedNode<O>; parent: number; value: OptionValue }[] = [
      { node: this.root, parent: -1, value: '' },
    ];
    for (let i = 0; i < order.length; i++) {
      const { next } = order[i].node;
      if (next) for (const [value, node] of next) order.push({ node, parent: i, value });
    }
    const copies: (LoadedNode<O> | undefined)[] = new Array(order.length);
    let size = 0;
    for (let i = order.length - 1; i >= 0; i--) {
      const { node, parent, value } = order[i];
      let copy = copies[i];
      if (node.entry && applied.has(node)) {
        copy ??= place(null, 0);
        copy.entry = node.entry;
        copies[i] = copy;
        size++;
      }
      if (!copy || parent < 0) continue;
      let above = copies[parent];
      if (!above) {
        above = place(null, 0);
        copies[parent] = above;
      }
      above.next ??= new Map();
      above.next.set(value, copy);
    }
    return new LoadedChildren(copies[0] ?? place(null, 0), size);
  }
}

/**
 * @internal One place of the trie. Never changed once a map holds it, except by the `LoadedEdit`
 * that made it.
 */
export interface LoadedNode<O> {
  /** The children loaded for the node at this place's value path; null when it is only on the way to deeper ones. */
  entry: LoadedEntry<O> | null;
  /** The places below it, by value. */
  next: Map<OptionValue, LoadedNode<O>> | null;
  /** The `LoadedEdit` that made it (its stamp), which alone may change it; 0: none. */
  owner: number;
  /** The `LoadedEdit` that set its entry; 0: none, or an earlier one. */
  entryOwner: number;
}

/**
 * A place of the trie (`LoadedNode`), made by a class rather than an object literal: V8 tracks
 * where each literal's objects are made and, once it sees most of them outlive a collection (a
 * remote answer's 20,000 places do), makes that site's objects older and throws away the
 * optimised code that makes them, and with it the code of the answer's reading; objects of a
 * class are not tracked so.
 */
class Place<O> implements LoadedNode<O> {
  constructor(
    public entry: LoadedEntry<O> | null,
    public next: Map<OptionValue, LoadedNode<O>> | null,
    public owner: number,
    public entryOwner: number,
  ) {}
}

/** A place with no entry and nothing below it, made by the edit stamped `owner` (0: none). */
const place = <O>(next: Map<OptionValue, LoadedNode<O>> | null, owner: number): LoadedNode<O> =>
  new Place<O>(null, next, owner, 0);

/** A copy of `node` for the edit stamped `owner`: its entry stays the one it had. */
const copyOf = <O>(node: LoadedNode<O>, owner: number): LoadedNode<O> =>
  new Place<O>(node.entry, node.next && new Map(node.next), owner, node.entryOwner);

/** The last stamp an edit took: each edit's is new, so no place an earlier edit made is taken for its own. */
let lastStamp = 0;

/**
 * @internal Changes to a map, made in place on copies that this edit owns: each place along the changed
 * paths is copied once, however many changes pass through it, so a batch (every level of a deep
 * path, 20,000 remote results) costs time linear in its size. `done()` gives the new map.
 */
export class LoadedEdit<O> {
  /**
   * This edit's stamp: the places it made carry it (`owner`), so that no set of them is kept (a
   * set of 20,000 places, for a remote answer of 20,000 results, was garbage to collect).
   */
  private readonly stamp = ++lastStamp;
  private root: LoadedNode<O>;
  private size: number;
  /** Whether it changed anything (made a place). */
  private changed = false;

  /** `from`: the map to change; undefined (a state with nothing loaded) for none. */
  constructor(private readonly from: LoadedChildren<O> | undefined) {
    this.root = from?.root ?? place(null, 0);
    this.size = from?.size ?? 0;
    // An edit lives only during a call: its shape is kept between calls (keepShape.ts).
    if (!editShapeKept) {
      editShapeKept = true;
      keepShape(new LoadedEdit(LoadedChildren.empty()));
    }
  }

  /** The top of the trie as it stands in this edit, to read. */
  get top(): LoadedNode<O> {
    return this.root;
  }

  /** The top of the trie, this edit's own (to write below). */
  ownTop(): LoadedNode<O> {
    if (this.root.owner !== this.stamp) {
      this.root = copyOf(this.root, this.stamp);
      this.changed = true;
    }
    return this.root;
  }

  /**
   * The place `value` below `parent` (this edit's own), as this edit's own: copied or made on
   * first use. `found`: the place there as the caller just read it (`undefined` for none), so it
   * is not looked up again; `null` to look it up.
   */
  ownChild(
    parent: LoadedNode<O>,
    value: OptionValue,
    found: LoadedNode<O> | undefined | null = null,
  ): LoadedNode<O> {
    const child = found === null ? parent.next?.get(value) : found;
    if (child && child.owner === this.stamp) return child;
    const own: LoadedNode<O> = child ? copyOf(child, this.stamp) : place(null, this.stamp);
    parent.next ??= new Map();
    parent.next.set(value, own);
    return own;
  }

  /** Sets the entry of a place this edit owns. */
  setEntry(node: LoadedNode<O>, entry: LoadedEntry<O>): void {
    if (!node.entry) this.size++;
    node.entry = entry;
    node.entryOwner = this.stamp;
  }

  /** Whether this edit set the entry of `node` (a place it owns). */
  setsEntryOf(node: LoadedNode<O>): boolean {
    return node.entryOwner === this.stamp;
  }

  /** Sets the entry for `path`. */
  set(path: readonly OptionValue[], entry: LoadedEntry<O>): void {
    let node = this.ownTop();
    for (const value of path) node = this.ownChild(node, value);
    this.setEntry(node, entry);
  }

  /** The map with the changes; the one it started from when there were none. */
  done(): LoadedChildren<O> | undefined {
    return this.changed ? new LoadedChildren(this.root, this.size) : this.from;
  }
}

/**
 * `loaded` with `entry` for `path` (replacing any there); `loaded` is left as it was. Undefined
 * `loaded`: a state with nothing loaded yet.
 */
export function withEntry<O>(
  loaded: LoadedChildren<O> | undefined,
  path: readonly OptionValue[],
  entry: LoadedEntry<O>,
): LoadedChildren<O> {
  const edit = new LoadedEdit(loaded);
  edit.set(path, entry);
  // `set` always makes its places, so there is a new map.
  return edit.done() as LoadedChildren<O>;
}
