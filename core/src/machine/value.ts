import { type Explanation, problem } from '../problems/problems';
import { pathId, type Tree } from '../tree/tree';
import { isOptionValue } from '../tree/valueRule';
import type { OptionValue, Problem, ValuePath } from '../types/types';
import type { Value } from './types';

export interface NormalizedValue {
  value: Value;
  problems: Problem[];
}

/** A warning about the value prop itself; `explain` as `messageOf` takes it. */
const valueProblem = (code: Problem['code'], prop: string, explain: () => Explanation): Problem =>
  problem('warning', code, prop, prop, explain);

/**
 * Brings a `value` / `defaultValue` prop into the shape the mode needs, as rc-cascader does: in
 * checkable mode a single path becomes `[path]`; in single mode a list of paths keeps its first.
 * Malformed entries are reported, never thrown.
 */
export function normalizeValue(raw: unknown, checkable: boolean, prop = 'value'): NormalizedValue {
  const problems: Problem[] = [];
  const notPaths = (explain: () => Explanation) =>
    problems.push(valueProblem('value-not-array', prop, explain));
  if (raw === undefined || raw === null) return { value: checkable ? [] : undefined, problems };
  if (!Array.isArray(raw)) {
    notPaths(
      () =>
        process.env.NODE_ENV !== 'production' &&
        `${prop} must be an array of values (a path), got ${typeof raw}; it was ignored.`,
    );
    return { value: checkable ? [] : undefined, problems };
  }
  const isList = raw.length > 0 && Array.isArray(raw[0]);
  const paths: unknown[] = checkable ? (isList ? raw : raw.length ? [raw] : []) : isList ? [raw[0]] : [raw];
  const clean: ValuePath[] = [];
  for (const path of paths) {
    if (Array.isArray(path) && path.every(isOptionValue)) clean.push(path);
    else
      notPaths(
        () =>
          process.env.NODE_ENV !== 'production' &&
          `${prop} has an entry that is not a path of strings or finite numbers; it was ignored.`,
      );
  }
  if (!checkable && isList && raw.length > 1) {
    notPaths(
      () =>
        process.env.NODE_ENV !== 'production' &&
        `${prop} has several paths but checkable is off; only the first is used.`,
    );
  }
  if (checkable) return { value: clean, problems };
  return { value: clean[0]?.length ? clean[0] : undefined, problems };
}

/**
 * Values that name options the tree does not have are kept and shown raw; this only warns, and
 * not when the path stops at a branch that is still to be loaded (a lazy tree's normal state).
 */
export function missingValueProblems<O>(tree: Tree<O>, value: Value, prop = 'value'): Problem[] {
  if (!value) return [];
  const paths = (value.length > 0 && Array.isArray(value[0]) ? value : [value]) as ValuePath[];
  const problems: Problem[] = [];
  for (const path of paths) {
    if (path.length === 0) continue;
    const ids = tree.resolve(path);
    if (ids.length === path.length) continue;
    const last = ids[ids.length - 1];
    if (last !== undefined && tree.isUnloaded(last)) continue;
    problems.push(
      valueProblem(
        'value-not-found',
        prop,
        () =>
          process.env.NODE_ENV !== 'production' &&
          `${prop} ${JSON.stringify(path)} is not in the options (no ${JSON.stringify(path[ids.length])} at level ${ids.length + 1}); it is kept and shown as its raw values.`,
      ),
    );
  }
  return problems;
}

/**
 * Whether two value paths are the same path: as long, with the same values in the same order,
 * compared as the engine compares values (`===`: `1` and `'1'` differ). Two missing paths are the
 * same; a missing one and an empty one are not.
 */
export const samePath = (
  a: readonly OptionValue[] | undefined,
  b: readonly OptionValue[] | undefined,
): boolean => a === b || (!!a && !!b && a.length === b.length && a.every((v, i) => v === b[i]));

/** @internal */
export const isPrefix = (prefix: readonly OptionValue[], path: readonly OptionValue[]): boolean =>
  prefix.length <= path.length && prefix.every((v, i) => v === path[i]);

/** Whether two values hold the same paths in the same order (single or checkable). */
export function sameValue(a: Value, b: Value): boolean {
  if (a === b) return true;
  const pa = valuePaths(a);
  const pb = valuePaths(b);
  return pa.length === pb.length && pa.every((path, i) => samePath(path, pb[i]));
}

/** @internal The paths of a value, whatever the mode. */
export const valuePaths = (value: Value): ValuePath[] =>
  !value
    ? []
    : value.length > 0 && Array.isArray(value[0])
      ? (value as ValuePath[])
      : value.length
        ? [value as ValuePath]
        : [];

/**
 * The checked paths in rc-cascader's order: the paths already in the value keep their places and
 * come first, the newly reported ones follow in tree order. A user's earlier choices do not jump
 * around when another is checked (`next` holds the strategy's value in tree order).
 */
export function keepValueOrder(previous: readonly ValuePath[], next: ValuePath[]): ValuePath[] {
  if (previous.length === 0 || next.length === 0) return next;
  const byKey = new Map<string, ValuePath>();
  for (const path of next) byKey.set(pathId(path), path);
  const ordered: ValuePath[] = [];
  for (const path of previous) {
    const key = pathId(path);
    const kept = byKey.get(key);
    if (kept === undefined) continue;
    ordered.push(kept);
    byKey.delete(key);
  }
  // What is left in the map is new, still in tree order (a Map iterates in insertion order).
  for (const path of byKey.values()) ordered.push(path);
  return ordered;
}
