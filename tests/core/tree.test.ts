import { assertValidOptions, CascadiaError, Tree, toPathKey, validateOptions } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lazyLargeTree } from '../../core/src/tree/large/largeBuild';
import { LoadedChildren } from '../../core/src/tree/loadedChildren';
import {
  checkDisabledCount,
  duplicateCount,
  isCheckDisabled,
  isOwnDisabled,
  labelsOf,
} from '../../core/src/tree/queries';
import { regions } from '../fixtures/regions';

describe('Tree index', () => {
  const { tree, problems } = Tree.build(regions());

  it('indexes every option in preorder with no problems', () => {
    expect(problems).toEqual([]);
    expect(tree.size).toBe(10);
    expect(tree.roots().map((id) => tree.valueOf(id))).toEqual(['fj', 'zj', 'bj']);
  });

  it('looks nodes up by their whole value path', () => {
    const mawei = tree.find(['fj', 'fuzhou', 'mawei']);
    expect(tree.labelOf(mawei)).toBe('马尾');
    expect(tree.path(mawei)).toEqual(['fj', 'fuzhou', 'mawei']);
    expect(tree.depthOf(mawei)).toBe(2);
    expect(tree.labelOf(tree.parentOf(mawei))).toBe('福州');
    expect(tree.find(['fuzhou'])).toBe(-1);
    expect(tree.find(['fj', 'nope'])).toBe(-1);
    expect(tree.resolve(['fj', 'nope', 'x'])).toHaveLength(1);
  });

  it('finds values in long lists that ascend (numbers, then strings shorter first) or not, lazy or built', () => {
    const ascending = [-3, 0, 2.5, 7, ...Array.from({ length: 2000 }, (_, i) => `n${i * 3}`)];
    const shuffled = [...ascending].reverse();
    for (const values of [ascending, shuffled]) {
      const options = values.map((value) => ({ value, label: String(value), children: [{ value: 'x' }] }));
      const nested = [{ value: 'root', children: options }];
      for (const [tree, prefix] of [
        [Tree.build(options).tree, []],
        [lazyLargeTree(options), []],
        [Tree.build(nested).tree, ['root']],
      ] as const) {
        for (const value of [-3, 2.5, 7, 'n0', 'n9', 'n12', 'n2997', 'n5997'])
          expect(tree.path(tree.find([...prefix, value, 'x'])).slice(-2)).toEqual([value, 'x']);
        for (const value of [-2, 3, 'n1', 'n10', 'n11', 'n6000', 'm9', '7', 7.5, 'n'])
          expect(tree.find([...prefix, value])).toBe(-1);
      }
    }
  });

  it('finds each value of a long list out of order at its first holder (SameValueZero), leaves or branches, lazy or built', () => {
    // Past 16 children out of order, a look-up goes through a table of the list's values, made on
    // the first one; a repeat is no entry of its own.
    const valueArb = fc.oneof(
      fc.constantFrom('a', '0', '1', '', 0, -0, 1, -1, 1.5, 2 ** 40),
      fc.integer({ min: -50, max: 50 }),
      fc.integer({ min: 0, max: 50 }).map((n) => `s${n}`),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(valueArb, fc.boolean()), { minLength: 17, maxLength: 200 }),
        fc.boolean(),
        (entries, withBranches) => {
          const options = entries.map(([value, branch]) => ({
            value,
            ...(withBranches && branch ? { children: [{ value: 'x' }] } : {}),
          }));
          const values = entries.map(([value]) => value);
          for (const tree of [Tree.build(options).tree, lazyLargeTree(options)]) {
            const roots = tree.roots();
            for (const value of [...values, 'nope', 51, -0.5, 's51']) {
              const first = values.indexOf(value);
              expect(tree.find([value])).toBe(first < 0 ? -1 : roots[first]);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('hands back the very option objects it was given', () => {
    const options = regions();
    const built = Tree.build(options).tree;
    expect(built.optionsOf(['fj', 'quanzhou'])).toEqual([options[0], options[0].children![1]]);
    expect(built.optionsOf(['fj', 'quanzhou'])[1]).toBe(options[0].children![1]);
  });

  it('applies the leaf rule: isLeaf when given, else no children', () => {
    const built = Tree.build([
      { value: 'a', label: 'A', isLeaf: false },
      { value: 'b', label: 'B', children: [] },
      { value: 'c', label: 'C', isLeaf: true, children: [{ value: 'd' }] },
    ]).tree;
    const [a, b] = built.roots();
    const c = built.find(['c']);
    expect(built.isLeaf(a)).toBe(false);
    expect(built.isUnloaded(a)).toBe(true);
    expect(built.isLeaf(b)).toBe(true);
    expect(built.isUnloaded(b)).toBe(false);
    expect(built.isLeaf(c)).toBe(true);
  });

  it('inherits disabled from ancestors and keeps disableCheckbox separate', () => {
    const built = Tree.build([
      { value: 'a', disabled: true, children: [{ value: 'b' }] },
      { value: 'c', disableCheckbox: true },
    ]).tree;
    expect(built.isDisabled(built.find(['a', 'b']))).toBe(true);
    expect(isOwnDisabled(built, built.find(['a', 'b']))).toBe(false);
    expect(built.isDisabled(built.find(['c']))).toBe(false);
    expect(isCheckDisabled(built, built.find(['c']))).toBe(true);
  });

  it('keys by the whole path, so the same value under two parents is fine', () => {
    const built = Tree.build([
      { value: 'x', children: [{ value: 'same', label: 'under x' }] },
      { value: 'y', children: [{ value: 'same', label: 'under y' }] },
    ]).tree;
    expect(built.labelOf(built.find(['x', 'same']))).toBe('under x');
    expect(built.labelOf(built.find(['y', 'same']))).toBe('under y');
  });

  it('tells 1 and "1" apart', () => {
    const built = Tree.build([
      { value: 1, label: 'number' },
      { value: '1', label: 'string' },
    ]);
    expect(built.problems).toEqual([]);
    expect(built.tree.labelOf(built.tree.find([1]))).toBe('number');
    expect(built.tree.labelOf(built.tree.find(['1']))).toBe('string');
  });

  it('reads options through fieldNames', () => {
    const built = Tree.build([{ name: 'Zhejiang', code: 'zj', nodes: [{ name: 'Hangzhou', code: 'hz' }] }], {
      label: 'name',
      value: 'code',
      children: 'nodes',
    });
    expect(built.problems).toEqual([]);
    expect(labelsOf(built.tree, ['zj', 'hz'])).toEqual(['Zhejiang', 'Hangzhou']);
  });

  it('shows values missing from the options as their raw values', () => {
    expect(labelsOf(tree, ['not', 'exist'])).toEqual(['not', 'exist']);
    expect(labelsOf(tree, ['fj', 'exist'])).toEqual(['福建', 'exist']);
  });

  it('returns a new index when loaded children are inserted, leaving the old one alone', () => {
    const built = Tree.build([{ value: 'a', label: 'A', isLeaf: false }]).tree;
    const loaded = LoadedChildren.empty().with(built.path(0), { children: [{ value: 'a1', label: 'A1' }] });
    const next = Tree.build(built.options, undefined, { loaded }).tree;
    expect(next).not.toBe(built);
    expect(next.find(['a', 'a1'])).toBeGreaterThan(0);
    expect(built.find(['a', 'a1'])).toBe(-1);
    expect(next.isUnloaded(next.find(['a']))).toBe(false);
  });

  it('formats rc-cascader path keys for the DOM only', () => {
    expect(toPathKey(['fj', 'fuzhou'])).toBe('fj__RC_CASCADER_SPLIT__fuzhou');
  });

  it('handles deep trees without recursion', () => {
    const root: Record<string, unknown> = { value: 0 };
    let node = root;
    for (let i = 1; i < 20_000; i++) {
      const child = { value: i };
      node.children = [child];
      node = child;
    }
    const built = Tree.build([root]).tree;
    expect(built.size).toBe(20_000);
    expect(built.depthOf(built.size - 1)).toBe(19_999);
  });
});

describe('bad input', () => {
  const codes = (options: unknown, fieldNames?: Record<string, string>) =>
    validateOptions(options, fieldNames).map((p) => [p.code, p.prop, p.at]);

  it('reports options that are not an array', () => {
    expect(codes({ value: 'x' })).toEqual([['options-not-array', 'options', 'options']]);
    expect(validateOptions('oops')[0].message).toContain('options must be an array');
  });

  it('reports a node without a value, a null value and an invalid value, naming the path', () => {
    expect(codes([{ label: 'a' }, { value: null }, { value: { x: 1 } }, { value: true }])).toEqual([
      ['missing-value', 'options', 'options[0]'],
      ['null-value', 'options', 'options[1]'],
      ['invalid-value', 'options', 'options[2]'],
      ['invalid-value', 'options', 'options[3]'],
    ]);
  });

  it('reports duplicate sibling values; the first is the option, the repeat a disabled row', () => {
    const options = [
      {
        value: 'a',
        children: [
          { value: 'b', label: 'first' },
          { value: 'b', label: 'second' },
        ],
      },
    ];
    expect(codes(options)).toEqual([['duplicate-value', 'options', 'options[0].children[1]']]);
    const { tree } = Tree.build(options);
    expect(tree.labelOf(tree.find(['a', 'b']))).toBe('first');
    const [first, repeat] = tree.children(tree.find(['a']));
    expect(tree.isDuplicate(first)).toBe(false);
    expect([tree.labelOf(repeat), tree.isDuplicate(repeat), tree.isDisabled(repeat)]).toEqual([
      'second',
      true,
      true,
    ]);
    expect(duplicateCount(tree)).toBe(1);
  });

  it('finds duplicates in long sibling lists too', () => {
    const options = Array.from({ length: 100 }, (_, i) => ({ value: i % 60 }));
    expect(codes(options)).toHaveLength(40);
  });

  it('finds duplicates among siblings with subtrees, before and past 32 of them; NaN is no value', () => {
    const branch = (value: number) => ({ value, children: [{ value: 'x', children: [{ value: 'y' }] }] });
    const children = Array.from({ length: 40 }, (_, i) => branch(i));
    children.splice(5, 0, branch(3)); // a repeat within the first 32
    children.push(branch(36), branch(Number.NaN), branch(Number.NaN)); // past 32, and NaN twice
    expect(codes([{ value: 'root', children }])).toEqual([
      ['duplicate-value', 'options', 'options[0].children[5]'],
      ['duplicate-value', 'options', 'options[0].children[41]'],
      ['invalid-value', 'options', 'options[0].children[42]'],
      ['invalid-value', 'options', 'options[0].children[43]'],
    ]);
  });

  /**
   * Builds one root per value, labelled by its index, and checks that the first of every repeated
   * value is the option its value finds, and each later repeat is a duplicate row in its place and
   * one problem.
   */
  const expectFirstOfEachKept = (values: (string | number)[]) => {
    const { tree, problems } = Tree.build(
      values.map((value, index) => ({ value, label: String(index) })),
      undefined,
      { maxProblemsPerCode: Number.POSITIVE_INFINITY },
    );
    // indexOf compares as the build does here (no NaN): -0 repeats 0.
    const repeats = values.map((value, index) => values.indexOf(value) !== index);
    expect(tree.roots().map((id) => tree.valueOf(id))).toEqual(values);
    expect(tree.roots().map((id) => tree.isDuplicate(id))).toEqual(repeats);
    expect(problems).toHaveLength(repeats.filter(Boolean).length);
    expect(duplicateCount(tree)).toBe(problems.length);
    const firsts = values.filter((_, index) => !repeats[index]);
    for (const value of firsts) {
      expect(tree.labelOf(tree.childByValue(-1, value))).toBe(String(values.indexOf(value)));
    }
  };

  it('finds every repeated sibling value, in lists of any length (SameValueZero)', () => {
    const pool = ['a', 'b', '0', '1', '', 'ab', 0, -0, 1, -1, 1.5, 2 ** 40];
    fc.assert(fc.property(fc.array(fc.constantFrom(...pool), { maxLength: 300 }), expectFirstOfEachKept));
  });

  it('finds every repeated value in lists that ascend, then stop ascending', () => {
    // Generated ids ascend (numbers, then strings shorter first): the build looks nothing up while
    // they do, so the repeats here sit next to each other (-0 beside 0), or come after the order breaks.
    const valueArb = fc.oneof(
      fc.integer({ min: -3, max: 40 }),
      fc.constantFrom(-0, 1.5),
      fc.string({ maxLength: 3 }),
    );
    const order = (a: string | number, b: string | number) =>
      typeof a === 'number'
        ? typeof b === 'number'
          ? a - b
          : -1
        : typeof b === 'number'
          ? 1
          : a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
    fc.assert(
      fc.property(
        fc.array(valueArb, { maxLength: 200 }),
        fc.array(valueArb, { maxLength: 60 }),
        (sorted, tail) => expectFirstOfEachKept([...sorted.sort(order), ...tail]),
      ),
    );
  });

  it('counts the checkDisabled nodes (disabled, below a disabled one, or disableCheckbox)', () => {
    const { tree } = Tree.build([
      { value: 'a', disabled: true, children: [{ value: 'b' }, { value: 'c' }] },
      { value: 'd', disableCheckbox: true, children: [{ value: 'e' }] },
      { value: 'f' },
    ]);
    let count = 0;
    for (let id = 0; id < tree.size; id++) if (isCheckDisabled(tree, id)) count++;
    expect(checkDisabledCount(tree)).toBe(4);
    expect(count).toBe(4);
    expect(checkDisabledCount(Tree.build([{ value: 'a', children: [{ value: 'b' }] }]).tree)).toBe(0);
  });

  it('reports non-array children', () => {
    expect(codes([{ value: 'a', children: 'nope' }])).toEqual([
      ['children-not-array', 'options', 'options[0]'],
    ]);
  });

  it('detects cycles instead of hanging', () => {
    const a: Record<string, unknown> = { value: 'a' };
    const b: Record<string, unknown> = { value: 'b', children: [a] };
    a.children = [b];
    expect(codes([a])).toEqual([['cycle', 'options', 'options[0].children[0].children[0]']]);
  });

  it('detects a cycle back to any ancestor of a deep chain, near the top or far below it', () => {
    // A chain 40 levels deep whose last option holds an ancestor again: the walk compares the
    // first levels of the chain one by one and keeps the deeper ones in a set.
    const chainTo = (back: number) => {
      const levels: Record<string, unknown>[] = Array.from({ length: 40 }, (_, i) => ({ value: `v${i}` }));
      for (let i = 0; i + 1 < levels.length; i++) levels[i].children = [levels[i + 1]];
      levels[39].children = [{ value: 'leaf' }, levels[back]];
      return levels[0];
    };
    const at = `options[0]${'.children[0]'.repeat(39)}.children[1]`;
    for (const back of [0, 5, 16, 17, 30, 39]) {
      expect(codes([chainTo(back)])).toEqual([['cycle', 'options', at]]);
      const { tree } = Tree.build([chainTo(back)]);
      expect(tree.size).toBe(41);
    }
    // Once the walk has left a chain, its options are no ancestors: the same chain again, one
    // level lower, is walked in full.
    const chain = chainTo(20);
    expect(codes([chain, { value: 'other', children: [chain] }])).toEqual([
      ['cycle', 'options', at],
      ['cycle', 'options', at.replace('options[0]', 'options[1].children[0]')],
    ]);
    expect(Tree.build([chain, { value: 'other', children: [chain] }]).tree.size).toBe(83);
  });

  it('allows the same object in two branches (not a cycle)', () => {
    const shared = { value: 's' };
    expect(
      codes([
        { value: 'a', children: [shared] },
        { value: 'b', children: [shared] },
      ]),
    ).toEqual([]);
  });

  it('reports non-object options', () => {
    expect(codes([1, 'x', null, []])).toHaveLength(4);
  });

  it('warns when fieldNames point at keys no option has', () => {
    const problems = validateOptions([{ label: 'a', value: 'a' }], { value: 'code', label: 'name' });
    expect(problems.filter((p) => p.severity === 'warning').map((p) => p.prop)).toEqual([
      'fieldNames.value',
      'fieldNames.label',
    ]);
  });

  it('caps repeated problems in the store but lists all for tools', () => {
    const options = Array.from({ length: 50 }, () => ({ label: 'x' }));
    expect(validateOptions(options)).toHaveLength(50);
    const capped = Tree.build(options).problems;
    expect(capped).toHaveLength(21);
    expect(capped[20].message).toContain('30 more');
  });

  it('assertValidOptions throws a typed error listing every error', () => {
    expect(() => assertValidOptions([{ value: 'a' }, { value: 'a' }, {}])).toThrow(CascadiaError);
    try {
      assertValidOptions([{ value: 'a' }, { value: 'a' }, {}]);
    } catch (error) {
      expect((error as CascadiaError).problems.map((p) => p.code)).toEqual([
        'duplicate-value',
        'missing-value',
      ]);
    }
    expect(() => assertValidOptions([{ value: 'a' }])).not.toThrow();
  });
});

describe('finding a child by value in a long list whose values ascend', () => {
  it('finds the same node by bisection and, once searched often, by a table of the values', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.oneof(fc.integer(), fc.string({ maxLength: 3 })), { minLength: 17, maxLength: 80 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        (values, picks) => {
          // Numbers first, by size; then strings, shorter first: the order the tree calls ascending.
          const sorted = [...values].sort((a, b) =>
            typeof a === typeof b
              ? typeof a === 'number'
                ? (a as number) - (b as number)
                : (a as string).length - (b as string).length || (a < b ? -1 : a > b ? 1 : 0)
              : typeof a === 'number'
                ? -1
                : 1,
          );
          const { tree } = Tree.build(sorted.map((value) => ({ value, label: String(value) })));
          for (const pick of picks) {
            const value = sorted[pick % sorted.length];
            expect(tree.valueOf(tree.find([value]))).toBe(value);
            // A value of the other type is another option's, or none's.
            const other = typeof value === 'number' ? String(value) : Number(value);
            expect(tree.find([other])).toBe(sorted.indexOf(other));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
