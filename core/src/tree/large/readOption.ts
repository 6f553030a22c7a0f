import type { OptionValue } from '../../types/types';
import type { ResolvedFieldNames } from '../fieldNames';
import { isOptionValue } from '../valueRule';

/** Reading options as the build does, for what a lazy tree is asked before its index (`LargeTree`). */

/** What a run leaf whose children array no longer reads stands for (`Tree.option`). */
export const UNREADABLE = Object.freeze({});

/** An option's field, as the build reads it: a key every object inherits counts only as its own. */
export const read = (option: Record<string, unknown>, key: string): unknown =>
  key in Object.prototype && !Object.hasOwn(option, key) ? undefined : option[key];

/**
 * The options along `path` as far as the build would find them, read from the options themselves:
 * what a lazy tree shows for the value before it is indexed. The build's rules, for the one option
 * per level: the first sibling that is an object with this (string or finite number) value, not its
 * own ancestor. Null when reading an option throws: the index then answers (and reports it).
 */
export function optionsAlong<O>(
  options: readonly O[],
  path: readonly OptionValue[],
  { value: valueKey, children: childrenKey }: ResolvedFieldNames,
): O[] | null {
  const found: O[] = [];
  try {
    let items: readonly unknown[] = options;
    for (const value of path) {
      let match: Record<string, unknown> | null = null;
      for (const item of items) {
        if (item === null || typeof item !== 'object' || Array.isArray(item)) continue;
        const option = item as Record<string, unknown>;
        const own = read(option, valueKey);
        if (!isOptionValue(own)) continue;
        if (own !== value) continue;
        const children = read(option, childrenKey);
        if (Array.isArray(children) && children.length > 0 && found.includes(item as O)) continue;
        match = option;
        break;
      }
      if (!match) break;
      found.push(match as O);
      const children = read(match, childrenKey);
      if (!Array.isArray(children)) break;
      items = children;
    }
  } catch {
    return null;
  }
  return found;
}
