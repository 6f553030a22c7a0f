import { type Ref, useEffect, useState } from 'react';
import { useListElement } from './listParts';

/**
 * Whether a list has a layout box, watched while `watch` holds; and the ref that finds its element
 * (also handed to `listRef`).
 *
 * A windowed list renders the rows its height shows. A list with no layout box at all (inside
 * `display: none`, or in a DOM without layout such as jsdom) has no height, and its window would
 * be a guess (180 px of 32 px rows) that nothing corrects until it is laid out. List renders such
 * a list's rows plainly when there are few enough (see List); once it has a box (a ResizeObserver
 * sees it appear) it is windowed again. The box is read after the commit, when its DOM writes are
 * done, and only for the lists this concerns.
 */
export function useLaidOut(
  watch: boolean,
  listRef: Ref<HTMLUListElement> | undefined,
): [laidOut: boolean, ref: (node: HTMLUListElement | null) => void] {
  const [laidOut, setLaidOut] = useState(true);
  const [element, ref] = useListElement(listRef);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `element` is a ref (useListElement's), read when the effect runs
  useEffect(() => {
    const list = element.current;
    if (!watch || !list) return;
    const boxed = () => list.getClientRects().length > 0;
    if (boxed()) {
      if (!laidOut) setLaidOut(true);
      return;
    }
    // Rendered again as a plain list, whose element this effect then watches.
    if (laidOut) {
      setLaidOut(false);
      return;
    }
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (boxed()) setLaidOut(true);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [watch, laidOut]);

  return [laidOut, ref];
}
