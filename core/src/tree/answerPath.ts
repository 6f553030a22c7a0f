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
  const skip = (code: ProblemCode, why: Unusable['why']): Unusable => ({ code, why });
  let values: OptionValue[];
  let children: unknown[];
  try {
    if (!Array.isArray(entry) || entry.length === 0)
      return skip('option-not-object', () =>
        process.env.NODE_ENV !== 'production' && ` is ${describe(entry)}, not a non-empty array of options`);
    values = new Array(entry.length);
    children = new Array(entry.length);
    for (let i = 0; i < entry.length; i++) {
      const option = entry[i] as unknown;
      if (option === null || typeof option !== 'object' || Array.isArray(option))
        return skip('option-not-object', () =>
          process.env.NODE_ENV !== 'production' && `[${i}] is ${describe(option)}, not an option`);
      const record = option as Record<string, unknown>;
      const value = record[valueKey];
      if (!isOptionValue(value))
        return skip('invalid-value', () =>
          process.env.NODE_ENV !== 'production' &&
          `[${i}] has an invalid (${describe(value)}) '${valueKey}'; a value must be a string or a finite number`);
      values[i] = value;
      void record[labelKey];
      children[i] = record[childrenKey];
    }
  } catch (error) {
    return skip('option-unreadable', () =>
      process.env.NODE_ENV !== 'production' && ` could not be read (${describeError(error)})`);
  }
  // Where the tree has the path's nodes, looked up once for every use (a deep path is long).
  const ids = tree.resolve(values);
  const known = ids.length;
  for (let i = Math.max(known, 1); i + 1 < values.length; i++) {
    const own = children[i];
    if (!Array.isArray(own) || own.length === 0) continue;
    let found = false;
    try {
      found = own.some(
        (child) =>
          child !== null &&
          typeof child === 'object' &&
          (child as Record<string, unknown>)[valueKey] === values[i + 1],
      );
    } catch {
      // Children that cannot be read cannot hold the next value either.
    }
    if (!found)
      return skip('value-not-found', () =>
        process.env.NODE_ENV !== 'production' &&
        `[${i}] brings its own '${childrenKey}', and the path's next value ${JSON.stringify(values[i + 1])} is none of them`);
  }
  return { options: entry as O[], values, ids };
}
