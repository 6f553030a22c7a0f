import type { Ref } from 'react';

type Props = Record<string, unknown>;

/** A callback ref that sets every given ref. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined | null)[]): (value: T | null) => void {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}

/**
 * Merges a prop getter's result with the caller's own props (Ark UI's rule): both event handlers
 * run, the caller's first; class names are joined; styles are merged; refs are all set; for any
 * other key the caller's value wins, so a custom UI can override an attribute deliberately.
 */
export function mergeProps<A extends Props, B extends object>(ours: A, theirs?: B | null): A & B {
  if (!theirs) return ours as A & B;
  const out: Props = { ...ours };
  // The caller's props are typed for their element (an interface, with no index signature).
  const given = theirs as Props;
  for (const key in given) {
    const mine = ours[key];
    const their = given[key];
    if (their === undefined) continue;
    if (key === 'ref') {
      out.ref = mine ? mergeRefs(mine as Ref<unknown>, their as Ref<unknown>) : their;
    } else if (/^on[A-Z]/.test(key) && typeof mine === 'function' && typeof their === 'function') {
      out[key] = (...args: unknown[]) => {
        (their as (...a: unknown[]) => void)(...args);
        (mine as (...a: unknown[]) => void)(...args);
      };
    } else if (key === 'className' && mine) {
      out.className = their ? `${mine} ${their}` : mine;
    } else if (key === 'style' && mine && their) {
      out.style = { ...(mine as object), ...(their as object) };
    } else {
      out[key] = their;
    }
  }
  return out as A & B;
}
