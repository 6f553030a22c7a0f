import { create } from 'zustand';

/** Transient chrome state: the mobile menu and the theme list (SPEC.md §4). Not persisted. */
interface ChromeState {
  menuOpen: boolean;
  themeListOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  setThemeListOpen: (open: boolean) => void;
  closeAll: () => void;
}

export const useChromeStore = create<ChromeState>()((set) => ({
  menuOpen: false,
  themeListOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  setThemeListOpen: (themeListOpen) => set({ themeListOpen }),
  closeAll: () => set({ menuOpen: false, themeListOpen: false }),
}));

/** Marks the buttons that toggle chrome popups: their own clicks must not count as "anywhere". */
export const CHROME_TOGGLE_ATTRIBUTE = 'data-chrome-toggle';
