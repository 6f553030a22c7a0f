import { SiteLink } from '../components/SiteLink';
import { useMessages } from '../i18n/useLocale';
import { DocLayout } from '../layout/DocLayout';

/** The page for any address that is not a page, inside the usual chrome. */
export function NotFoundPage() {
  const messages = useMessages();
  return (
    <DocLayout>
      <div className="not-found">
        <h1>{messages.notFoundTitle}</h1>
        <p>{messages.notFoundText}</p>
        <p>
          <SiteLink to="/" className="button button-primary">
            {messages.backHome}
          </SiteLink>
        </p>
      </div>
    </DocLayout>
  );
}
