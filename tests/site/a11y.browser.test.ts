import { describe, expect, it } from 'vitest';
import { forEveryPage } from './everyPage';
import { axeReport, openSite, settle, sharedBrowser } from './helpers';

const browser = sharedBrowser();

/**
 * axe-core on every page, reached through the side menu as a reader would: English in the light
 * scheme and Chinese in the dark one, so each page's content is checked once in each scheme.
 */
describe('accessibility (axe-core)', () => {
  for (const [locale, colorScheme] of [
    ['en-US', 'light'],
    ['zh-CN', 'dark'],
  ] as const) {
    describe(`no violations on any ${locale} page in the ${colorScheme} scheme`, () => {
      forEveryPage(browser, locale, { colorScheme }, async (page) => {
        expect(await axeReport(page)).toBe('');
      });
    });
  }

  it('has no violations on the not-found page and a standalone demo', async () => {
    const { page, close } = await openSite(browser(), '/no/such/page');
    await settle(page);
    expect(await axeReport(page)).toBe('');
    await page.goto(page.url().replace('/no/such/page', '/~demos/simple'));
    await page.locator('main').waitFor();
    expect(await axeReport(page)).toBe('');
    await close();
  });

  it('has no violations with the highlighted source and an open popup, in both schemes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, close } = await openSite(browser(), '/demo/simple', { colorScheme });
      await settle(page);
      await page.locator('.previewer [data-action="toggle-code"]').click();
      await page.locator('.previewer-code pre').waitFor();
      await page.getByPlaceholder('please select address').click();
      await page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden) li').first().waitFor();
      expect(await axeReport(page), colorScheme).toBe('');
      await close();
    }
  });
});
