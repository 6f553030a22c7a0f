import coverage from 'virtual:cascadia/coverage';
import type { Localized } from '../../i18n/locale';

/**
 * The readme's sections, in order: the headings the page renders and the search indexes. The
 * Coverage section is there only when the site was built with a coverage report to show (CI runs
 * `npm run coverage` before it builds the site): a reader gains nothing from a section that says
 * the figure is missing.
 */
export interface OutlineEntry {
  id: string;
  depth: 2 | 3;
  title: Localized;
}

export const README_OUTLINE: readonly OutlineEntry[] = [
  { id: 'browser-support', depth: 2, title: { 'en-US': 'Browser Support', 'zh-CN': '浏览器支持' } },
  { id: 'screenshots', depth: 2, title: { 'en-US': 'Screenshots', 'zh-CN': '截图' } },
  { id: 'example', depth: 2, title: { 'en-US': 'Example', 'zh-CN': '示例' } },
  { id: 'install', depth: 2, title: { 'en-US': 'Install', 'zh-CN': '安装' } },
  { id: 'usage', depth: 2, title: { 'en-US': 'Usage', 'zh-CN': '用法' } },
  { id: 'api', depth: 2, title: { 'en-US': 'API', 'zh-CN': 'API' } },
  { id: 'props', depth: 3, title: { 'en-US': 'Props', 'zh-CN': '属性' } },
  { id: 'option', depth: 3, title: { 'en-US': 'Option', 'zh-CN': '选项' } },
  { id: 'development', depth: 2, title: { 'en-US': 'Development', 'zh-CN': '开发' } },
  { id: 'test-case', depth: 2, title: { 'en-US': 'Test Case', 'zh-CN': '测试用例' } },
  ...(coverage
    ? [{ id: 'coverage', depth: 2, title: { 'en-US': 'Coverage', 'zh-CN': '覆盖率' } } as const]
    : []),
  { id: 'license', depth: 2, title: { 'en-US': 'License', 'zh-CN': '许可证' } },
];
