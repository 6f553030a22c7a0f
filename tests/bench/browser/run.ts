/**
 * Browser benchmark: Cascadia's `Cascader` against rc-cascader 3.x and its successor
 * @rc-component/cascader 1.x (antd 6's), side by side, on the same data.
 * Run with `npm run bench:browser` (about 5–10 minutes on 2 cores). Not part of `npm test`.
 *
 * Method
 * - build.ts builds page/cascadia.html and page/rc-cascader.html with Vite (production React,
 *   minified; @cascadia/* aliased to core/src and react/src). Each page loads one library and its
 *   own stylesheet (Cascadia's react/styles/cascader.css; for rc-cascader, which ships Less only,
 *   page/rc-cascader.css with the same 32 px rows and 180 px columns), so the two never share CSS
 *   or a JS heap. The pages are served from 127.0.0.1 by node:http.
 * - Chromium (Debian's, flags from tests/browser/chromium.ts) runs with the frame-rate limit and
 *   vsync off, so a frame is produced as soon as the main thread is free: a time below is the
 *   work plus style, layout and paint, not a multiple of 16.7 ms. "Inside one frame" therefore
 *   means a measured time ≤ 16.7 ms. Viewport 1280 × 800, device scale factor 1.
 * - Every sample gets a fresh browser context and page. The page generates the tree itself from a
 *   seed (page/data.ts; both libraries get identical options), mounts the component into a fresh
 *   React root, and first runs the same interaction once on a small tree (warm-up, not recorded),
 *   then on the full one. Each recorded interaction follows 250 ms of idle time, as a user's would
 *   (garbage collection and idle work after mounting settle; the same for both libraries).
 * - Timing (page/harness.ts): the driver arms a capture listener, then sends a real, trusted input
 *   event through the DevTools protocol (playwright's mouse.click / keyboard.press). Time zero is
 *   the dispatch of the first pointerdown/mousedown/keydown/input event; the page then checks on
 *   every requestAnimationFrame for the DOM state that proves the work is done — the popup's
 *   columns with their first (or active) row on screen and visible; search-result rows, every one
 *   a whole path containing the typed text; the root's checkbox with the checked class — and the
 *   time ends in the task after that frame (a MessageChannel message), i.e. after it was painted.
 *   Both libraries render the first visible rows; Cascadia virtualises, rc-cascader renders all.
 * - Cases (cases.ts): open a flat 10,000, 100,000 and 1,000,000-item column (each mounted closed
 *   first: the mount is timed at 100k and 1M); open with a preset value six
 *   levels deep (50 options per level), and 10,000 levels deep (3 per level; there the deepest
 *   level's active row must be rendered and visible, and the first column on screen); with showSearch on a 100 × 10 × 100 tree (100,000 leaves),
 *   open, then type a six-letter query (taken from a label in the tree) one letter at a time, each
 *   letter after the previous results were painted, the browser was idle and a typist's pause of
 *   150 ms — "1st keystroke" is the first letter (most labels match; rc-cascader stops collecting
 *   at its limit of 50), "6th keystroke" the last (few matches: a full pass for rc-cascader);
 *   checkable, check the first root (100,100 descendants, 100,000 leaves) by clicking its
 *   checkbox, then uncheck it. The search and the check also at a million: 100 × 100 × 100
 *   (1,000,000 leaves, the six letters typed the same way), and a root of 1,000 × 1,000.
 * - What a keystroke costs anyway: the same six letters typed the same way into a plain <input>
 *   mounted in place of the library (its bundle loaded, unused) — the browser's input, editing and
 *   paint, the floor under every search time. And the library's own share of the 1st search
 *   keystroke, in the page without the input pipeline: its first letter set on the search input by a
 *   synthetic input event, timed over the library's script plus the style and layout it causes
 *   (forced at once), median of 9, each from the columns after an idle moment. When the 1st
 *   keystroke misses its goal, the run prints both against the goal's budget.
 * - Memory and DOM, with the 100,000-item column open and the page idle again (Cascadia renders
 *   the rows ahead of a new list when idle): elements under the mount root and the popup
 *   container (getPopupContainer); after two CDP HeapProfiler.collectGarbage calls,
 *   Runtime.getHeapUsage: usedSize + backingStorageSize (the JS heap plus typed-array contents,
 *   which live outside it; minus the same reading taken after the data was generated and before
 *   mounting = the component's own share) and embedderHeapUsedSize (Blink: DOM nodes and such).
 * - Bundle size (build.ts, scripts/size.ts): esbuild bundles `Cascader` (the packages as published:
 *   the npm script builds them first) with every runtime
 *   dependency except react and react-dom, minified, NODE_ENV=production, split at dynamic imports
 *   as an app's bundler would; each chunk gzipped (level 9). Two rows: what loads with the page,
 *   and with the chunks fetched on demand (Cascadia's virtualiser and positioning engine; rc-cascader
 *   has none). JavaScript only. When the total misses its goal, the run prints what each package
 *   (the core, the React package, TanStack Virtual, Floating UI) weighs in it.
 * - Order alternates per run (A B, B A, …), BENCH_RUNS (5) runs per library and case; the table
 *   shows medians (min–max, n). A library whose first sample in a case takes over 3 s gets 3
 *   samples there instead of 5. An interaction still unfinished after BENCH_CAP_MS (60,000 ms) is
 *   stopped (the page is closed) and recorded as the cap, shown ">"; the ratio against a capped
 *   median is then an upper bound, shown "<". (A synchronous task that ends past the cap is
 *   recorded as measured: it did finish.)
 * - Results: the table on stdout; with `-- --site`, site/src/benchmarks/results.json (committed:
 *   the site's Benchmarks page draws it) with every sample, the date, the machine and the command;
 *   bench-results.json at the repo root (gitignored) as
 *   { "<metric>": { "cascadia": n, "rc-cascader": n, "ratio": n } }, times in ms, sizes in bytes,
 *   heap in MB. BENCH_CASES=open10k,search limits the cases (for work on the harness);
 *   `-- --throttle` (or BENCH_CPU_THROTTLE=4) runs every page on a CPU slowed 4× through CDP's
 *   Emulation.setCPUThrottlingRate, the mid-range phone of Lighthouse's mobile preset;
 *   BENCH_CASES=sheet,sheet1m,sheetSearch,sheetSearch1m with it gives the bottom sheet's
 *   phone-class numbers (Cascadia only, on a 390 × 844 touch screen with reduced motion, every
 *   touch sent through CDP's Input.dispatchTouchEvent as a phone's screen sends it): open on a
 *   level of 100k (1M) roots, tap into the first, a level of 100k (1M) leaves, back by the back
 *   button, in again and back by a swipe (8 moves of 25 px toward the reading end, timed from its
 *   release, the pointerup), then the handle dragged down 20 moves of 4 px, each timed from its
 *   pointermove to the frame that shows the sheet there (≤ 16.7 ms: 60 fps); and the sheet's own
 *   search field typed into as the search case types, on the search case's trees; with
 *   `--phone-site` as well, their samples, goals, the throttling rate, the viewport and the load
 *   average go to site/src/benchmarks/phone-results.json (committed: the Benchmarks page's section
 *   on a phone-class CPU), leaving results.json alone;
 *   BENCH_IDLE_AFTER_MOUNT_MS pauses between mounting and the first interaction (not in the
 *   benchmark's own runs: it shows what a page left alone for a moment gets from the lazy index).
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { arch, cpus, loadavg, platform, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildPages, bundleSize, cascadiaMissing, OUT_DIR, REPO } from './build';
import { CASES, type CaseId, LEFT_OUT, LIBRARIES, type LibraryId, PACKAGES } from './cases';
import {
  CAP_MS,
  CPU_THROTTLE,
  contextOptions,
  exercise,
  launchBenchBrowser,
  PHONE_VIEWPORT,
  SETTLE_MS,
  type Sink,
  StepTimeout,
  throttle,
  withDeadline,
} from './exercise';
import { priorityCommand, runsAtRealtimePriority } from './priority';
import {
  type BundleChunk,
  bundleLimits,
  keystrokeLimits,
  type PhoneRunInfo,
  printCascadiaOnly,
  printTable,
  type Results,
  type RunInfo,
  record,
  toJson,
  toPhoneResults,
  toSiteResults,
} from './report';
import { serve } from './serve';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_RUNS = Math.min(3, RUNS);
const SLOW_MS = 3_000;
const CASE_IDS = (process.env.BENCH_CASES?.split(',') ?? Object.keys(CASES)) as CaseId[];
/** `npm run bench:browser -- --site` also writes the results file the site's Benchmarks page draws. */
const SITE_FILE = process.argv.includes('--site') ? join(REPO, 'site/src/benchmarks/results.json') : null;
/**
 * `-- --throttle --phone-site` (with the sheet's cases) writes the page's phone-class section,
 * site/src/benchmarks/phone-results.json, instead: results.json and README's table stay as they are.
 */
const PHONE_SITE_FILE = process.argv.includes('--phone-site')
  ? join(REPO, 'site/src/benchmarks/phone-results.json')
  : null;

/** The installed version of a library's package (Cascadia's from its workspace). */
function versionOf(library: LibraryId): string {
  const require = createRequire(join(REPO, 'package.json'));
  const file =
    library === 'cascadia'
      ? join(REPO, 'react/package.json')
      : require.resolve(`${PACKAGES[library]}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The command as typed, with the BENCH_* variables that changed what it measured. */
function commandLine(): string {
  const env = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_'))
    .map(([name, value]) => `${name}=${value}`);
  const args = process.argv.slice(2);
  const priority = priorityCommand();
  // With a priority the variables go through env(1): `chrt -r 10 env BENCH_RUNS=5 npm run …`.
  const prefix = priority ? [priority, ...(env.length > 0 ? ['env'] : [])] : [];
  return [...prefix, ...env, 'npm run bench:browser', ...(args.length > 0 ? ['--', ...args] : [])].join(' ');
}

/** One sample: a fresh context and page for one library and case. Returns the slowest time seen. */
async function sample(
  browser: Browser,
  origin: string,
  library: LibraryId,
  caseId: CaseId,
  results: Results,
): Promise<{ slowest: number; capped: boolean }> {
  const context = await browser.newContext(contextOptions(caseId));
  let slowest = 0;
  let anyCapped = false;
  const seen: string[] = [];
  const sink: Sink = (key, value, capped = false) => {
    record(results, key, library, value, capped);
    anyCapped ||= capped;
    if (key.endsWith('_ms')) slowest = Math.max(slowest, value);
    seen.push(
      `${key.replace(/_(ms|mb|bytes)$/, '')}=${value.toFixed(key.endsWith('_ms') ? 1 : 0)}${capped ? '(cap)' : ''}`,
    );
  };
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/${library}.html`);
    await page.waitForFunction(() => 'bench' in window, undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await exercise(page, cdp, caseId, null);
    await page.waitForTimeout(SETTLE_MS);
    await exercise(page, cdp, caseId, sink);
  } catch (error) {
    if (error instanceof StepTimeout) {
      console.warn(`  [${library}] ${caseId}: ${error.message}; page closed`);
      anyCapped = true; // it could not finish: the run does not try it again
    } else throw error;
  } finally {
    if (errors.length > 0) console.warn(`  [${library}] page errors: ${errors.join(' | ')}`);
    await withDeadline(context.close(), 30_000).catch(() => console.warn('  context did not close'));
  }
  console.log(`  ${library.padEnd(11)} ${seen.join('  ')}`);
  return { slowest, capped: anyCapped };
}

async function main(): Promise<void> {
  if (PHONE_SITE_FILE && CPU_THROTTLE <= 1)
    throw new Error('--phone-site needs --throttle (a phone-class CPU)');
  const started = performance.now();
  const loadBefore = loadavg()[0];
  const missing = cascadiaMissing();
  const libraries = LIBRARIES.filter((id) => id !== 'cascadia' || missing === null);
  if (missing) console.warn(`Cascadia is left out: ${missing}.`);

  const results: Results = new Map();
  console.log('Building the pages and measuring bundles…');
  await buildPages(libraries);
  let cascadiaChunks: BundleChunk[] = [];
  for (const library of libraries) {
    const { initial, total, chunks } = await bundleSize(library);
    if (library === 'cascadia') cascadiaChunks = chunks;
    record(results, 'bundle_min_bytes', library, initial.minified);
    record(results, 'bundle_min_gzip_bytes', library, initial.gzipped);
    record(results, 'bundle_total_min_gzip_bytes', library, total.gzipped);
  }

  const skipped: string[] = [];
  const server = await serve(OUT_DIR);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBenchBrowser();
  const chromiumVersion = browser.version();
  try {
    for (const caseId of CASE_IDS) {
      const only = CASES[caseId].libraries;
      const measured = only ? libraries.filter((id) => only.includes(id)) : libraries;
      console.log(`${caseId}:${LEFT_OUT[caseId] ? ` (${LEFT_OUT[caseId]})` : ''}`);
      const runs = new Map<LibraryId, number>(measured.map((id) => [id, RUNS]));
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? measured : [...measured].reverse();
        for (const library of order) {
          if (run >= (runs.get(library) ?? RUNS)) continue;
          const { slowest, capped } = await sample(browser, origin, library, caseId, results);
          if (run === 0 && capped) {
            // It cannot finish within the cap (or at all): more samples would only fail again.
            runs.set(library, 1);
            skipped.push(`${library} in ${caseId}`);
          } else if (run === 0 && slowest > SLOW_MS) runs.set(library, SLOW_RUNS);
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }

  const cpu = cpus();
  console.log(
    `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB; ` +
      `Node ${process.version}; Chromium ${chromiumVersion}; ${RUNS} runs (3 where a library's first sample took > ${SLOW_MS / 1000} s); cap ${CAP_MS} ms.`,
  );
  const loadAfter = loadavg()[0];
  console.log(`Load average (1 min) before / after: ${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)}.`);
  if (Math.max(loadBefore, loadAfter) > cpu.length) {
    console.log('Warning: other processes were busy during the run; expect noisier times than usual.');
  }
  console.log('');
  console.log(printTable(results));
  const alone = printCascadiaOnly(results);
  if (alone) console.log(`\n${alone}`);
  for (const line of keystrokeLimits(results)) console.log(line);
  for (const line of bundleLimits(results, cascadiaChunks)) console.log(line);
  if (skipped.length > 0) {
    console.log(
      `Skipped after one sample that did not finish within the ${CAP_MS / 1000} s cap (shown as ">") or failed (see its lines above): ${skipped.join(', ')}.`,
    );
  }
  const file = join(REPO, 'bench-results.json');
  await writeFile(file, `${JSON.stringify(toJson(results), null, 2)}\n`);
  console.log(`\nWrote ${file} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  const machine: RunInfo['machine'] = {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${arch()}`,
    node: process.version,
    browser: `Chromium ${chromiumVersion}`,
    shared: Math.max(loadBefore, loadAfter) > cpu.length,
    realtime: runsAtRealtimePriority(),
  };
  if (PHONE_SITE_FILE) {
    const info: PhoneRunInfo = {
      date: new Date().toISOString().slice(0, 10),
      command: commandLine(),
      runs: RUNS,
      cpuThrottle: CPU_THROTTLE,
      viewport: PHONE_VIEWPORT,
      loadAverage: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadAfter * 10) / 10 },
      machine,
      library: { package: PACKAGES.cascadia, version: versionOf('cascadia') },
    };
    await writeFile(PHONE_SITE_FILE, `${JSON.stringify(toPhoneResults(results, info), null, 2)}\n`);
    console.log(`Wrote ${PHONE_SITE_FILE} (the Benchmarks page's phone-class section).`);
  }
  if (SITE_FILE) {
    const info: RunInfo = {
      date: new Date().toISOString().slice(0, 10),
      command: commandLine(),
      runs: RUNS,
      slowRuns: SLOW_RUNS,
      slowAfterMs: SLOW_MS,
      capMs: CAP_MS,
      machine,
      libraries: Object.fromEntries(
        libraries.map((id) => [id, { package: PACKAGES[id], version: versionOf(id) }]),
      ) as RunInfo['libraries'],
    };
    await writeFile(SITE_FILE, `${JSON.stringify(toSiteResults(results, info), null, 2)}\n`);
    console.log(`Wrote ${SITE_FILE} (the site's Benchmarks page).`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
