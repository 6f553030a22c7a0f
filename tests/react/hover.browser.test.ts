import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOVER_EXPAND_DELAY } from '../../core/src/machine/constants';
import { closeClean, openDemo, sharedBrowser } from '../site/helpers';

/**
 * Hover expansion in Chromium, on the hover demo (福建, 浙江, 北京, 台湾, 香港): a plain hover
 * expands at once, as in rc-cascader; a pointer moving diagonally into the open next column does
 * not replace that column on the way. Whether it is aiming needs real geometry, so this runs in a
 * browser; the page's clock is stopped, so nothing here depends on how fast the machine is.
 */
const browser = sharedBrowser();

/** The first label of each open column. */
const columns = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden) ul.rc-cascader-menu',
      ),
    ).map((ul) => ul.querySelector('.rc-cascader-menu-item-content')?.textContent ?? ''),
  );

/** The centre of the row with this data-path-key. */
async function centre(page: Page, pathKey: string) {
  const box = await page.locator(`[data-path-key="${pathKey}"]`).boundingBox();
  if (!box) throw new Error(`no row ${pathKey}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

describe('hover expansion (Chromium)', () => {
  it('expands at once on a plain hover, and keeps the open column while the pointer aims at it', async () => {
    const site = await openDemo(browser(), 'hover');
    const { page } = site;
    await page.locator('.rc-cascader').click();
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLElement>(
        '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)',
      );
      return !!el && el.style.opacity !== '0';
    });
    // From here on no timer fires unless the test says so (install lets time flow; pause stops it).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);

    // A plain hover: the column opens without any time passing.
    const fj = await centre(page, 'fj');
    await page.mouse.move(fj.x, fj.y);
    await expect.poll(() => columns(page)).toEqual(['福建', '福州']);

    // Straight down over 浙江 and 北京 to 台湾 (no move toward the next column): each at once.
    const tw = await centre(page, 'tw');
    await page.mouse.move(tw.x, tw.y, { steps: 6 });
    await expect.poll(() => columns(page)).toEqual(['福建', '台北']);

    // Up and to the right, into 台北 at the top of the second column: the way crosses 北京 (and
    // perhaps 浙江) while aiming at the open column, which they do not replace.
    const taipei = await centre(page, 'tw__RC_CASCADER_SPLIT__taipei');
    await page.mouse.move(tw.box.x + tw.box.width - 6, tw.box.y + 2);
    await page.mouse.move(taipei.box.x + 10, taipei.y, { steps: 12 });
    await expect.poll(() => columns(page)).toEqual(['福建', '台北', '中正区']);

    // Back left and down to 台湾: moving away from the next column is a plain hover again.
    await page.mouse.move(tw.x, tw.y, { steps: 8 });
    await expect.poll(() => columns(page)).toEqual(['福建', '台北']);

    // Aiming, but resting on 北京 short of the column: it expands once the delay has passed.
    const bj = await centre(page, 'bj');
    await page.mouse.move(bj.box.x + bj.box.width - 6, bj.y, { steps: 3 });
    expect(await columns(page)).toEqual(['福建', '台北']);
    await page.clock.runFor(HOVER_EXPAND_DELAY);
    await expect.poll(() => columns(page)).toEqual(['福建', '朝阳区']);
    await closeClean(site);
  });
});
