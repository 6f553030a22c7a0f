import type { Tree } from '../../tree/tree';

/** Where a match lies in a text: from `start` (inclusive) to `end` (exclusive), in UTF-16 units. */
export type MatchRange = [start: number, end: number];

/**
 * Every case-insensitive, non-overlapping occurrence of `query` in `text`, left to right, as
 * `[start, end)` offsets into `text` (not into its lowercase form), for highlighting.
 */
export function matchRanges(text: string, query: string): MatchRange[] {
  const ranges: MatchRange[] = [];
  if (!query || !text) return ranges;
  const needle = query.toLowerCase();
  const lower = text.toLowerCase();
  if (lower.length === text.length) {
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
    return ranges;
  }
  return mappedRanges(text, needle);
}

/**
 * Rare path: some character lowercases to a different length ('İ' → 'i̇'), so offsets in the
 * lowercase text must be mapped back. Lowercase code point by code point, remembering where each
 * lowercase unit came from.
 */
function mappedRanges(text: string, needle: string): MatchRange[] {
  let lower = '';
  const from: number[] = []; // lowercase unit → start of its source code point in `text`
  const to: number[] = []; // lowercase unit → end of its source code point
  for (let i = 0; i < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const part = char.toLowerCase();
    for (let k = 0; k < part.length; k++) {
      from.push(i);
      to.push(i + char.length);
    }
    lower += part;
    i += char.length;
  }
  const ranges: MatchRange[] = [];
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
    const start = from[at];
    const end = to[at + needle.length - 1];
    // Two matches can fall inside one expanded character; keep ranges disjoint and increasing.
    const previous = ranges[ranges.length - 1];
    if (previous && start < previous[1]) continue;
    ranges.push([start, end]);
  }
  return ranges;
}

export interface HighlightedLabel {
  id: number;
  /** The label as text (`tree.textOf`). */
  text: string;
  ranges: MatchRange[];
}

/** Each label on the path of `id` with the parts matching `query`: what renders `福建 / 福州 / 马尾`. */
export function highlightPath<O>(tree: Tree<O>, id: number, query: string): HighlightedLabel[] {
  return tree.pathIds(id).map((node) => {
    const text = tree.textOf(node);
    return { id: node, text, ranges: matchRanges(text, query) };
  });
}
