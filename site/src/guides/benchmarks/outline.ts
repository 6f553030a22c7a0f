import { CHARTS } from '../../benchmarks/charts';
import type { OutlineEntry } from '../../pages/readme/outline';

/** The Benchmarks page's sections, in order: the headings it renders and the search indexes. */
export const BENCHMARKS_OUTLINE: readonly OutlineEntry[] = [
  { id: 'the-run', depth: 2, title: { 'en-US': 'The run', 'zh-CN': '这次运行' } },
  ...CHARTS.map((chart): OutlineEntry => ({ id: chart.id, depth: 2, title: chart.title })),
  { id: 'phone', depth: 2, title: { 'en-US': 'On a phone-class CPU', 'zh-CN': '在手机级 CPU 上' } },
  { id: 'method', depth: 2, title: { 'en-US': 'Method', 'zh-CN': '方法' } },
  { id: 'reproduce', depth: 2, title: { 'en-US': 'Reproduce', 'zh-CN': '复现' } },
];
