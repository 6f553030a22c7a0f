import { useEffect } from 'react';
import { CHROME_TOGGLE_ATTRIBUTE, useChromeStore } from './chromeStore';

/**
 * SPEC.md §4: a click anywhere collapses the mobile menu and closes the theme list; Escape does
 * too. A click on one of their toggle buttons is left to that button, or it would close what it
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
      if (event.key === 'Escape') closeIfOpen();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
