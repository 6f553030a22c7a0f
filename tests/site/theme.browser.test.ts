import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goto, openSite, settle, sharedBrowser, siteUrl } from './helpers';

const browser = sharedBrowser();

const KEY = 'cascadia:prefers-color';

const colorOf = (page: Page) => page.getAttribute('html', 'data-prefers-color');

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'Auto'): Promise<void> {
  await page.getByRole('button', { name: /^Colour theme/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

describe('theme', () => {
  it('starts in auto, following the system scheme', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, problems, close } = await openSite(browser(), '/', { colorScheme });
      await settle(page);
      expect(await colorOf(page)).toBe(colorScheme);
      expect(await page.getAttribute('html', 'data-prefers-color-setting')).toBe('auto');
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('persists a chosen theme in localStorage and applies it again after a reload', async () => {
    const { page, problems, close } = await openSite(browser(), '/', { colorScheme: 'light' });
    await settle(page);
    await chooseTheme(page, 'Dark');
    await expect.poll(() => colorOf(page)).toBe('dark');
    const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ state: { color: 'dark' } });
    await page.reload();
    await settle(page);
    expect(await colorOf(page)).toBe('dark');
    expect(await page.getByRole('button', { name: /^Colour theme/ }).getAttribute('aria-label')).toBe(
      'Colour theme: Dark',
    );
    expect(problems).toEqual([]);
    await close();
  });

  it('paints the stored theme before any script of the app runs (no flash)', async () => {
    const { page, context, close } = await openSite(browser(), null, { colorScheme: 'light' });
    await context.addInitScript(
      (key) => localStorage.setItem(key, '{"state":{"color":"dark"},"version":0}'),
      KEY,
    );
    // Without the app's JavaScript only index.html's inline boot script can set the attribute.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${siteUrl()}/`);
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
    expect(await colorOf(page)).toBe('dark');
    await close();
  });

  it('in auto, follows the system scheme live', async () => {
    const { page, problems, close } = await openSite(browser(), '/', { colorScheme: 'light' });
    await settle(page);
    await chooseTheme(page, 'Dark');
    await chooseTheme(page, 'Auto');
    await expect.poll(() => colorOf(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => colorOf(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => colorOf(page)).toBe('light');
    // A fixed choice ignores the system.
    await chooseTheme(page, 'Light');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await colorOf(page)).toBe('light');
    expect(problems).toEqual([]);
    await close();
  });

  it('reads a corrupt or foreign stored value as auto, without an error', async () => {
    const cases: [string, 'light' | 'dark'][] = [
      ['{not json', 'light'],
      ['purple', 'light'],
      ['{"state":{"color":"sepia"}}', 'light'],
      ['dark', 'dark'],
      ['"dark"', 'dark'],
    ];
    for (const [stored, expected] of cases) {
      const { page, context, problems, close } = await openSite(browser(), null, { colorScheme: 'light' });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [KEY, stored] as const);
      await goto(page, '/');
      await settle(page);
      expect(await colorOf(page), stored).toBe(expected);
      expect(await page.getAttribute('html', 'data-prefers-color-setting'), stored).toBe(
        expected === 'dark' ? 'dark' : 'auto',
      );
      expect(problems, stored).toEqual([]);
      await close();
    }
  });

  it('closes the theme list on a click anywhere and on Escape', async () => {
    const { page, close } = await openSite(browser(), '/');
    await settle(page);
    const button = page.getByRole('button', { name: /^Colour theme/ });
    await button.click();
    await page.getByRole('menu').waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.locator('main h1').click();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await button.click();
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await close();
  });
});
