/**
 * A quick look at one case while working on it (not the benchmark): `node --import tsx
 * tests/bench/browser/quick.ts <case> [runs] [library]` runs the case's recorded pass `runs` times,
 * each in a fresh page as run.ts does, and prints every metric's samples. No table, no file.
 */
import type { AddressInfo } from 'node:net';
import { buildPages, OUT_DIR } from './build';
import type { CaseId, LibraryId } from './cases';
import { contextOptions, exercise, launchBenchBrowser, SETTLE_MS, throttle } from './exercise';
import { serve } from './serve';

const [caseId = 'open100k', runs = '3', library = 'cascadia'] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'));

async function main(): Promise<void> {
  if (!process.env.QUICK_PREBUILT) await buildPages([library as LibraryId]);
  const server = await serve(OUT_DIR);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBenchBrowser();
  const samples = new Map<string, number[]>();
  try {
    for (let run = 0; run < Number(runs); run++) {
      const context = await browser.newContext(contextOptions(caseId as CaseId));
      const page = await context.newPage();
      page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
      await page.goto(`${origin}/${library}.html`);
      await page.waitForFunction(() => 'bench' in window);
      const cdp = await context.newCDPSession(page);
      await throttle(cdp);
      await exercise(page, cdp, caseId as CaseId, null);
      await page.waitForTimeout(SETTLE_MS);
      await exercise(page, cdp, caseId as CaseId, (key, value) => {
        samples.set(key, [...(samples.get(key) ?? []), Math.round(value * 10) / 10]);
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  for (const [key, values] of samples) console.log(`${key.padEnd(36)} ${values.join('  ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
