import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMOS } from '../../site/src/demos/registry';
import { LOCALES } from '../../site/src/i18n/locale';
import { forEveryPage } from './everyPage';
import { goto, openSite, pathOf, sharedBrowser } from './helpers';

const browser = sharedBrowser();

const DEMO_DIR = fileURLToPath(new URL('../../site/src/demos/', import.meta.url));

describe('routes', () => {
  it('has a demo file for every registered demo and no unregistered one', () => {
    const files = readdirSync(DEMO_DIR)
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => f.slice(0, -4));
    expect(files.sort()).toEqual(DEMOS.map((d) => d.id).sort());
  });

  for (const locale of LOCALES) {
    describe(`every ${locale.id} page is titled after it, its demo included`, () => {
      forEveryPage(browser, locale.id, {}, async (page, path, entry) => {
        expect(pathOf(page), path).toBe(path);
        const title = entry.path === '/' ? 'Cascadia' : `${entry.title[locale.id]} - Cascadia`;
        await expect.poll(() => page.title(), { message: path }).toBe(title);
        expect(await page.getAttribute('html', 'lang'), path).toBe(locale.lang);
        expect(await page.locator('.demo-error').count(), path).toBe(0);
      });
    });
  }

  it('titles the home page with the component name and demo pages with theirs', async () => {
    const { page, close } = await openSite(browser(), '/');
    await page.locator('main h1').waitFor();
    expect(await page.title()).toBe('Cascadia');
    await goto(page, '/demo/simple');
    await page.locator('main h1').waitFor();
    expect(await page.title()).toBe('Basic - Cascadia');
    await goto(page, '/zh-CN/demo/simple');
    await page.locator('main h1').waitFor();
    expect(await page.title()).toBe('基本用法 - Cascadia');
    await close();
  });

  it('redirects /demo to the first demo, in both locales', async () => {
    const { page, close } = await openSite(browser(), '/demo');
    await page.waitForURL('**/demo/adjust-overflow');
    expect(DEMOS[0].id).toBe('adjust-overflow');
    await page.locator('h1#adjust-overflow').waitFor();
    await goto(page, '/zh-CN/demo');
    await page.waitForURL('**/zh-CN/demo/adjust-overflow');
    await close();
  });

  it('redirects /_demos/<id> to /~demos/<id>, in both locales', async () => {
    const { page, close } = await openSite(browser(), '/_demos/simple');
    await page.waitForURL('**/~demos/simple');
    await goto(page, '/zh-CN/_demos/hover');
    await page.waitForURL('**/zh-CN/~demos/hover');
    await close();
  });

  it('reaches the default-value page through /demo/defaultvalue', async () => {
    const { page, close } = await openSite(browser(), '/demo/defaultvalue');
    await page.waitForURL('**/demo/default-value');
    await page.locator('h1#default-value').waitFor();
    await close();
  });

  it('shows a standalone demo without the site chrome', async () => {
    const { page, close } = await openSite(browser(), '/~demos/simple');
    await page.locator('main').waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.title()).toBe('Basic - Cascadia');
    await close();
  });

  it('says so when a standalone demo does not exist', async () => {
    const { page, problems, close } = await openSite(browser(), '/~demos/no-such-demo');
    await page.getByText('Demo no-such-demo not found :(').waitFor();
    await goto(page, '/zh-CN/~demos/nope');
    await page.getByText('Demo nope not found :(').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the not-found page, in the chrome, for unknown addresses and unknown demos', async () => {
    const { page, problems, close } = await openSite(browser(), '/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found - Cascadia');
    expect(await page.locator('header').count()).toBe(1);
    await goto(page, '/demo/no-such-demo');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await goto(page, '/zh-CN/nope');
    await page.getByRole('heading', { level: 1, name: '页面未找到' }).waitFor();
    // Addresses are case-sensitive, like the locale prefix.
    await goto(page, '/zh-cn/demo/simple');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('serves deep links and reloads through the SPA fallback', async () => {
    const { page, close } = await openSite(browser(), '/zh-CN/demo/hover');
    await page.locator('h1#hover').waitFor();
    await page.reload();
    await page.locator('h1#hover').waitFor();
    expect(pathOf(page)).toBe('/zh-CN/demo/hover');
    // A trailing slash reaches the same page, which the menu marks as current.
    await goto(page, '/demo/simple/');
    await page.locator('h1#simple').waitFor();
    expect(await page.title()).toBe('Basic - Cascadia');
    expect(await page.locator('.sidebar-menu a[aria-current="page"]').textContent()).toBe('Basic');
    await close();
  });
});
