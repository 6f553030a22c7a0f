import { type Ref, useEffect, useLayoutEffect } from 'react';

/** True in a browser; false while rendering on a server (no window, no document). */
export const canUseDom = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

/** `useLayoutEffect` in the browser, `useEffect` on the server (where React warns about layout effects). */
export const useIsomorphicLayoutEffect = typeof window !== 'undefined' ? useLayoutEffect : useEffect;

/** Whether `node` is inside any of `roots`, looking through shadow roots (a composed path). */
export function isInside(event: Event, roots: (Element | null | undefined)[]): boolean {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  const target = event.target as Node | null;
  for (const root of roots) {
    if (!root) continue;
    if (path.includes(root)) return true;
    if (target && root.contains(target)) return true;
  }
  return false;
}

/** Hands `value` to a ref the user passed, whether a callback ref or a ref object. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** An element's own vertical padding, px (a list's keeps its rows off its edges). */
export function padding(element: HTMLElement): { top: number; bottom: number } {
  const style = getComputedStyle(element);
  return {
    top: Number.parseFloat(style.paddingTop) || 0,
    bottom: Number.parseFloat(style.paddingBottom) || 0,
  };
}
