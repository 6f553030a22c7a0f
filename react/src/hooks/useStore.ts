import { type CascaderState, type CascaderStore, createCascader } from '@cascadia/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CascaderEngineProps } from '../props';
import { useIsomorphicLayoutEffect } from '../utils/dom';
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
  const [store] = useState(() => {
    const { props } = stabilizeEngineProps<O>(null, raw, latest);
    sent.current = props;
    return createCascader<O>(props);
  });

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
