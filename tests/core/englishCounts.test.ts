import { DEFAULT_MESSAGES } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * The English messages write counts as `Intl.NumberFormat('en-US')` does (`1,234`), though they
 * group the digits of a count themselves: the first formatter a process makes loads the locale
 * data, which made the first announced count (a remote answer's) tens of milliseconds slower.
 */
describe('English counts', () => {
  const english = new Intl.NumberFormat('en-US');

  it('are grouped as en-US groups them, for every count', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(10_000), fc.nat(), fc.maxSafeNat()), fc.nat(), (count, shown) => {
        expect(DEFAULT_MESSAGES.results(count, count)).toBe(
          `${english.format(count)} result${count === 1 ? '' : 's'}`,
        );
        expect(DEFAULT_MESSAGES.moreResults(count)).toBe(
          `More than ${english.format(count)} results, showing ${english.format(count)}`,
        );
        expect(DEFAULT_MESSAGES.removed('A', shown)).toBe(`Removed A, ${english.format(shown)} left`);
      }),
    );
  });

  it('take the formatter for what is no count', () => {
    expect(DEFAULT_MESSAGES.loaded('A', 1.5)).toBe('A: 1.5 options loaded');
    expect(DEFAULT_MESSAGES.loaded('A', -1234)).toBe('A: -1,234 options loaded');
  });
});
