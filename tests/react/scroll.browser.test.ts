import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeClean, openDemo, sharedBrowser } from '../site/helpers';

/**
 * The keyboard's row stays in view, in Chromium (jsdom has no layout): plain columns place it by
 * arithmetic on geometry measured after layout, virtual ones through the virtualizer. The
 * large-data demo has 20 regions and 50 cities per region (plain lists) and 105 districts per
 * city (virtualised), each column 180 px high.
 */
const browser = sharedBrowser();

/** For each open column: the active row's label, and whether the whole row is inside the column. */
function activeRows(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden) ul.rc-cascader-menu',
      ),
    ).map((list) => {
      const row = list.querySelector<HTMLElement>('.rc-cascader-menu-item-active');
      if (!row) return 'none';
      const box = list.getBoundingClientRect();
      const top = box.top + list.clientTop;
      const rect = row.getBoundingClientRect();
      const inside = rect.top >= top - 0.5 && rect.bottom <= top + list.clientHeight + 0.5;
      return `${row.textContent?.replace('>', '')} ${inside ? 'in view' : 'hidden'}`;
    }),
  );
}

const columnScrollTop = (page: Page, index: number) =>
  page.evaluate(
    (i) => document.querySelectorAll<HTMLElement>('ul.rc-cascader-menu')[i]?.scrollTop ?? -1,
    index,
  );

async function open(page: Page) {
  await page.locator('.rc-cascader').click();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLElement>('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');
    return !!el && el.style.opacity !== '0';
  });
}

describe('the keyboard row stays in view (Chromium)', () => {
  it('in plain and virtualised columns, moving and reopening', async () => {
    const site = await openDemo(browser(), 'large-data');
    const { page } = site;
    await page.getByText(/106,020 options/).waitFor();
    await open(page);

    // Moving to a branch opens its column, with no active row yet ('none').
    await page.keyboard.press('End');
    await expect.poll(() => activeRows(page)).toEqual(['Region 20 in view', 'none']);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect.poll(() => activeRows(page)).toEqual(['Region 20 in view', 'City 20-50 in view', 'none']);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect
      .poll(() => activeRows(page))
      .toEqual(['Region 20 in view', 'City 20-50 in view', 'District 20-50-105 in view']);
    await page.keyboard.press('Home');
    await expect
      .poll(() => activeRows(page))
      .toEqual(['Region 20 in view', 'City 20-50 in view', 'District 20-50-1 in view']);
    expect(await columnScrollTop(page, 2)).toBe(0);
    await page.keyboard.press('ArrowUp'); // wraps to the last district
    await expect
      .poll(() => activeRows(page))
      .toEqual(['Region 20 in view', 'City 20-50 in view', 'District 20-50-105 in view']);

    // Choose it, then open again: the popup was hidden meanwhile and shows the value's rows.
    await page.keyboard.press('Enter');
    await page.locator('.rc-cascader-dropdown-hidden').waitFor({ state: 'attached' });
    await open(page);
    await expect
      .poll(() => activeRows(page))
      .toEqual(['Region 20 in view', 'City 20-50 in view', 'District 20-50-105 in view']);

    // The user's own scrolling is followed: scrolled away, the next key brings the row back.
    await page.evaluate(() => {
      const first = document.querySelector<HTMLElement>('ul.rc-cascader-menu');
      if (first) first.scrollTop = 0;
    });
    await expect.poll(() => activeRows(page)).toContain('Region 20 hidden');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => activeRows(page)).toEqual(['Region 19 in view', 'none']);
    await closeClean(site);
  });

  it('a list scrolled just before the popup hid shows its rows when it opens again', async () => {
    const site = await openDemo(browser(), 'large-data');
    const { page } = site;
    await page.getByText(/106,020 options/).waitFor();
    await open(page);
    for (const key of ['End', 'ArrowRight', 'End', 'ArrowRight', 'End']) await page.keyboard.press(key);
    await expect
      .poll(() => activeRows(page))
      .toEqual(['Region 20 in view', 'City 20-50 in view', 'District 20-50-105 in view']);
    await page.keyboard.press('Enter');
    await page.locator('.rc-cascader-dropdown-hidden').waitFor({ state: 'attached' });
    // The virtualiser reads the list's position on a scroll event and again a moment after the last
    // one (TanStack's scroll-end fallback, 150 ms): a key that chooses right after a scroll hides
    // the popup within that moment, and the hidden list (display: none) reads scrollTop 0. The
    // event and the wait make both readings happen while it is hidden, rather than in a race with
    // the keys (the race made the test above fail now and then).
    await page.evaluate(() => {
      document.querySelectorAll('ul.rc-cascader-menu')[2]?.dispatchEvent(new Event('scroll'));
    });
    await page.waitForTimeout(400);
    await open(page);
    await expect
      .poll(() => activeRows(page))
      .toEqual(['Region 20 in view', 'City 20-50 in view', 'District 20-50-105 in view']);
    await closeClean(site);
  });

  it('rows taller than the estimate: the observer corrects the window, rows never overlap', async () => {
    const site = await openDemo(browser(), 'large-data');
    const { page } = site;
    await page.getByText(/106,020 options/).waitFor();
    // Rows of 48 px where the virtualizer estimates 32: each is measured after layout, not while
    // React commits, so the first frame may be estimated and the next must be exact.
    await page.addStyleTag({ content: '.rc-cascader-menu-item { min-height: 48px }' });
    await open(page);
    for (const key of ['End', 'ArrowRight', 'End', 'ArrowRight', 'End']) await page.keyboard.press(key);
    await expect
      .poll(() => activeRows(page))
      .toEqual(['Region 20 in view', 'City 20-50 in view', 'District 20-50-105 in view']);
    const layout = () =>
      page.evaluate(() => {
        const list = document.querySelectorAll<HTMLElement>('ul.rc-cascader-menu')[2];
        const rows = [...list.querySelectorAll<HTMLElement>('.rc-cascader-menu-item')].filter(
          (row) => row.style.position !== 'absolute',
        );
        const tops = rows.map((row) => row.getBoundingClientRect().top);
        const gaps = tops.slice(1).map((top, i) => Math.round(top - tops[i]));
        return [...new Set(gaps)];
      });
    await expect.poll(layout).toEqual([48]);
    await closeClean(site);
  });
});
