import type { CascaderState, CascaderStore } from '@cascadia/core';

/**
 * The core's state and store behind a hook's return value, for this package's own components
 * (which read fields the views do not give, such as the search's active row): an app's UI reads
 * the views and getters `useCascader` returns and sends events with `send`, so neither is in that
 * return value. Kept by the return value's identity, so nothing extra shows on it.
 */
interface Engine<O> {
  state: CascaderState<O>;
  store: CascaderStore<O>;
}

const engines = new WeakMap<object, Engine<unknown>>();

/** Records the engine behind `api` (a hook's return value) and returns `api`. */
export function withEngine<A extends object, O>(api: A, engine: Engine<O>): A {
  engines.set(api, engine as Engine<unknown>);
  return api;
}

/** The engine behind a return value of `useCascader` (or a hook built on it). */
export function engineOf<O = unknown>(api: object): Engine<O> {
  const engine = engines.get(api);
  if (!engine)
    throw new Error('@cascadia/react: no engine behind this object; pass the value useCascader returned.');
  return engine as Engine<O>;
}
