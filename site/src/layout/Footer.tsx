import updated from 'virtual:cascadia/updated';
import { SiteLink } from '../components/SiteLink';
import type { PageEntry } from '../config/pages';
import { platformName, siteConfig } from '../config/site';
import { useLocale, useMessages } from '../i18n/useLocale';
import './Footer.css';

/** "Edit this doc on GitHub" and "Last update", from the page's sources (SPEC.md §2). */
export function Footer({ page }: { page?: PageEntry }) {
  const locale = useLocale();
  const messages = useMessages();
  const { repository } = siteConfig;
  const platform = platformName(repository);
  const time = page ? updated[page.updatedFrom ?? page.filePath] : undefined;
  return (
    <footer className="site-footer">
      {page && platform && (
        <SiteLink
          className="site-footer-edit"
          to={`${repository.url}/edit/${repository.branch}/${page.filePath}`}
        >
          {messages.editThisDoc(platform)}
        </SiteLink>
      )}
      {time && (
        <p className="site-footer-updated">
          {messages.lastUpdate}
          <time dateTime={time}>
            {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(time),
            )}
          </time>
        </p>
      )}
      <p className="site-footer-copyright">
        {messages.license} · {siteConfig.title}
      </p>
    </footer>
  );
}
