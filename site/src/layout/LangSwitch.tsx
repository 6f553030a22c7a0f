import { useNavigate, useRouterState } from '@tanstack/react-router';
import { SiteLink } from '../components/SiteLink';
import { LOCALES, type Locale, localeInfo, localizePath, stripLocale } from '../i18n/locale';
import { useLocale, useMessages } from '../i18n/useLocale';

/**
 * SPEC.md §2: with two locales, a single link to the other one (the same page in it); with more,
 * a select. The hash is kept so a reader stays at the same section.
 */
export function LangSwitch() {
  const locale = useLocale();
  const messages = useMessages();
  const navigate = useNavigate();
  const { pathname, hash } = useRouterState({ select: (s) => s.location });
  const targetOf = (to: Locale) => localizePath(stripLocale(pathname), to) + (hash ? `#${hash}` : '');

  if (LOCALES.length > 2) {
    return (
      <select
        className="lang-switch"
        aria-label={messages.switchLanguage}
        value={locale}
        onChange={(event) => navigate({ href: targetOf(event.target.value as Locale) })}
      >
        {LOCALES.map((l) => (
          <option key={l.id} value={l.id} lang={l.lang}>
            {l.name}
          </option>
        ))}
      </select>
    );
  }

  const other = LOCALES.find((l) => l.id !== locale) ?? localeInfo(locale);
  return (
    <SiteLink to={targetOf(other.id)} raw className="nav-link lang-switch" hrefLang={other.lang}>
      <span className="visually-hidden">{messages.switchLanguage} </span>
      <span lang={other.lang}>{other.name}</span>
    </SiteLink>
  );
}
