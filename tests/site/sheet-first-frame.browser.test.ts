import { describe, expect, it } from 'vitest';
import { closeClean, openSite, sharedBrowser } from './helpers';

/**
 * The sheet's first frame on a phone: a long level (the long-list demo's 50,000 options,
 * virtualised) is painted full the first time the sheet is painted. Its list is three times the
 * height a column's rows are first estimated for; rendered for the estimate, the first frame
 * showed six rows over an empty lower half, the rest a frame later.
 */
const browser = sharedBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * Installed in the page before the tap: from the next press, at each frame, once the sheet's level
 * is there, reads what that frame will paint: how many rows, and how far the last one reaches
 * against the list's bottom edge (px; ≥ 0: full). Read in a ResizeObserver's first callback, which
 * comes after the frame's layout and after the list's own observer (made before it), just before
 * the paint.
 */
const WATCH_FIRST_FRAME = `new Promise((resolve) => {
  addEventListener('pointerdown', () => {
    const tick = () => {
      const list = document.querySelector('[role="dialog"] ul.rc-cascader-menu');
      if (!list) return requestAnimationFrame(tick);
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        const rows = list.querySelectorAll('li.rc-cascader-menu-item');
        const last = rows[rows.length - 1];
        const reach = last ? last.getBoundingClientRect().bottom - list.getBoundingClientRect().bottom : -Infinity;
        resolve({ rows: rows.length, reach });
      });
      observer.observe(list);
    };
    requestAnimationFrame(tick);
  }, { capture: true, once: true });
  window.__armed = true;
})`;

describe('the sheet’s first frame (Chromium, touch)', () => {
  it('a long level is painted full the first time, not with a first guess of its rows', async () => {
    const site = await openSite(browser(), '/~demos/long-list', PHONE);
    const { page } = site;
    const field = page.getByRole('combobox', { name: 'Long list', exact: true });
    await field.waitFor();
    // Once open and closed: the list's virtualiser (a chunk of its own) has arrived.
    await field.tap();
    const dialog = page.getByRole('dialog', { name: 'Long list' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const reach = page.evaluate(WATCH_FIRST_FRAME);
    await page.waitForFunction(() => (window as { __armed?: boolean }).__armed === true);
    await field.tap();
    const painted = (await reach) as { rows: number; reach: number };
    expect(painted.reach).toBeGreaterThanOrEqual(0);
    await closeClean(site);
  });
});
