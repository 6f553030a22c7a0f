import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { combobox, flush, itemByPath, regions } from './helpers';

const tags = () =>
  Array.from(
    document.querySelectorAll(
      '.rc-cascader-selection-overflow-item:not(.rc-cascader-selection-overflow-item-suffix) .rc-cascader-selection-item-content',
    ),
  ).map((el) => el.textContent);
const box = (...path: string[]) => itemByPath(...path).querySelector('.rc-cascader-checkbox')!;

describe('checkable', () => {
  it('checking a parent checks its enabled descendants (SHOW_PARENT reports the parent)', async () => {
    const onChange = vi.fn();
    render(<Cascader checkable options={regions()} onChange={onChange} open />);
    await flush();
    const user = userEvent.setup();
    await user.click(box('fj'));
    expect(onChange).toHaveBeenLastCalledWith([['fj']], expect.any(Array));
    expect(onChange.mock.lastCall![1][0].map((o: { value: string }) => o.value)).toEqual(['fj']);
    await user.click(itemByPath('fj'));
    expect(box('fj', 'quanzhou').className).toContain('rc-cascader-checkbox-checked');
    expect(tags()).toEqual(['福建']);
  });

  it('SHOW_CHILD reports the checked leaves', async () => {
    const onChange = vi.fn();
    render(
      <Cascader
        checkable
        options={regions()}
        showCheckedStrategy={Cascader.SHOW_CHILD}
        onChange={onChange}
        open
      />,
    );
    await flush();
    await userEvent.setup().click(box('fj'));
    // COMPAT.md's own example, in its order.
    expect(onChange.mock.lastCall![0]).toEqual([
      ['fj', 'quanzhou'],
      ['fj', 'fuzhou', 'mawei'],
    ]);
  });

  it('half-checked parents, through mouse and keyboard alike', async () => {
    render(<Cascader checkable options={regions()} open />);
    await flush();
    const user = userEvent.setup();
    await user.click(itemByPath('fj'));
    await user.click(itemByPath('fj', 'quanzhou')); // a leaf row toggles its check
    expect(box('fj').className).toContain('rc-cascader-checkbox-indeterminate');
    expect(itemByPath('fj').getAttribute('aria-checked')).toBe('mixed');
    screen.getByRole('combobox').focus();
    await user.keyboard('{ArrowUp}{Enter}'); // Enter on 福州 (a branch) checks it
    expect(box('fj').className).toContain('rc-cascader-checkbox-checked');
  });

  it('clicking a branch row opens it without checking', async () => {
    const onChange = vi.fn();
    render(<Cascader checkable options={regions()} onChange={onChange} open />);
    await flush();
    await userEvent.setup().click(itemByPath('zj'));
    expect(onChange).not.toHaveBeenCalled();
    expect(itemByPath('zj', 'hangzhou')).toBeTruthy();
  });

  it('checkStrictly: no conduction', async () => {
    const onChange = vi.fn();
    render(<Cascader checkable checkStrictly options={regions()} onChange={onChange} open />);
    await flush();
    const user = userEvent.setup();
    await user.click(box('fj'));
    await user.click(itemByPath('fj'));
    expect(box('fj', 'quanzhou').className).not.toContain('rc-cascader-checkbox-checked');
    expect(onChange).toHaveBeenLastCalledWith([['fj']], expect.any(Array));
  });

  it('disableCheckbox and disabled options are left out', async () => {
    const options = [
      {
        label: 'A',
        value: 'a',
        children: [
          { label: 'A1', value: 'a1', disableCheckbox: true },
          { label: 'A2', value: 'a2' },
          { label: 'A3', value: 'a3', disabled: true },
        ],
      },
    ];
    const onChange = vi.fn();
    render(
      <Cascader checkable options={options} onChange={onChange} showCheckedStrategy="SHOW_CHILD" open />,
    );
    await flush();
    const user = userEvent.setup();
    await user.click(box('a'));
    expect(onChange).toHaveBeenLastCalledWith([['a', 'a2']], expect.any(Array));
    await user.click(itemByPath('a'));
    expect(box('a', 'a1').className).toContain('rc-cascader-checkbox-disabled');
    await user.click(box('a', 'a1'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a node as `checkable` becomes the checkbox content', async () => {
    render(<Cascader checkable={<i className="tick" />} options={regions()} open />);
    await flush();
    expect(box('fj').querySelector('i.tick')).not.toBeNull();
  });

  it('tags: last label, raw values for unknown paths, remove buttons', async () => {
    const onChange = vi.fn();
    render(
      <Cascader
        checkable
        options={regions()}
        defaultValue={[
          ['fj', 'quanzhou'],
          ['not', 'exist'],
        ]}
        onChange={onChange}
      />,
    );
    expect(tags()).toEqual(['泉州', 'exist']);
    const remove = screen.getByRole('button', { name: 'Remove 泉州' });
    await userEvent.setup().click(remove);
    expect(onChange).toHaveBeenLastCalledWith([['not', 'exist']], expect.any(Array));
    expect(tags()).toEqual(['exist']);
  });

  it('maxTagCount, maxTagPlaceholder (node and function), maxTagTextLength', () => {
    const value = [['fj', 'quanzhou'], ['zj'], ['bj', 'chaoyang']];
    const { rerender, container } = render(
      <Cascader checkable options={regions()} value={value} maxTagCount={1} />,
    );
    expect(tags()).toEqual(['泉州', '+ 2 ...']);
    expect(container.querySelector('.rc-cascader-selection-overflow-item-rest')).not.toBeNull();
    rerender(
      <Cascader checkable options={regions()} value={value} maxTagCount={1} maxTagPlaceholder="more" />,
    );
    expect(tags()).toEqual(['泉州', 'more']);
    const placeholder = vi.fn((omitted: { value: unknown }[]) => `+${omitted.length}`);
    rerender(
      <Cascader
        checkable
        options={regions()}
        value={value}
        maxTagCount={2}
        maxTagPlaceholder={placeholder}
      />,
    );
    expect(tags()).toEqual(['泉州', '浙江', '+1']);
    expect(placeholder.mock.lastCall![0][0].value).toEqual(['bj', 'chaoyang']);
    rerender(
      <Cascader
        checkable
        options={[{ label: 'abcdefgh', value: 'x' }]}
        value={[['x']]}
        maxTagTextLength={3}
      />,
    );
    expect(tags()).toEqual(['abc...']);
  });

  it('maxTagCount="responsive" keeps the tags that fit and counts the rest', () => {
    // jsdom has no layout: give every overflow item 60 px and the line 200 px.
    const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('rc-cascader-selection-overflow-item-suffix') ? 10 : 60;
    });
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('rc-cascader-selection-overflow') ? 200 : 0;
    });
    try {
      const value = [['fj', 'quanzhou'], ['zj'], ['bj', 'chaoyang'], ['fj', 'fuzhou']];
      render(<Cascader checkable options={regions()} value={value} maxTagCount="responsive" />);
      const visible = Array.from(
        document.querySelectorAll('.rc-cascader-selection-overflow-item:not([aria-hidden])'),
      ).map((el) => el.textContent);
      // 190 px available: two 60 px tags plus the 60 px rest item.
      expect(visible).toEqual(['泉州×', '浙江×', '+ 2 ...', '\u00a0']);
    } finally {
      width.mockRestore();
      client.mockRestore();
    }
  });

  it('tagRender replaces the tag and gets onClose', async () => {
    const onChange = vi.fn();
    render(
      <Cascader
        checkable
        options={regions()}
        defaultValue={[['zj']]}
        onChange={onChange}
        tagRender={({ label, onClose, closable }) => (
          <button type="button" className="my-tag" onClick={onClose} data-closable={closable}>
            {label}
          </button>
        )}
      />,
    );
    const tag = document.querySelector('.my-tag')!;
    expect(tag.textContent).toBe('浙江');
    fireEvent.click(tag);
    expect(onChange).toHaveBeenLastCalledWith([], expect.any(Array));
  });

  it('a tagRender that returns null draws no tag (the default tag is not put in its place)', () => {
    render(
      <Cascader checkable options={regions()} defaultValue={[['zj']]} tagRender={() => null as never} />,
    );
    expect(document.querySelector('.rc-cascader-selection-item')).toBeNull();
  });

  it('clear empties the value with ([], [])', async () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(
      <Cascader
        checkable
        allowClear
        options={regions()}
        defaultValue={[['zj']]}
        onChange={onChange}
        onClear={onClear}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith([], []);
    expect(onClear).toHaveBeenCalled();
    await act(async () => {});
    expect(tags()).toEqual([]);
  });
});

describe('Space with a search box (issue 27)', () => {
  it('checks the keyboard’s row while one is active, and types once the user is typing', async () => {
    const onChange = vi.fn();
    render(<Cascader checkable showSearch options={regions()} onChange={onChange} />);
    const user = userEvent.setup();
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    await flush();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}'); // 福建 / 泉州
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([['fj', 'quanzhou']], expect.any(Array));
    expect((combobox() as HTMLInputElement).value).toBe('');
    await user.keyboard('a b');
    expect((combobox() as HTMLInputElement).value).toBe('a b');
  });
});
