import { warnOnce } from '../utils/warn';

/**
 * Why this file exists: `options` is compared by identity (stableProps.ts), and new options make a
 * new state. A component that owns the store through `useCascader` and writes its options inline
 * (`useCascader({ options: [...] })`, `options: makeTree()`) re-renders on that state with new
 * options again, and the two would loop for ever: a hang. This notices the loop and ends it
 * without losing data: once caught, options that arrive in a render the store did not cause and
 * that hold the same content as the last ones sent are not sent again.
 */

/** Renders in a row with a new `options` array and no event in the store: the loop. */
const LOOP_AFTER = 20;

export interface OptionsLoopGuard {
  /** Whether `options` must not be sent this commit (new identity, same content, mid-loop). */
  holdBack(sent: unknown, next: unknown, storeMoved: boolean): boolean;
}

export function optionsLoopGuard(): OptionsLoopGuard {
  let inARow = 0;
  let looping = false;
  return {
    holdBack(sent, next, storeMoved) {
      if (sent === next || storeMoved) {
        inARow = 0;
        return false;
      }
      if (!looping && ++inARow >= LOOP_AFTER) {
        looping = true;
        if (process.env.NODE_ENV !== 'production')
          warnOnce(
            '`options` is a new array on every render, and each new array rebuilds the tree and renders ' +
              'again. Cascadia now compares their content to end the loop; keep `options` stable ' +
              '(state, useMemo or a module constant) to skip that work.',
          );
      }
      return looping && sameContent(sent, next, new WeakMap());
    },
  };
}

const isReactElement = (v: object): boolean => '$$typeof' in v;

/**
 * Whether two option trees (or any of their fields) hold the same content: arrays and plain
 * objects by their entries, React elements (a label) by type, key and props, the rest by
 * identity. A cycle counts as equal where it closes (the core reports cycles itself).
 */
function sameContent(a: unknown, b: unknown, seen: WeakMap<object, unknown>): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => sameContent(v, b[i], seen));
  }
  if (isReactElement(a) || isReactElement(b)) {
    const x = a as { $$typeof?: unknown; type?: unknown; key?: unknown; props?: unknown };
    const y = b as typeof x;
    return (
      x.$$typeof === y.$$typeof && x.type === y.type && x.key === y.key && sameContent(x.props, y.props, seen)
    );
  }
  const proto = Object.getPrototypeOf(a);
  if (proto !== Object.getPrototypeOf(b) || (proto !== Object.prototype && proto !== null)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (k) =>
      Object.hasOwn(b, k) &&
      sameContent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], seen),
  );
}
