import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import zhCN from '../../react/src/locale/packs/zh-CN';
import { activeRow, axTree, focusedNode, liveText } from '../browser/axTree';
import { item, openPopup } from './cascader';
import { axeReport, closeClean, openDemo, openSite, settle, sharedBrowser } from './helpers';

const browser = sharedBrowser();

/** Presses Down until the keyboard's row is named `name` (at most `limit` times). */
async function downTo(page: Page, name: string, limit = 8): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await activeRow(page))?.name === name) return;
    await page.keyboard.press('ArrowDown');
  }
  expect((await activeRow(page))?.name).toBe(name);
}

/** Every failure the mouse retries with a ↻, the keyboard retries too, and a screen reader hears of. */
describe('retry by keyboard, announced (issue 27, items 5 and 9)', () => {
  it('lazy-value: a failed label load is announced, the combobox says the raw value failed, and Enter (opening) retries', async () => {
    const site = await openDemo(browser(), 'lazy-value');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    const shown = root.locator('.rc-cascader-selection-item');
    await expect.poll(() => shown.textContent(), { timeout: 10_000 }).toBe('浙江 / 杭州 / 西湖');

    await page.getByLabel('Fail next request').check();
    await page.getByRole('button', { name: 'Reload the saved value' }).click();
    await expect
      .poll(() => liveText(page), { timeout: 10_000 })
      .toContain('Loading the labels of 浙江 / hangzhou / xihu failed');
    await root.getByRole('combobox').focus();
    expect((await focusedNode(page))?.description).toBe('浙江 / hangzhou / xihu (labels not loaded)');
    expect(await axeReport(page)).toBe('');

    // Enter opens the popup, which asks for the labels again.
    await page.keyboard.press('Enter');
    await expect.poll(() => shown.textContent(), { timeout: 10_000 }).toBe('浙江 / 杭州 / 西湖');
    expect((await focusedNode(page))?.description).toBe('浙江 / 杭州 / 西湖');
    await closeClean(site);
  });

  it('lazy-checkable SHOW_CHILD: Enter on a row whose check failed completes the check, as the ↻ does', async () => {
    const site = await openDemo(browser(), 'lazy-checkable');
    const { page } = site;
    await page.getByLabel('Fail next request').check();
    const combobox = page.getByRole('combobox', { name: /SHOW_CHILD/ });
    await combobox.focus();
    await page.keyboard.press('ArrowDown');
    await openPopup(page).waitFor();
    await downTo(page, '福建');
    await page.keyboard.press('Enter');
    await item(page, 'fj').locator('.rc-cascader-menu-item-retry').waitFor({ timeout: 10_000 });
    const failed = await activeRow(page);
    expect(failed).toMatchObject({ name: '福建', properties: expect.objectContaining({ invalid: 'true' }) });

    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByLabel('SHOW_CHILD value').textContent(), { timeout: 15_000 })
      .toContain('["fj","fuzhou","mawei"]');
    const done = await activeRow(page);
    expect(done?.name).toBe('福建');
    expect(done?.properties.checked).toBe('true');
    expect(done?.properties.invalid).toBeUndefined();
    await closeClean(site);
  });

  it('remote-search: the failed row is active, named by its group "Search failed", and Enter retries', async () => {
    const site = await openDemo(browser(), 'remote-search');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    await page.getByLabel('Fail next request').check();
    await root.click();
    // Typed slowly, as a person may: the search for 海 goes out and the next keystroke aborts it.
    // The failure the switch asked for goes to the search that answers, the one for 海曙.
    await page.keyboard.type('海');
    const log = page.getByRole('list', { name: 'Request log' });
    await log.getByText('search “海”: pending').waitFor({ timeout: 10_000 });
    await page.keyboard.type('曙');
    await log.getByText('search “海”: aborted').waitFor({ timeout: 10_000 });
    const failedRow = openPopup(page).locator('.rc-cascader-menu-item-failed');
    await failedRow.waitFor({ timeout: 10_000 });
    const groups = (await axTree(page)).filter((n) => n.role === 'group').map((n) => n.name);
    expect(groups).toContain('Search failed');
    expect(groups).not.toContain('Searching');

    await page.keyboard.press('ArrowDown');
    expect((await activeRow(page))?.name).toBe('Search failed');
    expect(await axeReport(page)).toBe('');
    await page.keyboard.press('Enter');
    await openPopup(page)
      .locator('li[role="treeitem"]', { hasText: '浙江 / 宁波 / 海曙' })
      .first()
      .waitFor({ timeout: 10_000 });
    await closeClean(site);
  });

  it('in Chinese: the failure is said, and the value described, in the page’s language', async () => {
    const site = await openSite(browser(), '/zh-CN/demo/lazy-value');
    const { page } = site;
    await settle(page);
    const root = page.locator('main .rc-cascader');
    const shown = root.locator('.rc-cascader-selection-item');
    await expect.poll(() => shown.textContent(), { timeout: 10_000 }).toBe('浙江 / 杭州 / 西湖');
    await page.getByLabel('让下一个请求失败').check();
    await page.getByRole('button', { name: '重新加载已保存的值' }).click();
    await expect
      .poll(() => liveText(page), { timeout: 10_000 })
      .toContain('浙江 / hangzhou / xihu 的名称加载失败');
    await root.getByRole('combobox').focus();
    expect((await focusedNode(page))?.description).toBe(zhCN.labels.valueFailed('浙江 / hangzhou / xihu'));
    expect(await axeReport(page)).toBe('');
    await page.keyboard.press('Enter');
    await expect.poll(() => shown.textContent(), { timeout: 10_000 }).toBe('浙江 / 杭州 / 西湖');
    await closeClean(site);
  });
});
