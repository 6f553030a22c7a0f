import { describe, expect, it } from 'vitest';
import { choose, item, openPopup, popupClosed, popupPlaced, selection } from './cascader';
import { closeClean, openDemo, sharedBrowser, watchFor } from './helpers';

const browser = sharedBrowser();

/** The search demo (a 300 px trigger) opened and searched for 州, its results shown. */
async function searchDemoResults() {
  const site = await openDemo(browser(), 'search');
  const { page } = site;
  const root = page.locator('.rc-cascader');
  await root.click();
  await popupPlaced(page);
  await page.keyboard.type('州');
  await openPopup(page).getByText('泉州').waitFor();
  return { site, page, root };
}

describe('the demos named by the spec (DEMOS.md)', () => {
  it('adjust-overflow: the first popup flips to stay on screen, the second keeps its placement', async () => {
    const site = await openDemo(browser(), 'adjust-overflow');
    const { page } = site;
    const first = page.locator('.rc-cascader').nth(0);
    const second = page.locator('.rc-cascader').nth(1);
    expect((await first.boundingBox())?.width).toBe(170);
    expect((await second.boundingBox())?.width).toBe(170);
    await first.getByText('Will adjust position').waitFor();
    await second.getByText('Will not adjust position').waitFor();
    // Push the triggers to the bottom of the viewport, so a popup below them would overflow.
    await page.evaluate(() => {
      const main = document.querySelector('main');
      if (main) main.style.paddingTop = `${window.innerHeight - 80}px`;
    });
    for (const [root, flips] of [
      [first, true],
      [second, false],
    ] as const) {
      await root.click();
      await popupPlaced(page);
      const trigger = await root.boundingBox();
      const box = await openPopup(page).boundingBox();
      if (!trigger || !box) throw new Error('no geometry');
      if (flips) expect(box.y + box.height).toBeLessThanOrEqual(trigger.y);
      else expect(box.y).toBeGreaterThanOrEqual(trigger.y + trigger.height);
      await page.keyboard.press('Escape');
      await popupClosed(page);
    }
    await closeClean(site);
  });

  it('search: the results popup is as wide as the 300 px trigger, 4 px below it', async () => {
    const { site, page, root } = await searchDemoResults();
    // The width follows the trigger once the search replaces the columns: placed again at that size.
    await expect.poll(async () => (await openPopup(page).boundingBox())?.width).toBe(300);
    const trigger = await root.boundingBox();
    const box = await openPopup(page).boundingBox();
    if (!trigger || !box) throw new Error('no geometry');
    expect(box.x).toBeCloseTo(trigger.x, 0);
    expect(box.y).toBeCloseTo(trigger.y + trigger.height + 4, 0);
    await page.keyboard.press('Escape');
    await popupClosed(page);
    await closeClean(site);
  });

  it('search: a trigger resized while the results show takes the popup to its new width', async () => {
    const { site, page, root } = await searchDemoResults();
    await expect.poll(async () => (await openPopup(page).boundingBox())?.width).toBe(300);
    // Only the trigger's size changes (its left edge stays): the popup's resize watch places it again.
    await root.evaluate((element) => {
      (element as HTMLElement).style.maxWidth = '240px';
    });
    await expect.poll(async () => (await openPopup(page).boundingBox())?.width).toBe(240);
    await page.keyboard.press('Escape');
    await popupClosed(page);
    await closeClean(site);
  });

  it('animation: the popup enters and leaves with the slide-up transition', async () => {
    const site = await openDemo(browser(), 'animation');
    const { page } = site;
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { seenClasses: Set<string> }).seenClasses = seen;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as Element;
          if (!el.classList?.contains('rc-cascader-dropdown')) continue;
          for (const c of el.classList) seen.add(c);
        }
      }).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
        childList: true,
      });
    });
    await page.locator('.rc-cascader').click();
    await openPopup(page).waitFor();
    await page.keyboard.press('Escape');
    await popupClosed(page);
    const seen = await page.evaluate(() => [
      ...(window as unknown as { seenClasses: Set<string> }).seenClasses,
    ]);
    expect(seen).toEqual(
      expect.arrayContaining(['slide-up-enter', 'slide-up-enter-active', 'slide-up-leave-active']),
    );
    await closeClean(site);
  });

  it('change-on-select: every level can be chosen, hover expands, the input joins labels with ", "', async () => {
    const site = await openDemo(browser(), 'change-on-select');
    const { page } = site;
    const input = page.getByPlaceholder('please select address');
    expect(await input.getAttribute('readonly')).not.toBeNull();
    await input.click();
    await item(page, 'fj').hover();
    await item(page, 'fj', 'fuzhou').waitFor();
    await item(page, 'fj').click();
    await expect.poll(() => input.inputValue()).toBe('福建');
    if (!(await openPopup(page).isVisible())) await input.click();
    await item(page, 'fj').hover();
    await item(page, 'fj', 'fuzhou').hover();
    await item(page, 'fj', 'fuzhou', 'mawei').click();
    await expect.poll(() => input.inputValue()).toBe('福建, 福州, 马尾');
    await closeClean(site);
  });

  it('custom-arrow-icon: custom icons, and two children after a 1500 ms load', async () => {
    const site = await openDemo(browser(), 'custom-arrow-icon');
    const { page } = site;
    await page.locator('.rc-cascader').click();
    expect(await item(page, 'fj').locator('.rc-cascader-menu-item-expand-icon svg').count()).toBe(1);
    const sawLoading = await watchFor(page, 'li[data-path-key="fj"] .rc-cascader-menu-item-loading-icon svg');
    await item(page, 'fj').click();
    await item(page, 'fj', 'fj-dynamic1').waitFor({ timeout: 10_000 });
    expect(await sawLoading()).toBe(true);
    expect(await item(page, 'fj', 'fj-dynamic1').getAttribute('title')).toBe('福建动态加载1');
    expect(await item(page, 'fj', 'fj-dynamic2').getAttribute('title')).toBe('福建动态加载2');
    // The first generated child is itself lazy: it still shows the (custom) expand icon.
    expect(
      await item(page, 'fj', 'fj-dynamic1').locator('.rc-cascader-menu-item-expand-icon svg').count(),
    ).toBe(1);
    await closeClean(site);
  });

  it('custom-field-name: labels, values and children come from name, code and nodes', async () => {
    const site = await openDemo(browser(), 'custom-field-name');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    await root.click();
    await item(page, 'bj').click();
    expect(await item(page, 'bj', 'haidian').getAttribute('aria-disabled')).toBe('true');
    await item(page, 'bj', 'chaoyang').click();
    await expect.poll(() => selection(root).textContent()).toBe('北京 / 朝阳区');
    await closeClean(site);
  });

  it('debug: a Multiple checkbox toggles checkable mode on a 200 px cascader with the awkward cases', async () => {
    const site = await openDemo(browser(), 'debug');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    expect((await root.boundingBox())?.width).toBe(200);
    expect(await selection(root).textContent()).toBe('福建 / 福州');
    expect(await root.getAttribute('class')).toContain('rc-cascader-show-search');
    expect(await root.getAttribute('class')).toContain('rc-cascader-allow-clear');
    await root.click();
    expect(await item(page, 'fj', 'fuzhou').getAttribute('aria-disabled')).toBe('true');
    expect(await item(page, 'disabled-top').getAttribute('aria-disabled')).toBe('true');
    await item(page, 'disabled-top').click({ force: true });
    expect(await item(page, 'disabled-top', 'unseen').count()).toBe(0);
    await item(page, 'empty-children').waitFor();
    expect(await item(page, 'with-title').getAttribute('title')).toBe('A title that is not the label');
    await page.keyboard.press('Escape');

    await page.getByLabel('Multiple').check();
    await page.locator('.rc-cascader-multiple').waitFor();
    expect(await page.locator('.rc-cascader-selection-item-content').allTextContents()).toEqual(['福州']);
    await closeClean(site);
  });

  it('default-expand-single-option: choosing 浙江 appends 杭州 and 西湖', async () => {
    const site = await openDemo(browser(), 'default-expand-single-option');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    await root.click();
    await item(page, 'zhejiang').click();
    await expect.poll(() => selection(root).textContent()).toBe('浙江 / 杭州 / 西湖');
    await closeClean(site);
  });

  it('default-value: starts at zj / hangzhou / yuhang, with five filler options', async () => {
    const site = await openDemo(browser(), 'default-value');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    expect(await selection(root).textContent()).toBe('浙江 / 杭州 / 余杭');
    await root.click();
    const first = openPopup(page).locator('ul.rc-cascader-menu').first().locator('li');
    expect(await first.evaluateAll((lis) => lis.map((li) => li.getAttribute('title')))).toEqual([
      '福建',
      '浙江',
      '北京',
      '占位1',
      '占位2',
      '占位3',
      '占位4',
      '占位5',
    ]);
    await closeClean(site);
  });

  it('disabled: a disabled cascader does not open; disabled options cannot be chosen', async () => {
    const site = await openDemo(browser(), 'disabled');
    const { page } = site;
    const [off, on] = [page.locator('.rc-cascader').nth(0), page.locator('.rc-cascader').nth(1)];
    expect(await off.getAttribute('class')).toContain('rc-cascader-disabled');
    await off.click({ force: true });
    expect(await openPopup(page).count()).toBe(0);
    await on.click();
    expect(await item(page, 'zj').getAttribute('aria-disabled')).toBe('true');
    await item(page, 'bj').click();
    await item(page, 'bj', 'haidian').click({ force: true });
    expect(await selection(on).count()).toBe(0);
    await item(page, 'bj', 'chaoyang').click();
    await expect.poll(() => selection(on).textContent()).toBe('北京 / 朝阳区');
    await closeClean(site);
  });

  it('dropdown-render: a footer under the menus', async () => {
    const site = await openDemo(browser(), 'dropdown-render');
    const { page } = site;
    await page.locator('.rc-cascader').click();
    await openPopup(page)
      .getByText('Hey, DropdownRender, Long DropdownRender, Long DropdownRender')
      .waitFor();
    await closeClean(site);
  });

  it('dynamic-options: a chosen lazy option loads, then two children arrive after 1000 ms', async () => {
    const site = await openDemo(browser(), 'dynamic-options');
    const { page } = site;
    const input = page.getByPlaceholder('please select address');
    await input.click();
    const sawLoading = await watchFor(page, 'li[data-path-key="fj"].rc-cascader-menu-item-loading');
    await item(page, 'fj').click();
    await expect.poll(() => input.inputValue()).toBe('福建');
    await item(page, 'fj', 'fj-dynamic1').waitFor({ timeout: 10_000 });
    expect(await sawLoading()).toBe(true);
    expect(await item(page, 'fj', 'fj-dynamic2').getAttribute('title')).toBe('福建动态加载2');
    expect(await item(page, 'fj').getAttribute('class')).not.toContain('loading');
    await item(page, 'fj', 'fj-dynamic2').click();
    await expect.poll(() => input.inputValue()).toBe('福建, 福建动态加载2');
    await closeClean(site);
  });

  it('hover: columns open on hover, including the hover demo’s own options', async () => {
    const site = await openDemo(browser(), 'hover');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    await root.getByText('Hover to expand children').waitFor();
    await root.click();
    await item(page, 'tw').hover();
    await item(page, 'tw', 'taipei').hover();
    await item(page, 'tw', 'taipei', 'zhongzheng').waitFor();
    await item(page, 'tw', 'gaoxiong').waitFor();
    expect(await item(page, 'xg').locator('.rc-cascader-menu-item-expand-icon').count()).toBe(0);
    await closeClean(site);
  });

  it('rc-form: submitting empty shows an error next to the field; a value clears it', async () => {
    const site = await openDemo(browser(), 'rc-form');
    const { page } = site;
    const logs: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'log') logs.push(m.text());
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').getByText('Please select your address').waitFor();
    await expect.poll(() => logs.some((l) => l.startsWith('Submit failed:'))).toBe(true);
    await page.getByRole('combobox', { name: 'Address', exact: true }).click();
    await choose(page, 'bj', 'chaoyang');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => logs.some((l) => l.startsWith('Submit success:'))).toBe(true);
    await closeClean(site);
  });

  it('simple: an input trigger shows the chosen labels joined by ", "; 海淀区 is disabled', async () => {
    const site = await openDemo(browser(), 'simple');
    const { page } = site;
    const input = page.getByPlaceholder('please select address');
    await input.click();
    await item(page, 'bj').click();
    expect(await item(page, 'bj', 'haidian').getAttribute('aria-disabled')).toBe('true');
    await item(page, 'bj', 'chaoyang').click();
    await expect.poll(() => input.inputValue()).toBe('北京, 朝阳区');
    await popupClosed(page);
    await closeClean(site);
  });

  it('text-trigger: the 切换地区 link opens it and the labels show beside it', async () => {
    const site = await openDemo(browser(), 'text-trigger');
    const { page } = site;
    await page.getByRole('combobox', { name: '切换地区' }).click();
    await choose(page, 'fj', 'quanzhou');
    await page.getByText('福建, 泉州').waitFor();
    await closeClean(site);
  });

  it('value: the button sets the controlled value to 北京 / 朝阳区', async () => {
    const site = await openDemo(browser(), 'value');
    const { page } = site;
    const root = page.locator('.rc-cascader');
    expect(await selection(root).count()).toBe(0);
    await page.getByRole('button', { name: 'set value to 北京朝阳区' }).click();
    await expect.poll(() => selection(root).textContent()).toBe('北京 / 朝阳区');
    await closeClean(site);
  });

  it('visible: the page opens the popup and hears when the cascader closes it', async () => {
    const site = await openDemo(browser(), 'visible');
    const { page } = site;
    await page.getByText('The popup is closed').waitFor();
    await page.getByRole('button', { name: 'Open the popup' }).click();
    await openPopup(page).waitFor();
    await page.getByText('The popup is open').waitFor();
    await page.locator('.rc-cascader').click();
    await page.getByText('The popup is closed').waitFor();
    await popupClosed(page);

    // Opened from the button, by keyboard: the focus goes where the keys work, the cascader.
    const combobox = page.getByRole('combobox', { name: 'Address' });
    await page.getByRole('button', { name: 'Open the popup' }).focus();
    await page.keyboard.press('Enter');
    await openPopup(page).waitFor();
    expect(await combobox.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => combobox.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Escape');
    await page.getByText('The popup is closed').waitFor();
    await popupClosed(page);
    // Opened from the button, the button closes it again.
    await page.getByRole('button', { name: 'Open the popup' }).click();
    await openPopup(page).waitFor();
    await page.getByRole('button', { name: 'Close the popup' }).click();
    await page.getByText('The popup is closed').waitFor();
    await popupClosed(page);
    await closeClean(site);
  });
});
