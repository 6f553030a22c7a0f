import { describe, expect, it } from 'vitest';
import { activeRow } from '../browser/axTree';
import { openPopup } from './cascader';
import { axeReport, closeClean, openDemo, sharedBrowser } from './helpers';

const browser = sharedBrowser();

/** Issue 27, item 10: the key that opens the popup lands on a row, and a screen reader hears it. */
describe('opening by a key lands on a row', () => {
  it('simple: Down opens on 福建, announced and collapsed; the next Down opens its column; Up opens on 北京', async () => {
    const site = await openDemo(browser(), 'simple');
    const { page } = site;
    const combobox = page.getByRole('combobox', { name: 'Address' });
    const menus = openPopup(page).locator('.rc-cascader-menu');
    await combobox.focus();
    await page.keyboard.press('ArrowDown');
    await openPopup(page).waitFor();
    await expect.poll(async () => (await activeRow(page))?.name).toBe('福建');
    expect((await activeRow(page))?.properties).toMatchObject({ expanded: false, level: 1 });
    expect(await menus.count()).toBe(1);
    expect(await axeReport(page)).toBe('');

    // The next Down opens the row's column where it is (as rc-cascader's first Down), then moves.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => menus.count()).toBe(2);
    expect(await activeRow(page)).toMatchObject({
      name: '福建',
      properties: expect.objectContaining({ expanded: true }),
    });
    await page.keyboard.press('ArrowDown');
    expect((await activeRow(page))?.name).toBe('浙江');

    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await activeRow(page))?.name).toBe('北京');
    expect((await activeRow(page))?.properties.expanded).toBe(false);
    await closeClean(site);
  });
});
