import { GUIDES } from '../guides/registry';
import type { Localized } from '../i18n/locale';
import { DOCS_GROUP } from './pages';
import { platformName, siteConfig } from './site';

/** A top-bar link (SPEC.md "Nav item"): a path, or a title over child links. */
export interface NavItem {
  title: Localized;
  /** A locale-free internal path or an absolute external address. */
  path?: string;
  /** Paths under this prefix mark the item active. */
  activePrefix?: string;
  children?: NavItem[];
}

const repoName = platformName(siteConfig.repository);

export const NAV: readonly NavItem[] = [
  { title: { 'en-US': 'Guide', 'zh-CN': '指南' }, path: '/' },
  // Every guide (guides/registry.ts) is listed here, in the registry's order.
  ...(GUIDES.length
    ? [{ title: DOCS_GROUP.title, children: GUIDES.map((g) => ({ title: g.title, path: g.path })) }]
    : []),
  { title: { 'en-US': 'Demo', 'zh-CN': '示例' }, path: '/demo', activePrefix: '/demo' },
  {
    title: { 'en-US': 'API', 'zh-CN': 'API' },
    children: [
      { title: { 'en-US': 'Headless hooks', 'zh-CN': '无样式 Hooks' }, path: '/hooks' },
      { title: { 'en-US': 'Core engine', 'zh-CN': '核心引擎' }, path: '/core' },
    ],
  },
  ...(repoName ? [{ title: { 'en-US': repoName, 'zh-CN': repoName }, path: siteConfig.repository.url }] : []),
];
