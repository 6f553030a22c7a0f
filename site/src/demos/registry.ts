import type { Localized } from '../i18n/locale';

/** One live example: its id (the file name and the URL segment), titles and descriptions. */
export interface DemoEntry {
  id: string;
  title: Localized;
  description: Localized;
}

/**
 * Every demo, in menu order (alphabetical, so `/demo` lands on the first: adjust-overflow).
 * The component behind each id is `./<id>.tsx`; tests check that the two lists match.
 */
export const DEMOS: readonly DemoEntry[] = [
  {
    id: 'adjust-overflow',
    title: { 'en-US': 'Adjust overflow', 'zh-CN': '自动调整位置' },
    description: {
      'en-US':
        'Two cascaders side by side: the first flips or shifts its popup to stay inside the viewport, the second keeps its placement.',
      'zh-CN': '并排的两个级联选择：第一个会翻转或平移弹层以留在视口内，第二个始终保持原来的位置。',
    },
  },
  {
    id: 'animation',
    title: { 'en-US': 'Animation', 'zh-CN': '动画' },
    description: {
      'en-US': 'The popup opens and closes with the slide-up transition.',
      'zh-CN': '弹层以 slide-up 过渡动画打开和关闭。',
    },
  },
  {
    id: 'change-on-select',
    title: { 'en-US': 'Change on select', 'zh-CN': '选择即改变' },
    description: {
      'en-US':
        'Every level can be chosen and columns open on hover; a read-only input shows the chosen labels joined by commas.',
      'zh-CN': '每一级都可以选择，悬停即展开下一级；只读输入框以逗号连接显示选中的标签。',
    },
  },
  {
    id: 'custom-arrow-icon',
    title: { 'en-US': 'Custom icons', 'zh-CN': '自定义图标' },
    description: {
      'en-US': 'A custom expand icon and loading icon on a lazily loaded tree; each load takes 1.5 s.',
      'zh-CN': '在懒加载的树上使用自定义的展开图标和加载图标；每次加载需要 1.5 秒。',
    },
  },
  {
    id: 'custom-field-name',
    title: { 'en-US': 'Custom field names', 'zh-CN': '自定义字段名' },
    description: {
      'en-US':
        'Options keep their label, value and children under name, code and nodes, read through fieldNames.',
      'zh-CN': '选项的标签、值和子项分别存放在 name、code 和 nodes 中，通过 fieldNames 读取。',
    },
  },
  {
    id: 'debug',
    title: { 'en-US': 'Debug', 'zh-CN': '调试' },
    description: {
      'en-US':
        'A Multiple checkbox toggles checkable mode; the tree has a disabled city, a disabled top-level option, an option with empty children and one with a title.',
      'zh-CN':
        '“Multiple” 复选框切换多选模式；树中有禁用的城市、禁用的顶层选项、子项为空的选项和带 title 的选项。',
    },
  },
  {
    id: 'default-expand-single-option',
    title: { 'en-US': 'Expand a single option', 'zh-CN': '自动展开唯一子项' },
    description: {
      'en-US': 'When the last selected option has exactly one child, that child is appended automatically.',
      'zh-CN': '当最后选中的选项恰好只有一个子项时，自动追加选中这个子项。',
    },
  },
  {
    id: 'default-value',
    title: { 'en-US': 'Default value', 'zh-CN': '默认值' },
    description: {
      'en-US': 'An initial value, zj / hangzhou / yuhang, on the region tree with five filler options.',
      'zh-CN': '在带有五个占位选项的地区树上设置初始值 zj / hangzhou / yuhang。',
    },
  },
  {
    id: 'disabled',
    title: { 'en-US': 'Disabled', 'zh-CN': '禁用' },
    description: {
      'en-US': 'A disabled cascader, and a tree with disabled options.',
      'zh-CN': '禁用的级联选择，以及包含禁用选项的树。',
    },
  },
  {
    id: 'dropdown-render',
    title: { 'en-US': 'Dropdown render', 'zh-CN': '自定义下拉内容' },
    description: {
      'en-US': 'dropdownRender adds a footer under the menus.',
      'zh-CN': '使用 dropdownRender 在菜单下方添加页脚。',
    },
  },
  {
    id: 'dynamic-options',
    title: { 'en-US': 'Dynamic options', 'zh-CN': '动态加载选项' },
    description: {
      'en-US':
        'Children load lazily: selecting 福建 or 浙江 shows a spinner, and two children arrive after one second.',
      'zh-CN': '子项懒加载：选择福建或浙江会显示加载状态，一秒后出现两个子项。',
    },
  },
  {
    id: 'headless',
    title: { 'en-US': 'Headless', 'zh-CN': '无样式 Hook' },
    description: {
      'en-US':
        "A custom interface built from useCascader's state and prop getters, without Cascadia's styles; its popup is placed by usePopupPosition and its 1,000-row column windowed by useVirtualList.",
      'zh-CN':
        '用 useCascader 返回的状态和属性获取函数搭建的自定义界面，不使用 Cascadia 的样式；弹层由 usePopupPosition 定位，1,000 行的长列由 useVirtualList 窗口化。',
    },
  },
  {
    id: 'hover',
    title: { 'en-US': 'Hover', 'zh-CN': '悬停展开' },
    description: {
      'en-US': 'Columns open when the pointer rests on an option.',
      'zh-CN': '鼠标停留在选项上时展开下一级。',
    },
  },
  {
    id: 'large-data',
    title: { 'en-US': 'Large data', 'zh-CN': '大数据量' },
    description: {
      'en-US':
        'More than 100,000 options, or a million with the switch: columns and search results are virtualised and stay smooth.',
      'zh-CN': '超过十万个选项（开关可换成一百万个）：列和搜索结果都经过虚拟化，依然流畅。',
    },
  },
  {
    id: 'lazy-checkable',
    title: { 'en-US': 'Checking lazy branches', 'zh-CN': '勾选未加载的分支' },
    description: {
      'en-US':
        'Checking a branch that was never loaded: SHOW_PARENT reports the branch and its children show checked once loaded; SHOW_CHILD loads the descendants first (progress on the row, abort on uncheck, retry on failure), then reports the leaves.',
      'zh-CN':
        '勾选从未加载过的分支：SHOW_PARENT 直接返回该分支，子项加载后显示为已勾选；SHOW_CHILD 先逐级加载其后代（行内显示进度，取消勾选即中止，失败可重试），再返回叶子节点。',
    },
  },
  {
    id: 'lazy-errors',
    title: { 'en-US': 'Lazy loading errors', 'zh-CN': '懒加载失败处理' },
    description: {
      'en-US':
        'A loader that fails every other time: the error state, retry, and abort on close, with a Promise-returning loadData.',
      'zh-CN': '每隔一次就失败的加载函数：展示错误状态、重试和关闭时中止，loadData 返回 Promise。',
    },
  },
  {
    id: 'lazy-value',
    title: { 'en-US': 'Labels for unloaded values', 'zh-CN': '未加载值的标签' },
    description: {
      'en-US':
        'A saved value whose path was never loaded: loadPath fetches the options along it, so the selector shows a loading state and then the labels instead of raw ids; a failure shows the raw values with a retry.',
      'zh-CN':
        '已保存的值所在路径从未加载：loadPath 获取沿路径的选项，选择框先显示加载状态，再显示标签而不是原始 id；失败时显示原始值并可重试。',
    },
  },
  {
    id: 'locale',
    title: { 'en-US': 'Languages', 'zh-CN': '多语言' },
    description: {
      'en-US':
        'A language switch: every text of the cascader (placeholder aside, which is the app’s) follows it — clear, loading, retry, result counts, “No results”, the breadcrumb and what the screen reader hears. Arabic turns it right to left. Open Fujian to see a failed load and its retry.',
      'zh-CN':
        '切换语言：级联选择自身的每一段文字（占位符属于应用，另行翻译）都随之改变——清除、加载中、重试、结果数量、“无结果”、层级导航以及读屏软件听到的播报。阿拉伯语下改为从右到左。展开“福建”可看到加载失败和重试。',
    },
  },
  {
    id: 'long-list',
    title: { 'en-US': 'Long list', 'zh-CN': '长列表' },
    description: {
      'en-US':
        'One column of 50,000 options, of which only the rows in view are rendered: PageDown and PageUp move by as many rows as fit in the column, Home and End go to either end.',
      'zh-CN':
        '一列五万个选项，只渲染可见的行：PageDown 和 PageUp 按列中能容纳的行数翻页，Home 和 End 跳到两端。',
    },
  },
  {
    id: 'mobile-sheet',
    title: { 'en-US': 'Bottom sheet (phones)', 'zh-CN': '底部弹出面板（手机）' },
    description: {
      'en-US':
        'The address cascader as a bottom sheet in a phone frame: drag down to dismiss, swipe between levels (or use the back and forward buttons at the bottom), a search field above the keyboard; a checkable cascader in confirm mode whose button reads "Done (N)": nothing changes until Done, Cancel restores the value. On a real phone-width touch screen every demo uses the sheet.',
      'zh-CN':
        '手机框中以底部面板呈现的地址级联选择：下拉关闭，左右滑动切换层级（或使用底部的返回与前进按钮），搜索框位于键盘之上；另一个为 confirm 模式的多选，按钮显示“Done (N)”：点击 Done 之前不会改变值，Cancel 恢复原值。在真实的手机宽度触屏上，每个示例都会使用底部面板。',
    },
  },
  {
    id: 'multiple',
    title: { 'en-US': 'Multiple', 'zh-CN': '多选' },
    description: {
      'en-US':
        'Checkable selection reporting leaves (SHOW_CHILD), with lazy children, a disableCheckbox option and maxTagCount.',
      'zh-CN': '多选，只显示叶子节点（SHOW_CHILD），包含懒加载子项、禁用复选框的选项和 maxTagCount。',
    },
  },
  {
    id: 'multiple-strict',
    title: { 'en-US': 'Multiple, checked strictly', 'zh-CN': '多选（父子不关联）' },
    description: {
      'en-US': 'Checkable selection with checkStrictly: parents and children are checked independently.',
      'zh-CN': '使用 checkStrictly 的多选：父子节点的勾选互不影响。',
    },
  },
  {
    id: 'narrow',
    title: { 'en-US': 'Narrow screens', 'zh-CN': '窄屏' },
    description: {
      'en-US':
        'The drill-down layout: one column at a time with a back button and the path as a breadcrumb, touch targets of at least 44 px; shown in a 360 px frame and, on a real phone-width viewport, automatically.',
      'zh-CN':
        '逐级下钻布局：一次只显示一列，带返回按钮和作为面包屑的路径，触控目标至少 44 px；在 360 px 的框中展示，在真实的手机宽度视口上自动启用。',
    },
  },
  {
    id: 'option-render',
    title: { 'en-US': 'Option render', 'zh-CN': '自定义选项渲染' },
    description: {
      'en-US': 'optionRender shows a title under each option.',
      'zh-CN': '使用 optionRender 在每个选项下显示说明。',
    },
  },
  {
    id: 'panel',
    title: { 'en-US': 'Panel', 'zh-CN': '面板' },
    description: {
      'en-US': 'Cascader.Panel inline: single, checkable, right to left and empty.',
      'zh-CN': '内嵌的 Cascader.Panel：单选、多选、从右到左和空状态。',
    },
  },
  {
    id: 'rc-form',
    title: { 'en-US': 'In a form', 'zh-CN': '在表单中使用' },
    description: {
      'en-US': 'The cascader in an rc-field-form form with a required address field.',
      'zh-CN': '在 rc-field-form 表单中使用，地址字段为必填。',
    },
  },
  {
    id: 'remote-search',
    title: { 'en-US': 'Remote search', 'zh-CN': '远程搜索' },
    description: {
      'en-US':
        'showSearch.load finds matches in branches that were never loaded: debounced, each keystroke aborts the previous request, a Searching… row meanwhile, an error row with retry; choosing a result sets the value and opening the popup shows its columns.',
      'zh-CN':
        'showSearch.load 在从未加载的分支中查找匹配项：防抖，每次按键都会中止上一个请求，请求期间显示“搜索中…”，失败时显示可重试的错误行；选择结果即设置值，再次打开弹层会显示其所在的各列。',
    },
  },
  {
    id: 'rtl',
    title: { 'en-US': 'Right to left', 'zh-CN': '从右到左' },
    description: {
      'en-US':
        'direction="rtl" mirrors the columns and the arrow keys; the Arabic language pack (locale={ar}) gives the component\'s own texts.',
      'zh-CN': 'direction="rtl" 让列和方向键都左右镜像；阿拉伯语语言包（locale={ar}）提供组件自身的文字。',
    },
  },
  {
    id: 'search',
    title: { 'en-US': 'Search', 'zh-CN': '搜索' },
    description: {
      'en-US': 'showSearch with highlighted matches and a custom empty text.',
      'zh-CN': 'showSearch 高亮匹配文字，并自定义无结果时的文字。',
    },
  },
  {
    id: 'simple',
    title: { 'en-US': 'Basic', 'zh-CN': '基本用法' },
    description: {
      'en-US': 'A text input shows the chosen labels joined by commas; 海淀区 is disabled.',
      'zh-CN': '文本输入框以逗号连接显示选中的标签；海淀区不可选。',
    },
  },
  {
    id: 'text-trigger',
    title: { 'en-US': 'Text trigger', 'zh-CN': '文字触发' },
    description: {
      'en-US': 'A text link opens the cascader; the chosen labels show beside it.',
      'zh-CN': '点击文字链接打开级联选择，选中的标签显示在旁边。',
    },
  },
  {
    id: 'value',
    title: { 'en-US': 'Controlled value', 'zh-CN': '受控值' },
    description: {
      'en-US': 'A controlled value, and a button that sets it to 北京 / 朝阳区.',
      'zh-CN': '受控的值，以及一个把值设为北京 / 朝阳区的按钮。',
    },
  },
  {
    id: 'vanilla',
    title: { 'en-US': 'Vanilla DOM', 'zh-CN': '原生 DOM' },
    description: {
      'en-US': 'The core engine driving plain DOM, without React: the engine is framework-free.',
      'zh-CN': '核心引擎直接驱动原生 DOM，不依赖 React：引擎与框架无关。',
    },
  },
  {
    id: 'visible',
    title: { 'en-US': 'Controlled visibility', 'zh-CN': '受控弹层显隐' },
    description: {
      'en-US': 'The popup is opened and closed by the page through open and onDropdownVisibleChange.',
      'zh-CN': '通过 open 和 onDropdownVisibleChange 由页面控制弹层的打开和关闭。',
    },
  },
];

/** Older spellings that reach a demo (SPEC.md: `defaultvalue` is `default-value`). */
export const DEMO_ALIASES: Readonly<Record<string, string>> = { defaultvalue: 'default-value' };

export function findDemo(id: string): DemoEntry | undefined {
  return DEMOS.find((d) => d.id === id);
}
