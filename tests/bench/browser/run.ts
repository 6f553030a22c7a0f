/**
 * Browser benchmark: Cascadia's `Cascader` against rc-cascader, side by side, on the same data.
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
 * - Cases (cases.ts): open a flat 10,000 and 100,000-item column; open with a preset value six
 *   levels deep (50 options per level); with showSearch on a 100 × 10 × 100 tree (100,000 leaves),
 *   open, then type a six-letter query (taken from a label in the tree) one letter at a time, each
 *   letter after the previous results were painted — "1st keystroke" is the first letter (most
 *   labels match; rc-cascader stops collecting at its limit of 50), "6th keystroke" the last (few
 *   matches: a full pass for rc-cascader); checkable, check the first root (100,100
 *   descendants, 100,000 leaves) by clicking its checkbox, then uncheck it.
 * - Memory and DOM, with the 100,000-item column open: elements under the mount root and the popup
 *   container (getPopupContainer); after two CDP HeapProfiler.collectGarbage calls,
 *   Runtime.getHeapUsage: usedSize + backingStorageSize (the JS heap plus typed-array contents,
 *   which live outside it; minus the same reading taken after the data was generated and before
 *   mounting = the component's own share) and embedderHeapUsedSize (Blink: DOM nodes and such).
 * - Bundle size (build.ts): esbuild bundles `Cascader` with every runtime dependency except react
 *   and react-dom, minified, NODE_ENV=production; gzip level 9. JavaScript only.
 * - Order alternates per run (A B, B A, …), BENCH_RUNS (5) runs per library and case; the table
 *   shows medians (min–max, n). A library whose first sample in a case takes over 3 s gets 3
 *   samples there instead of 5. An interaction still unfinished after BENCH_CAP_MS (60,000 ms) is
 *   stopped (the page is closed) and recorded as the cap, shown ">"; the ratio against a capped
 *   median is then an upper bound, shown "<". (A synchronous task that ends past the cap is
 *   recorded as measured: it did finish.)
 * - Results: the table on stdout; bench-results.json at the repo root (gitignored) as
 *   { "<metric>": { "cascadia": n, "rc-cascader": n, "ratio": n } }, times in ms, sizes in bytes,
 *   heap in MB. BENCH_CASES=open10k,search limits the cases (for work on the harness).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../browser/chromium';
import { buildPages, bundleSize, cascadiaMissing, OUT_DIR, REPO } from './build';
import { CASES, type CaseId, type Condition, LIBRARIES, type LibraryId, type Timing } from './cases';
import { printTable, type Results, record, toJson } from './report';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_RUNS = Math.min(3, RUNS);
const SLOW_MS = 3_000;
const CAP_MS = Number(process.env.BENCH_CAP_MS ?? 60_000);
/** Idle time before each recorded interaction, as a user leaves between actions (lets GC settle). */
const SETTLE_MS = 250;
/** Extra time the driver allows past the cap before it closes a page that no longer answers. */
const GRACE_MS = 15_000;
const CASE_IDS = (process.env.BENCH_CASES?.split(',') ?? Object.keys(CASES)) as CaseId[];

class StepTimeout extends Error {}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeout(`no answer after ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function serve(root: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = await readFile(join(root, path.startsWith('/') ? path.slice(1) : path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function heapUsage(cdp: CDPSession): Promise<{ js: number; dom: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  // Typed arrays keep their contents outside the V8 heap (backing stores): count them too.
  const js = usage.usedSize + (usage.backingStorageSize ?? 0);
  return { js: js / 2 ** 20, dom: (usage.embedderHeapUsedSize ?? 0) / 2 ** 20 };
}

type Sink = (key: string, value: number, capped?: boolean) => void;

/** Runs one case on an open page: the warm-up (sink = null) or the recorded pass. */
async function exercise(page: Page, cdp: CDPSession, caseId: CaseId, sink: Sink | null): Promise<void> {
  const scale = sink ? 'full' : 'warm';
  const prepared = await page.evaluate(([id, s]) => window.bench.prepare(id, s), [caseId, scale] as const);

  /** Arms the page, performs the user action, and waits for the painted result. */
  const measure = async (
    key: string | null,
    condition: Condition,
    act: () => Promise<void>,
  ): Promise<Timing> => {
    await page.evaluate(([c, cap]) => window.bench.arm(c, cap), [condition, CAP_MS] as const);
    const timing = await withDeadline(
      (async () => {
        await act();
        return page.evaluate(() => window.bench.result());
      })(),
      CAP_MS + GRACE_MS,
    ).catch((error: unknown) => {
      if (error instanceof StepTimeout && key && sink) sink(key, CAP_MS, true);
      throw error;
    });
    if (key && sink) sink(key, timing.ms, timing.timedOut);
    if (timing.timedOut) throw new StepTimeout(`${key ?? 'setup'} exceeded ${CAP_MS} ms`);
    return timing;
  };
  const click = (target: 'selector' | 'checkbox') => async () => {
    const point = await page.evaluate((t) => window.bench.point(t), target);
    if (!point) throw new Error(`no ${target} to click in ${caseId}`);
    await page.mouse.click(point.x, point.y);
  };
  const open = (key: string | null) =>
    measure(key, { kind: 'open', columns: prepared.columns }, click('selector'));

  let before = { js: 0, dom: 0 };
  if (sink && caseId === 'open100k') before = await heapUsage(cdp);
  const mountMs = await withDeadline(
    page.evaluate(() => window.bench.mount()),
    CAP_MS + GRACE_MS,
  );
  if (sink && caseId === 'open100k') sink('mount_100k_closed_ms', mountMs);

  switch (caseId) {
    case 'open10k':
    case 'open100k': {
      const size = caseId === 'open10k' ? '10k' : '100k';
      await open(`open_${size}_column_ms`);
      if (sink) sink(`dom_nodes_${size}_open`, await page.evaluate(() => window.bench.domNodes()));
      if (sink && caseId === 'open100k') {
        const after = await heapUsage(cdp);
        sink('js_heap_100k_open_mb', after.js);
        sink('js_heap_component_100k_mb', after.js - before.js);
        sink('dom_heap_100k_open_mb', after.dom);
      }
      break;
    }
    case 'openDeep':
      await open('open_preset_6_levels_ms');
      break;
    case 'search': {
      await open(null);
      if (!(await page.evaluate(() => window.bench.focusInput())))
        throw new Error('the search input took no focus');
      const times: number[] = [];
      for (let i = 1; i <= prepared.query.length; i++) {
        const letter = prepared.query[i - 1];
        const key =
          i === 1
            ? 'search_keystroke_100k_leaves_ms'
            : i === prepared.query.length
              ? 'search_last_keystroke_ms'
              : null;
        const timing = await measure(key, { kind: 'search', query: prepared.query.slice(0, i) }, () =>
          page.keyboard.press(letter),
        );
        times.push(timing.ms);
      }
      if (sink) {
        sink('search_worst_keystroke_ms', Math.max(...times));
        sink(
          'search_6_letters_total_ms',
          times.reduce((a, b) => a + b, 0),
        );
      }
      break;
    }
    case 'check':
      await open(null);
      await measure('check_root_100k_ms', { kind: 'checked', checked: true }, click('checkbox'));
      await measure('uncheck_root_100k_ms', { kind: 'checked', checked: false }, click('checkbox'));
      break;
  }
  await withDeadline(
    page.evaluate(() => window.bench.unmount()),
    CAP_MS + GRACE_MS,
  );
}

/** One sample: a fresh context and page for one library and case. Returns the slowest time seen. */
async function sample(
  browser: Browser,
  origin: string,
  library: LibraryId,
  caseId: CaseId,
  results: Results,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  let slowest = 0;
  const seen: string[] = [];
  const sink: Sink = (key, value, capped = false) => {
    record(results, key, library, value, capped);
    if (key.endsWith('_ms')) slowest = Math.max(slowest, value);
    seen.push(
      `${key.replace(/_(ms|mb|bytes)$/, '')}=${value.toFixed(key.endsWith('_ms') ? 1 : 0)}${capped ? '(cap)' : ''}`,
    );
  };
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/${library}.html`);
    await page.waitForFunction(() => 'bench' in window, undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await exercise(page, cdp, caseId, null);
    await page.waitForTimeout(SETTLE_MS);
    await exercise(page, cdp, caseId, sink);
    if (errors.length > 0) console.warn(`  [${library}] page errors: ${errors.join(' | ')}`);
  } catch (error) {
    if (error instanceof StepTimeout) console.warn(`  [${library}] ${caseId}: ${error.message}; page closed`);
    else throw error;
  } finally {
    await withDeadline(context.close(), 30_000).catch(() => console.warn('  context did not close'));
  }
  console.log(`  ${library.padEnd(11)} ${seen.join('  ')}`);
  return slowest;
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadBefore = loadavg()[0];
  const missing = cascadiaMissing();
  const libraries = LIBRARIES.filter((id) => id !== 'cascadia' || missing === null);
  if (missing) console.warn(`Cascadia is left out: ${missing}.`);

  const results: Results = new Map();
  console.log('Building the pages and measuring bundles…');
  await buildPages(libraries);
  for (const library of libraries) {
    const size = await bundleSize(library);
    record(results, 'bundle_min_bytes', library, size.minified);
    record(results, 'bundle_min_gzip_bytes', library, size.gzipped);
  }

  const server = await serve(OUT_DIR);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--disable-frame-rate-limit',
      '--disable-gpu-vsync',
      '--enable-precise-memory-info',
    ],
  });
  const chromiumVersion = browser.version();
  try {
    for (const caseId of CASE_IDS) {
      console.log(`${caseId}:`);
      const runs = new Map<LibraryId, number>(libraries.map((id) => [id, RUNS]));
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? libraries : [...libraries].reverse();
        for (const library of order) {
          if (run >= (runs.get(library) ?? RUNS)) continue;
          const slowest = await sample(browser, origin, library, caseId, results);
          if (run === 0 && slowest > SLOW_MS) runs.set(library, SLOW_RUNS);
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
  const file = join(REPO, 'bench-results.json');
  await writeFile(file, `${JSON.stringify(toJson(results), null, 2)}\n`);
  console.log(`\nWrote ${file} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
