import type { OptionValue } from '../types/types';

/**
 * @internal What may be an option's value, and so stand in a value path: a string or a finite number. NaN
 * and ±Infinity are not values (NaN equals nothing, and all three print as null). The one copy of
 * the rule, for the tree's build and the machine alike (the tree cannot import from machine/);
 * small enough that V8 inlines it into the build's inner loop.
 */
export const isOptionValue = (v: unknown): v is OptionValue =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/**
 * Whether `b` comes strictly after `a` in one fixed order of option values: numbers first, by
 * size; then strings, shorter first, then by code units. In that order a list whose every value
 * comes after the one before holds no repeat, whatever the values are: equal values (and -0 with
 * 0) never ascend. Generated ids (`1, 2, 3`, `'n9', 'n10'`) ascend, so their lists need no table.
 */
export function ascends(a: OptionValue, b: OptionValue): boolean {
  if (typeof a === 'number') return typeof b === 'string' || a < b;
  return typeof b === 'string' && (a.length < b.length || (a.length === b.length && a < b));
}
