import { SiteLink } from '../../components/SiteLink';
import { L } from '../../i18n/L';
import { GuideArticle } from '../GuideArticle';
import { GuideCode } from '../GuideCode';
import { KeyTable } from './KeyTable';
import { CLOSED_KEYS, COLUMN_KEYS, OTHER_KEYS, SEARCH_KEYS } from './keys';
import { ACCESSIBILITY_OUTLINE } from './outline';
import locale from './samples/locale.tsx?raw';

function RolesAndStates() {
  return (
    <L
      en={
        <p>
          Cascadia follows the WAI-ARIA combobox pattern with a tree for its popup: the focus stays in the
          combobox, the keys move an active row that <code>aria-activedescendant</code> points at, and a
          screen reader announces that row as if it had the focus. Every mode uses the same roles; what
          differs is the states on the rows.
        </p>
      }
      zh={
        <p>
          Cascadia 遵循 WAI-ARIA 的组合框（combobox）模式，弹出层是一棵树（tree）：焦点始终留在组合框上，
          按键移动的是当前行，由 <code>aria-activedescendant</code>{' '}
          指向它，读屏软件会像该行获得焦点一样播报它。 所有模式使用相同的角色，区别在于各行上的状态。
        </p>
      }
    />
  );
}

function TheCombobox() {
  return (
    <L
      en={
        <ul>
          <li>
            The trigger’s input is <code>role="combobox"</code> with <code>aria-haspopup="tree"</code>,{' '}
            <code>aria-expanded</code>, <code>aria-controls</code> (set only while the tree it names exists),{' '}
            <code>aria-activedescendant</code> (the active row, while open) and <code>aria-autocomplete</code>{' '}
            (<code>list</code> with <code>showSearch</code>, else <code>none</code>). A label, an{' '}
            <code>aria-label</code> or a <code>&lt;label for&gt;</code> names it; its value is announced as
            well.
          </li>
          <li>
            A trigger of your own (<code>children</code>, or <code>getTriggerProps</code>) that is an{' '}
            <code>&lt;input&gt;</code> becomes the same combobox; any other element (a button, a link) becomes
            an ARIA 1.2 select-only combobox, focusable and with <code>aria-activedescendant</code>, so the
            rows are announced as the keys move. Name it with <code>aria-label</code> or{' '}
            <code>aria-labelledby</code>: a combobox’s text is its value, not its name.
          </li>
          <li>
            The popup holds one <code>role="tree"</code>; each column is a <code>role="group"</code> named by
            the option it opened, and each option a <code>role="treeitem"</code> with <code>aria-level</code>,{' '}
            <code>aria-setsize</code> and <code>aria-posinset</code> (long columns are windowed: only the rows
            in view exist, and these tell where a row stands), <code>aria-expanded</code> on branches only,{' '}
            <code>aria-disabled</code>, and <code>aria-busy</code> while its children load (the column too). A
            failed load sets <code>aria-invalid</code> on its row.
          </li>
          <li>
            Icons (the arrow, the spinner, the check box, the expand mark) are <code>aria-hidden</code>: a
            row’s name is its label.
          </li>
          <li>
            A polite live region (<code>role="status"</code>, <code>aria-atomic</code>) is rendered from the
            start, closed or open, so that its first message is heard.
          </li>
          <li>
            <code>Cascader.Panel</code> has no combobox: the tree itself takes the focus (
            <code>tabIndex=0</code>) and carries <code>aria-activedescendant</code>.
          </li>
        </ul>
      }
      zh={
        <ul>
          <li>
            触发器中的输入框是 <code>role="combobox"</code>，带有 <code>aria-haspopup="tree"</code>、
            <code>aria-expanded</code>、<code>aria-controls</code>（仅当它指向的树存在时才设置）、
            <code>aria-activedescendant</code>（打开时指向当前行）和 <code>aria-autocomplete</code>（开启{' '}
            <code>showSearch</code> 时为 <code>list</code>，否则为 <code>none</code>）。它的名称来自 label、
            <code>aria-label</code> 或 <code>&lt;label for&gt;</code>，值也会一并播报。
          </li>
          <li>
            自定义触发器（<code>children</code>，或 <code>getTriggerProps</code>）如果是{' '}
            <code>&lt;input&gt;</code>
            ，就成为同样的组合框；其他元素（按钮、链接）成为 ARIA 1.2 的只选择组合框（select-only
            combobox），可获得焦点并带有 <code>aria-activedescendant</code>，按键移动时会播报各行。请用{' '}
            <code>aria-label</code> 或 <code>aria-labelledby</code>{' '}
            为它命名：组合框的文字是它的值，而不是名称。
          </li>
          <li>
            弹出层中有一个 <code>role="tree"</code>；每一列是一个 <code>role="group"</code>
            ，以展开它的选项命名； 每个选项是一个 <code>role="treeitem"</code>，带有 <code>aria-level</code>、
            <code>aria-setsize</code> 和 <code>aria-posinset</code>
            （长列表是虚拟化的，只渲染可见的行，这些属性说明某一行的位置）、 仅分支才有的{' '}
            <code>aria-expanded</code>、<code>aria-disabled</code>，以及子级加载期间的 <code>aria-busy</code>
            （所在列也会设置）。加载失败的行带有 <code>aria-invalid</code>。
          </li>
          <li>
            图标（箭头、加载图标、复选框、展开标记）都是 <code>aria-hidden</code>：行的名称就是它的标签。
          </li>
          <li>
            一个礼貌型（polite）实时区域（<code>role="status"</code>、<code>aria-atomic</code>
            ）从一开始就渲染，无论弹出层是否打开，这样第一条消息也能被听到。
          </li>
          <li>
            <code>Cascader.Panel</code> 没有组合框：树本身获得焦点（<code>tabIndex=0</code>）并带有{' '}
            <code>aria-activedescendant</code>。
          </li>
        </ul>
      }
    />
  );
}

function SingleChoice() {
  return (
    <L
      en={
        <p>
          As in the APG’s single-select tree, <code>aria-selected="true"</code> is on the chosen row only, and
          absent from every other row: the path to it is told by <code>aria-expanded</code> on the branches.
          The chosen row also keeps <code>aria-checked="true"</code>, as rc-cascader marks it, so that tests
          written for rc-cascader still find the value; no other row carries <code>aria-checked</code> in this
          mode.
        </p>
      }
      zh={
        <p>
          与 APG 的单选树一致，<code>aria-selected="true"</code>{' '}
          只在选中的那一行上，其他行都没有这个属性：通往它的路径由各分支的 <code>aria-expanded</code>{' '}
          表示。选中的行同时保留 rc-cascader 标记的 <code>aria-checked="true"</code>
          ，为 rc-cascader 编写的测试依然能找到当前值；此模式下其他行都不带 <code>aria-checked</code>。
        </p>
      }
    />
  );
}

function Checkable() {
  return (
    <L
      en={
        <p>
          With <code>checkable</code> (or <code>multiple</code>) the tree is <code>aria-multiselectable</code>{' '}
          and every row carries <code>aria-checked</code>: <code>true</code>, <code>false</code>, or{' '}
          <code>mixed</code> for a branch with some of its options checked; no row carries{' '}
          <code>aria-selected</code>. A row whose check waits for lazy children is <code>aria-busy</code>{' '}
          until they arrive. The chosen options are tags in the combobox, each with a remove button named
          “Remove
          <i> label</i>”; the buttons are out of the tab order, and Backspace removes the last tag.
        </p>
      }
      zh={
        <p>
          开启 <code>checkable</code>（或 <code>multiple</code>）时，树带有 <code>aria-multiselectable</code>
          ，每一行都有 <code>aria-checked</code>：<code>true</code>、<code>false</code>
          ，或部分子项被勾选的分支上的 <code>mixed</code>；所有行都不带 <code>aria-selected</code>
          。勾选需要等待懒加载子级的行在子级到达前为 <code>aria-busy</code>
          。选中的选项显示为组合框中的标签，每个标签有一个名为“移除<i>标签</i>”的删除按钮；这些按钮不在 Tab
          顺序中，用 Backspace 删除最后一个标签。
        </p>
      }
    />
  );
}

function SearchResults() {
  return (
    <L
      en={
        <p>
          While the search box holds text the tree shows one group of results, each a{' '}
          <code>role="treeitem"</code> of level 1 with <code>aria-setsize</code> (the number of results) and{' '}
          <code>aria-posinset</code>, named by its whole path (“Zhejiang / Hangzhou / West Lake”); the matched
          text is highlighted visually only, so the name is not broken up. The result count is announced (see
          below).
        </p>
      }
      zh={
        <p>
          搜索框中有文字时，树中显示一组搜索结果，每个结果是一个第 1 级的 <code>role="treeitem"</code>，带有{' '}
          <code>aria-setsize</code>（结果数）和 <code>aria-posinset</code>，名称是完整路径（“浙江 / 杭州 /
          西湖”）； 匹配的文字只在视觉上高亮，名称不会被拆开。结果数会被播报（见下文）。
        </p>
      }
    />
  );
}

function DrillDown() {
  return (
    <L
      en={
        <p>
          On a narrow screen (<code>layout="drilldown"</code>, or <code>"auto"</code> below its width) the
          popup shows one level at a time, the same tree, group and rows. Above it a group named “Levels”
          holds a back button (“Back to <i>level</i>”) and the crumbs; the current crumb is{' '}
          <code>aria-current="location"</code>. These buttons take no focus: the focus stays in the combobox,
          and → and ← go in and back as they do between columns. Rows, crumbs, the back button and a row’s
          check box are at least 44 × 44 px to a finger.
        </p>
      }
      zh={
        <p>
          在窄屏上（<code>layout="drilldown"</code>，或 <code>"auto"</code>{' '}
          在宽度不足时），弹出层一次只显示一级，树、分组和行都不变。
          上方有一个名为“层级”的分组，包含返回按钮（“返回<i>某一级</i>”）和面包屑；当前的面包屑带有{' '}
          <code>aria-current="location"</code>。这些按钮不获得焦点：焦点留在组合框上，→ 和 ←
          像在各列之间一样进入和返回。 行、面包屑、返回按钮和行内的复选框，手指可按的区域都至少为 44 × 44 px。
        </p>
      }
    />
  );
}

function BottomSheet() {
  return (
    <L
      en={
        <p>
          On a phone (<code>presentation="auto"</code>, a coarse pointer and a viewport of 640 px or less, or{' '}
          <code>presentation="sheet"</code>) the popup opens as a bottom sheet: a <code>role="dialog"</code>{' '}
          with <code>aria-modal</code>, named by the field’s label. The page behind it is inert, the focus
          moves into it, stays there (Tab cycles) and returns to the trigger when it closes; Escape, a tap on
          the dimmed page, a drag down and the browser’s back button close it. Inside are the same tree,
          groups and rows, one level at a time with 44 px rows, a search field of its own (a combobox named
          “Search”, with <code>aria-activedescendant</code>), back and forward buttons at the bottom, and in
          confirm mode Done and Cancel as tab stops. Swipes between levels are a shortcut; every one has a
          button or a key too: forward to the level last visited is a button named by that level (“Forward to
          杭州”), <code>aria-disabled</code> and still a tab stop where there is none, and the back and
          forward buttons move the focus to the level they open, so it is said.
        </p>
      }
      zh={
        <p>
          在手机上（<code>presentation="auto"</code> 且为粗指针、视口宽度不超过 640 px，或{' '}
          <code>presentation="sheet"</code>），弹出层以底部面板打开：一个带有 <code>aria-modal</code> 的{' '}
          <code>role="dialog"</code>，以字段的标签命名。它后面的页面不可交互，焦点移入面板并留在其中（Tab
          循环），关闭时回到触发器；Escape、点击变暗的页面、向下拖动和浏览器的返回按钮都会关闭它。其中是同样的树、分组和行，一次一级，行高
          44 px，有自己的搜索框（名为“搜索”的组合框，带有 <code>aria-activedescendant</code>
          ），底部有返回和前进按钮，confirm 模式下“确定”和“取消”是 Tab
          可达的按钮。在层级之间滑动只是快捷方式，每一种都有对应的按钮或按键：前进到上次访问的层级是一个以该层级命名的按钮（“前进到杭州”），无处可去时带{' '}
          <code>aria-disabled</code> 且仍可 Tab
          到达；返回和前进按钮会把焦点移到它们打开的层级，以便读出该层级。
        </p>
      }
    />
  );
}

function Keyboard() {
  return (
    <>
      <L
        en={
          <p>
            Every key works the same in the columns and in drill-down; <code>Cascader.Panel</code> takes the
            same keys without opening or closing. With <code>direction="rtl"</code> the columns run from right
            to left and ← and → swap: the key that points at the next column goes in.
          </p>
        }
        zh={
          <p>
            所有按键在多列和逐级进入布局中作用相同；<code>Cascader.Panel</code>{' '}
            接受相同的按键，只是没有打开和关闭。
            <code>direction="rtl"</code> 时各列从右向左排列，← 与 → 互换：指向下一列的那个键进入子级。
          </p>
        }
      />
      <KeyTable label={{ en: 'Keys with the popup closed', zh: '弹出层关闭时的按键' }} rows={CLOSED_KEYS} />
      <KeyTable label={{ en: 'Keys in the columns', zh: '在各列中的按键' }} rows={COLUMN_KEYS} />
      <KeyTable label={{ en: 'Keys in the search results', zh: '在搜索结果中的按键' }} rows={SEARCH_KEYS} />
      <KeyTable
        label={{ en: 'Keys that clear, remove and commit', zh: '清除、删除和提交的按键' }}
        rows={OTHER_KEYS}
      />
    </>
  );
}

function Announcements() {
  return (
    <>
      <L
        en={
          <p>
            What a screen reader says comes from two places. The combobox and the active row are read by the
            reader itself as the focus and <code>aria-activedescendant</code> move: the combobox’s name, its
            value and whether it is expanded; the row’s label, its level, its position (“3 of 12”), and
            whether it is expanded, selected, checked or disabled. Everything else is said by the live region,
            politely (after what the reader is saying):
          </p>
        }
        zh={
          <p>
            读屏软件播报的内容有两个来源。组合框和当前行由读屏软件在焦点和 <code>aria-activedescendant</code>{' '}
            移动时自己读出：组合框的名称、值以及是否展开；行的标签、层级、位置（“第 3 项，共 12
            项”）以及是否展开、选中、勾选或禁用。
            其余内容由实时区域以礼貌方式（在读屏软件说完当前内容之后）播报：
          </p>
        }
      />
      <L
        en={
          <ul>
            <li>
              the number of search results (“3 results”, “More than 50 results, showing 50”), or “No results”;
            </li>
            <li>
              a remote search under way (“Searching for west…”) and its failure; the failed row is then a row
              of the keys, after the results, named “Search failed”, and Enter on it retries;
            </li>
            <li>
              a lazy load: “Loading Fujian” when it starts, “Fujian: 2 options loaded” when it ends, or
              “Loading Fujian failed: <i>reason</i>. Press Enter to retry.” (Enter on the row retries; on a
              branch whose SHOW_CHILD check failed, it retries the whole check);
            </li>
            <li>
              a saved value whose labels <code>loadPath</code> failed to fetch: “Loading the labels of
              Zhejiang / hangzhou failed: <i>reason</i>. Open the list to retry.” The combobox’s value then
              says the raw values and the failure (“Zhejiang / hangzhou (labels not loaded)”), and opening the
              popup, Enter on the closed combobox, asks again;
            </li>
            <li>
              a tag removed, by Backspace or by its ×: which one, and how many are left (“Removed Yuhang, 2
              left”).
            </li>
          </ul>
        }
        zh={
          <ul>
            <li>搜索结果的数量（“3 个结果”“超过 50 个结果，显示前 50 个”），或“无结果”；</li>
            <li>
              远程搜索进行中（“正在搜索“west”…”）及其失败；失败后，“搜索失败”一行位于结果之后，可用方向键到达，在它上面按
              Enter 即重试；
            </li>
            <li>
              懒加载：开始时“正在加载福建”，结束时“福建：已加载 2 个选项”，或“福建加载失败：<i>原因</i>。按
              Enter 键重试。”（在该行上按 Enter 即重试；SHOW_CHILD 勾选失败的分支上按 Enter，重试整个勾选）；
            </li>
            <li>
              已保存的值通过 <code>loadPath</code> 获取名称失败时：“浙江 / hangzhou 的名称加载失败：
              <i>原因</i>
              。打开列表即可重试。”此时组合框的值会读出原始值及失败（“浙江 /
              hangzhou（名称未加载）”），打开弹出层（在关闭的组合框上按 Enter）即重新请求；
            </li>
            <li>
              移除了一个标签（按 Backspace 或点击它的 ×）：移除的是哪一个，还剩几个（“已删除 余杭，剩余 2
              项”）。
            </li>
          </ul>
        }
      />
      <L
        en={
          <p>
            The examples are the en-US pack’s words; every pack says the same things in its language. The
            region is emptied when the popup closes, and when the value changes with nothing new to say, so
            the same message is said again the next time.
          </p>
        }
        zh={
          <p>
            以上示例是 zh-CN
            语言包的文字；每个语言包都用自己的语言说出同样的内容。弹出层关闭时，以及值改变而没有新内容可说时，实时区域会被清空，下一次出现同样的消息时仍会播报。
          </p>
        }
      />
    </>
  );
}

function TranslatedLabels() {
  return (
    <>
      <L
        en={
          <p>
            Every text the component writes itself, visible or spoken (the names of the clear, remove, retry
            and back buttons, the tree’s name, the breadcrumb, the status rows, the empty column and every
            announcement), comes from a language pack, one module each: en-US, zh-CN, zh-TW, ja-JP, ko-KR,
            de-DE, fr-FR, es-ES, pt-BR, ru-RU and ar. Pass one as <code>locale</code>, or once for the app
            with <code>CascaderLocaleProvider</code>. Counts go through <code>Intl.PluralRules</code> and{' '}
            <code>Intl.NumberFormat</code> in the pack’s language, and <code>ar</code> makes right to left the
            default <code>direction</code> (the keys mirror with it). <code>labels</code> and{' '}
            <code>messages</code> still override single texts, and <code>defineLocale</code> builds a pack for
            another language. The labels of your options, the placeholder and your <code>aria-label</code> are
            yours to translate. This site’s Chinese pages use the zh-CN pack. The popup and the phone sheet
            are rendered into the body (or <code>getPopupContainer</code>), outside your page’s{' '}
            <code>lang</code>, so they carry the pack’s: a reader voices “选项” in Chinese on an English page
            (and <code>ar</code> adds <code>dir="rtl"</code> unless you set <code>direction</code>).
          </p>
        }
        zh={
          <p>
            组件自己写出的所有文字，无论是显示的还是播报的（清除、删除、重试、返回按钮的名称，树的名称、面包屑、状态行、空列，以及所有播报），都来自语言包，每种语言一个模块：en-US、zh-CN、zh-TW、ja-JP、ko-KR、de-DE、fr-FR、es-ES、pt-BR、ru-RU
            和 ar。用 <code>locale</code> 传入，或用 <code>CascaderLocaleProvider</code>{' '}
            为整个应用设置一次。数量经过该语言的 <code>Intl.PluralRules</code> 和{' '}
            <code>Intl.NumberFormat</code>，<code>ar</code> 会把默认的 <code>direction</code>{' '}
            设为从右到左（按键随之镜像）。<code>labels</code> 和 <code>messages</code> 仍可覆盖单条文字，
            <code>defineLocale</code> 可以为其他语言创建语言包。选项的标签、占位符和你自己的{' '}
            <code>aria-label</code> 由你翻译。本站的中文页面使用 zh-CN 语言包。弹出层和手机上的底部面板渲染在
            body（或 <code>getPopupContainer</code>）里，不在页面设置 <code>lang</code>{' '}
            的元素之内，因此它们带上语言包的 <code>lang</code>：在英文页面上，读屏软件也会用中文读出“选项”（
            <code>ar</code> 还会加上 <code>dir="rtl"</code>，除非你设置了 <code>direction</code>）。
          </p>
        }
      />
      <GuideCode source={locale} />
    </>
  );
}

function FocusAndForcedColors() {
  return (
    <L
      en={
        <ul>
          <li>
            The default stylesheet draws the focus as a 2 px ring in the primary colour around the trigger,
            and the keyboard’s row as a 2 px ring inside the row (WCAG 2.4.13’s size), each at least 3:1
            against what it covers, in the light and the dark scheme. Text keeps 4.5:1, the placeholder and
            secondary text included.
          </li>
          <li>
            Under forced colours (Windows High Contrast), which replace colours with the system’s and drop
            shadows and backgrounds, the focus and the keyboard’s row are outlined in <code>Highlight</code>,
            disabled rows and check boxes turn <code>GrayText</code>, check marks are drawn by borders so that
            checked, mixed and unchecked stay distinct, checked boxes fill with <code>Highlight</code>, the
            open path keeps a thin frame, and the popup and the tags get an edge.
          </li>
          <li>
            <code>prefers-reduced-motion</code> turns the popup’s and the levels’ animations off.
          </li>
        </ul>
      }
      zh={
        <ul>
          <li>
            默认样式表把焦点绘制为触发器外的一圈 2 px 主色描边，把键盘当前行绘制为行内的一圈 2 px 描边（WCAG
            2.4.13 要求的尺寸），在浅色和深色方案下与所覆盖内容的对比度都至少为 3:1。文字保持
            4.5:1，占位符和次要文字也是如此。
          </li>
          <li>
            在强制颜色模式（Windows
            高对比度）下，浏览器用系统颜色替换颜色，并去掉阴影和背景：焦点和键盘当前行用{' '}
            <code>Highlight</code> 描边，禁用的行和复选框变为 <code>GrayText</code>
            ，勾选标记由边框绘制，已勾选、部分勾选和未勾选仍可区分， 已勾选的复选框以 <code>Highlight</code>{' '}
            填充，展开的路径保留细框，弹出层和标签有边框。
          </li>
          <li>
            <code>prefers-reduced-motion</code> 会关闭弹出层和层级切换的动画。
          </li>
        </ul>
      }
    />
  );
}

function Testing() {
  return (
    <>
      <L
        en={
          <p>Tested automatically, on every change (Vitest, in jsdom and in Chromium through Playwright):</p>
        }
        zh={<p>每次改动都会自动测试（Vitest，在 jsdom 中以及通过 Playwright 在 Chromium 中）：</p>}
      />
      <L
        en={
          <ul>
            <li>
              axe-core on every page of this site, in English and Chinese, in the light and the dark scheme,
              with popups open, and on the component with its popup closed, open, searching and checkable;
            </li>
            <li>
              the roles and states above, and the keys of the table, in component tests (React 18 and 19),
              including RTL, windowed long columns, lazy loads and their failures;
            </li>
            <li>
              the live region’s messages, and the names of rows, tags and buttons, and what a reader is given
              for the combobox and its rows, read from Chromium’s accessibility tree;
            </li>
            <li>
              contrast: axe’s text contrast for the default stylesheet in both schemes, and the focus rings’
              thickness and contrast measured in screenshot pixels, under forced colours too (Chromium’s
              emulation);
            </li>
            <li>44 px touch targets in the drill-down layout at phone width.</li>
          </ul>
        }
        zh={
          <ul>
            <li>
              本站每个页面的 axe-core
              检查（英文和中文、浅色和深色方案、弹出层打开时），以及组件在弹出层关闭、打开、搜索和多选时的检查；
            </li>
            <li>
              上文的角色与状态和按键表中的按键，由组件测试覆盖（React 18 和 19），包括
              RTL、虚拟化的长列表、懒加载及其失败；
            </li>
            <li>
              实时区域的消息，行、标签和按钮的名称，以及从 Chromium
              的无障碍树中读出的、组合框和各行提供给读屏软件的信息；
            </li>
            <li>
              对比度：默认样式表在两种配色方案下的 axe
              文字对比度检查，以及在截图像素中测量的焦点描边粗细和对比度，包括强制颜色模式（Chromium
              的模拟）；
            </li>
            <li>手机宽度下逐级进入布局中 44 px 的触控目标。</li>
          </ul>
        }
      />
      <L
        en={
          <p>
            Not tested automatically: real screen readers (NVDA and JAWS on Windows, VoiceOver on macOS and
            iOS, TalkBack on Android) are checked by hand, and what each says differs a little; Windows High
            Contrast itself (the tests use Chromium’s emulation of forced colours); Firefox and Safari; speech
            input and switch access. Reports of what a reader says that this page does not are welcome as
            issues.
          </p>
        }
        zh={
          <p>
            没有自动测试的：真实的读屏软件（Windows 上的 NVDA 和 JAWS、macOS 与 iOS 上的 VoiceOver、Android
            上的 TalkBack）靠人工检查，而且各自的播报略有不同；Windows 高对比度本身（测试使用 Chromium
            对强制颜色的模拟）；Firefox 和
            Safari；语音输入和开关控制。如果读屏软件的播报与本页所述不同，欢迎提交 issue。
          </p>
        }
      />
    </>
  );
}

function Differences() {
  return (
    <>
      <L
        en={
          <p>
            Cascadia keeps rc-cascader’s class names and props, but not all of its roles: rc-cascader 3.x
            marks each column <code>role="menu"</code> and each row <code>role="menuitemcheckbox"</code>, and
            its combobox says <code>aria-haspopup="listbox"</code> and points <code>aria-controls</code> at an
            element that does not exist. Where they differ, and why:
          </p>
        }
        zh={
          <p>
            Cascadia 保留了 rc-cascader 的类名和属性，但没有照搬它的全部角色：rc-cascader 3.x 把每一列标记为{' '}
            <code>role="menu"</code>，每一行标记为 <code>role="menuitemcheckbox"</code>，它的组合框声明{' '}
            <code>aria-haspopup="listbox"</code>，<code>aria-controls</code>{' '}
            却指向一个不存在的元素。不同之处及原因如下：
          </p>
        }
      />
      <L
        en={
          <ul>
            <li>
              <strong>A tree, not menus.</strong> Menus are for commands, and readers treat them so; a
              cascader’s options are a hierarchy, which a tree tells: each row’s level, its place among its
              siblings, and whether it is open.
            </li>
            <li>
              <strong>
                <code>aria-haspopup="tree"</code>, and <code>aria-controls</code> only when the tree exists.
              </strong>{' '}
              A reference to a missing element is an ARIA error that axe reports.
            </li>
            <li>
              <strong>
                Single choice: <code>aria-selected</code> on the chosen row only.
              </strong>{' '}
              rc-cascader marks rows with <code>aria-checked</code>, which announces “checked” or “not
              checked” on every row of a single-choice list. Cascadia follows the APG’s single-select tree and
              keeps <code>aria-checked="true"</code> on the chosen row alone, so tests written for rc-cascader
              that look for it still pass (the drop-in promise: keep your tests).
            </li>
            <li>
              <strong>
                Checkable: <code>aria-checked="mixed"</code>
              </strong>{' '}
              on a half-checked branch, and <code>aria-multiselectable</code> on the tree.
            </li>
            <li>
              <strong>A row’s name is its label.</strong> The expand mark, the spinner and a failed row’s
              retry mark are hidden from readers. The row keeps rc-cascader’s <code>title</code> as a tooltip,
              but where it repeats the label an empty <code>aria-description</code> keeps it from being read
              out a second time.
            </li>
            <li>
              <strong>A live region</strong> for what the keys do not say: results, loads and failures, a
              removed tag.
            </li>
          </ul>
        }
        zh={
          <ul>
            <li>
              <strong>用树，而不是菜单。</strong>
              菜单用于命令，读屏软件也按命令对待；级联选择的选项是层级结构，树能表达出来：每一行的层级、在同级中的位置，以及是否展开。
            </li>
            <li>
              <strong>
                <code>aria-haspopup="tree"</code>，且仅当树存在时才设置 <code>aria-controls</code>。
              </strong>
              指向不存在元素的引用是 ARIA 错误，axe 会报告。
            </li>
            <li>
              <strong>
                单选：<code>aria-selected</code> 只在选中的行上。
              </strong>
              rc-cascader 用 <code>aria-checked</code>{' '}
              标记各行，在单选列表的每一行都播报“已勾选”或“未勾选”。Cascadia 遵循 APG
              的单选树，只在选中的那一行保留 <code>aria-checked="true"</code>，为 rc-cascader
              编写、依赖它的测试依然通过（直接替换的承诺：测试不用改）。
            </li>
            <li>
              <strong>多选：</strong>部分勾选的分支为 <code>aria-checked="mixed"</code>，树上带有{' '}
              <code>aria-multiselectable</code>。
            </li>
            <li>
              <strong>行的名称就是它的标签。</strong>
              展开标记、加载图标和加载失败行的重试标记对读屏软件隐藏。行上保留 rc-cascader 的{' '}
              <code>title</code> 作为提示，但当它与标签相同时，一个空的 <code>aria-description</code>{' '}
              避免它被再读一遍。
            </li>
            <li>
              <strong>实时区域</strong>播报按键本身不会说出的内容：搜索结果、加载和失败、被移除的标签。
            </li>
          </ul>
        }
      />
      <L
        en={
          <p>
            The rest of what differs from rc-cascader is in{' '}
            <SiteLink to="/">the introduction’s “Differences from rc-cascader”</SiteLink>.
          </p>
        }
        zh={
          <p>
            与 rc-cascader 的其他差异见 <SiteLink to="/">介绍页的“与 rc-cascader 的差异”</SiteLink>。
          </p>
        }
      />
    </>
  );
}

/** How the component meets assistive technology: roles, keys, announcements, labels, tests. */
export default function AccessibilityPage() {
  return (
    <GuideArticle
      id="accessibility"
      lead={
        <L
          en={
            <p>
              What Cascadia’s <code>Cascader</code> (and the headless hooks, whose prop getters carry the same
              ARIA) tells assistive technology, which keys it takes, what it announces and how that is tested.
            </p>
          }
          zh={
            <p>
              Cascadia 的 <code>Cascader</code>（以及无样式 Hooks，其 prop getter 带有相同的
              ARIA）向辅助技术提供了什么信息、接受哪些按键、播报什么，以及这些如何测试。
            </p>
          }
        />
      }
      outline={ACCESSIBILITY_OUTLINE}
      bodies={{
        'roles-and-states': RolesAndStates,
        'the-combobox': TheCombobox,
        'single-choice': SingleChoice,
        checkable: Checkable,
        'search-results': SearchResults,
        'drill-down': DrillDown,
        'bottom-sheet': BottomSheet,
        keyboard: Keyboard,
        announcements: Announcements,
        'translated-labels': TranslatedLabels,
        'focus-and-forced-colors': FocusAndForcedColors,
        testing: Testing,
        'differences-from-rc-cascader': Differences,
      }}
    />
  );
}
