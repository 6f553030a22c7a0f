import type { Localized } from '../../i18n/locale';

/** One line of the keyboard table: the keys, and what they do, in each language. */
export interface KeyRow {
  keys: readonly string[];
  does: Localized;
}

/** The keys with the popup closed, the combobox focused. */
export const CLOSED_KEYS: readonly KeyRow[] = [
  {
    keys: ['↓', '↑', 'Enter'],
    does: {
      'en-US':
        'Open the popup, with the value’s columns open and its row active. With no value, the first row (the last with ↑) is active at once, and announced, its children not yet open. Opening also retries a value whose labels failed to load.',
      'zh-CN':
        '打开弹出层，展开当前值所在的各列，并激活它的那一行。没有值时，第一行（按 ↑ 则为最后一行）立即成为当前行并被朗读，其子级暂不展开。打开时也会重试名称加载失败的值。',
    },
  },
  {
    keys: ['Space'],
    does: {
      'en-US': 'Open the popup, when there is no search box to type the space into.',
      'zh-CN': '没有搜索框可输入空格时，打开弹出层。',
    },
  },
];

/** The keys in the open columns. */
export const COLUMN_KEYS: readonly KeyRow[] = [
  {
    keys: ['↓', '↑'],
    does: {
      'en-US':
        'The next or previous row of the current column, wrapping, skipping disabled rows; the row’s children open beside it. Right after opening with no value, the first arrow moves as from no row, as in rc-cascader: ↓ opens the first row’s children where it is, ↑ goes to the last row.',
      'zh-CN':
        '当前列的下一行或上一行，首尾循环，跳过禁用的行；该行的子级在旁边展开。没有值时刚打开后，第一次方向键与 rc-cascader 相同，视为尚无当前行：↓ 在第一行原地展开其子级，↑ 跳到最后一行。',
    },
  },
  {
    keys: ['Home', 'End'],
    does: {
      'en-US': 'The first or last enabled row of the column.',
      'zh-CN': '该列第一个或最后一个可用的行。',
    },
  },
  {
    keys: ['PageDown', 'PageUp'],
    does: {
      'en-US': 'A page of rows down or up (as many as the column shows), stopping at the ends.',
      'zh-CN': '向下或向上移动一页（该列可见的行数），到两端停止。',
    },
  },
  {
    keys: ['→'],
    does: {
      'en-US':
        'Into the row’s children: the first enabled child becomes active, loading them first if needed.',
      'zh-CN': '进入该行的子级：第一个可用的子项成为当前行，必要时先加载。',
    },
  },
  {
    keys: ['←', 'Backspace'],
    does: {
      'en-US': 'Back to the column before; in the first column, close.',
      'zh-CN': '回到上一列；在第一列时关闭弹出层。',
    },
  },
  {
    keys: ['Enter'],
    does: {
      'en-US':
        'Choose the row (a leaf, or any row with changeOnSelect); check or uncheck it (checkable); retry a load that failed; on a branch that cannot be chosen, go in.',
      'zh-CN':
        '选中该行（叶子节点，或开启 changeOnSelect 时的任意行）；勾选或取消勾选（多选）；重试加载失败的行；不能选中的分支则进入它。',
    },
  },
  {
    keys: ['Space'],
    does: {
      'en-US':
        'As Enter, unless a typeahead is under way (then it is part of the text typed: “New York”). With a search box, in checkable mode: checks the active row until you type.',
      'zh-CN':
        '与 Enter 相同；正在按首字母查找时，空格属于输入的文字（如 “New York”）。多选且有搜索框时：在开始输入之前，空格勾选当前行。',
    },
  },
  {
    keys: ['a–z, 0–9, …'],
    does: {
      'en-US':
        'Typeahead (without a search box): the next row of the column whose label starts with what was typed in the last half second; one letter again cycles through the rows starting with it.',
      'zh-CN':
        '首字母查找（没有搜索框时）：跳到该列中标签以最近半秒内输入的文字开头的下一行；重复同一个字母则在以它开头的行之间循环。',
    },
  },
  {
    keys: ['Escape'],
    does: { 'en-US': 'Close the popup; the value stays as it was.', 'zh-CN': '关闭弹出层，值保持不变。' },
  },
  {
    keys: ['Tab'],
    does: {
      'en-US': 'Leave the cascader (the popup closes); the rows are not in the tab order.',
      'zh-CN': '离开级联选择（弹出层关闭）；各行不在 Tab 顺序中。',
    },
  },
];

/** The keys while search results are shown. */
export const SEARCH_KEYS: readonly KeyRow[] = [
  {
    keys: ['↓', '↑', 'PageDown', 'PageUp'],
    does: {
      'en-US': 'Move through the results; the first ↓ after typing lands on the first result.',
      'zh-CN': '在搜索结果中移动；输入后第一次按 ↓ 落在第一个结果上。',
    },
  },
  {
    keys: ['Enter'],
    does: {
      'en-US':
        'Choose the active result; the first result is active as soon as it appears. On the “Search failed” row (after the results, active when nothing matched here), retry the search.',
      'zh-CN':
        '选中当前结果；第一个结果一出现就是当前结果。在“搜索失败”一行（位于结果之后，本地无匹配时即为当前行）上，重试搜索。',
    },
  },
  {
    keys: ['←', '→', 'Home', 'End', 'Backspace'],
    does: {
      'en-US': 'Edit the search text, as in any text box.',
      'zh-CN': '编辑搜索文字，与普通文本框相同。',
    },
  },
];

/** Keys that clear, remove and commit. */
export const OTHER_KEYS: readonly KeyRow[] = [
  {
    keys: ['Delete', 'Backspace'],
    does: {
      'en-US':
        'Single choice with allowClear: clear the value, as the × does (Delete with an empty search box; Backspace with the popup closed).',
      'zh-CN':
        '单选且开启 allowClear：像 × 一样清除当前值（搜索框为空时按 Delete；弹出层关闭时按 Backspace）。',
    },
  },
  {
    keys: ['Backspace'],
    does: {
      'en-US': 'Checkable, with an empty search box: remove the last tag that can be removed.',
      'zh-CN': '多选且搜索框为空时：删除最后一个可以删除的标签。',
    },
  },
  {
    keys: ['Ctrl+Enter', '⌘+Enter'],
    does: {
      'en-US': 'confirm mode: commit the draft (the Done button, announced by aria-keyshortcuts).',
      'zh-CN': 'confirm 模式：提交草稿（即“完成”按钮，通过 aria-keyshortcuts 告知）。',
    },
  },
];
