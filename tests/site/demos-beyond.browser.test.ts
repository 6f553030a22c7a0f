import { describe, expect, it } from 'vitest';
import { item, item as itemAt, openPopup } from './cascader';
import { axeReport, closeClean, openDemo, sharedBrowser } from './helpers';

const browser = sharedBrowser();

/** The demos of lazy checking, remote search and saved values, each over a pretend server. */
describe('the demos of the next tier', () => {
  it('lazy-checkable: SHOW_PARENT checks an unloaded branch; SHOW_CHILD loads it first, with progress and retry', async () => {
    const site = await openDemo(browser(), 'lazy-checkable');
    const { page } = site;
    // Named in words, not by the prop's value alone ("SHOW_PARENT, combobox").
    await page.getByRole('combobox', { name: 'Provinces, a branch as the value SHOW_PARENT' }).waitFor();
    const [parentRoot, childRoot] = [
      page.locator('.rc-cascader').nth(0),
      page.locator('.rc-cascader').nth(1),
    ];
    const log = page.getByRole('list', { name: 'Request log' });

    // SHOW_PARENT: checking 浙江 before anything below it was loaded reports ['zj'] and asks nothing.
    await parentRoot.click();
    await item(page, 'zj').locator('.rc-cascader-checkbox').click();
    await expect.poll(() => page.getByLabel('SHOW_PARENT value').textContent()).toBe('[["zj"]]');
    expect(await log.locator('li').count()).toBe(0);
    // Opening it loads its children, shown checked.
    await item(page, 'zj').click();
    await expect
      .poll(() => item(page, 'zj', 'hangzhou').getAttribute('aria-checked'), { timeout: 10_000 })
      .toBe('true');
    expect(await item(page, 'zj', 'ningbo').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    // SHOW_CHILD: checking 浙江 loads its descendants level by level, then reports the leaves.
    await childRoot.click();
    await item(page, 'zj').locator('.rc-cascader-checkbox').click();
    expect(await item(page, 'zj').getAttribute('aria-busy')).toBe('true');
    await item(page, 'zj').locator('.rc-cascader-menu-item-check-progress').waitFor();
    expect(await axeReport(page)).toBe('');
    await expect
      .poll(() => page.getByLabel('SHOW_CHILD value').textContent(), { timeout: 15_000 })
      .toBe('[["zj","hangzhou","xihu"],["zj","hangzhou","yuhang"],["zj","ningbo","haishu"]]');
    expect(await item(page, 'zj').getAttribute('aria-checked')).toBe('true');
    expect(await log.locator('li').allTextContents()).toEqual(
      expect.arrayContaining([
        'children of zj: answered',
        'children of zj/hangzhou: answered',
        'children of zj/ningbo: answered',
      ]),
    );

    // A failed load leaves the branch unchecked with a retry.
    await page.keyboard.press('Escape');
    await page.getByLabel('Fail next request').check();
    await childRoot.click();
    await item(page, 'fj').locator('.rc-cascader-checkbox').click();
    const retry = item(page, 'fj').locator('.rc-cascader-menu-item-retry');
    await retry.waitFor({ timeout: 10_000 });
    expect(await item(page, 'fj').getAttribute('aria-checked')).toBe('false');
    expect(await item(page, 'fj').getAttribute('aria-invalid')).toBe('true');
    await page
      .getByText(/the server refused children of fj/)
      .first()
      .waitFor();
    expect(await axeReport(page)).toBe('');
    await retry.click();
    await expect
      .poll(() => page.getByLabel('SHOW_CHILD value').textContent(), { timeout: 15_000 })
      .toContain('["fj","fuzhou","mawei"]');
    expect(await item(page, 'fj').getAttribute('aria-invalid')).toBeNull();
    expect(await openPopup(page).count()).toBe(1);
    await closeClean(site);
  });

  it('lazy-value: a saved value shows loading, then its labels; a failed request shows raw values with a retry', async () => {
    const site = await openDemo(browser(), 'lazy-value');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    const item = root.locator('.rc-cascader-selection-item');
    // The first request runs for a while: a loading text where the labels will go, never raw ids.
    await expect.poll(() => item.textContent()).toMatch(/Loading…|浙江 \/ 杭州 \/ 西湖/);
    expect(await item.textContent()).not.toContain('hangzhou');
    await expect.poll(() => item.textContent(), { timeout: 10_000 }).toBe('浙江 / 杭州 / 西湖');
    const log = page.getByRole('list', { name: 'Request log' });
    expect(await log.locator('li').allTextContents()).toEqual(['path zj/hangzhou/xihu: answered']);

    // Opening shows the path's columns; their full lists are loaded on the way.
    await root.click();
    await expect
      .poll(() => openPopup(page).locator('.rc-cascader-menu').count(), { timeout: 10_000 })
      .toBe(3);
    await itemAt(page, 'zj', 'ningbo').waitFor({ timeout: 10_000 });
    await itemAt(page, 'zj', 'hangzhou', 'yuhang').waitFor({ timeout: 10_000 });
    expect(await itemAt(page, 'zj', 'hangzhou', 'xihu').getAttribute('aria-selected')).toBe('true');
    expect(await axeReport(page)).toBe('');
    await page.keyboard.press('Escape');

    // A failed request: the raw values, a retry, and the problem.
    await page.getByLabel('Fail next request').check();
    await page.getByRole('button', { name: 'Reload the saved value' }).click();
    // The problem as onProblem reports it (a production build gives its code and place only).
    await page
      .getByText(/(loadPath failed for|load-failed at) \["zj","hangzhou","xihu"\]/)
      .waitFor({ timeout: 10_000 });
    expect(await root.locator('.rc-cascader-selection-item').textContent()).toContain(
      '浙江 / hangzhou / xihu',
    );
    expect(await axeReport(page)).toBe('');
    await root.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(() => root.locator('.rc-cascader-selection-item').textContent(), { timeout: 10_000 })
      .toBe('浙江 / 杭州 / 西湖');
    await closeClean(site);
  });

  it('remote-search: 西湖 is found although 杭州 was never loaded; a keystroke aborts the previous request', async () => {
    const site = await openDemo(browser(), 'remote-search');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    const log = page.getByRole('list', { name: 'Request log' });
    await root.click();
    await page.keyboard.type('西');
    await openPopup(page).getByText('Searching…').waitFor();
    expect(await openPopup(page).locator('[aria-busy="true"]').count()).toBeGreaterThan(0);
    // The first request is under way when the next letter comes: it is aborted.
    await log.getByText('search “西”: pending').waitFor({ timeout: 10_000 });
    await page.keyboard.type('湖');
    await log.getByText('search “西”: aborted').waitFor({ timeout: 10_000 });
    const result = openPopup(page).locator('li[role="treeitem"]', { hasText: '浙江 / 杭州 / 西湖' });
    await result.waitFor({ timeout: 10_000 });
    expect(await result.locator('.rc-cascader-menu-item-keyword').allTextContents()).toEqual(['西湖']);
    expect(await axeReport(page)).toBe('');
    await result.click();
    await expect.poll(() => page.getByLabel('Value').textContent()).toBe('["zj","hangzhou","xihu"]');
    expect(await root.locator('.rc-cascader-selection-item').textContent()).toBe('浙江 / 杭州 / 西湖');
    // Opening shows the path's columns, their full lists loaded on the way.
    await root.click();
    await itemAt(page, 'zj', 'ningbo').waitFor({ timeout: 10_000 });
    await itemAt(page, 'zj', 'hangzhou', 'yuhang').waitFor({ timeout: 10_000 });
    expect(await itemAt(page, 'zj', 'hangzhou', 'xihu').getAttribute('aria-selected')).toBe('true');

    // Now that 西湖 is loaded, typing finds it locally at once, and the "Searching…" row for the
    // server's answer sits under that result, as wide as it, not in a column beside it.
    await page.keyboard.type('西');
    const local = openPopup(page).locator('li[role="treeitem"]', { hasText: '浙江 / 杭州 / 西湖' });
    const searching = openPopup(page).getByText('Searching…');
    await searching.waitFor();
    const [localBox, searchingBox] = [await local.boundingBox(), await searching.boundingBox()];
    expect(searchingBox!.y).toBeGreaterThanOrEqual(localBox!.y + localBox!.height - 1);
    expect(Math.abs(searchingBox!.x - localBox!.x)).toBeLessThan(16);
    await searching.waitFor({ state: 'detached', timeout: 10_000 });
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');

    // A failed request shows an error row with a retry.
    await page.getByLabel('Fail next request').check();
    await root.click();
    await page.keyboard.type('海曙');
    // The ↻ is the pointer's (Enter on the failed row retries too, retry-keyboard.browser.test.ts).
    const retry = openPopup(page).locator('.rc-cascader-menu-item-retry');
    await retry.waitFor({ timeout: 10_000 });
    await retry.click();
    await openPopup(page)
      .locator('li[role="treeitem"]', { hasText: '浙江 / 宁波 / 海曙' })
      .first()
      .waitFor({ timeout: 10_000 });
    await closeClean(site);
  });
});
