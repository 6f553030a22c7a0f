import { describe, describeError, type Explanation, type ProblemLog } from '../../problems/problems';
import type { OptionValue, ProblemCode } from '../../types/types';
import { type Frame, indexPath } from './frame';

/** The problems the build reports about options, with their development explanations. */

/**
 * Logs an error at the option `index` of `frame`. The explanation gets what it names as an
 * argument, never from a closure over the walk's loop: a closure there that captured the loop's
 * variables made V8 allocate them anew for every option (a million options' worth of garbage).
 */
export function optionProblem<O, D>(
  log: ProblemLog,
  code: ProblemCode,
  frame: Frame<O>,
  index: number,
  childrenKey: string,
  detail: D,
  /**
   * False in a production build (`process.env.NODE_ENV !== 'production' && …` at the call): its
   * problems explain nothing, so it carries no explanation, nor a stub of one per problem.
   */
  explain: false | ((at: string, detail: D, childrenKey: string) => Explanation),
): void {
  log.noteProblem(
    'error',
    code,
    'options',
    () => indexPath(frame, index, childrenKey),
    (at) => (explain ? explain(at, detail, childrenKey) : false),
  );
}

// The walk's explanations, by problem.
export const tooManyShared = (at: string, max: number): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options share children arrays between parents, each expanded again under every parent: past ${max} repeated nodes the build stopped; ${at} and every option after it were skipped.`;
export const tooManyNodes = (at: string, max: number): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options expand to more than ${max} nodes (is one children array shared by many parents?); ${at} and every option after it were skipped.`;
export const notObject = (at: string, raw: unknown): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} must be an object, got ${describe(raw)}; it was skipped.`;
export const invalidValue = (
  at: string,
  { code, rawValue, valueKey }: { code: ProblemCode; rawValue: unknown; valueKey: string },
): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} ${
    code === 'missing-value'
      ? `has no '${valueKey}'`
      : `has ${code === 'null-value' ? 'a null' : `an invalid (${describe(rawValue)})`} '${valueKey}'`
  }; a value must be a string or a finite number. The option and its children were skipped.`;
export const unreadable = (at: string, error: unknown): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} could not be read (${describeError(error)}); the option and its children were skipped.`;
export const cycle = (at: string): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} is its own ancestor (a cycle); the repeat was skipped.`;
export const duplicate = (
  at: string,
  { value, children }: { value: OptionValue; children: number },
): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at} repeats the value ${describe(value)} of an earlier sibling; sibling values must be unique. The repeat is shown as a disabled row that cannot be chosen${
    children > 0 ? `, and its ${children === 1 ? 'child' : `${children} children`} cannot be reached` : ''
  }.`;
export const childrenNotArray = (at: string, rawChildren: unknown, childrenKey: string): Explanation =>
  process.env.NODE_ENV !== 'production' &&
  `options: ${at}.${childrenKey} must be an array, got ${describe(rawChildren)}; the option was treated as having no children.`;
