import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BENCHMARKS_OUTLINE } from '../../site/src/guides/benchmarks/outline';
import {
  goto,
  inViewport,
  navigateByMenu,
  openSite,
  pathOf,
  settle,
  sharedBrowser,
  siteUrl,
} from './helpers';

const browser = sharedBrowser();

/** Ids and depths of the headings in the page content. */
function contentHeadings(page: Page) {
  return page
    .locator('main :is(h1, h2, h3, h4)[id]')
    .evaluateAll((hs) => hs.map((h) => ({ id: h.id, depth: Number(h.tagName.slice(1)) })));
}

describe('site chrome', () => {
  it('switches language with a single link to the same page in the other locale', async () => {
    const { page, problems, close } = await openSite(browser(), '/demo/simple');
    await settle(page);
    const toChinese = page.getByRole('link', { name: 'Switch language to 中文' });
    expect(await page.locator('.lang-switch').count()).toBe(1);
    await toChinese.click();
    await page.waitForURL('**/zh-CN/demo/simple');
    await page.locator('main h1', { hasText: '基本用法' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.getByRole('link', { name: '切换语言为 English' }).click();
    await page.waitForURL((url) => url.pathname === '/demo/simple');
    await page.locator('main h1', { hasText: 'Basic' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(problems).toEqual([]);
    await close();
  });

  it('collapses the side menu behind a button on small screens; a click anywhere collapses it', async () => {
    const { page, problems, close } = await openSite(browser(), '/', {
      viewport: { width: 390, height: 800 },
    });
    await settle(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const sidebar = page.locator('#site-sidebar');
    expect(await sidebar.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    // The nav links move into the menu on small screens.
    await sidebar.getByRole('link', { name: 'Guide', exact: true }).waitFor();
    // A click anywhere (here the page heading, under the backdrop) collapses it.
    await page.mouse.click(380, 780);
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    // Following a link from the menu collapses it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await sidebar.locator('a[href="/demo/hover"]').click();
    await page.waitForURL('**/demo/hover');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    // The theme list closes on the same click anywhere.
    await page.getByRole('button', { name: /^Colour theme/ }).click();
    await page.getByRole('menu').waitFor();
    await page.mouse.click(200, 400);
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await close();
  });

  it('Escape collapses the side menu and gives the focus back to its button, not to the page', async () => {
    const { page, problems, close } = await openSite(browser(), '/demo/simple', {
      viewport: { width: 360, height: 640 },
    });
    await settle(page);
    const sidebar = page.locator('#site-sidebar');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    // Into the menu, by the keyboard, to one of its links.
    const link = sidebar.getByRole('link', { name: 'Guide', exact: true });
    while (!(await link.evaluate((element) => element === document.activeElement)))
      await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    expect(problems).toEqual([]);
    await close();
  });

  it('lists headings of depth 2 and 3, and only those, in the table of contents', async () => {
    const { page, close } = await openSite(browser(), '/');
    await settle(page);
    for (const path of ['/', '/hooks', '/core']) {
      if (path !== '/') await navigateByMenu(page, path);
      const expected = (await contentHeadings(page)).filter((h) => h.depth === 2 || h.depth === 3);
      const toc = await page
        .getByRole('navigation', { name: 'On this page' })
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(toc, path).toEqual(expected.map((h) => `#${h.id}`));
      expect(toc.length, path).toBeGreaterThan(2);
    }
    // The readme's API section has depth-3 headings (Props, Option), and the TOC has them.
    await goto(page, '/');
    await settle(page);
    const nested = await page.locator('.toc-list li[data-depth="3"] a').allTextContents();
    expect(nested).toEqual(['Props', 'Option']);
    await close();
  });

  it('gives every heading an anchor link and scrolls to the address’s hash', async () => {
    const { page, close } = await openSite(browser(), '/#license');
    await settle(page);
    await expect.poll(() => inViewport(page, 'license')).toBe(true);
    for (const path of ['/', '/hooks', '/demo/visible']) {
      if (path !== '/') await navigateByMenu(page, path);
      const headings = await contentHeadings(page);
      expect(headings.length).toBeGreaterThan(0);
      for (const { id } of headings) {
        expect(
          await page.locator(`[id="${id}"] > a.heading-anchor`).getAttribute('href'),
          `${path} #${id}`,
        ).toBe(`#${id}`);
      }
    }
    expect((await contentHeadings(page))[0].id).toBe('visible');
    await goto(page, '/hooks#useCascader');
    await settle(page);
    await expect.poll(() => inViewport(page, 'useCascader')).toBe(true);
    await close();
  });

  it('scrolls to the top on internal navigation', async () => {
    const { page, close } = await openSite(browser(), '/');
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await navigateByMenu(page, '/demo/animation');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it('opens external links in a new tab without an opener', async () => {
    const { page, close } = await openSite(browser(), '/');
    await settle(page);
    for (const path of ['/', '/demo/simple']) {
      if (path !== '/') await navigateByMenu(page, path);
      const external = await page.locator('a[href^="http"]').evaluateAll(
        (as, origin) =>
          as
            .filter((a) => !(a as HTMLAnchorElement).href.startsWith(origin))
            .map((a) => ({
              href: a.getAttribute('href'),
              target: a.getAttribute('target'),
              rel: a.getAttribute('rel'),
            })),
        siteUrl(),
      );
      expect(external.length, path).toBeGreaterThan(1);
      for (const link of external) {
        expect(link.target, link.href ?? '').toBe('_blank');
        expect(link.rel?.split(' '), link.href ?? '').toEqual(
          expect.arrayContaining(['noopener', 'noreferrer']),
        );
      }
    }
    await close();
  });

  it('shows “Edit this doc” and the last update in the footer, in both languages', async () => {
    const { page, close } = await openSite(browser(), '/demo/simple');
    await settle(page);
    const edit = page.getByRole('link', { name: /^Edit this doc on GitHub/ });
    expect(await edit.getAttribute('href')).toMatch(/\/edit\/main\/site\/src\/demos\/simple\.tsx$/);
    await page.locator('footer', { hasText: 'Last update: ' }).waitFor();
    const time = await page.locator('footer time').getAttribute('datetime');
    expect(Number.isNaN(Date.parse(time ?? ''))).toBe(false);
    expect(await page.locator('.site-footer-copyright').textContent()).toBe('MIT Licensed · Cascadia');
    await goto(page, '/zh-CN/demo/simple');
    await settle(page);
    await page.getByRole('link', { name: /^在 GitHub 上编辑此文档/ }).waitFor();
    await page.locator('footer', { hasText: '最后更新时间：' }).waitFor();
    expect(await page.locator('.site-footer-copyright').textContent()).toBe('以 MIT 许可证发布 · Cascadia');
    await goto(page, '/no/such/page');
    await settle(page);
    expect(await page.getByRole('link', { name: /^Edit this doc/ }).count()).toBe(0);
    await close();
  });

  it('has the side menu’s title, description, star badge, Demo group and in-page links', async () => {
    const { page, close } = await openSite(browser(), '/');
    await settle(page);
    const sidebar = page.locator('#site-sidebar');
    await sidebar.getByText('A fast, accessible, headless-first cascading select for the web.').waitFor();
    expect(await sidebar.getByRole('img', { name: 'GitHub stars' }).getAttribute('src')).toMatch(
      /^https:\/\/img\.shields\.io\/github\/stars\//,
    );
    await sidebar.locator('.menu-group-title', { hasText: 'Demo' }).waitFor();
    expect(await sidebar.locator('.sidebar-menu a[aria-current="page"]').textContent()).toBe('Introduction');
    await sidebar.locator('.menu-sections a[href="#install"]').waitFor();
    await close();
  });

  it('lists a new page’s sections in the side menu in the frame the page appears, so no link below them moves after', async () => {
    const { page, problems, close } = await openSite(browser(), '/zh-CN/guide/ssr');
    await settle(page);
    // Every frame, before it is painted: the page's h1, the sections the side menu lists and where
    // the link after Benchmarks (Accessibility) is, for as long as the test runs.
    await page.evaluate(() => {
      const frames: { h1?: string; sections: string[]; top?: number }[] = [];
      Object.assign(window, { frames_: frames });
      const tick = () => {
        frames.push({
          h1: document.querySelector('main h1')?.id,
          sections: Array.from(document.querySelectorAll('.sidebar-menu .menu-section-link'), (a) =>
            a.getAttribute('href'),
          ).filter((href): href is string => href !== null),
          top: document.querySelector('.sidebar-menu a[href="/zh-CN/accessibility"]')?.getBoundingClientRect()
            .top,
        });
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await navigateByMenu(page, '/zh-CN/benchmarks');
    // A few frames more, in case anything were still to move.
    await page.waitForFunction(() => {
      const frames = (window as unknown as { frames_: { h1?: string }[] }).frames_;
      return frames.filter((f) => f.h1 === 'benchmarks').length >= 5;
    });
    const frames = await page.evaluate(
      () => (window as unknown as { frames_: { h1?: string; sections: string[]; top?: number }[] }).frames_,
    );
    const expected = BENCHMARKS_OUTLINE.filter((h) => h.depth === 2).map((h) => `#${h.id}`);
    const shown = frames.filter((f) => f.h1 === 'benchmarks');
    expect(frames.some((f) => f.h1 === 'ssr')).toBe(true);
    for (const frame of shown) expect(frame.sections).toEqual(expected);
    expect(new Set(shown.map((f) => f.top)).size).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('marks only the current page’s link as current, in the side menu and the top bar, in both languages', async () => {
    const { page, problems, close } = await openSite(browser(), '/');
    const cases = [
      { path: '/', menu: 'Introduction', nav: ['Guide'] },
      { path: '/demo/simple', menu: 'Basic', nav: ['Demo'] },
      { path: '/zh-CN', menu: '介绍', nav: ['指南'] },
      { path: '/zh-CN/demo/simple', menu: '基本用法', nav: ['示例'] },
      { path: '/zh-CN/hooks', menu: '无样式 Hooks', nav: ['API', '无样式 Hooks'] },
    ];
    // Soft assertions: one run names every page and place that is wrong.
    for (const { path, menu, nav } of cases) {
      await goto(page, path);
      await settle(page);
      const sidebar = page.locator('#site-sidebar .sidebar-menu');
      // The router's aria-current="page" (which Sidebar.css styles as the active entry): one link,
      // the page's own, by its address and its label.
      const current = await sidebar
        .locator('a[aria-current="page"]')
        .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), text: a.textContent })));
      expect.soft(current, path).toHaveLength(1);
      expect.soft(current[0]?.href, path).toBe(path);
      expect.soft(current[0]?.text, path).toBe(menu);
      // Nothing else in the menu is styled as active.
      const styled = await sidebar
        .locator('a.menu-link')
        .evaluateAll((as) =>
          as.filter((a) => getComputedStyle(a).fontWeight === '600').map((a) => a.getAttribute('href')),
        );
      expect.soft(styled, path).toEqual([path]);
      // The top bar: one active entry (data-active) and no link marked current but the page's own.
      const topNav = page.getByRole('banner').getByRole('navigation');
      const active = await topNav
        .locator('.nav-link[data-active="true"]')
        .evaluateAll((els) => els.map((el) => el.textContent?.trim()));
      expect.soft(active, path).toEqual(nav);
      const navCurrent = await topNav
        .locator('a[aria-current="page"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect
        .soft(
          navCurrent.filter((href) => href !== path),
          path,
        )
        .toEqual([]);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('has nav links with children in the top bar', async () => {
    const { page, close } = await openSite(browser(), '/');
    await settle(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const api = nav.getByRole('button', { name: 'API' });
    expect(await api.getAttribute('aria-expanded')).toBe('false');
    await api.click();
    await nav.getByRole('link', { name: 'Core engine' }).click();
    await page.waitForURL('**/core');
    expect(pathOf(page)).toBe('/core');
    await close();
  });
});
