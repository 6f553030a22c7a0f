/**
 * Profiles one recorded interaction of the browser benchmark: `npm run bench:profile -- <case>
 * [metric] [library]`, e.g. `npm run bench:profile -- search search_keystroke_100k_leaves_ms`.
 *
 * The pages are built unminified (readable function names), the case runs exactly as in run.ts
 * (warm-up, idle, recorded pass), and around the chosen interaction Chromium records a
 * performance trace and a sampled JavaScript profile. Printed: the measured time, the main
 * thread's self time per trace event (script, style, layout, paint…) and the functions with the
 * most self time. The library's own work on a keystroke (`search search_keystroke_work_ms`,
 * repeated in the page: BENCH_WORK_REPS=25 for more) is profiled over its timed spans only,
 * averaged per repetition, and printed first as the repetitions' median wall and main-thread
 * time (workTimes). The trace is written next to the pages; open it in DevTools'
 * Performance panel.
 */
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildPages } from './build';
import { CASES, type CaseId, LIBRARIES, type LibraryId, type Timing } from './cases';
import { contextOptions, exercise, launchBenchBrowser, SETTLE_MS, throttle } from './exercise';
import { serve } from './serve';

const OUT_DIR = join(import.meta.dirname, 'dist-profile');

/** The metric each case profiles when none is named. */
const DEFAULT_METRIC: Record<CaseId, string> = {
  open10k: 'open_10k_column_ms',
  open100k: 'open_100k_column_ms',
  open1m: 'open_1m_column_ms',
  openDeep: 'open_preset_6_levels_ms',
  openDeep10k: 'open_preset_10000_levels_ms',
  search: 'search_keystroke_100k_leaves_ms',
  search1m: 'search_keystroke_1m_leaves_ms',
  check: 'check_root_100k_ms',
  check1m: 'check_root_1m_ms',
  keystroke: 'keystroke_floor_ms',
  sheet: 'sheet_enter_100k_level_ms',
  sheet1m: 'sheet_open_1m_level_ms',
  sheetSearch: 'sheet_search_keystroke_100k_ms',
  sheetSearch1m: 'sheet_search_keystroke_1m_ms',
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

/** The parts of a CPU profile (the DevTools protocol's Profiler.Profile) read here. */
interface CpuProfile {
  startTime?: number;
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  /** The thread's own clock (CPU time), where the event records it. */
  tts?: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The spans a profile covers, in trace microseconds: every in-page repetition of the library's
 * own work (`bench:work-start` to `bench:work-end`, searchWork's marks) when the trace has them,
 * else the page's `bench:start` to `bench:end` (the input event to the painted result).
 */
export function markedSpans(events: TraceEvent[]): [from: number, to: number][] {
  const at = (name: string) => events.filter((e) => e.name === name).map((e) => e.ts);
  const starts = at('bench:work-start');
  const ends = at('bench:work-end');
  if (starts.length > 0) return starts.map((from, i) => [from, ends[i] ?? Number.POSITIVE_INFINITY]);
  return [[at('bench:start')[0] ?? Number.NEGATIVE_INFINITY, at('bench:end')[0] ?? Number.POSITIVE_INFINITY]];
}

/**
 * The in-page repetitions' (searchWork's marks) wall and thread times, ms, each the median over
 * the repetitions; null without such marks. Thread time is what the main thread itself spent, so
 * it leaves out the time other processes took the core: on this shared 2-core machine one build's
 * wall times moved by 30% between a run at load 7 and one at load 2.5, its thread times by 13%.
 * Compare builds by thread time, in runs taken side by side.
 */
export function workTimes(events: TraceEvent[]): { wall: number; thread: number; reps: number } | null {
  const marks = (name: string) => events.filter((e) => e.name === name);
  const starts = marks('bench:work-start');
  const ends = marks('bench:work-end');
  if (starts.length === 0 || starts.length !== ends.length) return null;
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  const wall = starts.map((start, i) => (ends[i].ts - start.ts) / 1000);
  const thread = starts.map((start, i) => ((ends[i].tts ?? Number.NaN) - (start.tts ?? Number.NaN)) / 1000);
  return { wall: median(wall), thread: median(thread), reps: starts.length };
}

/**
 * Self time (ms) per event name on the renderer's main thread, nested events subtracted, inside
 * `spans` (markedSpans), per span: the average repetition when there are several.
 */
export function mainThreadSelfTimes(events: TraceEvent[], spans = markedSpans(events)): Map<string, number> {
  const thread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const complete = events
    .filter(
      (e) => thread && e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined,
    )
    .filter((e) => spans.some(([from, to]) => e.ts + (e.dur ?? 0) >= from && e.ts <= to))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  const add = (name: string, us: number) => self.set(name, (self.get(name) ?? 0) + us / 1000 / spans.length);
  for (const event of complete) {
    while (stack.length > 0 && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= event.ts) {
      stack.pop();
    }
    const parent = stack[stack.length - 1];
    if (parent) add(parent.name, -(event.dur ?? 0));
    add(event.name, event.dur ?? 0);
    stack.push(event);
  }
  return self;
}

/** The JavaScript profile's sampling interval, µs. */
const SAMPLING_INTERVAL_US = 100;

/**
 * Self time (ms) per function of a sampled CPU profile, keyed "name (file:line)"; with `spans`
 * (trace microseconds, the profile's clock), only the samples inside them, per span.
 *
 * A sample stands for the time to the next one, but at most two sampling intervals: on a busy
 * machine the sampler misses samples, and the whole gap would be charged to the function sampled
 * before it (0.7 ms a repetition of the search keystroke to the input's value setter, which the
 * trace shows taking 0.15 ms, at load 4). The times then add up to less than the spans.
 */
export function functionSelfTimes(profile: CpuProfile, spans?: [number, number][]): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let at = profile.startTime ?? 0;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    if (spans && !spans.some(([from, to]) => at >= from && at <= to)) continue;
    const frame = nodes.get(samples[i])?.callFrame;
    if (!frame) continue;
    const file = frame.url.split('/').pop() || '';
    const key = `${frame.functionName || '(anonymous)'} (${file}:${frame.lineNumber + 1})`;
    const gap = Math.min(deltas[i + 1] ?? 0, 2 * SAMPLING_INTERVAL_US);
    self.set(key, (self.get(key) ?? 0) + gap / 1000 / (spans?.length ?? 1));
  }
  return self;
}

const top = (times: Map<string, number>, count: number) =>
  [...times]
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `  ${ms.toFixed(2).padStart(8)} ms  ${name}`)
    .join('\n');

async function main(): Promise<void> {
  const [caseArg = 'search', metricArg, libraryArg = 'cascadia'] = process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('--'));
  if (!(caseArg in CASES))
    throw new Error(`unknown case "${caseArg}": one of ${Object.keys(CASES).join(', ')}`);
  const caseId = caseArg as CaseId;
  if (!LIBRARIES.includes(libraryArg as LibraryId)) throw new Error(`unknown library "${libraryArg}"`);
  const library = libraryArg as LibraryId;
  const metric = metricArg ?? DEFAULT_METRIC[caseId];

  await buildPages([library], { minify: false, outDir: OUT_DIR });
  const server = await serve(OUT_DIR);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext(contextOptions(caseId));
    const page = await context.newPage();
    await page.goto(`${origin}/${library}.html`);
    await page.waitForFunction(() => 'bench' in window);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await exercise(page, cdp, caseId, null);
    await page.waitForTimeout(SETTLE_MS);

    let measured: Timing | null = null;
    let profile: CpuProfile | null = null;
    let trace: Buffer | null = null;
    await exercise(
      page,
      cdp,
      caseId,
      () => {},
      async (key, interaction) => {
        if (key !== metric) return interaction();
        await browser.startTracing(page, { categories: CATEGORIES });
        await cdp.send('Profiler.start');
        measured = await interaction();
        profile = (await cdp.send('Profiler.stop')).profile;
        trace = await browser.stopTracing();
        return measured;
      },
    );
    if (!measured || !profile || !trace) throw new Error(`the ${caseId} case records no metric "${metric}"`);
    const file = join(OUT_DIR, `trace-${library}-${metric}.json`);
    await writeFile(file, trace);
    await writeFile(file.replace(/\.json$/, '.cpuprofile'), JSON.stringify(profile));
    const { traceEvents } = JSON.parse((trace as Buffer).toString('utf8')) as { traceEvents: TraceEvent[] };
    console.log(
      `${library}, ${metric}: ${(measured as Timing).ms.toFixed(1)} ms measured (profiling adds a little)\n`,
    );
    const work = workTimes(traceEvents);
    if (work) {
      console.log(
        `Each of the ${work.reps} repetitions, median: ${work.wall.toFixed(2)} ms wall, ${work.thread.toFixed(2)} ms thread time (the main thread's own, not counting other processes')\n`,
      );
    }
    const spans = markedSpans(traceEvents);
    // The work metric repeats its keystroke in the page: the averages of its timed spans only.
    const repeated = spans.length > 1 ? ` per repetition (${spans.length})` : '';
    console.log(
      `Main thread, self time per trace event${repeated}:\n${top(mainThreadSelfTimes(traceEvents, spans), 15)}\n`,
    );
    console.log(
      `JavaScript, self time per function${repeated}:\n${top(functionSelfTimes(profile, repeated ? spans : undefined), 25)}\n`,
    );
    console.log(`Trace: ${file}, and the JavaScript profile beside it (.cpuprofile)`);
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
