import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../../site/src/guides/registry';
import { LOCALES, localizePath } from '../../site/src/i18n/locale';
import { axeReport, goto, openSite, settle, sharedBrowser } from './helpers';

const browser = sharedBrowser();

/** The headings of depth 2 and 3 in the page's content, as (id, depth, text). */
function sections(page: Page) {
  return page.locator('main article').evaluate((article) =>
    Array.from(article.querySelectorAll('h2[id], h3[id]')).map((h) => ({
      id: h.id,
      depth: Number(h.tagName.slice(1)),
      text: Array.from(h.childNodes)
        .filter((n) => !(n instanceof HTMLElement && n.classList.contains('heading-anchor')))
        .map((n) => n.textContent ?? '')
        .join('')
        .trim(),
    })),
  );
}

/**
 * Every page of guides/registry.ts (migration, headless, core, server rendering, and what others
 * add there), in each language and colour scheme: its own address, its document title, its
 * outline as the headings with their anchors, and no axe violation.
 */
describe('guides', () => {
  // A test for each language and scheme of each guide, so that each has its own time limit.
  for (const guide of GUIDES) {
    for (const { id: locale } of LOCALES) {
      const path = localizePath(guide.path, locale);
      for (const colorScheme of ['light', 'dark'] as const) {
        it(`${path} (${colorScheme}): route, title, headings and axe`, async () => {
          const { page, problems, close } = await openSite(browser(), null, { colorScheme });
          await goto(page, path);
          await settle(page);
          expect(await page.title(), path).toBe(`${guide.title[locale]} - Cascadia`);
          expect((await page.locator('main h1').first().textContent())?.replace(/#$/, ''), path).toBe(
            guide.title[locale],
          );
          expect(await sections(page), path).toEqual(
            guide.outline.map((s) => ({ id: s.id, depth: s.depth, text: s.title[locale] })),
          );
          for (const { id } of guide.outline) {
            expect(await page.locator(`[id="${id}"] > a.heading-anchor`).getAttribute('href')).toBe(`#${id}`);
          }
          expect(await axeReport(page)).toBe('');
          expect(problems).toEqual([]);
          await close();
        });
      }
    }
  }

  it('lists every guide in the top bar’s Docs menu and in the side menu, and the search finds each', async () => {
    const { page, problems, close } = await openSite(browser(), '/');
    await settle(page);
    const top = page.getByRole('banner').getByRole('navigation');
    await top.getByRole('button', { name: 'Docs' }).click();
    for (const guide of GUIDES) {
      await top.getByRole('link', { name: guide.title['en-US'], exact: true }).waitFor();
      await page.locator(`.sidebar-menu a[href="${guide.path}"]`).waitFor({ state: 'attached' });
    }
    await page.keyboard.press('Escape');
    const box = page.getByRole('combobox', { name: /Search the docs/ });
    for (const guide of GUIDES) {
      await box.fill(guide.title['en-US']);
      await page
        .getByRole('listbox')
        .getByRole('option')
        .filter({ hasText: guide.title['en-US'] })
        .first()
        .waitFor();
      // Its sections are found too, with the guide as their parent.
      const section = guide.outline[0].title['en-US'];
      await box.fill(section);
      await page
        .getByRole('listbox')
        .getByRole('option')
        .filter({ hasText: section })
        .filter({ hasText: guide.title['en-US'] })
        .first()
        .waitFor();
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('runs the headless guide’s picker: choosing with the mouse, searching with highlights, a windowed column', async () => {
    const { page, problems, close } = await openSite(browser(), '/guide/headless');
    await settle(page);
    const live = page.locator('.headless-guide-live');
    const input = live.getByRole('combobox', { name: 'Destination' });
    await input.click();
    const tree = page.getByRole('tree', { name: 'Places' });
    await tree.getByRole('treeitem', { name: 'Europe' }).click();
    await tree.getByRole('treeitem', { name: 'France' }).click();
    await tree.getByRole('treeitem', { name: 'Paris' }).click();
    await tree.waitFor({ state: 'detached' });
    expect(await input.getAttribute('placeholder')).toBe('Europe / France / Paris');
    // Search: the typed text is marked in each result.
    await input.click();
    await input.fill('town 4');
    const result = tree.getByRole('treeitem').first();
    await result.waitFor();
    expect(await result.textContent()).toBe('Asia / Numbered towns / Town 4');
    expect(await result.locator('mark').allTextContents()).toEqual(['Town 4']);
    await input.fill('');
    // The long column renders a window of its 500 rows, each with its place in the whole column.
    await tree.getByRole('treeitem', { name: 'Asia' }).click();
    await tree.getByRole('treeitem', { name: 'Numbered towns' }).click();
    const towns = tree.getByRole('group', { name: 'Numbered towns' }).getByRole('treeitem');
    await towns.first().waitFor();
    expect(await towns.count()).toBeLessThan(30);
    expect(await towns.first().getAttribute('aria-setsize')).toBe('500');
    expect(await axeReport(page)).toBe('');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows readers no line about a missing coverage report on the home page', async () => {
    for (const { id: locale } of LOCALES) {
      const { page, close } = await openSite(browser(), localizePath('/', locale));
      await settle(page);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(/No coverage report|没有找到覆盖率报告/);
      // The section is there exactly when it has a figure to show.
      const section = page.locator('h2#coverage');
      if (await section.count())
        expect(await page.locator('td[data-metric="lines"]').textContent()).toMatch(/%$/);
      await close();
    }
  });
});
