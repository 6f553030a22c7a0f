import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeClean, openDemo, sharedBrowser } from '../site/helpers';

/**
 * The active row is kept in view from its real geometry (Chromium): hovering a row that is only
 * partly in view never scrolls (rows would slide under a pointer that has not moved), the keyboard
 * shows a row wholly, and a row taller than the others is shown whole. On the hover demo (福建,
 * 浙江, 北京, 台湾, 香港) with its columns cut down to 84 px, so that 北京 is partly in view.
 */
const browser = sharedBrowser();

/** The first column: its scrollTop, and its active row's label with whether it is wholly inside. */
const firstColumn = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector<HTMLElement>(
      '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden) ul.rc-cascader-menu',
    );
    if (!list) return 'no column';
    const row = list.querySelector<HTMLElement>('.rc-cascader-menu-item-active');
    const top = list.getBoundingClientRect().top + list.clientTop;
    const rect = row?.getBoundingClientRect();
    const inside = !!rect && rect.top >= top - 0.5 && rect.bottom <= top + list.clientHeight + 0.5;
    const label = row?.querySelector('.rc-cascader-menu-item-content')?.textContent ?? 'none';
    return `${label} ${inside ? 'in view' : 'cut'} at ${Math.round(list.scrollTop)}`;
  });

describe('the active row in view, by its geometry (Chromium)', () => {
  it('hover never scrolls a row partly in view; keys show rows whole, tall ones too', async () => {
    const site = await openDemo(browser(), 'hover');
    const { page } = site;
    await page.addStyleTag({ content: '.rc-cascader-menu { height: 84px }' });
    await page.locator('.rc-cascader').click();
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLElement>(
        '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)',
      );
      return !!el && el.style.opacity !== '0';
    });

    // 北京's lower part is cut off: the pointer rests on its visible upper part.
    const [row, column] = await Promise.all([
      page.locator('[data-path-key="bj"]').boundingBox(),
      page.locator('ul.rc-cascader-menu').first().boundingBox(),
    ]);
    if (!row || !column) throw new Error('no layout');
    expect(row.y + row.height).toBeGreaterThan(column.y + column.height);
    await page.mouse.move(row.x + 10, (row.y + column.y + column.height) / 2);
    await expect.poll(() => firstColumn(page)).toBe('北京 cut at 0');

    // The pointer leaves; Down goes to 台湾, below the view: it is scrolled in whole.
    await page.mouse.move(1, 1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => firstColumn(page)).toMatch(/^台湾 in view at [1-9]/);

    // A row twice as tall as the rest is shown whole too (its real height, not an estimate).
    await page.addStyleTag({ content: '[data-path-key="xg"] { min-height: 64px }' });
    await page.keyboard.press('End');
    await expect.poll(() => firstColumn(page)).toMatch(/^香港 in view/);
    await page.keyboard.press('Home');
    await expect.poll(() => firstColumn(page)).toBe('福建 in view at 0');
    await closeClean(site);
  });
});

describe('search results of 21 to 100 rows (Chromium)', () => {
  it('a visible list has a layout box, so it renders only its window', async () => {
    const site = await openDemo(browser(), 'large-data');
    const { page } = site;
    await page.getByText(/106,020 options/).waitFor();
    // The most rows that ever existed at once, from the first keystroke on: not even for a frame
    // does the list render all its results.
    await page.evaluate(() => {
      const seen = window as unknown as { maxRows: number };
      seen.maxRows = 0;
      new MutationObserver(() => {
        seen.maxRows = Math.max(seen.maxRows, document.querySelectorAll('.rc-cascader-menu-item').length);
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Focused, not opened: the first letter opens the popup with the results in it.
    await page.getByRole('combobox', { name: 'District' }).focus();
    await page.keyboard.type('District 1');
    await page.locator('[aria-setsize="50"]').first().waitFor();
    // The default limit of 50 results: in a browser only the rows in view (and a few ahead) exist.
    const rows = await page.locator('.rc-cascader-menu-item').count();
    expect(rows).toBeGreaterThan(4);
    expect(rows).toBeLessThan(25);
    expect(await page.evaluate(() => (window as unknown as { maxRows: number }).maxRows)).toBeLessThan(25);

    // Hovering the result cut off at the bottom makes it active without scrolling the list.
    // The list that holds the results is swapped once (the windowed list, whose rows carry their
    // data-index, takes over from the static window when its chunk arrives): its box is read once
    // the windowed list stands, or the pointer would hover an element about to go.
    await page.locator('[aria-setsize="50"][data-index]').first().waitFor();
    const list = page.locator('ul.rc-cascader-menu', { has: page.locator('[aria-setsize="50"]') });
    const box = await list.boundingBox();
    if (!box) throw new Error('no layout');
    await page.mouse.move(box.x + 20, box.y + box.height - 3);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const ul = document.querySelector('[aria-setsize="50"]')?.closest<HTMLElement>('ul');
          const active = ul?.querySelector<HTMLElement>('.rc-cascader-menu-item-active');
          const cut = !!active && active.getBoundingClientRect().bottom > ul!.getBoundingClientRect().bottom;
          return `${active?.getAttribute('aria-posinset')} ${cut ? 'cut' : 'whole'} at ${ul?.scrollTop}`;
        }),
      )
      .toMatch(/^[2-9] cut at 0$/);
    await closeClean(site);
  });
});
