import type { OutlineEntry } from '../../pages/readme/outline';

export const HEADLESS_OUTLINE: readonly OutlineEntry[] = [
  { id: 'getters', depth: 2, title: { 'en-US': 'Which getter goes where', 'zh-CN': '各个获取函数放在哪里' } },
  { id: 'first-picker', depth: 2, title: { 'en-US': 'A first picker', 'zh-CN': '第一个选择器' } },
  { id: 'rows', depth: 2, title: { 'en-US': 'Drawing the rows', 'zh-CN': '绘制行' } },
  {
    id: 'composing-handlers',
    depth: 3,
    title: { 'en-US': 'Composing your own handlers', 'zh-CN': '组合你自己的处理函数' },
  },
  { id: 'search', depth: 2, title: { 'en-US': 'Search and highlighting', 'zh-CN': '搜索与高亮' } },
  { id: 'windowing', depth: 2, title: { 'en-US': 'Windowing long columns', 'zh-CN': '长列的窗口化渲染' } },
  { id: 'positioning', depth: 2, title: { 'en-US': 'Positioning the popup', 'zh-CN': '弹层定位' } },
  { id: 'live-region', depth: 2, title: { 'en-US': 'The live region', 'zh-CN': '播报区域' } },
  { id: 'layout', depth: 2, title: { 'en-US': 'Narrow screens', 'zh-CN': '窄屏' } },
  {
    id: 'whole-picker',
    depth: 2,
    title: { 'en-US': 'The whole picker, live', 'zh-CN': '完整的选择器（可交互）' },
  },
];
