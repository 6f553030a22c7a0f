import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeClean, openDemo, sharedBrowser } from '../site/helpers';

/**
 * A plain column that appears in the open popup renders the rows in view first and the rest when
 * the browser is idle (or at once when the user scrolls): checked frame by frame in Chromium, in
 * the large-data demo (50 cities per region, a plain list; 180 px high columns).
 */
const browser = sharedBrowser();

interface Frame {
  rows: number;
  /** The column's view is covered by rows at its top and its bottom edge (no spacer showing). */
  filled: boolean;
}

/**
 * Records, at every animation frame until the second column lists all its rows, how many rows it
 * renders and whether rows fill its view; with `scrollAtFirst`, scrolls the column to its end in
 * the first frame it appears in.
 */
function recordSecondColumn(page: Page, scrollAtFirst: boolean): Promise<void> {
  return page.evaluate((scroll) => {
    const frames: Frame[] = [];
    (window as unknown as { frames_: Frame[] }).frames_ = frames;
    const rowAt = (x: number, y: number) => !!document.elementFromPoint(x, y)?.closest('[role="treeitem"]');
    const tick = () => {
      const list = document.querySelectorAll<HTMLElement>('ul.rc-cascader-menu')[1];
      if (list) {
        const box = list.getBoundingClientRect();
        const top = box.top + list.clientTop;
        const x = box.left + box.width / 2;
        const rows = list.querySelectorAll('[role="treeitem"]').length;
        frames.push({ rows, filled: rowAt(x, top + 6) && rowAt(x, top + list.clientHeight - 6) });
        if (scroll && frames.length === 1) list.scrollTop = list.scrollHeight;
        if (rows === 50) return;
      }
      if (frames.length < 600) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, scrollAtFirst);
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);

async function open(page: Page) {
  await page.locator('.rc-cascader').click();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLElement>('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');
    return !!el && el.style.opacity !== '0';
  });
}

describe('a column that appears renders its rows in view first (Chromium)', () => {
  it('then every row once idle, with rows in view in every frame', async () => {
    const site = await openDemo(browser(), 'large-data');
    const { page } = site;
    await page.getByText(/106,020 options/).waitFor();
    await open(page);
    await recordSecondColumn(page, false);
    await page.keyboard.press('End'); // Region 20: the column of its cities appears
    await expect.poll(async () => (await frames(page)).at(-1)?.rows).toBe(50);
    const seen = await frames(page);
    expect(seen[0].rows).toBeLessThan(50);
    expect(seen.every((frame) => frame.filled)).toBe(true);
    await closeClean(site);
  });

  it('scrolled before it is idle, the rows scrolled to are there in the next frame', async () => {
    const site = await openDemo(browser(), 'large-data');
    const { page } = site;
    await page.getByText(/106,020 options/).waitFor();
    await open(page);
    await recordSecondColumn(page, true);
    await page.keyboard.press('End');
    await expect.poll(async () => (await frames(page)).at(-1)?.rows).toBe(50);
    const seen = await frames(page);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((frame) => frame.filled)).toBe(true);
    // The last city, at the scrolled end, is rendered and shown.
    expect(
      await page.evaluate(() => {
        const list = document.querySelectorAll<HTMLElement>('ul.rc-cascader-menu')[1];
        const last = [...list.querySelectorAll<HTMLElement>('[role="treeitem"]')].at(-1);
        const box = list.getBoundingClientRect();
        const rect = last?.getBoundingClientRect();
        return rect && rect.bottom <= box.bottom && rect.top >= box.top ? last?.textContent : null;
      }),
    ).toContain('City 20-50');
    await closeClean(site);
  });
});
