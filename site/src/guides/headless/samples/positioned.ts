import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';

/**
 * Places the popup under the trigger, flipping above it or shifting sideways to stay on screen,
 * and follows scrolling and resizing. Call it when the popup mounts, with the hook's reference
 * element (api.getReference()) and the popup element; it returns the cleanup.
 */
export function placePopup(reference: HTMLElement, popup: HTMLElement): () => void {
  popup.style.position = 'fixed';
  return autoUpdate(reference, popup, async () => {
    const { x, y } = await computePosition(reference, popup, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [offset(4), flip(), shift({ padding: 8 })],
    });
    popup.style.left = `${x}px`;
    popup.style.top = `${y}px`;
  });
}
