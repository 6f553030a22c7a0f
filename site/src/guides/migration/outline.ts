import type { OutlineEntry } from '../../pages/readme/outline';

export const MIGRATION_OUTLINE: readonly OutlineEntry[] = [
  { id: 'swap-the-import', depth: 2, title: { 'en-US': 'Swap the import', 'zh-CN': '替换导入' } },
  { id: 'side-by-side', depth: 2, title: { 'en-US': 'Side by side', 'zh-CN': '对照表' } },
  {
    id: 'what-stays-the-same',
    depth: 2,
    title: { 'en-US': 'What stays the same', 'zh-CN': '保持不变的部分' },
  },
  {
    id: 'from-antd',
    depth: 3,
    title: { 'en-US': "From antd's Cascader", 'zh-CN': '从 antd 的 Cascader 迁移' },
  },
  { id: 'what-differs', depth: 2, title: { 'en-US': 'What differs, and why', 'zh-CN': '不同之处及原因' } },
  {
    id: 'rc-cascader-test-suite',
    depth: 3,
    title: { 'en-US': "rc-cascader's own tests", 'zh-CN': 'rc-cascader 自己的测试' },
  },
  {
    id: 'cascader-behaviour',
    depth: 2,
    title: { 'en-US': 'How the ready Cascader behaves', 'zh-CN': '现成的 Cascader 的行为' },
  },
  {
    id: 'accepted-not-implemented',
    depth: 2,
    title: { 'en-US': 'Props accepted but not implemented', 'zh-CN': '接受但未实现的属性' },
  },
  { id: 'checklist', depth: 2, title: { 'en-US': 'Checklist', 'zh-CN': '迁移清单' } },
  {
    id: 'from-zag',
    depth: 2,
    title: { 'en-US': 'From Zag cascade-select', 'zh-CN': '从 Zag cascade-select 迁移' },
  },
];
