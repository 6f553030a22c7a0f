import {
  type CascaderFeature,
  type CascaderState,
  type CascaderStore,
  createLeanCascader,
  type Problem,
  reportProblem,
} from '@cascadia/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CascaderEngineProps } from '../props';
import { canUseDom, useIsomorphicLayoutEffect } from '../utils/dom';
import { optionsLoopGuard } from './optionsLoop';
import { type EngineProps, stabilizeEngineProps } from './stableProps';

type Loader = (...args: unknown[]) => unknown;

/**
 * Holds the `loadPath` calls the store makes while it is created during the first render (the
 * labels of a saved value): a loader that sets state (a request log, a spinner) would be React's
 * "Cannot update a component while rendering a different component". They are made once the
 * component has mounted; the store StrictMode creates a second time, never mounted, makes none.
 */
function holdWhileCreating(loader: Loader | undefined, held: (() => void)[]): Loader | undefined {
  if (typeof loader !== 'function') return loader;
  let creating = true;
  held.push(() => {
    creating = false;
  });
  const deferred: Loader = (...args) => {
    if (!creating) return loader(...args);
    return new Promise((resolve, reject) => {
      held.push(() => {
        try {
          Promise.resolve(loader(...args)).then(resolve, reject);
        } catch (error) {
          reject(error);
        }
      });
    });
  };
  return deferred;
}

/**
 * One core store per component instance, fed the latest props after every commit and read with
 * `useSyncExternalStore` (tear-free under concurrent rendering, and the server snapshot is the
 * same state, so hydration matches). The store is created during the first render with the
 * initial props, which is also what server rendering sees.
 */
export function useCascaderStore<O>(
  raw: CascaderEngineProps<O> & { checkable?: unknown },
  features: readonly CascaderFeature[],
): {
  store: CascaderStore<O>;
  state: CascaderState<O>;
} {
  const latest = useRef(raw as Record<string, unknown>);
  const sent = useRef<EngineProps<O> | null>(null);
  const [{ store, held, calls }] = useState(() => {
    const { props } = stabilizeEngineProps<O>(null, raw, latest);
    sent.current = props;
    // StrictMode calls this twice and keeps one store: the problems found while creating it are
    // held until the kept one commits, so they are reported once (on a server, at once), and so
    // are its first `loadPath` calls.
    const problems: Problem[] = [];
    const loads: (() => void)[] = [];
    // The features are the engine's for its life: those of the first render.
    const created = createLeanCascader<O>(
      canUseDom()
        ? {
            ...props,
            onProblem: (problem) => problems.push(problem),
            loadPath: holdWhileCreating(props.loadPath as Loader | undefined, loads) as typeof props.loadPath,
          }
        : props,
      features,
    );
    if (canUseDom()) created.setProps({ onProblem: props.onProblem });
    return { store: created, held: problems, calls: loads };
  });

  useIsomorphicLayoutEffect(() => {
    for (const call of calls.splice(0)) call();
  }, [calls]);

  useIsomorphicLayoutEffect(() => {
    if (held.length === 0) return;
    const report = store.getState().props.onProblem ?? reportProblem;
    for (const problem of held.splice(0)) report(problem);
  }, [store, held]);

  const [loopGuard] = useState(optionsLoopGuard);
  // The store's state right after the last props were sent: still the same at the next commit
  // means no event moved the store since, so that commit's render came from the props alone.
  const afterSend = useRef<CascaderState<O> | null>(null);
  useIsomorphicLayoutEffect(() => {
    latest.current = raw as Record<string, unknown>;
    const before = sent.current;
    let { props, changed } = stabilizeEngineProps<O>(before, raw, latest);
    const storeMoved = store.getState() !== afterSend.current;
    if (changed?.options && before && loopGuard.holdBack(before.options, props.options, storeMoved)) {
      const { options: _held, ...rest } = changed;
      props = { ...props, options: before.options };
      changed = Object.keys(rest).length > 0 ? rest : null;
    }
    sent.current = props;
    if (changed) {
      store.setProps(changed);
      afterSend.current = store.getState();
    }
  });

  // Timers and loads belong to the mounted component. Under StrictMode's remount the store is
  // revived by the next `setProps`, so the props are re-sent in full.
  useEffect(
    () => () => {
      store.destroy();
      sent.current = null;
    },
    [store],
  );

  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { store, state };
}
