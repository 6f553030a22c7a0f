import { fireEvent, render, screen } from '@testing-library/react';
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

  it('leaves Escape, and Left at the first column, to the page (a dialog around it may close)', () => {
    render(
      <dialog open>
        <Panel options={regions()} aria-label="Region" />
      </dialog>,
    );
    const tree = screen.getByRole('tree');
    const key = (k: string) => !fireEvent.keyDown(tree, { key: k }); // true: the default was prevented
    tree.focus();
    expect(key('Escape')).toBe(false);
    expect(key('ArrowLeft')).toBe(false);
    expect(key('Backspace')).toBe(false);
    expect(key('ArrowDown')).toBe(true);
    expect(key('ArrowRight')).toBe(true);
    expect(key('ArrowLeft')).toBe(true); // back a column: the panel's
    expect(key('ArrowLeft')).toBe(false); // at the first column: nothing to do
    expect(key('Escape')).toBe(false);
    expect(key('Tab')).toBe(false);
    expect(screen.getByRole('tree')).toBe(tree);
    expect(tree.getAttribute('aria-activedescendant')).toBe(itemByPath('fj').id);
  });

  it('a key its stateReducer vetoes keeps its default; no onOpenChange is ever asked for', () => {
    const onOpenChange = vi.fn();
    render(
      <Panel
        options={regions()}
        // Not a prop of the panel's type, but a JavaScript caller may pass it: it never fires.
        {...({ onOpenChange } as object)}
        stateReducer={(state, { event, changes }) =>
          event.type === 'INPUT.KEY_DOWN' && event.key === 'End' ? state : changes
        }
      />,
    );
    const tree = screen.getByRole('tree');
    expect(fireEvent.keyDown(tree, { key: 'End' })).toBe(true);
    expect(fireEvent.keyDown(tree, { key: 'Home' })).toBe(false);
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'Enter' }); // selects 泉州: the panel stays
    fireEvent.keyDown(tree, { key: 'Escape' });
    expect(itemByPath('fj', 'quanzhou').getAttribute('aria-selected')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalled();
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
    // A tree must own treeitems: the empty panel is a labelled group holding the text instead.
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByRole('group', { name: 'Options' }).textContent).toBe('Empty!!!');
  });

  it('controlled value and disabled', async () => {
    const { rerender } = render(<Panel options={regions()} value={['bj', 'chaoyang']} />);
    expect(itemByPath('bj', 'chaoyang').getAttribute('aria-selected')).toBe('true');
    rerender(<Panel options={regions()} value={['bj', 'chaoyang']} disabled />);
    expect(screen.getByRole('tree').tabIndex).toBe(-1);
    expect(screen.getByRole('tree').getAttribute('aria-disabled')).toBe('true');
  });
});
