/**
 * Locales and locale-aware paths. English lives at the root, Chinese under /zh-CN, so a page's
 * locale is a pure function of its path: no state to keep in sync with the URL.
 */

export type Locale = 'en-US' | 'zh-CN';

export interface LocaleInfo {
  id: Locale;
  /** Shown by the language switch. */
  name: string;
  /** The `lang` attribute of the document. */
  lang: string;
  /** The path prefix; empty for the root locale. */
  base: string;
}

export const LOCALES: readonly LocaleInfo[] = [
  { id: 'en-US', name: 'English', lang: 'en', base: '' },
  { id: 'zh-CN', name: '中文', lang: 'zh-CN', base: '/zh-CN' },
];

export const DEFAULT_LOCALE: Locale = 'en-US';

/** A text in every locale. */
export type Localized = Record<Locale, string>;

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALES.find((l) => l.id === locale) ?? LOCALES[0];
}

export function localeOfPath(pathname: string): Locale {
  for (const info of LOCALES) {
    if (info.base && (pathname === info.base || pathname.startsWith(`${info.base}/`))) return info.id;
  }
  return DEFAULT_LOCALE;
}

/**
 * The path without its locale prefix or a trailing slash, the key pages are registered under:
 * `/zh-CN/demo/simple/` → `/demo/simple`, `/zh-CN` → `/`.
 */
export function stripLocale(pathname: string): string {
  const { base } = localeInfo(localeOfPath(pathname));
  const rest = (base ? pathname.slice(base.length) : pathname).replace(/\/+$/, '');
  return rest === '' ? '/' : rest;
}

/** A locale-free path in the given locale: (`/demo/simple`, zh-CN) → `/zh-CN/demo/simple`. */
export function localizePath(path: string, locale: Locale): string {
  const { base } = localeInfo(locale);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}
