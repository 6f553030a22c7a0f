import {
  type CascaderState,
  type CascaderStore,
  createCascader,
  type Problem,
  reportProblem,
} from '@cascadia/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CascaderEngineProps } from '../props';
import { canUseDom, useIsomorphicLayoutEffect } from '../utils/dom';
import { type EngineProps, stabilizeEngineProps } from './stableProps';

/**
 * One core store per component instance, fed the latest props after every commit and read with
 * `useSyncExternalStore` (tear-free under concurrent rendering, and the server snapshot is the
 * same state, so hydration matches). The store is created during the first render with the
 * initial props, which is also what server rendering sees.
 */
export function useCascaderStore<O>(raw: CascaderEngineProps<O> & { checkable?: unknown }): {
  store: CascaderStore<O>;
  state: CascaderState<O>;
} {
  const latest = useRef(raw as Record<string, unknown>);
  const sent = useRef<EngineProps<O> | null>(null);
  const [{ store, held }] = useState(() => {
    const { props } = stabilizeEngineProps<O>(null, raw, latest);
    sent.current = props;
    // StrictMode calls this twice and keeps one store: the problems found while creating it are
    // held until the kept one commits, so they are reported once (on a server, at once).
    const problems: Problem[] = [];
    const created = createCascader<O>(
      canUseDom() ? { ...props, onProblem: (problem) => problems.push(problem) } : props,
    );
    if (canUseDom()) created.setProps({ onProblem: props.onProblem });
    return { store: created, held: problems };
  });

  useIsomorphicLayoutEffect(() => {
    if (held.length === 0) return;
    const report = store.getState().props.onProblem ?? reportProblem;
    for (const problem of held.splice(0)) report(problem);
  }, [store, held]);

  useIsomorphicLayoutEffect(() => {
    latest.current = raw as Record<string, unknown>;
    const { props, changed } = stabilizeEngineProps<O>(sent.current, raw, latest);
    sent.current = props;
    if (changed) store.setProps(changed);
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
