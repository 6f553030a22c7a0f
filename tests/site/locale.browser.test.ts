import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CascaderLocale } from '../../react/src';
import ar from '../../react/src/locale/packs/ar';
import enUS from '../../react/src/locale/packs/en-US';
import jaJP from '../../react/src/locale/packs/ja-JP';
import zhCN from '../../react/src/locale/packs/zh-CN';
import { item, openPopup } from './cascader';
import { axeReport, closeClean, openDemo, openSite, settle, sharedBrowser } from './helpers';

const browser = sharedBrowser();

/** What a screen reader is given: every named node of Chromium's accessibility tree, `role: name`. */
async function accessibleNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes.filter((n) => !n.ignored && n.name?.value).map((n) => `${n.role?.value}: ${n.name?.value}`);
}

const LANGUAGES: { name: string; pack: CascaderLocale; query: string; district: string }[] = [
  { name: 'English', pack: enUS, query: 'Guang', district: 'District' },
  { name: '简体中文', pack: zhCN, query: '广', district: '地区' },
  { name: '日本語', pack: jaJP, query: '広', district: '地区' },
  { name: 'العربية', pack: ar, query: 'قوانغ', district: 'المنطقة' },
];

describe('the locale demo: every text of the cascader follows the language switch', () => {
  it('names, announcements, the empty state and the direction, in four languages, with no axe violation', async () => {
    const site = await openDemo(browser(), 'locale');
    const { page } = site;
    const combobox = page.getByRole('combobox');
    const status = page.getByRole('status');
    for (const { name, pack, query, district } of LANGUAGES) {
      await page.getByRole('radio', { name }).check();
      await expect.poll(() => combobox.getAttribute('aria-label')).toBe(district);
      await combobox.click();
      await openPopup(page).waitFor();
      expect(await accessibleNames(page), name).toContain(`group: ${pack.labels.tree}`);
      // The popup is portalled into the body, out of the demo's lang: it carries the pack's own,
      // so a reader voices its rows and texts in that language (and its direction, for Arabic).
      expect(await openPopup(page).getAttribute('lang'), name).toBe(pack.locale);
      expect(await openPopup(page).getAttribute('dir'), name).toBe(pack.direction === 'rtl' ? 'rtl' : null);
      const row = openPopup(page).locator('li[role="treeitem"]').first();
      expect(await row.evaluate((e, tag) => e.matches(`:lang(${tag})`), pack.locale), name).toBe(true);
      expect(await axeReport(page), `${name}, columns open`).toBe('');

      await page.keyboard.type(query);
      const results = openPopup(page).locator('li[role="treeitem"]');
      await expect.poll(() => results.count(), { message: name }).toBeGreaterThan(0);
      const count = await results.count();
      await expect
        .poll(() => status.textContent(), { message: name })
        .toBe(pack.messages.results(count, count));
      expect(await axeReport(page), `${name}, results`).toBe('');

      await page.keyboard.type('zzz');
      await expect.poll(() => status.textContent(), { message: name }).toBe(pack.messages.noResults);
      expect(await openPopup(page).textContent(), name).toContain(pack.labels.notFound);

      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await item(page, 'gd').click();
      await item(page, 'gd', 'guangzhou').click();
      expect(await accessibleNames(page), name).toContain(`button: ${pack.labels.clear}`);
      const rtl = pack.direction === 'rtl';
      expect(await page.locator('.rc-cascader').evaluate((e) => getComputedStyle(e).direction), name).toBe(
        rtl ? 'rtl' : 'ltr',
      );
      const root = page.locator('.rc-cascader').first();
      expect(await root.evaluate((e) => e.classList.contains('rc-cascader-rtl')), name).toBe(rtl);
      await page.getByRole('button', { name: pack.labels.clear }).click();
    }
    await closeClean(site);
  });

  it('a load, its failure and the retry are announced in the chosen language', async () => {
    const site = await openDemo(browser(), 'locale');
    const { page } = site;
    const status = page.getByRole('status');
    await page.getByRole('radio', { name: '日本語' }).check();
    await page.getByRole('combobox').click();
    await item(page, 'zj').click();
    await expect.poll(() => status.textContent()).toBe(jaJP.messages.loading('浙江省'));
    await expect.poll(() => status.textContent()).toBe(jaJP.messages.loaded('浙江省', 2));
    await item(page, 'fj').click();
    await expect
      .poll(() => status.textContent())
      .toBe(jaJP.messages.loadFailed('福建省', new Error('ネットワークエラー')));
    expect(await axeReport(page)).toBe('');
    // The row's ↻ is the pointer's way (hidden from assistive technology); Enter on the row is the keyboard's.
    await item(page, 'fj').locator('.rc-cascader-menu-item-retry').click();
    await expect.poll(() => status.textContent()).toBe(jaJP.messages.loaded('福建省', 2));
    await item(page, 'fj', 'fuzhou').waitFor();
    await closeClean(site);
  });

  it('on the Chinese pages every demo speaks Chinese, its own texts too', async () => {
    const { page, problems, close } = await openSite(browser(), '/zh-CN/demo/default-value');
    await settle(page);
    await page.locator('main .rc-cascader').click();
    await openPopup(page).waitFor();
    const names = await accessibleNames(page);
    expect(names).toContain(`group: ${zhCN.labels.tree}`);
    expect(names).toContain('combobox: 地址');
    expect(await axeReport(page)).toBe('');
    expect(problems).toEqual([]);
    await close();
  });
});
