import { type CascaderOption, pathId } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remoteAnswered } from './helpers';

/**
 * A remote answer's results join the local matches: each node once, in tree order, whether the
 * local search found it too (most of a large answer), the answer repeats it, or it is new below a
 * branch still to load (the merge of two sorted lists, mergeRemote.ts).
 */

const options = (): CascaderOption[] => [
  ...Array.from({ length: 3 }, (_, k) => ({ label: `Branch ${k}`, value: `b${k}`, isLeaf: false })),
  ...Array.from({ length: 4 }, (_, k) => ({ label: `Item x${k}`, value: `x${k}` })),
  ...Array.from({ length: 2 }, (_, k) => ({ label: 'Other', value: `y${k}` })),
];

/** A result of the answer: a local match, an option that matches no label, or a new one below a branch. */
const result = fc.oneof(
  fc.nat(3).map((k) => [{ label: `Item x${k}`, value: `x${k}` }]),
  fc.nat(1).map((k) => [{ label: 'Other', value: `y${k}` }]),
  fc.tuple(fc.nat(2), fc.nat(3)).map(([k, j]) => [
    { label: `Branch ${k}`, value: `b${k}`, isLeaf: false },
    { label: `New ${k}.${j}`, value: `n${j}` },
  ]),
);

describe('remote results merged with the local matches', () => {
  it('are every local match and every result, each once, in tree order', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 12 }), (answer) => {
        const state = remoteAnswered(options(), 'x', answer);
        const { tree } = state;
        const paths = [
          ...Array.from({ length: 4 }, (_, k) => [`x${k}`]),
          ...answer.map((path) => path.map((option) => option.value)),
        ];
        // Each wanted node once, by its id in the tree: tree order.
        const expected = [...new Set(paths.map((path) => tree.find(path)))]
          .sort((a, b) => a - b)
          .map((id) => pathId(tree.path(id)));
        expect(expected).not.toContain(pathId([]));
        const shown = state.search!.results.map((id) => pathId(tree.path(id)));
        expect(shown).toEqual(expected);
        expect(state.search!.total).toBe(expected.length);
      }),
      { numRuns: 200 },
    );
  });
});
