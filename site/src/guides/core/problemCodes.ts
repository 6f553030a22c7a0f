/** What each problem code means and what Cascadia does about it (ProblemCode in the core's types). */
export const PROBLEM_CODES: { codes: string[]; en: string; zh: string }[] = [
  {
    codes: ['options-not-array'],
    en: '`options` is not an array: no option is shown.',
    zh: '`options` 不是数组：不显示任何选项。',
  },
  {
    codes: ['option-not-object'],
    en: 'An entry of `options` or of a children array is not an object: skipped.',
    zh: '`options` 或某个子数组中的一项不是对象：跳过。',
  },
  {
    codes: ['option-unreadable'],
    en: 'An option (or `options`) throws when read (a getter, a Proxy trap, a revoked Proxy): skipped.',
    zh: '读取某个选项（或 `options`）时抛错（getter、Proxy 陷阱、已撤销的 Proxy）：跳过。',
  },
  {
    codes: ['missing-value', 'null-value', 'invalid-value'],
    en: 'An option without a value, with `null`, or with one that is not a string or a finite number: skipped.',
    zh: '选项没有值、值为 `null`，或值不是字符串或有限数字：跳过。',
  },
  {
    codes: ['duplicate-value'],
    en: 'A value repeated among siblings: the repeat is a disabled row that cannot be chosen.',
    zh: '兄弟选项中重复的值：重复的那个显示为不能选择的禁用行。',
  },
  {
    codes: ['children-not-array'],
    en: "An option's children are not an array: its children are skipped.",
    zh: '选项的子选项不是数组：跳过其子选项。',
  },
  {
    codes: ['cycle'],
    en: 'An option is its own ancestor: the repeat is skipped.',
    zh: '选项是自己的祖先：跳过重复的部分。',
  },
  {
    codes: ['too-many-nodes'],
    en: 'The tree is past 5,000,000 nodes (or shared children past 500,000 repeats): the rest is not built.',
    zh: '树超过 5,000,000 个节点（或共享的子数组重复超过 500,000 次）：其余部分不构建。',
  },
  {
    codes: ['field-name-unused'],
    en: 'A `fieldNames` key that no option has (labels empty, or values missing).',
    zh: '`fieldNames` 中的某个键没有任何选项拥有（标签为空或缺少值）。',
  },
  {
    codes: ['value-not-found'],
    en: 'The `value` is not in the options: kept and shown as its raw values. (A `showSearch.load` result that is no path from a top-level option: skipped.)',
    zh: '`value` 不在选项中：保留并显示其原始值。（`showSearch.load` 返回的不是从顶层选项出发的路径：跳过。）',
  },
  {
    codes: ['value-not-array'],
    en: '`value` is not an array (a path, or with `checkable` a list of paths): ignored.',
    zh: '`value` 不是数组（单选为一条路径，`checkable` 时为路径数组）：忽略。',
  },
  {
    codes: ['load-failed', 'load-timeout'],
    en: '`loadData` (or `loadPath`, `showSearch.load`) threw, rejected, resolved to something other than children, or did not settle within `loadTimeout`: the branch offers a retry.',
    zh: '`loadData`（或 `loadPath`、`showSearch.load`）抛错、被拒绝、返回的不是子选项，或没有在 `loadTimeout` 内完成：该分支提供重试。',
  },
  {
    codes: ['callback-threw'],
    en: 'A callback (`onChange`, `onOpenChange`, `showSearch.filter` / `sort`, `stateReducer`, a subscriber) or a render prop (`displayRender`, `optionRender`, `showSearch.render`, `tagRender`, `popupRender`, `getPopupContainer`) threw: the state stays in step and the default rendering is used.',
    zh: '回调（`onChange`、`onOpenChange`、`showSearch.filter` / `sort`、`stateReducer`、订阅者）或渲染函数（`displayRender`、`optionRender`、`showSearch.render`、`tagRender`、`popupRender`、`getPopupContainer`）抛错：状态保持一致，并使用默认渲染。',
  },
  {
    codes: ['invalid-prop'],
    en: 'A prop with a value it cannot take (`showSearch.limit`, `checkLoadLimit`): the default is used.',
    zh: '属性的值不合法（`showSearch.limit`、`checkLoadLimit`）：使用默认值。',
  },
  {
    codes: ['invalid-label'],
    en: '(React) A label React cannot render, such as a plain object: its text is shown.',
    zh: '（React）React 无法渲染的标签，例如普通对象：显示其文本。',
  },
  {
    codes: ['conflicting-option'],
    en: 'A loader or `loadPath` gave the same option twice with different contents: the first is kept.',
    zh: '加载函数或 `loadPath` 两次给出同一个选项但内容不同：保留第一个。',
  },
  {
    codes: ['deprecated-prop'],
    en: 'Reserved; deprecated props are reported as console warnings in development.',
    zh: '保留；已弃用的属性在开发环境下以控制台警告报告。',
  },
];
