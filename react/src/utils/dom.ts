import { type DependencyList, type EffectCallback, type Ref, useEffect, useLayoutEffect } from 'react';

/** True in a browser; false while rendering on a server (no window, no document). */
export const canUseDom = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * `useLayoutEffect` in the browser, `useEffect` on the server (where React 18 warns about layout
 * effects). Decided at each render, not when the module loads: a process that loaded the library
 * with a `window` (a test environment, a server that registers a DOM) may still render on the
 * server without one. Within one environment it is always the same hook, as the rules of hooks ask.
 */
export function useIsomorphicLayoutEffect(effect: EffectCallback, deps?: DependencyList): void {
  const useEffectHere = canUseDom() ? useLayoutEffect : useEffect;
  useEffectHere(effect, deps);
}

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
