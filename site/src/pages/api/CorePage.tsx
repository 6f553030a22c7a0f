import coreApi from 'virtual:cascadia/api-core';
import { SiteLink } from '../../components/SiteLink';
import { L } from '../../i18n/L';
import { ApiReference } from './ApiReference';
import { coreExports } from './select';

/** The framework-free engine, @cascadia/core, documented from its TypeScript declarations. */
export function CorePage() {
  return (
    <>
      <h1>
        <L en="Core engine" zh="核心引擎" />
      </h1>
      <L
        en={
          <p>
            <code>@cascadia/core</code> is the cascader as a pure TypeScript state machine: option trees,
            field names, selection paths, lazy loading, search, checkable selection and keyboard navigation.
            It has no dependencies and no DOM, so it runs in a browser, in Node, in a worker or under any
            framework; the <SiteLink to="/demo/vanilla">vanilla demo</SiteLink> drives plain DOM with it.
          </p>
        }
        zh={
          <p>
            <code>@cascadia/core</code> 把级联选择实现为一个纯 TypeScript
            状态机：选项树、字段名映射、选择路径、 懒加载、搜索、多选和键盘导航。它没有任何依赖，也不依赖
            DOM，可以运行在浏览器、Node、Worker 或任何框架中；
            <SiteLink to="/demo/vanilla">原生 DOM 示例</SiteLink>直接用它驱动原生 DOM。
          </p>
        }
      />
      <p className="api-source">
        <L en="Generated at build time from " zh="构建时生成自 " />
        <code>core/src/index.ts</code>
      </p>
      <ApiReference exports={coreExports(coreApi)} />
    </>
  );
}
