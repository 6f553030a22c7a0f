/**
 * What the Benchmarks page draws: which measured metrics go in which chart, and the chart data
 * (medians, spread, scale, ticks) computed from results.json. No React here: the page renders it.
 */
import type { Locale, Localized } from '../i18n/locale';
import type { BenchmarkResults, LibraryId, Samples, Unit } from './schema';

/** The order of the bars in every group and of the columns in every table. */
export const LIBRARY_ORDER: readonly LibraryId[] = ['cascadia', 'rc-cascader', 'rc-component-cascader'];

export const LIBRARY_NAMES: Record<LibraryId, string> = {
  cascadia: 'Cascadia',
  'rc-cascader': 'rc-cascader',
  'rc-component-cascader': '@rc-component/cascader',
};

/** A chart switches to a logarithmic axis when its largest value is this many times its smallest. */
export const LOG_SCALE_RATIO = 1000;

export interface ChartSpec {
  /** The heading's anchor. */
  id: string;
  title: Localized;
  unit: Unit;
  /** The rows, in order; a metric the run did not measure is left out. */
  metrics: { key: string; label: Localized }[];
}

export const CHARTS: readonly ChartSpec[] = [
  {
    id: 'open',
    title: { 'en-US': 'Opening the popup', 'zh-CN': '打开弹层' },
    unit: 'ms',
    metrics: [
      { key: 'open_10k_column_ms', label: { 'en-US': '10,000-item column', 'zh-CN': '一万项的列' } },
      { key: 'open_100k_column_ms', label: { 'en-US': '100,000-item column', 'zh-CN': '十万项的列' } },
      { key: 'open_1m_column_ms', label: { 'en-US': '1,000,000-item column', 'zh-CN': '一百万项的列' } },
      {
        key: 'open_preset_6_levels_ms',
        label: { 'en-US': 'Value 6 levels deep (50 per level)', 'zh-CN': '值深 6 层（每层 50 项）' },
      },
      {
        key: 'open_preset_10000_levels_ms',
        label: { 'en-US': 'Value 10,000 levels deep (3 per level)', 'zh-CN': '值深 10,000 层（每层 3 项）' },
      },
    ],
  },
  {
    id: 'mount',
    title: { 'en-US': 'Mounting (closed)', 'zh-CN': '挂载（关闭状态）' },
    unit: 'ms',
    metrics: [
      { key: 'mount_100k_closed_ms', label: { 'en-US': '100,000-item column', 'zh-CN': '十万项的列' } },
      { key: 'mount_1m_closed_ms', label: { 'en-US': '1,000,000-item column', 'zh-CN': '一百万项的列' } },
    ],
  },
  {
    id: 'search',
    title: { 'en-US': 'Search keystrokes', 'zh-CN': '搜索时的按键' },
    unit: 'ms',
    metrics: [
      {
        key: 'search_keystroke_100k_leaves_ms',
        label: { 'en-US': '1st letter, 100,000 leaves', 'zh-CN': '第 1 个字母，十万个叶子' },
      },
      {
        key: 'search_last_keystroke_ms',
        label: {
          'en-US': '6th letter (few matches), 100,000 leaves',
          'zh-CN': '第 6 个字母（匹配很少），十万个叶子',
        },
      },
      {
        key: 'search_worst_keystroke_ms',
        label: { 'en-US': 'Slowest of 6 letters, 100,000 leaves', 'zh-CN': '6 个字母中最慢的，十万个叶子' },
      },
      {
        key: 'search_6_letters_total_ms',
        label: {
          'en-US': 'All 6 letters (sum), 100,000 leaves',
          'zh-CN': '全部 6 个字母（合计），十万个叶子',
        },
      },
      {
        key: 'search_keystroke_1m_leaves_ms',
        label: { 'en-US': '1st letter, 1,000,000 leaves', 'zh-CN': '第 1 个字母，一百万个叶子' },
      },
      {
        key: 'search_worst_keystroke_1m_ms',
        label: {
          'en-US': 'Slowest of 6 letters, 1,000,000 leaves',
          'zh-CN': '6 个字母中最慢的，一百万个叶子',
        },
      },
      {
        key: 'search_keystroke_work_ms',
        label: {
          'en-US': "1st letter, the library's own work (script, style, layout)",
          'zh-CN': '第 1 个字母中组件自身的工作（脚本、样式、布局）',
        },
      },
      {
        key: 'keystroke_floor_ms',
        label: {
          'en-US': 'A letter typed into a plain <input> (the floor)',
          'zh-CN': '在普通 <input> 中输入一个字母（下限）',
        },
      },
    ],
  },
  {
    id: 'check',
    title: { 'en-US': 'Checking a large branch', 'zh-CN': '勾选一个大分支' },
    unit: 'ms',
    metrics: [
      { key: 'check_root_100k_ms', label: { 'en-US': 'Check, 100,000 leaves', 'zh-CN': '勾选，十万个叶子' } },
      {
        key: 'uncheck_root_100k_ms',
        label: { 'en-US': 'Uncheck, 100,000 leaves', 'zh-CN': '取消勾选，十万个叶子' },
      },
      {
        key: 'check_root_1m_ms',
        label: { 'en-US': 'Check, 1,000,000 leaves', 'zh-CN': '勾选，一百万个叶子' },
      },
      {
        key: 'uncheck_root_1m_ms',
        label: { 'en-US': 'Uncheck, 1,000,000 leaves', 'zh-CN': '取消勾选，一百万个叶子' },
      },
    ],
  },
  {
    id: 'memory',
    title: { 'en-US': 'Memory', 'zh-CN': '内存' },
    unit: 'MB',
    metrics: [
      {
        key: 'js_heap_100k_open_mb',
        label: { 'en-US': 'JS heap, 100,000-item column open', 'zh-CN': 'JS 堆，打开十万项的列' },
      },
      {
        key: 'js_heap_component_100k_mb',
        label: { 'en-US': "…of which the component's", 'zh-CN': '……其中组件占用' },
      },
      {
        key: 'dom_heap_100k_open_mb',
        label: { 'en-US': 'DOM heap, 100,000-item column open', 'zh-CN': 'DOM 堆，打开十万项的列' },
      },
      {
        key: 'js_heap_1m_open_mb',
        label: { 'en-US': 'JS heap, 1,000,000-item column open', 'zh-CN': 'JS 堆，打开一百万项的列' },
      },
      {
        key: 'js_heap_component_1m_mb',
        label: { 'en-US': "…of which the component's", 'zh-CN': '……其中组件占用' },
      },
    ],
  },
  {
    id: 'dom',
    title: { 'en-US': 'DOM elements', 'zh-CN': 'DOM 元素' },
    unit: 'nodes',
    metrics: [
      { key: 'dom_nodes_10k_open', label: { 'en-US': '10,000-item column open', 'zh-CN': '打开一万项的列' } },
      {
        key: 'dom_nodes_100k_open',
        label: { 'en-US': '100,000-item column open', 'zh-CN': '打开十万项的列' },
      },
    ],
  },
  {
    id: 'bundle',
    title: { 'en-US': 'Bundle size', 'zh-CN': '包体积' },
    unit: 'bytes',
    metrics: [
      {
        key: 'bundle_min_gzip_bytes',
        label: { 'en-US': 'Loaded with the page, min + gzip', 'zh-CN': '随页面加载，压缩 + gzip' },
      },
      {
        key: 'bundle_total_min_gzip_bytes',
        label: {
          'en-US': 'With the chunks loaded on demand, min + gzip',
          'zh-CN': '加上按需加载的分块，压缩 + gzip',
        },
      },
      {
        key: 'bundle_min_bytes',
        label: { 'en-US': 'Loaded with the page, minified', 'zh-CN': '随页面加载，仅压缩' },
      },
    ],
  },
];

/** One library's result for one metric. */
export interface Bar {
  library: LibraryId;
  median: number;
  min: number;
  max: number;
  /** How many samples. */
  n: number;
  /** Most samples hit the cap: the real median is larger than `median`. */
  capped: boolean;
}

export interface ChartRow {
  key: string;
  label: Localized;
  bars: Bar[];
}

export interface ChartData {
  spec: ChartSpec;
  rows: ChartRow[];
  scale: 'linear' | 'log';
  /** The axis from `domain[0]` to `domain[1]`, in the metric's unit. */
  domain: [number, number];
  ticks: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median, spread and count of one library's samples (as the benchmark's own table reports them). */
export function summarize(library: LibraryId, samples: Samples): Bar | null {
  if (samples.values.length === 0) return null;
  return {
    library,
    median: median(samples.values),
    min: Math.min(...samples.values),
    max: Math.max(...samples.values),
    n: samples.values.length,
    capped: samples.capped > samples.values.length / 2,
  };
}

/** 1, 2 or 5 times a power of ten: the smallest such step that cuts `span` into at most `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= raw) return factor * power;
  return 10 * power;
}

/**
 * The chart of one spec from a run, or null when the run measured none of its metrics. The axis is
 * logarithmic (whole decades) when the largest value is at least LOG_SCALE_RATIO times the
 * smallest positive one, so that the short bars stay visible; otherwise linear from zero.
 */
export function chartData(results: BenchmarkResults, spec: ChartSpec): ChartData | null {
  const rows: ChartRow[] = [];
  for (const { key, label } of spec.metrics) {
    const metric = results.metrics[key];
    if (!metric) continue;
    const bars = LIBRARY_ORDER.flatMap((library) => {
      const samples = metric.samples[library];
      const bar = samples ? summarize(library, samples) : null;
      return bar ? [bar] : [];
    });
    if (bars.length > 0) rows.push({ key, label, bars });
  }
  if (rows.length === 0) return null;
  const values = rows.flatMap((row) => row.bars.map((bar) => bar.median));
  const positive = values.filter((value) => value > 0);
  const max = Math.max(...values, 0);
  const min = positive.length > 0 ? Math.min(...positive) : 0;
  if (min > 0 && max / min >= LOG_SCALE_RATIO) {
    const low = Math.floor(Math.log10(min));
    const high = Math.max(Math.ceil(Math.log10(max)), low + 1);
    const ticks = Array.from({ length: high - low + 1 }, (_, i) => 10 ** (low + i));
    return { spec, rows, scale: 'log', domain: [10 ** low, 10 ** high], ticks };
  }
  const top = max > 0 ? max : 1;
  const step = niceStep(toDisplay(top, spec.unit), 5);
  const end = Math.ceil(toDisplay(top, spec.unit) / step) * step;
  const ticks = Array.from({ length: Math.round(end / step) + 1 }, (_, i) =>
    fromDisplay(i * step, spec.unit),
  );
  return { spec, rows, scale: 'linear', domain: [0, fromDisplay(end, spec.unit)], ticks };
}

/** Where `value` falls on the chart's axis, from 0 (start) to 1 (end); clamped. */
export function position(chart: Pick<ChartData, 'scale' | 'domain'>, value: number): number {
  const [low, high] = chart.domain;
  const t =
    chart.scale === 'log'
      ? value <= 0
        ? 0
        : (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low))
      : (value - low) / (high - low);
  return Math.min(1, Math.max(0, t));
}

/** Bytes are shown in kB; every other unit as measured. */
function toDisplay(value: number, unit: Unit): number {
  return unit === 'bytes' ? value / 1024 : value;
}

function fromDisplay(value: number, unit: Unit): number {
  return unit === 'bytes' ? value * 1024 : value;
}

/** A value with its unit, for labels and tables: `9.8 ms`, `2,794 ms`, `14.1 MB`, `40`, `21.3 kB`. */
export function formatValue(value: number, unit: Unit, locale: Locale): string {
  const number = (n: number, digits: number) =>
    n.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  switch (unit) {
    case 'ms':
      return `${number(value, Math.abs(value) >= 100 ? 0 : 1)} ms`;
    case 'MB':
      return `${number(value, 1)} MB`;
    case 'bytes':
      return `${number(value / 1024, 1)} kB`;
    case 'nodes':
      return number(value, 0);
  }
}

/** A tick's label: as `formatValue`, without decimals a tick does not need. */
export function formatTick(value: number, unit: Unit, locale: Locale): string {
  const shown = toDisplay(value, unit);
  const text = shown.toLocaleString(locale, { maximumFractionDigits: shown < 1 ? 3 : 1 });
  if (unit === 'nodes') return text;
  return `${text} ${unit === 'bytes' ? 'kB' : unit}`;
}

/** A bar's value as the table and the label show it: `>60,000 ms` when most samples hit the cap. */
export function formatBar(bar: Bar, unit: Unit, locale: Locale): string {
  return `${bar.capped ? '>' : ''}${formatValue(bar.median, unit, locale)}`;
}

/**
 * The chart in words, its text alternative: the axis, then every row with each library's median.
 * `names` gives each library's shown name (with its version).
 */
export function describeChart(chart: ChartData, locale: Locale, names: Record<LibraryId, string>): string {
  const zh = locale === 'zh-CN';
  const unit = chart.spec.unit;
  const axis =
    chart.scale === 'log' ? (zh ? '对数坐标轴' : 'logarithmic axis') : zh ? '线性坐标轴' : 'linear axis';
  const rows = chart.rows.map((row) => {
    const bars = row.bars.map((bar) => `${names[bar.library]} ${formatBar(bar, unit, locale)}`);
    return `${row.label[locale]}${zh ? '：' : ': '}${bars.join(zh ? '，' : ', ')}`;
  });
  const lower = zh ? '（数值越小越好）' : ' (lower is better)';
  return `${chart.spec.title[locale]}${lower}, ${axis}. ${rows.join(zh ? '。' : '. ')}.`;
}
