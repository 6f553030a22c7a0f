import apiNames from 'virtual:cascadia/api-names';
import MiniSearch from 'minisearch';
import type { Locale } from '../i18n/locale';
import { coreExports, hookExports } from '../pages/api/select';
import { type SearchDocument, searchDocuments } from './documents';
import { tokenize } from './tokenize';

/** SPEC.md §9: at most 50 results by default. */
export const SEARCH_LIMIT = 50;

export type SearchResult = Pick<SearchDocument, 'id' | 'title' | 'parent' | 'path'>;

const indexes = new Map<Locale, MiniSearch<SearchDocument>>();

function indexFor(locale: Locale): MiniSearch<SearchDocument> {
  let index = indexes.get(locale);
  if (!index) {
    index = new MiniSearch<SearchDocument>({
      fields: ['title', 'keywords'],
      storeFields: ['title', 'parent', 'path'],
      tokenize,
      searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3 }, combineWith: 'AND' },
    });
    index.addAll(
      searchDocuments(locale, { hooks: hookExports(apiNames.react), core: coreExports(apiNames.core) }),
    );
    indexes.set(locale, index);
  }
  return index;
}

/** Pages and headings whose title matches the query, best first, by prefix and fuzzily. */
export function search(query: string, locale: Locale, limit = SEARCH_LIMIT): SearchResult[] {
  if (!query.trim()) return [];
  return indexFor(locale)
    .search(query)
    .slice(0, limit)
    .map((hit) => ({ id: String(hit.id), title: hit.title, parent: hit.parent, path: hit.path }));
}
