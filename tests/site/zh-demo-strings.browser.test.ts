import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMOS } from '../../site/src/demos/registry';
import { GUIDES } from '../../site/src/guides/registry';
import { closeClean, goto, openSite, pathOf, type SitePage, settle, sharedBrowser } from './helpers';

const browser = sharedBrowser();

/**
 * Text in a demo that is not the demo's own wording, so may be Latin on a Chinese page: source
 * (code), the option data (rows, the chosen value's tags and text, which some demos deliberately
 * keep in English), and anything marked as another language (the locale demo's "English").
 */
const NOT_WORDING = [
  'code',
  'pre',
  '[role="treeitem"]',
  '.rc-cascader-selection-item',
  '.rc-cascader-selection-item-content',
].join(', ');

/** A word of the Latin alphabet: two letters or more (a lone "A" is an option's letter, not English). */
const LATIN_WORD = /[A-Za-z]{2,}/g;

/**
 * What a Chinese reader sees and hears of a demo's own texts: its text nodes and the attributes
 * that name or describe its controls, and every accessible name Chromium computes inside it.
 * Latin words that also occur in code, option data or text marked as another language are
 * exempt, since those are meant to stay as they are (the combobox of lazy-checkable is named by
 * a heading that quotes `SHOW_PARENT`, say).
 */
async function englishIn(page: Page, selector = '.demo-block-live'): Promise<string[]> {
  const { strings, exempt } = await page
    .locator(selector)
    .first()
    .evaluate((root, notWording) => {
      const strings: string[] = [];
      const exempt: string[] = [];
      const otherLanguage = (el: Element) =>
        !(el.closest('[lang]')?.getAttribute('lang') ?? 'zh').startsWith('zh');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node instanceof Element ? node : node.parentElement;
        if (!element) continue;
        const into = element.closest(notWording) || otherLanguage(element) ? exempt : strings;
        if (node instanceof Element) {
          for (const name of ['aria-label', 'aria-description', 'placeholder', 'title', 'alt']) {
            const value = node.getAttribute(name);
            if (value) into.push(value);
          }
        } else if (node.textContent?.trim()) into.push(node.textContent.trim());
      }
      return { strings, exempt };
    }, NOT_WORDING);
  const names = await accessibleNamesIn(page, selector);
  const exemptWords = new Set(exempt.flatMap((text) => text.match(LATIN_WORD) ?? []));
  return [...strings, ...names].filter((text) =>
    (text.match(LATIN_WORD) ?? []).some((word) => !exemptWords.has(word)),
  );
}

/** The accessible names of the nodes under the first element matching `selector`, from Chromium's tree. */
async function accessibleNamesIn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
  const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as {
    nodeId: number;
  };
  const { node } = (await cdp.send('DOM.describeNode', { nodeId })) as { node: { backendNodeId: number } };
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      nodeId: string;
      ignored: boolean;
      childIds?: string[];
      backendDOMNodeId?: number;
      name?: { value: string };
    }[];
  };
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const names: string[] = [];
  const walk = (id: string) => {
    const n = byId.get(id);
    if (!n) return;
    if (!n.ignored && n.name?.value) names.push(n.name.value);
    for (const child of n.childIds ?? []) walk(child);
  };
  const start = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
  if (!start) throw new Error(`${selector} is not in the accessibility tree`);
  walk(start.nodeId);
  return names;
}

/**
 * Opens the popup of the demo's first enabled combobox and gives a selector for it (the portalled
 * dropdown or sheet around the tree the combobox controls), or null when the demo has none.
 */
async function openFirstPopup(page: Page): Promise<string | null> {
  const combobox = page
    .locator('.demo-block-live [role="combobox"]:not([aria-disabled="true"]):not(:disabled)')
    .first();
  if ((await combobox.count()) === 0) return null;
  // By the keyboard: some demos hide the input under their own trigger.
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => combobox.getAttribute('aria-expanded'), { message: pathOf(page) }).toBe('true');
  await settle(page);
  const marked = await combobox.evaluate((element) => {
    const controls = element.getAttribute('aria-controls');
    const tree = controls ? document.getElementById(controls) : null;
    const popup = tree?.closest('.rc-cascader-dropdown, [role="dialog"]') ?? tree;
    popup?.setAttribute('data-checked-popup', '');
    return popup !== null && popup !== undefined;
  });
  return marked ? '[data-checked-popup]' : null;
}

/** Types a search that matches nothing into the focused combobox, if it takes typing; says whether it did. */
async function searchNothing(page: Page): Promise<boolean> {
  const typable = await page.evaluate(
    () => document.activeElement instanceof HTMLInputElement && !document.activeElement.readOnly,
  );
  if (!typable) return false;
  await page.keyboard.type('无此地名');
  await settle(page);
  return true;
}

describe('the Chinese demo pages: the demos’ own texts are Chinese', () => {
  // One page visits every demo in turn, each demo a test of its own: a failure names the demo, and
  // each has its own time limit (all of them in one test ran past any limit on a busy machine).
  let site: SitePage;
  beforeAll(async () => {
    site = await openSite(browser(), null);
  });
  afterAll(async () => {
    await closeClean(site);
  });

  it.each(DEMOS.map((demo) => demo.id))(
    '%s shows and names nothing with an English word of its own',
    async (id) => {
      const { page } = site;
      await goto(page, `/zh-CN/demo/${id}`);
      await page.waitForFunction(() => !document.querySelector('.demo-loading'));
      await settle(page);
      const found = await englishIn(page);
      // The popup, opened from the demo's first combobox: its own texts (a footer, an empty state).
      const popup = await openFirstPopup(page);
      if (popup) found.push(...(await englishIn(page, popup)));
      // A search that finds nothing: the demo's empty state (its notFoundContent), where it searches.
      if (popup && (await searchNothing(page))) found.push(...(await englishIn(page, popup)));
      expect(found).toEqual([]);
    },
  );

  it('the pretend server’s panel words its switch and its log in Chinese', async () => {
    const site = await openSite(browser(), '/zh-CN/demo/lazy-value');
    const { page } = site;
    const log = page.getByRole('list', { name: '请求日志' });
    await expect
      .poll(() => log.locator('li').allTextContents(), { timeout: 10_000 })
      .toEqual(['路径 zj/hangzhou/xihu：已应答']);
    await page.getByLabel('让下一个请求失败').check();
    await page.getByRole('button', { name: '重新加载已保存的值' }).click();
    await expect
      .poll(() => log.locator('li').allTextContents(), { timeout: 10_000 })
      .toEqual(['路径 zj/hangzhou/xihu：已应答', '路径 zj/hangzhou/xihu：失败']);
    expect(await englishIn(page)).toEqual([]);
    await closeClean(site);
  }, 60_000);
});

/**
 * Latin words a Chinese technical text keeps as they are: product and browser names, the names of
 * keys, units, and the terms the Chinese pages use untranslated (as Chinese React writing does).
 */
const KEPT_AS_IS = new Set([
  // Products and packages.
  ...['Cascadia', 'rc', 'cascader', 'component', 'Chrome', 'Edge', 'Firefox', 'Safari'],
  // Keys.
  ...['Enter', 'Home', 'End', 'PageDown', 'PageUp', 'Backspace', 'Delete', 'Ctrl', 'Escape', 'Tab', 'Space'],
  // Units.
  ...['ms', 'px', 'KB', 'kB', 'MB'],
  // Terms.
  ...['Ref', 'Store', 'API', 'Hooks'],
]);

/**
 * The prose of a page's article: headings, paragraphs, list items, table cells, captions, without
 * their code, and leaving out the source and demo blocks. A piece with no Chinese at all and a
 * Latin word not kept as is was left in English.
 */
async function englishProse(page: Page): Promise<string[]> {
  const pieces = await page.evaluate(() => {
    const found: string[] = [];
    const prose = 'h1, h2, h3, h4, h5, h6, p, li, td, th, dt, dd, caption, figcaption, blockquote, summary';
    for (const element of document.querySelectorAll(`main :is(${prose})`)) {
      if (element.closest('pre, .demo-block, [lang]:not([lang^="zh"])')) continue;
      const own = element.cloneNode(true) as Element;
      // Code is code; nested blocks are looked at on their own.
      for (const inner of own.querySelectorAll('code, pre, ul, ol, p, table')) inner.remove();
      const text = (own.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) found.push(text);
    }
    return found;
  });
  return pieces.filter(
    (text) =>
      !/[\u3400-\u9fff]/.test(text) && (text.match(LATIN_WORD) ?? []).some((word) => !KEPT_AS_IS.has(word)),
  );
}

describe('the Chinese guides: their prose is Chinese', () => {
  it('no heading, paragraph, item or cell of a guide is left in English', async () => {
    const site = await openSite(browser(), null);
    const { page } = site;
    const english: Record<string, string[]> = {};
    for (const guide of GUIDES) {
      await goto(page, `/zh-CN${guide.path}`);
      await settle(page);
      const found = await englishProse(page);
      if (found.length) english[guide.path] = found;
    }
    expect(english).toEqual({});
    await closeClean(site);
  }, 120_000);
});
