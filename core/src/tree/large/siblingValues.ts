import type { OptionValue } from '../../types/types';
import type { SiblingTable, TableOf } from '../build/frame';
import { keepShape } from '../keepShape';

/** Whether a table's shape is kept yet (keepShape.ts): from the first table on. */
let tableShapeKept = false;

/**
 * The values of one long sibling list, for spotting a repeated value while the tree is built
 * (SameValueZero, as a Set compares: `1` and `'1'` differ, NaN equals NaN, -0 equals 0), and for
 * finding a child by value in a built tree's list whose values do not ascend.
 *
 * A Set did this before, and was 85% of building a flat column of a million options: its table
 * lives on the garbage-collected heap, and every value is hashed again each time it re-grows. Here
 * the table is one typed array of hashes and node ids (open addressing, linear probing, at most
 * half full): growing it moves integers, and a value is compared only with the values whose whole
 * hash matches. It starts small even for a long list: a lazily indexed tree builds it a slice at a
 * time, and a table sized for a million values at once (16 MB) made the mount that indexes the
 * first slice trigger a full garbage collection.
 */
export class SiblingValues implements SiblingTable {
  /** Pairs of (hash, node id + 1); id 0 = an empty slot. */
  private slots: Int32Array;
  /** Pair count - 1 (the pair index is masked, then doubled). */
  private slotMask: number;
  private count = 0;

  /**
   * Room for all of the list's `expected` values when `whole`, else for up to 64 of them at first,
   * doubling as they come.
   */
  constructor(expected: number, whole = false) {
    let size = 16;
    while (size < (whole ? expected : Math.min(expected, 64)) * 2) size *= 2;
    this.slots = new Int32Array(size * 2);
    this.slotMask = size - 1;
    // Tables live only in some trees: their shape is kept while none has one (keepShape.ts).
    if (!tableShapeKept) {
      tableShapeKept = true;
      keepShape(new SiblingValues(0));
    }
  }

  /** Room for `expected` values at once: one move of the entries instead of a doubling after doubling. */
  reserve(expected: number): void {
    let size = this.slotMask + 1;
    while (size < expected * 2) size *= 2;
    if (size > this.slotMask + 1) this.resize(size);
  }

  /**
   * Records `value` as node `id`'s; false (and nothing recorded) when an earlier node already has
   * it. `nodes` gives the value of every recorded node by id; it is asked only when the hashes
   * match, so a probe touches one cache line of the table, not the values.
   */
  claim(value: OptionValue, id: number, nodes: { valueAt(id: number): OptionValue }): boolean {
    if (2 * (this.count + 1) > this.slotMask + 1) this.growSlots();
    const slots = this.slots;
    const hash = hashOf(value);
    for (let pair = hash & this.slotMask; ; pair = (pair + 1) & this.slotMask) {
      const held = slots[2 * pair + 1];
      if (held === 0) {
        slots[2 * pair] = hash;
        slots[2 * pair + 1] = id + 1;
        this.count++;
        return true;
      }
      if (slots[2 * pair] === hash && sameValueZero(nodes.valueAt(held - 1), value)) return false;
    }
  }

  /** The id of the recorded node with `value`, or -1; `nodes` as for `claim`. */
  find(value: OptionValue, nodes: { valueAt(id: number): OptionValue }): number {
    const slots = this.slots;
    const hash = hashOf(value);
    for (let pair = hash & this.slotMask; ; pair = (pair + 1) & this.slotMask) {
      const held = slots[2 * pair + 1];
      if (held === 0) return -1;
      if (slots[2 * pair] === hash && sameValueZero(nodes.valueAt(held - 1), value)) return held - 1;
    }
  }

  /** Twice the room; the entries move by their stored hashes, no value is hashed again. */
  private growSlots(): void {
    this.resize((this.slotMask + 1) * 2);
  }

  private resize(size: number): void {
    const old = this.slots;
    const slots = new Int32Array(size * 2);
    const mask = size - 1;
    for (let at = 0; at < old.length; at += 2) {
      if (old[at + 1] === 0) continue;
      let pair = old[at] & mask;
      while (slots[2 * pair + 1] !== 0) pair = (pair + 1) & mask;
      slots[2 * pair] = old[at];
      slots[2 * pair + 1] = old[at + 1];
    }
    this.slots = slots;
    this.slotMask = mask;
  }
}

const sameValueZero = (a: OptionValue, b: OptionValue): boolean =>
  a === b || (Number.isNaN(a) && Number.isNaN(b));

// Pure marks: an app that imports none of this drops it (the package ships as one file, where
// only such marks tell unused code apart). `float.buffer` is read in a function: a property read
// at the top level would count as a side effect.
const float = /* @__PURE__ */ new Float64Array(1);
const floatWords = /* @__PURE__ */ wordsOf(float);

function wordsOf(view: Float64Array): Int32Array {
  return new Int32Array(view.buffer);
}

/** A 32-bit hash that equal values (SameValueZero) share. */
function hashOf(value: OptionValue): number {
  if (typeof value === 'string') {
    // FNV-1a over the UTF-16 code units.
    let h = 0x811c9dc5;
    for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
    return mix(h);
  }
  if ((value | 0) === value) return mix(value); // integers, and -0 as 0
  if (Number.isNaN(value)) return 0x7ff80000; // every NaN alike
  float[0] = value;
  return mix(floatWords[0] ^ Math.imul(floatWords[1], 0x9e3779b1));
}

/** Spreads the bits, so that consecutive integers and similar strings land far apart. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The large-tree build's tables (`LargeBuild.table`). */
export const siblingValues: TableOf = (expected, whole) => new SiblingValues(expected, whole);
