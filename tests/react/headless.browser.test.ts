import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeReport, closeClean, openDemo, sharedBrowser } from '../site/helpers';

/**
 * The headless kit in Chromium, through the headless demo (site/src/demos/headless.tsx): markup of
 * its own on useCascader, its popup placed by usePopupPosition and its long column (1,000 islands)
 * windowed by useVirtualList, as the ready Cascader's are.
 */
const browser = sharedBrowser();

/** The trigger's and the popup's boxes, and the popup's opacity. */
function boxes(page: Page) {
  return page.evaluate(() => {
    const trigger = document.querySelector<HTMLElement>('[role="combobox"]')!.getBoundingClientRect();
    const popup = document.querySelector<HTMLElement>('[role="tree"]')?.parentElement;
    const rect = popup?.getBoundingClientRect();
    return {
      trigger: { left: trigger.left, top: trigger.top, bottom: trigger.bottom },
      popup: rect && { left: rect.left, top: rect.top, bottom: rect.bottom },
      opacity: popup ? getComputedStyle(popup).opacity : null,
    };
  });
}

/** The islands column: how many rows it renders, and whether the keyboard's row is wholly in view. */
function islands(page: Page) {
  return page.evaluate(() => {
    // The second column, named by its parent row: the islands once Islands is open.
    const column = document.querySelectorAll<HTMLElement>('[role="tree"] [role="group"]')[1];
    if (!column?.querySelector('[role="treeitem"]')?.textContent?.startsWith('Island')) return null;
    const id = document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant');
    const row = id ? document.getElementById(id) : null;
    const box = column.getBoundingClientRect();
    const rect = row?.getBoundingClientRect();
    const inView =
      !!rect &&
      rect.height > 1 &&
      rect.top >= box.top - 0.5 &&
      rect.bottom <= box.top + column.clientHeight + 0.5;
    return {
      rendered: column.querySelectorAll('[role="treeitem"]').length,
      setSize: column.querySelector('[role="treeitem"]')?.getAttribute('aria-setsize'),
      active: `${row?.textContent} ${inView ? 'in view' : 'hidden'}`,
    };
  });
}

async function openPopup(page: Page) {
  await page.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('tree', { name: 'Places' }).waitFor();
  // Placed: the popup is transparent until then.
  await expect.poll(async () => (await boxes(page)).opacity).toBe('1');
}

describe('the headless demo: usePopupPosition and useVirtualList (Chromium)', () => {
  it('places the popup 4 px below the trigger, aligned with its start, and above it where there is no room below', async () => {
    const site = await openDemo(browser(), 'headless');
    const { page } = site;
    await openPopup(page);
    const below = await boxes(page);
    expect(Math.round(below.popup!.top - below.trigger.bottom)).toBe(4);
    expect(Math.round(below.popup!.left - below.trigger.left)).toBe(0);
    await page.keyboard.press('Escape');

    // The trigger near the bottom of the screen: the popup flips above it.
    await page.evaluate(() => {
      const root = document.querySelector<HTMLElement>('[role="combobox"]')!.parentElement!;
      root.style.marginTop = `${window.innerHeight - 100}px`;
    });
    await openPopup(page);
    const above = await boxes(page);
    expect(Math.round(above.trigger.top - above.popup!.bottom)).toBe(4);
    expect(above.popup!.top).toBeGreaterThanOrEqual(0);
    await closeClean(site);
  });

  it('renders a window of the 1,000 islands, keeps the keyboard’s row in view, and passes axe', async () => {
    const site = await openDemo(browser(), 'headless');
    const { page } = site;
    await openPopup(page);
    await page.keyboard.press('End'); // the last place: Islands
    await page.keyboard.press('ArrowRight'); // its column, on the first island
    await expect.poll(async () => (await islands(page))?.active).toBe('Island 1 in view');
    const first = await islands(page);
    expect(first?.setSize).toBe('1000');
    expect(first?.rendered).toBeLessThan(40);
    await page.keyboard.press('End');
    await expect.poll(async () => (await islands(page))?.active).toBe('Island 1000 in view');
    expect((await islands(page))?.rendered).toBeLessThan(40);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await islands(page))?.active).toBe('Island 999 in view');
    expect(await axeReport(page)).toBe('');
    await closeClean(site);
  });
});
