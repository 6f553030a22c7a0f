import { type CascaderOption, type CascaderState, transition, type ValuePath } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remoteAnswered } from './helpers';

/**
 * A remote answer's results are found in each new tree by the place of their top-level option
 * (the index it had when the answer joined), not looked up by value again: 20,000 results looked
 * their 20,000 top-level options up once more in every tree. Where new options put another option
 * at that place, the result is looked up by value: the results are always the nodes at the
 * answer's paths, as `tree.find` has them.
 */

const branch = (value: string): CascaderOption => ({ label: `Branch ${value}`, value, isLeaf: false });
/**
 * The path of an answer through the top-level option `value`, to a leaf whose label does not hold
 * the text searched (`q`): the server matched it by something else, so only the answer finds it.
 */
const answerPath = (value: string) => [branch(value), { label: `Leaf ${value}`, value: `leaf-${value}` }];

/** A state with `options` open on the text `q`, the answer of `through` joined. */
function answered(options: CascaderOption[], through: string[]): CascaderState<CascaderOption> {
  return remoteAnswered(options, 'q', through.map(answerPath));
}

/** The results as value paths, in their order. */
const resultPaths = (state: CascaderState<CascaderOption>) =>
  state.search!.results.map((id) => state.tree.path(id));

/** What the results must be: the answer's paths the tree has (by value), in tree order. */
function expected(state: CascaderState<CascaderOption>, through: string[]): ValuePath[] {
  const ids = through.map((value) => state.tree.find([value, `leaf-${value}`])).filter((id) => id >= 0);
  return [...new Set(ids)].sort((a, b) => a - b).map((id) => state.tree.path(id));
}

describe('remote results found by the place of their top-level option', () => {
  it('are the answer’s paths, in the tree the answer made and after new options moved, dropped or repeated theirs', () => {
    const values = ['a', 'b', 'c', 'd'];
    const state = answered(values.map(branch), ['d', 'b', 'a']);
    expect(resultPaths(state)).toEqual([
      ['a', 'leaf-a'],
      ['b', 'leaf-b'],
      ['d', 'leaf-d'],
    ]);
    // New options: `d` first, `a` gone, a repeat of `b` before it, `e` where `b` was.
    const next = transition(state, {
      type: 'PROPS.SET',
      props: {
        options: [branch('d'), branch('e'), { label: 'again', value: 'b' }, branch('b'), branch('c')],
      },
    }).state;
    expect(resultPaths(next)).toEqual(expected(next, ['d', 'b', 'a']));
    expect(resultPaths(next)).toEqual([
      ['d', 'leaf-d'],
      ['b', 'leaf-b'],
    ]);
  });

  it('equal the nodes found by value, for any answer and any new options after it', () => {
    const value = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(
        fc.uniqueArray(value, { minLength: 1 }),
        fc.array(value),
        fc.array(value),
        (before, through, after) => {
          const answeredThrough = through.filter((v) => before.includes(v));
          const state = answered(before.map(branch), answeredThrough);
          expect(resultPaths(state)).toEqual(expected(state, answeredThrough));
          // New options, in any order, with repeats (a repeat is a duplicate row, no result).
          const next = transition(state, { type: 'PROPS.SET', props: { options: after.map(branch) } }).state;
          expect(resultPaths(next)).toEqual(expected(next, answeredThrough));
        },
      ),
    );
  });
});
