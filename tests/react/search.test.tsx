import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { combobox, dropdown, flush, itemByPath, regions } from './helpers';

const results = () =>
  Array.from(document.querySelectorAll('.rc-cascader-menu-item')).map((li) => li.textContent ?? '');

async function typeInto(ui: React.ReactElement, text: string) {
  const user = userEvent.setup();
  const result = render(ui);
  await user.click(combobox());
  await user.keyboard(text);
  await flush();
  return { user, ...result };
}

describe('search (showSearch)', () => {
  it('lists matching leaves as one column of labels joined by " / "', async () => {
    await typeInto(<Cascader options={regions()} showSearch />, '州');
    expect(document.querySelectorAll('ul.rc-cascader-menu')).toHaveLength(1);
    expect(results()).toEqual(['福建 / 福州 / 马尾', '福建 / 泉州', '浙江 / 杭州 / 余杭']);
    expect(itemByPath('fj', 'quanzhou').getAttribute('title')).toBe('福建 / 泉州');
    expect(combobox()).toHaveProperty('value', '州');
  });

  it('highlights matches as text in -menu-item-keyword spans, never as HTML', async () => {
    const options = [{ label: '<b>bold</b> Apple', value: 'a' }];
    await typeInto(<Cascader options={options} showSearch />, 'apple');
    const keyword = document.querySelector('.rc-cascader-menu-item-keyword')!;
    expect(keyword.textContent).toBe('Apple');
    expect(document.querySelector('.rc-cascader-menu-item b')).toBeNull();
    expect(results()).toEqual(['<b>bold</b> Apple']);
  });

  it('shows disabled results disabled; a disabled ancestor disables the result', async () => {
    await typeInto(<Cascader options={regions()} showSearch />, '区');
    expect(itemByPath('bj', 'haidian').className).toContain('rc-cascader-menu-item-disabled');
    expect(itemByPath('bj', 'haidian').getAttribute('aria-disabled')).toBe('true');
  });

  it('changeOnSelect makes every level a candidate', async () => {
    await typeInto(<Cascader options={regions()} showSearch changeOnSelect />, '福');
    expect(results()).toEqual(['福建', '福建 / 福州', '福建 / 福州 / 马尾', '福建 / 泉州']);
  });

  it('limit (default 50, a number, or false for all)', async () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ label: `item ${i}`, value: i }));
    const count = (showSearch: boolean | { limit: number | false }) => {
      const { unmount } = render(<Cascader options={many} showSearch={showSearch} virtual={false} open />);
      fireEvent.change(combobox(), { target: { value: 'item' } });
      const n = results().length;
      unmount();
      return n;
    };
    expect(count(true)).toBe(50);
    expect(count({ limit: 3 })).toBe(3);
    expect(count({ limit: false })).toBe(80);
  });

  it('notFoundContent: "Not Found" by default, or the given node', async () => {
    const { unmount } = await typeInto(<Cascader options={regions()} showSearch />, 'zzz');
    expect(results()).toEqual(['Not Found']);
    expect(dropdown()!.className).toContain('rc-cascader-dropdown-empty');
    unmount();
    await typeInto(<Cascader options={regions()} showSearch notFoundContent="Empty Content!" />, 'zzz');
    expect(results()).toEqual(['Empty Content!']);
  });

  it('filter, sort and render from showSearch', async () => {
    const filter = vi.fn((input: string, path: { label: string }[]) =>
      path.some((o) => o.label.includes(input)),
    );
    const sort = (a: { label: string }[], b: { label: string }[]) =>
      b[b.length - 1].label.localeCompare(a[a.length - 1].label);
    const render_ = (input: string, path: { label: string }[], prefixCls: string) => (
      <em className={`${prefixCls}-custom`}>{`${input}: ${path.map((o) => o.label).join('>')}`}</em>
    );
    await typeInto(<Cascader options={regions()} showSearch={{ filter, sort, render: render_ }} />, '州');
    expect(filter).toHaveBeenCalled();
    expect(document.querySelector('.rc-cascader-custom')).not.toBeNull();
    expect(results()).toHaveLength(3);
  });

  it('matchInputWidth (default) sizes the results popup like the input; false does not', async () => {
    const { unmount } = await typeInto(<Cascader options={regions()} showSearch />, '州');
    expect(dropdown()!.style.width).toBe('var(--cascadia-trigger-width)');
    unmount();
    await typeInto(<Cascader options={regions()} showSearch={{ matchInputWidth: false }} />, '州');
    expect(dropdown()!.style.width).toBe('');
  });

  it('clicking a result selects it, closes, and clears the search', async () => {
    const onChange = vi.fn();
    const { user } = await typeInto(<Cascader options={regions()} showSearch onChange={onChange} />, '泉');
    await user.click(itemByPath('fj', 'quanzhou'));
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    expect(combobox()).toHaveProperty('value', '');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('keyboard: Down/Up move over enabled results; aria-activedescendant follows', async () => {
    const { user } = await typeInto(<Cascader options={regions()} showSearch />, '州');
    const first = itemByPath('fj', 'fuzhou', 'mawei');
    // The first result is Enter's target by default, and not pointed at while the text is typed…
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    expect(first.getAttribute('aria-level')).toBe('1');
    expect(first.getAttribute('aria-setsize')).toBe('3');
    // …so the first Down lands on it, and it is announced (no key is wasted)…
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(first.id);
    // …and the next one moves on.
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(itemByPath('fj', 'quanzhou').id);
    expect(itemByPath('fj', 'quanzhou').className).toContain('rc-cascader-menu-item-active');
  });

  it('controlled searchValue with onSearch', async () => {
    const onSearch = vi.fn();
    render(<Cascader options={regions()} showSearch searchValue="杭" onSearch={onSearch} open />);
    await flush();
    expect(results()).toEqual(['浙江 / 杭州 / 余杭']);
    const user = userEvent.setup();
    await user.type(combobox(), 'x');
    expect(onSearch).toHaveBeenLastCalledWith('杭x');
    expect(results()).toEqual(['浙江 / 杭州 / 余杭']); // still controlled
  });

  it('autoClearSearchValue=false keeps the text after a check', async () => {
    const { user } = await typeInto(
      <Cascader options={regions()} showSearch autoClearSearchValue={false} checkable />,
      '州',
    );
    await user.click(itemByPath('fj', 'quanzhou'));
    expect(combobox()).toHaveProperty('value', '州');
  });

  it('checkable results toggle through the row and the checkbox', async () => {
    const onChange = vi.fn();
    const { user } = await typeInto(
      <Cascader options={regions()} showSearch checkable onChange={onChange} autoClearSearchValue={false} />,
      '州',
    );
    const row = itemByPath('fj', 'quanzhou');
    expect(row.querySelector('.rc-cascader-checkbox')).not.toBeNull();
    await user.click(row);
    expect(onChange).toHaveBeenLastCalledWith([['fj', 'quanzhou']], expect.any(Array));
    await user.click(itemByPath('fj', 'quanzhou').querySelector('.rc-cascader-checkbox')!);
    expect(onChange).toHaveBeenLastCalledWith([], expect.any(Array));
    expect(screen.getByRole('tree').getAttribute('aria-multiselectable')).toBe('true');
  });

  it('typing when search is off does nothing to the read-only input', async () => {
    render(<Cascader options={regions()} />);
    expect(combobox()).toHaveProperty('readOnly', true);
    await act(async () => {});
  });

  it('the highlighted result stays where the user moved it when a load answers during the search', async () => {
    let answer: (children: { label: string; value: string }[]) => void = () => {};
    const loadData = (_: unknown, _context: unknown) =>
      new Promise<{ label: string; value: string }[]>((resolve) => {
        answer = resolve;
      });
    const options = [
      ...['a1', 'a2', 'a3', 'a4'].map((v) => ({ label: v, value: v })),
      { label: 'lazy', value: 'lz', isLeaf: false },
    ];
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Cascader options={options} loadData={loadData} showSearch onChange={onChange} />);
    await user.click(combobox());
    await user.click(itemByPath('lz'));
    await user.keyboard('a');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(itemByPath('a3').id);
    await act(async () => {
      answer([
        { label: 'a0', value: 'a0' },
        { label: 'b', value: 'b' },
      ]);
      await flush();
    });
    expect(results()).toContain('lazy / a0');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(itemByPath('a3').id);
    expect(itemByPath('a3').className).toContain('rc-cascader-menu-item-active');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['a3'], expect.any(Array));
  });
});
