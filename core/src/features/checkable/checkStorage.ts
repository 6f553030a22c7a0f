/**
 * How check counters are stored: per node, a few integers, interleaved so that one node's
 * counters share a cache line, in copy-on-write chunks of 1024 nodes. A new state copies the list
 * of chunk references (about a thousand for a million nodes) and only the chunks it writes; a
 * chunk that many states have in common is one shared array. Copying whole per-node arrays
 * instead (17 MB per toggle at a million nodes) made V8 run full garbage collections over the
 * application's heap on most clicks.
 */

export const CHECKED = 1;
export const HALF = 2;

// Fields of a node.
/** CHECKED or HALF. */
export const MARK = 0;
/** Conduction: checked children that take part in it (not checkDisabled). */
export const KIDS_CHECKED = 1;
/** Conduction: such children that are checked or half-checked. */
export const KIDS_ACTIVE = 2;
/** Checked nodes in the subtree, the node itself included. */
export const SUBTREE = 3;
/** For SHOW_PARENT, summed over the children c: `checked(c) + reportsBelow(c)`; see `reportsBelow`. */
export const KID_REPORTS = 4;
export const STRIDE = 5;

export const SHIFT = 10;
/** Nodes per chunk. */
export const CHUNK = 1 << SHIFT;
export const MASK = CHUNK - 1;
/**
 * Shared by every empty chunk of every state; never written (writers copy a chunk first). Made in
 * a function marked pure, so that an app that never checks drops it: the size expression itself
 * would count as a side effect at the top level.
 */
export const ZERO_CHUNK = /* @__PURE__ */ zeroChunk();

function zeroChunk(): Int32Array {
  return new Int32Array(STRIDE << SHIFT);
}

/** @internal The counters behind a CheckState; immutable once a state holds them. */
export interface CheckArrays {
  readonly counterChunks: readonly Int32Array[];
  readonly count: number;
}

export function emptyArrays(size: number): CheckArrays {
  const chunks: Int32Array[] = [];
  for (let c = 0; c < size; c += MASK + 1) chunks.push(ZERO_CHUNK);
  return { counterChunks: chunks, count: 0 };
}

export function field(a: CheckArrays, id: number, f: number): number {
  return a.counterChunks[id >> SHIFT][(id & MASK) * STRIDE + f];
}

/**
 * A private, writable copy of a state's counters: chunks are copied on their first write.
 *
 * A plain object and free functions rather than a class, and a copy loop rather than
 * `Array#slice`: with either of those, V8's optimised code for the readers depended on objects
 * that die at the next full GC, and every collection sent toggles back to the interpreter
 * (10× slower right after one).
 */
export interface Draft extends CheckArrays {
  readonly counterChunks: Int32Array[];
  /** 1 for chunks this draft has copied, which it may write in place. */
  readonly ownedChunks: Uint8Array;
  count: number;
}

export function draftOf(base: CheckArrays): Draft {
  const chunks: Int32Array[] = [];
  for (let i = 0; i < base.counterChunks.length; i++) chunks.push(base.counterChunks[i]);
  return { counterChunks: chunks, ownedChunks: new Uint8Array(chunks.length), count: base.count };
}

export function setField(d: Draft, id: number, f: number, value: number): void {
  writableChunk(d, id >> SHIFT)[(id & MASK) * STRIDE + f] = value;
}

/** Chunk `c` of the draft, copied first unless the draft already owns it. */
export function writableChunk(d: Draft, c: number): Int32Array {
  let chunk = d.counterChunks[c];
  if (d.ownedChunks[c] === 0) {
    chunk = chunk.slice();
    d.counterChunks[c] = chunk;
    d.ownedChunks[c] = 1;
  }
  return chunk;
}

/** Points chunk `c` of the draft at a shared, never-written chunk. */
export function shareChunk(d: Draft, c: number, chunk: Int32Array): void {
  d.counterChunks[c] = chunk;
  d.ownedChunks[c] = 0;
}

/** The finished counters: a plain snapshot, so nothing can write through the state that holds it. */
export function finish(d: Draft): CheckArrays {
  return { counterChunks: d.counterChunks, count: d.count };
}
