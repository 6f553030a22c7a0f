import { describe, expect, it } from 'vitest';
import { activeRow } from '../browser/axTree';
import { item, itemIn, openPopup } from './cascader';
import { closeClean, openDemo, openSite, sharedBrowser } from './helpers';

const browser = sharedBrowser();

describe('the demos beyond the spec', () => {
  it('search: matches are highlighted, and nothing found says "Empty Content!"', async () => {
    const site = await openDemo(browser(), 'search');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    expect((await root.boundingBox())?.width).toBe(300);
    await root.click();
    await page.keyboard.type('州');
    const results = openPopup(page).locator('li[role="treeitem"]');
    await expect
      .poll(() => results.allTextContents())
      .toEqual(['福建 / 福州 / 马尾', '福建 / 泉州', '浙江 / 杭州 / 余杭']);
    expect(await openPopup(page).locator('.rc-cascader-menu-item-keyword').first().textContent()).toBe('州');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('zzz');
    await openPopup(page).getByText('Empty Content!').waitFor();
    await closeClean(site);
  });

  it('multiple: leaves are reported, a branch loads on demand, a checkbox can be disabled, two tags show', async () => {
    const site = await openDemo(browser(), 'multiple');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    expect(await root.locator('.rc-cascader-selection-item-content').allTextContents()).toEqual(['余杭']);
    await root.click();
    await item(page, 'fj').click();
    expect(await item(page, 'fj', 'xiamen').locator('.rc-cascader-checkbox-disabled').count()).toBe(1);
    await item(page, 'fj').locator('.rc-cascader-checkbox').click();
    await item(page, 'bj').click();
    await item(page, 'bj', 'chaoyang').waitFor({ timeout: 10_000 });
    await item(page, 'bj', 'chaoyang').locator('.rc-cascader-checkbox').click();
    // Four leaves are checked (余杭, 马尾, 泉州, 朝阳区); two tags show, the rest is summarised.
    await expect.poll(() => root.locator('.rc-cascader-selection-item-content').count()).toBe(3);
    expect(await root.locator('.rc-cascader-selection-item-content').last().textContent()).toMatch(/2/);
    await closeClean(site);
  });

  it('multiple-strict: checking a parent leaves its children unchecked', async () => {
    const site = await openDemo(browser(), 'multiple-strict');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    expect(await root.locator('.rc-cascader-selection-item-content').allTextContents()).toEqual([
      '福建',
      '马尾',
    ]);
    await root.click();
    await item(page, 'zj').locator('.rc-cascader-checkbox').click();
    await item(page, 'zj').click();
    expect(await item(page, 'zj').getAttribute('aria-checked')).toBe('true');
    expect(await item(page, 'zj', 'hangzhou').getAttribute('aria-checked')).toBe('false');
    await closeClean(site);
  });

  it('panel: inline columns; Set Value, disabling, right to left and the empty state', async () => {
    const site = await openDemo(browser(), 'panel');
    const { page } = site;
    const single = page.getByRole('tree', { name: 'Single selection', exact: true });
    await page.getByText('Value: bj / haidian').waitFor();
    await page.getByRole('button', { name: 'Set Value' }).click();
    await page.getByText('Value: fj / fuzhou / mawei').waitFor();
    // APG's single-select tree: the chosen row alone is selected, not the branches on its way.
    expect(await itemIn(single, 'fj').getAttribute('aria-selected')).toBeNull();
    await itemIn(single, 'fj').click();
    await itemIn(single, 'fj', 'fuzhou').click();
    expect(await itemIn(single, 'fj', 'fuzhou', 'mawei').getAttribute('aria-selected')).toBe('true');
    await itemIn(single, 'zj').click();
    await itemIn(single, 'zj', 'hangzhou').click();
    await itemIn(single, 'zj', 'hangzhou', 'yuhang').click();
    await page.getByText('Value: zj / hangzhou / yuhang').waitFor();
    await page.getByRole('button', { name: 'disable panel' }).click();
    await expect.poll(() => single.getAttribute('aria-disabled')).toBe('true');
    // A disabled panel ignores clicks: the branch does not open.
    await itemIn(single, 'fj').click({ force: true });
    expect(await itemIn(single, 'fj').getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'enable panel' }).click();
    await expect.poll(() => single.getAttribute('aria-disabled')).toBeNull();
    expect(await page.locator('.rc-cascader-panel-rtl').count()).toBe(1);
    await page.locator('.rc-cascader-panel-empty').getByText('Empty!!!').waitFor();
    await closeClean(site);
  });

  it('option-render: each option shows its title under the label', async () => {
    const site = await openDemo(browser(), 'option-render');
    const { page } = site;
    await page.locator('.rc-cascader').click();
    await item(page, 'fj').getByText('Fujian province').waitFor();
    await item(page, 'fj').click();
    await item(page, 'fj', 'fuzhou').getByText('The capital').waitFor();
    await closeClean(site);
  });

  it('rtl: the columns open to the left', async () => {
    const site = await openDemo(browser(), 'rtl');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    expect(await root.getAttribute('class')).toContain('rc-cascader-rtl');
    await root.click();
    await item(page, 'fj').click();
    const first = await item(page, 'fj').boundingBox();
    const second = await item(page, 'fj', 'fuzhou').boundingBox();
    if (!first || !second) throw new Error('no geometry');
    expect(second.x + second.width).toBeLessThanOrEqual(first.x + 1);
    await closeClean(site);
  });

  it('rtl: on a phone its sheet speaks Arabic (the language pack), its first crumb الكل, not All', async () => {
    const site = await openSite(browser(), '/~demos/rtl', {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const { page } = site;
    const field = page.getByRole('combobox', { name: 'العنوان', exact: true });
    await field.tap();
    const dialog = page.getByRole('dialog', { name: 'العنوان' });
    const levels = dialog.getByRole('group', { name: 'المستويات' });
    await expect.poll(() => levels.getByRole('listitem').first().textContent()).toBe('الكل');
    await dialog.getByRole('treeitem', { name: 'الشرق' }).tap();
    await dialog.getByRole('button', { name: 'العودة إلى الكل' }).first().waitFor();
    expect(await dialog.getByText('All', { exact: true }).count()).toBe(0);
    await closeClean(site);
  });

  it('large-data: 106,020 options, virtualised columns, search across all of them; then a million', async () => {
    const site = await openDemo(browser(), 'large-data');
    const { page } = site;
    await page.getByText(/106,020 options, ready in \d+ ms/).waitFor();
    await page.locator('.rc-cascader').click();
    // Live timings from the same code paths: each press or keystroke, to the frame it painted.
    await page.getByText(/; opened in \d+\.\d ms, to the painted frame/).waitFor();
    await item(page, 'r0').click();
    await item(page, 'r0', 'c0').click();
    const districts = openPopup(page).locator('ul.rc-cascader-menu').nth(2).locator('li[role="treeitem"]');
    await districts.first().waitFor();
    // 105 districts in the column, far fewer in the DOM.
    expect(await districts.count()).toBeLessThan(60);
    await page.keyboard.type('District 20-50-105');
    await expect
      .poll(() => openPopup(page).locator('li[role="treeitem"]').allTextContents())
      .toEqual(['Region 20 / City 20-50 / District 20-50-105']);
    await page.getByText(/; searched “District 20-50-105” in \d+\.\d ms/).waitFor();
    await page.keyboard.press('Escape');

    // The switch to a million options: the same cascader, opened and searched the same way.
    await page.getByLabel('1,000,000 options').check();
    await page.getByText(/1,010,100 options, ready in \d+ ms/).waitFor({ timeout: 30_000 });
    await page.locator('.rc-cascader').click();
    await item(page, 'r99').waitFor({ timeout: 30_000 });
    await page.keyboard.type('District 100-100-100');
    await expect
      .poll(() => openPopup(page).locator('li[role="treeitem"]').allTextContents(), { timeout: 30_000 })
      .toEqual(['Region 100 / City 100-100 / District 100-100-100']);
    await closeClean(site);
  });

  it('lazy-errors: a failed load offers a retry, which succeeds', async () => {
    const site = await openDemo(browser(), 'lazy-errors');
    const { page } = site;
    await page.locator('.rc-cascader').click();
    await item(page, 'fj').click();
    // The row's ↻ is the mouse's way (hidden from assistive technology, which retries with Enter
    // on the row): a click on it, as a mouse user makes.
    const retry = item(page, 'fj').locator('.rc-cascader-menu-item-retry');
    await retry.waitFor({ timeout: 10_000 });
    await page.getByText(/Failed: .*the server refused 福建/).waitFor();
    await retry.click();
    await item(page, 'fj', 'fj-1').waitFor({ timeout: 10_000 });
    await page.getByText('Loaded 福建').waitFor();
    await closeClean(site);
  });

  it('headless: a custom UI from useCascader alone', async () => {
    const site = await openDemo(browser(), 'headless');
    const { page } = site;
    expect(await page.locator('.rc-cascader, .rc-cascader-dropdown').count()).toBe(0);
    // A select-only combobox, named by the app; its text is its value.
    const trigger = page.getByRole('combobox', { name: 'Destination' });
    expect(await trigger.textContent()).toBe('Where to?');
    expect(await trigger.getAttribute('aria-haspopup')).toBe('tree');
    await trigger.click();
    const tree = page.getByRole('tree', { name: 'Places' });
    await itemIn(tree, 'eu').click();
    await itemIn(tree, 'eu', 'fr').click();
    await itemIn(tree, 'eu', 'fr', 'paris').click();
    await expect.poll(() => trigger.textContent()).toBe('Europe / France / Paris');
    await closeClean(site);
  });

  it('vanilla: the core engine drives plain DOM', async () => {
    const site = await openDemo(browser(), 'vanilla');
    const { page } = site;
    await page.getByText('Chosen: nothing yet').waitFor();
    const tree = page.getByRole('tree', { name: 'Places' });
    await tree.getByText('福建 ›').click();
    await tree.getByText('福州 ›').click();
    await tree.getByText('马尾').click();
    await page.getByText('Chosen: 福建 / 福州 / 马尾').waitFor();
    await closeClean(site);
  });

  it('vanilla: the keyboard works too, through the core (Tab to the tree, arrows, Enter)', async () => {
    const site = await openDemo(browser(), 'vanilla');
    const { page } = site;
    const tree = page.getByRole('tree', { name: 'Places' });
    await page.keyboard.press('Tab');
    expect(await tree.evaluate((element) => element === document.activeElement)).toBe(true);
    const active = () =>
      tree.evaluate((element) => {
        const id = element.getAttribute('aria-activedescendant');
        return id ? document.getElementById(id)?.textContent : null;
      });
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe('福建 ›');
    // What a screen reader says of the row: its label alone (the arrow is drawn, not said), that
    // it is an open branch, and its place among its siblings; all from the core's connect layer.
    expect(await activeRow(page)).toMatchObject({
      role: 'treeitem',
      name: '福建',
      description: undefined,
      properties: { level: 1, expanded: true },
    });
    const place = () =>
      tree.evaluate((element) => {
        const row = document.getElementById(element.getAttribute('aria-activedescendant') ?? '');
        return [row?.getAttribute('aria-posinset'), row?.getAttribute('aria-setsize')];
      });
    expect(await place()).toEqual(['1', '2']);
    const closed = tree.locator('[role="treeitem"][aria-level="1"]').nth(1);
    expect(await closed.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe('北京 ›');
    expect(await place()).toEqual(['2', '2']);
    await page.keyboard.press('ArrowRight');
    expect(await active()).toBe('朝阳区');
    await page.keyboard.press('Enter');
    await page.getByText('Chosen: 北京 / 朝阳区').waitFor();
    await closeClean(site);
  });
});
