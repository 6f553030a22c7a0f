import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { type CascaderRef } from '../../react/src';
import { resetWarnings } from '../../react/src/utils/warn';
import { columnTexts, combobox, dropdown, flush, itemByPath, regions, toggle } from './helpers';

const selection = () => document.querySelector('.rc-cascader-selection-item')?.textContent;
const isOpen = () => combobox().getAttribute('aria-expanded') === 'true';

describe('value', () => {
  it('uncontrolled: defaultValue, then the user’s choice', async () => {
    render(<Cascader options={regions()} defaultValue={['zj', 'hangzhou', 'yuhang']} />);
    expect(selection()).toBe('浙江 / 杭州 / 余杭');
    await toggle();
    await userEvent.setup().click(itemByPath('zj', 'hangzhou', 'yuhang'));
    expect(selection()).toBe('浙江 / 杭州 / 余杭');
  });

  it('controlled: the prop wins; onChange still reports the choice', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Cascader options={regions()} value={['fj', 'quanzhou']} onChange={onChange} />,
    );
    await toggle();
    await userEvent.setup().click(itemByPath('bj'));
    await userEvent.setup().click(itemByPath('bj', 'chaoyang'));
    expect(onChange).toHaveBeenCalledWith(['bj', 'chaoyang'], expect.any(Array));
    expect(selection()).toBe('福建 / 泉州');
    rerender(<Cascader options={regions()} value={['bj', 'chaoyang']} onChange={onChange} />);
    expect(selection()).toBe('北京 / 朝阳区');
  });

  it('a button setting the value (the value demo)', async () => {
    render(<ValueDemo />);
    await userEvent.setup().click(screen.getByText('set'));
    expect(selection()).toBe('北京 / 朝阳区');
  });

  it('values not in the options show their raw values', () => {
    render(<Cascader options={regions()} defaultValue={['not', 'exist']} onProblem={() => {}} />);
    expect(selection()).toBe('not / exist');
  });

  it('clear reports (undefined, undefined) in single mode', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} defaultValue={['fj', 'quanzhou']} allowClear onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(undefined, undefined);
    expect(selection()).toBeUndefined();
  });

  it('fieldNames', async () => {
    const options = [{ name: 'Zhejiang', code: 'zj', nodes: [{ name: 'Hangzhou', code: 'hz' }] }];
    const onChange = vi.fn();
    render(
      <Cascader
        options={options}
        fieldNames={{ label: 'name', value: 'code', children: 'nodes' }}
        onChange={onChange}
      />,
    );
    await toggle();
    await userEvent.setup().click(itemByPath('zj'));
    await userEvent.setup().click(itemByPath('zj', 'hz'));
    expect(onChange).toHaveBeenCalledWith(['zj', 'hz'], [options[0], options[0].nodes[0]]);
    expect(selection()).toBe('Zhejiang / Hangzhou');
  });
});

describe('selection behaviour', () => {
  it('changeOnSelect: a click on a branch selects it and keeps the popup open', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} changeOnSelect onChange={onChange} />);
    await toggle();
    await userEvent.setup().click(itemByPath('fj'));
    expect(onChange).toHaveBeenCalledWith(['fj'], expect.any(Array));
    expect(isOpen()).toBe(true);
  });

  it('changeOnSelect: a double click on a branch selects it and closes the popup (rc parity)', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} changeOnSelect onChange={onChange} />);
    await toggle();
    await userEvent.setup().dblClick(itemByPath('fj'));
    expect(onChange).toHaveBeenCalledWith(['fj'], expect.any(Array));
    expect(isOpen()).toBe(false);
    expect(selection()).toBe('福建');
  });

  it('without changeOnSelect, a double click on a branch only opens it', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} onChange={onChange} />);
    await toggle();
    await userEvent.setup().dblClick(itemByPath('fj'));
    expect(onChange).not.toHaveBeenCalled();
    expect(isOpen()).toBe(true);
    expect(columnTexts()[1]).toEqual(['福州', '泉州']);
  });

  it('hidePopupOnSelect={false} keeps the popup open after a leaf', async () => {
    render(<Cascader options={regions()} hidePopupOnSelect={false} />);
    await toggle();
    const user = userEvent.setup();
    await user.click(itemByPath('fj'));
    await user.click(itemByPath('fj', 'quanzhou'));
    expect(isOpen()).toBe(true);
  });

  it('expandSingleOption appends the only child', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} changeOnSelect expandSingleOption onChange={onChange} />);
    await toggle();
    await userEvent.setup().click(itemByPath('zj'));
    expect(onChange).toHaveBeenLastCalledWith(['zj', 'hangzhou', 'yuhang'], expect.any(Array));
  });

  it('expandTrigger="hover": entering an item opens its column', async () => {
    render(<Cascader options={regions()} expandTrigger="hover" hoverExpandDelay={0} />);
    await toggle();
    await userEvent.setup().hover(itemByPath('zj'));
    expect(columnTexts()[1]).toEqual(['杭州']);
  });

  it('disabled items and a disabled cascader do nothing', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Cascader options={regions()} onChange={onChange} defaultValue={['bj', 'chaoyang']} />,
    );
    await toggle();
    await userEvent.setup().click(itemByPath('bj', 'haidian'));
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Cascader options={regions()} onChange={onChange} disabled />);
    await flush();
    fireEvent.mouseDown(document.querySelector('.rc-cascader-selector')!);
    expect(isOpen()).toBe(false);
  });
});

describe('popup visibility', () => {
  it('controlled open with onOpenChange; onDropdownVisibleChange is called too', async () => {
    const onOpenChange = vi.fn();
    const onDropdownVisibleChange = vi.fn();
    const { rerender } = render(
      <Cascader
        options={regions()}
        open={false}
        onOpenChange={onOpenChange}
        onDropdownVisibleChange={onDropdownVisibleChange}
      />,
    );
    await toggle();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(onDropdownVisibleChange).toHaveBeenCalledWith(true);
    expect(isOpen()).toBe(false);
    rerender(<Cascader options={regions()} open />);
    await flush();
    expect(isOpen()).toBe(true);
  });

  it('a mousedown outside closes; inside the popup it does not', async () => {
    render(
      <>
        <p>outside</p>
        <Cascader options={regions()} />
      </>,
    );
    await toggle();
    fireEvent.mouseDown(itemByPath('fj'));
    expect(isOpen()).toBe(true);
    fireEvent.mouseDown(screen.getByText('outside'));
    await act(async () => {});
    expect(isOpen()).toBe(false);
  });

  it('blur closes (after the blur delay)', async () => {
    vi.useFakeTimers();
    render(<Cascader options={regions()} />);
    await toggle();
    act(() => combobox().blur());
    expect(isOpen()).toBe(true);
    act(() => vi.runAllTimers());
    expect(isOpen()).toBe(false);
  });

  it('popupTrigger: hover, focus and contextMenu open the popup', async () => {
    vi.useFakeTimers();
    const { unmount } = render(<Cascader options={regions()} popupTrigger={['hover']} />);
    fireEvent.mouseEnter(document.querySelector('.rc-cascader')!);
    act(() => vi.runAllTimers());
    expect(isOpen()).toBe(true);
    fireEvent.mouseLeave(document.querySelector('.rc-cascader')!);
    act(() => vi.runAllTimers());
    expect(isOpen()).toBe(false);
    unmount();
    const focus = render(<Cascader options={regions()} popupTrigger={['focus']} />);
    act(() => combobox().focus());
    act(() => vi.runAllTimers());
    expect(isOpen()).toBe(true);
    focus.unmount();
    render(<Cascader options={regions()} popupTrigger={['contextMenu']} />);
    expect(fireEvent.contextMenu(document.querySelector('.rc-cascader')!)).toBe(false);
    act(() => vi.runAllTimers());
    expect(isOpen()).toBe(true);
  });
});

describe('rendering props', () => {
  it('displayRender, optionRender, dropdownMenuColumnStyle', async () => {
    render(
      <Cascader
        options={regions()}
        defaultValue={['fj', 'quanzhou']}
        displayRender={(labels) => labels.join(', ')}
        optionRender={(option) => <span className="opt">{`${option.label}!`}</span>}
        dropdownMenuColumnStyle={{ color: 'red' }}
      />,
    );
    expect(selection()).toBe('福建, 泉州');
    await toggle();
    expect(itemByPath('fj').querySelector('.opt')!.textContent).toBe('福建!');
    expect(itemByPath('fj').style.color).toBe('red');
  });

  it('optionRender may return a component with hooks: each row keeps its own, not remounted as the columns change', async () => {
    let mounts = 0;
    function Tagged({ label }: { label: string }) {
      const [tag] = useState(() => `${label}#${++mounts}`);
      return <span className="tag">{tag}</span>;
    }
    const user = userEvent.setup();
    render(
      <Cascader options={regions()} optionRender={(option) => <Tagged label={String(option.label)} />} />,
    );
    await toggle();
    const tag = () => itemByPath('fj').querySelector('.tag')!.textContent;
    const first = tag();
    await user.click(itemByPath('fj')); // the first column renders again, beside a new one
    await user.click(itemByPath('zj'));
    expect(columnTexts()).toHaveLength(2);
    expect(tag()).toBe(first);
  });

  it('popupRender / dropdownRender wrap the menus; popupClassName, dropdownStyle', async () => {
    const { unmount } = render(
      <Cascader
        options={regions()}
        popupRender={(menus) => (
          <div>
            {menus}
            <footer>Hey, DropdownRender</footer>
          </div>
        )}
        popupClassName="mine"
        dropdownStyle={{ zIndex: 7 }}
      />,
    );
    await toggle();
    expect(dropdown()!.textContent).toContain('Hey, DropdownRender');
    expect(dropdown()!.className).toContain('mine');
    expect(dropdown()!.style.zIndex).toBe('7');
    expect(dropdown()!.querySelector('.rc-cascader-menus')).not.toBeNull();
    unmount();
    render(
      <Cascader
        options={regions()}
        dropdownRender={(menus) => <section className="dr">{menus}</section>}
        open
      />,
    );
    await flush();
    expect(document.querySelector('.dr .rc-cascader-menus')).not.toBeNull();
  });

  it('placeholder node, suffixIcon, prefix, clearIcon, allowClear.clearIcon, removeIcon', () => {
    const { container, rerender } = render(
      <Cascader
        options={regions()}
        defaultValue={['fj', 'quanzhou']}
        suffixIcon={<i className="suffix" />}
        prefix={<i className="pre" />}
        allowClear={{ clearIcon: <i className="x1" /> }}
      />,
    );
    expect(container.querySelector('.rc-cascader-arrow .suffix')).not.toBeNull();
    expect(container.querySelector('.rc-cascader-prefix .pre')).not.toBeNull();
    expect(container.querySelector('.rc-cascader-clear .x1')).not.toBeNull();
    rerender(
      <Cascader
        options={regions()}
        checkable
        value={[['zj']]}
        allowClear
        clearIcon={<i className="x2" />}
        removeIcon={<i className="rm" />}
      />,
    );
    expect(container.querySelector('.rc-cascader-clear .x2')).not.toBeNull();
    expect(container.querySelector('.rc-cascader-selection-item-remove .rm')).not.toBeNull();
  });

  it('id, className, style, tabIndex, data-* and aria-*', () => {
    const { container } = render(
      <Cascader
        options={regions()}
        id="addr"
        className="extra"
        style={{ width: 200 }}
        tabIndex={0}
        data-testid="root"
        aria-required="true"
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toContain('extra');
    expect(root.style.width).toBe('200px');
    expect(root.getAttribute('data-testid')).toBe('root');
    expect(combobox().id).toBe('addr');
    expect(combobox().getAttribute('tabindex')).toBe('0');
    expect(combobox().getAttribute('aria-required')).toBe('true');
    expect(root.hasAttribute('aria-required')).toBe(false);
  });
});

describe('ref, focus and blur', () => {
  it('focus(), blur(), nativeElement; onFocus / onBlur; autoFocus', async () => {
    const ref = createRef<CascaderRef>();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const { container } = render(
      <Cascader ref={ref} options={regions()} onFocus={onFocus} onBlur={onBlur} />,
    );
    expect(ref.current!.nativeElement).toBe(container.firstElementChild);
    act(() => ref.current!.focus());
    expect(document.activeElement).toBe(combobox());
    expect(onFocus).toHaveBeenCalled();
    expect(container.firstElementChild!.className).toContain('rc-cascader-focused');
    act(() => ref.current!.blur());
    expect(onBlur).toHaveBeenCalled();
  });

  it('autoFocus', () => {
    render(<Cascader options={regions()} autoFocus />);
    expect(document.activeElement).toBe(combobox());
  });
});

describe('deprecated names', () => {
  it('popupVisible, onPopupVisibleChange, dropdownClassName, popupPlacement work and warn once', async () => {
    resetWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onPopupVisibleChange = vi.fn();
    const props = {
      options: regions(),
      popupVisible: true,
      onPopupVisibleChange,
      dropdownClassName: 'old',
      popupPlacement: 'topRight' as const,
    };
    const { rerender } = render(<Cascader {...props} />);
    rerender(<Cascader {...props} />);
    await flush();
    expect(isOpen()).toBe(true);
    expect(dropdown()!.className).toContain('old');
    expect(dropdown()!.className).toContain('rc-cascader-dropdown-placement-topRight');
    fireEvent.mouseDown(document.querySelector('.rc-cascader-selector')!);
    expect(onPopupVisibleChange).toHaveBeenCalledWith(false);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    for (const name of ['popupVisible', 'onPopupVisibleChange', 'dropdownClassName', 'popupPlacement']) {
      expect(messages.filter((m) => m.includes(`\`${name}\``))).toHaveLength(1);
    }
    warn.mockRestore();
  });
});

describe('more rc props', () => {
  it('onPopupScroll reports column scrolling (scroll events do not bubble)', async () => {
    const onPopupScroll = vi.fn();
    render(<Cascader options={regions()} onPopupScroll={onPopupScroll} open />);
    await flush();
    fireEvent.scroll(document.querySelector('.rc-cascader-menu')!);
    expect(onPopupScroll).toHaveBeenCalledTimes(1);
  });

  it('an option’s title (or its text label) becomes the item’s title', async () => {
    const options = [
      { label: 'A', value: 'a', title: '测试标题' },
      { label: <b>B</b>, value: 'b' },
      { label: 'C', value: 'c' },
    ];
    render(<Cascader options={options} open />);
    await flush();
    expect(itemByPath('a').getAttribute('title')).toBe('测试标题');
    expect(itemByPath('b').hasAttribute('title')).toBe(false);
    expect(itemByPath('c').getAttribute('title')).toBe('C');
  });
});

/** The value demo: a button that sets a controlled value. */
function ValueDemo() {
  const [value, setValue] = useState<string[] | undefined>([]);
  return (
    <>
      <button type="button" onClick={() => setValue(['bj', 'chaoyang'])}>
        set
      </button>
      <Cascader options={regions()} value={value} onChange={setValue} />
    </>
  );
}
