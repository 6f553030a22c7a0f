import { errorMessage } from '@cascadia/core';
import type { CascaderLocale } from './types';

/**
 * The forms of a counted phrase, by `Intl.PluralRules` category: `other` always, the others as the
 * language has them (English `one`; Russian `one`, `few`, `many`; Arabic all six). `#` stands for
 * the count, formatted by `Intl.NumberFormat`.
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** What a pack's texts are written with, bound to its locale. */
export interface LocaleTools {
  /** A number as the locale writes it (`1,234`, `1 234`, `١٬٢٣٤`). */
  number: (value: number) => string;
  /** The form of `forms` the locale uses for `count`, its `#` replaced by the formatted count. */
  plural: (count: number, forms: PluralForms) => string;
  /** An error's message after `before` (`': Timeout'`), or '' when it has none to tell. */
  detail: (error: unknown, before: string) => string;
}

/**
 * Builds a pack from its texts. The Intl objects are made on first use, so importing a pack costs
 * nothing until a cascader speaks it, and one that is imported but unused is dropped by bundlers.
 */
export function defineLocale(
  locale: string,
  texts: (tools: LocaleTools) => Omit<CascaderLocale, 'locale'>,
): CascaderLocale {
  let numbers: Intl.NumberFormat | undefined;
  let plurals: Intl.PluralRules | undefined;
  const number = (value: number) => {
    numbers ??= new Intl.NumberFormat(locale);
    return numbers.format(value);
  };
  const tools: LocaleTools = {
    number,
    plural: (count, forms) => {
      plurals ??= new Intl.PluralRules(locale);
      return (forms[plurals.select(count)] ?? forms.other).replace('#', number(count));
    },
    detail: (error, before) => {
      const message = errorMessage(error);
      return message ? `${before}${message}` : '';
    },
  };
  return { locale, ...texts(tools) };
}
