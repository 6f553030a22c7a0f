import type { ComponentType } from 'react';
import type { Localized } from '../i18n/locale';
import type { OutlineEntry } from '../pages/readme/outline';
import { ACCESSIBILITY_OUTLINE } from './accessibility/outline';
import { BENCHMARKS_OUTLINE } from './benchmarks/outline';
import { CORE_OUTLINE } from './core/outline';
import { HEADLESS_OUTLINE } from './headless/outline';
import { MIGRATION_OUTLINE } from './migration/outline';
import { SSR_OUTLINE } from './ssr/outline';

/**
 * The documentation pages of prose: guides, and pages such as Benchmarks or Accessibility.
 *
 * To add one, write its page in a folder of its own here (an outline.ts with its sections and a
 * component that renders them, see GuideArticle.tsx) and add an entry below. Everything else
 * follows from this list: the route (routes/routeTree.ts), the "Docs" dropdown in the top bar
 * (config/nav.ts), the "Docs" group of the side menu and the document title (config/pages.ts),
 * the page and its headings in the search (search/documents.ts), and "Edit this doc".
 */
export interface GuideEntry {
  /** Locale-free path, `/guide/migration`; the Chinese page is under `/zh-CN` as every page is. */
  path: string;
  title: Localized;
  /** The page's component file, repository-relative ("Edit this doc"). */
  filePath: string;
  /** The folder the page is made of ("Last update"). */
  updatedFrom: string;
  /** The headings of depth 2 and 3, in order: the search indexes them before the page loads. */
  outline: readonly OutlineEntry[];
  /** The page's module, loaded when the route is visited; its default export is the page. */
  load: () => Promise<{ default: ComponentType }>;
}

export const GUIDES: readonly GuideEntry[] = [
  {
    path: '/guide/migration',
    title: { 'en-US': 'Migrating from rc-cascader', 'zh-CN': '从 rc-cascader 迁移' },
    filePath: 'site/src/guides/migration/MigrationGuide.tsx',
    updatedFrom: 'site/src/guides/migration',
    outline: MIGRATION_OUTLINE,
    load: () => import('./migration/MigrationGuide'),
  },
  {
    path: '/guide/headless',
    title: { 'en-US': 'Headless guide', 'zh-CN': '无样式指南' },
    filePath: 'site/src/guides/headless/HeadlessGuide.tsx',
    updatedFrom: 'site/src/guides/headless',
    outline: HEADLESS_OUTLINE,
    load: () => import('./headless/HeadlessGuide'),
  },
  {
    path: '/guide/core',
    title: { 'en-US': 'Core guide', 'zh-CN': '核心指南' },
    filePath: 'site/src/guides/core/CoreGuide.tsx',
    updatedFrom: 'site/src/guides/core',
    outline: CORE_OUTLINE,
    load: () => import('./core/CoreGuide'),
  },
  {
    path: '/guide/ssr',
    title: { 'en-US': 'Server rendering', 'zh-CN': '服务端渲染' },
    filePath: 'site/src/guides/ssr/SsrGuide.tsx',
    updatedFrom: 'site/src/guides/ssr',
    outline: SSR_OUTLINE,
    load: () => import('./ssr/SsrGuide'),
  },
  {
    path: '/benchmarks',
    title: { 'en-US': 'Benchmarks', 'zh-CN': '性能基准' },
    filePath: 'site/src/guides/benchmarks/BenchmarksPage.tsx',
    // The page is drawn from the committed run in site/src/benchmarks/results.json.
    updatedFrom: 'site/src/benchmarks',
    outline: BENCHMARKS_OUTLINE,
    load: () => import('./benchmarks/BenchmarksPage'),
  },
  {
    path: '/accessibility',
    title: { 'en-US': 'Accessibility', 'zh-CN': '无障碍' },
    filePath: 'site/src/guides/accessibility/AccessibilityPage.tsx',
    updatedFrom: 'site/src/guides/accessibility',
    outline: ACCESSIBILITY_OUTLINE,
    load: () => import('./accessibility/AccessibilityPage'),
  },
];
