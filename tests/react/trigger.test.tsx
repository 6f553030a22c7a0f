import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { dropdown, flush, itemByPath, regions } from './helpers';

describe('custom trigger (children)', () => {
  it('a text link opens the popup; the chosen labels show beside it (text-trigger demo)', async () => {
    render(<TextTrigger />);
    expect(document.querySelector('.rc-cascader')).toBeNull(); // no selector
    expect(document.querySelectorAll('input')).toHaveLength(0);
    // A select-only combobox (ARIA 1.2), not a bare link: it can point at the keyboard's row.
    // Labelled by its own text, wrapped in an element of its own (a self-reference names it in
    // Chromium, but not for axe and older readers): named "切换地区".
    const link = screen.getByRole('combobox', { name: '切换地区' });
    expect(link.textContent).toBe('切换地区');
    const label = document.getElementById(link.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('切换地区');
    expect(link.contains(label)).toBe(true);
    expect(link.getAttribute('aria-haspopup')).toBe('tree');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    const user = userEvent.setup();
    await user.click(link);
    await flush();
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(link.getAttribute('aria-controls')).toBe(screen.getByRole('tree').id);
    await user.click(itemByPath('fj'));
    await user.click(itemByPath('fj', 'quanzhou'));
    expect(screen.getByText(/福建, 泉州/)).toBeTruthy();
    expect(link.getAttribute('aria-expanded')).toBe('false');
    // The chosen value describes it.
    const description = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('福建 / 泉州');
  });

  it('a trigger that is not an input announces the keyboard’s row (select-only combobox)', async () => {
    render(
      <Cascader options={regions()}>
        <button type="button">切换地区</button>
      </Cascader>,
    );
    const trigger = screen.getByRole('combobox');
    expect(trigger.tabIndex).toBe(0);
    trigger.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    await flush();
    await user.keyboard('{ArrowDown}');
    const active = trigger.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(document.getElementById(active!)?.getAttribute('role')).toBe('treeitem');
  });

  it('an <input> child becomes the combobox and takes the keyboard (change-on-select demo)', async () => {
    const onChange = vi.fn();
    render(
      <Cascader options={regions()} changeOnSelect expandTrigger="hover" onChange={onChange}>
        <input readOnly placeholder="please select address" />
      </Cascader>,
    );
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('placeholder')).toBe('please select address');
    expect(document.querySelectorAll('input')).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(input);
    await flush();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(['fj'], expect.any(Array));
  });

  it('keeps the child’s own handlers and ref', async () => {
    const onClick = vi.fn();
    let element: HTMLElement | null = null;
    render(
      <Cascader options={regions()}>
        <button
          type="button"
          onClick={onClick}
          ref={(node) => {
            element = node;
          }}
        >
          open
        </button>
      </Cascader>,
    );
    fireEvent.click(screen.getByText('open'));
    await act(async () => {});
    expect(onClick).toHaveBeenCalled();
    expect(element).toBe(screen.getByText('open').closest('button'));
    expect(dropdown()).not.toBeNull();
  });
});

/** The text-trigger demo: a link opens the popup; the chosen labels show beside it. */
function TextTrigger() {
  const [text, setText] = useState('未选择');
  return (
    <span>
      {text}
      <Cascader
        options={regions()}
        onChange={(_, options: { label: string }[]) => setText(options.map((o) => o.label).join(', '))}
      >
        <a href="#region">切换地区</a>
      </Cascader>
    </span>
  );
}
