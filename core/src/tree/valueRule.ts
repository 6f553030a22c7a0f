import type { OptionValue } from '../types/types';

/**
 * @internal What may be an option's value, and so stand in a value path: a string or a finite number. NaN
 * and ±Infinity are not values (NaN equals nothing, and all three print as null). The one copy of
 * the rule, for the tree's build and the machine alike (the tree cannot import from machine/);
 * small enough that V8 inlines it into the build's inner loop.
 */
export const isOptionValue = (v: unknown): v is OptionValue =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
