import { columnsOf, endOf } from '../../tree/queries';
import type { Tree } from '../../tree/tree';
import { checkShapeOf, isClean } from './checkShape';
import {
  CHECKED,
  CHUNK,
  type Draft,
  KID_REPORTS,
  KIDS_ACTIVE,
  KIDS_CHECKED,
  MARK,
  SHIFT,
  STRIDE,
  SUBTREE,
  shareChunk,
  writableChunk,
  ZERO_CHUNK,
} from './checkStorage';

/**
 * Checking or unchecking a subtree without a checkDisabled node in it: every counter there then
 * depends on the tree alone. All checked, a node u has MARK = CHECKED, every child conducting
 * and checked (KIDS_CHECKED = KIDS_ACTIVE = childCount(u)), SUBTREE = its size, and KID_REPORTS =
 * childCount(u), each child contributing 1 and nothing below it (it covers its own children).
 * All unchecked, everything is 0.
 *
 * So the chunks that lie wholly inside the subtree point at shared images, built once per tree
 * (the checked one lazily, chunk by chunk) or at the shared zero chunk, and only the two chunks
 * at its edges are written node by node: a toggle of 100k nodes costs a hundred reference
 * writes instead of half a million counter writes.
 */

/** Per tree and chunk index, the all-checked image of that chunk, built on first use. */
const cache = new WeakMap<Tree<unknown>, (Int32Array | undefined)[]>();

function imagesOf<O>(tree: Tree<O>): (Int32Array | undefined)[] {
  let images = cache.get(tree as Tree<unknown>);
  if (!images) {
    images = [];
    cache.set(tree as Tree<unknown>, images);
  }
  return images;
}

/**
 * Sets the subtree of `top` (not checkDisabled) all checked or all unchecked, when no node in it
 * is checkDisabled; returns false, changing nothing, otherwise (conduction must then skip those).
 */
export function fillSubtree<O>(tree: Tree<O>, d: Draft, top: number, checked: boolean): boolean {
  const end = endOf(tree, top);
  if (!isClean(checkShapeOf(tree), top, end)) return false;
  fillRange(tree, d, top, end, checked);
  return true;
}

/** Sets the ids `[top, end)`, a subtree known to hold no checkDisabled node, all (un)checked. */
export function fillRange<O>(tree: Tree<O>, d: Draft, top: number, end: number, checked: boolean): void {
  const size = tree.size;
  let id = top;
  while (id < end) {
    const c = id >> SHIFT;
    const chunkStart = c << SHIFT;
    const chunkEnd = Math.min(chunkStart + CHUNK, size);
    if (chunkStart === id && chunkEnd <= end) {
      shareChunk(d, c, checked ? checkedImage(tree, c) : ZERO_CHUNK);
      id = chunkEnd;
    } else {
      const stop = Math.min(chunkEnd, end);
      writeNodes(tree, writableChunk(d, c), chunkStart, id, stop, checked);
      id = stop;
    }
  }
}

function checkedImage<O>(tree: Tree<O>, c: number): Int32Array {
  const images = imagesOf(tree);
  let image = images[c];
  if (!image) {
    image = new Int32Array(STRIDE << SHIFT);
    const start = c << SHIFT;
    writeNodes(tree, image, start, start, Math.min(start + CHUNK, tree.size), true);
    images[c] = image;
  }
  return image;
}

/** Writes the all-checked or all-unchecked counters of ids `[from, to)` into `chunk`, which starts at id `chunkStart`. */
function writeNodes<O>(
  tree: Tree<O>,
  chunk: Int32Array,
  chunkStart: number,
  from: number,
  to: number,
  checked: boolean,
): void {
  if (!checked) {
    chunk.fill(0, (from - chunkStart) * STRIDE, (to - chunkStart) * STRIDE);
    return;
  }
  const { childCounts, end } = columnsOf(tree);
  for (let id = from, at = (from - chunkStart) * STRIDE; id < to; id++, at += STRIDE) {
    const kids = childCounts[id];
    chunk[at + MARK] = CHECKED;
    chunk[at + KIDS_CHECKED] = kids;
    chunk[at + KIDS_ACTIVE] = kids;
    chunk[at + SUBTREE] = end[id] - id;
    chunk[at + KID_REPORTS] = kids;
  }
}
