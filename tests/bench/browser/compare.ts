/**
 * Two or more checkouts of Cascadia side by side on one case, to find what changed a number:
 * `npm run bench:compare -- <case> <runs> <label>=<checkout> …`, e.g.
 * `chrt -r 10 npm run bench:compare -- open100k 30 main=../main fix=.`
 * (a checkout at an older commit: `git worktree add <dir> <commit>`, with node_modules).
 *
 * Each checkout's sources are bundled into this checkout's page and harness, so only the library
 * differs. The samples interleave (A B, B A, …) in one browser, each in a fresh context and page
 * with the warm-up pass first, as run.ts takes them: on a shared machine, runs made at different
 * times differ by more than a small change does (stop 31's mount 100k moved from 5.5 to 8.2 ms
 * between two runs, 96 commits apart, where the same build interleaved moved by less than 1 ms).
 * Prints each metric's median (min–max) per checkout. Cascadia only; no file is written.
 */
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { buildPages, OUT_DIR } from './build';
import { CASES, type CaseId } from './cases';
import { contextOptions, exercise, launchBenchBrowser, SETTLE_MS, throttle } from './exercise';
import { median } from './report';
import { serve } from './serve';

const [caseId, runsArg, ...specs] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const checkouts = specs.map((spec) => {
  const at = spec.indexOf('=');
  return { label: spec.slice(0, at), root: resolve(spec.slice(at + 1)) };
});

async function main(): Promise<void> {
  if (!(caseId in CASES) || checkouts.length < 2 || checkouts.some((c) => !c.label)) {
    throw new Error('usage: compare.ts <case> <runs> <label>=<checkout> <label>=<checkout> …');
  }
  const pages = checkouts.map((checkout, i) => ({ ...checkout, dir: join(OUT_DIR, `compare-${i}`) }));
  for (const page of pages) {
    await buildPages(['cascadia'], { outDir: page.dir, sources: page.root });
  }
  const servers = await Promise.all(pages.map((page) => serve(page.dir)));
  const origins = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const samples = new Map<string, Map<string, number[]>>(pages.map((page) => [page.label, new Map()]));
  const browser = await launchBenchBrowser();
  try {
    for (let run = 0; run < Number(runsArg); run++) {
      const order = pages.map((_, i) => i);
      if (run % 2 === 1) order.reverse();
      for (const i of order) {
        const context = await browser.newContext(contextOptions(caseId as CaseId));
        try {
          const page = await context.newPage();
          page.on('pageerror', (error) => console.warn(`[${pages[i].label}] ${error.message}`));
          await page.goto(`${origins[i]}/cascadia.html`);
          await page.waitForFunction(() => 'bench' in window);
          const cdp = await context.newCDPSession(page);
          await throttle(cdp);
          await exercise(page, cdp, caseId as CaseId, null);
          await page.waitForTimeout(SETTLE_MS);
          const metrics = samples.get(pages[i].label);
          await exercise(page, cdp, caseId as CaseId, (key, value) => {
            metrics?.set(key, [...(metrics.get(key) ?? []), value]);
          });
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
  for (const [label, metrics] of samples) {
    console.log(label);
    for (const [key, values] of metrics) {
      const low = Math.min(...values).toFixed(1);
      const high = Math.max(...values).toFixed(1);
      console.log(`  ${key.padEnd(36)} ${median(values).toFixed(2)} (${low}–${high}, n ${values.length})`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
