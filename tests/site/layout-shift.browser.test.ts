import { describe, expect, it } from 'vitest';
import { openSite, settle, sharedBrowser, siteUrl } from './helpers';

/**
 * Cumulative layout shift of a demo page as it loads, in Chromium: the demo is loaded lazily, and
 * what stands in for it must not push the toolbar and footer down when the demo arrives. A
 * layout assertion (how far things moved), not a timing one.
 */
const browser = sharedBrowser();

/** Sums the page's layout shifts (not those right after input), from the first paint on. */
const RECORD_SHIFTS = () => {
  const record = window as unknown as { __layoutShift: number };
  record.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) record.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };

describe('layout shift while a demo page loads', () => {
  it.each([
    ['/demo/panel', 'a laptop', LAPTOP],
    ['/demo/panel', 'a phone', PHONE],
    ['/demo/narrow', 'a phone', PHONE],
  ] as const)('%s on %s stays below 0.01', async (path, _device, options) => {
    const site = await openSite(browser(), null, options);
    await site.context.addInitScript(RECORD_SHIFTS);
    await site.page.goto(`${siteUrl()}${path}`);
    await settle(site.page);
    await site.page.evaluate(() => document.fonts.ready);
    // Two frames for any shift of the demo's first layout to be reported.
    await site.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shift = await site.page.evaluate(
      () => (window as unknown as { __layoutShift: number }).__layoutShift,
    );
    expect(shift).toBeLessThan(0.01);
    await site.close();
  });
});
