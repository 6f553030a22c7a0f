import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../browser/chromium';
import { closeClean, openDemo, sharedBrowser } from '../site/helpers';

/**
 * A column far longer than the 1,024 rows past the user's reach that the virtualiser is told of
 * (VirtualList's `toldRows`, a spacer standing in for the rest): the long-list demo, one column
 * of 50,000 options, in Chromium. Wherever the list is scrolled or the keys take it, the rows on
 * screen are the ones its scroll position says, the scroll height is every row's, and PageDown /
 * PageUp move by the rows that fit, with the active row shown whole.
 */
const browser = sharedBrowser();
const COUNT = 50_000;
const POPUP = '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)';

interface ColumnView {
  scrollTop: number;
  scrollHeight: number;
  /** aria-posinset of the rows at the view's top and bottom edges, as the screen shows them. */
  top: number;
  bottom: number;
  /** What they should be at this scroll position, from the rows' height. */
  expectedTop: number;
  expectedBottom: number;
  /** Every row's height and the list's padding: the exact scroll height. */
  expectedHeight: number;
  /** The keyboard's row (aria-posinset), and whether it is wholly inside the view. */
  active: number;
  activeInView: boolean;
  /** Px between the keyboard's row and the view's bottom edge, and the list's bottom padding. */
  belowActive: number;
  padBottom: number;
  /** How many rows fit in the view: a page. */
  page: number;
}

function column(page: Page, count = COUNT): Promise<ColumnView> {
  return page.evaluate(
    ({ popup, count }) => {
      const list = document.querySelector<HTMLElement>(`${popup} ul.rc-cascader-menu`);
      if (!list) throw new Error('no column');
      const style = getComputedStyle(list);
      const padTop = Number.parseFloat(style.paddingTop);
      const padBottom = Number.parseFloat(style.paddingBottom);
      const row = list.querySelector<HTMLElement>('[role="treeitem"]');
      const rowHeight = row?.offsetHeight ?? 0;
      const box = list.getBoundingClientRect();
      const top = box.top + list.clientTop;
      const x = box.left + box.width / 2;
      const at = (y: number) =>
        Number(document.elementFromPoint(x, y)?.closest('[role="treeitem"]')?.getAttribute('aria-posinset'));
      // 6 px inside either edge: past the list's padding, on a row.
      const firstY = list.scrollTop + 6 - padTop;
      const lastY = list.scrollTop + list.clientHeight - 6 - padTop;
      const active = list.querySelector<HTMLElement>('.rc-cascader-menu-item-active');
      const rect = active?.getBoundingClientRect();
      return {
        scrollTop: list.scrollTop,
        scrollHeight: list.scrollHeight,
        top: at(top + 6),
        bottom: at(top + list.clientHeight - 6),
        expectedTop: Math.floor(firstY / rowHeight) + 1,
        expectedBottom: Math.floor(lastY / rowHeight) + 1,
        expectedHeight: padTop + count * rowHeight + padBottom,
        active: Number(active?.getAttribute('aria-posinset') ?? 0),
        activeInView:
          !!rect && rect.top >= top - 0.5 && rect.bottom <= top + list.clientHeight + 0.5 && rect.height > 1,
        belowActive: rect ? Math.round(top + list.clientHeight - rect.bottom) : Number.NaN,
        padBottom,
        page: Math.floor((list.clientHeight - padTop - padBottom) / rowHeight),
      };
    },
    { popup: POPUP, count },
  );
}

/**
 * Waits until the column shows, at its edges, the rows its scroll position says, with the scroll
 * height of `count` rows.
 */
async function expectRowsMatchScroll(page: Page, count = COUNT) {
  await expect
    .poll(async () => {
      const v = await column(page, count);
      const seen = `rows ${v.top}-${v.bottom}, height ${v.scrollHeight}`;
      const expected = `rows ${v.expectedTop}-${v.expectedBottom}, height ${v.expectedHeight}`;
      return seen === expected ? 'as expected' : `${seen} at ${v.scrollTop} where ${expected}`;
    })
    .toBe('as expected');
}

/** Waits until the keyboard's row is `posinset` and wholly in view, the rows around it right. */
async function expectActive(page: Page, posinset: number, count = COUNT) {
  await expect
    .poll(async () => {
      const view = await column(page, count);
      return `${view.active} ${view.activeInView ? 'in view' : `out of view at ${view.scrollTop}`}`;
    })
    .toBe(`${posinset} in view`);
  await expectRowsMatchScroll(page, count);
}

const scrollTo = (page: Page, top: number) =>
  page.evaluate(
    ({ popup, to }) => {
      const list = document.querySelector<HTMLElement>(`${popup} ul.rc-cascader-menu`);
      if (list) list.scrollTop = to;
    },
    { popup: POPUP, to: top },
  );

describe('a column of 50,000 rows (Chromium)', () => {
  it('shows the right rows wherever it is scrolled, and pages with the keys', async () => {
    const site = await openDemo(browser(), 'long-list');
    const { page } = site;
    await page.locator('.rc-cascader').click();
    await page.waitForFunction((popup) => {
      const el = document.querySelector<HTMLElement>(popup);
      return !!el && getComputedStyle(el).visibility === 'visible' && el.style.opacity !== '0';
    }, POPUP);
    await expectRowsMatchScroll(page);
    const { page: rows, scrollHeight } = await column(page);
    expect(rows).toBeGreaterThan(1);

    // Down makes the first row active; PageDown moves a page of rows, the row shown whole.
    await page.keyboard.press('ArrowDown');
    await expectActive(page, 1);
    await page.keyboard.press('PageDown');
    await expectActive(page, 1 + rows);
    await page.keyboard.press('PageDown');
    await expectActive(page, 1 + 2 * rows);
    // Scrolled into view from above, the row ends the view with the list's padding below it, as
    // in a plain list: not cut off by the padding above the rows, nor flush with the edge.
    const below = await column(page);
    expect(below.belowActive).toBe(below.padBottom);

    // Scrolled past the 1,024 rows the virtualiser was told of, and far beyond: the rows on screen
    // are those of the scroll position, and the scroll height stays every row's.
    for (const row of [1_500, 2_047, 30_000, 45_001]) {
      await scrollTo(page, row * (scrollHeight / COUNT) + 7);
      await expect.poll(async () => (await column(page)).top).toBe(row + 1);
      await expectRowsMatchScroll(page);
    }

    // The keys bring the active row back into view wherever the list was.
    await page.keyboard.press('PageDown');
    await expectActive(page, 1 + 3 * rows);
    await page.keyboard.press('End');
    await expectActive(page, COUNT);
    expect((await column(page)).bottom).toBe(COUNT);
    await page.keyboard.press('PageUp');
    await expectActive(page, COUNT - rows);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown'); // at the end already: no wrapping
    await expectActive(page, COUNT);
    await scrollTo(page, 0);
    await page.keyboard.press('PageUp');
    await expectActive(page, COUNT - rows);
    await page.keyboard.press('Home');
    await expectActive(page, 1);
    expect((await column(page)).scrollTop).toBe(0);

    expect(formatViolations(await runAxe(page, POPUP))).toBe('');
    await closeClean(site);
  });

  it('pages over search results by the rows that fit in the results list', async () => {
    const site = await openDemo(browser(), 'long-list');
    const { page } = site;
    await page.getByRole('combobox', { name: 'Long list' }).focus();
    await page.keyboard.type('Option 4');
    await page.locator(`${POPUP} [aria-setsize="50"]`).first().waitFor();
    const { page: rows } = await column(page, 50);
    await page.keyboard.press('PageDown'); // as many Downs: the first lands on the first result
    await expectActive(page, rows, 50);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expectActive(page, 4 * rows, 50);
    await page.keyboard.press('End'); // in the search text, End moves the caret: results stay
    await page.keyboard.press('PageUp');
    await expectActive(page, 3 * rows, 50);
    expect(formatViolations(await runAxe(page, POPUP))).toBe('');
    await closeClean(site);
  });
});
