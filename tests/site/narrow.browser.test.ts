import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMOS } from '../../site/src/demos/registry';
import { formatViolations, runAxe } from '../browser/chromium';
import { item, openPopup, popupPlaced } from './cascader';
import { closeClean, goto, openSite, type SitePage, settle, sharedBrowser } from './helpers';

/**
 * The `narrow` demo in Chromium: the drill-down layout in its 360 px frame and, at phone width,
 * by itself; the column window of a value 8 levels deep at 360 px and at 1280 px.
 */
const browser = sharedBrowser();

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
const TOUCH_TARGET = 44;

async function narrowDemo(options: Parameters<typeof openSite>[2]): Promise<SitePage> {
  const site = await openSite(browser(), '/~demos/narrow', options);
  await site.page.locator('.rc-cascader').first().waitFor();
  return site;
}

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name });

/**
 * Taps a row of a level that has just come up, at once: a fast second tap in the same spot is a
 * double tap to Chromium, and still the row's (it was lost as the echo of a double click).
 */
async function tapRow(page: Page, ...path: string[]): Promise<void> {
  await item(page, ...path).tap();
}

/** The labels of each rendered level of the open popup. */
const levels = (page: Page) =>
  openPopup(page)
    .locator('ul.rc-cascader-menu')
    .evaluateAll((lists) =>
      lists.map((list) =>
        Array.from(list.querySelectorAll('.rc-cascader-menu-item-content')).map((c) => c.textContent),
      ),
    );

/** The crumbs as rendered (the collapsed one as `…`). */
const crumbs = (page: Page) => openPopup(page).locator('.rc-cascader-breadcrumb-button').allTextContents();

/** The combobox's accessible name if it holds the focus (it must, whatever is pressed in the popup). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** Heights and widths of every element a finger presses in the open popup. */
const targets = (page: Page) =>
  openPopup(page)
    .locator('li[role="treeitem"], .rc-cascader-back, .rc-cascader-breadcrumb-button')
    .evaluateAll((elements) =>
      elements.map((e) => {
        const box = e.getBoundingClientRect();
        return { height: box.height, width: box.width, text: e.textContent || e.getAttribute('aria-label') };
      }),
    );

async function axePopup(page: Page): Promise<string> {
  return formatViolations([
    ...(await runAxe(page, '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)')),
    ...(await runAxe(page, '.rc-cascader')),
  ]);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no geometry');
  return b;
}

describe('drill-down at 360 px (Chromium)', () => {
  it('shows one full-width level with 44 px targets; a tap goes in, back and crumbs go back, focus stays', async () => {
    const site = await narrowDemo(PHONE);
    const { page } = site;
    const input = combobox(page, 'District, drill-down');
    await input.tap();
    await popupPlaced(page);
    const popup = openPopup(page);
    expect(await levels(page)).toEqual([['浙江', '福建', '江苏', '北京']]);
    expect(await popup.locator('.rc-cascader-back').count()).toBe(0);

    // Full width: the level fills the popup, the popup the frame (less the edge kept free).
    const popupBox = await box(popup);
    const menuBox = await box(popup.locator('ul.rc-cascader-menu'));
    expect(Math.abs(menuBox.width - popupBox.width)).toBeLessThanOrEqual(1);
    const frameWidth = await page.evaluate(
      () => document.querySelector('.rc-cascader-dropdown')!.parentElement!.clientWidth,
    );
    expect(popupBox.width).toBeGreaterThan(frameWidth - 48);
    expect(popupBox.x).toBeGreaterThanOrEqual(0);
    expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(360);

    await item(page, 'zj').tap();
    expect(await levels(page)).toEqual([['杭州', '宁波', '温州']]);
    expect(await crumbs(page)).toEqual(['All', '浙江']);
    await tapRow(page, 'zj', 'hangzhou');
    await tapRow(page, 'zj', 'hangzhou', 'xihu');
    expect(await levels(page)).toEqual([['灵隐街道', '西溪街道', '北山街道']]);
    expect(await crumbs(page)).toEqual(['All', '浙江', '杭州', '西湖区']);
    for (const target of await targets(page)) {
      expect(target.height, `${target.text} is tall enough to tap`).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
    // A crumb as short as "All" is still a finger wide.
    for (const crumb of await popup.locator('.rc-cascader-breadcrumb-button').all()) {
      expect(
        (await box(crumb)).width,
        `${await crumb.textContent()} is wide enough to tap`,
      ).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
    const back = popup.getByRole('button', { name: 'Back to 杭州' });
    expect((await box(back)).width).toBeGreaterThanOrEqual(TOUCH_TARGET);
    expect(await axePopup(page)).toBe('');

    await back.tap();
    expect(await levels(page)).toEqual([['西湖区', '余杭区', '上城区']]);
    expect(await focusedName(page)).toBe('District, drill-down');
    await popup.getByRole('button', { name: 'All' }).tap();
    expect(await levels(page)).toEqual([['浙江', '福建', '江苏', '北京']]);
    expect(await focusedName(page)).toBe('District, drill-down');
    // The keyboard's item is the rendered 浙江, where the path went through.
    const active = await input.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"] .rc-cascader-menu-item-content`).textContent()).toBe('浙江');

    // The same keys as the columns: Right goes in, Left goes back, Escape closes.
    await page.keyboard.press('ArrowRight');
    expect(await levels(page)).toEqual([['杭州', '宁波', '温州']]);
    await page.keyboard.press('ArrowLeft');
    expect(await levels(page)).toEqual([['浙江', '福建', '江苏', '北京']]);
    await page.keyboard.press('Escape');
    await openPopup(page).waitFor({ state: 'detached' });

    // A double click goes in once: its second click is the branch's, not the row's now under it.
    await input.tap();
    await item(page, 'zj').dblclick();
    expect(await levels(page)).toEqual([['杭州', '宁波', '温州']]);
    // A leaf chooses and closes.
    await tapRow(page, 'zj', 'hangzhou');
    await tapRow(page, 'zj', 'hangzhou', 'shangcheng');
    await openPopup(page).waitFor({ state: 'detached' });
    expect(await page.locator('.rc-cascader-selection-item').first().textContent()).toBe(
      '浙江 / 杭州 / 上城区',
    );
    await closeClean(site);
  });

  it('searches and checks in the one level; at phone width `auto` drills down by itself', async () => {
    const site = await narrowDemo(PHONE);
    const { page } = site;
    await combobox(page, 'District, drill-down').tap();
    await popupPlaced(page);
    await page.keyboard.type('西溪');
    await expect.poll(() => levels(page)).toEqual([['浙江 / 杭州 / 西湖区 / 西溪街道']]);
    expect(await openPopup(page).locator('.rc-cascader-breadcrumb').count()).toBe(0);
    const popupBox = await box(openPopup(page));
    const resultBox = await box(openPopup(page).locator('li[role="treeitem"]'));
    expect(resultBox.width).toBeGreaterThan(popupBox.width - 16); // the results use the full width
    await page.keyboard.press('Escape');
    await openPopup(page).waitFor({ state: 'detached' });

    // Checkable: the checkbox checks, the row goes in.
    await page.getByLabel('Multiple').check();
    await combobox(page, 'District, drill-down').tap();
    await popupPlaced(page);
    // The checkbox's press area is a finger's, though the box is drawn 16 px wide: a tap just
    // beside it still checks.
    const checkbox = await box(item(page, 'bj').locator('.rc-cascader-checkbox'));
    // 44 × 44 px around it: every edge of that square still presses the checkbox.
    const centre = { x: checkbox.x + checkbox.width / 2, y: checkbox.y + checkbox.height / 2 };
    const reach = TOUCH_TARGET / 2 - 0.5;
    const edges = [
      [centre.x - reach, centre.y],
      [centre.x + reach, centre.y],
      [centre.x, centre.y - reach],
      [centre.x, centre.y + reach],
    ];
    const pressed = await page.evaluate(
      (points) =>
        points.map(([x, y]) => !!document.elementFromPoint(x, y)?.classList.contains('rc-cascader-checkbox')),
      edges,
    );
    expect(pressed).toEqual([true, true, true, true]);
    await page.touchscreen.tap(checkbox.x + checkbox.width + 10, checkbox.y + checkbox.height / 2);
    await expect
      .poll(() => page.locator('.rc-cascader-selection-item-content').allTextContents())
      .toEqual(['北京']);
    expect(await levels(page)).toEqual([['浙江', '福建', '江苏', '北京']]);
    await item(page, 'fj').tap();
    expect(await levels(page)).toEqual([['福州', '厦门']]);
    expect(await axePopup(page)).toBe('');
    await page.keyboard.press('Escape');

    // `auto`, untouched, at phone width: drill-down, inside the viewport.
    await combobox(page, 'District, auto').tap();
    await popupPlaced(page);
    expect(await openPopup(page).getAttribute('class')).toContain('rc-cascader-dropdown-drilldown');
    await item(page, 'js').tap();
    expect(await levels(page)).toEqual([['南京', '苏州']]);
    const autoBox = await box(openPopup(page));
    expect(autoBox.x).toBeGreaterThanOrEqual(0);
    expect(autoBox.x + autoBox.width).toBeLessThanOrEqual(360);
    expect(await axePopup(page)).toBe('');
    await closeClean(site);
  });

  it('opens a value 8 levels deep at its level, the path before it as a short breadcrumb', async () => {
    const site = await narrowDemo(PHONE);
    const { page } = site;
    await combobox(page, 'Option, 8 levels deep').tap();
    await popupPlaced(page);
    expect(await levels(page)).toEqual([['Level 8 option A', 'Level 8 option B', 'Level 8 option C']]);
    expect(await crumbs(page)).toEqual(['All', '…', 'Level 6 option A', 'Level 7 option A']);
    const deepest = openPopup(page).locator('li[role="treeitem"]').first();
    expect(await deepest.getAttribute('aria-level')).toBe('8');
    expect(await deepest.getAttribute('aria-posinset')).toBe('1');
    expect(await deepest.getAttribute('aria-setsize')).toBe('3');
    expect(await axePopup(page)).toBe('');
    // `…` stands for the deepest hidden level.
    await openPopup(page).getByRole('button', { name: 'Level 5 option A' }).tap();
    expect(await levels(page)).toEqual([['Level 6 option A', 'Level 6 option B', 'Level 6 option C']]);
    await openPopup(page).getByRole('button', { name: 'Back to Level 4 option A' }).tap();
    expect(await levels(page)).toEqual([['Level 5 option A', 'Level 5 option B', 'Level 5 option C']]);
    await closeClean(site);
  });

  it('slides between levels, and not under prefers-reduced-motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const site = await narrowDemo({ ...PHONE, reducedMotion });
      const { page } = site;
      await combobox(page, 'District, drill-down').tap();
      await popupPlaced(page);
      await item(page, 'zj').tap();
      // The slide the new level was given (read from the style, not from a running animation,
      // which a slow machine may have finished by the time it looks).
      const slide = await openPopup(page)
        .locator('ul.rc-cascader-menu')
        .evaluate((list) => getComputedStyle(list).animationName);
      expect(slide, reducedMotion).toBe(
        reducedMotion === 'no-preference' ? 'cascadia-level-forward' : 'none',
      );
      await closeClean(site);
    }
  });
});

describe('Cascader.Panel at 360 px (Chromium)', () => {
  it('drills down by itself, its breadcrumb just before it; a press on a row low on the page goes in', async () => {
    const site = await openSite(browser(), '/~demos/panel', PHONE);
    const { page } = site;
    const panel = page.getByRole('tree', { name: 'Multiple selection' });
    await panel.waitFor();
    expect(await panel.getAttribute('class')).toContain('rc-cascader-panel-drilldown');
    const rows = () => panel.locator('.rc-cascader-menu-item-content').allTextContents();
    expect(await rows()).toEqual(['福建', '浙江', '北京']);
    // The panel reaches below the fold: focusing it on the press must not scroll the row away.
    await panel.locator('[data-path-key="zj"]').click();
    expect(await rows()).toEqual(['杭州']);
    const crumbsBefore = page.locator(
      '.rc-cascader-breadcrumb-panel:has(+ [aria-label="Multiple selection"])',
    );
    expect(await crumbsBefore.locator('.rc-cascader-breadcrumb-button').allTextContents()).toEqual([
      'All',
      '浙江',
    ]);
    expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true);
    await crumbsBefore.getByRole('button', { name: 'Back to All' }).click();
    expect(await rows()).toEqual(['福建', '浙江', '北京']);
    expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await rows()).toEqual(['杭州']);
    // (The empty panel's known problem is left to the site's list of known library issues.)
    const violations = [
      ...(await runAxe(page, '.rc-cascader-panel-drilldown:not(.rc-cascader-panel-empty)')),
      ...(await runAxe(page, '.rc-cascader-breadcrumb-panel')),
    ];
    expect(formatViolations(violations)).toBe('');
    await closeClean(site);
  });
});

describe('columns at 1280 px (Chromium)', () => {
  it('keeps the columns, and windows a value 8 levels deep to the ones that fit', async () => {
    const site = await narrowDemo(LAPTOP);
    const { page } = site;
    await combobox(page, 'District, auto').click();
    await popupPlaced(page);
    await item(page, 'zj').click();
    await item(page, 'zj', 'hangzhou').click();
    expect(await levels(page)).toEqual([
      ['浙江', '福建', '江苏', '北京'],
      ['杭州', '宁波', '温州'],
      ['西湖区', '余杭区', '上城区'],
    ]);
    expect(await openPopup(page).locator('.rc-cascader-breadcrumb').count()).toBe(0);
    await page.keyboard.press('Escape');
    await openPopup(page).waitFor({ state: 'detached' });

    await combobox(page, 'Option, 8 levels deep').click();
    await popupPlaced(page);
    const popup = openPopup(page);
    const shown = await levels(page);
    // The last columns, through the deepest, all inside the viewport and the popup.
    expect(shown.at(-1)).toEqual(['Level 8 option A', 'Level 8 option B', 'Level 8 option C']);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    const popupBox = await box(popup);
    expect(popupBox.x).toBeGreaterThanOrEqual(0);
    expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(1280);
    expect(await popup.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const hidden = 8 - shown.length;
    if (hidden > 0) {
      // The levels left of the window are crumbs; the first goes back to the first level.
      expect((await crumbs(page)).at(-1)).toBe(`Level ${hidden} option A`);
      await popup.getByRole('button', { name: 'All' }).click();
      expect((await levels(page))[0]).toEqual(['Level 1 option A', 'Level 1 option B', 'Level 1 option C']);
    } else {
      expect(await popup.locator('.rc-cascader-breadcrumb').count()).toBe(0);
    }
    expect(await axePopup(page)).toBe('');
    await closeClean(site);
  });
});

describe('the first open at 1280 px, its popup not yet placed (Chromium)', () => {
  it('keeps the columns: a lone column stretched across an unplaced popup is no wide column', async () => {
    const site = await openSite(browser(), null, LAPTOP);
    const { page } = site;
    // Hold the positioning chunk back until the popup has opened without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await site.context.route(/\/Placer-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await goto(page, '/~demos/narrow');
    await page.locator('.rc-cascader').first().waitFor();
    await combobox(page, 'District, auto').click();
    await openPopup(page).waitFor({ state: 'attached' });
    expect(await openPopup(page).getAttribute('class')).not.toContain('rc-cascader-dropdown-drilldown');
    release();
    await popupPlaced(page);
    expect(await openPopup(page).getAttribute('class')).not.toContain('rc-cascader-dropdown-drilldown');
    await item(page, 'zj').click();
    expect(await levels(page)).toEqual([
      ['浙江', '福建', '江苏', '北京'],
      ['杭州', '宁波', '温州'],
    ]);
    await closeClean(site);
  });
});

describe('the site at 360 px', () => {
  it('shows the demo page without sideways scrolling; its cascaders fit the screen', async () => {
    const { page, problems, close } = await openSite(browser(), '/demo/narrow', PHONE);
    await settle(page);
    await page.locator('main .rc-cascader').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    const input = combobox(page, 'Option, 8 levels deep');
    await input.scrollIntoViewIfNeeded();
    await input.tap();
    await popupPlaced(page);
    const popupBox = await box(openPopup(page));
    expect(popupBox.x).toBeGreaterThanOrEqual(0);
    expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await close();
  });

  // One page for every demo, each demo a case of its own (with its own time limit): together they
  // are about forty page loads, more than one test's minute on a busy machine.
  describe('every demo inside its box', () => {
    let site: SitePage | undefined;
    beforeAll(async () => {
      site = await openSite(browser(), null, { viewport: { width: 360, height: 640 } });
    });
    afterAll(async () => {
      if (site) await closeClean(site);
    });

    it.each(DEMOS.map(({ id }) => id))('%s: no control sticks out of the demo or the screen', async (id) => {
      if (!site) throw new Error('the page did not open');
      const { page } = site;
      await goto(page, `/demo/${id}`);
      await settle(page);
      const found = await page.evaluate(() => {
        const live = document.querySelector('.demo-block-live');
        if (!live) return ['no demo'];
        const bounds = live.getBoundingClientRect();
        return Array.from(live.querySelectorAll('*'))
          .filter((element) => {
            const r = element.getBoundingClientRect();
            return r.width > 0 && (r.left < bounds.left - 0.5 || r.right > bounds.right + 0.5);
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}`);
      });
      expect(found.slice(0, 2)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });

  it('change-on-select on a phone: a tap on a province chooses it and goes in, so a city can be chosen', async () => {
    const { page, problems, close } = await openSite(browser(), '/~demos/change-on-select', PHONE);
    const input = combobox(page, 'Address');
    await input.tap();
    await popupPlaced(page);
    await tapRow(page, 'fj');
    expect(await input.inputValue()).toBe('福建');
    await tapRow(page, 'fj', 'fuzhou');
    expect(await input.inputValue()).toBe('福建, 福州');
    await tapRow(page, 'fj', 'fuzhou', 'mawei');
    expect(await input.inputValue()).toBe('福建, 福州, 马尾');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await close();
  });

  it('never places a popup above the top of the page, where no scrolling reaches it', async () => {
    // 640 px tall: a drill-down popup (one level of min(320px, 60vh) and its breadcrumb) fits
    // neither above nor below the trigger in the middle of the screen.
    const { page, problems, close } = await openSite(browser(), '/demo/value', {
      viewport: { width: 360, height: 640 },
    });
    await settle(page);
    const input = combobox(page, 'Address');
    await input.focus();
    await page.keyboard.press('ArrowDown');
    await popupPlaced(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await openPopup(page).locator('.rc-cascader-back').waitFor();
    await popupPlaced(page);
    const popupTop = await openPopup(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(popupTop).toBeGreaterThanOrEqual(0);
    // The back button at its top can be scrolled to and pressed.
    await openPopup(page).locator('.rc-cascader-back').scrollIntoViewIfNeeded();
    await openPopup(page).locator('.rc-cascader-back').click();
    expect(await openPopup(page).locator('.rc-cascader-back').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
