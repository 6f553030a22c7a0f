import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Cascader from '../../react/src';
import { combobox, dropdown, flush, itemByPath, regions, toggle } from './helpers';

describe('RTL', () => {
  it('classes and dir on the root and the popup; bottomRight by default', async () => {
    const { container } = render(<Cascader options={regions()} direction="rtl" />);
    const root = container.firstElementChild!;
    expect(root.className).toContain('rc-cascader-rtl');
    expect(root.getAttribute('dir')).toBe('rtl');
    await toggle();
    expect(dropdown()!.className).toContain('rc-cascader-dropdown-rtl');
    expect(dropdown()!.className).toContain('rc-cascader-dropdown-placement-bottomRight');
    const menus = screen.getByRole('tree');
    expect(menus.className).toContain('rc-cascader-rtl');
    expect(menus.getAttribute('dir')).toBe('rtl');
  });

  it('Left goes forward and Right goes back, mouse and keyboard reach the same item', async () => {
    render(<Cascader options={regions()} direction="rtl" />);
    const user = userEvent.setup();
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    await flush();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    const byKeyboard = combobox().getAttribute('aria-activedescendant');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    await toggle();
    await user.click(itemByPath('fj'));
    await user.click(itemByPath('fj', 'fuzhou'));
    expect(combobox().getAttribute('aria-activedescendant')).toBe(byKeyboard);
  });
});
