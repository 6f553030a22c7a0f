import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { useCascader } from '../../react/src';
import { combobox, itemByPath, regions, toggle } from './helpers';

const done = () => screen.getByRole('button', { name: /^Done/ });
const cancel = () => screen.getByRole('button', { name: 'Cancel' });
const expanded = () => combobox().getAttribute('aria-expanded');

describe('confirm mode (component)', () => {
  it('browsing and choosing a leaf change nothing until Done; Done calls onChange once', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} confirm onChange={onChange} aria-label="Region" />);
    await toggle();
    fireEvent.click(itemByPath('zj'));
    fireEvent.click(itemByPath('zj', 'hangzhou'));
    fireEvent.click(itemByPath('zj', 'hangzhou', 'yuhang'));
    expect(expanded()).toBe('true'); // a leaf no longer closes
    expect(onChange).not.toHaveBeenCalled();
    expect(done().textContent).toBe('Done');
    fireEvent.click(done());
    expect(expanded()).toBe('false');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['zj', 'hangzhou', 'yuhang'], expect.any(Array));
    expect(screen.getByTitle('浙江 / 杭州 / 余杭')).toBeTruthy();
  });

  it('Cancel and Escape restore the value shown; no onChange', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} confirm defaultValue={['bj', 'chaoyang']} onChange={onChange} />);
    await toggle();
    fireEvent.click(itemByPath('fj'));
    fireEvent.click(itemByPath('fj', 'quanzhou'));
    fireEvent.click(cancel());
    expect(expanded()).toBe('false');
    expect(screen.getByTitle('北京 / 朝阳区')).toBeTruthy();
    await toggle();
    fireEvent.click(itemByPath('fj'));
    fireEvent.click(itemByPath('fj', 'quanzhou'));
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(expanded()).toBe('false');
    expect(screen.getByTitle('北京 / 朝阳区')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('checkable: Done shows the count and reports every check in one onChange', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} checkable confirm onChange={onChange} />);
    await toggle();
    expect(done().textContent).toBe('Done (0)');
    fireEvent.click(itemByPath('fj').querySelector('.rc-cascader-checkbox')!);
    fireEvent.click(itemByPath('bj').querySelector('.rc-cascader-checkbox')!);
    fireEvent.click(itemByPath('zj'));
    fireEvent.click(itemByPath('zj', 'hangzhou').querySelector('.rc-cascader-checkbox')!);
    expect(done().textContent).toBe('Done (3)');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(combobox(), { key: 'Enter', ctrlKey: true });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toEqual([['fj'], ['bj'], ['zj']]);
  });

  it('labels translate Done and Cancel', async () => {
    render(
      <Cascader
        options={regions()}
        checkable
        confirm
        labels={{ done: (n) => `完成 (${n})`, cancel: '取消' }}
      />,
    );
    await toggle();
    expect(screen.getByRole('button', { name: '完成 (0)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });

  it('without confirm there are no buttons and a leaf commits and closes (rc-cascader)', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} onChange={onChange} />);
    await toggle();
    expect(screen.queryByRole('button', { name: /^Done/ })).toBeNull();
    fireEvent.click(itemByPath('fj'));
    fireEvent.click(itemByPath('fj', 'quanzhou'));
    expect(expanded()).toBe('false');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('confirm mode (hook)', () => {
  it('tells a custom UI whether a draft is open, whether it differs, and its count', () => {
    const { result } = renderHook(() =>
      useCascader({ options: regions(), confirm: true, checkable: true, defaultOpen: true }),
    );
    expect(result.current.confirm).toEqual({ active: true, changed: false, count: 0 });
    expect(result.current.getConfirmProps().children).toBe('Done (0)');
    expect(result.current.getCancelProps().children).toBe('Cancel');
  });
});
