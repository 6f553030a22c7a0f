/**
 * A ref callback that claims a gesture's finger moves for the page: a non-passive `touchmove`
 * listener (React's own are passive) that cancels the moves `claims` says belong to the gesture.
 *
 * Why: `touch-action` only forbids the browser's scroll; it still reads a fast swipe as a scroll
 * gesture, and a finger lifted while moving as a fling. Chromium then takes the next tap for the one
 * that stops that fling and sends no `click` for it (its pointer and touch events still arrive):
 * the first tap after a quick swipe between levels did nothing. A cancelled move is the page's, so
 * no scroll gesture, no fling and no swallowed tap follow.
 *
 * Attached once per element (the callback keeps the element it listens on), so it is stable
 * across renders and works with React 18's and 19's refs alike.
 */
export function claimTouchMoves(
  claims: (move: { clientX: number; clientY: number }) => boolean,
): (element: HTMLElement | null) => void {
  let current: HTMLElement | null = null;
  const onTouchMove = (event: TouchEvent) => {
    // Two fingers are a pinch (the browser's zoom); a move already scrolling cannot be cancelled.
    if (!event.cancelable || event.touches.length !== 1) return;
    if (claims(event.touches[0])) event.preventDefault();
  };
  return (element) => {
    if (element === current) return;
    current?.removeEventListener('touchmove', onTouchMove);
    current = element;
    current?.addEventListener('touchmove', onTouchMove, { passive: false });
  };
}
