import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { resetWarnings } from '../../react/src/utils/warn';
import { combobox, flush, itemByPath, regions, setup } from './helpers';

/**
 * The markup and props of rc-cascader 1.x (@rc-component/cascader, what antd 6 wraps), next to
 * 3.x's: both generations' class names, the semantic `classNames` / `styles`, `showSearch`'s own
 * `searchValue` / `onSearch` / `autoClearSearchValue`, `popupPrefixCls`, a function `suffixIcon`.
 */

afterEach(() => {
  resetWarnings();
  vi.restoreAllMocks();
});

const rows = () => Array.from(document.querySelectorAll('.rc-cascader-menu-item'));

describe('1.x markup beside 3.x', () => {
  it('the value, the placeholder and the input sit in -content; the 3.x classes stay', () => {
    const { container, rerender } = render(
      <Cascader options={regions()} defaultValue={['zj', 'hangzhou']} />,
    );
    const content = container.querySelector('.rc-cascader-content')!;
    expect(content.textContent).toBe('浙江 / 杭州');
    expect(content.classList).toContain('rc-cascader-selection-wrap');
    expect(content.classList).toContain('rc-cascader-content-has-value');
    expect(
      content.querySelector('input.rc-cascader-input.rc-cascader-selection-search-input'),
    ).not.toBeNull();
    expect(container.querySelector('.rc-cascader-selection-item')!.textContent).toBe('浙江 / 杭州');

    rerender(<Cascader options={regions()} value={['not', 'exist']} />);
    expect(container.querySelector('.rc-cascader-content')!.textContent).toBe('not / exist');

    rerender(<Cascader options={regions()} value={null} placeholder="Pick" />);
    const placeholder = container.querySelector('.rc-cascader-placeholder')!;
    expect(placeholder.classList).toContain('rc-cascader-selection-placeholder');
    expect(placeholder.textContent).toBe('Pick');
  });

  it('a function suffixIcon is called with the state; the suffix has both generations’ classes', async () => {
    const suffixIcon = vi.fn(({ open }: { open: boolean }) => (open ? 'up' : 'down'));
    const { container } = render(<Cascader options={regions()} suffixIcon={suffixIcon} />);
    const suffix = container.querySelector('.rc-cascader-suffix')!;
    expect(suffix.classList).toContain('rc-cascader-arrow');
    expect(suffix.textContent).toBe('down');
    fireEvent.mouseDown(container.querySelector('.rc-cascader-selector')!);
    await flush();
    expect(container.querySelector('.rc-cascader-suffix')!.textContent).toBe('up');
    expect(suffixIcon).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, showSearch: false }));
  });

  it('popupPrefixCls names the columns and rows; the popup keeps prefixCls', async () => {
    render(<Cascader options={regions()} open prefixCls="outer" popupPrefixCls="inner" />);
    await flush();
    expect(
      document.querySelector('.outer-dropdown .inner-menus .inner-menu .inner-menu-item'),
    ).not.toBeNull();
    expect(document.querySelector('.outer-menu')).toBeNull();
  });

  it("dropdownPrefixCls, rc-cascader 3.x's name for it (antd 4 and 5 pass it), does the same and reaches no DOM attribute", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Cascader options={regions()} open prefixCls="outer" dropdownPrefixCls="inner" />,
    );
    await flush();
    expect(
      document.querySelector('.outer-dropdown .inner-menus .inner-menu .inner-menu-item'),
    ).not.toBeNull();
    expect(container.querySelector('[dropdownprefixcls]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('semantic classNames and styles (antd 6)', () => {
  it('reach every part of a single cascader and its popup', async () => {
    const { container } = render(
      <Cascader
        options={regions()}
        open
        prefix="@"
        suffixIcon="v"
        allowClear
        defaultValue={['bj', 'chaoyang']}
        classNames={{
          root: 'c-root',
          prefix: 'c-prefix',
          suffix: 'c-suffix',
          content: 'c-content',
          input: 'c-input',
          clear: 'c-clear',
          popup: { root: 'c-popup', list: 'c-list', listItem: 'c-item' },
        }}
        styles={{
          root: { margin: '1px' },
          prefix: { color: 'green' },
          input: { color: 'purple' },
          content: { backgroundColor: 'gray' },
          popup: { root: { zIndex: 7 }, list: { background: 'red' }, listItem: { color: 'yellow' } },
        }}
      />,
    );
    await flush();
    const root = container.querySelector('.rc-cascader')!;
    expect(root.classList).toContain('c-root');
    expect(root).toHaveProperty('style.margin', '1px');
    expect(container.querySelector('.rc-cascader-prefix.c-prefix')).toHaveProperty('style.color', 'green');
    expect(container.querySelector('.rc-cascader-suffix.c-suffix')).not.toBeNull();
    expect(container.querySelector('.rc-cascader-content.c-content')).toHaveProperty(
      'style.backgroundColor',
      'gray',
    );
    expect(container.querySelector('input.c-input')).toHaveProperty('style.color', 'purple');
    expect(container.querySelector('.rc-cascader-clear.c-clear')).not.toBeNull();
    const popup = document.querySelector('.rc-cascader-dropdown')!;
    expect(popup.classList).toContain('c-popup');
    expect(popup).toHaveProperty('style.zIndex', '7');
    const lists = document.querySelectorAll('ul.rc-cascader-menu');
    expect(lists.length).toBe(2);
    for (const list of lists) {
      expect(list.classList).toContain('c-list');
      expect(list).toHaveProperty('style.background', 'red');
    }
    for (const row of rows()) {
      expect(row.classList).toContain('c-item');
      expect(row).toHaveProperty('style.color', 'yellow');
    }
  });

  it('reach the tags of checkable mode, and the function form sees the props', () => {
    const classNames = vi.fn(({ props }: { props: { checkable?: unknown } }) => ({
      item: props.checkable ? 'tag' : 'no',
      itemContent: 'tag-text',
      itemRemove: 'tag-x',
    }));
    const { container } = render(
      <Cascader
        options={regions()}
        checkable
        value={[['zj']]}
        classNames={classNames}
        styles={() => ({ item: { borderColor: 'red' }, itemRemove: { color: 'blue' } })}
      />,
    );
    const tag = container.querySelector('.rc-cascader-selection-item')!;
    expect(tag.classList).toContain('tag');
    expect(tag).toHaveProperty('style.borderColor', 'red');
    expect(tag.querySelector('.rc-cascader-selection-item-content.tag-text')).not.toBeNull();
    expect(tag.querySelector('.rc-cascader-selection-item-remove.tag-x')).toHaveProperty(
      'style.color',
      'blue',
    );
    expect(classNames).toHaveBeenCalled();
  });

  it('reach the panel’s columns and rows', () => {
    render(
      <Cascader.Panel options={regions()} classNames={{ popup: { list: 'p-list', listItem: 'p-item' } }} />,
    );
    expect(document.querySelector('ul.rc-cascader-menu.p-list')).not.toBeNull();
    expect(rows().every((row) => row.classList.contains('p-item'))).toBe(true);
  });
});

describe('showSearch settings (antd 6)', () => {
  it('showSearch.searchValue controls the text and showSearch.onSearch hears typing', async () => {
    const onSearch = vi.fn();
    const { user } = setup(
      <Cascader options={regions()} open showSearch={{ searchValue: '杭', onSearch }} />,
    );
    await flush();
    expect(combobox()).toHaveProperty('value', '杭');
    expect(rows().map((row) => row.textContent)).toEqual(['浙江 / 杭州 / 余杭']);
    await user.type(combobox(), 'x');
    expect(onSearch).toHaveBeenLastCalledWith('杭x');
  });

  it('showSearch.autoClearSearchValue=false keeps the text after a check', async () => {
    const { user } = setup(
      <Cascader options={regions()} checkable showSearch={{ autoClearSearchValue: false }} />,
    );
    await user.click(combobox());
    await user.keyboard('州');
    await flush();
    fireEvent.click(itemByPath('fj', 'quanzhou'));
    expect(combobox()).toHaveProperty('value', '州');
  });

  it('the top-level names still work, with a one-time deprecation warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(<Cascader options={regions()} showSearch searchValue="杭" open />);
    rerender(<Cascader options={regions()} showSearch searchValue="杭" open />);
    expect(rows().map((row) => row.textContent)).toEqual(['浙江 / 杭州 / 余杭']);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((m) => m.includes('`searchValue` is deprecated'))).toHaveLength(1);
  });

  it('a limit of zero or less lists every result, with rc-cascader’s warning', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const many = [
      {
        label: 'Asia',
        value: 'asia',
        children: Array.from({ length: 60 }, (_, i) => ({ label: `c${i}`, value: i })),
      },
    ];
    render(<Cascader options={many} open showSearch={{ limit: 0 }} virtual={false} />);
    expect(error).toHaveBeenCalledWith("Warning: 'limit' of showSearch should be positive number or false.");
    fireEvent.change(combobox(), { target: { value: 'asia' } });
    expect(rows()).toHaveLength(60);
  });

  it('optionRender draws search results too, given the result’s path label', () => {
    render(
      <Cascader
        options={regions()}
        open
        showSearch
        notFoundContent="none"
        optionRender={(option) => `${option.label} (${option.value})`}
      />,
    );
    fireEvent.change(combobox(), { target: { value: '余杭' } });
    expect(rows().map((row) => row.textContent)).toEqual(['浙江 / 杭州 / 余杭 (yuhang)']);
  });
});

describe('keys and pointer as in rc-cascader', () => {
  it('Space opens a cascader without search; Escape closes it', async () => {
    setup(<Cascader options={regions()} />);
    fireEvent.keyDown(combobox(), { key: ' ' });
    await flush();
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('in search mode, Down then Enter picks the first result, as Enter alone does', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Cascader options={regions()} showSearch onChange={onChange} />);
    await user.click(combobox());
    await user.keyboard('州{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['fj', 'fuzhou', 'mawei'], expect.anything());
    await user.click(combobox());
    await user.keyboard('州{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['fj', 'fuzhou', 'mawei'], expect.anything());
  });

  it('hover mode: a plain mouseenter expands at once; a hovered leaf leaves only its parents active', async () => {
    render(<Cascader options={regions()} open expandTrigger="hover" />);
    await flush();
    fireEvent.mouseEnter(itemByPath('fj'));
    expect(document.querySelectorAll('ul.rc-cascader-menu')).toHaveLength(2);
    fireEvent.mouseEnter(itemByPath('fj', 'quanzhou'));
    const active = Array.from(document.querySelectorAll('.rc-cascader-menu-item-active'));
    expect(active.map((li) => li.getAttribute('data-path-key'))).toEqual(['fj']);
  });

  it('a disabled Cascader.Panel shows every row disabled and refuses clicks', () => {
    const onChange = vi.fn();
    render(<Cascader.Panel options={regions()} disabled onChange={onChange} />);
    expect(rows().every((row) => row.classList.contains('rc-cascader-menu-item-disabled'))).toBe(true);
    expect(rows().every((row) => row.getAttribute('aria-disabled') === 'true')).toBe(true);
    fireEvent.click(itemByPath('bj'));
    fireEvent.click(rows()[0]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('search results with checkable keep the earlier choices first', () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} checkable showSearch open onChange={onChange} />);
    fireEvent.change(combobox(), { target: { value: '余杭' } });
    fireEvent.click(rows()[0]);
    fireEvent.change(combobox(), { target: { value: '泉州' } });
    fireEvent.click(rows()[0]);
    expect(onChange).toHaveBeenLastCalledWith([['zj'], ['fj', 'quanzhou']], expect.anything());
  });
});

describe('rc-cascader’s calls and warnings', () => {
  it('a one-parameter loader is called with the selected options alone; a two-parameter one gets the signal', () => {
    const rcLoader = vi.fn((_selected: unknown) => undefined);
    const { unmount } = render(
      <Cascader options={[{ label: 'Zhejiang', value: 'zj', isLeaf: false }]} open loadData={rcLoader} />,
    );
    fireEvent.click(itemByPath('zj'));
    expect(rcLoader.mock.calls[0]).toHaveLength(1);
    unmount();

    const signals: AbortSignal[] = [];
    const loader = (_selected: unknown, { signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise<never>(() => {});
    };
    render(<Cascader options={[{ label: 'Zhejiang', value: 'zj', isLeaf: false }]} open loadData={loader} />);
    fireEvent.click(itemByPath('zj'));
    expect(signals).toHaveLength(1);
  });

  it('a null value gets rc-cascader’s warning besides the engine’s detailed problem', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onProblem = vi.fn();
    render(
      <Cascader
        onProblem={onProblem}
        options={[{ label: 'Sichuan', value: 'sc', children: [{ label: 'Tianfu', value: null }] }]}
      />,
    );
    expect(error).toHaveBeenCalledWith('Warning: `value` in Cascader options should not be `null`.');
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'null-value', at: 'options[0].children[0]' }),
    );
  });
});

describe('an option’s own attributes', () => {
  it('its aria-* and data-* fields reach its row and its search result; the row’s ARIA state wins', () => {
    const options = [
      {
        label: 'Zhejiang',
        value: 'zj',
        'data-testid': 'zj-row',
        'aria-description': 'east',
        'aria-selected': 'x',
      },
    ];
    render(<Cascader options={options} open showSearch />);
    const row = itemByPath('zj');
    expect(row.getAttribute('data-testid')).toBe('zj-row');
    expect(row.getAttribute('aria-description')).toBe('east');
    // Not chosen: the row's own state (no aria-selected at all) wins over the option's field.
    expect(row.hasAttribute('aria-selected')).toBe(false);
    fireEvent.change(combobox(), { target: { value: 'zhe' } });
    expect(itemByPath('zj').getAttribute('data-testid')).toBe('zj-row');
  });
});

describe('choosing search results', () => {
  it('the same value on two levels: each result is its own path, and searching again works', () => {
    const onChange = vi.fn();
    const options = [
      {
        label: 'One',
        value: 1,
        children: [
          { label: 'One again', value: 1 },
          { label: 'Two', value: 2 },
        ],
      },
      { label: 'Two', value: 2, children: [{ label: 'One', value: 1 }] },
    ];
    render(<Cascader options={options} showSearch open onChange={onChange} />);
    fireEvent.change(combobox(), { target: { value: 'one' } });
    expect(rows().map((row) => row.textContent)).toEqual(['One / One again', 'One / Two', 'Two / One']);
    fireEvent.click(rows()[2]);
    expect(onChange).toHaveBeenLastCalledWith([2, 1], expect.anything());
    fireEvent.change(combobox(), { target: { value: 'one' } });
    fireEvent.click(rows()[0]);
    expect(onChange).toHaveBeenLastCalledWith([1, 1], expect.anything());
  });

  it('fieldNames whose label and value are the same key', () => {
    const onChange = vi.fn();
    const options = [
      {
        name: 'Zhejiang',
        children: [
          { name: 'Hangzhou', children: [{ name: 'West Lake' }, { name: 'Xia Sha', disabled: true }] },
        ],
      },
    ];
    render(
      <Cascader
        options={options}
        fieldNames={{ label: 'name', value: 'name' }}
        showSearch
        open
        onChange={onChange}
      />,
    );
    fireEvent.change(combobox(), { target: { value: 'z' } });
    expect(rows().map((row) => row.textContent)).toEqual([
      'Zhejiang / Hangzhou / West Lake',
      'Zhejiang / Hangzhou / Xia Sha',
    ]);
    expect(rows()[1].classList).toContain('rc-cascader-menu-item-disabled');
    fireEvent.click(rows()[1]);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(rows()[0]);
    expect(onChange).toHaveBeenLastCalledWith(['Zhejiang', 'Hangzhou', 'West Lake'], expect.anything());
  });

  it('changeOnSelect: Down then Enter picks the first result, a branch', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Cascader options={regions()} showSearch changeOnSelect onChange={onChange} />);
    await user.click(combobox());
    await user.keyboard('杭州{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['zj', 'hangzhou'], expect.anything());
  });
});

describe("rc-select props that rc-cascader 3.x's types accept", () => {
  it('type-check; title and the root handlers reach the root; the rest reach no DOM element, and the unsupported ones are named in a warning', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onClick = vi.fn();
    const { container } = render(
      <Cascader
        options={regions()}
        title="Address"
        onClick={onClick}
        onMouseDown={() => {}}
        onKeyUp={() => {}}
        choiceTransitionName="ant-select-selection"
        loading
        maxLength={3}
        dropdownAlign={{ offset: [0, 8] }}
        showAction={['focus']}
        onInputKeyDown={() => {}}
        getInputElement={() => <input />}
      />,
    );
    const root = container.querySelector('.rc-cascader')!;
    expect(root.getAttribute('title')).toBe('Address');
    fireEvent.click(root);
    expect(onClick).toHaveBeenCalled();
    for (const name of ['choicetransitionname', 'loading', 'maxlength', 'dropdownalign', 'showaction']) {
      expect(container.querySelector(`[${name}]`)).toBeNull();
    }
    expect(errors).not.toHaveBeenCalled();
    const warned = warnings.mock.calls.map(([message]) => String(message)).join('\n');
    for (const name of [
      'loading',
      'maxLength',
      'dropdownAlign',
      'showAction',
      'onInputKeyDown',
      'getInputElement',
    ]) {
      expect(warned).toContain(`\`${name}\` (an rc-select prop) is not supported`);
    }
    expect(warned).not.toContain('choiceTransitionName');
    errors.mockRestore();
    warnings.mockRestore();
  });
});
