import { type CascaderProps as CoreProps, ENGINE_PROP_KEYS } from '@cascadia/core';
import type { CascaderEngineProps } from '../props';

type Raw = Record<string, unknown>;
type Latest = { readonly current: Raw };
type Fn = (...args: unknown[]) => unknown;

/**
 * Why this file exists: the hooks pass props to the store in a layout effect after every render.
 * A component that owns the store re-renders whenever the store changes; if it writes
 * `onChange={() => …}`, `showSearch={{ limit: 10 }}` or `value={['a']}` inline, each render would
 * hand the store "new" props, the store would emit a new state, and the two would loop. So:
 * functions become proxies that call the latest prop (their identity only changes when the prop
 * appears or disappears), and small objects and value paths are compared by content.
 * `options` is compared by identity, like TanStack Table's `data`: rebuilding the tree is the costly
 * part and a content comparison of 100k options would be as costly. Keep `options` stable.
 */
export type EngineProps<O> = Partial<CoreProps<O>>;

const proxyCache = new WeakMap<Latest, Map<string, Fn>>();

/** A function with a stable identity that calls whatever `read()` currently returns. */
function proxy(latest: Latest, key: string, read: (raw: Raw) => unknown): Fn {
  let cache = proxyCache.get(latest);
  if (!cache) {
    cache = new Map();
    proxyCache.set(latest, cache);
  }
  let fn = cache.get(key);
  if (!fn) {
    fn = (...args: unknown[]) => {
      const current = read(latest.current);
      return typeof current === 'function' ? (current as Fn)(...args) : undefined;
    };
    // The engine reads a loader's arity (a second parameter asks for the abort signal): report
    // the current function's, not the proxy's own.
    Object.defineProperty(fn, 'length', {
      get: () => {
        const current = read(latest.current);
        return typeof current === 'function' ? current.length : 0;
      },
    });
    cache.set(key, fn);
  }
  return fn;
}

const samePrimitiveArray = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) &&
  Array.isArray(b) &&
  a.length === b.length &&
  a.every((v, i) => v === b[i] || (Array.isArray(v) && samePrimitiveArray(v, b[i])));

/** A plain object whose function fields are proxies and whose other fields are compared shallowly. */
function stableRecord(
  prev: unknown,
  next: unknown,
  latest: Latest,
  key: string,
  omit: string[] = [],
): unknown {
  if (next === null || typeof next !== 'object') return next;
  const out: Raw = {};
  for (const field of Object.keys(next as Raw)) {
    if (omit.includes(field)) continue;
    const v = (next as Raw)[field];
    out[field] =
      typeof v === 'function'
        ? proxy(latest, `${key}.${field}`, (raw) => (raw[key] as Raw | undefined)?.[field])
        : v;
  }
  if (prev && typeof prev === 'object') {
    const p = prev as Raw;
    const keys = Object.keys(out);
    if (keys.length === Object.keys(p).length && keys.every((k) => p[k] === out[k])) return prev;
  }
  return out;
}

/** The value a key should be sent as, reusing `prev` when nothing that matters changed. */
function stableField(key: string, prev: unknown, next: unknown, latest: Latest): unknown {
  // rc-cascader's `checkable` may be a node (the checkbox content); the engine only needs a flag.
  if (key === 'checkable') return !!next;
  if (typeof next === 'function') return proxy(latest, key, (raw) => raw[key]);
  switch (key) {
    case 'value':
    case 'defaultValue':
    case 'popupTrigger':
      return prev === next || samePrimitiveArray(prev, next) ? prev : next;
    case 'fieldNames':
    case 'messages':
      return stableRecord(prev, next, latest, key);
    case 'showSearch':
      // `render` returns React nodes: the adapter draws results, the engine never needs it.
      return stableRecord(prev, next, latest, key, ['render']);
    default:
      return next;
  }
}

/**
 * The engine props of `raw`, with stable identities, and the keys that differ from `prev`.
 * Pure apart from the proxy cache; `latest` must hold `raw` by the time the store calls back.
 */
export function stabilizeEngineProps<O>(
  prev: EngineProps<O> | null,
  raw: CascaderEngineProps<O> & { checkable?: unknown },
  latest: Latest,
): { props: EngineProps<O>; changed: EngineProps<O> | null } {
  const props: Raw = {};
  const changed: Raw = {};
  let any = false;
  const source = raw as Raw;
  for (const key of ENGINE_PROP_KEYS) {
    const before = prev ? (prev as Raw)[key] : undefined;
    const value = stableField(key, before, source[key], latest);
    props[key] = value;
    if (!prev || before !== value) {
      changed[key] = value;
      any = true;
    }
  }
  return { props: props as EngineProps<O>, changed: any ? (changed as EngineProps<O>) : null };
}
