import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { combobox, flush, itemByPath, regions, toggle } from './helpers';

/**
 * React Aria's rule: one set of assertions, run once per input method. Each case drives the same
 * intent with the mouse and with the keyboard and checks the same outcome.
 */
type Driver = 'mouse' | 'keyboard';
const drivers: Driver[] = ['mouse', 'keyboard'];

async function openPopup(driver: Driver) {
  if (driver === 'mouse') return toggle();
  combobox().focus();
  await userEvent.setup().keyboard('{ArrowDown}');
  await flush();
}

describe.each(drivers)('with the %s', (driver) => {
  it('checks a branch (conduction) and reports SHOW_PARENT', async () => {
    const onChange = vi.fn();
    render(<Cascader checkable options={regions()} onChange={onChange} />);
    await openPopup(driver);
    const user = userEvent.setup();
    if (driver === 'mouse') await user.click(itemByPath('fj').querySelector('.rc-cascader-checkbox')!);
    else await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([['fj']], expect.any(Array));
    expect(itemByPath('fj').getAttribute('aria-checked')).toBe('true');
    expect(combobox().getAttribute('aria-expanded')).toBe('true'); // checking keeps the popup open
  });

  it('picks a search result', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} showSearch onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(combobox());
    await user.keyboard('泉');
    await flush();
    if (driver === 'mouse') await user.click(itemByPath('fj', 'quanzhou'));
    else await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('selects a branch with changeOnSelect', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} changeOnSelect onChange={onChange} />);
    await openPopup(driver);
    const user = userEvent.setup();
    if (driver === 'mouse') await user.click(itemByPath('zj'));
    else await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(['zj'], expect.any(Array));
    expect(itemByPath('zj').getAttribute('aria-selected')).toBe('true');
  });

  it('cannot choose a disabled item', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} defaultValue={['bj', 'chaoyang']} onChange={onChange} />);
    await openPopup(driver);
    const user = userEvent.setup();
    if (driver === 'mouse') await user.click(itemByPath('bj', 'haidian'));
    else await user.keyboard('{ArrowDown}{Enter}'); // Down skips 海淀区: it stays on 朝阳区
    if (driver === 'keyboard') expect(onChange).toHaveBeenCalledWith(['bj', 'chaoyang'], expect.any(Array));
    expect(onChange).not.toHaveBeenCalledWith(['bj', 'haidian'], expect.anything());
  });

  it('closes and reopens with the popup in the same state', async () => {
    render(<Cascader options={regions()} defaultValue={['zj', 'hangzhou', 'yuhang']} />);
    await openPopup(driver);
    const user = userEvent.setup();
    if (driver === 'mouse') await toggle();
    else await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    await openPopup(driver);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(combobox().getAttribute('aria-activedescendant')).toBe(itemByPath('zj', 'hangzhou', 'yuhang').id);
  });
});
