import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  around,
  boxOf,
  contrastRatio,
  focusRingThickness,
  line,
  longestRun,
  screenshotPixels,
} from '../browser/pixels';
import { axeReport, openSite, settle, sharedBrowser } from './helpers';

/**
 * The site's own chrome for a keyboard user, measured in screenshot pixels: focus rings at least
 * 2 px thick and 3:1 against what they cover (WCAG 2.4.13) in the light and the dark scheme and
 * under forced colours (Windows High Contrast), which drop shadows and replace colours; the
 * current section of the top bar still marked there; the logo link named at phone width; and the
 * headless demo, markup of its own, showing the keyboard row the same way.
 */
const browser = sharedBrowser();
const MARGIN = 8;

type Mode = { colorScheme: 'light' | 'dark'; forcedColors: boolean };
const MODES: Mode[] = [
  { colorScheme: 'light', forcedColors: false },
  { colorScheme: 'dark', forcedColors: false },
  { colorScheme: 'light', forcedColors: true },
  { colorScheme: 'dark', forcedColors: true },
];
const describeMode = ({ colorScheme, forcedColors }: Mode) =>
  `${forcedColors ? 'forced colours, a' : 'the'} ${colorScheme} ${forcedColors ? 'palette' : 'scheme'}`;

async function openIn(mode: Mode, path: string) {
  const site = await openSite(browser(), path, { colorScheme: mode.colorScheme, deviceScaleFactor: 1 });
  if (mode.forcedColors)
    await site.page.emulateMedia({ forcedColors: 'active', colorScheme: mode.colorScheme });
  await settle(site.page);
  return site;
}

/** Focuses `selector` by the keyboard's route (Tab from the element before it) and measures its ring. */
async function ringWhenFocused(page: Page, selector: string, focus: () => Promise<void>) {
  const clip = around(await boxOf(page.locator(selector)), MARGIN);
  const before = await screenshotPixels(page, clip);
  await focus();
  await expect.poll(() => page.evaluate((s) => document.activeElement?.matches(s), selector)).toBe(true);
  return focusRingThickness(before, await screenshotPixels(page, clip), MARGIN, 2);
}

/** The thickness of a ring drawn inside an element, against the element's inside, at its start edge. */
async function ringInside(page: Page, selector: string): Promise<number> {
  const pixels = await screenshotPixels(page, around(await boxOf(page.locator(selector)), 0));
  const middleY = Math.round(pixels.height / 2);
  const inside = pixels.at(5, middleY);
  return longestRun(line(0, middleY, 4, middleY), (x, y) => contrastRatio(pixels.at(x, y), inside));
}

function expectThick(ring: { top: number; start: number }, what: string): void {
  expect(ring.top, `${what}'s ring at its top edge, in px`).toBeGreaterThanOrEqual(2);
  expect(ring.start, `${what}'s ring at its start edge, in px`).toBeGreaterThanOrEqual(2);
}

describe('the site’s focus rings', () => {
  it.each(MODES.map((mode) => [describeMode(mode), mode] as const))(
    '%s: the logo link, the search box and the keyboard’s search result',
    async (_name, mode) => {
      const site = await openIn(mode, '/');
      const { page } = site;
      // Tab: the skip link first, then the logo.
      expectThick(
        await ringWhenFocused(page, '.site-logo', async () => {
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
        }),
        'the logo link',
      );
      expectThick(
        await ringWhenFocused(page, '.search-box-input', () => page.keyboard.press('Tab')),
        'the search box',
      );

      // The keyboard's result: the input keeps the focus, the result gets the ring (against its inside).
      await page.keyboard.type('search');
      await page.keyboard.press('ArrowDown');
      const ring = await ringInside(page, '.search-box-option[aria-selected="true"]');
      expect(ring, "the keyboard's result's ring, in px").toBeGreaterThanOrEqual(2);
      await site.close();
    },
  );

  it.each(MODES.map((mode) => [describeMode(mode), mode] as const))(
    "%s: the headless demo's keyboard row",
    async (_name, mode) => {
      const site = await openIn(mode, '/~demos/headless');
      const { page } = site;
      await page.locator('[aria-haspopup]').first().focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      // The keyboard's row is the one with an outline (the trigger keeps the focus).
      const ringed = await page
        .locator('[role="treeitem"]')
        .evaluateAll((rows) =>
          rows.filter((row) => getComputedStyle(row).outlineStyle !== 'none').map((row) => row.id),
        );
      expect(ringed).toHaveLength(1);
      // Read from the screen once the frame with the ring is painted: the style above holds as the
      // key is handled, the pixels only after the next paint (and the row's box after its column
      // is laid out).
      await expect
        .poll(() => ringInside(page, `[id="${ringed[0]}"]`), { message: "the keyboard row's ring, in px" })
        .toBeGreaterThanOrEqual(2);
      await site.close();
    },
  );
});

describe('the phone sheet’s level buttons', () => {
  it.each(MODES.map((mode) => [describeMode(mode), mode] as const))(
    '%s: the forward button, reached by Tab',
    async (_name, mode) => {
      const site = await openSite(browser(), '/~demos/mobile-sheet', {
        colorScheme: mode.colorScheme,
        deviceScaleFactor: 1,
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const { page } = site;
      if (mode.forcedColors)
        await page.emulateMedia({ forcedColors: 'active', colorScheme: mode.colorScheme });
      await page.getByRole('combobox', { name: 'Address', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Address' }).waitFor();
      await settle(page);
      const forward = '.rc-cascader-sheet-forward';
      const ring = await ringWhenFocused(page, forward, async () => {
        for (let i = 0; i < 6; i++) {
          if (await page.evaluate((s) => document.activeElement?.matches(s), forward)) return;
          await page.keyboard.press('Tab');
        }
      });
      expectThick(ring, 'the forward button');
      await site.close();
    },
  );
});

describe('the site’s chrome', () => {
  it('under forced colours still marks the current section of the top bar and the current heading', async () => {
    const site = await openIn({ colorScheme: 'light', forcedColors: true }, '/demo/simple');
    const underline = (text: string) =>
      site.page
        .locator('.site-header-nav .nav-link', { hasText: text })
        .first()
        .evaluate((link) => getComputedStyle(link).textDecorationLine);
    expect(await underline('Demo')).toBe('underline');
    expect(await underline('Guide')).toBe('none');
    await site.page.setViewportSize({ width: 1400, height: 800 });
    await site.page.goto(`${site.page.url().replace(/\/demo\/simple.*$/, '')}/`);
    const current = site.page.locator('.toc-link[aria-current="location"]');
    await current.waitFor();
    expect(await current.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
    await site.close();
  });

  it('names the logo link at phone width, where its title is out of sight (axe, both languages)', async () => {
    for (const path of ['/', '/zh-CN/']) {
      const site = await openSite(browser(), path, { viewport: { width: 360, height: 740 }, isMobile: true });
      await settle(site.page);
      const logo = site.page.locator('.site-logo');
      expect((await boxOf(logo.locator('span'))).width).toBeLessThanOrEqual(1);
      expect(await site.page.getByRole('link', { name: 'Cascadia', exact: true }).count()).toBe(1);
      expect(await axeReport(site.page), path).toBe('');
      await site.close();
    }
  });
});
