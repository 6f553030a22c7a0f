import { pathId, samePath, type ValuePath } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Short paths of few values, numbers and strings that look alike (1 and '1'), so that many pairs agree. */
const pathArb: fc.Arbitrary<ValuePath> = fc.array(fc.constantFrom<string | number>(1, '1', 2, 'a'), {
  maxLength: 3,
});

describe('samePath', () => {
  it('is true exactly when the paths hold the same values in the same order, 1 and "1" apart', () => {
    fc.assert(
      fc.property(pathArb, pathArb, (a, b) => {
        expect(samePath(a, b)).toBe(pathId(a) === pathId(b));
        expect(samePath(a, [...a])).toBe(true);
      }),
    );
  });

  it('takes two missing paths for the same, and a missing one for none other, even an empty one', () => {
    expect(samePath(undefined, undefined)).toBe(true);
    expect(samePath(undefined, [])).toBe(false);
    expect(samePath(['a'], undefined)).toBe(false);
  });
});
