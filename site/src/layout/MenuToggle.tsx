import { CloseIcon, MenuIcon } from '../components/icons';
import { useMessages } from '../i18n/useLocale';
import { CHROME_TOGGLE_ATTRIBUTE, useChromeStore } from './chromeStore';

export const SIDEBAR_ID = 'site-sidebar';

/** The button that shows the side menu on small screens, where it is collapsed. */
export function MenuToggle() {
  const messages = useMessages();
  const open = useChromeStore((s) => s.menuOpen);
  const setOpen = useChromeStore((s) => s.setMenuOpen);
  return (
    <button
      type="button"
      className="icon-button menu-toggle"
      {...{ [CHROME_TOGGLE_ATTRIBUTE]: '' }}
      aria-expanded={open}
      aria-controls={SIDEBAR_ID}
      aria-label={open ? messages.closeMenu : messages.openMenu}
      onClick={() => setOpen(!open)}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}
