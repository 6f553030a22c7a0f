/**
 * TanStack Virtual's engine (`@tanstack/virtual-core`) bound to a React component: what
 * `@tanstack/react-virtual`'s `useVirtualizer` does for a scrolling element, without its window
 * virtualizer and direct DOM updates, which the list does not use (1.2 kB gzipped of the chunk).
 * The caller observes the list's size itself (`observeElementRect`, required): TanStack's
 * default, which the list replaces, would otherwise still be bundled.
 */
import {
  elementScroll,
  observeElementOffset,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';
import { useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIsomorphicLayoutEffect } from '../utils/dom';

export type VirtualizerInput<S extends Element, I extends Element> = Omit<
  VirtualizerOptions<S, I>,
  'observeElementOffset' | 'scrollToFn'
> &
  Partial<Pick<VirtualizerOptions<S, I>, 'observeElementOffset' | 'scrollToFn'>>;

/** A virtualizer that re-renders the component whenever its window of rows changes. */
export function useVirtualizer<S extends Element, I extends Element>(
  input: VirtualizerInput<S, I>,
): Virtualizer<S, I> {
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  // A row measured in its ref callback is inside React's commit, where flushSync cannot render.
  const measuring = useRef(false);
  const options: VirtualizerOptions<S, I> = {
    observeElementOffset,
    scrollToFn: elementScroll,
    ...input,
    onChange: (instance, sync) => {
      // A scroll renders its rows in the same frame; anything else in React's own time.
      if (sync && !measuring.current) flushSync(rerender);
      else rerender();
      input.onChange?.(instance, sync);
    },
  };
  const [virtualizer] = useState(() => {
    const created = new Virtualizer(options);
    const measureElement = created.measureElement;
    created.measureElement = (node) => {
      measuring.current = true;
      try {
        measureElement(node);
      } finally {
        measuring.current = false;
      }
    };
    return created;
  });
  virtualizer.setOptions(options);
  useIsomorphicLayoutEffect(() => virtualizer._didMount(), []);
  useIsomorphicLayoutEffect(() => virtualizer._willUpdate());
  return virtualizer;
}
