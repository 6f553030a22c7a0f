import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightPath, matchRanges } from '../../core/src/features/search/highlight';
import {
  completeSearch,
  prepareSearch,
  type SearchOptions,
  type SearchState,
  searchTree,
} from '../../core/src/features/search/search';
import { SearchBasis } from '../../core/src/features/search/searchBasis';
import {
  labelIndex,
  narrowingPays,
  narrowLabels,
  scanLabels,
} from '../../core/src/features/search/searchIndex';
import { Tree } from '../../core/src/tree/tree';
import { type GeneratedOption, generateOptions } from '../bench/generate';
import { referenceSearch } from '../bench/reference';
import { labelArb, queryArb, type RandomOption, treeArb } from './arbitraries';

interface Option {
  value: string;
  label?: unknown;
  name?: string;
  children?: Option[];
  disabled?: boolean;
  isLeaf?: boolean;
}

const places: Option[] = [
  {
    value: 'zj',
    label: 'Zhejiang',
    children: [
      {
        value: 'hangzhou',
        label: 'Hangzhou',
        children: [
          { value: 'xihu', label: 'West Lake' },
          { value: 'yuhang', label: 'Yuhang' },
        ],
      },
      { value: 'ningbo', label: 'Ningbo', children: [{ value: 'jiangbei', label: 'Jiangbei' }] },
    ],
  },
  {
    value: 'js',
    label: 'Jiangsu',
    children: [
      {
        value: 'nanjing',
        label: 'Nanjing',
        children: [{ value: 'zhonghua', label: 'Zhong Hua Men', disabled: true }],
      },
      { value: 'suzhou', label: 'Suzhou', isLeaf: false },
    ],
  },
];

const tree = Tree.build<Option>(places).tree;
const leaves: SearchOptions<Option> = { limit: 50, candidates: 'leaves' };
const all: SearchOptions<Option> = { limit: 50, candidates: 'all' };
const paths = (ids: readonly number[], t: Tree<Option> = tree) => ids.map((id) => t.path(id).join('/'));

describe('searchTree', () => {
  it('keeps a path when any label on it contains the query, ignoring case, in tree order', () => {
    const state = searchTree(tree, 'JIANG', leaves);
    expect(paths(state.results)).toEqual([
      'zj/hangzhou/xihu',
      'zj/hangzhou/yuhang',
      'zj/ningbo/jiangbei',
      'js/nanjing/zhonghua',
    ]);
    expect(state.total).toBe(4);
    expect(state.query).toBe('JIANG');
  });

  it("candidates 'leaves' excludes branches and unloaded lazy branches; 'all' includes them", () => {
    expect(paths(searchTree(tree, 'suz', leaves).results)).toEqual([]);
    expect(paths(searchTree(tree, 'suz', all).results)).toEqual(['js/suzhou']);
    expect(paths(searchTree(tree, 'jiangsu', all).results)).toEqual([
      'js',
      'js/nanjing',
      'js/nanjing/zhonghua',
      'js/suzhou',
    ]);
  });

  it('returns disabled options too (the caller disables them)', () => {
    expect(paths(searchTree(tree, 'zhong', leaves).results)).toEqual(['js/nanjing/zhonghua']);
  });

  it('applies the limit to results but counts every match in total', () => {
    const state = searchTree(tree, 'a', { limit: 2, candidates: 'leaves' });
    expect(paths(state.results)).toEqual(['zj/hangzhou/xihu', 'zj/hangzhou/yuhang']);
    expect(state.total).toBe(4);
    expect(searchTree(tree, 'a', { limit: false, candidates: 'leaves' }).results).toHaveLength(4);
    // rc-cascader treats a limit that is not positive as no limit.
    expect(searchTree(tree, 'a', { limit: 0, candidates: 'leaves' }).results).toHaveLength(4);
  });

  it('sorts all matches before the limit, passing option paths and the raw input', () => {
    const calls: string[] = [];
    const sort: SearchOptions<Option>['sort'] = (a, b, input, fieldNames) => {
      calls.push(input);
      expect(fieldNames.label).toBe('label');
      return String(b[b.length - 1].label).localeCompare(String(a[a.length - 1].label));
    };
    const state = searchTree(tree, 'A', { limit: 2, candidates: 'leaves', sort });
    expect(paths(state.results)).toEqual(['js/nanjing/zhonghua', 'zj/hangzhou/yuhang']);
    expect(state.total).toBe(4);
    expect(new Set(calls)).toEqual(new Set(['A']));
  });

  it('calls a custom filter with the input, the option path and the field names', () => {
    const seen: string[] = [];
    const filter: SearchOptions<Option>['filter'] = (input, path, fieldNames) => {
      seen.push(path.map((o) => o.value).join('/'));
      return input === 'x' && fieldNames.label === 'label' && path.length === 3;
    };
    const state = searchTree(tree, 'x', { limit: 1, candidates: 'leaves', filter });
    expect(paths(state.results)).toEqual(['zj/hangzhou/xihu']);
    expect(state.total).toBe(4);
    expect(seen).toEqual([
      'zj/hangzhou/xihu',
      'zj/hangzhou/yuhang',
      'zj/ningbo/jiangbei',
      'js/nanjing/zhonghua',
    ]);
  });

  it('prepareSearch builds the index ahead without changing any answer', () => {
    const t = Tree.build<Option>(places).tree;
    prepareSearch(t);
    const built = labelIndex(t);
    prepareSearch(t);
    expect(labelIndex(t)).toBe(built);
    expect(searchTree(t, 'JIANG', leaves).total).toBe(4);
  });

  it('an empty query gives no results', () => {
    expect(searchTree(tree, '', leaves)).toMatchObject({ results: [], total: 0 });
  });

  it('reads labels through fieldNames, numbers as text', () => {
    const t = Tree.build<Option>([{ value: 'a', name: 'Alpha', children: [{ value: 'b', name: 'Beta' }] }], {
      label: 'name',
    }).tree;
    expect(paths(searchTree(t, 'alp', leaves).results, t)).toEqual(['a/b']);
    const n = Tree.build<Option>([{ value: 'x', label: 2024 }]).tree;
    expect(searchTree(n, '02', leaves).total).toBe(1);
  });

  it('never matches across two labels, even for a query holding the index separator', () => {
    const t = Tree.build<Option>([
      { value: 'a', label: 'ab' },
      { value: 'b', label: 'cd' },
    ]).tree;
    expect(searchTree(t, 'b\nc', leaves).total).toBe(0);
    expect(searchTree(t, 'bc', leaves).total).toBe(0);
    const nl = Tree.build<Option>([{ value: 'a', label: 'line\none' }]).tree;
    expect(searchTree(nl, 'e\no', leaves).total).toBe(1);
  });

  it('handles labels whose lowercase form is longer (İ)', () => {
    const t = Tree.build<Option>([
      { value: 'ist', label: 'İstanbul', children: [{ value: 'k', label: 'Kadıköy' }] },
      { value: 'iz', label: 'İzmir' },
    ]).tree;
    expect(paths(searchTree(t, 'stan', leaves).results, t)).toEqual(['ist/k']);
    expect(paths(searchTree(t, 'MIR', leaves).results, t)).toEqual(['iz']);
  });
});

describe('narrowing', () => {
  it('a query extending the previous one narrows its self-matches and gives the same answer', () => {
    const first = searchTree(tree, 'n', leaves);
    const second = searchTree(tree, 'ng', leaves, first);
    expect(second.basis?.parent).toBe(first.basis);
    expect(second.results).toEqual(searchTree(tree, 'ng', leaves).results);
    // Backspace: the earlier self-matches are reused, not recomputed.
    expect(searchTree(tree, 'n', leaves, second).basis).toBe(first.basis);
  });

  it('returns the same state for the same query and options, and ignores a state of another tree', () => {
    const state = searchTree(tree, 'hang', leaves);
    expect(searchTree(tree, 'hang', { ...leaves }, state)).toBe(state);
    expect(searchTree(tree, 'hang', all, state).results).toEqual(searchTree(tree, 'hang', all).results);
    const other = Tree.build<Option>(places).tree;
    expect(searchTree(other, 'hangz', leaves, state).basis?.parent).toBeNull();
  });
});

describe('on a generated tree of 5,000 nodes', () => {
  const big = Tree.build<GeneratedOption>(generateOptions({ nodes: 5000, seed: 3 })).tree;
  const index = labelIndex(big);

  it('equals the full scan while a query is typed and erased, narrowing once it pays', () => {
    const typed = big.textOf(2500).toLowerCase().slice(0, 6);
    const steps = [1, 2, 3, 4, 5, 6, 5, 4, 3, 4, 5].map((n) => typed.slice(0, n));
    let narrowed = 0;
    let state: SearchState<GeneratedOption> | null = null;
    for (const query of steps) {
      const before = state?.basis;
      if (before && query.includes(before.lower) && narrowingPays(index, before.selfMatches)) narrowed++;
      state = searchTree(big, query, { limit: 50, candidates: 'all' }, state);
      const reference = referenceSearch(big, query, { limit: 50, candidates: 'all' });
      expect([...state.results]).toEqual(reference.results);
      expect(state.total).toBe(reference.total);
    }
    expect(narrowed).toBeGreaterThan(0);
  });

  it('stops a one-letter search at the limit and counts the rest only when asked', () => {
    const letter = big.textOf(2500).toLowerCase()[0];
    const options: SearchOptions<GeneratedOption> = { limit: 50, candidates: 'leaves' };
    const state = searchTree(big, letter, options);
    expect(state.results).toHaveLength(50);
    expect(state.complete).toBe(false);
    expect(state.basis?.complete).toBe(false);
    const reference = referenceSearch(big, letter, options);
    expect([...state.results]).toEqual(reference.results);
    expect(state.total).toBe(reference.total);
    expect(state.complete).toBe(true);
    expect(completeSearch(state)).toBe(state);
  });
});

describe('matchRanges and highlightPath', () => {
  it('finds every case-insensitive, non-overlapping occurrence', () => {
    expect(matchRanges('Banana', 'AN')).toEqual([
      [1, 3],
      [3, 5],
    ]);
    expect(matchRanges('aaa', 'aa')).toEqual([[0, 2]]);
    expect(matchRanges('abc', '')).toEqual([]);
    expect(matchRanges('', 'a')).toEqual([]);
    expect(matchRanges('abc', 'x')).toEqual([]);
  });

  it('gives offsets into the original text when lowercasing changes its length', () => {
    // 'İ' lowercases to two code units; offsets must still point into the original.
    expect(matchRanges('İstanbul İst', 'st')).toEqual([
      [1, 3],
      [10, 12],
    ]);
    expect(matchRanges('İİ', 'i')).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('lists each label on a result path with its ranges', () => {
    const [id] = searchTree(tree, 'hang', leaves).results;
    expect(highlightPath(tree, id, 'hang')).toEqual([
      { id: tree.find(['zj']), text: 'Zhejiang', ranges: [] },
      { id: tree.find(['zj', 'hangzhou']), text: 'Hangzhou', ranges: [[0, 4]] },
      { id, text: 'West Lake', ranges: [] },
    ]);
  });
});

// ---- properties against the full-scan reference ----

const limitArb = fc.oneof(fc.constant(false as const), fc.integer({ min: 0, max: 8 }));
const candidatesArb = fc.constantFrom('leaves' as const, 'all' as const);
const byLastLabel = (a: RandomOption[], b: RandomOption[]) =>
  a[a.length - 1].label.localeCompare(b[b.length - 1].label);

function expectLikeReference(
  t: Tree<RandomOption>,
  query: string,
  options: SearchOptions<RandomOption>,
  state: { results: readonly number[]; total: number },
) {
  const reference = referenceSearch(t, query, options);
  expect([...state.results]).toEqual(reference.results);
  expect(state.total).toBe(reference.total);
}

/** Each next query extends, shortens, or replaces the previous one, as typing does. */
const editArb = fc.oneof(
  queryArb.map((s) => (q: string) => q + s),
  fc.nat({ max: 3 }).map((n) => (q: string) => q.slice(0, Math.max(0, q.length - n))),
  queryArb.map((s) => (_: string) => s),
);

describe('properties', () => {
  it('results equal a full scan of every candidate path, in order, up to the limit', () => {
    fc.assert(
      fc.property(treeArb, queryArb, limitArb, candidatesArb, (t, query, limit, candidates) => {
        const options = { limit, candidates };
        expectLikeReference(t, query, options, searchTree(t, query, options));
      }),
      { numRuns: 1000 },
    );
  });

  it('stays equal to a full scan through typed sequences that narrow, widen and replace the query', () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.array(editArb, { minLength: 1, maxLength: 10 }),
        limitArb,
        candidatesArb,
        (t, edits, limit, candidates) => {
          const options = { limit, candidates };
          let query = '';
          let state = searchTree(t, query, options);
          for (const edit of edits) {
            query = edit(query);
            state = searchTree(t, query, options, state);
            expectLikeReference(t, query, options, state);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a lazily completed state equals an eager one, whenever its total is read', () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.array(editArb, { minLength: 1, maxLength: 10 }),
        limitArb,
        candidatesArb,
        (t, edits, limit, candidates) => {
          const options = { limit, candidates };
          // Two runs of the same typing: `eager` finishes every state at once, `lazy` never reads
          // a total until the end, so each keystroke narrows from a partly searched basis.
          let query = '';
          let eager = searchTree(t, query, options);
          let lazy = searchTree(t, query, options);
          const kept: { query: string; state: SearchState<RandomOption> }[] = [];
          for (const edit of edits) {
            query = edit(query);
            eager = completeSearch(searchTree(t, query, options, eager));
            lazy = searchTree(t, query, options, lazy);
            expect(eager.complete).toBe(true);
            expect([...lazy.results]).toEqual([...eager.results]);
            if (lazy.complete) expect(lazy.total).toBe(eager.total);
            else expect(eager.total).toBeGreaterThan(lazy.results.length);
            kept.push({ query, state: lazy });
          }
          for (const { query: q, state } of kept) {
            expectLikeReference(t, q, options, state);
            expect(state.complete).toBe(true);
            if (state.basis) {
              expect([...state.basis.selfMatches]).toEqual([...scanLabels(labelIndex(t), q.toLowerCase())]);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('with sort or a custom filter, equals the full scan too', () => {
    const startsWith = (input: string, path: RandomOption[]) => path.some((o) => o.label.startsWith(input));
    fc.assert(
      fc.property(
        treeArb,
        queryArb,
        limitArb,
        candidatesArb,
        fc.boolean(),
        fc.boolean(),
        (t, query, limit, candidates, sorted, filtered) => {
          const options: SearchOptions<RandomOption> = {
            limit,
            candidates,
            sort: sorted ? byLastLabel : undefined,
            filter: filtered ? startsWith : undefined,
          };
          expectLikeReference(t, query, options, searchTree(t, query, options));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('narrowing the self-matches of a query gives those of any query containing it', () => {
    fc.assert(
      fc.property(treeArb, queryArb, queryArb, queryArb, (t, q, before, after) => {
        const index = labelIndex(t);
        const shorter = q.toLowerCase();
        const longer = (before + q + after).toLowerCase();
        expect([...narrowLabels(index, scanLabels(index, shorter), longer)]).toEqual([
          ...scanLabels(index, longer),
        ]);
      }),
      { numRuns: 1000 },
    );
  });

  it('a basis narrowed from a partly searched one finds exactly the self-matches of a full scan', () => {
    fc.assert(
      fc.property(
        treeArb,
        queryArb,
        queryArb,
        fc.nat({ max: 40 }),
        fc.nat({ max: 40 }),
        fc.boolean(),
        (t, q, more, before, after, narrow) => {
          const index = labelIndex(t);
          const shorter = new SearchBasis(index, q.toLowerCase(), null);
          shorter.at(before); // searched this far when the longer query is typed
          const longer = new SearchBasis(index, (q + more).toLowerCase(), shorter, () => narrow);
          shorter.at(after); // and searches on afterwards, which must not disturb the longer one
          expect([...longer.selfMatches]).toEqual([...scanLabels(index, (q + more).toLowerCase())]);
          expect([...shorter.selfMatches]).toEqual([...scanLabels(index, q.toLowerCase())]);
          expect(longer.complete && shorter.complete).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('matchRanges finds disjoint, ascending ranges, each the query ignoring case', () => {
    fc.assert(
      fc.property(labelArb, queryArb, (text, query) => {
        const ranges = matchRanges(text, query);
        let end = 0;
        for (const [s, e] of ranges) {
          expect(s).toBeGreaterThanOrEqual(end);
          expect(text.slice(s, e).toLowerCase()).toBe(query.toLowerCase());
          end = e;
        }
        expect(ranges.length > 0).toBe(text.toLowerCase().includes(query.toLowerCase()));
      }),
      { numRuns: 1000 },
    );
  });
});
