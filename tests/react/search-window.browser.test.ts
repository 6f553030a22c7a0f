import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeClean, openDemo, sharedBrowser } from '../site/helpers';

/**
 * Search results appear on the keystroke that replaces the columns: they render the rows in view
 * first and set up the list's window of rows when the browser is idle. Checked frame by frame in
 * Chromium on the large-data demo, where "d" finds 50 districts (the default limit).
 */
const browser = sharedBrowser();

interface Frame {
  /** The results' view is covered by rows at its top and bottom edge (no spacer showing). */
  filled: boolean;
  /** The label of the row at the view's top. */
  top: string;
  scrollTop: number;
}

const RESULTS = '.rc-cascader-menus-search ul.rc-cascader-menu';

/**
 * Records every animation frame from the first that shows the results until `count` frames after
 * the browser was idle; with `scrollTo`, scrolls the results there in the first frame.
 */
function recordResults(page: Page, scrollTo: number | null): Promise<void> {
  return page.evaluate(
    ([selector, scroll]) => {
      const frames: Frame[] = [];
      (window as unknown as { frames_: Frame[] }).frames_ = frames;
      let idleSeen = false;
      // Set after the first frame: the idle moment that follows the scroll below.
      let framesAfterIdle = 0;
      const rowAt = (x: number, y: number) =>
        document.elementFromPoint(x, y)?.closest<HTMLElement>('[role="treeitem"]') ?? null;
      const tick = () => {
        const list = document.querySelector<HTMLElement>(selector as string);
        if (list) {
          // Scrolled once the list has had its first resize observation (which keeps results at
          // their start), still before the browser is idle: an observer made after the list's own
          // is called after it, in the same frame.
          if (scroll !== null && frames.length === 0) {
            const observer = new ResizeObserver(() => {
              observer.disconnect();
              list.scrollTop = scroll as number;
            });
            observer.observe(list);
          }
          const box = list.getBoundingClientRect();
          const top = box.top + list.clientTop;
          const x = box.left + box.width / 2;
          const first = rowAt(x, top + 6);
          frames.push({
            filled: !!first && !!rowAt(x, top + list.clientHeight - 6),
            top: first?.textContent ?? '',
            scrollTop: list.scrollTop,
          });
          if (frames.length === 1) requestIdleCallback(() => (idleSeen = true));
          if (idleSeen && ++framesAfterIdle > 5) return;
        }
        if (frames.length < 600) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    [RESULTS, scrollTo] as const,
  );
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);

async function openAndFocus(page: Page) {
  await page.getByText(/106,020 options/).waitFor();
  await page.locator('.rc-cascader').click();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLElement>('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');
    return !!el && el.style.opacity !== '0';
  });
}

/** Frames recorded until the browser was idle and a few more were painted. */
async function settled(page: Page): Promise<Frame[]> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_.length), {
      timeout: 10_000,
    })
    .toBeGreaterThan(5);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return frames(page);
}

describe('search results that appear render their rows in view first (Chromium)', () => {
  it('fill their view in every frame, and keep a window of rows once idle', async () => {
    const site = await openDemo(browser(), 'large-data');
    const { page } = site;
    await openAndFocus(page);
    await recordResults(page, null);
    await page.keyboard.press('d');
    const seen = await settled(page);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((frame) => frame.filled)).toBe(true);
    expect(seen.every((frame) => frame.top === seen[0].top && frame.scrollTop === 0)).toBe(true);
    expect(seen[0].top).toContain('District');
    // Of the 50 results, a window is rendered; every row says it is one of 50.
    const rows = page.locator(`${RESULTS} [role="treeitem"]`);
    expect(await rows.count()).toBeLessThan(50);
    expect(await rows.first().getAttribute('aria-setsize')).toBe('50');
    await closeClean(site);
  });

  it('scrolled before the browser is idle, stay where they were scrolled', async () => {
    const site = await openDemo(browser(), 'large-data');
    const { page } = site;
    await openAndFocus(page);
    await recordResults(page, 50);
    await page.keyboard.press('d');
    const seen = await settled(page);
    expect(seen.every((frame) => frame.filled)).toBe(true);
    // From the second frame on, the same row at the top, 50 px down the list, before and after idle.
    const scrolled = seen.slice(1);
    expect(scrolled.every((frame) => frame.scrollTop === 50 && frame.top === scrolled[0].top)).toBe(true);
    expect(scrolled[0].top).toContain('District');
    expect(scrolled[0].top).not.toBe(seen[0].top);
    await closeClean(site);
  });
});
