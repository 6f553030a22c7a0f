import type { MouseEvent } from 'react';

/**
 * Hover intent for `expandTrigger="hover"` (the "menu aim" of Amazon's mega menu): a pointer that
 * crosses other items on its way into the open next column should not replace that column. The
 * engine expands at once on a plain mouseenter and waits only when told the pointer is aiming.
 */

/** Where the pointer was at the last move over the menus (one pointer per page). */
let last: { x: number; y: number } | null = null;

/** The menus' `onMouseMove`: remembers the position the next mouseenter starts from. */
export function trackPointer(event: MouseEvent): void {
  last = { x: event.clientX, y: event.clientY };
}

/**
 * Whether the pointer, entering an item at `event`'s position, is heading into the next column
 * (the one after the item's own `<ul>`): the line from its last position through this one meets
 * that column's near edge between its top and bottom.
 */
export function isAiming(event: MouseEvent<HTMLElement>): boolean {
  const from = last;
  const column = event.currentTarget.closest('ul');
  const next = column?.nextElementSibling;
  if (!from || !next) return false;
  const to = { x: event.clientX, y: event.clientY };
  const dx = to.x - from.x;
  if (dx === 0) return false;
  const rect = next.getBoundingClientRect();
  // The near edge: the left one when the next column is to the right (ltr), else the right one.
  const edge = rect.left >= to.x ? rect.left : rect.right <= to.x ? rect.right : null;
  if (edge === null || Math.sign(edge - to.x) !== Math.sign(dx)) return false;
  const y = to.y + ((to.y - from.y) * (edge - to.x)) / dx;
  return y >= rect.top && y <= rect.bottom;
}
