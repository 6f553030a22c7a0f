import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inViewport, openSite, pathOf, settle, sharedBrowser } from './helpers';

const browser = sharedBrowser();

const box = (page: Page) => page.getByRole('combobox', { name: /Search the docs|搜索文档/ });
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

/** Titles and parents of the listed results. */
async function results(page: Page): Promise<{ title: string; parent: string }[]> {
  return options(page).evaluateAll((els) =>
    els.map((el) => ({
      title: el.querySelector('.search-box-option-title')?.textContent ?? '',
      parent: el.querySelector('.search-box-option-parent')?.textContent ?? '',
    })),
  );
}

describe('search', () => {
  it('finds pages by title with their parent, by prefix and fuzzily, and goes there with the keyboard', async () => {
    const { page, problems, close } = await openSite(browser(), '/');
    await settle(page);
    await page.keyboard.press('/');
    await expect.poll(() => box(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('dyn');
    await expect.poll(() => results(page)).toContainEqual({ title: 'Dynamic options', parent: 'Demo' });
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    // Fuzzy: a missing letter still finds it.
    await box(page).fill('dynamc');
    await expect.poll(() => results(page)).toContainEqual({ title: 'Dynamic options', parent: 'Demo' });
    // Arrow to the result and open it.
    const index = (await results(page)).findIndex((r) => r.title === 'Dynamic options');
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    const active = await box(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/demo/dynamic-options');
    await page.locator('h1#dynamic-options').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('finds headings inside pages, with the page as the parent, and scrolls to them', async () => {
    const { page, close } = await openSite(browser(), '/demo/simple');
    await settle(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('licen');
    await expect.poll(() => results(page)).toContainEqual({ title: 'License', parent: 'Introduction' });
    await options(page).filter({ hasText: 'License' }).first().click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#license');
    await page.locator('h2#license').waitFor();
    await expect.poll(() => inViewport(page, 'license')).toBe(true);
    await close();
  });

  it('searches the Chinese titles in the Chinese site', async () => {
    const { page, close } = await openSite(browser(), '/zh-CN');
    await settle(page);
    await box(page).click();
    await page.keyboard.type('默认');
    await expect.poll(() => results(page)).toContainEqual({ title: '默认值', parent: '示例' });
    await options(page).filter({ hasText: '默认值' }).first().click();
    await page.waitForURL('**/zh-CN/demo/default-value');
    expect(pathOf(page)).toBe('/zh-CN/demo/default-value');
    await close();
  });

  it('shows an empty state when nothing matches, closes on Escape, and lists at most 50 results', async () => {
    const { page, close } = await openSite(browser(), '/');
    await settle(page);
    await box(page).click();
    await page.keyboard.type('qqqqzzzz');
    await page.locator('.search-box-empty svg').waitFor();
    await page.getByText('No results').first().waitFor();
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    await page.locator('.search-box-empty').waitFor({ state: 'detached' });
    await box(page).fill('e');
    await options(page).first().waitFor();
    const count = await options(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(50);
    await close();
  });

  it('lists results exactly as wide as the input', async () => {
    const { page, close } = await openSite(browser(), '/');
    await settle(page);
    await box(page).click();
    await page.keyboard.type('hover');
    await options(page).first().waitFor();
    const input = await box(page).boundingBox();
    const popup = await page.locator('.search-box-popup').boundingBox();
    expect(popup?.width).toBe(input?.width);
    expect(popup?.x).toBe(input?.x);
    await close();
  });
});
