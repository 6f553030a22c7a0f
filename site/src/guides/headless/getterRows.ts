/** The getters of useCascader: the element each goes on and what it puts there. */
export const GETTER_ROWS: {
  getter: string;
  element: { en: string; zh: string };
  gives: { en: string; zh: string };
}[] = [
  {
    getter: 'getRootProps()',
    element: { en: 'the wrapper of everything', zh: '包住所有内容的元素' },
    gives: {
      en: 'a ref (a mousedown outside the root and the popup closes it), the mouse handlers of hover and of a click on the selector',
      zh: 'ref（在根元素和弹层之外按下鼠标会关闭弹层）、悬停以及点击选择框的鼠标处理函数',
    },
  },
  {
    getter: 'getTriggerProps()',
    element: { en: 'a button or any element that opens it', zh: '按钮或任何用来打开的元素' },
    gives: {
      en: 'role="combobox", aria-haspopup="tree", aria-expanded, aria-controls, aria-activedescendant, tabIndex, the click, key, focus and blur handlers',
      zh: 'role="combobox"、aria-haspopup="tree"、aria-expanded、aria-controls、aria-activedescendant、tabIndex，以及点击、按键、聚焦和失焦处理函数',
    },
  },
  {
    getter: 'getInputProps()',
    element: { en: 'a text input (search)', zh: '文本输入框（搜索）' },
    gives: {
      en: 'the same combobox attributes with aria-autocomplete, the id, value (the search text), readOnly without showSearch, onChange and the keys',
      zh: '同样的组合框属性及 aria-autocomplete、id、value（搜索文本）、没有 showSearch 时的 readOnly、onChange 和按键处理',
    },
  },
  {
    getter: 'getPopupProps()',
    element: { en: 'the popup', zh: '弹层' },
    gives: {
      en: 'a ref, a mousedown handler that keeps the focus on the combobox, mouse enter and leave',
      zh: 'ref、让焦点留在组合框上的 mousedown 处理函数、鼠标移入和移出',
    },
  },
  {
    getter: 'getTreeProps(props, { label })',
    element: { en: 'the element around the columns or results', zh: '包住各列或搜索结果的元素' },
    gives: {
      en: 'the id the combobox controls, role="tree", aria-multiselectable when checkable, its name (label or labelledBy)',
      zh: '组合框所控制的 id、role="tree"、多选时的 aria-multiselectable、名称（label 或 labelledBy）',
    },
  },
  {
    getter: 'getColumnProps(column)',
    element: { en: 'each column (the scrolling element)', zh: '每一列（滚动的元素）' },
    gives: {
      en: 'an id (PageUp and PageDown measure the list by it), role="group", its name from the option that opened it, aria-busy while it loads',
      zh: 'id（PageUp 与 PageDown 据此测量列表）、role="group"、取自打开它的选项的名称、加载时的 aria-busy',
    },
  },
  {
    getter: 'getItemProps(item)',
    element: { en: 'each row', zh: '每一行' },
    gives: {
      en: 'an id, role="treeitem", aria-level, -setsize, -posinset, -expanded, -selected or -checked, -disabled, -busy, -invalid, data-path-key, title, the click, double-click and hover handlers',
      zh: 'id、role="treeitem"、aria-level、-setsize、-posinset、-expanded、-selected 或 -checked、-disabled、-busy、-invalid、data-path-key、title，以及点击、双击和悬停处理函数',
    },
  },
  {
    getter: 'getCheckboxProps(item)',
    element: { en: "a row's checkbox (checkable)", zh: '行内的复选框（多选）' },
    gives: {
      en: 'aria-hidden (the row carries the state) and a click that checks',
      zh: 'aria-hidden（状态在行上）和勾选的点击处理',
    },
  },
  {
    getter: 'getRetryProps(item)',
    element: { en: "a failed row's retry control", zh: '加载失败的行内的重试按钮' },
    gives: {
      en: 'role="button", its name, a click that loads again',
      zh: 'role="button"、名称、重新加载的点击处理',
    },
  },
  {
    getter: 'getSearchListProps()',
    element: { en: 'the list of search results', zh: '搜索结果列表' },
    gives: { en: 'an id, role="group", its name', zh: 'id、role="group"、名称' },
  },
  {
    getter: 'getSearchResultProps(result)',
    element: { en: 'each search result', zh: '每个搜索结果' },
    gives: {
      en: 'an id, role="treeitem", its position among the results, selected or checked, the click and hover handlers',
      zh: 'id、role="treeitem"、在结果中的位置、选中或勾选状态、点击和悬停处理函数',
    },
  },
  {
    getter: 'getClearProps(), getTagProps(tag), getTagRemoveProps(tag)',
    element: {
      en: 'the clear control, each tag and its remove control',
      zh: '清除按钮、每个标签及其移除按钮',
    },
    gives: {
      en: 'roles, names and the clicks that clear or remove',
      zh: '角色、名称，以及清除或移除的点击处理',
    },
  },
  {
    getter: 'getLiveRegionProps()',
    element: { en: 'an empty span', zh: '一个空的 span' },
    gives: {
      en: 'role="status", aria-live="polite", a visually hidden style and the text to announce as its children',
      zh: 'role="status"、aria-live="polite"、视觉隐藏的样式，以及作为子内容的播报文本',
    },
  },
  {
    getter: 'getBreadcrumbProps(), getBackProps(), getCrumbProps(crumb)',
    element: {
      en: 'the drill-down breadcrumb, back button and crumbs',
      zh: '逐级模式的面包屑、返回按钮和各级',
    },
    gives: { en: 'names, and clicks that go back a level', zh: '名称，以及返回上一级的点击处理' },
  },
];
