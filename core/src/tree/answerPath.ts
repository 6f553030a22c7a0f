import { describe, describeError } from '../problems/problems';
import type { OptionValue, ProblemCode } from '../types/types';
import type { PartialPath } from './partialPath';
import type { Tree } from './tree';
import { isOptionValue } from './valueRule';

/**
 * Why an answer's path cannot be used: a problem code, and the text after the path's name — a
 * function, `false` in a production build, so that the explanation is left out of it (problems.ts).
 */
export interface Unusable {
  code: ProblemCode;
  why: () => string | false;
}

/**
 * Reads one path of an answer (a `showSearch.load` result, a `loadPath` answer): the options
 * from a top-level one down, each read once here, inside a guard, so that nothing the app's
 * objects do later (a getter that throws, a Proxy trap) can break the transition that joins
 * them. What cannot be used is said as an `Unusable`: an entry that is no array of options, an
 * option that is no object, throws when read or has an invalid value, or one that becomes a node
 * of its own (the tree does not have it yet) and brings its own `children` without the path's
 * next value among them: its own children are what the tree shows below it, so the rest of the
 * path could never be reached.
 */
export function readAnswerPath<O>(tree: Tree<O>, entry: unknown): PartialPath<O> | Unusable {
  const { value: valueKey, label: labelKey, children: childrenKey } = tree.fieldNames;
  let values: OptionValue[];
  // The options' own children, read with the rest; a list only once one has some (most have none).
  let children: unknown[] | null = null;
  try {
    if (!Array.isArray(entry) || entry.length === 0) return notPath(entry);
    values = new Array(entry.length);
    for (let i = 0; i < entry.length; i++) {
      const option = entry[i] as unknown;
      if (option === null || typeof option !== 'object' || Array.isArray(option)) return notOption(i, option);
      const record = option as Record<string, unknown>;
      const value = record[valueKey];
      if (!isOptionValue(value)) return invalidValue(i, value, valueKey);
      values[i] = value;
      void record[labelKey];
      const own = record[childrenKey];
      if (own !== undefined) {
        children ??= new Array(entry.length);
        children[i] = own;
      }
    }
  } catch (error) {
    return unreadable(error);
  }
  // Where the tree has the path's nodes, looked up once for every use (a deep path is long).
  const ids = tree.resolve(values);
  const known = ids.length;
  for (let i = Math.max(known, 1); children && i + 1 < values.length; i++) {
    const own = children[i];
    if (!Array.isArray(own) || own.length === 0) continue;
    if (!holds(own, valueKey, values[i + 1])) return unreachable(i, childrenKey, values[i + 1]);
  }
  return { options: entry as O[], values, ids };
}

// The reasons a path is unusable, each made in a function of its own: a text closure written in
// the loop above would keep its variables in a context allocated for every option of every path
// (most of the garbage a 20,000-path answer made), though nearly every path is usable.

const notPath = (entry: unknown) =>
  skip('option-not-object', () =>
    process.env.NODE_ENV !== 'production' && ` is ${describe(entry)}, not a non-empty array of options`);

const notOption = (i: number, option: unknown) =>
  skip('option-not-object', () =>
    process.env.NODE_ENV !== 'production' && `[${i}] is ${describe(option)}, not an option`);

const invalidValue = (i: number, value: unknown, valueKey: string) =>
  skip('invalid-value', () =>
    process.env.NODE_ENV !== 'production' &&
    `[${i}] has an invalid (${describe(value)}) '${valueKey}'; a value must be a string or a finite number`);

const unreadable = (error: unknown) =>
  skip('option-unreadable', () =>
    process.env.NODE_ENV !== 'production' && ` could not be read (${describeError(error)})`);

const unreachable = (i: number, childrenKey: string, next: OptionValue) =>
  skip('value-not-found', () =>
    process.env.NODE_ENV !== 'production' &&
    `[${i}] brings its own '${childrenKey}', and the path's next value ${JSON.stringify(next)} is none of them`);

/** Whether an option's own `children` hold one with this value; children that cannot be read hold none. */
function holds(own: readonly unknown[], valueKey: string, value: OptionValue): boolean {
  try {
    return own.some(
      (child) =>
        child !== null && typeof child === 'object' && (child as Record<string, unknown>)[valueKey] === value,
    );
  } catch {
    return false;
  }
}

/** An `Unusable` (a function of the module, not made anew for each path an answer holds). */
function skip(code: ProblemCode, why: Unusable['why']): Unusable {
  return { code, why };
}
