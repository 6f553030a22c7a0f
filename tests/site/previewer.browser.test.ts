import { readFileSync } from 'node:fs';
import { decompressFromBase64, decompressFromEncodedURIComponent } from 'lz-string';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSite, settle, sharedBrowser, siteUrl } from './helpers';

const browser = sharedBrowser();

const sourceOf = (id: string) =>
  readFileSync(
    new URL(`../../site/src/demos/${/\.\w+$/.test(id) ? id : `${id}.tsx`}`, import.meta.url),
    'utf8',
  );

/** The files of the CodeSandbox form's `parameters` (lz-string, URL-safe base64). */
function sandboxFiles(parameters: string): { files: Record<string, { content: string }> } {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(decompressFromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
}

const action = (page: Page, name: string) => page.locator(`.previewer [data-action="${name}"]`).first();

/** Waits until the previewer has the demo's source (its actions are enabled then). */
async function sourceReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector('.previewer [data-action="playground"]');
    return !!link?.getAttribute('href');
  });
}

describe('source previewer', () => {
  it('opens the TypeScript playground with the demo’s source compressed into the fragment', async () => {
    for (const [path, base] of [
      ['/demo/value', 'https://www.typescriptlang.org/play#code/'],
      ['/zh-CN/demo/value', 'https://www.typescriptlang.org/zh/play#code/'],
    ] as const) {
      const { page, problems, close } = await openSite(browser(), path);
      await settle(page);
      await sourceReady(page);
      const link = action(page, 'playground');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith(base), href.slice(0, 60)).toBe(true);
      expect(decompressFromEncodedURIComponent(href.slice(base.length))).toBe(sourceOf('value'));
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('shows and hides the highlighted source, and copies it', async () => {
    const { page, context, close } = await openSite(browser(), '/demo/simple');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl() });
    await settle(page);
    await sourceReady(page);
    const toggle = action(page, 'toggle-code');
    const code = page.locator('.previewer-code').first();
    expect(await code.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await code.locator('pre').waitFor();
    expect(await code.locator('pre').textContent()).toBe(sourceOf('simple').replace(/\n$/, ''));
    // Highlighted: the keywords are coloured spans.
    expect(await code.locator('span.token.keyword').count()).toBeGreaterThan(3);
    await toggle.click();
    await code.locator('pre').waitFor({ state: 'detached' });

    await action(page, 'copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(sourceOf('simple'));
    await page.locator('.previewer [data-action="copy"][title="Copied"]').waitFor();
    await close();
  });

  it('opens the demo standalone in a new tab', async () => {
    const { page, context, close } = await openSite(browser(), '/zh-CN/demo/hover');
    await settle(page);
    const link = action(page, 'standalone');
    expect(await link.getAttribute('href')).toBe('/zh-CN/~demos/hover');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForURL('**/zh-CN/~demos/hover');
    await tab.locator('.rc-cascader').waitFor();
    await close();
  });

  it('posts the demo to CodeSandbox as a project: package.json, index.html, index.tsx and the demo', async () => {
    const { page, context, close } = await openSite(browser(), '/demo/rc-form');
    await settle(page);
    await sourceReady(page);
    const form = page.locator('.previewer form').first();
    expect(await form.getAttribute('action')).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect((await form.getAttribute('method'))?.toLowerCase()).toBe('post');
    expect(await form.getAttribute('target')).toBe('_blank');
    const { files } = sandboxFiles((await form.locator('input[name="parameters"]').inputValue()) ?? '');
    expect(Object.keys(files).sort()).toEqual([
      'Demo.tsx',
      'index.html',
      'index.tsx',
      'package.json',
      'tsconfig.json',
    ]);
    expect(files['Demo.tsx'].content).toBe(sourceOf('rc-form'));
    expect(files['index.tsx'].content).toContain("import Demo from './Demo'");
    const pkg = JSON.parse(files['package.json'].content);
    expect(Object.keys(pkg.dependencies)).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@cascadia/react', 'rc-field-form']),
    );
    // Submitting opens the sandbox in a new tab (answered locally here: no network in tests).
    const [tab] = await Promise.all([context.waitForEvent('page'), action(page, 'codesandbox').click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain('codesandbox.io/api/v1/sandboxes/define');
    await close();
  });

  it('puts the files a demo imports from beside it into the project and the playground’s one file (the pretend server)', async () => {
    const { page, close } = await openSite(browser(), '/demo/remote-search');
    await settle(page);
    await sourceReady(page);
    await page.waitForFunction(() => {
      const field = document.querySelector<HTMLInputElement>('.previewer input[name="parameters"]');
      return !!field?.value;
    });
    const { files } = sandboxFiles(
      await page.locator('.previewer input[name="parameters"]').first().inputValue(),
    );
    expect(Object.keys(files).sort()).toEqual([
      'Demo.tsx',
      'index.html',
      'index.tsx',
      'package.json',
      'server/ProblemNote.tsx',
      'server/ServerPanel.tsx',
      'server/regionServer.ts',
      'server/requestText.ts',
      'tsconfig.json',
    ]);
    expect(files['Demo.tsx'].content).toContain("from './server/regionServer'");
    for (const helper of ['server/ServerPanel.tsx', 'server/regionServer.ts']) {
      expect(files[helper].content).toBe(sourceOf(helper));
    }
    // The playground takes one file: the same modules inlined ahead of the demo
    // (tests/site/playground.test.ts type-checks it).
    const href = (await action(page, 'playground').getAttribute('href')) ?? '';
    const single = decompressFromEncodedURIComponent(href.slice(href.indexOf('#code/') + '#code/'.length));
    expect(single).not.toMatch(/from\s+['"]\.{1,2}\//);
    expect(single).toContain('function useRegionServer(');
    expect(single).toContain('function ServerPanel(');
    await close();
  });

  it('opens the demo in StackBlitz in a new tab', async () => {
    const { page, context, close } = await openSite(browser(), '/demo/simple');
    await settle(page);
    await sourceReady(page);
    const [tab] = await Promise.all([context.waitForEvent('page'), action(page, 'stackblitz').click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).hostname).toBe('stackblitz.com');
    await close();
  });
});
