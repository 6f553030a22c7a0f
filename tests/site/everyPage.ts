import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGES, type PageEntry } from '../../site/src/config/pages';
import { type Locale, localizePath } from '../../site/src/i18n/locale';
import { navigateByMenu, openSite, type SitePage, settle } from './helpers';

/**
 * A test for each page of the site in one locale, all in one browser page that goes from one to
 * the next through the side menu, as a reader would; then a test that none of them logged a console
 * problem. A test a page, rather than one loop over every page, so that each page has the browser
 * project's time limit (a loop of fifty pages could run out of it on a busy machine although no
 * page was slow) and a failure names its page.
 */
export function forEveryPage(
  browser: () => Browser,
  locale: Locale,
  options: BrowserContextOptions,
  check: (page: Page, path: string, entry: PageEntry) => Promise<void>,
): void {
  const home = localizePath('/', locale);
  let site: SitePage | undefined;
  beforeAll(async () => {
    site = await openSite(browser(), home, options);
    await settle(site.page);
  });
  afterAll(() => site?.close());
  const page = (): Page => {
    if (!site) throw new Error('the site did not open');
    return site.page;
  };
  for (const entry of PAGES) {
    const path = localizePath(entry.path, locale);
    it(path, async () => {
      if (path !== home) await navigateByMenu(page(), path);
      await check(page(), path, entry);
    });
  }
  it('logs no console problem on any of them', () => {
    expect(site?.problems).toEqual([]);
  });
}
