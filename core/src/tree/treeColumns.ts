import type { OptionValue } from '../types/types';

/**
 * Where a tree finds each node's option and value (see `TreeColumns.slot`): the entries of the
 * nodes the walk added one by one, and the children arrays below them.
 */
export interface NodeSources<O> {
  nodeSlot: Int32Array;
  slotOptions: readonly O[];
  slotValues: readonly OptionValue[];
  slotItems: readonly (readonly unknown[] | null)[];
  slotDepths: readonly number[];
}

/**
 * The per-node facts of a tree being built: the integers in typed arrays, all doubling together
 * when full; the option objects and values only of the nodes the walk adds one by one (`slot`).
 *
 * The count of nodes is only known at the end of the walk. Pushing onto five plain arrays and
 * converting them with `Int32Array.from` cost a third of a million-node build: the plain arrays
 * box and re-grow, and the conversion reads every element back one by one. Doubling typed arrays
 * costs a memcpy per doubling, and the final trim is one more.
 */
/**
 * An empty array of the kind that holds objects. One made empty (`[]`) holds small integers until
 * its first object, when its kind changes, and V8 records what code meets only from a function's
 * first few calls on: the optimised `add` knew only the array after that change, and each build's
 * first option threw it away, with the walk's code that had taken it in.
 */
export function objectList<T>(): T[] {
  const list: T[] = [null as T];
  list.pop();
  return list;
}

export class TreeColumns<O = unknown> {
  size = 0;
  /**
   * Per node: where its option and value are. A node the walk adds one by one (a branch, an
   * option it had to judge) has its own entry in `option`, `value` and `items`, at `slot`; a leaf
   * of a run (`takeLeaves`: most of a large tree) has none, and is the option at index `~slot` of
   * its parent's children array, its value read from it again. A million leaves then cost no
   * 16 MB of pointer arrays: allocating them, filling them (each store a write barrier while a
   * collection marks) and marking them again in every later collection was most of indexing a
   * flat million in the browser.
   */
  nodeSlot: Int32Array;
  /**
   * By slot: the walked nodes' options, values, (a branch's) children arrays and depths. A leaf's
   * depth is its parent's + 1 (`Tree.depthOf`), and every parent is a walked node: a run's leaves
   * need none (4 MB less for a million).
   */
  slotOptions: O[] = objectList();
  slotValues: OptionValue[] = objectList();
  slotItems: (readonly unknown[] | null)[] = objectList();
  slotDepths: number[] = [];
  parentIds: Int32Array;
  /** Exclusive end of each node's subtree; `id + 1` until its children are added. */
  subtreeEnd: Int32Array;
  childCounts: Int32Array;
  nodeFlags: Uint8Array;

  constructor(capacity = 1024) {
    this.nodeSlot = new Int32Array(capacity);
    this.parentIds = new Int32Array(capacity);
    this.subtreeEnd = new Int32Array(capacity);
    this.childCounts = new Int32Array(capacity);
    this.nodeFlags = new Uint8Array(capacity);
    // Their shape (a V8 map) is kept between builds from the first build of a large tree on
    // (large/runColumns.ts, keepShape.ts): only a walk over many options loses much when a
    // collection drops it and the code that read the columns with it.
  }

  /** Appends a node with its own entry (see `slot`) and returns its id. */
  add(parentId: number, depth: number, flags: number, option: O, value: OptionValue): number {
    const id = this.size;
    if (id === this.parentIds.length) this.growColumns();
    this.nodeSlot[id] = this.slotOptions.length;
    this.slotOptions.push(option);
    this.slotValues.push(value);
    this.slotItems.push(null);
    this.slotDepths.push(depth);
    this.parentIds[id] = parentId;
    this.subtreeEnd[id] = id + 1;
    this.nodeFlags[id] = flags;
    if (parentId >= 0) this.childCounts[parentId]++;
    this.size = id + 1;
    return id;
  }

  /** Notes the children array the walk expands below node `id` (one with its own entry). */
  setItems(id: number, items: readonly unknown[]): void {
    this.slotItems[this.nodeSlot[id]] = items;
  }

  /** The option of node `id`: its own entry (a build with run leaves reads theirs: `RunColumns`). */
  optionAt(id: number): O {
    return this.slotOptions[this.nodeSlot[id]];
  }

  /** The value of node `id` (see `optionAt`). */
  valueAt(id: number): OptionValue {
    return this.slotValues[this.nodeSlot[id]];
  }

  /**
   * The columns trimmed to the node count, so a tree holds no spare capacity; each as it is when
   * it is full (a reserved top level of valid options), saving a copy.
   */
  trimmed(): {
    nodeSources: NodeSources<O>;
    parentIds: Int32Array;
    subtreeEnd: Int32Array;
    childCounts: Int32Array;
    nodeFlags: Uint8Array;
  } {
    const n = this.size;
    const cut = <T extends Int32Array | Uint8Array>(column: T): T =>
      column.length === n ? column : (column.slice(0, n) as T);
    const { slotOptions, slotValues, slotItems, slotDepths } = this;
    return {
      nodeSources: { nodeSlot: cut(this.nodeSlot), slotOptions, slotValues, slotItems, slotDepths },
      parentIds: cut(this.parentIds),
      subtreeEnd: cut(this.subtreeEnd),
      childCounts: cut(this.childCounts),
      nodeFlags: cut(this.nodeFlags),
    };
  }

  private growColumns(): void {
    this.resizeColumns(this.parentIds.length * 2);
  }

  /** Moves the columns into arrays of `capacity` nodes. */
  protected resizeColumns(capacity: number): void {
    this.nodeSlot = copyInto(new Int32Array(capacity), this.nodeSlot);
    this.parentIds = copyInto(new Int32Array(capacity), this.parentIds);
    this.subtreeEnd = copyInto(new Int32Array(capacity), this.subtreeEnd);
    this.childCounts = copyInto(new Int32Array(capacity), this.childCounts);
    this.nodeFlags = copyInto(new Uint8Array(capacity), this.nodeFlags);
  }
}

function copyInto<T extends Int32Array | Uint8Array>(target: T, source: T): T {
  target.set(source);
  return target;
}
