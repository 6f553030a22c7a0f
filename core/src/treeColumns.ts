import type { OptionValue } from './types';

/**
 * The per-node facts of a tree being built: the integers in typed arrays, the option objects and
 * values in plain arrays, all doubling together when full.
 *
 * The count of nodes is only known at the end of the walk. Pushing onto five plain arrays and
 * converting them with `Int32Array.from` cost a third of a million-node build: the plain arrays
 * box and re-grow, and the conversion reads every element back one by one. Doubling typed arrays
 * costs a memcpy per doubling, and the final trim is one more. The two plain arrays grow with
 * them, by index: pushed onto, V8 re-grew them half as often again, each time a copy.
 */
export class TreeColumns<O = unknown> {
  size = 0;
  option: O[];
  value: OptionValue[];
  parent: Int32Array;
  /** Depth of each node the walk adds; a run of plain leaves (`takeLeaves`) leaves theirs unwritten. */
  depth: Int32Array;
  /** Exclusive end of each node's subtree; `id + 1` until its children are added. */
  end: Int32Array;
  childCounts: Int32Array;
  flags: Uint8Array;

  constructor(capacity = 1024) {
    this.option = new Array<O>(capacity);
    this.value = new Array<OptionValue>(capacity);
    this.parent = new Int32Array(capacity);
    this.depth = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
    this.childCounts = new Int32Array(capacity);
    this.flags = new Uint8Array(capacity);
  }

  /** Appends a node and returns its id. */
  add(parentId: number, depth: number, flags: number): number {
    const id = this.size;
    if (id === this.parent.length) this.grow();
    this.parent[id] = parentId;
    this.depth[id] = depth;
    this.end[id] = id + 1;
    this.flags[id] = flags;
    if (parentId >= 0) this.childCounts[parentId]++;
    this.size = id + 1;
    return id;
  }

  /** Room for at least `capacity` nodes, doubling as `add` does. */
  ensure(capacity: number): void {
    let room = this.parent.length;
    while (room < capacity) room *= 2;
    if (room > this.parent.length) this.resize(room);
  }

  /** Room for `capacity` nodes at once (when the count to come is known), instead of doubling. */
  reserve(capacity: number): void {
    if (capacity > this.parent.length) this.resize(capacity);
  }

  /**
   * The columns trimmed to the node count, so a tree holds no spare capacity; as they are when
   * they are full (a reserved top level of valid options), saving a copy.
   */
  trimmed(): {
    option: O[];
    value: OptionValue[];
    parent: Int32Array;
    depth: Int32Array;
    end: Int32Array;
    childCounts: Int32Array;
    flags: Uint8Array;
  } {
    const n = this.size;
    this.option.length = n;
    this.value.length = n;
    const { option, value } = this;
    if (n === this.parent.length)
      return {
        option,
        value,
        parent: this.parent,
        depth: this.depth,
        end: this.end,
        childCounts: this.childCounts,
        flags: this.flags,
      };
    return {
      option,
      value,
      parent: this.parent.slice(0, n),
      depth: this.depth.slice(0, n),
      end: this.end.slice(0, n),
      childCounts: this.childCounts.slice(0, n),
      flags: this.flags.slice(0, n),
    };
  }

  private grow(): void {
    this.resize(this.parent.length * 2);
  }

  private resize(capacity: number): void {
    this.option = withRoom(this.option, capacity, this.size);
    this.value = withRoom(this.value, capacity, this.size);
    this.parent = copyInto(new Int32Array(capacity), this.parent);
    this.depth = copyInto(new Int32Array(capacity), this.depth);
    this.end = copyInto(new Int32Array(capacity), this.end);
    this.childCounts = copyInto(new Int32Array(capacity), this.childCounts);
    this.flags = copyInto(new Uint8Array(capacity), this.flags);
  }
}

function copyInto<T extends Int32Array | Uint8Array>(target: T, source: T): T {
  target.set(source);
  return target;
}

/** A copy of the first `count` items of `list` in an array with room for `room` (filled by index). */
function withRoom<T>(list: T[], room: number, count: number): T[] {
  const copy = new Array<T>(room);
  for (let i = 0; i < count; i++) copy[i] = list[i];
  return copy;
}
