import { useEffect } from 'react';
import { CHROME_TOGGLE_ATTRIBUTE, useChromeStore } from './chromeStore';
import { SIDEBAR_ID } from './MenuToggle';

/**
 * SPEC.md §4: a click anywhere collapses the mobile menu and closes the theme list; Escape does
 * too, and gives the focus back to the menu's button when it was in the menu. A click on one of their toggle buttons is left to that button, or it would close what it
 * just opened.
 */
export function useChromeDismiss(): void {
  useEffect(() => {
    const closeIfOpen = () => {
      const { menuOpen, themeListOpen, closeAll } = useChromeStore.getState();
      if (menuOpen || themeListOpen) closeAll();
    };
    const onClick = (event: MouseEvent) => {
      // The path as it was at dispatch: a toggle re-renders its icon on click, so by now the
      // clicked <svg> may be detached and `closest()` from it would no longer find the button.
      const onToggle = event
        .composedPath()
        .some((node) => node instanceof Element && node.hasAttribute(CHROME_TOGGLE_ATTRIBUTE));
      if (!onToggle) closeIfOpen();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the collapsing menu would fall to the page: it goes back to the menu's button.
      const sidebar = document.getElementById(SIDEBAR_ID);
      const inMenu = useChromeStore.getState().menuOpen && !!sidebar?.contains(document.activeElement);
      closeIfOpen();
      if (inMenu) document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
