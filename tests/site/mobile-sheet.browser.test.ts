import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeRow, axTree, focusedNode } from '../browser/axTree';
import { formatViolations, runAxe } from '../browser/chromium';
import { item, openPopup } from './cascader';
import { closeClean, openSite, type SitePage, sharedBrowser } from './helpers';

/**
 * The `mobile-sheet` demo in Chromium with touch emulation: the cascader presented as a bottom
 * sheet (a modal dialog) on phones of 360 × 640 and 390 × 844.
 */
const browser = sharedBrowser();

const PHONE_360 = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };
const PHONE_390 = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TOUCH_TARGET = 44;

async function sheetDemo(options: Parameters<typeof openSite>[2]): Promise<SitePage> {
  const site = await openSite(browser(), '/~demos/mobile-sheet', options);
  await site.page.locator('.rc-cascader').first().waitFor();
  return site;
}

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const sheet = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The labels of the level shown. */
const level = (page: Page) =>
  openPopup(page).locator('ul.rc-cascader-menu .rc-cascader-menu-item-content').allTextContents();

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no geometry');
  return b;
}

/** A finger put down at `from`, moved in steps to `to`, and lifted (touch events, as a phone sends). */
async function drag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * A tap at the middle of `locator` right away (touch events, no waiting for the page to settle as
 * a locator's tap does): a thumb tapping just after a swipe.
 */
async function tapNow(cdp: CDPSession, locator: Locator) {
  const b = await box(locator);
  const point = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Whether the focused element is inside the open sheet. */
const focusInSheet = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

/** Opens the sheet by a tap and taps down to 福建 / 福州, whose level lists 马尾; returns the sheet. */
async function openAtFuzhou(page: Page): Promise<Locator> {
  await combobox(page, 'Address').tap();
  const dialog = sheet(page, 'Address');
  await dialog.waitFor();
  await item(page, 'fj').tap();
  await item(page, 'fj', 'fuzhou').tap();
  expect(await level(page)).toEqual(['马尾']);
  return dialog;
}

describe('the bottom sheet on a phone (Chromium, touch)', () => {
  it('opens as a modal dialog named by the field, rows of 44 px, focus in; back closes it', async () => {
    const site = await sheetDemo(PHONE_360);
    const { page } = site;
    const url = page.url();
    await combobox(page, 'Address').tap();
    const dialog = sheet(page, 'Address');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => focusInSheet(page)).toBe(true);
    // Inside the screen, at its bottom edge.
    const placed = await box(dialog);
    expect(placed.x).toBeGreaterThanOrEqual(0);
    expect(Math.round(placed.x + placed.width)).toBeLessThanOrEqual(360);
    expect(await level(page)).toEqual(['福建', '浙江', '北京']);
    for (const row of await openPopup(page).locator('li[role="treeitem"]').all()) {
      expect((await box(row)).height).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
    expect(formatViolations(await runAxe(page, '[role="dialog"]'))).toBe('');

    // A tap goes in; a fast second tap in the same spot is a tap too.
    await item(page, 'fj').tap();
    await item(page, 'fj', 'fuzhou').tap();
    expect(await level(page)).toEqual(['马尾']);

    // The back action at the bottom, then the browser's back: the sheet closes, the page stays.
    await dialog.getByRole('button', { name: 'Back to 福建' }).tap();
    await expect.poll(() => level(page)).toEqual(['福州', '泉州']);
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(url);
    expect(await combobox(page, 'Address').evaluate((el) => el === document.activeElement)).toBe(true);
    // Nothing behind the sheet stays inert.
    expect(await page.locator('[inert]').count()).toBe(0);
    await closeClean(site);
  });

  it('swipes between levels: right goes back, left forward again', async () => {
    const site = await sheetDemo(PHONE_360);
    const { page } = site;
    const dialog = await openAtFuzhou(page);
    const cdp = await page.context().newCDPSession(page);
    const body = await box(dialog.locator('.rc-cascader-sheet-body'));
    const mid = { x: body.x + body.width / 2, y: body.y + Math.min(60, body.height / 2) };
    await drag(cdp, { x: mid.x - 100, y: mid.y }, { x: mid.x + 100, y: mid.y });
    await expect.poll(() => level(page)).toEqual(['福州', '泉州']);
    await drag(cdp, { x: mid.x + 100, y: mid.y }, { x: mid.x - 100, y: mid.y });
    await expect.poll(() => level(page)).toEqual(['马尾']);
    await closeClean(site);
  });

  // A quick swipe ends in a fling for Chromium, and the next tap was taken for the one that stops
  // it: no click, so the row or the back button did nothing the first time.
  it('the first tap after a quick swipe counts: a row goes in or is chosen, the back button goes back', async () => {
    const site = await sheetDemo(PHONE_360);
    const { page } = site;
    const dialog = await openAtFuzhou(page);
    // The whole sheet on screen (the demo's phone frame is as tall as this one's window).
    await dialog.getByRole('button', { name: 'Back to 福建' }).scrollIntoViewIfNeeded();
    const cdp = await page.context().newCDPSession(page);
    const body = await box(dialog.locator('.rc-cascader-sheet-body'));
    const mid = { x: body.x + body.width / 2, y: body.y + Math.min(60, body.height / 2) };
    const swipeBack = () => drag(cdp, { x: mid.x - 100, y: mid.y }, { x: mid.x + 100, y: mid.y });
    const swipeForward = () => drag(cdp, { x: mid.x + 100, y: mid.y }, { x: mid.x - 100, y: mid.y });

    // Swipe back, tap a branch: it goes in.
    await swipeBack();
    await expect.poll(() => level(page)).toEqual(['福州', '泉州']);
    await tapNow(cdp, item(page, 'fj', 'fuzhou'));
    await expect.poll(() => level(page)).toEqual(['马尾']);

    // Swipe back and forward, tap the back button at the bottom: it goes back.
    await swipeBack();
    await expect.poll(() => level(page)).toEqual(['福州', '泉州']);
    await swipeForward();
    await expect.poll(() => level(page)).toEqual(['马尾']);
    await tapNow(cdp, dialog.getByRole('button', { name: 'Back to 福建' }));
    await expect.poll(() => level(page)).toEqual(['福州', '泉州']);

    // Swipe back, tap a leaf: it is chosen and the sheet closes.
    await swipeBack();
    await expect.poll(() => level(page)).toEqual(['福建', '浙江', '北京']);
    await swipeForward();
    await expect.poll(() => level(page)).toEqual(['福州', '泉州']);
    await tapNow(cdp, item(page, 'fj', 'quanzhou'));
    await dialog.waitFor({ state: 'detached' });
    expect(
      await page.locator('.rc-cascader').first().locator('.rc-cascader-selection-item').textContent(),
    ).toBe('福建 / 泉州');
    await closeClean(site);
  });

  it('drags down past the threshold to dismiss; a short drag springs back; Tab stays inside', async () => {
    const site = await sheetDemo(PHONE_390);
    const { page } = site;
    await combobox(page, 'Address').tap();
    const dialog = sheet(page, 'Address');
    await dialog.waitFor();
    await expect.poll(() => focusInSheet(page)).toBe(true);
    // Tab goes round the dialog's controls.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInSheet(page)).toBe(true);
    }
    const cdp = await page.context().newCDPSession(page);
    const handle = await box(dialog.locator('.rc-cascader-sheet-header'));
    const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    await drag(cdp, from, { x: from.x, y: from.y + 30 });
    expect(await dialog.isVisible()).toBe(true);
    // A tap right after that quick drag counts (no fling to stop, so its click is not swallowed).
    await tapNow(cdp, item(page, 'fj'));
    await expect.poll(() => level(page)).toEqual(['福州', '泉州']);
    await drag(cdp, from, { x: from.x, y: from.y + 300 });
    await dialog.waitFor({ state: 'detached' });
    await closeClean(site);
  });

  it('confirm: checking changes nothing until Done (N); Cancel and the backdrop restore; onChange once on Done', async () => {
    const site = await sheetDemo(PHONE_390);
    const { page } = site;
    const tags = () => page.locator('.rc-cascader-selection-item-content').allTextContents();
    const calls = page.getByLabel('onChange calls');
    await combobox(page, 'Delivery areas').tap();
    const dialog = sheet(page, 'Delivery areas');
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Done (1)' }).count()).toBe(1);
    await item(page, 'fj').locator('.rc-cascader-checkbox').tap();
    await dialog.getByRole('button', { name: 'Done (2)' }).waitFor();
    expect(await tags()).toEqual(['浙江', '福建']); // the draft, shown
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(await tags()).toEqual(['浙江']);
    expect(await calls.textContent()).toBe('onChange calls: 0');

    await combobox(page, 'Delivery areas').tap();
    await dialog.waitFor();
    await item(page, 'bj').locator('.rc-cascader-checkbox').tap();
    const backdrop = await box(page.locator('.rc-cascader-sheet-backdrop'));
    await page.touchscreen.tap(backdrop.x + 20, backdrop.y + 20);
    await dialog.waitFor({ state: 'detached' });
    expect(await tags()).toEqual(['浙江']);

    await combobox(page, 'Delivery areas').tap();
    await dialog.waitFor();
    await item(page, 'fj').locator('.rc-cascader-checkbox').tap();
    expect(formatViolations(await runAxe(page, '[role="dialog"]'))).toBe('');
    await dialog.getByRole('button', { name: 'Done (2)' }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(await tags()).toEqual(['浙江', '福建']);
    expect(await calls.textContent()).toBe('onChange calls: 1');
    await closeClean(site);
  });

  it('keeps the search field above the on-screen keyboard (a smaller visual viewport)', async () => {
    const site = await sheetDemo(PHONE_390);
    const { page } = site;
    await combobox(page, 'Address').tap();
    const dialog = sheet(page, 'Address');
    await dialog.waitFor();
    const search = dialog.getByRole('combobox', { name: 'Search' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    // The keyboard takes the lower half: what is left of the window is the visual viewport.
    await page.setViewportSize({ width: 390, height: 420 });
    await page.keyboard.type('余杭');
    await expect.poll(() => level(page)).toEqual(['浙江 / 杭州 / 余杭']);
    const field = await box(search);
    const visible = await page.evaluate(() => window.visualViewport?.height ?? window.innerHeight);
    expect(field.y).toBeGreaterThanOrEqual(0);
    expect(field.y + field.height).toBeLessThanOrEqual(visible);
    const sheetBox = await box(dialog);
    expect(sheetBox.y).toBeGreaterThanOrEqual(0);
    await closeClean(site);
  });

  it('slides up and, closing, down; not under prefers-reduced-motion; the focus back and the page live at once', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const site = await sheetDemo({ ...PHONE_360, reducedMotion });
      const { page } = site;
      await combobox(page, 'Address').tap();
      const dialog = sheet(page, 'Address');
      await dialog.waitFor();
      const animation = await dialog.evaluate((el) => getComputedStyle(el).animationName);
      expect(animation, reducedMotion).toBe(reducedMotion === 'reduce' ? 'none' : 'cascadia-sheet-in');
      await expect.poll(() => focusInSheet(page)).toBe(true);
      // What slides down when it closes: a picture of the sheet (hidden from assistive technology,
      // inert, with no ids), seen as it is added.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { closing: string[] }).closing = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (!(node instanceof Element) || !node.classList.contains('rc-cascader-sheet-closing'))
                continue;
              const picture = node.querySelector('.rc-cascader-sheet');
              seen.push(
                `${picture ? getComputedStyle(picture).animationName : 'no sheet'}, ` +
                  `${node.getAttribute('aria-hidden')} ${node.hasAttribute('inert')} ${node.querySelectorAll('[id]').length}`,
              );
            }
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.keyboard.press('Escape');
      // The dialog is gone at once: focus on the trigger, the page behind no longer inert.
      await dialog.waitFor({ state: 'detached' });
      expect(await combobox(page, 'Address').evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.locator('[inert]:not(.rc-cascader-sheet-closing)').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { closing: string[] }).closing)).toEqual(
        reducedMotion === 'reduce' ? [] : ['cascadia-sheet-out, true true 0'],
      );
      // And then the picture goes too.
      await expect.poll(() => page.locator('.rc-cascader-sheet-root').count()).toBe(0);
      expect(await page.locator('[inert]').count()).toBe(0);
      await closeClean(site);
    }
  });
});

describe('the sheet without swiping (a screen reader, the keyboard)', () => {
  // A screen reader on a phone cannot swipe: forward to the level last visited is a button.
  it('finds the forward button in the accessibility tree by its name, presses it with the keyboard, hears the level', async () => {
    const site = await sheetDemo({ ...PHONE_390, colorScheme: 'dark' });
    const { page } = site;
    const dialog = await openAtFuzhou(page);
    await dialog.getByRole('button', { name: 'Back to 福建' }).tap();
    await expect.poll(() => level(page)).toEqual(['福州', '泉州']);

    // What a screen reader is given: a button named by the level it goes to, enabled.
    const named = (await axTree(page)).filter((n) => n.role === 'button' && n.name.startsWith('Forward'));
    expect(named.map((n) => n.name)).toEqual(['Forward to 福州']);
    expect(named[0].properties.disabled).toBeUndefined();
    const forward = dialog.getByRole('button', { name: 'Forward to 福州' });
    const size = await box(forward);
    expect(size.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
    expect(size.width).toBeGreaterThanOrEqual(TOUCH_TARGET);

    // Tab to it (inside the dialog), Enter: the level it names, and the focus on that level's tree,
    // its open row what is said.
    for (let i = 0; i < 8 && (await focusedNode(page))?.name !== 'Forward to 福州'; i++) {
      await page.keyboard.press('Tab');
    }
    expect((await focusedNode(page))?.name).toBe('Forward to 福州');
    await page.keyboard.press('Enter');
    await expect.poll(() => level(page)).toEqual(['马尾']);
    const focused = await focusedNode(page);
    expect(focused?.role).toBe('tree');
    expect((await activeRow(page))?.name).toBe('马尾');

    // At a leaf's level there is nowhere to go: still there and focusable, said to be disabled.
    const end = (await axTree(page)).find((n) => n.role === 'button' && n.name === 'Forward');
    expect(end?.properties.disabled).toBe(true);
    expect(formatViolations(await runAxe(page, '[role="dialog"]'))).toBe('');
    await closeClean(site);
  });
});
