import type { ReactNode } from 'react';
import { L } from '../../i18n/L';
import { ScrollTable } from '../../pages/readme/sections/ScrollTable';

/** rc-cascader's own tests that Cascadia does not pass, and why. */
const ROWS: { tests: string[]; why: ReactNode; kind: ReactNode }[] = [
  {
    tests: [
      'should scroll into view when navigating with keyboard',
      'toRawValues undefined',
      'Should clear activeCells',
    ],
    why: (
      <L
        en="They use or mock rc-cascader's internal modules (src/utils/commonUtil, src/OptionList/useActive)."
        zh="它们使用或模拟 rc-cascader 的内部模块（src/utils/commonUtil、src/OptionList/useActive）。"
      />
    ),
    kind: <L en="Harness limit" zh="测试环境限制" />,
  },
  {
    tests: [
      'should not show title when title is falsy',
      'should render custom popup correctly',
      'should correct render Cascader with same field name of label and value',
    ],
    why: (
      <L
        en="Snapshots of rc-cascader's markup (role=menu and menuitemcheckbox rows, rc-trigger's popup styles). Cascadia is a combobox owning a tree of treeitems, as the ARIA patterns ask: in single mode the chosen option alone is aria-selected (and aria-checked, as in rc-cascader), when checkable every row is aria-checked true, false or mixed."
        zh="对 rc-cascader 标记的快照（role=menu 与 menuitemcheckbox 的行、rc-trigger 的弹层样式）。Cascadia 按 ARIA 模式实现为拥有 tree / treeitem 的 combobox：单选模式下仅选中的选项为 aria-selected（并如 rc-cascader 带 aria-checked）；多选时每行为 aria-checked true、false 或 mixed。"
      />
    ),
    kind: <L en="Deliberate: ARIA roles" zh="有意为之：ARIA 角色" />,
  },
];

/** How rc-cascader's own test suite fares against @cascadia/react, and every failure explained. */
export function RcSuite() {
  return (
    <>
      <L
        en={
          <p>
            rc-cascader's own Jest suite (the 126 tests of @rc-component/cascader 1.x, the line antd 6 uses)
            runs against @cascadia/react: <strong>120 pass</strong>. Both generations' class names are on the
            same elements (.rc-cascader-selection-item and .rc-cascader-content, and so on), so antd 5 and
            antd 6 styles apply. The 6 that fail are these.
          </p>
        }
        zh={
          <p>
            用 rc-cascader 自己的 Jest 测试套件（@rc-component/cascader 1.x 的 126 个测试，即 antd 6
            使用的版本）测试 @cascadia/react：<strong>120 个通过</strong>。两代的类名在同一元素上 （如
            .rc-cascader-selection-item 与 .rc-cascader-content），antd 5 和 antd 6 的样式都适用。 未通过的 6
            个如下。
          </p>
        }
      />
      <ScrollTable
        label={{ en: 'rc-cascader tests that fail', zh: '不通过的 rc-cascader 测试' }}
        columns={[
          { en: 'rc-cascader test', zh: 'rc-cascader 测试' },
          { en: 'Why it fails', zh: '原因' },
          { en: 'Kind', zh: '类型' },
        ]}
      >
        {ROWS.map((row) => (
          <tr key={row.tests[0]}>
            <td>
              {row.tests.map((name) => (
                <code key={name} style={{ display: 'block' }}>
                  {name}
                </code>
              ))}
            </td>
            <td>{row.why}</td>
            <td>{row.kind}</td>
          </tr>
        ))}
      </ScrollTable>
      <L
        en={
          <p>
            Keys: rc-cascader's option list handles Up, Down, Left, Right, Backspace, Enter and Escape only.
            Cascadia adds Home and End, PageUp and PageDown (a page of as many rows as fit in the list, never
            wrapping) and typeahead by first letters; no rc-cascader test presses them.
          </p>
        }
        zh={
          <p>
            按键：rc-cascader 的选项列表只处理上、下、左、右、Backspace、Enter 和 Escape。Cascadia 另外支持
            Home 与 End、PageUp 与 PageDown（按列表中能容纳的行数翻页，不循环）以及按首字母跳转；rc-cascader
            的测试都不按这些键。
          </p>
        }
      />
      <L
        en={
          <p>
            <code>should support double quote in label and value</code> passes, differently: its two siblings
            share a value and it clicks both rows. rc-cascader renders two selectable rows with one key, and
            choosing either stores the same value, so which one was meant is lost. Cascadia shows the second
            as a disabled row in its place (its own data-path-key, aria-disabled) and reports it as a
            duplicate-value problem; clicking it does nothing, and the first stays the option.
          </p>
        }
        zh={
          <p>
            <code>should support double quote in label and value</code>{' '}
            通过，但行为不同：两个兄弟选项的值相同，测试会点击两行。rc-cascader
            渲染两个可选的行且键相同，选择任何一个都存入同一个值，无法知道用户选的是哪个。Cascadia
            将第二个显示为原位置上的禁用行（有自己的 data-path-key 与 aria-disabled），并报告 duplicate-value
            问题；点击它不会有任何作用，第一个仍是该选项。
          </p>
        }
      />
    </>
  );
}
