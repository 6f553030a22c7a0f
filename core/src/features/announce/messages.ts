/**
 * The live region's texts, said by the features that announce (search, loads, `loadPath`, tags):
 * the app's translation when it gives one, else the English default. The defaults live here, with
 * the features, not in the machine: an engine without an announcing feature (a single select over
 * a synchronous tree) says nothing, and does not carry them.
 */
import { noteMessageError } from '../../machine/messages';
import { errorMessage } from '../../problems/problems';
import type { Messages } from '../../types/types';

/**
 * A number as English writes it (`1,234`). A count (a whole number from 0 on, every number the
 * messages show) is grouped here; anything else by one formatter, made on first use:
 * `toLocaleString` sets one up on every call, near a millisecond, and the first formatter a
 * process makes loads the locale data (20-30 ms in Node, in the event that first announced a
 * count: the first remote answer).
 */
let english: Intl.NumberFormat | undefined;
const n = (count: number) => {
  if (Number.isSafeInteger(count) && count >= 0) {
    const digits = String(count);
    let grouped = digits.slice(0, digits.length % 3 || 3);
    for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
    return grouped;
  }
  english ??= new Intl.NumberFormat('en-US');
  return english.format(count);
};
/** An error's message after a colon (`: Timeout`), or nothing when it has none to tell. */
const detail = (error: unknown) => {
  const message = errorMessage(error);
  return message ? `: ${message}` : '';
};
/** `1 result`, `1,234 results`. */
const results = (count: number) => `${n(count)} result${count === 1 ? '' : 's'}`;

/**
 * The live region's English texts: what `messages` falls back to for each text it leaves out, and
 * the en-US language pack's messages (@cascadia/react), so the English is written once.
 */
export const DEFAULT_MESSAGES: Required<Messages> = {
  results: (count, shown) => (count === shown ? results(count) : `${results(count)}, showing ${n(shown)}`),
  moreResults: (shown) => `More than ${n(shown)} results, showing ${n(shown)}`,
  noResults: 'No results',
  loading: (label) => `Loading ${label}`,
  loadFailed: (label, error) => `Loading ${label} failed${detail(error)}. Press Enter to retry.`,
  pathFailed: (value, error) =>
    `Loading the labels of ${value} failed${detail(error)}. Open the list to retry.`,
  loaded: (label, count) => `${label}: ${n(count)} option${count === 1 ? '' : 's'} loaded`,
  removed: (label, remaining) => `Removed ${label}, ${n(remaining)} left`,
  searching: (query) => `Searching for ${query}…`,
  join: (sentences) => sentences.join('. '),
  searchFailed: (query, error) => `Searching for ${query} failed${detail(error)}`,
};

type Args<K extends keyof Messages> = Required<Messages>[K] extends (...args: infer A) => string ? A : [];

/**
 * Whether the app translated the text `key`: gave one other than the default (the en-US pack
 * gives the defaults themselves). Reading it may throw: that counts as not (`say` reports it).
 */
export function translates(messages: Partial<Messages> | undefined, key: keyof Messages): boolean {
  try {
    const given = messages?.[key];
    return given !== undefined && given !== DEFAULT_MESSAGES[key];
  } catch {
    return false;
  }
}

/**
 * The text `key` in the app's words (`messages`, the `messages` prop), else the default. A
 * translation that throws (or is not a function where one is called for) gives the default, and
 * the error is kept for the store to report after the event (machine/messages.ts): the reducer
 * stays pure, and a throwing `messages.loaded` cannot drop the event that ends a load and leave
 * its spinner behind.
 */
export function say<K extends keyof Messages>(
  messages: Partial<Messages> | undefined,
  key: K,
  ...args: Args<K>
): string {
  const fallback = DEFAULT_MESSAGES[key] as string | ((...a: unknown[]) => string);
  let given: unknown;
  try {
    given = messages?.[key];
  } catch (error) {
    noteMessageError(messages, 'messages', error); // a getter on the object itself threw
  }
  if (given !== undefined) {
    try {
      if (typeof fallback !== 'function') {
        if (typeof given !== 'string') throw new TypeError(`messages.${key} must be a string`);
        return given;
      }
      if (typeof given !== 'function') throw new TypeError(`messages.${key} must be a function`);
      return given(...args);
    } catch (error) {
      noteMessageError(messages, `messages.${key}`, error);
    }
  }
  return typeof fallback === 'function' ? fallback(...args) : fallback;
}
