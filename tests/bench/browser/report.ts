/** Medians, ratios, goals, the printed table and bench-results.json. */
import type { BenchmarkResults, PhoneBenchmarkResults } from '../../../site/src/benchmarks/schema';
import type { LibraryId } from './cases';

export interface Metric {
  key: string;
  label: string;
  unit: 'ms' | 'MB' | 'nodes' | 'bytes';
  /** A goal on the ratio Cascadia / rc-cascader (at most this), and/or on Cascadia's own value. */
  goal?: { maxRatio?: number; maxCascadia?: number; boundedBy?: string; text: string };
}

export const METRICS: Metric[] = [
  {
    key: 'open_10k_column_ms',
    label: 'open, 10,000-item column',
    unit: 'ms',
    goal: { maxRatio: 1 / 20, text: '≤ 1/20' },
  },
  { key: 'open_100k_column_ms', label: 'open, 100,000-item column', unit: 'ms' },
  {
    key: 'open_1m_column_ms',
    label: 'open, 1,000,000-item column',
    unit: 'ms',
    goal: { maxCascadia: 100, text: '≤ 100 ms' },
  },
  {
    key: 'open_preset_6_levels_ms',
    label: 'open, preset value 6 levels × 50',
    unit: 'ms',
    goal: { maxRatio: 1 / 2, text: '≤ 1/2' },
  },
  {
    key: 'open_preset_10000_levels_ms',
    label: 'open, preset value 10,000 levels × 3',
    unit: 'ms',
    goal: { maxCascadia: 100, text: '≤ 100 ms' },
  },
  { key: 'search_keystroke_100k_leaves_ms', label: 'search, 1st keystroke, 100k leaves', unit: 'ms' },
  {
    key: 'search_keystroke_work_ms',
    label: '  of which the library (script, style, layout)',
    unit: 'ms',
    goal: { maxRatio: 1 / 2, text: '≤ 1/2' },
  },
  { key: 'keystroke_floor_ms', label: 'a keystroke into a bare <input>', unit: 'ms' },
  { key: 'search_last_keystroke_ms', label: 'search, 6th keystroke (few matches)', unit: 'ms' },
  {
    key: 'search_worst_keystroke_ms',
    label: 'search, slowest of the 6 keystrokes',
    unit: 'ms',
    goal: { maxCascadia: 16.7, text: '≤ 16.7 ms' },
  },
  { key: 'search_6_letters_total_ms', label: 'search, 6 letters typed (sum)', unit: 'ms' },
  { key: 'search_keystroke_1m_leaves_ms', label: 'search, 1st keystroke, 1M leaves', unit: 'ms' },
  {
    key: 'search_worst_keystroke_1m_ms',
    label: 'search, slowest of the 6 keystrokes, 1M leaves',
    unit: 'ms',
    goal: { maxCascadia: 16.7, text: '≤ 16.7 ms' },
  },
  {
    key: 'check_root_100k_ms',
    label: 'check a root of 100k descendants',
    unit: 'ms',
    goal: { maxRatio: 1 / 10, text: '≤ 1/10' },
  },
  { key: 'uncheck_root_100k_ms', label: 'uncheck it again', unit: 'ms' },
  { key: 'check_root_1m_ms', label: 'check a root of 1M descendants', unit: 'ms' },
  { key: 'uncheck_root_1m_ms', label: 'uncheck it again', unit: 'ms' },
  {
    key: 'mount_100k_closed_ms',
    label: 'mount (closed), 100k column',
    unit: 'ms',
    goal: { maxRatio: 1 / 20, maxCascadia: 16.7, text: '≤ 1/20 and ≤ 16.7 ms' },
  },
  { key: 'mount_1m_closed_ms', label: 'mount (closed), 1M column', unit: 'ms' },
  { key: 'dom_nodes_10k_open', label: 'DOM nodes, 10k column open', unit: 'nodes' },
  {
    key: 'dom_nodes_100k_open',
    label: 'DOM nodes, 100k column open',
    unit: 'nodes',
    goal: { boundedBy: 'dom_nodes_10k_open', text: 'bounded: ≤ the count at 10k' },
  },
  { key: 'js_heap_100k_open_mb', label: 'JS heap + typed arrays, 100k column open', unit: 'MB' },
  { key: 'js_heap_component_100k_mb', label: '  of which the component (open − before mount)', unit: 'MB' },
  { key: 'dom_heap_100k_open_mb', label: 'DOM (Blink) heap, 100k column open', unit: 'MB' },
  {
    key: 'js_heap_1m_open_mb',
    label: 'JS heap + typed arrays, 1M column open',
    unit: 'MB',
    goal: { maxCascadia: 150, text: '≤ 150 MB' },
  },
  { key: 'js_heap_component_1m_mb', label: '  of which the component (open − before mount)', unit: 'MB' },
  { key: 'bundle_min_bytes', label: 'bundle loaded with the page, minified', unit: 'bytes' },
  {
    key: 'bundle_min_gzip_bytes',
    label: 'bundle loaded with the page, min + gzip',
    unit: 'bytes',
    // Issue 22's goals, as scripts/size.ts budgets them: never heavier than what it replaces.
    goal: { maxRatio: 0.7, text: '≤ 0.7' },
  },
  {
    key: 'bundle_total_min_gzip_bytes',
    label: '  with the chunks loaded on demand',
    unit: 'bytes',
    goal: { maxRatio: 1, text: '≤ 1.0' },
  },
];

/**
 * What only Cascadia has (its bottom sheet), measured on a phone's screen by touch: no ratio, a
 * goal on its own time (issue 25's, for a CPU slowed 4×: `-- --throttle`). Printed in a table of
 * their own and written to bench-results.json; the site's Benchmarks page compares libraries, so
 * it leaves them out.
 */
export const CASCADIA_ONLY_METRICS: Metric[] = sheetMetrics();

/** The sheet's metrics at 100,000 (goal ≤ 100 ms) and at a million (≤ 200 ms, a "good" INP). */
function sheetMetrics(): Metric[] {
  const within = (ms: number) => ({ maxCascadia: ms, text: `≤ ${ms} ms (4× slower CPU)` });
  const frame = { maxCascadia: 16.7, text: '≤ 16.7 ms: 60 fps (4× slower CPU)' };
  return (
    [
      ['100k', '100,000', 100],
      ['1m', '1,000,000', 200],
    ] as const
  ).flatMap(([size, count, goal]): Metric[] => [
    {
      key: `sheet_open_${size}_level_ms`,
      label: `sheet: open on a level of ${count} items`,
      unit: 'ms',
      goal: within(goal),
    },
    {
      key: `sheet_reopen_${size}_level_ms`,
      label: `sheet: open it again (the tree indexed), ${count}`,
      unit: 'ms',
      goal: within(goal),
    },
    {
      key: `sheet_enter_${size}_level_ms`,
      label: `sheet: tap a row, its level of ${count} shown`,
      unit: 'ms',
      goal: within(goal),
    },
    {
      key: `sheet_back_${size}_ms`,
      label: `sheet: back a level (the back button), ${count}`,
      unit: 'ms',
      goal: within(goal),
    },
    {
      key: `sheet_swipe_back_${size}_ms`,
      label: `sheet: swipe back a level (from the release), ${count}`,
      unit: 'ms',
      goal: within(goal),
    },
    {
      key: `sheet_drag_move_${size}_ms`,
      label: `sheet: drag the handle, a move to its frame (median), ${count}`,
      unit: 'ms',
      goal: frame,
    },
    {
      key: `sheet_drag_worst_move_${size}_ms`,
      label: `sheet: drag the handle, the slowest of 20 moves, ${count}`,
      unit: 'ms',
    },
    {
      key: `sheet_search_keystroke_${size}_ms`,
      label: `sheet: search, 1st keystroke, ${count} leaves`,
      unit: 'ms',
      goal: within(goal),
    },
    {
      key: `sheet_search_worst_keystroke_${size}_ms`,
      label: `sheet: search, slowest of the 6 keystrokes, ${count} leaves`,
      unit: 'ms',
      goal: within(goal),
    },
  ]);
}

/** Samples per metric and library; `capped` counts runs stopped at the cap (their value is the cap). */
export interface Samples {
  values: number[];
  capped: number;
}
export type Results = Map<string, Map<LibraryId, Samples>>;

export function record(
  results: Results,
  key: string,
  library: LibraryId,
  value: number,
  capped = false,
): void {
  let byLibrary = results.get(key);
  if (!byLibrary) {
    byLibrary = new Map();
    results.set(key, byLibrary);
  }
  let samples = byLibrary.get(library);
  if (!samples) {
    samples = { values: [], capped: 0 };
    byLibrary.set(library, samples);
  }
  samples.values.push(value);
  if (capped) samples.capped++;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

interface Row {
  metric: Metric;
  cascadia?: Samples;
  rc?: Samples;
  /** @rc-component/cascader (no goal is set against it). */
  next?: Samples;
  ratio?: number;
  /** The median of rc-cascader is a cap (the real value is larger, so the real ratio is smaller). */
  rcCapped: boolean;
  met?: boolean;
}

function summarise(results: Results, metrics: readonly Metric[] = METRICS): Row[] {
  return metrics.map((metric) => {
    const cascadia = results.get(metric.key)?.get('cascadia');
    const rc = results.get(metric.key)?.get('rc-cascader');
    const next = results.get(metric.key)?.get('rc-component-cascader');
    const row: Row = { metric, cascadia, rc, next, rcCapped: false };
    if (rc && rc.capped > rc.values.length / 2) row.rcCapped = true;
    if (cascadia && rc) {
      const denominator = median(rc.values);
      row.ratio = denominator === 0 ? undefined : median(cascadia.values) / denominator;
      const goal = metric.goal;
      if (goal && row.ratio !== undefined) {
        let met = true;
        if (goal.maxRatio !== undefined) met &&= row.ratio <= goal.maxRatio;
        if (goal.maxCascadia !== undefined) met &&= median(cascadia.values) <= goal.maxCascadia;
        if (goal.boundedBy !== undefined) {
          const smaller = results.get(goal.boundedBy)?.get('cascadia');
          met &&= smaller !== undefined && median(cascadia.values) <= median(smaller.values);
        }
        row.met = met;
      }
    } else if (cascadia && metric.goal?.maxCascadia !== undefined && metric.goal.maxRatio === undefined) {
      row.met = median(cascadia.values) <= metric.goal.maxCascadia;
    }
    return row;
  });
}

/**
 * What limits a missed keystroke goal, from the same run's numbers: the slowest of the six
 * keystrokes against its budget, what a keystroke into a bare input costs here (the browser's
 * share of any keystroke, which no library can avoid), and each library's own work for the first
 * one. Empty when the goal was met or the floor was not measured.
 */
export function keystrokeLimits(results: Results): string[] {
  const value = (key: string, library: LibraryId) => {
    const samples = results.get(key)?.get(library);
    return samples && samples.values.length > 0 ? median(samples.values) : undefined;
  };
  const worst = METRICS.find((metric) => metric.key === 'search_worst_keystroke_ms');
  const budget = worst?.goal?.maxCascadia;
  const ours = value('search_worst_keystroke_ms', 'cascadia');
  const floor = value('keystroke_floor_ms', 'cascadia');
  if (budget === undefined || ours === undefined || floor === undefined) return [];
  if (ours <= budget) return [];
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const lines = [
    `The slowest search keystroke took ${ms(ours)} against a goal of ≤ ${ms(budget)}; ` +
      `a keystroke into a bare <input> on the same page takes ${ms(floor)} here (keydown to painted)` +
      (floor > budget
        ? ', so no library can reach it.'
        : `, which leaves ${ms(budget - floor)} for the library.`),
  ];
  const work = value('search_keystroke_work_ms', 'cascadia');
  const theirWork = value('search_keystroke_work_ms', 'rc-cascader');
  if (work !== undefined && theirWork !== undefined) {
    lines.push(
      `The libraries' own work for the first keystroke: Cascadia ${ms(work)}, rc-cascader ${ms(theirWork)} ` +
        `(${(work / theirWork).toFixed(2)}); the rest is the browser's input, paint and frame.`,
    );
  }
  return lines;
}

/** A chunk of a measured bundle: its sizes, and its modules' minified bytes (scripts/size.ts). */
export interface BundleChunk {
  size: { minified: number; gzipped: number };
  modules: [string, number][];
}

/**
 * Where a bundled module comes from, by its path; the first that matches. The dependencies come
 * first: `@floating-ui/core/dist/…` must not count as our core.
 */
const BUNDLE_PARTS: [name: string, test: RegExp][] = [
  ['TanStack Virtual', /node_modules\/@tanstack\//],
  ['Floating UI', /node_modules\/@floating-ui\//],
  ['the core', /^(?!.*node_modules\/)(.*\/)?core\/(src|dist)\//],
  ['the React package', /^(?!.*node_modules\/)(.*\/)?react\/(src|dist)\//],
];

/**
 * What limits a missed bundle goal, from the same run's numbers: Cascadia's bundle with every
 * chunk against the goal's budget, and what each package weighs in it. A chunk's gzipped size is
 * shared out among its modules by their minified bytes (gzip has no per-module size). Our own
 * code is the core and the React package; when it alone is over the budget, no lighter
 * dependency can meet the goal. Empty when the goal was met.
 */
export function bundleLimits(results: Results, chunks: readonly BundleChunk[]): string[] {
  const value = (library: LibraryId) => {
    const samples = results.get('bundle_total_min_gzip_bytes')?.get(library);
    return samples && samples.values.length > 0 ? median(samples.values) : undefined;
  };
  const goal = METRICS.find((metric) => metric.key === 'bundle_total_min_gzip_bytes')?.goal?.maxRatio;
  const ours = value('cascadia');
  const theirs = value('rc-cascader');
  if (goal === undefined || ours === undefined || theirs === undefined || ours <= goal * theirs) return [];
  const parts = new Map<string, number>();
  for (const { size, modules } of chunks) {
    const bytes = modules.reduce((sum, [, n]) => sum + n, 0);
    if (bytes === 0) continue;
    for (const [module, n] of modules) {
      const part = BUNDLE_PARTS.find(([, test]) => test.test(module))?.[0] ?? 'other code';
      parts.set(part, (parts.get(part) ?? 0) + (size.gzipped * n) / bytes);
    }
  }
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const budget = goal * theirs;
  const own = (parts.get('the core') ?? 0) + (parts.get('the React package') ?? 0);
  const shares = [...parts]
    .filter(([, bytes]) => bytes >= 51) // what rounds to 0.0 kB (esbuild's own helpers) is left out
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => `${name} ${kB(bytes)}`);
  return [
    `The Cascader with every chunk it may load takes ${kB(ours)} against a goal of ≤ ${kB(budget)} ` +
      `(${goal}× rc-cascader's ${kB(theirs)}). By package, about: ${shares.join(', ')}; our own code ` +
      `(the core and the React package) is ${kB(own)}` +
      (own > budget
        ? ', over the budget without any dependency.'
        : `, which leaves ${kB(budget - own)} for the dependencies.`),
  ];
}

function formatValue(value: number, unit: Metric['unit']): string {
  if (unit === 'bytes') return `${(value / 1024).toFixed(1)} kB`;
  if (unit === 'nodes') return String(Math.round(value));
  if (unit === 'MB') return `${value.toFixed(1)} MB`;
  return value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`;
}

function formatSamples(samples: Samples | undefined, unit: Metric['unit']): string {
  if (!samples || samples.values.length === 0) return '—';
  const value = median(samples.values);
  const text = formatValue(value, unit);
  const capped = samples.capped > samples.values.length / 2 ? '>' : '';
  const spread =
    samples.values.length > 1 && unit === 'ms'
      ? ` (${formatValue(Math.min(...samples.values), unit)}–${formatValue(Math.max(...samples.values), unit)}, n=${samples.values.length})`
      : '';
  return `${capped}${text}${spread}`;
}

function formatRatio(row: Row): string {
  if (row.ratio === undefined) return '—';
  const digits = row.ratio < 0.01 ? 4 : row.ratio < 0.1 ? 3 : 2;
  const inverse = row.ratio > 0 && row.ratio < 1 ? ` (${(1 / row.ratio).toFixed(1)}× less)` : '';
  return `${row.rcCapped ? '<' : ''}${row.ratio.toFixed(digits)}${inverse}`;
}

export function printTable(results: Results): string {
  const rows = summarise(results);
  const header = [
    'metric (median)',
    'Cascadia',
    'rc-cascader',
    '@rc-component/cascader',
    'Cascadia / rc',
    'goal',
  ];
  const lines = rows.map((row) => [
    row.metric.label,
    formatSamples(row.cascadia, row.metric.unit),
    formatSamples(row.rc, row.metric.unit),
    formatSamples(row.next, row.metric.unit),
    formatRatio(row),
    row.metric.goal ? `${row.metric.goal.text}${row.met === undefined ? '' : row.met ? '  ✔' : '  ✘'}` : '',
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join(
    '\n',
  );
}

/** The table of CASCADIA_ONLY_METRICS measured in this run; empty when none was. */
export function printCascadiaOnly(results: Results): string {
  const rows = summarise(results, CASCADIA_ONLY_METRICS).filter((row) => row.cascadia);
  if (rows.length === 0) return '';
  const header = ['Cascadia only (median)', 'Cascadia', 'goal'];
  const lines = rows.map((row) => [
    row.metric.label,
    formatSamples(row.cascadia, row.metric.unit),
    row.metric.goal ? `${row.metric.goal.text}${row.met === undefined ? '' : row.met ? '  ✔' : '  ✘'}` : '',
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join(
    '\n',
  );
}

export interface JsonEntry {
  cascadia: number | null;
  'rc-cascader': number | null;
  'rc-component-cascader'?: number | null;
  ratio: number | null;
  /** Present when rc-cascader's median is the per-case cap: its real value, and the ratio, are bounds. */
  capped?: string;
}

export function toJson(results: Results): Record<string, JsonEntry> {
  const out: Record<string, JsonEntry> = {};
  const round = (value: number) => Math.round(value * 1000) / 1000;
  for (const row of [...summarise(results), ...summarise(results, CASCADIA_ONLY_METRICS)]) {
    if (!row.cascadia && !row.rc && !row.next) continue; // not measured in this run (BENCH_CASES)
    const entry: JsonEntry = {
      cascadia: row.cascadia ? round(median(row.cascadia.values)) : null,
      'rc-cascader': row.rc ? round(median(row.rc.values)) : null,
      ...(row.next ? { 'rc-component-cascader': round(median(row.next.values)) } : {}),
      ratio: row.ratio === undefined ? null : Math.round(row.ratio * 1e5) / 1e5,
    };
    if (row.rcCapped)
      entry.capped = 'rc-cascader hit the cap: its value is a lower bound, the ratio an upper bound';
    out[row.metric.key] = entry;
  }
  return out;
}

/** What a run knows about itself for the site's results file (run.ts). */
export type RunInfo = Omit<BenchmarkResults, 'metrics'>;

/**
 * The site's results file (site/src/benchmarks/results.json): every sample of every measured
 * metric, not only the medians, so the page can show the spread and the number of runs.
 */
export function toSiteResults(results: Results, info: RunInfo): BenchmarkResults {
  const metrics: BenchmarkResults['metrics'] = {};
  for (const metric of METRICS) {
    const byLibrary = results.get(metric.key);
    if (!byLibrary) continue; // not measured in this run (BENCH_CASES)
    const samples: BenchmarkResults['metrics'][string]['samples'] = {};
    for (const [library, { values, capped }] of byLibrary) {
      samples[library] = { values: values.map((value) => Math.round(value * 1000) / 1000), capped };
    }
    metrics[metric.key] = { unit: metric.unit, samples };
  }
  return { ...info, metrics };
}

/** What a run knows about itself for the phone-class results file (run.ts). */
export type PhoneRunInfo = Omit<PhoneBenchmarkResults, 'metrics'>;

/**
 * The site's phone-class results file (site/src/benchmarks/phone-results.json): every sample of
 * the sheet's metrics (CASCADIA_ONLY_METRICS) measured in this run, each with its goal.
 */
export function toPhoneResults(results: Results, info: PhoneRunInfo): PhoneBenchmarkResults {
  const metrics: PhoneBenchmarkResults['metrics'] = {};
  for (const metric of CASCADIA_ONLY_METRICS) {
    const samples = results.get(metric.key)?.get('cascadia');
    if (!samples) continue; // not measured in this run (BENCH_CASES)
    metrics[metric.key] = {
      ...(metric.goal?.maxCascadia === undefined ? {} : { goal: metric.goal.maxCascadia }),
      values: samples.values.map((value) => Math.round(value * 10) / 10),
    };
  }
  return { ...info, metrics };
}
