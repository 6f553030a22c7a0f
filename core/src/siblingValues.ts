import type { OptionValue } from './types';

/**
 * The values of one long sibling list, for spotting a repeated value while the tree is built
 * (SameValueZero, as a Set compares: `1` and `'1'` differ, NaN equals NaN, -0 equals 0).
 *
 * A Set did this before, and was 85% of building a flat column of a million options: it re-grows
 * and rehashes a million times over, and its table lives on the garbage-collected heap. Here the
 * list's length is known up front, so the table is one typed array of hashes and node ids (open
 * addressing, linear probing, at most half full) that never grows, and a value is compared only
 * with the values whose whole hash matches. The tree keeps the tables of its longest lists for looking a
 * value up among its siblings (`Tree.childByValue`), so that is not a second pass either.
 */
export class SiblingValues {
  /** Pairs of (hash, node id + 1); id 0 = an empty slot. */
  private readonly slots: Int32Array;
  /** Slot count - 1 (slots are pairs, so the pair index is masked, then doubled). */
  private readonly mask: number;

  /** Room for `count` values, kept at most half full. */
  constructor(count: number) {
    let size = 16;
    while (size < count * 2) size *= 2;
    this.slots = new Int32Array(size * 2);
    this.mask = size - 1;
  }

  /**
   * Records `value` as node `id`'s; false (and nothing recorded) when an earlier node already has
   * it. `nodeValue` holds the value of every recorded node by id; it is read only when the hashes
   * match, so a probe touches one cache line of the table, not the values.
   */
  claim(value: OptionValue, id: number, nodeValue: readonly OptionValue[]): boolean {
    const slots = this.slots;
    const hash = hashOf(value);
    for (let pair = hash & this.mask; ; pair = (pair + 1) & this.mask) {
      const held = slots[2 * pair + 1];
      if (held === 0) {
        slots[2 * pair] = hash;
        slots[2 * pair + 1] = id + 1;
        return true;
      }
      if (slots[2 * pair] === hash && sameValueZero(nodeValue[held - 1], value)) return false;
    }
  }

  /** The id recorded for `value`, or -1. */
  find(value: OptionValue, nodeValue: readonly OptionValue[]): number {
    const slots = this.slots;
    const hash = hashOf(value);
    for (let pair = hash & this.mask; ; pair = (pair + 1) & this.mask) {
      const held = slots[2 * pair + 1];
      if (held === 0) return -1;
      if (slots[2 * pair] === hash && sameValueZero(nodeValue[held - 1], value)) return held - 1;
    }
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
