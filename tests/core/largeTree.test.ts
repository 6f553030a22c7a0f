import {
  type CascaderOption,
  createCascader,
  createLeanCascader,
  largeTreeFeature,
  type Problem,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * When the problems of the options are reported, with and without `largeTreeFeature`. With it (the
 * all-in engine, the React Cascader) a tree larger than the first slice (2,048 options) is indexed
 * when first needed (a click on an option here; not by an open, which shows a preview of the top
 * level) or in the background, and its problems wait for that; without it (a lean
 * engine that does not pass it) the options are indexed whole when they arrive and every problem
 * is reported in that same update. Either way the same problems, in the same order.
 */

/** 5,000 options, with a repeated value and an option without a value at the given places. */
function largeOptions(duplicateAt: number, valuelessAt: number): CascaderOption[] {
  const options: CascaderOption[] = Array.from({ length: 5000 }, (_, i) => ({
    label: `Option ${i}`,
    value: `v${i}`,
  }));
  options[duplicateAt] = { label: 'Again', value: 'v0' };
  options[valuelessAt] = { label: 'No value' } as CascaderOption;
  return options;
}

const codes = (problems: readonly Problem[]) => problems.map((problem) => problem.code);

describe('large trees with and without largeTreeFeature', () => {
  it('without it, the options are indexed when they arrive and every problem is reported at once', () => {
    const problems: Problem[] = [];
    const store = createLeanCascader({
      options: largeOptions(4000, 4500),
      onProblem: (p) => problems.push(p),
    });
    expect(store.getState().tree.isIndexed()).toBe(true);
    expect(codes(problems)).toEqual(['duplicate-value', 'missing-value']);
    // New options: their problems come with them, before anything opens.
    problems.length = 0;
    store.setProps({ options: largeOptions(3000, 2500) });
    expect(codes(problems)).toEqual(['missing-value', 'duplicate-value']);
  });

  it('with it, a large tree waits to be indexed, and its problems with it, until something needs it', () => {
    const problems: Problem[] = [];
    const store = createLeanCascader(
      { options: largeOptions(4000, 4500), onProblem: (p) => problems.push(p) },
      [largeTreeFeature],
    );
    expect(store.getState().tree.isIndexed()).toBe(false);
    expect(problems).toEqual([]);
    store.send({ type: 'POPUP.OPEN' });
    expect(problems).toEqual([]);
    store.send({ type: 'ITEM.CLICK', path: ['v1'] });
    expect(store.getState().tree.isIndexed()).toBe(true);
    expect(codes(problems)).toEqual(['duplicate-value', 'missing-value']);
  });

  it('createCascader has it', () => {
    const store = createCascader({ options: largeOptions(4000, 4500), onProblem: () => {} });
    expect(store.getState().tree.isIndexed()).toBe(false);
    expect(store.getState().features.map((feature) => feature.name)).toContain('largeTree');
  });

  it('both report the same problems, wherever they are: only when differs', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4999 }), fc.nat({ max: 4999 }), (duplicateAt, valuelessAt) => {
        fc.pre(duplicateAt !== valuelessAt && duplicateAt > 1 && valuelessAt > 1);
        const options = largeOptions(duplicateAt, valuelessAt);
        const eager: Problem[] = [];
        createLeanCascader({ options, onProblem: (p) => eager.push(p) });
        const lazy: Problem[] = [];
        const store = createLeanCascader({ options, onProblem: (p) => lazy.push(p) }, [largeTreeFeature]);
        store.send({ type: 'ITEM.CLICK', path: ['v1'] });
        expect(lazy.map((p) => p.message)).toEqual(eager.map((p) => p.message));
        expect(eager).toHaveLength(2);
      }),
      { numRuns: 30 },
    );
  });
});
