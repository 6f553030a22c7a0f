import { createContext, type ReactNode, useContext } from 'react';
import type { CascaderLocale } from './types';

const LocaleContext = /* @__PURE__ */ createContext<CascaderLocale | undefined>(undefined);

/**
 * Sets the language pack of every cascader and panel below it, once for an app (or a part of it).
 * A component's own `locale` prop wins over it, and its `labels` and `messages` over both.
 */
export function CascaderLocaleProvider({
  locale,
  children,
}: {
  locale: CascaderLocale;
  children?: ReactNode;
}) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/**
 * The pack the nearest `CascaderLocaleProvider` sets (undefined without one): for an app's own
 * texts around a cascader, in the same language.
 */
export function useCascaderLocale(): CascaderLocale | undefined {
  return useContext(LocaleContext);
}

/** The pack in force: the `locale` prop, else the nearest provider's, else none (English defaults). */
export function useLocalePack(own: CascaderLocale | undefined): CascaderLocale | undefined {
  const inherited = useContext(LocaleContext);
  return own ?? inherited;
}
