/**
 * The Benchmarks page's section on a phone-class CPU: the sheet's metrics of phone-results.json in
 * the page's order, with their names in both languages, and each one's median and spread.
 */
import type { Localized } from '../i18n/locale';
import type { PhoneBenchmarkResults } from './schema';

/** The rows, in order; a metric the run did not measure is left out. */
export const PHONE_METRICS: readonly { key: string; label: Localized }[] = [
  ['100k', '100,000', '十万'],
  ['1m', '1,000,000', '一百万'],
].flatMap(([size, en, zh]) => [
  {
    key: `sheet_open_${size}_level_ms`,
    label: { 'en-US': `Open the sheet on a level of ${en}`, 'zh-CN': `打开底部面板，层级有${zh}项` },
  },
  {
    key: `sheet_reopen_${size}_level_ms`,
    label: {
      'en-US': `Open it again, the tree indexed (${en})`,
      'zh-CN': `再次打开，树已建好索引（${zh}）`,
    },
  },
  {
    key: `sheet_enter_${size}_level_ms`,
    label: { 'en-US': `Tap a row: its level of ${en} shown`, 'zh-CN': `点按一行：显示其${zh}项的层级` },
  },
  {
    key: `sheet_back_${size}_ms`,
    label: { 'en-US': `Back a level by the back button (${en})`, 'zh-CN': `用返回按钮回到上一层（${zh}）` },
  },
  {
    key: `sheet_swipe_back_${size}_ms`,
    label: { 'en-US': `Back a level by a swipe (${en})`, 'zh-CN': `滑动回到上一层（${zh}）` },
  },
  {
    key: `sheet_search_keystroke_${size}_ms`,
    label: { 'en-US': `Search: 1st letter, ${en} leaves`, 'zh-CN': `搜索：第 1 个字母，${zh}个叶子` },
  },
  {
    key: `sheet_search_worst_keystroke_${size}_ms`,
    label: {
      'en-US': `Search: slowest of 6 letters, ${en} leaves`,
      'zh-CN': `搜索：6 个字母中最慢的，${zh}个叶子`,
    },
  },
  {
    key: `sheet_drag_move_${size}_ms`,
    label: {
      'en-US': `Drag the handle: a move to its frame, median of 20 (${en})`,
      'zh-CN': `拖动把手：一次移动到显示它的帧，20 次的中位数（${zh}）`,
    },
  },
  {
    key: `sheet_drag_worst_move_${size}_ms`,
    label: {
      'en-US': `Drag the handle: the slowest of 20 moves (${en})`,
      'zh-CN': `拖动把手：20 次移动中最慢的（${zh}）`,
    },
  },
]);

export interface PhoneRow {
  key: string;
  label: Localized;
  median: number;
  min: number;
  max: number;
  n: number;
  goal?: number;
  /** Whether the median meets the goal (absent without a goal). */
  met?: boolean;
}

const medianOf = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The measured rows of a run, in PHONE_METRICS' order. */
export function phoneRows(run: PhoneBenchmarkResults): PhoneRow[] {
  return PHONE_METRICS.flatMap(({ key, label }) => {
    const metric = run.metrics[key];
    if (!metric || metric.values.length === 0) return [];
    const median = medianOf(metric.values);
    return [
      {
        key,
        label,
        median,
        min: Math.min(...metric.values),
        max: Math.max(...metric.values),
        n: metric.values.length,
        goal: metric.goal,
        met: metric.goal === undefined ? undefined : median <= metric.goal,
      },
    ];
  });
}
