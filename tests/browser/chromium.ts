import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; `npx playwright install` cannot download browsers on this network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep a headless Chromium from reaching for the network (refused here) or a sandbox (root). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * What axe looks at: a selector of the part to check, or the page without some parts (axe's
 * context object), or the whole page when left out.
 */
export type AxeContext = string | { exclude: string[] };

/** Runs axe-core in the page and returns its violations (an empty array is a pass). */
export async function runAxe(page: Page, context?: AxeContext): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (scope) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(scope ?? document, { resultTypes: ['violations'] });
    // biome-ignore lint/suspicious/noExplicitAny: axe's result shape
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // biome-ignore lint/suspicious/noExplicitAny: axe's node shape
      nodes: v.nodes.map((n: any) => ({ target: n.target, html: n.html })),
    }));
  }, context);
}

/** A readable summary for an assertion message. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.html}`).join('\n')}`,
    )
    .join('\n');
}
