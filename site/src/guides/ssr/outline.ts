import type { OutlineEntry } from '../../pages/readme/outline';

export const SSR_OUTLINE: readonly OutlineEntry[] = [
  { id: 'server-render', depth: 2, title: { 'en-US': 'Render on the server', 'zh-CN': '服务端渲染' } },
  { id: 'hydration', depth: 2, title: { 'en-US': 'Hydration', 'zh-CN': '水合' } },
  {
    id: 'use-client',
    depth: 2,
    title: { 'en-US': '"use client" and Server Components', 'zh-CN': '"use client" 与服务端组件' },
  },
  { id: 'server-output', depth: 2, title: { 'en-US': 'What the server sends', 'zh-CN': '服务端输出的内容' } },
];
