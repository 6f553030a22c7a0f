import type { ExportDoc } from '../../build/types';
import { PAGES, type PageEntry } from '../config/pages';
import { type Locale, localizePath } from '../i18n/locale';

/** One searchable title: a page, or a heading within one (SPEC.md "Search result"). */
export interface SearchDocument {
  id: string;
  title: string;
  /** The page a heading belongs to, or the group a page belongs to. */
  parent?: string;
  /** Where a result leads, in the searched locale. */
  path: string;
  /** Extra words that find the title (a demo's id, say); not shown. */
  keywords?: string;
}

/** The names of the exports each API page has a heading for. */
export interface ApiHeadings {
  hooks: readonly Pick<ExportDoc, 'name'>[];
  core: readonly Pick<ExportDoc, 'name'>[];
}

/** Headings each page renders besides its title, keyed by locale-free page path. */
function headingsOf(page: PageEntry, locale: Locale, api: ApiHeadings): { id: string; title: string }[] {
  if (page.headings) return page.headings.map((s) => ({ id: s.id, title: s.title[locale] }));
  if (page.path === '/hooks') return api.hooks.map((e) => ({ id: e.name, title: e.name }));
  if (page.path === '/core') return api.core.map((e) => ({ id: e.name, title: e.name }));
  return [];
}

export function searchDocuments(locale: Locale, api: ApiHeadings): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const page of PAGES) {
    const path = localizePath(page.path, locale);
    const title = (page.menuTitle ?? page.title)[locale];
    const demoId = page.path.startsWith('/demo/') ? page.path.slice('/demo/'.length) : undefined;
    docs.push({ id: path, title, parent: page.group?.title[locale], path, keywords: demoId });
    for (const heading of headingsOf(page, locale, api)) {
      const to = `${path}#${heading.id}`;
      docs.push({ id: to, title: heading.title, parent: title, path: to });
    }
  }
  return docs;
}
