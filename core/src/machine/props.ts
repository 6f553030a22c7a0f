import { resolveFieldNames, sameFieldNames } from '../tree/fieldNames';
import type { CascaderProps } from '../types/types';
import { DEFAULT_LOAD_TIMEOUT, HOVER_EXPAND_DELAY } from './constants';
import type { ResolvedProps } from './types';

const EMPTY: readonly never[] = /* @__PURE__ */ Object.freeze([]);

/** Merges `next` over `prev` and fills every default, so the reducer never checks for undefined. */
export function resolveProps<O>(
  prev: ResolvedProps<O> | null,
  next: Partial<CascaderProps<O>>,
): ResolvedProps<O> {
  const merged = { ...(prev ?? {}), ...next } as CascaderProps<O>;
  // `next` holds only the props that changed: one it leaves out keeps what was resolved from it,
  // not resolved again from that (new field names make a waiting check take stock of its subtree
  // again). `messages` is passed on as given: the features that announce read it (`say`).
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
  };
}

/** A prop is controlled when the caller passes it with a value other than undefined. */
export const isControlled = <O>(props: CascaderProps<O>, key: 'value' | 'open' | 'searchValue'): boolean =>
  props[key] !== undefined;
