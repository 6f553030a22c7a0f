import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../browser/chromium';
import { openSite, type SitePage, sharedBrowser } from '../site/helpers';

/**
 * axe-core in Chromium on the built site's standalone demos, with the popup closed, open,
 * searching and checkable. Scoped to the cascader and its popup: the site chrome is not ours.
 */
const browser = sharedBrowser();

async function demo(id: string): Promise<SitePage> {
  const site = await openSite(browser(), `/~demos/${id}`);
  await site.page.locator('.rc-cascader').first().waitFor();
  return site;
}

/** Violations inside the cascader root and inside its (visible) popup. */
async function axe(page: Page): Promise<string> {
  const parts = [await runAxe(page, '.rc-cascader')];
  if (await page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)').count()) {
    parts.push(await runAxe(page, '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)'));
  }
  return formatViolations(parts.flat());
}

async function openPopup(page: Page) {
  await page.locator('.rc-cascader').first().click();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLElement>('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');
    // Placed: the popup is transparent until floating-ui has positioned it.
    return !!el && getComputedStyle(el).visibility === 'visible' && el.style.opacity !== '0';
  });
}

describe('accessibility in Chromium (axe-core)', () => {
  it('closed', async () => {
    const site = await demo('default-value');
    expect(await axe(site.page)).toBe('');
    await site.close();
  });

  it('open, and after moving with the keyboard', async () => {
    const site = await demo('default-value');
    await openPopup(site.page);
    expect(await site.page.locator('[role="tree"]').count()).toBe(1);
    expect(await axe(site.page)).toBe('');
    await site.page.keyboard.press('ArrowDown');
    await site.page.keyboard.press('ArrowRight');
    const active = await site.page.getAttribute('[role="combobox"]', 'aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await site.page.locator(`[id="${active}"]`).getAttribute('role')).toBe('treeitem');
    expect(await axe(site.page)).toBe('');
    await site.close();
  });

  it('searching', async () => {
    const site = await demo('search');
    await openPopup(site.page);
    await site.page.keyboard.type('州');
    await site.page.locator('.rc-cascader-menu-item-keyword').first().waitFor();
    expect(await axe(site.page)).toBe('');
    await site.close();
  });

  it('checkable, with tags', async () => {
    const site = await demo('multiple');
    await openPopup(site.page);
    await site.page.locator('.rc-cascader-dropdown .rc-cascader-checkbox').first().click();
    await site.page.locator('.rc-cascader-selection-item').first().waitFor();
    expect(await site.page.getAttribute('[role="tree"]', 'aria-multiselectable')).toBe('true');
    expect(await axe(site.page)).toBe('');
    await site.close();
  });
});
