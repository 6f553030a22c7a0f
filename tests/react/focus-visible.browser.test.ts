import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  around,
  boxOf,
  contrastRatio,
  focusRingThickness,
  line,
  longestRun,
  type Pixels,
  type Rgb,
  screenshotPixels,
} from '../browser/pixels';
import { sharedBrowser } from '../site/helpers';
import { defaultStylesApp, openPopup, POPUP } from './default-styles/page';

/**
 * What the default stylesheet shows a keyboard user, measured in the screenshot's pixels: the
 * trigger's focus ring and the keyboard's row (aria-activedescendant) are at least 2 px thick and
 * at least 3:1 against what they cover (WCAG 2.4.13), in the light and the dark scheme and under
 * forced colours (Windows High Contrast), which drop shadows and backgrounds; in forced colours
 * the popup keeps an edge, disabled rows look disabled, and unchecked, checked and mixed
 * checkboxes look different.
 */
const browser = sharedBrowser();
const open = defaultStylesApp(browser);
const MARGIN = 8;

/**
 * The thickness of the trigger's focus indicator where a line crosses its top edge and its start
 * edge: the run of pixels whose colour changes by 3:1 or more when the keyboard focuses it.
 */
async function triggerRing(page: Page): Promise<{ top: number; start: number }> {
  const clip = around(await boxOf(page.locator('.rc-cascader-selector')), MARGIN);
  const before = await screenshotPixels(page, clip);
  await page.keyboard.press('Tab');
  await page.locator('.rc-cascader-focused').waitFor();
  const after = await screenshotPixels(page, clip);
  // From outside the trigger to just inside its border, short of the text and the caret.
  return focusRingThickness(before, after, MARGIN);
}

/**
 * The thickness of the keyboard row's ring against the row's own background inside it, along
 * its start edge and its top edge (where the row holds no text).
 */
async function keyboardRowRing(page: Page): Promise<{ top: number; start: number }> {
  const row = page.locator(`${POPUP} .rc-cascader-menu-item-focused`);
  const pixels = await screenshotPixels(page, around(await boxOf(row), 0));
  const middleY = Math.round(pixels.height / 2);
  const inside = pixels.at(5, middleY);
  const against = (x: number, y: number) => contrastRatio(pixels.at(x, y), inside);
  return {
    start: longestRun(line(0, middleY, 4, middleY), against),
    top: longestRun(line(pixels.width - 6, 0, pixels.width - 6, 4), against),
  };
}

/** At least 2 px thick on both edges measured. */
function expectThick(ring: { top: number; start: number }, what: string): void {
  expect(ring.top, `${what}'s ring at its top edge, in px`).toBeGreaterThanOrEqual(2);
  expect(ring.start, `${what}'s ring at its start edge, in px`).toBeGreaterThanOrEqual(2);
}

/** Tab to the trigger, open with ↓ and move the keyboard's row into the second column. */
async function keyboardToSecondColumn(page: Page): Promise<void> {
  await page.keyboard.press('ArrowDown');
  await page.locator(POPUP).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.locator(`${POPUP} .rc-cascader-menu:nth-child(2) .rc-cascader-menu-item-focused`).waitFor();
}

describe.each(['light', 'dark'])('the default stylesheet in the %s scheme', (scheme) => {
  it('draws a 2 px focus ring of 3:1 around the trigger and inside the keyboard row', async () => {
    const page = await open('single', scheme);
    expectThick(await triggerRing(page), 'the trigger');
    await keyboardToSecondColumn(page);
    expectThick(await keyboardRowRing(page), 'the keyboard row');
    await page.context().close();
  });
});

/** The colour of the row's text: its pixel that differs most from the row's background. */
function textColour(pixels: Pixels): Rgb {
  const background = pixels.at(2, 2);
  let best = background;
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      const pixel = pixels.at(x, y);
      if (contrastRatio(pixel, background) > contrastRatio(best, background)) best = pixel;
    }
  }
  return best;
}

/** How many pixels of two same-sized pictures differ by 3:1 or more. */
function differingPixels(a: Pixels, b: Pixels): number {
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) if (contrastRatio(a.at(x, y), b.at(x, y)) >= 3) count++;
  }
  return count;
}

const channelDistance = (a: Rgb, b: Rgb) =>
  Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));

const row = (page: Page, label: string) =>
  page.locator(`${POPUP} [role="treeitem"]`).filter({ has: page.getByText(label, { exact: true }) });

describe.each(['light', 'dark'])('forced colours (a %s system palette)', (palette) => {
  const forced = async (scenario: string) => {
    const page = await open(scenario, 'light', { forcedColors: true });
    await page.emulateMedia({ forcedColors: 'active', colorScheme: palette as 'light' | 'dark' });
    return page;
  };

  it('keep the focus ring, the keyboard row, the popup edge and the disabled rows', async () => {
    const page = await forced('single');
    expectThick(await triggerRing(page), 'the trigger');
    await keyboardToSecondColumn(page);
    expectThick(await keyboardRowRing(page), 'the keyboard row');

    // The popup's edge, where its shadow was: a line of 3:1 against the page just outside it.
    const popup = await boxOf(page.locator(POPUP));
    const edge = await screenshotPixels(page, around(popup, MARGIN));
    const middleY = Math.round(edge.height / 2);
    const page0 = edge.at(0, middleY);
    expect(
      longestRun(line(0, middleY, MARGIN + 1, middleY), (x, y) => contrastRatio(edge.at(x, y), page0)),
      "the popup's edge, in px",
    ).toBeGreaterThanOrEqual(1);

    // A disabled row is drawn in another colour than an enabled one (GrayText).
    const enabled = textColour(await screenshotPixels(page, await boxOf(row(page, 'Hangzhou'))));
    const disabled = textColour(await screenshotPixels(page, await boxOf(row(page, 'Ningbo'))));
    expect(channelDistance(enabled, disabled), 'disabled against enabled text').toBeGreaterThanOrEqual(48);
    await page.context().close();
  });

  it('tell unchecked, checked, mixed and disabled checkboxes apart', async () => {
    const page = await forced('multiple');
    await openPopup(page);
    await row(page, 'Jiangsu').click();
    const box = async (label: string) =>
      screenshotPixels(page, await boxOf(row(page, label).locator('.rc-cascader-checkbox')));
    expect(await row(page, 'Jiangsu').getAttribute('aria-checked')).toBe('mixed');
    expect(await row(page, 'Nanjing').getAttribute('aria-checked')).toBe('true');
    expect(await row(page, 'Suzhou').getAttribute('aria-checked')).toBe('false');
    const [mixed, checked, unchecked, disabled] = await Promise.all(
      ['Jiangsu', 'Nanjing', 'Suzhou', 'Tibet'].map((label) => box(label)),
    );
    expect(differingPixels(unchecked, checked), 'unchecked against checked').toBeGreaterThanOrEqual(16);
    expect(differingPixels(unchecked, mixed), 'unchecked against mixed').toBeGreaterThanOrEqual(16);
    expect(differingPixels(checked, mixed), 'checked against mixed').toBeGreaterThanOrEqual(16);
    // The disabled box's border is GrayText, the enabled one's the text colour.
    expect(
      channelDistance(disabled.at(0, 8), unchecked.at(0, 8)),
      'disabled against enabled box',
    ).toBeGreaterThanOrEqual(48);
    await page.context().close();
  });
});
