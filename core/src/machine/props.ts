import { errorMessage } from '../problems/problems';
import { resolveFieldNames, sameFieldNames } from '../tree/fieldNames';
import type { CascaderProps, Messages } from '../types/types';
import { DEFAULT_LOAD_TIMEOUT, HOVER_EXPAND_DELAY } from './constants';
import { guardMessages } from './messages';
import type { ResolvedProps } from './types';

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

const EMPTY: readonly never[] = /* @__PURE__ */ Object.freeze([]);

/** Merges `next` over `prev` and fills every default, so the reducer never checks for undefined. */
export function resolveProps<O>(
  prev: ResolvedProps<O> | null,
  next: Partial<CascaderProps<O>>,
): ResolvedProps<O> {
  const merged = { ...(prev ?? {}), ...next } as CascaderProps<O>;
  // `next` holds only the props that changed: one it leaves out keeps what was resolved from it,
  // not resolved again from that. (Guarding the guarded messages wrapped them once more on every
  // setProps, and a translation's error was caught by an inner wrapper and never reported; and
  // new field names make a waiting check take stock of its subtree again.)
  const resolvedFieldNames =
    prev && !('fieldNames' in next) ? prev.fieldNames : resolveFieldNames(merged.fieldNames);
  const fieldNames =
    prev && sameFieldNames(resolvedFieldNames, prev.fieldNames) ? prev.fieldNames : resolvedFieldNames;
  return {
    ...merged,
    // Anything else is passed on as it is, for the tree build to report (a revoked Proxy included).
    options: (merged.options ?? EMPTY) as readonly O[],
    fieldNames,
    changeOnSelect: merged.changeOnSelect ?? false,
    expandSingleOption: merged.expandSingleOption ?? false,
    checkable: !!merged.checkable,
    checkStrictly: merged.checkStrictly ?? false,
    showCheckedStrategy: merged.showCheckedStrategy ?? 'SHOW_PARENT',
    expandTrigger: merged.expandTrigger ?? 'click',
    hoverExpandDelay: merged.hoverExpandDelay ?? HOVER_EXPAND_DELAY,
    popupTrigger: merged.popupTrigger ?? ['click'],
    inline: merged.inline ?? false,
    autoClearSearchValue: merged.autoClearSearchValue ?? true,
    // In confirm mode choosing changes a draft: only Confirm (or a dismissal) closes.
    hidePopupOnSelect: merged.confirm ? false : (merged.hidePopupOnSelect ?? true),
    confirm: merged.confirm ?? false,
    loadTimeout: merged.loadTimeout ?? DEFAULT_LOAD_TIMEOUT,
    disabled: merged.disabled ?? false,
    direction: merged.direction ?? 'ltr',
    messages:
      prev && (!('messages' in next) || next.messages === prev.messages) && prev.messages
        ? prev.messages
        : guardMessages(DEFAULT_MESSAGES, merged.messages),
  };
}

/** A prop is controlled when the caller passes it with a value other than undefined. */
export const isControlled = <O>(props: CascaderProps<O>, key: 'value' | 'open' | 'searchValue'): boolean =>
  props[key] !== undefined;
