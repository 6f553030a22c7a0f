import reactExports from 'virtual:cascadia/api-react';
import { SiteLink } from '../../components/SiteLink';
import { L } from '../../i18n/L';
import { ApiReference } from './ApiReference';
import { hookExports } from './select';

/** The headless hooks of @cascadia/react, documented from their TypeScript declarations. */
export function HooksPage() {
  const hooks = hookExports(reactExports);
  return (
    <>
      <h1>
        <L en="Headless hooks" zh="无样式 Hooks" />
      </h1>
      <L
        en={
          <p>
            The hooks hold all of a cascader's state and behaviour and render nothing: they return the state
            and prop getters to spread on your own elements. The <code>Cascader</code> component is built on
            them; the <SiteLink to="/demo/headless">headless demo</SiteLink> builds another interface from
            them.
          </p>
        }
        zh={
          <p>
            这些 Hooks 持有级联选择的全部状态和行为，但不渲染任何内容：它们返回状态和属性获取函数，
            展开到你自己的元素上即可。<code>Cascader</code> 组件就是基于它们实现的；
            <SiteLink to="/demo/headless">无样式示例</SiteLink>
            用它们搭建了另一种界面。
          </p>
        }
      />
      <p className="api-source">
        <L en="Generated at build time from " zh="构建时生成自 " />
        <code>react/src/index.ts</code>
      </p>
      {hooks.length > 0 ? (
        <ApiReference exports={hooks} />
      ) : (
        <p>
          <L
            en="No hooks are exported by react/src/index.ts in this build."
            zh="本次构建中 react/src/index.ts 没有导出 Hooks。"
          />
        </p>
      )}
    </>
  );
}
