import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { Panel } from '../../react/src';
import { columnTexts, itemByPath, regions } from './helpers';

describe('Cascader.Panel', () => {
  it('renders the columns inline: div.-panel > .-menus, no input, no popup', async () => {
    const onChange = vi.fn();
    const { container } = render(<Cascader.Panel options={regions()} onChange={onChange} />);
    const panel = container.querySelector('.rc-cascader-panel')!;
    expect(panel).not.toBeNull();
    expect(panel.querySelector('.rc-cascader-menus .rc-cascader-menu')).not.toBeNull();
    expect(document.querySelectorAll('input')).toHaveLength(0);
    expect(document.querySelector('.rc-cascader-dropdown')).toBeNull();
    const user = userEvent.setup();
    await user.click(itemByPath('fj'));
    await user.click(itemByPath('fj', 'quanzhou'));
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    expect(columnTexts()).toEqual([
      ['福建', '浙江', '北京'],
      ['福州', '泉州'],
    ]); // still open: the panel never closes
  });

  it('is the tree itself: focusable, keys, aria-activedescendant', async () => {
    render(<Panel options={regions()} aria-label="Region" />);
    const tree = screen.getByRole('tree', { name: 'Region' });
    expect(tree.className).toContain('rc-cascader-panel');
    expect(tree.tabIndex).toBe(0);
    const user = userEvent.setup();
    tree.focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(tree.getAttribute('aria-activedescendant')).toBe(itemByPath('fj', 'fuzhou').id);
    await user.keyboard('{Escape}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tree')).toBe(tree); // Escape / Left at the first column do not close it
    expect(itemByPath('fj')).toBeTruthy();
  });

  it('checkable, RTL, and the empty state (-panel-empty with notFoundContent)', () => {
    const { container, rerender } = render(
      <Panel options={regions()} checkable defaultValue={[['zj']]} direction="rtl" />,
    );
    const panel = container.querySelector('.rc-cascader-panel')!;
    expect(panel.className).toContain('rc-cascader-panel-rtl');
    expect(panel.getAttribute('aria-multiselectable')).toBe('true');
    expect(itemByPath('zj').getAttribute('aria-checked')).toBe('true');
    rerender(<Panel options={[]} notFoundContent="Empty!!!" onProblem={() => {}} />);
    expect(container.querySelector('.rc-cascader-panel')!.className).toContain('rc-cascader-panel-empty');
    expect(container.querySelector('.rc-cascader-panel')!.textContent).toBe('Empty!!!');
  });

  it('controlled value and disabled', async () => {
    const { rerender } = render(<Panel options={regions()} value={['bj', 'chaoyang']} />);
    expect(itemByPath('bj', 'chaoyang').getAttribute('aria-selected')).toBe('true');
    rerender(<Panel options={regions()} value={['bj', 'chaoyang']} disabled />);
    expect(screen.getByRole('tree').tabIndex).toBe(-1);
    expect(screen.getByRole('tree').getAttribute('aria-disabled')).toBe('true');
  });
});
