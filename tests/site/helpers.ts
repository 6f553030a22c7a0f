import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { formatViolations, launchChromium, runAxe } from '../browser/chromium';

/** The built site, served by tests/browser/global-setup.ts. */
export const siteUrl = (): string => inject('siteUrl');

/** A blank image for every request that would leave the machine (the star badge, say). */
const OFFLINE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="20"></svg>';

export interface SitePage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, and uncaught exceptions, in the order they happened. */
  problems: string[];
  close: () => Promise<void>;
}

/** One Chromium for the whole file; every test gets a fresh context from it. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}

function describeConsole(message: ConsoleMessage): string {
  const where = message.location();
  return `console.${message.type()}: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`;
}

/**
 * A new context and page on the site. Motion is reduced (the site then skips its fade-ins, so
 * nothing is mid-animation when a test looks); requests that would leave 127.0.0.1 are answered
 * locally. The path is opened and the app waited for unless `path` is null.
 */
export async function openSite(
  browser: Browser,
  path: string | null,
  options: BrowserContextOptions = {},
): Promise<SitePage> {
  const base = siteUrl();
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  await context.route(
    (url) => !url.href.startsWith(base),
    (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: OFFLINE_SVG }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(describeConsole(message));
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  if (path !== null) await goto(page, path);
  return { page, context, problems, close: () => context.close() };
}

/** Navigates and waits until the app has rendered its route (the root has content). */
export async function goto(page: Page, path: string): Promise<void> {
  await page.goto(`${siteUrl()}${path}`);
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
}

/** The path, query and hash of the page's address, without the origin. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Cascader popups that are open: portalled to <body>, as rc-cascader's are by default. */
const OPEN_POPUPS = '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)';

/**
 * Runs axe-core on the page and returns a readable list of violations ('' when clean). The page's
 * own structure (landmarks, headings, regions) is judged without the open cascader popups, and
 * each popup is judged as the component it is, by every rule that applies to a part of a page, as
 * tests/react/a11y.browser.test.ts does: a popup portalled to <body> (the drop-in default, so that
 * no `overflow: hidden` ancestor clips it) belongs to its combobox, which owns it (aria-controls)
 * and names it, not to a landmark of the page.
 */
export async function axeReport(page: Page): Promise<string> {
  const violations = await runAxe(page, { exclude: [OPEN_POPUPS] });
  if ((await page.locator(OPEN_POPUPS).count()) > 0) violations.push(...(await runAxe(page, OPEN_POPUPS)));
  return formatViolations(violations);
}

/**
 * Client-side navigation, as a reader does it: clicks the side menu's link to `path` and waits
 * for the new page's heading and, on demo pages, for the demo itself.
 */
export async function navigateByMenu(page: Page, path: string): Promise<void> {
  const link = page.locator(`.sidebar-menu a[href="${path}"]`);
  const title = (await link.textContent()) ?? '';
  await link.click();
  await page.waitForURL((url) => url.pathname === path);
  // The old page stays until the new one is ready: wait for the new heading, not just the address.
  await page.locator('main h1', { hasText: title }).first().waitFor();
  await settle(page);
}

/** Waits for the page's h1 and for any demo on it to have loaded (or failed). */
export async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.demo-loading'));
}

/** The element with this id is on screen, the page having scrolled to it. */
export function inViewport(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const rect = document.getElementById(target)?.getBoundingClientRect();
    return !!rect && window.scrollY > 0 && rect.top >= 0 && rect.bottom <= window.innerHeight;
  }, id);
}

/** A demo on its own page (`/~demos/<id>`), rendered. */
export async function openDemo(browser: Browser, id: string): Promise<SitePage> {
  const site = await openSite(browser, `/~demos/${id}`);
  await site.page.locator('main').waitFor();
  await site.page.waitForFunction(() => !document.querySelector('.demo-loading'));
  return site;
}

/** Asserts that nothing was logged as an error or warning, then closes the page's context. */
export async function closeClean(site: SitePage): Promise<void> {
  expect(site.problems).toEqual([]);
  await site.close();
}

/**
 * Starts watching the page for `selector` and resolves, when asked, whether it ever matched.
 * For a state that lasts a fixed time (a demo's loader answers after 1,000 ms): waiting for it
 * to be visible races that time on a busy machine, where the first look may come after it ended.
 * The page's own MutationObserver sees every change, whenever the test gets to look.
 */
export async function watchFor(page: Page, selector: string): Promise<() => Promise<boolean>> {
  const key = `__watched_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ selector, key }) => {
      const record = window as unknown as Record<string, boolean>;
      record[key] = document.querySelector(selector) !== null;
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector) === null) return;
        record[key] = true;
        observer.disconnect();
      });
      if (!record[key]) observer.observe(document, { subtree: true, childList: true, attributes: true });
    },
    { selector, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key);
}
