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
      <L
        en={
          <p>
            The layout is theirs too: <code>layout</code> says which of the open columns to render (the last
            ones that fit, or in drill-down the one level) and which levels before them make the breadcrumb,
            measured from the viewport or the container; <code>getBackProps</code> and{' '}
            <code>getCrumbProps</code> go back with the same key as Left. The{' '}
            <SiteLink to="/demo/narrow">narrow demo</SiteLink> shows it.
          </p>
        }
        zh={
          <p>
            布局同样由它们给出：<code>layout</code>{' '}
            说明打开的列中要渲染哪些（放得下的最后几列，或下钻布局中的那一级），
            以及之前的哪些层级组成面包屑，依据视口或容器的宽度测得；<code>getBackProps</code> 和{' '}
            <code>getCrumbProps</code> 以与左方向键相同的方式返回。
            <SiteLink to="/demo/narrow">窄屏示例</SiteLink>展示了这一点。
          </p>
        }
      />
      <L
        en={
          <p>
            So is the phone's bottom sheet: <code>presentation</code> says whether to render a popup or a
            sheet (<code>auto</code> asks for the sheet on a phone); <code>sheet</code> holds its drag offset,
            and <code>getSheetProps</code> (a modal dialog), <code>getBackdropProps</code>,{' '}
            <code>getSheetHandleProps</code> (drag down to dismiss), <code>getSwipeProps</code> (swipe between
            levels), <code>getSheetBackProps</code>, <code>getSheetForwardProps</code> and{' '}
            <code>getSheetSearchProps</code> wire it. A swipe forward sends the core's{' '}
            <code>LEVEL.FORWARD</code>, which goes back down the trail to the level last visited; the forward
            button sends the same for the keyboard and a screen reader, named by the level it goes to
            (“Forward to 杭州”) and <code>aria-disabled</code> while <code>canGoForward</code> is false. In{' '}
            <code>confirm</code> mode, <code>confirm</code> tells whether a draft is open and how many options
            it holds, for <code>getConfirmProps</code> and <code>getCancelProps</code>. The{' '}
            <SiteLink to="/demo/mobile-sheet">mobile-sheet demo</SiteLink> shows both.
          </p>
        }
        zh={
          <p>
            手机的底部面板同样如此：<code>presentation</code> 说明渲染弹层还是底部面板（<code>auto</code>{' '}
            在手机上使用底部面板）；<code>sheet</code> 给出其拖动位移，<code>getSheetProps</code>
            （模态对话框）、
            <code>getBackdropProps</code>、<code>getSheetHandleProps</code>（下拉关闭）、
            <code>getSwipeProps</code>（左右滑动切换层级）、<code>getSheetBackProps</code>、
            <code>getSheetForwardProps</code> 和 <code>getSheetSearchProps</code> 负责连接。向前滑动发送核心的{' '}
            <code>LEVEL.FORWARD</code>
            ，沿足迹回到上次访问的层级；前进按钮为键盘和读屏软件发送同一事件，以它前往的层级命名（“前进到杭州”），
            <code>canGoForward</code> 为 false 时带 <code>aria-disabled</code>。在 <code>confirm</code>{' '}
            模式下，
            <code>confirm</code> 说明是否有待确认的草稿及其包含的选项数，供 <code>getConfirmProps</code> 和{' '}
            <code>getCancelProps</code> 使用。<SiteLink to="/demo/mobile-sheet">底部面板示例</SiteLink>
            展示了这两者。
          </p>
        }
      />
      <L
        en={
          <p>
            And so are the pieces the <code>Cascader</code> is drawn with: <code>usePopupPosition</code>{' '}
            places a popup against the trigger as the <code>Cascader</code> does, <code>useVirtualList</code>{' '}
            windows a long column, and <code>SearchHighlight</code> marks the typed text in a search result.
            The <SiteLink to="/guide/headless">headless guide</SiteLink> builds a picker with them.
          </p>
        }
        zh={
          <p>
            绘制 <code>Cascader</code> 所用的部件也同样提供：<code>usePopupPosition</code> 像{' '}
            <code>Cascader</code> 一样把弹层放在触发元素旁，<code>useVirtualList</code> 对长列做窗口化，
            <code>SearchHighlight</code> 标出搜索结果中输入的文字。
            <SiteLink to="/guide/headless">无样式指南</SiteLink>用它们搭建了一个选择器。
          </p>
        }
      />
      <L
        en={
          <p>
            <code>useLeanCascader(props, features)</code> is <code>useCascader</code> with only the engine
            features you pass in (<code>searchFeature</code>, <code>checkableFeature</code>, … re-exported
            here), so that your bundle leaves the others out:{' '}
            <code>
              useLeanCascader({'{'} options {'}'}, [])
            </code>{' '}
            for a single select whose columns stand side by side in a popup. The hook's own parts are passed
            the same way, in the third argument: <code>layoutPart</code> for the <code>layout</code> prop's{' '}
            <code>drilldown</code> and <code>auto</code>, the column window and the breadcrumb getters (it
            brings the engine's <code>trailFeature</code>, which goes forward), and <code>sheetPart</code> for
            the <code>presentation</code> prop's bottom sheet (it brings <code>layoutPart</code> with it),{' '}
            <code>searchPart</code> for the search results' getters, <code>checkablePart</code> for the
            checkbox and tag getters, <code>confirmPart</code> for the <code>confirm</code> prop's buttons
            (beside <code>confirmFeature</code>):{' '}
            <code>useLeanCascader(props, [searchFeature], [searchPart, sheetPart])</code>. Without a part its
            prop is ignored and its getters give nothing to spread, with a warning in development. The{' '}
            <SiteLink to="/guide/core">core guide</SiteLink> lists which prop needs which feature. The ready{' '}
            <code>Cascader</code> and <code>Cascader.Panel</code> fetch the code of remote search,{' '}
            <code>loadPath</code> and lazy checking when their props use them (the core's{' '}
            <code>onDemand</code>); <code>useCascader</code> has every feature at once.
          </p>
        }
        zh={
          <p>
            <code>useLeanCascader(props, features)</code> 就是只带你传入的引擎功能的 <code>useCascader</code>
            （<code>searchFeature</code>、<code>checkableFeature</code>{' '}
            等也从这里导出），打包时其余功能会被去掉： 单选用{' '}
            <code>
              useLeanCascader({'{'} options {'}'}, [])
            </code>{' '}
            即可（弹层中并排的列）。Hook 自己的部件用第三个参数同样传入：<code>layoutPart</code> 提供{' '}
            <code>layout</code> 属性的 <code>drilldown</code>、<code>auto</code>、列窗口和面包屑的
            getter（并带上负责前进的引擎功能 <code>trailFeature</code>），
            <code>sheetPart</code> 提供 <code>presentation</code> 属性的底部抽屉（并带上{' '}
            <code>layoutPart</code>），<code>searchPart</code> 提供搜索结果的 getter，
            <code>checkablePart</code> 提供复选框和标签的 getter，<code>confirmPart</code> 提供{' '}
            <code>confirm</code> 属性的按钮（与 <code>confirmFeature</code> 一起）：
            <code>useLeanCascader(props, [searchFeature], [searchPart, sheetPart])</code>。
            缺少部件时其属性被忽略、其 getter 不返回任何属性，开发环境下会给出警告。
            <SiteLink to="/guide/core">核心指南</SiteLink>列出了每个属性需要的功能。现成的{' '}
            <code>Cascader</code> 和 <code>Cascader.Panel</code> 在属性用到远程搜索、<code>loadPath</code>{' '}
            和懒勾选时才获取它们的代码（核心的 <code>onDemand</code>）；<code>useCascader</code>{' '}
            一开始就带全部功能。
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
