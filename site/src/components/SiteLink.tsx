import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { localizePath } from '../i18n/locale';
import { useLocale, useMessages } from '../i18n/useLocale';

export function isExternal(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

const EXACT = { exact: true } as const;

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A locale-free site path (`/demo/simple`), an in-page `#hash`, or an external address. */
  to: string;
  children: ReactNode;
  /** Keep the path as given instead of moving it into the current locale. */
  raw?: boolean;
}

/**
 * The one link component of the site. Internal paths go through the router in the current locale
 * (and so scroll to the top); external addresses open in a new tab without handing the opener over.
 */
export function SiteLink({ to, children, raw, ...rest }: SiteLinkProps) {
  const locale = useLocale();
  const messages = useMessages();
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> {messages.newTab}</span>
      </a>
    );
  }
  if (to.startsWith('#')) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  const [path, hash] = to.split('#');
  // The router marks the link to the current page with aria-current="page" (which the menus style
  // as active). Only that exact page: by default the router also marks every link whose path is a
  // whole-segment prefix of the address, so the Chinese home `/zh-CN` would be current on every
  // `/zh-CN/…` page, and `/demo` on every demo. (English `/` is spared by that segment rule, which
  // is why the bug showed only in zh-CN.)
  return (
    <Link to={raw ? path : localizePath(path || '/', locale)} hash={hash} activeOptions={EXACT} {...rest}>
      {children}
    </Link>
  );
}
