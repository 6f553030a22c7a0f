import type { Direction } from '@cascadia/core';

/** The `lang` and `dir` of the elements that hold the pack's texts outside the app's own tree. */
export interface PackLanguage {
  lang?: string;
  dir?: 'rtl';
}

const NONE: PackLanguage = {};

/**
 * The popup and the sheet are portalled (into the body, or `getPopupContainer`), out of the
 * element that says the page's language: without their own `lang`, a screen reader reads the
 * pack's "选项" and "暂无数据" with the page's voice. They take the pack's language, and its
 * right-to-left direction unless the app set `direction` itself (that prop wins, as it does for the
 * keys). Without a pack, nothing: the texts are the defaults, the page's business.
 */
export function packLanguage(
  pack: { locale: string; direction: Direction } | undefined,
  direction: Direction | undefined,
): PackLanguage {
  if (!pack) return NONE;
  return pack.direction === 'rtl' && direction === undefined
    ? { lang: pack.locale, dir: 'rtl' }
    : { lang: pack.locale };
}
