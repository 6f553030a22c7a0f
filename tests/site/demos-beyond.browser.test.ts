import { describe, expect, it } from 'vitest';
import { item, openPopup } from './cascader';
import { axeReport, closeClean, openDemo, sharedBrowser } from './helpers';

const browser = sharedBrowser();

/** The demos of lazy checking, remote search and saved values, each over a pretend server. */
describe('the demos of the next tier', () => {
  it('lazy-checkable: SHOW_PARENT checks an unloaded branch; SHOW_CHILD loads it first, with progress and retry', async () => {
    const site = await openDemo(browser(), 'lazy-checkable');
    const { page } = site;
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
    const retry = item(page, 'fj').getByRole('button', { name: 'Retry' });
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
});
