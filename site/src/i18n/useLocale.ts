import { rootRouteId, useRouterState } from '@tanstack/react-router';
import { type Locale, localeOfPath, stripLocale } from './locale';
import { MESSAGES, type Messages } from './messages';

/**
 * The pathname of the page on screen; a narrow subscription so chrome re-renders only on navigation.
 * While a navigation is pending the router already has the new address but still renders the old
 * page (its matches), and the chrome (side menu and its sections, table of contents, locale,
 * title) must describe what is shown, in the same commit as the page: otherwise the side menu
 * listed the old page's sections under the new page's entry for a moment, then moved every link
 * below them when the new page arrived, under a reader's pointer. The not-found page is the root
 * route's own, rendered for the address itself.
 */
export function usePathname(): string {
  return useRouterState({
    select: (s) => {
      const shown = s.matches.at(-1);
      return s.status === 'idle' || !shown || shown.routeId === rootRouteId
        ? s.location.pathname
        : shown.pathname;
    },
  });
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
