import { findPage } from '../config/pages';
import { siteConfig } from '../config/site';
import { findDemo } from '../demos/registry';
import { type Locale, localeOfPath, stripLocale } from '../i18n/locale';
import { MESSAGES } from '../i18n/messages';

const STANDALONE = /^\/~demos\/([^/]+)\/?$/;

/**
 * The document title of a path: the matched page's title and the component name, or the
 * component name alone for the home page (SPEC.md §2: "the component name as the default").
 */
export function documentTitle(pathname: string): string {
  const locale: Locale = localeOfPath(pathname);
  const path = stripLocale(pathname);
  const name = siteConfig.title;
  const standalone = STANDALONE.exec(path);
  if (standalone) {
    const demo = findDemo(decodeURIComponent(standalone[1]));
    return demo ? `${demo.title[locale]} - ${name}` : name;
  }
  const page = findPage(path);
  if (!page) return `${MESSAGES[locale].notFoundTitle} - ${name}`;
  if (page.path === '/') return name;
  return `${page.title[locale]} - ${name}`;
}
