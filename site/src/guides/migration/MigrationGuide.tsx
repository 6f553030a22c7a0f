import { SiteLink } from '../../components/SiteLink';
import { L } from '../../i18n/L';
import { ScrollTable } from '../../pages/readme/sections/ScrollTable';
import { GuideArticle } from '../GuideArticle';
import { GuideCode } from '../GuideCode';
import { MIGRATION_OUTLINE } from './outline';
import { RcSuite } from './RcSuite';
import after from './samples/after.tsx?raw';
import before from './samples/before.tsx?raw';
import promiseLoad from './samples/promiseLoad.tsx?raw';

function SwapTheImport() {
  return (
    <>
      <L
        en={
          <p>
            <code>Cascader</code> from <code>@cascadia/react</code> takes the props of rc-cascader 3.x and of
            its successor <code>@rc-component/cascader</code> 1.x (what antd 6 wraps), calls the same
            callbacks with the same arguments and renders the same class names for the same{' '}
            <code>prefixCls</code>. In most apps the import is the only line that changes. Before:
          </p>
        }
        zh={
          <p>
            <code>@cascadia/react</code> 的 <code>Cascader</code> 接受 rc-cascader 3.x 及其后继{' '}
            <code>@rc-component/cascader</code> 1.x（antd 6
            所封装的版本）的属性，以相同的参数调用相同的回调，并在相同的 <code>prefixCls</code>{' '}
            下渲染相同的类名。大多数应用只需要改导入这一行。之前：
          </p>
        }
      />
      <GuideCode source={before} />
      <L en={<p>After:</p>} zh={<p>之后：</p>} />
      <GuideCode source={after} />
    </>
  );
}

const SIDE_BY_SIDE: { what: { en: string; zh: string }; rc: string; cascadia: string }[] = [
  {
    what: { en: 'Component', zh: '组件' },
    rc: "import Cascader from 'rc-cascader'",
    cascadia: "import Cascader from '@cascadia/react'",
  },
  {
    what: { en: 'Panel', zh: '面板' },
    rc: 'Cascader.Panel',
    cascadia: "Cascader.Panel (or import { Panel } from '@cascadia/react')",
  },
  {
    what: { en: 'Strategies', zh: '回填策略' },
    rc: 'Cascader.SHOW_PARENT, Cascader.SHOW_CHILD',
    cascadia: "the same, or import { SHOW_PARENT, SHOW_CHILD } from '@cascadia/react'",
  },
  {
    what: { en: 'Types', zh: '类型' },
    rc: 'CascaderProps, DefaultOptionType, FieldNames',
    cascadia: "import type { CascaderProps, DefaultOptionType, FieldNames } from '@cascadia/react'",
  },
  {
    what: { en: 'Styles', zh: '样式' },
    rc: "rc-cascader's assets (Less), or your own",
    cascadia: "'@cascadia/react/styles.css' (CSS), or the same styles as before",
  },
  {
    what: { en: 'Lazy loading', zh: '懒加载' },
    rc: 'loadData(selectedOptions): set option.children, pass new options',
    cascadia: 'the same, or loadData(selectedOptions, { signal }) returning the children',
  },
  {
    what: { en: 'Popup open', zh: '弹层开关' },
    rc: 'open, onOpenChange (popupVisible, onPopupVisibleChange)',
    cascadia: 'the same; the older names with a warning in development',
  },
  {
    what: { en: 'Ref', zh: 'Ref' },
    rc: 'focus(), blur(), nativeElement',
    cascadia: 'the same',
  },
  {
    what: { en: 'Headless', zh: '无样式' },
    rc: '—',
    cascadia: "import { useCascader, useCascaderPanel } from '@cascadia/react'",
  },
];

function SideBySide() {
  return (
    <ScrollTable
      label={{ en: 'rc-cascader and Cascadia side by side', zh: 'rc-cascader 与 Cascadia 对照' }}
      columns={[
        { en: 'What', zh: '项目' },
        { en: 'rc-cascader / @rc-component/cascader', zh: 'rc-cascader / @rc-component/cascader' },
        { en: 'Cascadia', zh: 'Cascadia' },
      ]}
    >
      {SIDE_BY_SIDE.map((row) => (
        <tr key={row.what.en}>
          <td>
            <L en={row.what.en} zh={row.what.zh} />
          </td>
          <td>
            <code>{row.rc}</code>
          </td>
          <td>
            <code>{row.cascadia}</code>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

function Same() {
  return (
    <L
      en={
        <ul>
          <li>
            The props: options, value and defaultValue, onChange(value, selectedOptions), changeOnSelect,
            displayRender, checkable with showCheckedStrategy and checkStrictly, showSearch (filter, render,
            sort, limit, matchInputWidth), expandTrigger, loadData, the icons, optionRender, dropdownRender
            and popupRender, notFoundContent, a custom trigger as children, placement and builtinPlacements,
            getPopupContainer, transitionName, the tag props, allowClear, disabled, direction, and the rest of
            the list on the <SiteLink to="/#props">home page</SiteLink>. Old names such as{' '}
            <code>dropdownClassName</code> still work, with a one-time warning in development.
          </li>
          <li>
            The DOM and class names of both generations, on the same elements: <code>-selection-item</code>{' '}
            and <code>-content</code>, <code>-selection-search-input</code> and <code>-input</code>,{' '}
            <code>-selection-placeholder</code> and <code>-placeholder</code>, <code>-arrow</code> and{' '}
            <code>-suffix</code>, the menus, items and their <code>data-path-key</code>. Stylesheets written
            for rc-cascader, antd 5 or antd 6's markup keep applying.
          </li>
          <li>
            The types: <code>CascaderProps&lt;Option, ValueField, Multiple&gt;</code> (given{' '}
            <code>Multiple</code>, value and onChange are one path or a list of paths of the option's value
            type), <code>FieldNames&lt;Option&gt;</code> (only the option's keys),{' '}
            <code>&lt;Cascader&lt;Option&gt;&gt;</code>. rc-cascader 1.x's example apps (all but the one that
            needs @rc-component/form) type-check unchanged under <code>strict</code>.
          </li>
          <li>React 18 and 19, server rendering and hydration.</li>
        </ul>
      }
      zh={
        <ul>
          <li>
            属性：options、value 与 defaultValue、onChange(value,
            selectedOptions)、changeOnSelect、displayRender、 checkable 及 showCheckedStrategy 与
            checkStrictly、showSearch（filter、render、sort、limit、matchInputWidth）、
            expandTrigger、loadData、各个图标、optionRender、dropdownRender 与
            popupRender、notFoundContent、以 children 传入的自定义触发元素、placement 与
            builtinPlacements、getPopupContainer、transitionName、标签相关属性、
            allowClear、disabled、direction，其余见<SiteLink to="/#props">首页</SiteLink>的属性表。
            <code>dropdownClassName</code> 这类旧名称仍然可用，开发环境下会提示一次。
          </li>
          <li>
            两代的 DOM 和类名都在相同的元素上：<code>-selection-item</code> 与 <code>-content</code>、
            <code>-selection-search-input</code> 与 <code>-input</code>、<code>-selection-placeholder</code>{' '}
            与 <code>-placeholder</code>、<code>-arrow</code> 与 <code>-suffix</code>，以及菜单、选项和它们的{' '}
            <code>data-path-key</code>。为 rc-cascader、antd 5 或 antd 6 的结构写的样式表继续有效。
          </li>
          <li>
            类型：<code>CascaderProps&lt;Option, ValueField, Multiple&gt;</code>（给定 <code>Multiple</code>{' '}
            时，value 与 onChange 是一条路径或多条路径，元素为选项值的类型）、
            <code>FieldNames&lt;Option&gt;</code>（只能是选项的键）、
            <code>&lt;Cascader&lt;Option&gt;&gt;</code>。rc-cascader 1.x 的示例应用（除需要 @rc-component/form
            的那个之外）在 <code>strict</code> 下无需修改即可通过类型检查。
          </li>
          <li>React 18 与 19、服务端渲染与水合。</li>
        </ul>
      }
    />
  );
}

function FromAntd() {
  return (
    <L
      en={
        <>
          <p>
            antd's Cascader wraps rc-cascader (antd 4 and 5) or @rc-component/cascader (antd 6) and adds
            antd's theme and its own props. Cascadia takes antd 6's additions to the API:
          </p>
          <ul>
            <li>
              semantic <code>classNames</code> and <code>styles</code> (<code>root</code>, <code>prefix</code>
              , <code>suffix</code>, <code>content</code>, <code>placeholder</code>, <code>input</code>,{' '}
              <code>clear</code>, <code>item</code>, <code>itemContent</code>, <code>itemRemove</code>,{' '}
              <code>popup.root</code>, <code>popup.list</code>, <code>popup.listItem</code>), also as a
              function of the props;
            </li>
            <li>
              <code>showSearch.searchValue</code>, <code>showSearch.onSearch</code> and{' '}
              <code>showSearch.autoClearSearchValue</code> (the top-level names are deprecated aliases, with a
              one-time warning in development);
            </li>
            <li>
              <code>popupPrefixCls</code> (rc-cascader 3.x's <code>dropdownPrefixCls</code>, which antd 4 and
              5 pass, works too), a function <code>suffixIcon</code>, <code>optionRender</code> for search
              results too, and a <code>showSearch.limit</code> of zero or less listing every result, with
              rc-cascader's warning.
            </li>
          </ul>
          <p>
            antd's own props (<code>size</code>, <code>status</code>, <code>variant</code>,{' '}
            <code>bordered</code>) and its design tokens belong to antd's wrapper, not to the cascader, and
            Cascadia has none of them: TypeScript reports them. The look comes from{' '}
            <code>@cascadia/react/styles.css</code>, or from your own styles for the <code>prefixCls</code>{' '}
            you pass (<code>prefixCls="ant-cascader"</code> puts the class names under antd's prefix).
          </p>
        </>
      }
      zh={
        <>
          <p>
            antd 的 Cascader 封装了 rc-cascader（antd 4 与 5）或 @rc-component/cascader（antd 6），并加上 antd
            的主题和它自己的属性。Cascadia 支持 antd 6 新增的 API：
          </p>
          <ul>
            <li>
              语义化的 <code>classNames</code> 与 <code>styles</code>（<code>root</code>、<code>prefix</code>
              、<code>suffix</code>、<code>content</code>、<code>placeholder</code>、<code>input</code>、
              <code>clear</code>、<code>item</code>、<code>itemContent</code>、<code>itemRemove</code>、
              <code>popup.root</code>、<code>popup.list</code>、<code>popup.listItem</code>
              ），也可以是以属性为参数的函数；
            </li>
            <li>
              <code>showSearch.searchValue</code>、<code>showSearch.onSearch</code> 与{' '}
              <code>showSearch.autoClearSearchValue</code>
              （顶层的同名属性是已弃用的别名，开发环境下提示一次）；
            </li>
            <li>
              <code>popupPrefixCls</code>（antd 4 与 5 传入的 rc-cascader 3.x 的{' '}
              <code>dropdownPrefixCls</code> 也可用）、函数形式的 <code>suffixIcon</code>
              、同样作用于搜索结果的 <code>optionRender</code>，以及 <code>showSearch.limit</code>{' '}
              小于等于零时列出全部结果（并给出与 rc-cascader 相同的警告）。
            </li>
          </ul>
          <p>
            antd 自己的属性（<code>size</code>、<code>status</code>、<code>variant</code>、
            <code>bordered</code>）和设计 token 属于 antd 的封装而不是级联选择本身，Cascadia
            没有这些属性，TypeScript 会报错。外观来自 <code>@cascadia/react/styles.css</code>
            ，或者来自你为所传 <code>prefixCls</code> 编写的样式（<code>prefixCls="ant-cascader"</code>{' '}
            使类名使用 antd 的前缀）。
          </p>
        </>
      }
    />
  );
}

function WhatDiffers() {
  return (
    <L
      en={
        <ul>
          <li>
            <strong>Roles.</strong> The input is a <code>combobox</code> that owns a <code>tree</code> of{' '}
            <code>treeitem</code>s: in single mode the chosen path is <code>aria-selected</code> and the
            chosen option itself also <code>aria-checked="true"</code>; when checkable every row is{' '}
            <code>aria-checked</code> true, false or mixed. rc-cascader's <code>menu</code> and{' '}
            <code>menuitemcheckbox</code> roles describe a menu of commands, and its{' '}
            <code>aria-controls</code> points at nothing. Tests that query rows by role change; tests that
            query class names do not.
          </li>
          <li>
            <strong>More keys.</strong> rc-cascader's list handles Up, Down, Left, Right, Backspace, Enter and
            Escape. Cascadia adds Home and End, PageUp and PageDown (as many rows as fit in the list, never
            wrapping), typeahead by first letters, Space to open a cascader without search, and Enter on the
            first search result without pressing Down first. A key that opens the popup with no value marks
            the first row (the last with Up) active, its column closed, so a screen reader names it; the next
            arrow then does what rc-cascader's first one does, so the columns a test counts are the same.
          </li>
          <li>
            <strong>Long lists are virtualised.</strong> A column of more than 100 options, or more than 20
            search results, renders only the rows in view, so a test that counts the rows of a long column
            sees fewer; <code>virtual=&#123;false&#125;</code> renders every row.
          </li>
          <li>
            <strong>Narrow screens drill down.</strong> With <code>layout="auto"</code> (the default), when
            two columns do not fit the viewport or the popup's container the popup shows one level at a time
            with a back button and a breadcrumb. <code>layout="columns"</code> keeps rc-cascader's columns
            everywhere.
          </li>
          <li>
            <strong>Lazy loading cannot hang.</strong> A loader may also return the children (a Promise), gets
            an AbortSignal when it declares a second parameter, is called once per branch, and is aborted when
            the popup closes or the user leaves the branch. A load that throws, rejects or does not settle
            within <code>loadTimeout</code> (30 s) shows an error with a retry; in rc-cascader the spinner
            stays.
          </li>
          <li>
            <strong>Bad data is reported, not fatal.</strong> Options without a value, duplicates, cycles or
            field names that match nothing are reported through <code>onProblem</code> (or the console) with
            the prop and the place, and skipped. A value repeated among siblings shows as a disabled row in
            its place, where rc-cascader renders two selectable rows with one key, so which one was meant is
            lost.
          </li>
          <li>
            <strong>Hover expansion aims.</strong> A hover expands at once, as in rc-cascader; only a pointer
            on its way into the open next column waits 50 ms, so crossing other rows diagonally does not
            replace that column.
          </li>
        </ul>
      }
      zh={
        <ul>
          <li>
            <strong>角色。</strong>输入框是一个拥有 <code>tree</code> 的 <code>combobox</code>，选项是{' '}
            <code>treeitem</code>：单选时选中路径上的行为 <code>aria-selected</code>，选中的选项本身另有{' '}
            <code>aria-checked="true"</code>；多选时每行的 <code>aria-checked</code> 为 true、false 或 mixed。
            rc-cascader 的 <code>menu</code> 与 <code>menuitemcheckbox</code> 角色描述的是命令菜单，它的{' '}
            <code>aria-controls</code> 指向不存在的元素。按角色查询行的测试需要修改，按类名查询的测试不需要。
          </li>
          <li>
            <strong>更多按键。</strong>rc-cascader 的列表只处理上、下、左、右、Backspace、Enter 和
            Escape。Cascadia 另外支持 Home 与 End、PageUp 与
            PageDown（按列表中能容纳的行数翻页，不循环）、按首字母跳转、在没有搜索时用 Space
            打开，以及不按下方向键直接用 Enter 选择第一个搜索结果。没有值时用按键打开弹出层，第一行（按 ↑
            则为最后一行）即成为当前行，其子级列暂不展开，读屏软件会读出它；下一次方向键的效果与 rc-cascader
            的第一次相同，因此测试统计到的列数不变。
          </li>
          <li>
            <strong>长列表虚拟化。</strong>超过 100 个选项的列或超过 20
            个搜索结果只渲染可见的行，所以统计长列行数的测试会看到更少的行；
            <code>virtual=&#123;false&#125;</code> 渲染全部行。
          </li>
          <li>
            <strong>窄屏逐级进入。</strong>在 <code>layout="auto"</code>
            （默认）下，当视口或弹层容器放不下两列时，弹层一次显示一级， 带返回按钮和面包屑。
            <code>layout="columns"</code> 在任何情况下都保持 rc-cascader 的多列布局。
          </li>
          <li>
            <strong>懒加载不会卡住。</strong>加载函数也可以返回子选项（Promise）；声明第二个参数时会得到
            AbortSignal； 每个分支只请求一次；关闭弹层或离开该分支时请求被中止。抛错、拒绝或在{' '}
            <code>loadTimeout</code>（30 秒）内没有完成的加载会显示错误和重试； rc-cascader 则会一直转圈。
          </li>
          <li>
            <strong>错误数据只报告，不崩溃。</strong>
            缺少值的选项、重复值、循环或匹配不到任何键的字段名，会通过 <code>onProblem</code>
            （或控制台）报告，并指出属性和位置，然后跳过。兄弟选项中重复的值显示为原位置上的一行禁用行；
            rc-cascader 则渲染两行可选且键相同的行，无法知道用户选的是哪一个。
          </li>
          <li>
            <strong>悬停展开会判断方向。</strong>与 rc-cascader
            一样悬停立即展开；只有正移向已打开的下一列的指针会等待 50
            毫秒，这样斜向经过其他行时不会替换那一列。
          </li>
        </ul>
      }
    />
  );
}

function CascaderBehaviour() {
  return (
    <L
      en={
        <ul>
          <li>
            <strong>The active row stays in view</strong>, from its laid-out geometry (rows of any height): a
            column scrolls the least that shows the row whole, with the column's padding, and only when it is
            cut off. A row under the pointer (hover expansion, a hovered result) never moves the column;
            search results stay at their start until the user moves.
          </li>
          <li>
            <strong>PageUp and PageDown move by what fits</strong>: the list the keys act on is measured (its
            height inside its padding over its first row's) and that many rows is the page. A list with no
            layout (hidden, jsdom) moves by 10. While the popup is open these keys never scroll the page.
          </li>
          <li>
            <strong>Long lists stay light.</strong> A column past 100 options, or more than 20 search results,
            renders only its visible rows (TanStack Virtual), with <code>aria-setsize</code> and{' '}
            <code>aria-posinset</code> for the full list. The virtualiser and the popup's positioning
            (Floating UI) are chunks of their own, fetched while the page is idle; until the virtualiser
            arrives, and on the server, a long list shows a 24-row window. A shorter column that appears in
            the open popup first renders the rows in view around its active row and the rest in the first idle
            moment. A panel renders every row from the start.
          </li>
          <li>
            <strong>Narrow screens and deep trees</strong> (<code>layout</code>): <code>'auto'</code> drills
            down when two columns, each counted at least 220 px wide, do not fit the viewport or the element
            that clips the popup (a panel: its parent), so a phone held upright drills down;{' '}
            <code>'drilldown'</code> always does; <code>'columns'</code> never does. Drill-down shows one
            level at a time, full width, with a back button and the path as a breadcrumb; rows, crumbs and the
            back button are at least 44 px tall; the keys are the same. In columns, only the last columns that
            fit are rendered and the earlier levels become a breadcrumb (a long one shows the first level, …
            and the last two): a value 10,000 levels deep opens as 11 columns at 1280 px, and at most 16
            columns render before anything was measured. The rows keep the ARIA levels and positions of the
            whole tree.
          </li>
          <li>
            <strong>Loading that shows.</strong> Remote search shows a "Searching…" row while{' '}
            <code>showSearch.load</code> runs and an error row with a retry when it fails. With{' '}
            <code>loadPath</code>, the selector (or each tag) shows "Loading…" while the labels of a saved
            value are fetched, and the raw values with a retry if that fails. A row whose check waits for its
            descendants is <code>aria-busy</code> and counts the loads answered; one whose check failed is{' '}
            <code>aria-invalid</code> with a retry.
          </li>
          <li>
            <strong>Checkable mode</strong> with tags (<code>maxTagCount</code>, also{' '}
            <code>'responsive'</code>). <code>styles.css</code> has light, dark and right-to-left, CSS motion
            (none under <code>prefers-reduced-motion</code>), and default text colours that keep WCAG AA
            contrast, checked by axe in Chromium.
          </li>
          <li>
            <strong>Mistakes in render props do not unmount your app.</strong> A label React cannot render (a
            plain object) shows its text, with a warning; a render prop that throws (
            <code>displayRender</code>, <code>optionRender</code>, <code>showSearch.render</code>,{' '}
            <code>tagRender</code>, <code>popupRender</code>, <code>getPopupContainer</code>) gives the
            default rendering and a <code>callback-threw</code> problem naming the prop. Warnings about how
            props are written are for development: a production build leaves them out.
          </li>
        </ul>
      }
      zh={
        <ul>
          <li>
            <strong>当前行保持可见</strong>
            ，依据实际布局的几何尺寸（行高任意）：只有当该行被遮挡时，列才滚动最小的距离使整行可见（含列的内边距）。
            指针下的行（悬停展开、悬停的结果）从不移动列；搜索结果在用户移动之前保持在开头。
          </li>
          <li>
            <strong>PageUp 与 PageDown 按能容纳的行数移动</strong>
            ：测量按键作用的列表（内边距以内的高度除以第一行的高度），以此作为一页。
            没有布局的列表（隐藏、jsdom）按 10 行移动。弹层打开时这些键不会滚动页面。
          </li>
          <li>
            <strong>长列表保持轻量。</strong>超过 100 个选项的列或超过 20 个搜索结果只渲染可见的行（TanStack
            Virtual），并以 <code>aria-setsize</code> 与 <code>aria-posinset</code>{' '}
            表示整个列表。虚拟列表和弹层定位（Floating UI）是单独的代码块，
            在页面空闲时获取；在虚拟列表到达之前以及在服务端，长列表显示 24
            行的窗口。在打开的弹层中出现的较短的列，先渲染当前行附近可见的行，
            其余的在第一个空闲时刻渲染。面板从一开始就渲染所有行。
          </li>
          <li>
            <strong>窄屏和很深的树</strong>（<code>layout</code>
            ）：当视口或裁剪弹层的元素（面板则为其父元素）放不下两列（每列至少按 220 px 计）时，
            <code>'auto'</code> 逐级进入，所以竖持的手机会逐级进入；<code>'drilldown'</code> 总是逐级进入；
            <code>'columns'</code>{' '}
            从不。逐级模式一次显示一级，全宽，带返回按钮和作为面包屑的路径；行、面包屑和返回按钮至少 44 px
            高；按键相同。 多列模式只渲染能放下的最后几列，之前的层级变成面包屑（很长时显示第一级、…
            和最后两级）：10,000 级深的值在 1280 px 宽时打开为 11 列，在测量之前最多渲染 16
            列。各行保留整棵树中的 ARIA 层级和位置。
          </li>
          <li>
            <strong>可见的加载状态。</strong>远程搜索在 <code>showSearch.load</code>{' '}
            运行时显示“搜索中…”行，失败时显示带重试的错误行。 使用 <code>loadPath</code>{' '}
            时，获取已保存值的标签期间选择框（或每个标签）显示“加载中…”，失败时显示原始值和重试。
            勾选需要等待后代加载的行为 <code>aria-busy</code>，并显示已完成的加载数；勾选失败的行为{' '}
            <code>aria-invalid</code> 并带有重试。
          </li>
          <li>
            <strong>多选模式</strong>带标签（<code>maxTagCount</code>，也可以是 <code>'responsive'</code>）。
            <code>styles.css</code> 包含浅色、深色和从右到左样式、CSS 动画（在{' '}
            <code>prefers-reduced-motion</code> 下没有），默认文字颜色满足 WCAG AA 对比度，并在 Chromium 中由
            axe 检查。
          </li>
          <li>
            <strong>渲染函数中的错误不会卸载你的应用。</strong>React
            无法渲染的标签（普通对象）显示其文本并给出警告；抛错的渲染函数（
            <code>displayRender</code>、<code>optionRender</code>、<code>showSearch.render</code>、
            <code>tagRender</code>、<code>popupRender</code>、<code>getPopupContainer</code>
            ）改用默认渲染，并给出指明该属性的 <code>callback-threw</code>{' '}
            问题。关于属性写法的警告只在开发环境出现，生产构建中不包含。
          </li>
        </ul>
      }
    />
  );
}

const IGNORED: { prop: string; instead?: string }[] = [
  { prop: 'loading' },
  { prop: 'maxLength' },
  { prop: 'getInputElement', instead: 'children' },
  { prop: 'getRawInputElement', instead: 'children' },
  { prop: 'dropdownAlign', instead: 'builtinPlacements' },
  { prop: 'showAction', instead: 'popupTrigger' },
  { prop: 'onInputKeyDown', instead: 'onKeyDown' },
];

function NotImplemented() {
  return (
    <>
      <L
        en={
          <p>
            rc-cascader 3.x's types accept these rc-select props. Cascadia's accept them too, so your code
            still type-checks, but ignores them, with a development warning naming each.{' '}
            <code>choiceTransitionName</code> (antd passes it) is ignored without a warning.{' '}
            <code>title</code>, <code>onClick</code>, <code>onMouseDown</code> and <code>onKeyUp</code> go to
            the root element.
          </p>
        }
        zh={
          <p>
            rc-cascader 3.x 的类型接受以下 rc-select 属性。Cascadia
            的类型也接受它们，所以代码仍能通过类型检查，但会忽略它们， 并在开发环境下逐个给出警告。
            <code>choiceTransitionName</code>（antd 会传入）被静默忽略。<code>title</code>、
            <code>onClick</code>、<code>onMouseDown</code> 与 <code>onKeyUp</code> 会放到根元素上。
          </p>
        }
      />
      <ScrollTable
        label={{ en: 'Props accepted but not implemented', zh: '接受但未实现的属性' }}
        columns={[
          { en: 'Prop', zh: '属性' },
          { en: 'Use instead', zh: '替代方式' },
        ]}
      >
        {IGNORED.map((row) => (
          <tr key={row.prop}>
            <td>
              <code>{row.prop}</code>
            </td>
            <td>{row.instead ? <code>{row.instead}</code> : '—'}</td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

function Checklist() {
  return (
    <L
      en={
        <>
          <ol>
            <li>
              <code>npm install @cascadia/react</code>, and remove rc-cascader once nothing imports it.
            </li>
            <li>
              Replace <code>'rc-cascader'</code> or <code>'@rc-component/cascader'</code> with{' '}
              <code>'@cascadia/react'</code> in imports of the component and its types.
            </li>
            <li>
              Keep your stylesheet (the class names are the same), or import{' '}
              <code>@cascadia/react/styles.css</code>.
            </li>
            <li>
              Run the app in development and read the console: every ignored or renamed prop is named there
              once.
            </li>
            <li>
              In your tests, query rows by <code>treeitem</code> instead of <code>menuitem</code> or{' '}
              <code>menuitemcheckbox</code>, and pass <code>virtual=&#123;false&#125;</code> where a test
              counts the rows of a column longer than 100.
            </li>
            <li>
              Decide about narrow screens: keep the drill-down of <code>layout="auto"</code>, or pass{' '}
              <code>layout="columns"</code>.
            </li>
            <li>
              Optionally, let lazy loaders return their children and use the signal; a failure then shows a
              retry:
            </li>
          </ol>
          <GuideCode source={promiseLoad} />
        </>
      }
      zh={
        <>
          <ol>
            <li>
              <code>npm install @cascadia/react</code>，在没有代码再导入 rc-cascader 之后将其移除。
            </li>
            <li>
              在组件及其类型的导入中，把 <code>'rc-cascader'</code> 或 <code>'@rc-component/cascader'</code>{' '}
              换成 <code>'@cascadia/react'</code>。
            </li>
            <li>
              保留原有样式表（类名相同），或导入 <code>@cascadia/react/styles.css</code>。
            </li>
            <li>在开发环境运行应用并查看控制台：每个被忽略或改名的属性都会在那里提示一次。</li>
            <li>
              在测试中用 <code>treeitem</code> 代替 <code>menuitem</code> 或 <code>menuitemcheckbox</code>{' '}
              查询行；在统计超过 100 行的列的测试中传入 <code>virtual=&#123;false&#125;</code>。
            </li>
            <li>
              决定窄屏的行为：保留 <code>layout="auto"</code> 的逐级进入，或传入 <code>layout="columns"</code>
              。
            </li>
            <li>可选：让懒加载函数直接返回子选项并使用 signal，失败时就会显示重试：</li>
          </ol>
          <GuideCode source={promiseLoad} />
        </>
      }
    />
  );
}

function FromZag() {
  return (
    <L
      en={
        <>
          <p>
            Zag's cascade-select gives you a machine, a <code>connect</code> function and a tree collection
            built from your data. Cascadia's headless hook is one call: <code>useCascader(props)</code> takes
            plain <code>options</code> (with <code>fieldNames</code> when your keys differ) and returns the
            state and the prop getters, the roles and the ARIA states set.
          </p>
          <ul>
            <li>
              The trigger, content, list and item parts map to <code>getTriggerProps</code> (or{' '}
              <code>getInputProps</code> for a text input), <code>getPopupProps</code>,{' '}
              <code>getTreeProps</code> with <code>getColumnProps</code> per column, and{' '}
              <code>getItemProps(item)</code>.
            </li>
            <li>
              Values are paths of the options' own values (strings or numbers), not strings; a value may
              repeat under different parents.
            </li>
            <li>
              Cascadia adds lazy loading with retry and abort, search with match ranges, checkable mode with
              conduction, a live region and windowing for long columns.
            </li>
            <li>
              Outside React there are no bindings: drive <code>@cascadia/core</code>'s store directly (see the{' '}
              <SiteLink to="/guide/core">core guide</SiteLink> and the{' '}
              <SiteLink to="/demo/vanilla">vanilla demo</SiteLink>
              ).
            </li>
          </ul>
          <p>
            The <SiteLink to="/guide/headless">headless guide</SiteLink> builds a picker with the hook step by
            step.
          </p>
        </>
      }
      zh={
        <>
          <p>
            Zag 的 cascade-select 提供一个状态机、一个 <code>connect</code>{' '}
            函数和一个由数据构建的树集合。Cascadia 的无样式 Hook 只需一次调用：<code>useCascader(props)</code>{' '}
            接受普通的 <code>options</code>（键名不同时配合 <code>fieldNames</code>
            ），返回状态和属性获取函数，角色与 ARIA 状态都已设置好。
          </p>
          <ul>
            <li>
              trigger、content、list、item 这些部分分别对应 <code>getTriggerProps</code>（文本输入框用{' '}
              <code>getInputProps</code>）、<code>getPopupProps</code>、<code>getTreeProps</code> 加每列的{' '}
              <code>getColumnProps</code>，以及 <code>getItemProps(item)</code>。
            </li>
            <li>
              值是由选项自身的值（字符串或数字）组成的路径，而不是字符串；同一个值可以出现在不同的父级下。
            </li>
            <li>
              Cascadia
              另外提供带重试和中止的懒加载、带匹配范围的搜索、带联动的多选、播报区域，以及长列的窗口化渲染。
            </li>
            <li>
              React 之外没有绑定：直接驱动 <code>@cascadia/core</code> 的 store（见
              <SiteLink to="/guide/core">核心指南</SiteLink>和
              <SiteLink to="/demo/vanilla">原生 DOM 示例</SiteLink>）。
            </li>
          </ul>
          <p>
            <SiteLink to="/guide/headless">无样式指南</SiteLink>一步步用这个 Hook 搭建一个选择器。
          </p>
        </>
      }
    />
  );
}

/** Moving an app from rc-cascader or antd's Cascader to Cascadia (issue 26). */
export default function MigrationGuide() {
  return (
    <GuideArticle
      id="migration"
      lead={
        <L
          en={
            <p>
              How to move an app from rc-cascader, @rc-component/cascader or antd's Cascader to Cascadia: what
              changes, what does not, and why.
            </p>
          }
          zh={
            <p>
              如何把应用从 rc-cascader、@rc-component/cascader 或 antd 的 Cascader 迁移到
              Cascadia：哪些会变，哪些不变，以及原因。
            </p>
          }
        />
      }
      outline={MIGRATION_OUTLINE}
      bodies={{
        'swap-the-import': SwapTheImport,
        'side-by-side': SideBySide,
        'what-stays-the-same': Same,
        'from-antd': FromAntd,
        'what-differs': WhatDiffers,
        'rc-cascader-test-suite': RcSuite,
        'cascader-behaviour': CascaderBehaviour,
        'accepted-not-implemented': NotImplemented,
        checklist: Checklist,
        'from-zag': FromZag,
      }}
    />
  );
}
