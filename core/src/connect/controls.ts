import type { CascaderState } from '../machine/types';
import type { TagView } from '../views/views';
import type { ConnectIds } from './attributes';

/**
 * A small control with no visible text (clear, remove a tag, the selector's retry): a button out
 * of the tab order, since the combobox's own keys do what it does (Backspace clears and removes,
 * Enter retries), named by `label`.
 */
export function controlAttributes(label: string) {
  return { role: 'button' as const, 'aria-label': label, tabindex: -1 };
}

/**
 * The retry mark inside a failed row: hidden from assistive technology, so the row's name stays
 * its label ("福建", not "福建 Retry"); Enter on the row retries, and the live region says so.
 */
export function rowRetryAttributes() {
  return { 'aria-hidden': true as const };
}

/** A tag of a checkable cascader. */
export function tagAttributes<O>(tag: TagView<O>) {
  return {
    title: tag.text || undefined,
    'aria-disabled': tag.disabled || undefined,
    'aria-busy': tag.loading || undefined,
  };
}

/** The polite live region; its text is `state.announcement` (cleared when the popup closes). */
export function liveRegionAttributes(ids: ConnectIds) {
  return {
    id: ids.liveRegion,
    role: 'status' as const,
    'aria-live': 'polite' as const,
    'aria-atomic': true,
  };
}

/** The text the live region holds now. */
export const liveRegionText = <O>(state: CascaderState<O>): string => state.announcement;

/** The element holding the back button and the breadcrumb: a labelled group (not a landmark). */
export function breadcrumbAttributes(label: string) {
  return { role: 'group' as const, 'aria-label': label };
}

/** The back button of a breadcrumb, named by the level it goes back to; disabled at the top. */
export function backAttributes(label: string, disabled: boolean) {
  return { type: 'button', tabindex: -1, 'aria-label': label, disabled: disabled || undefined };
}

/** One crumb: the current one (the level shown first) is marked. */
export function crumbAttributes(crumb: { text: string; current: boolean }) {
  return {
    type: 'button',
    tabindex: -1,
    title: crumb.text,
    'aria-current': crumb.current ? ('location' as const) : undefined,
  };
}
