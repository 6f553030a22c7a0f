/**
 * Reading and painting the colour preference, shared by the app and by the inline script that
 * index.html runs before the first paint (so there is no flash of the wrong theme).
 *
 * build/theme-boot-plugin.ts serialises these functions with `Function.prototype.toString`, so
 * each one must stay self-contained: no imports, no references to module scope, nothing that
 * throws. The app calls the very same functions, so the two can never disagree.
 */

type Preference = 'light' | 'dark' | 'auto';

/** The stored value, read leniently: zustand's JSON, a JSON string or a bare word; anything else is auto. */
export function parseStoredColor(raw: string | null): Preference {
  if (raw === null) return 'auto';
  let parsed: unknown = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // a bare word such as `dark`; validated below
  }
  const candidate =
    parsed && typeof parsed === 'object' ? (parsed as { state?: { color?: unknown } }).state?.color : parsed;
  return candidate === 'light' || candidate === 'dark' || candidate === 'auto' ? candidate : 'auto';
}

/** Sets the page's colour attributes; the stylesheets key off `data-prefers-color`. */
export function paintColor(color: 'light' | 'dark', preference: Preference): void {
  const root = document.documentElement;
  root.setAttribute('data-prefers-color', color);
  root.setAttribute('data-prefers-color-setting', preference);
  root.style.colorScheme = color;
}

/** The boot script's body: read storage (which may be unavailable), resolve auto, paint. */
export function bootColor(
  storageKey: string,
  parse: typeof parseStoredColor,
  paint: typeof paintColor,
): void {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(storageKey);
  } catch {
    // privacy modes can refuse storage; auto is the right answer then
  }
  const preference = parse(raw);
  const systemDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  paint(preference === 'dark' || (preference === 'auto' && systemDark) ? 'dark' : 'light', preference);
}
