import { useSyncExternalStore } from 'react';
import { warnOnce } from './warn';
import { whenIdle } from './whenIdle';

/**
 * A part of the component that bundlers split into its own chunk (a dynamic `import()`), fetched
 * once, on demand or while the browser is idle. Rendering asks `use()` for it: null until it has
 * arrived, and always null on the server and while hydrating, so the server's markup and the
 * client's first render agree whatever the server process has loaded.
 */
export interface LazyModule<M> {
  /** Starts the fetch (once; after a failure, again on the next call). */
  load(): Promise<M>;
  /** Starts the fetch and forgets it: a failure is a console warning, and the next request retries. */
  request(): void;
  /**
   * Requests it when the browser is idle, if it has not arrived and `wanted()` (checked then, so
   * that an expensive test waits too) agrees; returns a cancel, for an effect's cleanup.
   */
  requestWhenIdle(wanted?: () => boolean): (() => void) | undefined;
  /** The module if it has arrived. */
  current(): M | null;
  /** The module in a component: re-renders it when the module arrives. */
  use(): M | null;
}

/**
 * `what` names the part in the warning when its chunk cannot be fetched (offline, a deploy that
 * removed the old chunk), with what the component does meanwhile in development builds (a
 * production build drops that text: `process.env.NODE_ENV !== 'production' ? long : short`).
 */
export function lazyModule<M>(importer: () => Promise<M>, what: string): LazyModule<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const load = () => {
    pending ??= importer().then(
      (loaded) => {
        module = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const request = () => {
    // Called on every render while it is missing: start (and watch) a fetch only when none is under way.
    if (module || pending) return;
    load().catch((error: unknown) => {
      warnOnce(`${what} could not be fetched (${String(error)}); it is requested again on the next use.`);
    });
  };
  return {
    load,
    request,
    requestWhenIdle: (wanted = () => true) =>
      module
        ? undefined
        : whenIdle(() => {
            if (wanted()) request();
          }),
    current: () => module,
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => module,
        () => null,
      ),
  };
}
