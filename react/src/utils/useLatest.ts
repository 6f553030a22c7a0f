import { useRef } from 'react';
import { useIsomorphicLayoutEffect } from './dom';

/** A ref that always holds the latest value after commit; read it in event handlers and callbacks. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
