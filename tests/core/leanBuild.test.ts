import { createCascader, createLeanCascader, loadDataFeature } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LARGE_BUILD, lazyLargeTree } from '../../core/src/tree/large/largeBuild';
import { LargeTree } from '../../core/src/tree/large/largeTree';
import { LoadedChildren } from '../../core/src/tree/loadedChildren';
import {
  checkDisabledCount,
  duplicateCount,
  endOf,
  isCheckDisabled,
  isOwnDisabled,
  textsOf,
} from '../../core/src/tree/queries';
import { Tree } from '../../core/src/tree/tree';
import type { OptionValue } from '../../core/src/types/types';

/**
 * A build without the large-tree machinery (a lean engine's: every option added one by one, long
 * sibling lists' values in Maps) makes the same tree as one with it (`largeTreeFeature`'s: runs of
 * plain leaves read again from their arrays, compact sibling tables): the same nodes with the same
 * values, labels, flags and order, the same look-ups, the same problems.
 */

/** A value from a small pool, so that siblings repeat one now and then; numbers and strings. */
const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -3, max: 60 }) },
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 60 }).map((n) => `v${n}`) },
  { weight: 1, arbitrary: fc.constantFrom(-0, 0.5, Number.NaN, null, undefined, '', Infinity) },
);

/** A plain leaf, flagged now and then. */
const leafArb = fc.record(
  {
    value: valueArb,
    label: fc.string({ maxLength: 3 }),
    disabled: fc.boolean(),
    disableCheckbox: fc.boolean(),
    isLeaf: fc.boolean(),
  },
  { requiredKeys: ['value', 'label'] },
);

/** Leaves whose values ascend (generated ids), with a repeat or a step back somewhere. */
const ascendingLeaves = fc
  .tuple(fc.integer({ min: 20, max: 120 }), fc.nat(), fc.boolean())
  .map(([length, at, repeat]) => {
    const list: unknown[] = Array.from({ length }, (_, i) => ({ value: i * 2, label: `n${i}` }));
    if (repeat) (list[at % length] as { value: number }).value = (at % 7) * 2;
    return list;
  });

const optionArb: fc.Arbitrary<unknown> = fc.letrec<{ option: unknown; list: unknown[] }>((tie) => ({
  option: fc.oneof(
    { weight: 12, arbitrary: leafArb },
    {
      weight: 3,
      arbitrary: fc.record({ value: valueArb, label: fc.string({ maxLength: 3 }), children: tie('list') }),
    },
    { weight: 1, arbitrary: fc.constantFrom(null, 7, 'text', [] as unknown[]) },
    { weight: 1, arbitrary: fc.record({ value: valueArb, children: fc.constantFrom('nope', 3, null) }) },
  ),
  // Long lists now and then (past the 16 scanned and the 32 walked before a table is made).
  list: fc.oneof(
    { weight: 4, arbitrary: fc.array(tie('option'), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.array(tie('option'), { minLength: 30, maxLength: 90 }) },
    { weight: 1, arbitrary: ascendingLeaves },
  ),
})).option;

const optionsArb = fc.oneof(
  { weight: 4, arbitrary: fc.array(optionArb, { maxLength: 40 }) },
  { weight: 1, arbitrary: ascendingLeaves },
  { weight: 1, arbitrary: fc.array(leafArb, { minLength: 30, maxLength: 200 }) },
);

/** Everything a reader can ask of node `id`. */
function row(tree: Tree<unknown>, id: number) {
  return {
    value: tree.valueOf(id),
    label: tree.labelOf(id),
    text: tree.textOf(id),
    option: tree.optionOf(id),
    parent: tree.parentOf(id),
    depth: tree.depthOf(id),
    end: endOf(tree, id),
    children: tree.childCount(id),
    index: tree.indexInParent(id),
    leaf: tree.isLeaf(id),
    unloaded: tree.isUnloaded(id),
    disabled: tree.isDisabled(id),
    ownDisabled: isOwnDisabled(tree, id),
    duplicate: tree.isDuplicate(id),
    checkDisabled: isCheckDisabled(tree, id),
    path: tree.path(id),
  };
}

function sameTrees(lean: Tree<unknown>, large: Tree<unknown>, probes: readonly unknown[]): void {
  expect(lean.size).toBe(large.size);
  expect(duplicateCount(lean)).toBe(duplicateCount(large));
  expect(checkDisabledCount(lean)).toBe(checkDisabledCount(large));
  expect(lean.roots()).toEqual(large.roots());
  for (let id = 0; id < large.size; id++) {
    expect(row(lean, id)).toEqual(row(large, id));
    expect(lean.children(id)).toEqual(large.children(id));
  }
  // Every child found by its value, and values that are not there not found, in every list.
  for (const parentId of [-1, ...large.roots(), ...Array.from({ length: large.size }, (_, i) => i)]) {
    for (let i = 0; i < large.childCount(parentId); i++) {
      const value = large.valueOf(large.childAt(parentId, i));
      expect(lean.childByValue(parentId, value)).toBe(large.childByValue(parentId, value));
    }
    for (const probe of probes)
      expect(lean.childByValue(parentId, probe as OptionValue)).toBe(
        large.childByValue(parentId, probe as OptionValue),
      );
  }
}

describe('a build without the large-tree machinery', () => {
  it('makes the same tree as one with it, for any options', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(valueArb, { maxLength: 6 }), (options, probes) => {
        const lean = Tree.build<unknown>(options);
        const large = Tree.build<unknown>(options, undefined, { large: LARGE_BUILD });
        expect(lean.problems).toEqual(large.problems);
        sameTrees(lean.tree, large.tree, probes);
        // A lazy tree with it, a slice at a time, ends the same.
        const lazy = lazyLargeTree<unknown>(options, undefined, 7);
        sameTrees(lean.tree, lazy, probes);
        expect(lazy.indexProblems()).toEqual(lean.problems);
      }),
      { numRuns: 120 },
    );
  });

  it('adds loaded children as a build with it does', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(optionArb, { maxLength: 40 }), fc.nat(), (options, children, pick) => {
        const large = Tree.build<unknown>(options, undefined, { large: LARGE_BUILD }).tree;
        fc.pre(large.size > 0);
        const id = pick % large.size;
        const loaded = LoadedChildren.empty<unknown>().with(large.path(id), { children });
        const withLean = Tree.build<unknown>(options, undefined, { loaded });
        const withLarge = Tree.build<unknown>(options, undefined, { loaded, large: LARGE_BUILD });
        expect(withLean.problems).toEqual(withLarge.problems);
        sameTrees(withLean.tree, withLarge.tree, []);
      }),
      { numRuns: 60 },
    );
  });

  it('is what a lean engine holds: a plain tree, and no loaded children until a loader answers', async () => {
    const options = [
      { label: 'A', value: 'a', children: [{ label: 'A1', value: 'a1' }] },
      { label: 'B', value: 'b', isLeaf: false },
    ];
    const lean = createLeanCascader({ options });
    expect(lean.getState().tree).not.toBeInstanceOf(LargeTree);
    expect(textsOf(lean.getState().tree, ['a', 'a1'])).toEqual(['A', 'A1']);
    expect(lean.getState().loaded).toBeUndefined();
    lean.destroy();
    // With the large-tree feature, its tree; a loader's answer brings the loaded children.
    const loadData = async () => [{ label: 'B1', value: 'b1' }];
    const full = createCascader({ options, loadData });
    expect(full.getState().tree).toBeInstanceOf(LargeTree);
    full.send({ type: 'POPUP.OPEN' });
    full.send({ type: 'ITEM.CLICK', path: ['b'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(textsOf(full.getState().tree, ['b', 'b1'])).toEqual(['B', 'B1']);
    expect(full.getState().loaded?.get(['b'])?.children).toEqual([{ label: 'B1', value: 'b1' }]);
    full.destroy();
    // A lean engine with the loader's feature only: a plain tree with the loaded children.
    const loading = createLeanCascader({ options, loadData }, [loadDataFeature]);
    loading.send({ type: 'POPUP.OPEN' });
    loading.send({ type: 'ITEM.CLICK', path: ['b'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loading.getState().tree).not.toBeInstanceOf(LargeTree);
    expect(textsOf(loading.getState().tree, ['b', 'b1'])).toEqual(['B', 'B1']);
    loading.destroy();
  });
});
