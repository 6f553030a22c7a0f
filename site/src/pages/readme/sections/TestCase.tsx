import { CodeBlock } from '../../../components/code/CodeBlock';
import { L } from '../../../i18n/L';

export function TestCase() {
  return (
    <>
      <CodeBlock code="npm test" language="text" />
      <L
        en={
          <ul>
            <li>
              <code>tests/core</code>: unit and property-based tests of the engine.
            </li>
            <li>
              <code>tests/react</code>: the components and hooks in jsdom.
            </li>
            <li>
              <code>tests/site</code>: this site built and served, driven in Chromium: every route, every
              demo, search, theme, language and an axe-core accessibility check of every page.
            </li>
          </ul>
        }
        zh={
          <ul>
            <li>
              <code>tests/core</code>：引擎的单元测试和基于属性的测试。
            </li>
            <li>
              <code>tests/react</code>：在 jsdom 中测试组件和 Hooks。
            </li>
            <li>
              <code>tests/site</code>：构建并启动本站点，在 Chromium
              中测试每个路由、每个示例、搜索、主题、语言切换， 并用 axe-core 检查每个页面的无障碍问题。
            </li>
          </ul>
        }
      />
    </>
  );
}
