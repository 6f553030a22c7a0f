import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CheckState,
  checkedIds,
  checkedValue,
  checksFromValue,
  toggleCheck,
  withoutMissing,
} from '../../core/src/features/checkable/check';
import {
  field,
  KID_REPORTS,
  KIDS_ACTIVE,
  KIDS_CHECKED,
  SUBTREE,
} from '../../core/src/features/checkable/checkStorage';
import { endOf, isCheckDisabled } from '../../core/src/tree/queries';
import { Tree } from '../../core/src/tree/tree';
import type { ShowCheckedStrategy, ValuePath } from '../../core/src/types/types';
import { type GeneratedOption, generateOptions, prng } from '../bench/generate';
import { type Marks, referenceConduct, referenceReport, referenceToggle } from '../bench/reference';
import { type RandomOption, treeArb } from './arbitraries';

interface Option {
  value: string | number;
  label: string;
  children?: Option[];
  disabled?: boolean;
  disableCheckbox?: boolean;
  isLeaf?: boolean;
}

/** COMPAT.md's region tree. */
const regions: Option[] = [
  {
    value: 'fj',
    label: '福建',
    children: [
      { value: 'fuzhou', label: '福州', children: [{ value: 'mawei', label: '马尾' }] },
      { value: 'quanzhou', label: '泉州' },
    ],
  },
  {
    value: 'zj',
    label: '浙江',
    children: [{ value: 'hangzhou', label: '杭州', children: [{ value: 'yuhang', label: '余杭' }] }],
  },
  {
    value: 'bj',
    label: '北京',
    children: [
      { value: 'chaoyang', label: '朝阳区' },
      { value: 'haidian', label: '海淀区', disabled: true },
    ],
  },
];

const build = (options: Option[]) => Tree.build<Option>(options).tree;
const tree = build(regions);
const id = (t: Tree<Option>, ...path: (string | number)[]) => {
  const found = t.find(path);
  if (found < 0) throw new Error(`no ${path.join('/')}`);
  return found;
};
const check = (state: CheckState<Option>, path: (string | number)[], checked = true, strictly = false) =>
  toggleCheck(state, id(state.tree, ...path), checked, strictly);
const reported = (state: CheckState<Option>, strategy: ShowCheckedStrategy, strictly = false) =>
  checkedValue(state, strategy, strictly).value;
const empty = checksFromValue(tree, [], false);

describe('conduction', () => {
  it('checking fj checks its subtree; SHOW_PARENT reports fj, SHOW_CHILD its leaves by depth', () => {
    const state = check(empty, ['fj']);
    expect(reported(state, 'SHOW_PARENT')).toEqual([['fj']]);
    expect(reported(state, 'SHOW_CHILD')).toEqual([
      ['fj', 'quanzhou'],
      ['fj', 'fuzhou', 'mawei'],
    ]);
    expect(state.count).toBe(4);
    for (const path of [['fj'], ['fj', 'fuzhou'], ['fj', 'fuzhou', 'mawei'], ['fj', 'quanzhou']]) {
      expect(state.isChecked(id(tree, ...path))).toBe(true);
    }
    expect(state.isChecked(id(tree, 'zj'))).toBe(false);
  });

  it('a parent is checked when all its children are, half-checked when some are', () => {
    const mawei = check(empty, ['fj', 'fuzhou', 'mawei']);
    expect(mawei.isChecked(id(tree, 'fj', 'fuzhou'))).toBe(true);
    expect(mawei.isHalfChecked(id(tree, 'fj'))).toBe(true);
    expect(mawei.isChecked(id(tree, 'fj'))).toBe(false);
    expect(reported(mawei, 'SHOW_PARENT')).toEqual([['fj', 'fuzhou']]);
    expect(reported(mawei, 'SHOW_CHILD')).toEqual([['fj', 'fuzhou', 'mawei']]);

    const both = check(mawei, ['fj', 'quanzhou']);
    expect(both.isChecked(id(tree, 'fj'))).toBe(true);
    expect(both.isHalfChecked(id(tree, 'fj'))).toBe(false);
    expect(reported(both, 'SHOW_PARENT')).toEqual([['fj']]);
  });

  it('unchecking a child unchecks its ancestors and leaves siblings alone', () => {
    const state = check(check(empty, ['fj']), ['fj', 'quanzhou'], false);
    expect(state.isChecked(id(tree, 'fj'))).toBe(false);
    expect(state.isHalfChecked(id(tree, 'fj'))).toBe(true);
    expect(state.isChecked(id(tree, 'fj', 'fuzhou', 'mawei'))).toBe(true);
    expect(reported(state, 'SHOW_PARENT')).toEqual([['fj', 'fuzhou']]);
    expect(state.count).toBe(2);
  });

  it('unchecking a parent unchecks its whole subtree and clears half states', () => {
    const state = check(check(empty, ['fj', 'fuzhou', 'mawei']), ['fj'], false);
    expect(state.count).toBe(0);
    expect(state.isHalfChecked(id(tree, 'fj'))).toBe(false);
    expect(reported(state, 'SHOW_CHILD')).toEqual([]);
  });

  it('a disabled child does not count: checking chaoyang checks bj', () => {
    const state = check(empty, ['bj', 'chaoyang']);
    expect(state.isChecked(id(tree, 'bj'))).toBe(true);
    expect(state.isChecked(id(tree, 'bj', 'haidian'))).toBe(false);
    expect(reported(state, 'SHOW_PARENT')).toEqual([['bj']]);
    expect(reported(state, 'SHOW_CHILD')).toEqual([['bj', 'chaoyang']]);
  });

  it('checking a parent skips disabled children', () => {
    const state = check(empty, ['bj']);
    expect(state.isChecked(id(tree, 'bj', 'haidian'))).toBe(false);
    expect(state.count).toBe(2);
  });

  it('a disabled value is kept as given, without conduction, and always reported', () => {
    const state = checksFromValue(tree, [['bj', 'haidian']], false);
    expect(state.isChecked(id(tree, 'bj', 'haidian'))).toBe(true);
    expect(state.isChecked(id(tree, 'bj'))).toBe(false);
    expect(state.isHalfChecked(id(tree, 'bj'))).toBe(false);
    expect(reported(state, 'SHOW_PARENT')).toEqual([['bj', 'haidian']]);
    expect(reported(check(state, ['bj']), 'SHOW_PARENT')).toEqual([['bj'], ['bj', 'haidian']]);
    expect(reported(check(state, ['bj']), 'SHOW_CHILD')).toEqual([
      ['bj', 'chaoyang'],
      ['bj', 'haidian'],
    ]);
  });

  it('a disabled parent is checked as given; its children stay as they are', () => {
    const t = build([
      { value: 'a', label: 'A', disabled: true, children: [{ value: 'b', label: 'B' }] },
      { value: 'c', label: 'C' },
    ]);
    const state = checksFromValue(t, [['a']], false);
    expect(state.isChecked(id(t, 'a'))).toBe(true);
    expect(state.isChecked(id(t, 'a', 'b'))).toBe(false);
    const both = checksFromValue(t, [['a'], ['a', 'b']], false);
    expect(reported(both, 'SHOW_PARENT')).toEqual([['a'], ['a', 'b']]);
  });

  it('disableCheckbox cuts conduction in both directions, and its values survive a round trip', () => {
    const t = build([
      {
        value: 'p',
        label: 'P',
        children: [
          { value: 'x', label: 'X' },
          { value: 'd', label: 'D', disableCheckbox: true, children: [{ value: 'y', label: 'Y' }] },
        ],
      },
    ]);
    const parent = check(checksFromValue(t, [], false), ['p']);
    expect(parent.isChecked(id(t, 'p', 'x'))).toBe(true);
    expect(parent.isChecked(id(t, 'p', 'd'))).toBe(false);
    expect(parent.isChecked(id(t, 'p', 'd', 'y'))).toBe(false);

    const below = check(checksFromValue(t, [], false), ['p', 'd', 'y']);
    expect(below.isChecked(id(t, 'p', 'd'))).toBe(false);
    expect(below.isHalfChecked(id(t, 'p'))).toBe(false);
    expect(reported(below, 'SHOW_PARENT')).toEqual([['p', 'd', 'y']]);

    // rc-cascader would drop p/d here under SHOW_PARENT (its parent is checked); it is kept.
    const given = checksFromValue(t, [['p'], ['p', 'd']], false);
    for (const strategy of ['SHOW_PARENT', 'SHOW_CHILD'] as const) {
      const again = checksFromValue(t, reported(given, strategy), false);
      expect(checkedIds(again, 'SHOW_CHILD', true)).toEqual(checkedIds(given, 'SHOW_CHILD', true));
    }
  });

  it('an unloaded lazy branch is checked like a leaf', () => {
    const t = build([
      { value: 'lazy', label: 'Lazy', isLeaf: false },
      { value: 'leaf', label: 'Leaf' },
    ]);
    const state = check(checksFromValue(t, [], false), ['lazy']);
    expect(reported(state, 'SHOW_CHILD')).toEqual([['lazy']]);
    expect(reported(state, 'SHOW_PARENT')).toEqual([['lazy']]);
  });

  it('orders reported values by depth, then tree order, whatever the input order', () => {
    const state = checksFromValue(
      tree,
      [
        ['zj', 'hangzhou', 'yuhang'],
        ['fj', 'fuzhou', 'mawei'],
        ['bj', 'chaoyang'],
        ['fj', 'quanzhou'],
      ],
      false,
    );
    expect(reported(state, 'SHOW_PARENT')).toEqual([['fj'], ['zj'], ['bj']]);
    expect(reported(state, 'SHOW_CHILD')).toEqual([
      ['fj', 'quanzhou'],
      ['bj', 'chaoyang'],
      ['fj', 'fuzhou', 'mawei'],
      ['zj', 'hangzhou', 'yuhang'],
    ]);
  });

  it('keys by the whole path: the same value under two parents, and 1 vs "1"', () => {
    const t = build([
      {
        value: 'a',
        label: 'A',
        children: [
          { value: 'x', label: 'X' },
          { value: 1, label: 'One' },
        ],
      },
      {
        value: 'b',
        label: 'B',
        children: [
          { value: 'x', label: 'X' },
          { value: '1', label: 'one' },
        ],
      },
    ]);
    const state = checksFromValue(
      t,
      [
        ['a', 'x'],
        ['b', '1'],
      ],
      false,
    );
    expect(state.isChecked(id(t, 'b', 'x'))).toBe(false);
    expect(state.isChecked(id(t, 'a', 1))).toBe(false);
    expect(reported(state, 'SHOW_CHILD')).toEqual([
      ['a', 'x'],
      ['b', '1'],
    ]);
  });
});

describe('values and missing paths', () => {
  it('keeps values that are not in the options, first, and lets a tag removal drop one', () => {
    const state = checksFromValue(tree, [['not', 'exist'], ['fj'], ['fj', 'nope']], false);
    expect(state.missing).toEqual([
      ['not', 'exist'],
      ['fj', 'nope'],
    ]);
    const { value, options } = checkedValue(check(state, ['zj']), 'SHOW_PARENT', false);
    expect(value).toEqual([['not', 'exist'], ['fj', 'nope'], ['fj'], ['zj']]);
    expect(options.map((o) => o.map((x) => x.value))).toEqual([[], ['fj'], ['fj'], ['zj']]);
    expect(withoutMissing(state, ['not', 'exist']).missing).toEqual([['fj', 'nope']]);
    expect(withoutMissing(state, ['absent'])).toBe(state);
  });

  it('skips malformed entries without throwing', () => {
    const values = [null, 'fj', [], [{}], ['fj'], ['fj'], 7] as unknown as ValuePath[];
    const state = checksFromValue(tree, values, false);
    expect(state.isChecked(id(tree, 'fj'))).toBe(true);
    expect(reported(state, 'SHOW_PARENT').slice(-1)).toEqual([['fj']]);
    expect(state.count).toBe(4);
    expect(checksFromValue(tree, undefined as unknown as ValuePath[], false).count).toBe(0);
  });

  it('is immutable: a toggle returns a new state and leaves the old one as it was', () => {
    const next = check(empty, ['fj']);
    expect(next).not.toBe(empty);
    expect(empty.count).toBe(0);
    expect(empty.isChecked(id(tree, 'fj'))).toBe(false);
    expect(check(next, ['fj'])).toBe(next);
    expect(check(empty, ['zj'], false)).toBe(empty);
  });
});

describe('checkStrictly', () => {
  it('checks only the node itself, with no half state', () => {
    const state = check(checksFromValue(tree, [], true), ['fj', 'fuzhou', 'mawei'], true, true);
    expect(state.isChecked(id(tree, 'fj', 'fuzhou'))).toBe(false);
    expect(state.isHalfChecked(id(tree, 'fj'))).toBe(false);
    const withParent = check(state, ['fj'], true, true);
    expect(withParent.isChecked(id(tree, 'fj', 'quanzhou'))).toBe(false);
    for (const strategy of ['SHOW_PARENT', 'SHOW_CHILD'] as const) {
      expect(reported(withParent, strategy, true)).toEqual([['fj'], ['fj', 'fuzhou', 'mawei']]);
    }
  });

  it('switching modes keeps exactly the nodes that are checked now', () => {
    const conducted = check(empty, ['fj']);
    expect(reported(conducted, 'SHOW_PARENT', true)).toEqual([
      ['fj'],
      ['fj', 'fuzhou'],
      ['fj', 'quanzhou'],
      ['fj', 'fuzhou', 'mawei'],
    ]);
    const strict = checksFromValue(tree, [['fj', 'quanzhou']], true);
    expect(reported(strict, 'SHOW_PARENT', false)).toEqual([['fj', 'quanzhou']]);
  });
});

/**
 * Every per-node counter equals its definition (checkStorage.ts) over the reference marks. Most of
 * them show only later, through some toggle that reads them, so compare them directly.
 */
function expectCounters<O>(t: Tree<O>, state: CheckState<O>, marks: Marks): void {
  const subtree = new Int32Array(t.size);
  const kidsChecked = new Int32Array(t.size);
  const kidReports = new Int32Array(t.size);
  const off = (k: number) => isCheckDisabled(t, k);
  for (let u = t.size - 1; u >= 0; u--) {
    subtree[u] = marks[u] === 1 ? 1 : 0;
    let active = 0;
    for (let c = u + 1; c < endOf(t, u); c = endOf(t, c)) {
      subtree[u] += subtree[c];
      if (!off(u) && !off(c)) {
        if (marks[c] === 1) kidsChecked[u]++;
        if (marks[c] !== 0) active++;
      }
      const covered = marks[c] === 1 && !off(c) ? kidsChecked[c] : 0;
      kidReports[u] += (marks[c] === 1 ? 1 : 0) + kidReports[c] - covered;
    }
    const actual = [SUBTREE, KIDS_CHECKED, KIDS_ACTIVE, KID_REPORTS].map((f) => field(state.arrays, u, f));
    const expected = [subtree[u], kidsChecked[u], active, kidReports[u]];
    if (actual.join() !== expected.join()) expect({ node: u, actual }).toEqual({ node: u, actual: expected });
  }
}

describe('on generated trees of 5,000 and 20,000 nodes (many storage chunks)', () => {
  /** Random toggles of big and small subtrees, every observable compared with the reference after each. */
  function agreesWithReference(
    nodes: number,
    disabledRate: number,
    disableCheckboxRate: number,
    seed: number,
  ) {
    const t = Tree.build<GeneratedOption>(
      generateOptions({ nodes, seed, disabledRate, disableCheckboxRate }),
    ).tree;
    const random = prng(seed);
    let state = checksFromValue(t, [], false);
    let marks: Marks = new Uint8Array(t.size);
    const snapshots: [CheckState<GeneratedOption>, Marks][] = [];
    for (let step = 0; step < 60; step++) {
      if (step % 20 === 10) snapshots.push([state, marks]);
      // Alternate shallow nodes (roots and their children: big subtrees, spanning chunks) and any node.
      let n = Math.floor(random() * t.size);
      const maxDepth = step % 4 === 0 ? 0 : step % 4 === 2 ? 1 : Number.POSITIVE_INFINITY;
      while (t.depthOf(n) > maxDepth) n = t.parentOf(n);
      if (isCheckDisabled(t, n)) continue;
      const checked = random() < 0.6;
      state = toggleCheck(state, n, checked, false);
      marks = referenceToggle(t, marks, n, checked, false);
      let count = 0;
      for (let k = 0; k < t.size; k++) {
        const mark = state.isChecked(k) ? 1 : state.isHalfChecked(k) ? 2 : 0;
        if (mark !== marks[k]) expect({ step, node: k, mark }).toEqual({ step, node: k, mark: marks[k] });
        if (marks[k] === 1) count++;
      }
      expect(state.count).toBe(count);
      expectCounters(t, state, marks);
      // A node's subtree holds a checked node exactly when the subtree counter says so.
      const within = (k: number) => marks.subarray(k, endOf(t, k)).includes(1);
      for (let k = 0; k < t.size; k += 7) expect(state.hasCheckedWithin(k)).toBe(within(k));
      for (const strategy of ['SHOW_PARENT', 'SHOW_CHILD'] as const) {
        expect(checkedIds(state, strategy, false)).toEqual(referenceReport(t, marks, strategy, false));
      }
    }
    expect(state.count).toBeGreaterThan(0);
    // Later toggles share storage with earlier states but must never write into it.
    for (const [earlier, earlierMarks] of snapshots) {
      const now = Array.from({ length: t.size }, (_, k) =>
        earlier.isChecked(k) ? 1 : earlier.isHalfChecked(k) ? 2 : 0,
      );
      expect(now).toEqual([...earlierMarks]);
    }
  }

  it('random toggles of big and small subtrees agree with the full-recompute reference', () => {
    agreesWithReference(5000, 0.05, 0.05, 11);
  });

  it('so do toggles that share whole precomputed chunks (no checkDisabled node at all)', () => {
    agreesWithReference(20_000, 0, 0, 12);
  });

  it('and toggles mixing shared chunks with conduction around a few checkDisabled nodes', () => {
    agreesWithReference(20_000, 0.0002, 0.0002, 13);
  });
});

// ---- properties against the full-recompute reference ----

type Step = { pick: number; checked: boolean };
const stepsArb = fc.array(fc.record({ pick: fc.nat(), checked: fc.boolean() }), { maxLength: 12 });

function marksOf(state: CheckState<RandomOption>): Marks {
  const marks = new Uint8Array(state.tree.size);
  for (let n = 0; n < state.tree.size; n++)
    marks[n] = state.isChecked(n) ? 1 : state.isHalfChecked(n) ? 2 : 0;
  return marks;
}

/** Applies the toggles to both implementations, checking they agree after every step. */
function run(t: Tree<RandomOption>, steps: Step[], strictly: boolean): CheckState<RandomOption> {
  let state = checksFromValue(t, [], strictly);
  let reference: Marks = new Uint8Array(t.size);
  for (const { pick, checked } of steps) {
    const n = pick % t.size;
    if (isCheckDisabled(t, n)) continue; // the caller never toggles these
    state = toggleCheck(state, n, checked, strictly);
    reference = referenceToggle(t, reference, n, checked, strictly);
    expect([...marksOf(state)]).toEqual([...reference]);
    if (!strictly) expectCounters(t, state, reference);
  }
  return state;
}

const strategies = ['SHOW_PARENT', 'SHOW_CHILD'] as const;

describe('properties', () => {
  it('conduction: a conducting parent with conducting children is checked iff all of them are', () => {
    fc.assert(
      fc.property(treeArb, stepsArb, (t, steps) => {
        const state = run(t, steps, false);
        for (let n = 0; n < t.size; n++) {
          if (isCheckDisabled(t, n)) {
            expect(state.isHalfChecked(n)).toBe(false);
            continue;
          }
          const kids = t.children(n).filter((c) => !isCheckDisabled(t, c));
          if (kids.length === 0) continue;
          expect(state.isChecked(n)).toBe(kids.every((c) => state.isChecked(c)));
          const some = kids.some((c) => state.isChecked(c) || state.isHalfChecked(c));
          expect(state.isHalfChecked(n)).toBe(!state.isChecked(n) && some);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('toggles equal the full-recompute reference, with and without checkStrictly', () => {
    fc.assert(
      fc.property(treeArb, stepsArb, fc.boolean(), (t, steps, strictly) => {
        const state = run(t, steps, strictly);
        const marks = marksOf(state);
        expect(state.count).toBe(marks.filter((m) => m === 1).length);
        for (const strategy of strategies) {
          expect(checkedIds(state, strategy, strictly)).toEqual(
            referenceReport(t, marks, strategy, strictly),
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('SHOW_PARENT and SHOW_CHILD values fed back through checksFromValue give the same checked set', () => {
    fc.assert(
      fc.property(treeArb, stepsArb, fc.boolean(), (t, steps, strictly) => {
        const state = run(t, steps, strictly);
        const before = [...marksOf(state)];
        for (const strategy of strategies) {
          const again = checksFromValue(t, checkedValue(state, strategy, strictly).value, strictly);
          expect([...marksOf(again)]).toEqual(before);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('checksFromValue of random values equals rc-tree-style conduction of them', () => {
    fc.assert(
      fc.property(treeArb, fc.array(fc.nat(), { maxLength: 8 }), fc.boolean(), (t, picks, strictly) => {
        const ids = picks.map((p) => p % t.size);
        const state = checksFromValue(
          t,
          ids.map((n) => t.path(n)),
          strictly,
        );
        expect([...marksOf(state)]).toEqual([...referenceConduct(t, ids, strictly)]);
      }),
      { numRuns: 1000 },
    );
  });
});
