import { useRouterState } from '@tanstack/react-router';
import { type Locale, localeOfPath, stripLocale } from './locale';
import { MESSAGES, type Messages } from './messages';

/** The current pathname; a narrow subscription so chrome re-renders only on navigation. */
export function usePathname(): string {
  return useRouterState({ select: (s) => s.location.pathname });
}

export function useLocale(): Locale {
  return localeOfPath(usePathname());
}

/** The current path without the locale prefix, the key pages are registered under. */
export function usePagePath(): string {
  return stripLocale(usePathname());
}

export function useMessages(): Messages {
  return MESSAGES[useLocale()];
}
