import type { Locator, Page } from 'playwright-core';

/** rc-cascader's separator inside `data-path-key` (COMPAT.md). */
const SPLIT = '__RC_CASCADER_SPLIT__';

/** The open popup (there is at most one open at a time). */
export function openPopup(page: Page): Locator {
  return page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');
}

/** The menu item for a value path, inside the open popup. */
export function item(page: Page, ...path: string[]): Locator {
  return openPopup(page).locator(`li[data-path-key="${path.join(SPLIT)}"]`);
}

/** A menu item of an inline panel (or any container) for a value path. */
export function itemIn(scope: Locator, ...path: string[]): Locator {
  return scope.locator(`li[data-path-key="${path.join(SPLIT)}"]`);
}

/** Clicks the items of a path one after the other, as a person would. */
export async function choose(page: Page, ...path: string[]): Promise<void> {
  for (let i = 1; i <= path.length; i++) await item(page, ...path.slice(0, i)).click();
}

/** The selector text of a cascader root (the chosen labels joined with ' / '). */
export function selection(root: Locator): Locator {
  return root.locator('.rc-cascader-selection-item');
}

/** Waits until the popup is closed (hidden, or gone). */
export async function popupClosed(page: Page): Promise<void> {
  await openPopup(page).waitFor({ state: 'detached' });
}

/** Waits until the open popup is placed and still: shown, opaque, no animation running. */
export async function popupPlaced(page: Page): Promise<void> {
  await openPopup(page).waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLElement>('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');
    if (!el) return false;
    const style = getComputedStyle(el);
    return style.visibility === 'visible' && style.opacity === '1' && el.getAnimations().length === 0;
  });
}
