import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Cascader from '../../react/src';
import { columnTexts, dropdown, flush, itemByPath, regions, toggle } from './helpers';

const cls = (el: Element | null) => (el?.className ?? '').split(' ').filter(Boolean);

describe('DOM and class names (COMPAT.md)', () => {
  it('single: root, selector, one input, selection item, clear', async () => {
    const { container } = render(
      <Cascader options={regions()} defaultValue={['fj', 'fuzhou', 'mawei']} allowClear placeholder="pick" />,
    );
    const root = container.firstElementChild!;
    expect(cls(root)).toEqual(['rc-cascader', 'rc-cascader-single', 'rc-cascader-allow-clear']);
    expect(root.querySelector(':scope > .rc-cascader-selector')).not.toBeNull();
    expect(root.querySelectorAll('input')).toHaveLength(1);
    // rc-cascader 3.x's class and 1.x's on the one input.
    expect(root.querySelector('input')!.className).toBe(
      'rc-cascader-selection-search-input rc-cascader-input',
    );
    const item = root.querySelector('.rc-cascader-selection-item')!;
    expect(item.textContent).toBe('福建 / 福州 / 马尾');
    expect(item.getAttribute('title')).toBe('福建 / 福州 / 马尾');
    expect(root.querySelector('.rc-cascader-selection-placeholder')).toBeNull();
    expect(root.querySelector('.rc-cascader-clear > .rc-cascader-clear-icon')!.textContent).toBe('×');
  });

  it('placeholder without value; no clear button with nothing to clear', () => {
    const { container } = render(
      <Cascader options={regions()} allowClear placeholder="please select address" />,
    );
    expect(container.querySelector('.rc-cascader-selection-placeholder')!.textContent).toBe(
      'please select address',
    );
    expect(container.querySelector('.rc-cascader-clear')).toBeNull();
  });

  it('popup: dropdown → menus → menu per column → items with data-path-key, icons, states', async () => {
    render(<Cascader options={regions()} defaultValue={['fj', 'fuzhou', 'mawei']} />);
    await toggle();
    const popup = dropdown()!;
    expect(cls(popup)).toContain('rc-cascader-dropdown');
    expect(cls(popup)).toContain('rc-cascader-dropdown-placement-bottomLeft');
    expect(cls(popup)).not.toContain('rc-cascader-dropdown-hidden');
    expect(popup.parentElement).toBe(document.body);
    const menus = popup.querySelector('.rc-cascader-menus')!;
    expect(menus.querySelectorAll('ul.rc-cascader-menu')).toHaveLength(3);
    expect(columnTexts()).toEqual([['福建', '浙江', '北京'], ['福州', '泉州'], ['马尾']]);
    const fj = itemByPath('fj');
    expect(fj.tagName).toBe('LI');
    expect(cls(fj)).toEqual([
      'rc-cascader-menu-item',
      'rc-cascader-menu-item-expand',
      'rc-cascader-menu-item-active',
    ]);
    expect(fj.textContent).toBe('福建>');
    expect(fj.querySelector(':scope > .rc-cascader-menu-item-content')!.textContent).toBe('福建');
    expect(fj.querySelector(':scope > .rc-cascader-menu-item-expand-icon')!.textContent).toBe('>');
    expect(fj.getAttribute('title')).toBe('福建');
    const mawei = itemByPath('fj', 'fuzhou', 'mawei');
    expect(cls(mawei)).toContain('rc-cascader-menu-item-active');
    expect(mawei.querySelector('.rc-cascader-menu-item-expand-icon')).toBeNull();
    expect(document.querySelectorAll('input')).toHaveLength(1);
  });

  it('disabled items carry -disabled', async () => {
    render(<Cascader options={regions()} defaultValue={['bj', 'chaoyang']} />);
    await toggle();
    expect(cls(itemByPath('bj', 'haidian'))).toContain('rc-cascader-menu-item-disabled');
  });

  it('closed popup stays mounted with -dropdown-hidden', async () => {
    render(<Cascader options={regions()} />);
    expect(dropdown()).toBeNull(); // never opened: nothing mounted
    await toggle();
    await toggle();
    expect(cls(dropdown())).toContain('rc-cascader-dropdown-hidden');
  });

  it('empty options: one disabled Not Found item, -dropdown-empty and -menu-empty', async () => {
    render(<Cascader options={[]} open />);
    await flush();
    expect(cls(dropdown())).toContain('rc-cascader-dropdown-empty');
    expect(cls(document.querySelector('.rc-cascader-menus'))).toContain('rc-cascader-menu-empty');
    const li = document.querySelector('.rc-cascader-menu-item')!;
    expect(cls(li)).toEqual(['rc-cascader-menu-item', 'rc-cascader-menu-item-disabled']);
    expect(li.textContent).toBe('Not Found');
    expect(li.getAttribute('data-path-key')).toBe('__EMPTY__');
  });

  it('checkable: overflow items, tag content and remove icon, span checkboxes', async () => {
    const { container } = render(
      <Cascader checkable options={regions()} defaultValue={[['fj'], ['bj', 'chaoyang']]} open />,
    );
    await flush();
    const root = container.firstElementChild!;
    expect(cls(root)).toContain('rc-cascader-multiple');
    const items = root.querySelectorAll(
      '.rc-cascader-selection-overflow > .rc-cascader-selection-overflow-item',
    );
    expect(items).toHaveLength(3); // two tags and the search suffix
    expect(cls(items[2])).toContain('rc-cascader-selection-overflow-item-suffix');
    const tag = items[0].querySelector(':scope > .rc-cascader-selection-item')!;
    expect(tag.querySelector('.rc-cascader-selection-item-content')!.textContent).toBe('福建');
    expect(
      tag.querySelector('.rc-cascader-selection-item-remove > .rc-cascader-selection-item-remove-icon')!
        .textContent,
    ).toBe('×');
    const box = itemByPath('fj').querySelector(':scope > span.rc-cascader-checkbox')!;
    expect(cls(box)).toEqual(['rc-cascader-checkbox', 'rc-cascader-checkbox-checked']);
    expect(document.querySelectorAll('input')).toHaveLength(1);
  });

  it('every class follows prefixCls', async () => {
    const { container } = render(
      <Cascader prefixCls="my" options={regions()} defaultValue={['fj', 'fuzhou']} allowClear open />,
    );
    await flush();
    expect(cls(container.firstElementChild)).toContain('my-single');
    expect(container.querySelector('.my-selector .my-selection-item')).not.toBeNull();
    expect(dropdown('my')).not.toBeNull();
    expect(document.querySelector('.my-dropdown .my-menus .my-menu .my-menu-item-content')).not.toBeNull();
    expect(document.querySelector('[class*="rc-cascader"]')).toBeNull();
  });

  it('state classes: open, focused, disabled, show-search, rtl', async () => {
    const { container, rerender } = render(<Cascader options={regions()} showSearch direction="rtl" />);
    const root = container.firstElementChild!;
    expect(cls(root)).toEqual(expect.arrayContaining(['rc-cascader-show-search', 'rc-cascader-rtl']));
    await toggle();
    expect(cls(root)).toEqual(expect.arrayContaining(['rc-cascader-open', 'rc-cascader-focused']));
    rerender(<Cascader options={regions()} disabled />);
    await act(async () => {});
    expect(cls(root)).toContain('rc-cascader-disabled');
    expect(cls(root)).not.toContain('rc-cascader-open');
    expect((screen.getByRole('combobox') as HTMLInputElement).disabled).toBe(true);
  });
});
