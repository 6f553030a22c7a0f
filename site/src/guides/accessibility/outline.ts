import type { OutlineEntry } from '../../pages/readme/outline';

export const ACCESSIBILITY_OUTLINE: readonly OutlineEntry[] = [
  { id: 'roles-and-states', depth: 2, title: { 'en-US': 'Roles and states', 'zh-CN': '角色与状态' } },
  { id: 'the-combobox', depth: 3, title: { 'en-US': 'The combobox', 'zh-CN': '组合框' } },
  { id: 'single-choice', depth: 3, title: { 'en-US': 'Single choice', 'zh-CN': '单选' } },
  { id: 'checkable', depth: 3, title: { 'en-US': 'Checkable', 'zh-CN': '多选' } },
  { id: 'search-results', depth: 3, title: { 'en-US': 'Search', 'zh-CN': '搜索' } },
  { id: 'drill-down', depth: 3, title: { 'en-US': 'Drill-down', 'zh-CN': '逐级进入' } },
  { id: 'bottom-sheet', depth: 3, title: { 'en-US': 'Bottom sheet', 'zh-CN': '底部面板' } },
  { id: 'keyboard', depth: 2, title: { 'en-US': 'Keyboard', 'zh-CN': '键盘' } },
  { id: 'announcements', depth: 2, title: { 'en-US': 'What is announced', 'zh-CN': '播报的内容' } },
  {
    id: 'translated-labels',
    depth: 2,
    title: { 'en-US': 'Labels in every language', 'zh-CN': '各种语言的文字' },
  },
  {
    id: 'focus-and-forced-colors',
    depth: 2,
    title: { 'en-US': 'Focus, contrast and forced colours', 'zh-CN': '焦点、对比度与强制颜色' },
  },
  {
    id: 'testing',
    depth: 2,
    title: { 'en-US': 'What is tested, and what is not', 'zh-CN': '测试了什么，没有测试什么' },
  },
  {
    id: 'differences-from-rc-cascader',
    depth: 2,
    title: { 'en-US': 'Where the roles differ from rc-cascader', 'zh-CN': '与 rc-cascader 角色的不同之处' },
  },
];
