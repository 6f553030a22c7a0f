import { CodeBlock } from '../../components/code/CodeBlock';
import { InlineCode } from '../../components/InlineCode';
import { SiteLink } from '../../components/SiteLink';
import { L } from '../../i18n/L';
import { useLocale } from '../../i18n/useLocale';
import { ScrollTable } from '../../pages/readme/sections/ScrollTable';
import { GuideArticle } from '../GuideArticle';
import { GuideCode } from '../GuideCode';
import { CORE_OUTLINE } from './outline';
import { PROBLEM_CODES } from './problemCodes';
import keyboard from './samples/keyboard.ts?raw';
import lean from './samples/lean.ts?raw';
import search from './samples/search.ts?raw';
import store from './samples/store.ts?raw';
import tree from './samples/tree.ts?raw';
import validate from './samples/validate.ts?raw';

function TreeSection() {
  return (
    <>
      <L
        en={
          <p>
            <code>Tree.build(options, fieldNames)</code> indexes an options tree once and returns{' '}
            <code>{'{ tree, problems }'}</code>. Every option gets a numeric id, in preorder; a subtree is a
            range of ids, and the queries read typed arrays, so a tree of a million options costs a few bytes
            per option. A tree is immutable: loading children makes a new one. Options are keyed by their
            whole value path, so the same value under two parents is fine, and <code>1</code> and{' '}
            <code>'1'</code> differ. For tens of thousands of options and more,{' '}
            <code>buildLargeTree(options, fieldNames)</code> builds the same tree faster and lighter with the
            large-tree machinery, which <code>Tree.build</code> leaves out of a bundle that does not ask for
            it.
          </p>
        }
        zh={
          <p>
            <code>Tree.build(options, fieldNames)</code> 对选项树建立一次索引，返回{' '}
            <code>{'{ tree, problems }'}</code>
            。每个选项按前序获得一个数字 id；子树是一段连续的
            id，查询读取的是类型化数组，所以一百万个选项的树每个选项只占几个字节。
            树是不可变的：加载子选项会生成一棵新树。选项以完整的值路径为键，所以同一个值可以出现在两个父级下，
            <code>1</code> 与 <code>'1'</code> 是不同的值。选项达到数万乃至更多时，
            <code>buildLargeTree(options, fieldNames)</code> 借助大树机制更快、更省内存地建立同一棵树；
            <code>Tree.build</code> 不带这部分代码，未用到它的包里也就没有它。
          </p>
        }
      />
      <GuideCode source={tree} />
      <L
        en={
          <p>
            Also: <code>labelOf(id)</code> (the label as given, which may be a React node),{' '}
            <code>optionsOf(path)</code> (rc-cascader's <code>selectedOptions</code>),{' '}
            <code>childByValue(parent, value)</code>, <code>childCount(id)</code>, <code>depthOf(id)</code>,{' '}
            <code>isDisabled(id)</code> (itself or below a disabled ancestor), <code>isUnloaded(id)</code>.
            The queries along a path are functions of the tree, so a bundle that never asks them leaves them
            out: <code>labelsOf(tree, path)</code>, <code>textsOf(tree, path)</code>,{' '}
            <code>pathOptions(tree, id)</code>. Every method is listed on the{' '}
            <SiteLink to="/core#Tree">Core API</SiteLink> page.
          </p>
        }
        zh={
          <p>
            另外还有：<code>labelOf(id)</code>（原样的标签，可能是 React 节点）、
            <code>optionsOf(path)</code>（即 rc-cascader 的 <code>selectedOptions</code>）、
            <code>childByValue(parent, value)</code>、<code>childCount(id)</code>、<code>depthOf(id)</code>、
            <code>isDisabled(id)</code>（自身或祖先被禁用）、<code>isUnloaded(id)</code>。
            沿路径的查询是以树为参数的函数，未调用它们的包里就没有它们：<code>labelsOf(tree, path)</code>、
            <code>textsOf(tree, path)</code>、<code>pathOptions(tree, id)</code>。全部方法见{' '}
            <SiteLink to="/core#Tree">核心 API</SiteLink> 页面。
          </p>
        }
      />
    </>
  );
}

function ValidateSection() {
  return (
    <>
      <L
        en={
          <p>
            Bad input never crashes or hangs the engine: each problem is reported with a stable{' '}
            <code>code</code>, the <code>prop</code> it is in, the place <code>at</code> (
            <code>options[0].children[2]</code>) and a <code>severity</code> (<code>error</code>: data is
            skipped or cannot be chosen until fixed; <code>warning</code>: nothing is lost), and the node is
            skipped. The store reports them through <code>onProblem</code>, or the console without one. To
            check data before it reaches a page (in a build step, a test or a server), ask for them directly:
          </p>
        }
        zh={
          <p>
            错误的输入不会让引擎崩溃或卡住：每个问题都带有稳定的 <code>code</code>、所在的 <code>prop</code>
            、位置 <code>at</code>（<code>options[0].children[2]</code>）和 <code>severity</code>（
            <code>error</code>
            ：数据被跳过或在修正前无法选择；<code>warning</code>：没有丢失任何东西），然后跳过该节点。Store
            通过 <code>onProblem</code>{' '}
            报告它们，没有时输出到控制台。要在数据到达页面之前（构建步骤、测试或服务端）检查，可以直接获取：
          </p>
        }
      />
      <GuideCode source={validate} />
      <L
        en={
          <p>
            Development builds explain each problem in full. In a production build (your bundler sets{' '}
            <code>process.env.NODE_ENV</code> to <code>production</code>) the explanations are left out of the
            bundle and the message is the code and the place:{' '}
            <code>duplicate-value at options[1] (explained in development builds)</code>, as it is wherever{' '}
            <code>process</code> does not exist. A failed load keeps the loader's own error in both (
            <code>loadData failed for ["fj"]: the server refused 福建</code>): that is your data, which you
            may show your users.
          </p>
        }
        zh={
          <p>
            开发构建会完整解释每个问题。在生产构建中（打包工具把 <code>process.env.NODE_ENV</code> 设为{' '}
            <code>production</code>），解释文字不会进入包中，消息只有代码和位置：
            <code>duplicate-value at options[1] (explained in development builds)</code>；在不存在{' '}
            <code>process</code> 的环境中也是如此。加载失败的消息在两种构建中都保留加载函数自己的错误（
            <code>loadData failed for ["fj"]: the server refused 福建</code>）：那是你的数据，可以展示给用户。
          </p>
        }
      />
    </>
  );
}

function ProblemCodes() {
  const locale = useLocale();
  return (
    <ScrollTable
      label={{ en: 'Problem codes', zh: '问题代码' }}
      columns={[
        { en: 'Code', zh: '代码' },
        { en: 'What is wrong, and what Cascadia does instead', zh: '问题及 Cascadia 的处理' },
      ]}
    >
      {PROBLEM_CODES.map((row) => (
        <tr key={row.codes[0]}>
          <td>
            {row.codes.map((code) => (
              <code key={code} style={{ display: 'block' }}>
                {code}
              </code>
            ))}
          </td>
          <td>
            <InlineCode text={locale === 'zh-CN' ? row.zh : row.en} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

function SearchSection() {
  return (
    <>
      <L
        en={
          <p>
            <code>searchTree(tree, query, options)</code> finds the options whose path has a label containing
            the query, case-insensitively, as the Cascader does: leaves, or every node with{' '}
            <code>candidates: 'all'</code>; at most <code>limit</code> results (<code>false</code> for all),
            with your own <code>filter</code> and <code>sort</code> if you pass them. <code>results</code> are
            node ids; <code>total</code> counts every match. <code>matchRanges(text, query)</code> gives the
            ranges to highlight.
          </p>
        }
        zh={
          <p>
            <code>searchTree(tree, query, options)</code> 与 Cascader
            的搜索相同：找出路径上有标签包含查询文本（不区分大小写）的选项； 只找叶子，或在{' '}
            <code>candidates: 'all'</code> 时找所有节点；最多 <code>limit</code> 个结果（
            <code>false</code> 表示全部）；也可以传入自己的 <code>filter</code> 和 <code>sort</code>。
            <code>results</code> 是节点 id，<code>total</code> 是全部匹配数。
            <code>matchRanges(text, query)</code> 给出需要高亮的范围。
          </p>
        }
      />
      <GuideCode source={search} />
    </>
  );
}

function StoreSection() {
  return (
    <>
      <L
        en={
          <p>
            <code>createCascader(props)</code> is the whole cascader without a UI: it takes the Cascader's
            props (<code>options</code>, <code>value</code>, <code>loadData</code>, <code>showSearch</code>,{' '}
            <code>checkable</code>, the callbacks…), and gives <code>getState</code>, <code>subscribe</code>,{' '}
            <code>send(event)</code>, <code>setProps(props)</code> and <code>destroy</code>. Events are named{' '}
            <code>AREA.ACTION</code> (<code>POPUP.OPEN</code>, <code>ITEM.CLICK</code>,{' '}
            <code>INPUT.KEY_DOWN</code>, <code>INPUT.CHANGE</code>, <code>ITEM.CHECK</code>,{' '}
            <code>ITEM.RETRY</code>…). The selectors turn the state into what to render:{' '}
            <code>getColumns</code> (one column per open level, with <code>count</code> and{' '}
            <code>idAt(i)</code> for long ones), <code>getItem(state, id)</code> (label, path, disabled,
            loading, failed, checked, ARIA positions…), <code>getSearchItems</code>, <code>getDisplay</code>{' '}
            (the selector's text, or its tags).
          </p>
        }
        zh={
          <p>
            <code>createCascader(props)</code> 是没有界面的完整级联选择：它接受 Cascader 的属性（
            <code>options</code>、<code>value</code>、<code>loadData</code>、<code>showSearch</code>、
            <code>checkable</code>、各个回调……），提供 <code>getState</code>、<code>subscribe</code>、
            <code>send(event)</code>、<code>setProps(props)</code> 和 <code>destroy</code>。事件以{' '}
            <code>AREA.ACTION</code> 命名（<code>POPUP.OPEN</code>、<code>ITEM.CLICK</code>、
            <code>INPUT.KEY_DOWN</code>、<code>INPUT.CHANGE</code>、<code>ITEM.CHECK</code>、
            <code>ITEM.RETRY</code>
            ……）。选择器把状态变成要渲染的内容：<code>getColumns</code>（每个打开的层级一列，长列用{' '}
            <code>count</code> 与 <code>idAt(i)</code>）、<code>getItem(state, id)</code>
            （标签、路径、禁用、加载中、失败、勾选、ARIA 位置……）、<code>getSearchItems</code>、
            <code>getDisplay</code>（选择框的文本或标签）。
          </p>
        }
      />
      <GuideCode source={store} />
      <L
        en={
          <p>
            This is how other frameworks use Cascadia: subscribe, render from the selectors, send events from
            the DOM. The <SiteLink to="/demo/vanilla">vanilla demo</SiteLink> does it with plain DOM.
          </p>
        }
        zh={
          <p>
            其他框架就是这样使用 Cascadia 的：订阅、用选择器渲染、从 DOM 发送事件。
            <SiteLink to="/demo/vanilla">原生 DOM 示例</SiteLink>用纯 DOM 这样做。
          </p>
        }
      />
    </>
  );
}

function Lean() {
  return (
    <>
      <L
        en={
          <p>
            <code>createCascader</code> carries every feature.{' '}
            <code>createLeanCascader(props, features)</code> is the same store with only the features you pass
            in, so your bundler leaves the rest out: none for a single select over a synchronous tree,{' '}
            <code>searchFeature</code> for <code>showSearch</code> (and <code>remoteSearchFeature</code> for{' '}
            <code>showSearch.load</code>), <code>checkableFeature</code> for <code>checkable</code> (and{' '}
            <code>lazyCheckFeature</code> for a SHOW_CHILD check over <code>loadData</code>),{' '}
            <code>loadDataFeature</code> for <code>loadData</code>, <code>loadPathFeature</code> for{' '}
            <code>loadPath</code>, <code>confirmFeature</code> for <code>confirm</code>,{' '}
            <code>stateReducerFeature</code> for <code>stateReducer</code>, <code>hoverFeature</code> for{' '}
            <code>expandTrigger: 'hover'</code>, <code>trailFeature</code> for drill-down's{' '}
            <code>ITEM.ENTER</code> and <code>LEVEL.FORWARD</code> (forward along the levels last visited),
            and <code>largeTreeFeature</code> for trees of tens of thousands of options and more (it indexes
            them a slice at a time, when first needed or in the background, and reports their problems once
            indexed; without it the options are indexed whole when they arrive and every problem is reported
            at once). The keyboard, the views and the connect layer are always there; <code>allFeatures</code>{' '}
            is the list <code>createCascader</code> uses. A prop whose feature is missing is reported once as
            an <code>invalid-prop</code> warning that names the feature. In React,{' '}
            <code>useLeanCascader(props, features)</code> does the same for the headless hook.{' '}
            <code>npm run size</code> prints what each feature adds.
          </p>
        }
        zh={
          <p>
            <code>createCascader</code> 包含全部功能。<code>createLeanCascader(props, features)</code>{' '}
            是同样的 store，但只带你传入的功能，打包工具会把其余的去掉：同步树上的单选不需要任何功能；
            <code>showSearch</code> 需要 <code>searchFeature</code>（<code>showSearch.load</code> 还需要{' '}
            <code>remoteSearchFeature</code>）；<code>checkable</code> 需要 <code>checkableFeature</code>
            （基于 <code>loadData</code> 的 SHOW_CHILD 勾选还需要 <code>lazyCheckFeature</code>）；
            <code>loadData</code> 需要 <code>loadDataFeature</code>；<code>loadPath</code> 需要{' '}
            <code>loadPathFeature</code>；<code>confirm</code> 需要 <code>confirmFeature</code>；
            <code>stateReducer</code> 需要 <code>stateReducerFeature</code>；
            <code>expandTrigger: 'hover'</code> 需要 <code>hoverFeature</code>；逐级进入的{' '}
            <code>ITEM.ENTER</code> 和<code>LEVEL.FORWARD</code>（沿上次访问的层级前进）需要{' '}
            <code>trailFeature</code>
            ；数万个选项以上的大树需要 <code>largeTreeFeature</code>
            （按片建立索引：首次需要时或在后台进行，建好索引后再报告问题；没有它时，选项一到就整体建立索引，所有问题立即一起报告）。键盘、视图和
            connect 层始终包含在内。<code>allFeatures</code> 是 <code>createCascader</code>{' '}
            使用的列表。缺少对应功能的属性会报告一次 <code>invalid-prop</code> 警告，并写明要加入的功能。在
            React 中，<code>useLeanCascader(props, features)</code> 对无头 Hook 做同样的事。
            <code>npm run size</code> 会列出每个功能增加的体积。
          </p>
        }
      />
      <L
        en={
          <p>
            A feature can also come later. <code>store.addFeatures([...])</code> adds features to a running
            store, in the engine's order whatever order they arrive in; from then on it behaves as one made
            with them, and asks for what the user already wants of them (the value's paths, the typed text's
            remote search). <code>onDemand(name, load)</code> stands in for a feature whose code is fetched
            when the props use it, such as{' '}
            <code>
              onDemand('loadPath', () =&gt; import('@cascadia/core/loadPath').then((m) =&gt;
              m.loadPathFeature))
            </code>
            : the store fetches it from its first subscriber on (a mounted component prefetches it, a server
            renders without it), no warning calls it missing meanwhile, and a check that only the lazy check
            can decide waits for it, with the events after it. <code>loadPathOnDemand</code>,{' '}
            <code>remoteSearchOnDemand</code> and <code>lazyCheckOnDemand</code> are those three made ready,
            each a small file of its own that takes the engine's helpers from the page rather than carrying a
            copy: the ready <code>Cascader</code> uses them for remote search, <code>loadPath</code> and the
            lazy check, which wait on the network anyway.
          </p>
        }
        zh={
          <p>
            功能也可以稍后加入。<code>store.addFeatures([...])</code> 向运行中的 store
            添加功能，无论到达顺序如何都按引擎的顺序排列；此后它的行为与一开始就带这些功能的 store
            相同，并会请求用户已经需要的内容（值的路径、已输入文字的远程搜索）。
            <code>onDemand(name, load)</code> 代表一个在属性用到时才获取代码的功能，例如{' '}
            <code>
              onDemand('loadPath', () =&gt; import('@cascadia/core/loadPath').then((m) =&gt;
              m.loadPathFeature))
            </code>
            ：store
            从第一个订阅者起获取它（已挂载的组件会预取，服务端渲染时不带它），在此期间不会警告缺少该功能，只有懒勾选才能决定的勾选会等它到达，之后的事件也一起等待。
            <code>loadPathOnDemand</code>、<code>remoteSearchOnDemand</code> 和 <code>lazyCheckOnDemand</code>{' '}
            是这三个现成的按需功能，各是一个小文件，使用页面里引擎的辅助函数而不自带一份：现成的{' '}
            <code>Cascader</code> 用它们处理远程搜索、<code>loadPath</code> 和懒勾选，它们本来就要等待网络。
          </p>
        }
      />
      <GuideCode source={lean} />
    </>
  );
}

function Keys() {
  return <GuideCode source={keyboard} />;
}

function PureMachine() {
  return (
    <L
      en={
        <p>
          Under the store is a pure reducer: <code>reduce(state, event)</code> returns the next state and the
          effects to run (loads, callbacks, timers) as data. <code>transition(state, event)</code> adds the
          order Downshift uses: your <code>stateReducer</code> first, then the controlled <code>value</code>,{' '}
          <code>open</code> and <code>searchValue</code>, then the callbacks (<code>onChange</code>,{' '}
          <code>onOpenChange</code>, <code>onSearch</code>, <code>onClear</code>).{' '}
          <code>initialState(props)</code> starts it. Use them in tests and in runtimes where you run the
          effects yourself.
        </p>
      }
      zh={
        <p>
          Store 之下是一个纯 reducer：<code>reduce(state, event)</code>{' '}
          返回下一个状态，以及以数据形式描述的待执行副作用（加载、回调、定时器）。
          <code>transition(state, event)</code> 加上 Downshift 的顺序：先是你的 <code>stateReducer</code>
          ，然后是受控的 <code>value</code>、<code>open</code> 与 <code>searchValue</code>，最后是回调（
          <code>onChange</code>、<code>onOpenChange</code>、<code>onSearch</code>、<code>onClear</code>）。
          <code>initialState(props)</code>{' '}
          给出初始状态。可以在测试中、或在自己执行副作用的运行环境中使用它们。
        </p>
      }
    />
  );
}

function Behaviour() {
  return (
    <L
      en={
        <ul>
          <li>
            <strong>Large trees.</strong> The store indexes a large tree lazily: mounting indexes the first
            2,048 options and shows the value's labels straight from the options; the rest is indexed in the
            background, from the first idle moment on, in tasks that stop after 4 ms, so input waits behind
            one of them at most; or at once when something needs it (the first open). Problems of the rest are
            reported then.
          </li>
          <li>
            <strong>Selection.</strong> Leaves only, or any level with <code>changeOnSelect</code>; disabled
            options are never selectable; <code>hidePopupOnSelect</code>; <code>expandSingleOption</code> (a
            single child is opened too). A hover expands at once; only a pointer on its way into the open next
            column (<code>ITEM.HOVER</code> with <code>aiming</code>) waits <code>hoverExpandDelay</code> (50
            ms). Hovering a leaf leaves only its parents open.
          </li>
          <li>
            <strong>Keys.</strong> Up and Down wrap and skip disabled rows; Right goes into the first enabled
            child (loading it if needed); Left and Backspace go back, closing at the first column; Enter,
            Escape, Home, End; PageUp and PageDown move by the key event's <code>pageSize</code> (
            <code>DEFAULT_PAGE_SIZE</code>, 10, without one), never wrapping; typeahead by first letters;
            right-to-left mirrors Left and Right. Space opens a cascader without search and then acts as Enter
            (inside a typeahead query it is a letter). With search text, Enter picks the first result without
            a Down first. Shortcuts (a key with Ctrl or Cmd, but not Ctrl+Alt, which is AltGr) are left alone.
          </li>
          <li>
            <strong>Forward a level</strong> (<code>LEVEL.FORWARD</code>, what a sheet's swipe forward sends):
            going back up keeps the trail, the deepest open path gone down, while the open path leads along
            it; forward goes back down it to the row that was open there, and, with no trail below, into the
            row as Right does (in either direction: the event has no side). Going another way starts a new
            trail. <code>canGoForward(state)</code> says whether it would open a level, for a forward button.
            Back is Left (Right in right-to-left).
          </li>
          <li>
            <strong>Inline</strong> (<code>inline: true</code>, what <code>Cascader.Panel</code> uses): the
            columns are always shown, nothing opens or closes them and <code>onOpenChange</code> never fires;
            Escape, and Left at the first column, are left to the page.
          </li>
          <li>
            <strong>Lazy loading.</strong> rc-cascader's style (change the option, pass new options) and the
            Promise style (return the children). One request per branch; an <code>AbortSignal</code> (the
            second argument, <code>{'{ signal, path }'}</code>, given to a loader that declares two
            parameters) aborted when the popup closes or the user leaves the branch; late answers dropped;
            loaded children kept by value path, so options re-created after <code>onChange</code> keep them. A
            branch that loads no children becomes a leaf. A load that fails, or does not settle within{' '}
            <code>loadTimeout</code> (30 s), shows an error with a retry.
          </li>
          <li>
            <strong>Remote search</strong> (<code>showSearch.load(query, {'{ signal }'})</code>): your server
            returns the paths of options from a top-level option down to each match. It is called after{' '}
            <code>showSearch.debounce</code> ms (200); each keystroke aborts the request before it.{' '}
            <code>state.remoteSearch</code> says <code>waiting</code>, <code>loading</code>, <code>done</code>{' '}
            or <code>failed</code> (retry with <code>SEARCH.RETRY</code>). The paths join the tree and merge
            with the local matches, deduplicated by path; a result that is not a path from a top-level option
            is skipped with a warning naming it. Answer with paths to leaves where you can; a result that ends
            at a branch where only leaves can be chosen is shown as a row that opens (<code>opens</code> on
            its <code>getSearchItem</code>, <code>aria-expanded="false"</code>): choosing it shows its column,
            which <code>loadData</code> loads.
          </li>
          <li>
            <strong>Labels of values not loaded</strong> (<code>loadPath(valuePath, {'{ signal }'})</code>): a
            saved value over a tree where only the first level is loaded asks for the options along its path,
            once per path. Meanwhile <code>getDisplay</code> says <code>loading</code>; a failure keeps the
            raw values with <code>failed</code> and a retry (<code>PATH.RETRY</code>). Opening the popup shows
            the path's columns while <code>loadData</code> loads their full lists.
          </li>
          <li>
            <strong>Search.</strong> A label anywhere on the path contains the input, case-insensitively;
            leaves, or every node with <code>changeOnSelect</code> or <code>checkable</code>;{' '}
            <code>limit</code> 50; disabled inherited from ancestors. A query that extends the previous one
            narrows its matches instead of rescanning. A search text that arrives without{' '}
            <code>showSearch</code> (a controlled <code>searchValue</code>) still filters, as in rc-cascader.
          </li>
          <li>
            <strong>Checking.</strong> Conduction (checked, half-checked), <code>disabled</code> and{' '}
            <code>disableCheckbox</code> left out, <code>checkStrictly</code>, <code>SHOW_PARENT</code> and{' '}
            <code>SHOW_CHILD</code>. The reported value keeps the paths it held in their order and appends new
            ones. Outside the store, <code>checksFromValue</code>, <code>toggleCheck</code> and{' '}
            <code>checkedValue</code> do the same on a tree.
          </li>
          <li>
            <strong>Checking branches never loaded.</strong> With <code>SHOW_PARENT</code> the branch is
            checked and reported as itself. With <code>SHOW_CHILD</code> the value must name leaves, so the
            check loads the descendants level by level (the row's <code>checkLoading</code> counts them), at
            most <code>checkLoadLimit</code> (6) loads in flight, and checks the branch once nothing below is
            left to load; unchecking aborts the loads; a failure leaves it unchecked with{' '}
            <code>checkFailed</code> and a retry. The later action wins: what the user checks or unchecks
            inside the branch while it waits is applied after the branch is checked (an unchecked leaf stays
            unchecked), and a value the app sets (<code>VALUE.SET</code>) ends the waiting check.
          </li>
          <li>
            <strong>Your code throwing.</strong> A callback, subscriber, <code>stateReducer</code>,{' '}
            <code>filter</code> or <code>sort</code> that throws leaves the store in step: every listener is
            notified and every effect run, then the error is reported through <code>onProblem</code> (
            <code>callback-threw</code>) or, without one, rethrown on a clean stack.
          </li>
        </ul>
      }
      zh={
        <ul>
          <li>
            <strong>大型树。</strong>Store 懒惰地为大型树建立索引：挂载时只索引前 2,048
            个选项，并直接从选项中取值的标签显示； 其余部分从第一个空闲时刻开始在后台索引，每个任务最多 4
            毫秒，所以输入最多等待一个任务；需要时（第一次打开）则立即完成。 其余部分的问题在那时报告。
          </li>
          <li>
            <strong>选择。</strong>只能选叶子，或在 <code>changeOnSelect</code>{' '}
            时可选任意层级；禁用的选项永远不能选；
            <code>hidePopupOnSelect</code>；<code>expandSingleOption</code>
            （只有一个子选项时一并展开）。悬停立即展开； 只有正移向已打开的下一列的指针（带{' '}
            <code>aiming</code> 的 <code>ITEM.HOVER</code>）会等待 <code>hoverExpandDelay</code>（50
            毫秒）。悬停在叶子上时只保留其父级展开。
          </li>
          <li>
            <strong>按键。</strong>上、下循环移动并跳过禁用行；右进入第一个可用的子选项（必要时先加载）；左和
            Backspace 返回，在第一列时关闭；Enter、Escape、Home、End；PageUp 与 PageDown 按键盘事件的{' '}
            <code>pageSize</code> 移动（没有时为 <code>DEFAULT_PAGE_SIZE</code>，即
            10），不循环；按首字母跳转；从右到左时左右键互换。Space 打开没有搜索的级联选择，之后相当于
            Enter（在首字母查询中则是一个字母）。有搜索文本时，Enter
            无需先按下方向键即可选择第一个结果。快捷键（带 Ctrl 或 Cmd 的键，但 Ctrl+Alt 即 AltGr
            除外）不处理。
          </li>
          <li>
            <strong>前进一级</strong>（<code>LEVEL.FORWARD</code>
            ，底部面板向前滑动时发送）：返回上一级时保留足迹，即用户进入过的最深的展开路径，只要当前展开路径仍沿着它；
            前进时沿足迹回到下一级，并停在当时展开的那一行；足迹在此结束时则像右键一样进入该行（不分方向：事件没有左右之分）。
            走向别处则开始新的足迹。<code>canGoForward(state)</code>{' '}
            说明前进是否会打开一级，可用于前进按钮。返回用左键（从右到左时为右键）。
          </li>
          <li>
            <strong>内联</strong>（<code>inline: true</code>，<code>Cascader.Panel</code>{' '}
            使用）：各列始终显示，没有打开或关闭，
            <code>onOpenChange</code> 从不触发；Escape 以及在第一列按左键交给页面处理。
          </li>
          <li>
            <strong>懒加载。</strong>支持 rc-cascader 的方式（修改选项后传入新的 options）和 Promise
            方式（返回子选项）。 每个分支只请求一次；声明了两个参数的加载函数会得到第二个参数{' '}
            <code>{'{ signal, path }'}</code>，其中的 <code>AbortSignal</code>{' '}
            在关闭弹层或离开该分支时中止；迟到的结果被丢弃；已加载的子选项按值路径保存，所以在{' '}
            <code>onChange</code> 后重新创建的选项仍保留它们。没有加载到子选项的分支变为叶子。失败或在{' '}
            <code>loadTimeout</code>（30 秒）内没有完成的加载显示错误和重试。
          </li>
          <li>
            <strong>远程搜索</strong>（<code>showSearch.load(query, {'{ signal }'})</code>
            ）：服务端返回从顶层选项到每个匹配项的路径。 在 <code>showSearch.debounce</code>{' '}
            毫秒（200）后调用；每次按键都会中止之前的请求。<code>state.remoteSearch</code> 为{' '}
            <code>waiting</code>、<code>loading</code>、<code>done</code> 或 <code>failed</code>（用{' '}
            <code>SEARCH.RETRY</code>{' '}
            重试）。这些路径加入树中，与本地匹配按路径去重合并；不是从顶层选项出发的结果会被跳过并给出警告。
            尽量返回到叶子的路径；在只能选择叶子时，以分支结尾的结果显示为可展开的一行（
            <code>getSearchItem</code> 的 <code>opens</code>，<code>aria-expanded="false"</code>
            ）：选择它会显示其所在列，由 <code>loadData</code> 加载。
          </li>
          <li>
            <strong>未加载的值的标签</strong>（<code>loadPath(valuePath, {'{ signal }'})</code>
            ）：当树中只加载了第一层时， 已保存的值会请求其路径上的选项，每条路径一次。期间{' '}
            <code>getDisplay</code> 为 <code>loading</code>；失败时保留原始值， 并带有 <code>failed</code>{' '}
            和重试（<code>PATH.RETRY</code>）。打开弹层时显示该路径的各列，同时由 <code>loadData</code>{' '}
            加载完整列表。
          </li>
          <li>
            <strong>搜索。</strong>路径上任意标签包含输入文本（不区分大小写）；只搜叶子，或在{' '}
            <code>changeOnSelect</code> 或 <code>checkable</code> 时搜所有节点；<code>limit</code> 为
            50；禁用状态从祖先继承。延长上一次查询的输入只在上次的匹配中筛选，不重新扫描。 没有{' '}
            <code>showSearch</code> 时传入的搜索文本（受控的 <code>searchValue</code>）同样会筛选，与
            rc-cascader 相同。
          </li>
          <li>
            <strong>多选。</strong>联动（选中、半选），<code>disabled</code> 与 <code>disableCheckbox</code>{' '}
            不参与联动，
            <code>checkStrictly</code>，<code>SHOW_PARENT</code> 与 <code>SHOW_CHILD</code>
            。报告的值保持已有路径的顺序，新路径追加在后面。 在 Store 之外，<code>checksFromValue</code>、
            <code>toggleCheck</code> 与 <code>checkedValue</code> 在一棵树上做同样的事。
          </li>
          <li>
            <strong>勾选从未加载的分支。</strong>在 <code>SHOW_PARENT</code> 下，该分支被勾选并以自身报告。在{' '}
            <code>SHOW_CHILD</code> 下值必须是叶子，所以勾选会逐层加载后代（行的 <code>checkLoading</code>{' '}
            计数），同时最多 <code>checkLoadLimit</code>
            （6）个请求，下面没有待加载的内容后才勾选该分支；取消勾选会中止这些加载；失败时保持未勾选， 带有{' '}
            <code>checkFailed</code>{' '}
            和重试。后发生的操作优先：等待期间用户在该分支内勾选或取消勾选的项，会在分支勾选之后再应用（取消勾选的叶子保持未勾选）；应用设置的值（
            <code>VALUE.SET</code>）会结束等待中的勾选。
          </li>
          <li>
            <strong>你的代码抛错时。</strong>回调、订阅者、<code>stateReducer</code>、<code>filter</code> 或{' '}
            <code>sort</code> 抛错时 Store 保持一致：所有监听者都会收到通知，所有副作用都会执行，然后通过{' '}
            <code>onProblem</code>（<code>callback-threw</code>）报告错误；没有 <code>onProblem</code>{' '}
            时在干净的调用栈上重新抛出。
          </li>
        </ul>
      }
    />
  );
}

const CLI = `npx cascadia validate options.json          # every problem; exit 1 on errors
npx cascadia validate options.json --field-names label=name,value=code,children=nodes
npx cascadia search options.json 杭 --limit 10  # 浙江 / 杭州 / 余杭   ["zj","hangzhou","yuhang"]
npx cascadia search options.json 杭 --all       # branches too, as with changeOnSelect or checkable
npx cascadia validate options.json --json       # machine-readable output
npx cascadia --version`;

function Cli() {
  return (
    <>
      <L
        en={
          <p>
            <code>@cascadia/core</code> has a <code>cascadia</code> command (Node 20+) that validates and
            searches an options file, as the Cascader would:
          </p>
        }
        zh={
          <p>
            <code>@cascadia/core</code> 带有一个 <code>cascadia</code> 命令（Node 20+），像 Cascader
            一样检查和搜索选项文件：
          </p>
        }
      />
      <CodeBlock code={CLI} language="text" />
      <L
        en={
          <p>
            The file must hold a JSON array (a UTF-8 byte order mark is fine; <code>null</code> or an object
            is refused with exit code 2). Labels are printed with terminal control characters removed;{' '}
            <code>--json</code> keeps them as <code>\u</code> escapes. <code>--no-limit</code> lists every
            result.
          </p>
        }
        zh={
          <p>
            文件必须是一个 JSON 数组（可以带 UTF-8 字节顺序标记；<code>null</code> 或对象会以退出码 2
            被拒绝）。输出标签时会去掉终端控制字符；
            <code>--json</code> 将它们保留为 <code>\u</code> 转义。<code>--no-limit</code> 列出全部结果。
          </p>
        }
      />
    </>
  );
}

/** The engine in Node and other frameworks: the tree, checking options, search, the store, the CLI. */
export default function CoreGuide() {
  return (
    <GuideArticle
      id="core-guide"
      lead={
        <L
          en={
            <p>
              <code>@cascadia/core</code> is the whole cascader as a pure TypeScript state machine, with no
              framework, no DOM and no dependencies. Use it in Node (to check or search options on a server or
              in a build), in a worker, or to bind Cascadia to another UI framework. Every export is listed on
              the <SiteLink to="/core">Core API</SiteLink> page.
            </p>
          }
          zh={
            <p>
              <code>@cascadia/core</code> 把完整的级联选择实现为一个纯 TypeScript 状态机，没有框架、没有
              DOM、没有依赖。 可以在 Node 中使用（在服务端或构建中检查、搜索选项），在 Worker 中使用，或把
              Cascadia 绑定到其他界面框架。 全部导出见<SiteLink to="/core">核心 API</SiteLink>页面。
            </p>
          }
        />
      }
      outline={CORE_OUTLINE}
      bodies={{
        tree: TreeSection,
        validate: ValidateSection,
        'problem-codes': ProblemCodes,
        search: SearchSection,
        store: StoreSection,
        lean: Lean,
        keys: Keys,
        'pure-machine': PureMachine,
        behaviour: Behaviour,
        cli: Cli,
      }}
    />
  );
}
