import { Outlet } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import { findPage } from '../config/pages';
import { useMessages, usePagePath, usePathname } from '../i18n/useLocale';
import { Features } from './Features';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { PageTransition } from './PageTransition';
import { Sidebar } from './Sidebar';
import { Toc } from './Toc';
import { useChromeDismiss } from './useChromeDismiss';
import { useHeadingObserver } from './useHeadingObserver';
import './DocLayout.css';

/**
 * The documentation chrome around a page: top bar, side menu, content, table of contents and
 * footer. Routes render it with an <Outlet/>; the not-found page passes its content directly.
 */
export function DocLayout({ children }: { children?: ReactNode }) {
  const messages = useMessages();
  const pathname = usePathname();
  const page = findPage(usePagePath());
  const mainRef = useRef<HTMLElement>(null);
  useChromeDismiss();
  useHeadingObserver(mainRef, pathname);

  return (
    <div className="site">
      <a className="skip-link" href="#content">
        {messages.skipToContent}
      </a>
      <Header />
      <div className="site-body">
        <Sidebar />
        <main id="content" ref={mainRef} className="site-main" tabIndex={-1}>
          <PageTransition key={pathname}>
            {page?.hero && <Hero hero={page.hero} />}
            {page?.features && <Features features={page.features} />}
            <article className="markdown">{children ?? <Outlet />}</article>
          </PageTransition>
        </main>
        <Toc />
        <Footer page={children ? undefined : page} />
      </div>
    </div>
  );
}
