/** The three colour preferences and how they resolve to the scheme actually shown. */

export type ColorPreference = 'light' | 'dark' | 'auto';
export type ResolvedColor = 'light' | 'dark';

export const COLOR_PREFERENCES: readonly ColorPreference[] = ['light', 'dark', 'auto'];

/** The generator's prefix, a colon, then prefers-color (SPEC.md §9). */
export const COLOR_STORAGE_KEY = 'cascadia:prefers-color';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorPreference(value: unknown): value is ColorPreference {
  return value === 'light' || value === 'dark' || value === 'auto';
}

export function resolveColor(preference: ColorPreference, systemDark: boolean): ResolvedColor {
  if (preference === 'auto') return systemDark ? 'dark' : 'light';
  return preference;
}
