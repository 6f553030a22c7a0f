import { keepShape } from '../../tree/keepShape';
import { grow, type LabelIndex, labelHas, narrowingPaysFor, nextMatch } from './searchIndex';

/** Bounds the memory a long typed query holds through its chain of shorter queries. */
const MAX_CHAIN = 16;

/**
 * Whether a basis's shape is kept yet (keepShape.ts): a basis lives as long as the search state
 * that holds it, so between two searches none may be alive, and a full collection would drop its
 * shape and the search's optimised code with it. Kept from the first basis on, not when the
 * module loads (an engine without the search feature must not carry it), and over no labels (the
 * kept one must not hold a tree's).
 */
let basisShapeKept = false;

/**
 * @internal The ids whose own label contains `lower`, found on demand in ascending order. A path
 * matches exactly when one of its nodes is such a self-match, so these ids determine the results.
 *
 * A keystroke needs only enough self-matches for its first `limit` results: with a one-letter
 * query that is a few hundred labels out of a million. So the list grows only when asked for an
 * entry it does not have yet, and the search goes on where it stopped; `total`, or a later
 * keystroke, may ask for more. The answer is the same as one full scan (`scanLabels`).
 *
 * A longer query's self-matches are a subset of those of a shorter query it contains, which makes
 * narrowing possible: up to the point the shorter query had searched when the longer one was
 * typed, its self-matches are tested one by one; past that point, the text is scanned. `parent`
 * keeps the shorter queries typed before, so Backspace finds its earlier answer again.
 */
export class SearchBasis {
  readonly parent: SearchBasis | null;
  readonly depth: number;
  /** Found so far: `ids[0, count)`, every self-match below `scanned`. Only ever appended to. */
  private ids: Int32Array = new Int32Array(16);
  private count = 0;
  private scanned = 0;
  /**
   * Narrowing: the shorter query's self-matches still to test, `narrowFrom[sourceAt, narrowEnd)`.
   * They are all of its self-matches below `scanFrom`, where the text scan takes over.
   */
  private narrowFrom: Int32Array | null = null;
  private sourceAt = 0;
  private narrowEnd = 0;
  private scanFrom = 0;
  private done = false;
  private allSelfMatches: Int32Array | null = null;

  constructor(
    private readonly index: LabelIndex,
    readonly lower: string,
    /** A basis of the same tree whose query `lower` contains, or null. */
    from: SearchBasis | null,
    /** Whether to narrow `count` earlier matches in `chars` characters (tests force either way). */
    narrows: (count: number, chars: number) => boolean = narrowingPaysFor,
  ) {
    if (!basisShapeKept) {
      basisShapeKept = true;
      keepShape(
        new SearchBasis(
          { text: '', start: new Int32Array(1), leafPrefix: new Int32Array(1), optionPrefix: null },
          '',
          null,
        ),
      );
    }
    this.parent = from && from.depth < MAX_CHAIN ? from : null;
    this.depth = this.parent ? this.parent.depth + 1 : 0;
    // Narrow only what `from` has found so far, and only when testing those labels one by one
    // (a slice and an `includes` each) beats scanning the text they sit in.
    if (from && from.scanned > 0 && narrows(from.count, index.start[from.scanned])) {
      this.narrowFrom = from.ids; // appends never touch `[0, count)`, and growing copies: a stable view
      this.narrowEnd = from.count;
      this.scanFrom = from.scanned;
    }
  }

  /** The `i`-th self-match in id order, searching further if needed; -1 when there are fewer. */
  at(i: number): number {
    while (i >= this.count) if (!this.findNext()) return -1;
    return this.ids[i];
  }

  /** Every self-match, ascending (finishes the search the first time). */
  get selfMatches(): Int32Array {
    if (!this.allSelfMatches) {
      while (this.findNext());
      this.allSelfMatches = this.ids.slice(0, this.count);
    }
    return this.allSelfMatches;
  }

  /** Whether every self-match is found. */
  get complete(): boolean {
    return this.done;
  }

  private findNext(): boolean {
    if (this.done) return false;
    const source = this.narrowFrom;
    if (source) {
      while (this.sourceAt < this.narrowEnd) {
        const id = source[this.sourceAt++];
        this.scanned = id + 1;
        if (labelHas(this.index, id, this.lower)) return this.pushMatch(id);
      }
      this.narrowFrom = null;
      this.scanned = this.scanFrom;
    }
    const id = nextMatch(this.index, this.lower, this.scanned);
    if (id < 0) {
      this.done = true;
      this.scanned = this.index.start.length - 1;
      return false;
    }
    this.scanned = id + 1;
    return this.pushMatch(id);
  }

  private pushMatch(id: number): true {
    if (this.count === this.ids.length) this.ids = grow(this.ids);
    this.ids[this.count++] = id;
    return true;
  }
}
