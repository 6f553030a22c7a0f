import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeRow, axTree, focusedNode } from '../browser/axTree';
import { openSite, type SitePage, sharedBrowser } from '../site/helpers';

/**
 * What a screen reader is given to say, read from Chromium's accessibility tree (CDP
 * `Accessibility.getFullAXTree`) and the live region, on the built site's standalone demos, used
 * with the keyboard alone (issue 27).
 */
const browser = sharedBrowser();

async function demo(id: string): Promise<SitePage> {
  const site = await openSite(browser(), `/~demos/${id}`);
  await site.page.locator('[role="combobox"]').first().waitFor();
  return site;
}

/** Tab into the page's first cascader, as a keyboard user does. */
async function tabIn(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await focusedNode(page))?.role).toBe('combobox');
}

describe('what a screen reader announces', () => {
  it('named by aria-label without a placeholder, the combobox still says its value', async () => {
    const site = await demo('default-value');
    await tabIn(site.page);
    const combobox = await focusedNode(site.page);
    expect(combobox?.name).toBe('Address');
    expect(combobox?.description).toBe('浙江 / 杭州 / 余杭');
    await site.close();
  });

  it('single mode: only the chosen row is selected; rows are named by their labels alone', async () => {
    const site = await demo('default-value');
    const { page } = site;
    await tabIn(page);
    await page.keyboard.press('ArrowDown'); // opens on the value
    await expect.poll(async () => (await activeRow(page))?.name).toBe('余杭');
    const rows = (await axTree(page)).filter((n) => n.role === 'treeitem');
    const selected = rows.filter((n) => n.properties.selected === true).map((n) => n.name);
    expect(selected).toEqual(['余杭']);
    // No "福建 >", no description repeating the name.
    for (const row of rows) {
      expect(row.name).not.toMatch(/[>›]/);
      expect(row.description).not.toBe(row.name);
    }
    expect(rows.find((n) => n.name === '浙江')?.properties.expanded).toBe(true);
    await site.close();
  });

  it('optionRender: the row is named by what it draws, with no icon and no title said again', async () => {
    const site = await demo('option-render');
    const { page } = site;
    await tabIn(page);
    await page.keyboard.press('ArrowDown'); // opens
    await page.keyboard.press('Home');
    await expect.poll(async () => (await activeRow(page))?.name).toBe('福建 Fujian province');
    expect((await activeRow(page))?.description).toBeUndefined();
    await site.close();
  });

  it('a button trigger is a select-only combobox: its rows are announced, then its value', async () => {
    const site = await demo('text-trigger');
    const { page } = site;
    await tabIn(page);
    expect(await focusedNode(page)).toMatchObject({ role: 'combobox', name: '切换地区' });
    await page.keyboard.press('ArrowDown'); // opens
    await page.keyboard.press('Home');
    await expect.poll(async () => (await activeRow(page))?.name).toBe('福建');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await activeRow(page))?.name).toBe('泉州');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusedNode(page))?.description).toBe('福建 / 泉州');
    await site.close();
  });
});
