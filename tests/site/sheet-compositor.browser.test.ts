import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { item } from './cascader';
import { closeClean, openSite, sharedBrowser } from './helpers';

/**
 * The sheet's gestures on the compositor: while a finger drags the handle or swipes between
 * levels, each move may change the sheet's transform (or nothing), never its layout. Counted by
 * Chromium itself (CDP Performance.getMetrics: LayoutCount, RecalcStyleCount) over a series of
 * moves, each given its frame: a count, not a time, so it holds on any machine.
 */
const browser = sharedBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const MOVES = 12;

async function center(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no geometry');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

const finger = (
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  point?: { x: number; y: number },
) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });

/** The page's next frame, painted. */
const frame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

async function counts(cdp: CDPSession): Promise<{ layouts: number; styles: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return { layouts: value('LayoutCount'), styles: value('RecalcStyleCount') };
}

/** Moves the finger from `from` by `step` MOVES times, a frame after each; the counts those moves caused. */
async function movesCost(
  page: Page,
  cdp: CDPSession,
  from: { x: number; y: number },
  step: { x: number; y: number },
) {
  const before = await counts(cdp);
  for (let i = 1; i <= MOVES; i++) {
    await finger(cdp, 'touchMove', { x: from.x + step.x * i, y: from.y + step.y * i });
    await frame(page);
  }
  const after = await counts(cdp);
  return { layouts: after.layouts - before.layouts, styles: after.styles - before.styles };
}

async function openSheet(page: Page): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Address', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Address' });
  await dialog.waitFor();
  return dialog;
}

describe('the sheet’s gestures change no layout per move (Chromium, touch)', () => {
  it('dragging the handle moves the sheet by its transform alone', async () => {
    const site = await openSite(browser(), '/~demos/mobile-sheet', PHONE);
    const { page } = site;
    const dialog = await openSheet(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const start = await center(dialog.locator('.rc-cascader-sheet-handle'));
    await finger(cdp, 'touchStart', start);
    // The first move starts the drag (the sheet stops easing): counted from the second on.
    await finger(cdp, 'touchMove', { x: start.x, y: start.y + 2 });
    await frame(page);
    const cost = await movesCost(page, cdp, { x: start.x, y: start.y + 2 }, { x: 0, y: 3 });
    // It did move: the sheet follows the finger, 2 + 12 × 3 px down.
    expect(await dialog.evaluate((el) => (el as HTMLElement).style.transform)).toBe('translateY(38px)');
    expect(cost.layouts).toBe(0);
    // A style recalculation per frame at most (the transform written on the sheet), none spread wider.
    expect(cost.styles).toBeLessThanOrEqual(MOVES);
    await finger(cdp, 'touchEnd');
    await closeClean(site);
  });

  it('swiping sideways between levels changes nothing until the finger lifts', async () => {
    const site = await openSite(browser(), '/~demos/mobile-sheet', PHONE);
    const { page } = site;
    const dialog = await openSheet(page);
    await item(page, 'fj').tap();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const middle = await center(dialog.locator('.rc-cascader-sheet-body'));
    const start = { x: middle.x - 120, y: Math.min(middle.y, 400) };
    await finger(cdp, 'touchStart', start);
    await finger(cdp, 'touchMove', { x: start.x + 5, y: start.y });
    await frame(page);
    const cost = await movesCost(page, cdp, { x: start.x + 5, y: start.y }, { x: 18, y: 0 });
    expect(cost.layouts).toBe(0);
    expect(cost.styles).toBeLessThanOrEqual(MOVES);
    await finger(cdp, 'touchEnd');
    // And the swipe did go back a level.
    await expect.poll(() => page.locator('.rc-cascader-sheet-back').count()).toBe(0);
    await closeClean(site);
  });
});
