import { SiteLink } from '../../components/SiteLink';
import { L } from '../../i18n/L';
import { useLocale } from '../../i18n/useLocale';
import { ScrollTable } from '../../pages/readme/sections/ScrollTable';
import { GuideArticle } from '../GuideArticle';
import { GuideCode } from '../GuideCode';
import { GETTER_ROWS } from './getterRows';
import { HEADLESS_OUTLINE } from './outline';
import highlighted from './samples/Highlighted.tsx?raw';
import { Picker } from './samples/Picker';
import picker from './samples/Picker.tsx?raw';
import positioned from './samples/Positioned.tsx?raw';
import places from './samples/places.ts?raw';
import row from './samples/Row.tsx?raw';
import step1 from './samples/Step1.tsx?raw';
import step3 from './samples/Step3Search.tsx?raw';
import windowed from './samples/WindowedColumn.tsx?raw';
import './HeadlessGuide.css';

function Getters() {
  const locale = useLocale();
  const zh = locale === 'zh-CN';
  return (
    <>
      <L
        en={
          <p>
            <code>useCascader(props)</code> takes the Cascader's props (<code>options</code>,{' '}
            <code>value</code>, <code>onChange</code>, <code>loadData</code>, <code>showSearch</code>,{' '}
            <code>checkable</code>…) and returns the state (<code>open</code>, <code>columns</code>,{' '}
            <code>display</code>, <code>searching</code>, <code>searchCount</code>, <code>layout</code>,{' '}
            <code>getItem(id)</code>, <code>getSearchItem(index)</code>) and prop getters. Each getter returns
            the props of one element: spread them on it. Each also takes your own props and merges them
            (below).
          </p>
        }
        zh={
          <p>
            <code>useCascader(props)</code> 接受 Cascader 的属性（<code>options</code>、<code>value</code>、
            <code>onChange</code>、<code>loadData</code>、<code>showSearch</code>、<code>checkable</code>
            ……），返回状态（
            <code>open</code>、<code>columns</code>、<code>display</code>、<code>searching</code>、
            <code>searchCount</code>、<code>layout</code>、<code>getItem(id)</code>、
            <code>getSearchItem(index)</code>
            ）和属性获取函数。每个获取函数返回一个元素的属性，把它展开到该元素上即可；它们也接受你自己的属性并合并（见下文）。
          </p>
        }
      />
      <ScrollTable
        label={{ en: 'The getters and their elements', zh: '获取函数及其元素' }}
        columns={[
          { en: 'Getter', zh: '获取函数' },
          { en: 'On', zh: '用于' },
          { en: 'What it puts there', zh: '提供的内容' },
        ]}
      >
        {GETTER_ROWS.map((r) => (
          <tr key={r.getter}>
            <td>
              <code>{r.getter}</code>
            </td>
            <td>{zh ? r.element.zh : r.element.en}</td>
            <td>{zh ? r.gives.zh : r.gives.en}</td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

function FirstPicker() {
  return (
    <>
      <L
        en={<p>The options this guide uses (one city disabled, one column of 500 towns):</p>}
        zh={<p>本指南使用的选项（一个城市被禁用，一列有 500 个城镇）：</p>}
      />
      <GuideCode source={places} />
      <L
        en={
          <p>
            A button opens a popup of columns; each row is an option. The focus stays on the button: the keys
            move through the rows by <code>aria-activedescendant</code>, so the rows never take it.
          </p>
        }
        zh={
          <p>
            按钮打开一个由多列组成的弹层，每一行是一个选项。焦点始终留在按钮上：按键通过{' '}
            <code>aria-activedescendant</code> 在各行之间移动，行本身从不获得焦点。
          </p>
        }
      />
      <GuideCode source={step1} />
      <L
        en={
          <p>
            Keep <code>options</code> stable (a module constant, state or <code>useMemo</code>): the hook
            compares it by identity, since building the tree is the costly part. Options written inline make a
            new tree on every render; after 20 such renders in a row the hook warns, naming{' '}
            <code>options</code>, and from then on takes new options only when their content differs.
          </p>
        }
        zh={
          <p>
            保持 <code>options</code> 稳定（模块常量、state 或 <code>useMemo</code>）：Hook
            按引用比较它，因为构建树是开销最大的部分。 内联写出的 options 每次渲染都会生成新树；连续 20
            次这样的渲染后 Hook 会给出指明 <code>options</code> 的警告，此后只在内容变化时才接受新的 options。
          </p>
        }
      />
    </>
  );
}

function Rows() {
  return (
    <>
      <L
        en={
          <p>
            <code>api.getItem(id)</code> says everything a row shows: <code>text</code> and <code>label</code>
            , <code>active</code> (on the open path), <code>focused</code> (the keyboard's row),{' '}
            <code>selected</code> (on the chosen path), <code>isValue</code>, <code>disabled</code>,{' '}
            <code>expandable</code>, <code>loading</code>, <code>failed</code>, <code>checked</code> and{' '}
            <code>halfChecked</code>, and the option itself. Draw them as you like; the ARIA states come from
            the getter.
          </p>
        }
        zh={
          <p>
            <code>api.getItem(id)</code> 给出一行要显示的全部信息：<code>text</code> 与 <code>label</code>、
            <code>active</code>（在打开的路径上）、<code>focused</code>（键盘所在的行）、<code>selected</code>
            （在选中的路径上）、<code>isValue</code>、<code>disabled</code>、<code>expandable</code>、
            <code>loading</code>、<code>failed</code>、<code>checked</code> 与 <code>halfChecked</code>
            ，以及选项本身。 可以随意绘制；ARIA 状态由获取函数提供。
          </p>
        }
      />
      <GuideCode source={row} />
    </>
  );
}

function ComposingHandlers() {
  return (
    <L
      en={
        <p>
          Pass your props to the getter instead of writing them beside the spread: both handlers run, yours
          first; class names are joined, styles merged and refs all set; for any other attribute your value
          wins, so you can override one on purpose. To change what an event does, rather than add to it, use
          the <code>stateReducer</code> prop: it sees every change before it is applied.
        </p>
      }
      zh={
        <p>
          把你的属性传给获取函数，而不是写在展开语法旁边：两个处理函数都会执行，你的先执行；类名会拼接，样式会合并，ref
          都会被设置；其他属性以你的值为准，所以可以有意覆盖某个属性。若要改变一个事件的效果而不只是附加行为，请使用{' '}
          <code>stateReducer</code> 属性：它会在每次变化生效之前看到它。
        </p>
      }
    />
  );
}

function Search() {
  return (
    <>
      <L
        en={
          <p>
            With <code>showSearch</code>, put <code>getInputProps()</code> on a text input: typing searches,
            and while <code>api.searching</code> the popup lists <code>api.searchCount</code> results instead
            of columns. Each result (<code>api.getSearchItem(index)</code>) is a whole path; its{' '}
            <code>parts</code> give each label's text and the <code>ranges</code> where the typed text occurs.{' '}
            <code>&lt;SearchHighlight parts=&#123;result.parts&#125; /&gt;</code> draws them as the{' '}
            <code>Cascader</code> does: the labels joined with " / ", each match in a{' '}
            <code>&lt;span&gt;</code> (<code>keywordClassName</code>, <code>keywordStyle</code>), or in your
            own element with <code>renderKeyword</code>:
          </p>
        }
        zh={
          <p>
            设置 <code>showSearch</code> 后，把 <code>getInputProps()</code> 放在文本输入框上：输入即搜索；当{' '}
            <code>api.searching</code> 为真时，弹层列出 <code>api.searchCount</code>{' '}
            个结果而不是各列。每个结果（
            <code>api.getSearchItem(index)</code>）是一条完整路径；它的 <code>parts</code>{' '}
            给出每个标签的文本，以及输入文本出现的 <code>ranges</code>。
            <code>&lt;SearchHighlight parts=&#123;result.parts&#125; /&gt;</code> 与 <code>Cascader</code>{' '}
            的绘制方式相同：各标签以 “ / ” 连接，每处匹配包在 <code>&lt;span&gt;</code> 中（
            <code>keywordClassName</code>、<code>keywordStyle</code>），或用 <code>renderKeyword</code>{' '}
            换成你自己的元素：
          </p>
        }
      />
      <GuideCode source={highlighted} />
      <GuideCode source={step3} />
    </>
  );
}

function Windowing() {
  return (
    <L
      en={
        <>
          <p>
            A column of thousands of rows should render only those in view. <code>column.count</code> and{' '}
            <code>column.idAt(index)</code> read it without making a list of every id (
            <code>column.items</code> makes one, as long as the column). The rows keep{' '}
            <code>aria-setsize</code> and <code>aria-posinset</code> of the whole column, so a screen reader
            still says "12 of 500".
          </p>
          <GuideCode source={windowed} />
          <p>
            <code>useVirtualList(&#123; count, activeIndex &#125;)</code> is the windowing the ready{' '}
            <code>Cascader</code> uses (TanStack Virtual): it gives the scrolling element's <code>ref</code>{' '}
            and <code>onScroll</code>, the <code>rows</code> to render with their props, and the heights of
            the spaces <code>before</code> and <code>after</code> them. Rows are measured as they render, so
            they may be of any height (<code>itemHeight</code> is the estimate); the active row is kept in
            view, and rendered out of sight while it is outside the window, so that{' '}
            <code>aria-activedescendant</code> always finds it. The virtualiser is a chunk of its own, fetched
            on the first long list: until it arrives, and on the server, the window is a fixed slice of rows
            around the active one. Pass <code>visible: false</code> while the list is hidden.
          </p>
        </>
      }
      zh={
        <>
          <p>
            有成千上万行的列应当只渲染可见的行。<code>column.count</code> 与 <code>column.idAt(index)</code>{' '}
            读取一列时不会生成包含全部 id 的数组（<code>column.items</code>{' '}
            会生成一个与列等长的数组）。各行保留整列的 <code>aria-setsize</code> 与 <code>aria-posinset</code>
            ，所以读屏软件仍会读出“第 12 项，共 500 项”。
          </p>
          <GuideCode source={windowed} />
          <p>
            <code>useVirtualList(&#123; count, activeIndex &#125;)</code> 就是现成的 <code>Cascader</code>{' '}
            所用的窗口化（TanStack Virtual）：它给出滚动元素的 <code>ref</code> 与 <code>onScroll</code>
            、要渲染的 <code>rows</code> 及其属性，以及它们之前（<code>before</code>）和之后（
            <code>after</code>）的空白高度。各行在渲染时测量，所以行高可以任意（<code>itemHeight</code>{' '}
            是估计值）；当前行保持可见，在窗口之外时也会在视野外渲染，使 <code>aria-activedescendant</code>{' '}
            总能找到它。虚拟列表引擎是单独的代码块，在第一个长列表出现时获取：在它到达之前以及在服务端，窗口是当前行附近固定的一段行。
            列表隐藏时请传入 <code>visible: false</code>。
          </p>
        </>
      }
    />
  );
}

function Positioning() {
  return (
    <L
      en={
        <>
          <p>
            <code>useCascader</code> does not place the popup: put it where your design wants. Absolute
            positioning under the root is enough in many layouts; to place it as the ready{' '}
            <code>Cascader</code> does (below the trigger, flipping above it near the bottom of the screen,
            shifting to stay on screen, following scrolling and resizing, right-aligned in RTL), hand the
            hook's reference element (<code>api.getReference()</code>) and your popup to{' '}
            <code>usePopupPosition</code> and spread its <code>style</code> into the popup's. It takes the{' '}
            <code>Cascader</code>'s <code>placement</code>, <code>builtinPlacements</code> and a{' '}
            <code>matchWidth</code>, and returns where the popup ended up (<code>placement</code>, e.g.{' '}
            <code>topLeft</code> after a flip). The positioning engine (Floating UI) is a chunk of its own,
            fetched while the browser is idle or on the first open; the popup stays transparent until placed.
          </p>
          <GuideCode source={positioned} />
        </>
      }
      zh={
        <>
          <p>
            Hook 不负责放置弹层：按你的设计放置即可。很多布局中在根元素下绝对定位就足够了；若要像现成的{' '}
            <code>Cascader</code>{' '}
            那样放置（在触发元素下方，靠近屏幕底部时翻转到上方，平移以留在屏幕内，跟随滚动和尺寸变化，RTL
            时右对齐），把 Hook 的参照元素（<code>api.getReference()</code>）和弹层交给{' '}
            <code>usePopupPosition</code>，并把它返回的 <code>style</code> 合并到弹层的样式中。它接受{' '}
            <code>Cascader</code> 的 <code>placement</code>、<code>builtinPlacements</code> 以及{' '}
            <code>matchWidth</code>，并返回弹层最终所在的位置（<code>placement</code>，例如翻转后为{' '}
            <code>topLeft</code>）。定位引擎（Floating
            UI）是单独的代码块，在浏览器空闲时或第一次打开时获取；弹层在定位之前保持透明。
          </p>
          <GuideCode source={positioned} />
        </>
      }
    />
  );
}

function LiveRegion() {
  return (
    <L
      en={
        <p>
          Render <code>&lt;span &#123;...api.getLiveRegionProps()&#125; /&gt;</code> once, outside the popup.
          It is a polite, visually hidden status that announces the number of results, loads, load failures
          (with how to retry by keyboard) and removed tags, and is cleared when the popup closes. Its texts
          come from the <code>messages</code> prop, or a language pack passed as <code>locale</code>.
        </p>
      }
      zh={
        <p>
          在弹层之外渲染一次 <code>&lt;span &#123;...api.getLiveRegionProps()&#125; /&gt;</code>
          。它是一个礼貌的、视觉隐藏的状态区域，播报结果数量、加载、加载失败（以及如何用键盘重试）和被移除的标签，弹层关闭时清空。
          其文本来自 <code>messages</code> 属性，或作为 <code>locale</code> 传入的语言包。
        </p>
      }
    />
  );
}

function Layout() {
  return (
    <L
      en={
        <p>
          The hook returns <code>layout</code>: <code>mode</code> (<code>'columns'</code> or{' '}
          <code>'drilldown'</code>), <code>visibleColumns</code> (render these instead of <code>columns</code>
          ), <code>start</code>, <code>crumbs</code> for the levels before the first visible one, with{' '}
          <code>getBreadcrumbProps</code>, <code>getBackProps</code> and <code>getCrumbProps(crumb)</code>.
          The hooks default to <code>layout: 'columns'</code>, so a UI that renders <code>columns</code> keeps
          working; pass <code>'auto'</code> to drill down, as the components do, when two columns do not fit.
          On phones, <code>presentation: 'auto'</code> (the components' default; the hooks default to{' '}
          <code>'popup'</code>) opens a modal bottom sheet instead of the popup: <code>api.presentation</code>{' '}
          says which is in effect, and <code>getSheetProps</code>, <code>getBackdropProps</code>,{' '}
          <code>getSheetHandleProps</code>, <code>getSwipeProps</code>, <code>getSheetBackProps</code>,{' '}
          <code>getSheetForwardProps</code> and <code>getSheetSearchProps</code> wire it; their code is
          fetched once the presentation resolves to a sheet (at mount on a phone): render the sheet when{' '}
          <code>api.sheet.ready</code> is true. Forward is the core's: a swipe forward sends{' '}
          <code>LEVEL.FORWARD</code> (back down to the level last visited, with the row open there), and{' '}
          <code>canGoForward</code> says whether it would open a level. <code>getSheetForwardProps</code>{' '}
          gives the same to a button, for the keyboard and a screen reader who cannot swipe: named by the
          level it goes to, <code>aria-disabled</code> (still focusable) where there is none; put it beside
          the back one, where a thumb reaches.
        </p>
      }
      zh={
        <p>
          Hook 返回 <code>layout</code>：<code>mode</code>（<code>'columns'</code> 或 <code>'drilldown'</code>
          ）、
          <code>visibleColumns</code>（渲染它们而不是 <code>columns</code>）、<code>start</code>
          、第一个可见层级之前各级的 <code>crumbs</code>，以及 <code>getBreadcrumbProps</code>、
          <code>getBackProps</code> 与 <code>getCrumbProps(crumb)</code>。Hooks 默认{' '}
          <code>layout: 'columns'</code>，所以渲染 <code>columns</code> 的界面继续可用；传入{' '}
          <code>'auto'</code> 则与组件一样，在放不下两列时逐级进入。在手机上，
          <code>presentation: 'auto'</code>（组件的默认值；Hooks 默认为 <code>'popup'</code>
          ）以模态底部面板代替弹层：
          <code>api.presentation</code> 说明当前使用哪一种，<code>getSheetProps</code>、
          <code>getBackdropProps</code>、<code>getSheetHandleProps</code>、<code>getSwipeProps</code>、
          <code>getSheetBackProps</code>、<code>getSheetForwardProps</code> 与{' '}
          <code>getSheetSearchProps</code>{' '}
          负责连接它；它们的代码在呈现方式确定为底部面板时（手机上即挂载时）按需加载：
          <code>api.sheet.ready</code> 为 true 时再渲染底部面板。前进由核心负责：向前滑动发送{' '}
          <code>LEVEL.FORWARD</code>
          （回到上次访问的层级，并停在当时展开的那一行），<code>canGoForward</code> 说明前进是否会打开一级。
          <code>getSheetForwardProps</code>{' '}
          把同样的操作交给一个按钮，供无法滑动的键盘和读屏用户使用：以它前往的层级命名，无处可去时带{' '}
          <code>aria-disabled</code>（仍可聚焦）；请把它放在返回按钮旁边，拇指够得着的地方。
        </p>
      }
    />
  );
}

function WholePicker() {
  return (
    <>
      <L
        en={
          <p>
            All of it together: a search input, windowed columns, highlighted results, a placed popup and the
            live region. Try it with the mouse and the keyboard (Down, Right, PageDown in the 500 towns,
            typing "town 4"):
          </p>
        }
        zh={
          <p>
            全部组合起来：搜索输入框、窗口化的列、高亮的结果、定位的弹层和播报区域。可以用鼠标和键盘试试（下、右、在
            500 个城镇中按 PageDown、输入“town 4”）：
          </p>
        }
      />
      <div className="headless-guide-live">
        <Picker />
      </div>
      <GuideCode source={picker} />
      <L
        en={
          <p>
            Every getter and type is on the <SiteLink to="/hooks">Headless hooks</SiteLink> page; the{' '}
            <SiteLink to="/demo/headless">headless demo</SiteLink> draws another design with the same hook.
          </p>
        }
        zh={
          <p>
            全部获取函数和类型见<SiteLink to="/hooks">无样式 Hooks</SiteLink>页面；
            <SiteLink to="/demo/headless">无样式示例</SiteLink>用同一个 Hook 绘制了另一种设计。
          </p>
        }
      />
    </>
  );
}

/** A custom picker on useCascader, step by step, with code that compiles and runs. */
export default function HeadlessGuide() {
  return (
    <GuideArticle
      id="headless-guide"
      lead={
        <L
          en={
            <p>
              The ready <code>Cascader</code> is one way to draw Cascadia. <code>useCascader</code> gives you
              the same behaviour, keyboard and accessibility with your own markup. This guide builds a picker
              step by step.
            </p>
          }
          zh={
            <p>
              现成的 <code>Cascader</code> 只是 Cascadia 的一种绘制方式。<code>useCascader</code>{' '}
              以你自己的标记提供同样的行为、键盘操作和无障碍支持。本指南一步步搭建一个选择器。
            </p>
          }
        />
      }
      outline={HEADLESS_OUTLINE}
      bodies={{
        getters: Getters,
        'first-picker': FirstPicker,
        rows: Rows,
        'composing-handlers': ComposingHandlers,
        search: Search,
        windowing: Windowing,
        positioning: Positioning,
        'live-region': LiveRegion,
        layout: Layout,
        'whole-picker': WholePicker,
      }}
    />
  );
}
