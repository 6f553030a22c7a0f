/**
 * One benchmark case driven on an open page (see run.ts for the method): mount, then the user's
 * interactions, each timed from its input event to the painted result. Shared by run.ts, which
 * records medians, and profile.ts, which traces one interaction.
 */
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../browser/chromium';
import { CASES, type CaseId, type Condition, type PointTarget, type StartOn, type Timing } from './cases';
import { median } from './report';

export const CAP_MS = Number(process.env.BENCH_CAP_MS ?? 60_000);
/** Extra time the driver allows past the cap before it closes a page that no longer answers. */
export const GRACE_MS = 15_000;
/** Idle time before the recorded pass, as a user leaves between actions (lets GC settle). */
export const SETTLE_MS = 250;
const IDLE_AFTER_MOUNT_MS = Number(process.env.BENCH_IDLE_AFTER_MOUNT_MS ?? 0);
/** The pause before each typed letter. */
const TYPING_PAUSE_MS = 150;
/**
 * A phone-class CPU: `npm run bench:browser -- --throttle` (or BENCH_CPU_THROTTLE=<rate>) slows the
 * page's CPU by this factor through CDP's Emulation.setCPUThrottlingRate, 4 by default, the
 * mid-range phone of Lighthouse's mobile preset. 1: no throttling.
 */
export const CPU_THROTTLE = Number(
  process.env.BENCH_CPU_THROTTLE ?? (process.argv.includes('--throttle') ? 4 : 1),
);

/** Slows the page's CPU to CPU_THROTTLE (warm-up included, so both passes run on the same "phone"). */
export async function throttle(cdp: CDPSession): Promise<void> {
  if (CPU_THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/** Every sample's page: the same viewport and pixel ratio. */
export const CONTEXT_OPTIONS = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

/**
 * A phone's screen and touch for the sheet's case. Motion reduced: the sheet then appears without
 * sliding up, so its open time is the work, not the length of an animation.
 */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
const PHONE_OPTIONS = {
  viewport: PHONE_VIEWPORT,
  deviceScaleFactor: 1,
  hasTouch: true,
  reducedMotion: 'reduce' as const,
};

/** The page a case's samples run on. */
export const contextOptions = (caseId: CaseId) => (CASES[caseId].sheet ? PHONE_OPTIONS : CONTEXT_OPTIONS);

/** Chromium with the frame-rate limit and vsync off: a frame follows as soon as the main thread is free. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--disable-frame-rate-limit',
      '--disable-gpu-vsync',
      '--enable-precise-memory-info',
    ],
  });
}

/** Resolves in the page once the browser is idle (a string: evaluated as is, not transpiled). */
const IDLE = 'new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 1000 }))';

/**
 * Before each letter: the browser idle, then a typist's pause (fast typing is 4–8 letters a second).
 * Without it a letter landed in the middle of the previous one's idle work (rows rendered ahead).
 */
async function pauseBeforeLetter(page: Page): Promise<void> {
  await page.evaluate(IDLE);
  await page.waitForTimeout(TYPING_PAUSE_MS);
}

/**
 * In-page repetitions of the search keystroke whose median is the library's own work
 * (BENCH_WORK_REPS: more, for a profile of that work).
 */
const WORK_REPS = Number(process.env.BENCH_WORK_REPS ?? 9);

/** The metric of the first letter typed, in the cases that type. */
const FIRST_KEYSTROKE_METRIC: Partial<Record<CaseId, string>> = {
  search: 'search_keystroke_100k_leaves_ms',
  search1m: 'search_keystroke_1m_leaves_ms',
  keystroke: 'keystroke_floor_ms',
  sheetSearch: 'sheet_search_keystroke_100k_ms',
  sheetSearch1m: 'sheet_search_keystroke_1m_ms',
};

/** The size in the metric names of the cases that open one long column, search or check a root. */
const SIZE: Partial<Record<CaseId, string>> = {
  open10k: '10k',
  open100k: '100k',
  open1m: '1m',
  search: '100k',
  search1m: '1m',
  check: '100k',
  check1m: '1m',
  sheet: '100k',
  sheet1m: '1m',
  sheetSearch: '100k',
  sheetSearch1m: '1m',
};

/** A swipe between the sheet's levels: this far sideways (px), in this many moves. */
const SWIPE_PX = 200;
const SWIPE_STEPS = 8;
/** A drag of the sheet's handle: this many moves of this many px (80 px: short of dismissing it). */
const DRAG_STEPS = 20;
const DRAG_STEP_PX = 4;

export class StepTimeout extends Error {}

export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeout(`no answer after ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export async function heapUsage(cdp: CDPSession): Promise<{ js: number; dom: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  // Typed arrays keep their contents outside the V8 heap (backing stores): count them too.
  const js = usage.usedSize + (usage.backingStorageSize ?? 0);
  return { js: js / 2 ** 20, dom: (usage.embedderHeapUsedSize ?? 0) / 2 ** 20 };
}

export type Sink = (key: string, value: number, capped?: boolean) => void;

/**
 * Wraps the recorded interaction named `key` (a metric key): profile.ts starts a trace before the
 * user's action and stops it once the result is painted. The measurement itself is unchanged.
 */
export type Around = (key: string, interaction: () => Promise<Timing>) => Promise<Timing>;

/** Runs one case on an open page: the warm-up (sink = null) or the recorded pass. */
export async function exercise(
  page: Page,
  cdp: CDPSession,
  caseId: CaseId,
  sink: Sink | null,
  around: Around = (_key, interaction) => interaction(),
): Promise<void> {
  const scale = sink ? 'full' : 'warm';
  const prepared = await page.evaluate(([id, s]) => window.bench.prepare(id, s), [caseId, scale] as const);

  /** Arms the page, performs the user action, and waits for the painted result. */
  const measure = async (
    key: string | null,
    condition: Condition,
    act: () => Promise<void>,
    on: StartOn = 'press',
  ): Promise<Timing> => {
    await page.evaluate(([c, cap, o]) => window.bench.arm(c, cap, o), [condition, CAP_MS, on] as const);
    const interaction = async () => {
      await act();
      return page.evaluate(() => window.bench.result());
    };
    const timing = await withDeadline(
      key && sink ? around(key, interaction) : interaction(),
      CAP_MS + GRACE_MS,
    ).catch((error: unknown) => {
      if (error instanceof StepTimeout && key && sink) sink(key, CAP_MS, true);
      throw error;
    });
    if (key && sink) sink(key, timing.ms, timing.timedOut);
    if (timing.timedOut) throw new StepTimeout(`${key ?? 'setup'} exceeded ${CAP_MS} ms`);
    return timing;
  };
  // The sheet's case is on a phone: a finger taps.
  const touch = CASES[caseId].sheet ?? false;
  const pointAt = async (target: PointTarget) => {
    const point = await page.evaluate((t) => window.bench.point(t), target);
    // Nothing there: the library did not render (page errors are printed with the sample).
    if (!point) throw new StepTimeout(`no ${target} to touch in ${caseId}`);
    return point;
  };
  const click = (target: 'selector' | 'checkbox' | 'row' | 'back') => async () => {
    const point = await pointAt(target);
    if (touch) await page.touchscreen.tap(point.x, point.y);
    else await page.mouse.click(point.x, point.y);
  };
  /** A finger's path through the DevTools protocol, as a phone's touch screen sends it. */
  const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] }).then(() => {});
  /** A swipe toward the reading end across the sheet's levels (back a level), timed from its release. */
  const swipeBack = async () => {
    const { x, y } = await pointAt('levels');
    await finger('touchStart', { x: x - SWIPE_PX / 2, y });
    for (let i = 1; i <= SWIPE_STEPS; i++) {
      await finger('touchMove', { x: x - SWIPE_PX / 2 + (SWIPE_PX * i) / SWIPE_STEPS, y });
    }
    await finger('touchEnd');
  };

  /**
   * The sheet's handle dragged down DRAG_STEPS moves of DRAG_STEP_PX (less than what dismisses it),
   * each move timed from its pointermove to the frame that shows the sheet there; then released
   * (the sheet goes back). Records the median and the slowest move: ≤ 16.7 ms each is 60 frames a
   * second on this CPU.
   */
  const dragHandle = async (size: string) => {
    const start = await pointAt('handle');
    await finger('touchStart', start);
    const times: number[] = [];
    for (let i = 1; i <= DRAG_STEPS; i++) {
      const offset = i * DRAG_STEP_PX;
      const timing = await measure(
        null,
        { kind: 'dragged', offset },
        () => finger('touchMove', { x: start.x, y: start.y + offset }),
        'move',
      );
      times.push(timing.ms);
    }
    await finger('touchEnd');
    if (sink) {
      sink(`sheet_drag_move_${size}_ms`, median(times));
      sink(`sheet_drag_worst_move_${size}_ms`, Math.max(...times));
    }
  };
  // 10,000 columns do not fit any screen: there the deepest level's row on screen is the proof.
  const deepest = caseId === 'openDeep10k';
  const open = (key: string | null) =>
    measure(key, { kind: 'open', columns: deepest ? 1 : prepared.columns, deepest }, click('selector'));

  /**
   * Types the prepared query into the focused input one letter at a time, each after the previous
   * result was painted and a typist's pause. Records the first letter (FIRST_KEYSTROKE_METRIC) and,
   * in the search, the last; returns every letter's time.
   */
  const typeQuery = async (condition: (typed: string) => Condition): Promise<number[]> => {
    if (!(await page.evaluate(() => window.bench.focusInput()))) throw new Error('the input took no focus');
    const { query } = prepared;
    const times: number[] = [];
    for (let i = 1; i <= query.length; i++) {
      await pauseBeforeLetter(page);
      const key =
        i === 1
          ? (FIRST_KEYSTROKE_METRIC[caseId] ?? null)
          : i === query.length && caseId === 'search'
            ? 'search_last_keystroke_ms'
            : null;
      const timing = await measure(key, condition(query.slice(0, i)), () =>
        page.keyboard.press(query[i - 1]),
      );
      times.push(timing.ms);
    }
    return times;
  };

  const size = SIZE[caseId];
  const measuresHeap = caseId === 'open100k' || caseId === 'open1m';
  let before = { js: 0, dom: 0 };
  if (sink && measuresHeap) before = await heapUsage(cdp);
  const mountMs = await withDeadline(
    page.evaluate(() => window.bench.mount()),
    CAP_MS + GRACE_MS,
  );
  if (sink && measuresHeap) sink(`mount_${size}_closed_ms`, mountMs);
  // BENCH_IDLE_AFTER_MOUNT_MS: an idle pause between mounting and the first interaction, to see
  // what a page that was left alone for a moment gets (the lazy index built meanwhile). Not set
  // in the benchmark's own runs.
  if (IDLE_AFTER_MOUNT_MS > 0) await page.waitForTimeout(IDLE_AFTER_MOUNT_MS);

  switch (caseId) {
    case 'open10k':
    case 'open100k':
    case 'open1m': {
      await open(`open_${size}_column_ms`);
      // Counted in the steady state: once the browser is idle, Cascadia renders the rows ahead.
      await page.evaluate(IDLE);
      if (sink) sink(`dom_nodes_${size}_open`, await page.evaluate(() => window.bench.domNodes()));
      if (sink && measuresHeap) {
        const after = await heapUsage(cdp);
        sink(`js_heap_${size}_open_mb`, after.js);
        sink(`js_heap_component_${size}_mb`, after.js - before.js);
        sink(`dom_heap_${size}_open_mb`, after.dom);
      }
      break;
    }
    case 'openDeep':
      await open('open_preset_6_levels_ms');
      break;
    case 'openDeep10k':
      await open('open_preset_10000_levels_ms');
      break;
    case 'search1m': {
      await open(null);
      const times = await typeQuery((query) => ({ kind: 'search', query }));
      if (sink) sink('search_worst_keystroke_1m_ms', Math.max(...times));
      break;
    }
    case 'search': {
      await open(null);
      const times = await typeQuery((query) => ({ kind: 'search', query }));
      if (sink) {
        sink('search_worst_keystroke_ms', Math.max(...times));
        sink(
          'search_6_letters_total_ms',
          times.reduce((a, b) => a + b, 0),
        );
        const work = await around('search_keystroke_work_ms', async () => ({
          ms: await page.evaluate(([query, reps]) => window.bench.searchWork(query, reps), [
            prepared.query[0],
            WORK_REPS,
          ] as const),
          timedOut: false,
        }));
        sink('search_keystroke_work_ms', work.ms);
      }
      break;
    }
    case 'keystroke':
      await typeQuery((value) => ({ kind: 'typed', value }));
      break;
    case 'sheet':
    case 'sheet1m': {
      const inChild = { kind: 'level', first: prepared.firstChild } as const;
      const atRoot = { kind: 'level', first: prepared.firstRoot } as const;
      await open(`sheet_open_${size}_level_ms`);
      await page.evaluate(IDLE);
      await measure(`sheet_enter_${size}_level_ms`, inChild, click('row'));
      await page.evaluate(IDLE);
      await measure(`sheet_back_${size}_ms`, atRoot, click('back'));
      await page.evaluate(IDLE);
      await measure(null, inChild, click('row'));
      await page.evaluate(IDLE);
      await measure(`sheet_swipe_back_${size}_ms`, atRoot, swipeBack, 'release');
      await page.evaluate(IDLE);
      await dragHandle(size ?? '');
      // Closed by a tap on the page above it, and opened again: the tree indexed by now (the first
      // open, right after the mount, finished indexing it), as for a user who opens it later.
      await page.touchscreen.tap(PHONE_VIEWPORT.width / 2, 10);
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      await page.evaluate(IDLE);
      await open(`sheet_reopen_${size}_level_ms`);
      break;
    }
    case 'sheetSearch':
    case 'sheetSearch1m': {
      await open(null);
      // The sheet moves the focus to its search field a task after it opens.
      await page.evaluate(IDLE);
      const times = await typeQuery((query) => ({ kind: 'search', query }));
      if (sink) sink(`sheet_search_worst_keystroke_${size}_ms`, Math.max(...times));
      break;
    }
    case 'check':
    case 'check1m':
      await open(null);
      await measure(`check_root_${size}_ms`, { kind: 'checked', checked: true }, click('checkbox'));
      await measure(`uncheck_root_${size}_ms`, { kind: 'checked', checked: false }, click('checkbox'));
      break;
  }
  await withDeadline(
    page.evaluate(() => window.bench.unmount()),
    CAP_MS + GRACE_MS,
  );
}
