import { useEffect } from 'react';

/**
 * What makes the open sheet modal in the page, for as long as it is open: the page behind it inert
 * (no focus, no taps, hidden from assistive technology) and not scrollable; the focus moved into
 * it and given back to the trigger when it closes; the browser's back gesture or button closes it
 * without leaving the page (an entry in the history while it is open); and the on-screen keyboard
 * kept below it (`--cascadia-keyboard-inset` and `--cascadia-viewport-height` from the visual
 * viewport, set on `root`).
 */
export function useSheetModal(options: {
  open: boolean;
  /** The sheet's layer (backdrop and sheet), a child of the body. */
  root: HTMLElement | null;
  /** The dialog itself: focus goes to its first field, or to its tree. */
  sheet: HTMLElement | null;
  /** Where the focus goes back to. */
  trigger: () => HTMLElement | null;
  /** Closes the sheet (the history entry was left: the back button). */
  close: () => void;
  /** A key naming this sheet's history entry. */
  historyKey: string;
}): void {
  const { open, root, sheet, trigger, close, historyKey } = options;

  useEffect(() => {
    if (!open || !root || !sheet) return;
    const doc = root.ownerDocument;
    const view = doc.defaultView;
    if (!view) return;

    // The page behind: inert and still. Everything beside the sheet's layer and beside each of
    // its ancestors (the layer may be inside an app's container).
    const made: Element[] = [];
    for (let node: Element = root; node.parentElement && node !== doc.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    const html = doc.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';

    // The back button closes the sheet, not the page.
    let leftByHistory = false;
    const history = view.history;
    const state = history.state;
    history.pushState(
      { ...(state && typeof state === 'object' ? state : {}), cascadiaSheet: historyKey },
      '',
    );
    const onPopState = () => {
      leftByHistory = true;
      close();
    };
    view.addEventListener('popstate', onPopState);

    // The on-screen keyboard: the sheet stands on it, and no taller than what is left.
    const viewport = view.visualViewport;
    const fit = () => {
      if (!viewport) return;
      const below = Math.max(0, view.innerHeight - viewport.height - viewport.offsetTop);
      root.style.setProperty('--cascadia-keyboard-inset', `${below}px`);
      root.style.setProperty('--cascadia-viewport-height', `${viewport.height}px`);
    };
    fit();
    viewport?.addEventListener('resize', fit);
    viewport?.addEventListener('scroll', fit);

    // Focus in: the search field when there is one (it types), else the tree (its keys). At once,
    // so the first key after the open is the sheet's: the press that opened it focuses nothing
    // after its event (the trigger's mousedown prevents that in a sheet, triggerGetters.ts). Last:
    // focus() brings the style up to date, which then holds every write above.
    sheet.querySelector<HTMLElement>('input, [role="tree"]')?.focus({ preventScroll: true });

    return () => {
      viewport?.removeEventListener('resize', fit);
      viewport?.removeEventListener('scroll', fit);
      view.removeEventListener('popstate', onPopState);
      if (
        !leftByHistory &&
        (history.state as { cascadiaSheet?: string } | null)?.cascadiaSheet === historyKey
      ) {
        history.back();
      }
      for (const child of made) child.removeAttribute('inert');
      html.style.overflow = overflow;
      trigger()?.focus({ preventScroll: true });
    };
  }, [open, root, sheet, trigger, close, historyKey]);
}
