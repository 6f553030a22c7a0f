import { useLayoutEffect } from 'react';

/** Longer than any closing slide: a picture left behind (the tab hidden, no animation end) goes then. */
const EXIT_LIMIT_MS = 1000;

/**
 * The sheet's closing slide, from inside the sheet's layer (rendered while it is open). When the
 * layer leaves the document, the dialog leaves at once, exactly as without a slide: focus goes back
 * to the trigger, the page stops being inert, the history entry goes. What slides down is a
 * picture of it: a copy of the layer left in its place, inert and hidden from assistive technology,
 * with no ids (nothing may refer to it), removed when its slide ends. With reduced motion (or a
 * stylesheet that gives the closing sheet no animation) there is no copy at all.
 *
 * The copy is made in a layout effect's cleanup: React runs it before it takes the layer out of
 * the document, while the list's scroll position and the sheet's drag offset can still be read.
 */
export function SheetExit({
  layer,
  sheetSelector,
  closingClass,
}: {
  /** The sheet's layer (backdrop and sheet). */
  layer: HTMLElement | null;
  /** The sheet in that layer, whose animation ends the slide. */
  sheetSelector: string;
  /** Added to the copy: its slide down and the backdrop's fade. */
  closingClass: string;
}) {
  useLayoutEffect(() => {
    if (!layer) return;
    return () => slideAway(layer, sheetSelector, closingClass);
  }, [layer, sheetSelector, closingClass]);
  return null;
}

function slideAway(layer: HTMLElement, sheetSelector: string, closingClass: string): void {
  const parent = layer.parentNode;
  const view = layer.ownerDocument.defaultView;
  if (!parent || !view || view.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const copy = layer.cloneNode(true) as HTMLElement;
  copy.classList.add(closingClass);
  copy.setAttribute('inert', '');
  copy.setAttribute('aria-hidden', 'true');
  for (const element of [copy, ...Array.from(copy.querySelectorAll('[id]'))]) element.removeAttribute('id');
  const sheet = copy.querySelector(sheetSelector);
  parent.insertBefore(copy, layer.nextSibling);
  const name = sheet ? view.getComputedStyle(sheet).animationName : '';
  if (!sheet || name === '' || name === 'none') {
    copy.remove();
    return;
  }
  // The lists where they were scrolled to (a copy starts at the top).
  const scrolled = Array.from(layer.querySelectorAll('*'));
  const copied = Array.from(copy.querySelectorAll('*'));
  scrolled.forEach((element, i) => {
    if (element.scrollTop > 0 && copied[i]) copied[i].scrollTop = element.scrollTop;
  });
  const remove = () => {
    view.clearTimeout(limit);
    copy.remove();
  };
  const limit = view.setTimeout(remove, EXIT_LIMIT_MS);
  const onEnd = (event: Event) => {
    if (event.target === sheet) remove();
  };
  sheet.addEventListener('animationend', onEnd);
  sheet.addEventListener('animationcancel', onEnd);
}
