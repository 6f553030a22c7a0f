import { DEMOS } from '../demos/registry';
import { GUIDES } from '../guides/registry';
import type { Localized } from '../i18n/locale';
import { type OutlineEntry, README_OUTLINE } from '../pages/readme/outline';

/** A menu group (SPEC.md "Route entry ... group (path, title)"). */
export interface PageGroup {
  path: string;
  title: Localized;
}

/** A home page's banner (SPEC.md "Hero"). */
export interface Hero {
  image?: string;
  title: string;
  description: Localized;
  actions: { text: Localized; link: string }[];
}

export type FeatureIcon = 'layers' | 'plug' | 'accessible' | 'gauge';

/** A home page's feature card (SPEC.md "Feature"). */
export interface Feature {
  title: Localized;
  description: Localized;
  icon: FeatureIcon;
  link?: string;
}

/** A documentation page: where it lives, what it is called and which file holds its text. */
export interface PageEntry {
  /** Locale-free path: `/`, `/hooks`, `/demo/simple`. */
  path: string;
  title: Localized;
  /** The label in menus when it differs from the title. */
  menuTitle?: Localized;
  group?: PageGroup;
  /** The source file behind the page, repository-relative: the "Edit this doc" target. */
  filePath: string;
  /** What the page's content is made of when that is more than `filePath` (a folder): its "Last update". */
  updatedFrom?: string;
  /** The page's headings below its title, when it has a fixed outline: what the search indexes. */
  headings?: readonly OutlineEntry[];
  /** Home layouts: a banner and feature cards above the content. */
  hero?: Hero;
  features?: Feature[];
}

export const API_GROUP: PageGroup = { path: '/api', title: { 'en-US': 'API', 'zh-CN': 'API' } };
/** The guides and other pages of prose (guides/registry.ts): the "Docs" group and dropdown. */
export const DOCS_GROUP: PageGroup = { path: '/guide', title: { 'en-US': 'Docs', 'zh-CN': '文档' } };
export const DEMO_GROUP: PageGroup = { path: '/demo', title: { 'en-US': 'Demo', 'zh-CN': '示例' } };

export const HOME_PAGE: PageEntry = {
  path: '/',
  title: { 'en-US': 'Cascadia', 'zh-CN': 'Cascadia' },
  menuTitle: { 'en-US': 'Introduction', 'zh-CN': '介绍' },
  filePath: 'site/src/pages/readme/ReadmePage.tsx',
  updatedFrom: 'site/src/pages/readme',
  headings: README_OUTLINE,
  hero: {
    image: '/logo.svg',
    title: 'Cascadia',
    description: {
      'en-US':
        'A fast, accessible cascading select. A pure TypeScript engine, headless React hooks, and a drop-in rc-cascader.',
      'zh-CN':
        '快速、无障碍的级联选择。纯 TypeScript 引擎、无样式的 React Hooks，以及可直接替换 rc-cascader 的组件。',
    },
    actions: [
      { text: { 'en-US': 'Get started', 'zh-CN': '开始使用' }, link: '#install' },
      { text: { 'en-US': 'See the demos', 'zh-CN': '查看示例' }, link: '/demo' },
    ],
  },
  features: [
    {
      icon: 'layers',
      title: { 'en-US': 'Headless first', 'zh-CN': '无样式优先' },
      description: {
        'en-US':
          'One state machine in a framework-free core; hooks return state and prop getters for any UI.',
        'zh-CN': '与框架无关的核心里只有一个状态机；Hooks 返回状态和属性获取函数，可以搭建任何界面。',
      },
      link: '/guide/headless',
    },
    {
      icon: 'plug',
      title: { 'en-US': 'Drop-in rc-cascader', 'zh-CN': '直接替换 rc-cascader' },
      description: {
        'en-US': 'Same props, callbacks and class names: switch the import and keep your styles and tests.',
        'zh-CN': '相同的属性、回调和类名：换一个导入即可，样式和测试都不用改。',
      },
      link: '/guide/migration',
    },
    {
      icon: 'accessible',
      title: { 'en-US': 'Accessible', 'zh-CN': '无障碍' },
      description: {
        'en-US': 'The WAI-ARIA combobox and tree pattern, full keyboard support and live announcements.',
        'zh-CN': '遵循 WAI-ARIA 组合框与树模式，完整的键盘操作和实时播报。',
      },
      link: '/accessibility',
    },
    {
      icon: 'gauge',
      title: { 'en-US': 'Fast at scale', 'zh-CN': '大数据量也很快' },
      description: {
        'en-US': 'Virtualised columns and search keep 100,000 options smooth; lazy loads retry and abort.',
        'zh-CN': '虚拟化的列和搜索让十万个选项依然流畅；懒加载支持重试和中止。',
      },
      link: '/demo/large-data',
    },
  ],
};

export const PAGES: readonly PageEntry[] = [
  HOME_PAGE,
  ...GUIDES.map(
    (guide): PageEntry => ({
      path: guide.path,
      title: guide.title,
      group: DOCS_GROUP,
      filePath: guide.filePath,
      updatedFrom: guide.updatedFrom,
      headings: guide.outline,
    }),
  ),
  {
    path: '/hooks',
    title: { 'en-US': 'Headless hooks', 'zh-CN': '无样式 Hooks' },
    group: API_GROUP,
    filePath: 'site/src/pages/api/HooksPage.tsx',
    // Generated from the React package's declarations: it changes when they do.
    updatedFrom: 'react/src',
  },
  {
    path: '/core',
    title: { 'en-US': 'Core engine', 'zh-CN': '核心引擎' },
    group: API_GROUP,
    filePath: 'site/src/pages/api/CorePage.tsx',
    updatedFrom: 'core/src',
  },
  ...DEMOS.map(
    (demo): PageEntry => ({
      path: `/demo/${demo.id}`,
      title: demo.title,
      group: DEMO_GROUP,
      filePath: `site/src/demos/${demo.id}.tsx`,
    }),
  ),
];

/** The page registered at a locale-free path (as `stripLocale` gives it). */
export function findPage(path: string): PageEntry | undefined {
  return PAGES.find((p) => p.path === path);
}

/** Top-level menu entries: pages without a group, then each group with its pages, in order. */
export interface MenuNode {
  title: Localized;
  path?: string;
  children?: MenuNode[];
}

export function menuTree(): MenuNode[] {
  const nodes: MenuNode[] = [];
  const groups = new Map<string, MenuNode>();
  for (const page of PAGES) {
    const node: MenuNode = { title: page.menuTitle ?? page.title, path: page.path };
    if (!page.group) {
      nodes.push(node);
      continue;
    }
    let group = groups.get(page.group.path);
    if (!group) {
      group = { title: page.group.title, children: [] };
      groups.set(page.group.path, group);
      nodes.push(group);
    }
    group.children?.push(node);
  }
  return nodes;
}
