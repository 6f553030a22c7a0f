import { MAX_NODES } from '../build/buildOptions';
import { SLICE, startWalk } from '../build/walkTree';
import type { ResolvedFieldNames } from '../fieldNames';
import { isPreview, notePreview, treeBehind } from '../previewBehind';
import type { Tree } from '../tree';
import { isOptionValue } from '../valueRule';
import { LARGE_BUILD } from './largeBuild';
import { LargeTree } from './largeTree';
import { walkInSlices } from './largeWalk';

/**
 * The first column of a tree not indexed yet. Node ids are positions in a depth-first walk, so a
 * lazy tree (`LargeTree.lazy`) can list its top level only once the walk has passed every top-level
 * option: when the first of them holds a million, an open before the background index is done
 * paid for the whole walk (395 ms at a phone's speed, for a million roots and a million below the
 * first). A preview is a tree of the top level alone, judged exactly as the whole walk judges it
 * (the same options accepted, the same duplicates, flags, labels and order), with nothing indexed
 * below: the machine shows it while only the first column is open and nothing needs more
 * (features/largeTree/preview.ts), and the lazy tree it stands for takes its place as soon as something does.
 * Its ids are its own: only a render of that state reads them; the state holds value paths.
 *
 * It is partial (`LargeTree.partial`): its row count comes from a pass that only asks which options
 * the walk accepts (`countTopLevel`, half the work of judging them: no repeats looked for, nothing
 * written), and its walk judges the rows only as far as they are read, so an open shows the first
 * rows of a million without judging the rest first.
 */

/** The count pass over a lazy tree's top level, a slice at a time, then its preview. */
interface Preview<O> {
  count: TopLevelCount;
  tree: Tree<O> | null;
}

const previews = new WeakMap<Tree<unknown>, Preview<unknown>>();

function previewOf<O>(tree: Tree<O>): Preview<O> {
  let preview = previews.get(tree as Tree<unknown>) as Preview<O> | undefined;
  if (!preview) {
    preview = { count: new TopLevelCount(tree.options, tree.fieldNames), tree: null };
    previews.set(tree as Tree<unknown>, preview as Preview<unknown>);
  }
  return preview;
}

/**
 * One slice of the count of a lazy tree's top level (the background work does these first, so
 * that an open soon after mounting finds it done); true once it is done, or not needed (the tree
 * is indexed: then nothing is kept).
 */
export function previewStep<O>(tree: Tree<O>): boolean {
  if (tree.isIndexed()) {
    previews.delete(tree as Tree<unknown>);
    return true;
  }
  return previewOf(tree).count.countStep(SLICE);
}

/**
 * One step of the background work on a lazy tree: its preview's count first, then its whole
 * walk; true once the walk is done, when the preview is let go.
 */
export function backgroundStep<O>(tree: Tree<O>): boolean {
  // Only a large tree indexes in slices: the background works on one that was not indexed yet.
  if (!previewStep(tree) || !(tree as LargeTree<O>).indexStep()) return false;
  previews.delete(tree as Tree<unknown>);
  return true;
}

/** The preview of a lazy tree not indexed yet, its count completed now where the background has not. */
export function topLevelPreview<O>(
  tree: Tree<O>,
  /** Options its walk judges per step (tests use tiny slices). */
  slice = SLICE,
): Tree<O> {
  if (tree.isIndexed()) return tree;
  const preview = previewOf(tree);
  while (!preview.count.countStep(Number.POSITIVE_INFINITY));
  if (!preview.tree) {
    // Its columns start small (the first rows), and grow, then move, only if more are read
    // (`LargeTree.partial` follows them): 17 MB for a million at the open set off a collection.
    const w = startWalk<O>(tree.options, tree.fieldNames, { large: LARGE_BUILD });
    const walk = walkInSlices(w, slice, true);
    // Its problems are the whole walk's, reported once that is done (derive.ts reportIndexed).
    const first = walk.next();
    const step = () => walk.next();
    preview.tree = first.done
      ? new LargeTree<O>(first.value)
      : LargeTree.partial(tree.options, tree.fieldNames, preview.count.acceptedCount, w.walkColumns, step);
    notePreview(preview.tree as Tree<unknown>, tree as Tree<unknown>);
  }
  return preview.tree;
}

/** Whether a preview of `tree` is kept (made or on its way). */
export const keepsPreview = (tree: Tree<unknown>): boolean => previews.has(tree);

export { isPreview, treeBehind };

/**
 * How many top-level options the walk (walkTree.ts, and takeLeaves for runs of plain ones) accepts
 * as rows, asked with its reads in its order: an object, not an array, with a valid value, whose
 * label, children and flags read without throwing. A repeated value is a row too (a duplicate), so
 * no repeat is looked for; nothing is written. At most MAX_NODES, where the walk stops.
 */
class TopLevelCount {
  acceptedCount = 0;
  private next = 0;
  private readonly length: number;
  private sawLabelKey = false;

  constructor(
    private readonly options: readonly unknown[],
    private readonly fieldNames: ResolvedFieldNames,
  ) {
    this.length = options.length;
  }

  /** Counts up to `limit` more options; true once all are counted. */
  countStep(limit: number): boolean {
    const { options, length } = this;
    const { value: valueKey, label: labelKey, children: childrenKey } = this.fieldNames;
    const ownValue = valueKey in Object.prototype;
    const ownLabel = labelKey in Object.prototype;
    const ownChildrenKey = childrenKey in Object.prototype;
    const stop = Math.min(length, this.next + limit);
    let accepted = this.acceptedCount;
    let sawLabelKey = this.sawLabelKey;
    for (let i = this.next; i < stop && accepted < MAX_NODES; i++) {
      try {
        const raw = options[i];
        if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) continue;
        const option = raw as Record<string, unknown>;
        const hasValue = ownValue ? Object.hasOwn(option, valueKey) : valueKey in option;
        if (!sawLabelKey) sawLabelKey = ownLabel ? Object.hasOwn(option, labelKey) : labelKey in option;
        if (!hasValue || !isOptionValue(option[valueKey])) continue;
        if (!ownLabel || Object.hasOwn(option, labelKey)) void option[labelKey];
        const children =
          !ownChildrenKey || Object.hasOwn(option, childrenKey) ? option[childrenKey] : undefined;
        if (Array.isArray(children)) void children.length;
        void option.disabled;
        void option.disableCheckbox;
        void option.isLeaf;
        accepted++;
      } catch {
        // Unreadable: the walk skips it (`option-unreadable`).
      }
    }
    this.next = stop;
    this.acceptedCount = accepted;
    this.sawLabelKey = sawLabelKey;
    return stop >= length || accepted >= MAX_NODES;
  }
}
