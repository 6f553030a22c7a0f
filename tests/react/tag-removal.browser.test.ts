import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axTree, focusedNode, liveText } from '../browser/axTree';
import { item } from '../site/cascader';
import { openSite, sharedBrowser } from '../site/helpers';

/**
 * Issue 27, item 8: removing a tag, by Backspace or by its ×, is said by the live region (read from
 * the DOM and from Chromium's accessibility tree, where a screen reader takes it), on the built
 * site's standalone `multiple` demo (a controlled value: the owner takes each change).
 */
const browser = sharedBrowser();

/** What the accessibility tree holds under the polite `status` node: the words a reader says. */
async function spoken(page: Page): Promise<string> {
  const nodes = await axTree(page);
  const status = nodes.filter((n) => n.role === 'status');
  expect(status.map((n) => n.properties.live)).toEqual(['polite']);
  return nodes
    .filter((n) => n.role === 'StaticText' && n.name.startsWith('Removed'))
    .map((n) => n.name)
    .join(' | ');
}

describe('removing a tag is announced', () => {
  it('Backspace, then the × after the tag is checked again: the same words said twice', async () => {
    const site = await openSite(browser(), '/~demos/multiple');
    const { page } = site;
    await page.locator('[role="combobox"]').first().waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focusedNode(page))?.role).toBe('combobox');

    await page.keyboard.press('Backspace');
    await expect.poll(() => liveText(page)).toBe('Removed 余杭, 0 left');
    await expect.poll(() => spoken(page)).toBe('Removed 余杭, 0 left');
    await expect.poll(() => page.locator('.rc-cascader-selection-item').count()).toBe(0);

    // Checked again (the live region empties: nothing stale stays), then removed by its ×.
    await page.keyboard.press('ArrowDown');
    await item(page, 'zj').click();
    await item(page, 'zj', 'hangzhou').click();
    await item(page, 'zj', 'hangzhou', 'yuhang').locator('.rc-cascader-checkbox').click();
    await expect.poll(() => liveText(page)).toBe('');
    await page.getByRole('button', { name: 'Remove 余杭' }).click();
    await expect.poll(() => liveText(page)).toBe('Removed 余杭, 0 left');
    await expect.poll(() => spoken(page)).toBe('Removed 余杭, 0 left');
    await site.close();
  });
});
