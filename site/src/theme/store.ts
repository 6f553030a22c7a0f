import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { parseStoredColor } from './boot';
import { COLOR_STORAGE_KEY, type ColorPreference, isColorPreference } from './color';

interface ThemeState {
  color: ColorPreference;
  setColor: (color: ColorPreference) => void;
}

type Persisted = Pick<ThemeState, 'color'>;

/**
 * localStorage through a storage that never throws: a corrupt or foreign value reads as "auto"
 * (what the boot script in index.html also does), and a storage that refuses writes is ignored.
 */
const safeStorage: PersistStorage<Persisted> = {
  getItem(name) {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(name);
    } catch {
      return null;
    }
    if (raw === null) return null;
    return { state: { color: parseStoredColor(raw) }, version: 0 };
  },
  setItem(name, value) {
    try {
      window.localStorage.setItem(name, JSON.stringify(value));
    } catch {
      // quota or privacy mode: the preference just is not remembered
    }
  },
  removeItem(name) {
    try {
      window.localStorage.removeItem(name);
    } catch {
      // nothing to do
    }
  },
};

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      color: 'auto',
      setColor: (color) => set({ color }),
    }),
    {
      name: COLOR_STORAGE_KEY,
      storage: safeStorage,
      partialize: (state) => ({ color: state.color }),
      merge: (persisted, current) => {
        const color = (persisted as Partial<Persisted> | undefined)?.color;
        return { ...current, color: isColorPreference(color) ? color : 'auto' };
      },
    },
  ),
);
