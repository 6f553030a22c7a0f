import type { OutlineEntry } from '../../pages/readme/outline';

export const CORE_OUTLINE: readonly OutlineEntry[] = [
  { id: 'tree', depth: 2, title: { 'en-US': 'The tree and its queries', 'zh-CN': '树及其查询' } },
  { id: 'validate', depth: 2, title: { 'en-US': 'Checking options', 'zh-CN': '检查选项' } },
  { id: 'problem-codes', depth: 3, title: { 'en-US': 'Problem codes', 'zh-CN': '问题代码' } },
  { id: 'search', depth: 2, title: { 'en-US': 'Search', 'zh-CN': '搜索' } },
  { id: 'store', depth: 2, title: { 'en-US': 'The store', 'zh-CN': 'Store' } },
  { id: 'lean', depth: 3, title: { 'en-US': 'Pay for what you use', 'zh-CN': '按需引入功能' } },
  { id: 'keys', depth: 3, title: { 'en-US': 'Keys in a DOM adapter', 'zh-CN': 'DOM 适配器中的按键' } },
  { id: 'pure-machine', depth: 3, title: { 'en-US': 'The pure machine', 'zh-CN': '纯状态机' } },
  { id: 'behaviour', depth: 2, title: { 'en-US': 'How it behaves', 'zh-CN': '行为说明' } },
  { id: 'cli', depth: 2, title: { 'en-US': 'The command line', 'zh-CN': '命令行' } },
];
