import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../browser/chromium';
import { sharedBrowser } from '../site/helpers';
import { defaultStylesApp, openPopup, POPUP } from './default-styles/page';

/**
 * WCAG AA contrast of the default stylesheet, in Chromium: an app that imports
 * `@cascadia/react/styles.css` and themes nothing (default-styles/app.tsx, bundled here, since the
 * site's own theme overrides the colours). axe's color-contrast rule over the cascader and its open
 * popup (placeholder, search results, a disabled row, tags, the empty state, a loading row, a
 * failed row), in the
 * light and the dark scheme; and the contrasts axe leaves undecided or skips (the placeholder,
 * under the search input; the empty state, a disabled row) computed here.
 */
const browser = sharedBrowser();
const open = defaultStylesApp(browser);

/** color-contrast violations in the cascader and its open popup. */
async function contrast(page: Page): Promise<string> {
  const parts = [await runAxe(page, '.rc-cascader')];
  if (await page.locator(POPUP).count()) parts.push(await runAxe(page, POPUP));
  return formatViolations(parts.flat().filter((v) => v.id === 'color-contrast'));
}

/**
 * The contrast ratio of a colour (the matched element's, or its `pseudo`'s) over the page's
 * background (the stylesheet's `--cascadia-color-bg`, opaque): the colour's alpha blended in
 * first, as the screen shows it.
 */
function ratio(page: Page, selector: string, pseudo?: string): Promise<number> {
  return page.evaluate(
    ({ selector, pseudo }) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector}`);
      const rgba = (css: string) => {
        const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
        return { r, g, b, a };
      };
      const fg = rgba(getComputedStyle(el, pseudo).color);
      const bg = rgba(getComputedStyle(document.body).backgroundColor);
      const channel = (f: number, b: number) => {
        const c = (f * fg.a + b * (1 - fg.a)) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const lum = (c: { r: number; g: number; b: number }, over: typeof c) =>
        0.2126 * channel(c.r, over.r) + 0.7152 * channel(c.g, over.g) + 0.0722 * channel(c.b, over.b);
      const a = lum(fg, bg);
      const b = 0.2126 * channel(bg.r, bg.r) + 0.7152 * channel(bg.g, bg.g) + 0.0722 * channel(bg.b, bg.b);
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    },
    { selector, pseudo },
  );
}

describe.each(['light', 'dark'])(
  'the default stylesheet in the %s scheme keeps WCAG AA contrast',
  (scheme) => {
    it('placeholder, open popup with a disabled row, search results and the empty state', async () => {
      const page = await open('single', scheme);
      expect(await contrast(page)).toBe('');
      expect(await ratio(page, '.rc-cascader-selection-placeholder')).toBeGreaterThanOrEqual(4.5);
      await openPopup(page);
      expect(await page.locator(`${POPUP} .rc-cascader-menu-item-disabled`).count()).toBeGreaterThan(0);
      expect(await contrast(page)).toBe('');
      // The 10px expand glyph, measured directly too (axe gives up where it cannot tell a background).
      expect(await ratio(page, `${POPUP} .rc-cascader-menu-item-expand-icon`)).toBeGreaterThanOrEqual(4.5);
      // The placeholder is the span measured above (rc-cascader's markup), under the search input,
      // which axe reports as undecidable; the input has no placeholder of its own to draw.
      expect(
        await page.locator('.rc-cascader-selection-search-input').getAttribute('placeholder'),
      ).toBeNull();
      await page.keyboard.type('Hang');
      await page.locator('.rc-cascader-menu-item-keyword').first().waitFor();
      expect(await contrast(page)).toBe('');
      await page.keyboard.type('zzz');
      await page.locator('.rc-cascader-menu-empty').waitFor();
      expect(await contrast(page)).toBe('');
      // The empty state is a disabled row (rc-cascader's markup), which axe skips, but its text informs.
      expect(await ratio(page, '.rc-cascader-menu-empty .rc-cascader-menu-item')).toBeGreaterThanOrEqual(4.5);
      await page.context().close();
    });

    it('checkable, with tags', async () => {
      const page = await open('multiple', scheme);
      await page.locator('.rc-cascader-selection-item').first().waitFor();
      await openPopup(page);
      expect(await contrast(page)).toBe('');
      await page.context().close();
    });

    it('a loading row', async () => {
      const page = await open('loading', scheme);
      await openPopup(page);
      await page.locator(`${POPUP} [role="treeitem"]`).first().click();
      await page.locator(`${POPUP} .rc-cascader-menu-item-loading-icon`).waitFor();
      expect(await contrast(page)).toBe('');
      await page.context().close();
    });

    it('a row whose load failed, under the pointer, with its retry', async () => {
      const page = await open('failed', scheme);
      await openPopup(page);
      await page.locator(`${POPUP} [role="treeitem"]`).first().click();
      await page.locator(`${POPUP} .rc-cascader-menu-item-failed`).waitFor();
      expect(await contrast(page)).toBe('');
      const row = `${POPUP} .rc-cascader-menu-item-failed .rc-cascader-menu-item-content`;
      expect(await ratio(page, row)).toBeGreaterThanOrEqual(4.5);
      await page.context().close();
    });
  },
);
