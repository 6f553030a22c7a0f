import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Cascader } from '../../react/src';
import { columnTexts, combobox, itemByPath, setup, toggle } from './helpers';

/**
 * A repeated sibling value is a disabled row in its place (the core's `duplicate` item): the user
 * sees it and cannot choose it, and a click, hover or check on it does nothing.
 */
const options = [
  { label: 'bamboo "', value: 'bamboo "' },
  { label: 'bamboo again', value: 'bamboo "', children: [{ label: 'Shoot', value: 'shoot' }] },
  { label: 'Pine', value: 'pine' },
];

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('li[data-path-key]'));

describe('a duplicate sibling value', () => {
  it('renders a disabled row of its own, with its label and a unique data-path-key', () => {
    const onProblem = vi.fn();
    render(<Cascader options={options} open onProblem={onProblem} />);
    expect(rows().map((li) => li.textContent)).toEqual(['bamboo "', 'bamboo again', 'Pine']);
    const keys = rows().map((li) => li.getAttribute('data-path-key'));
    expect(new Set(keys).size).toBe(3);
    const repeat = screen.getByRole('treeitem', { name: 'bamboo again' });
    expect(repeat.getAttribute('aria-disabled')).toBe('true');
    expect(repeat.className).toContain('rc-cascader-menu-item-disabled');
    // A leaf here: its children cannot be reached, so it offers none.
    expect(repeat.getAttribute('aria-expanded')).toBeNull();
    expect(repeat.querySelector('.rc-cascader-menu-item-expand-icon')).toBeNull();
    expect([repeat.getAttribute('aria-posinset'), repeat.getAttribute('aria-setsize')]).toEqual(['2', '3']);
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'duplicate-value', at: 'options[1]' }),
    );
    expect(onProblem.mock.calls[0][0].message).toContain('shown as a disabled row');
  });

  it('does nothing when clicked or hovered, and the first row still works', () => {
    const onChange = vi.fn();
    render(<Cascader options={options} open onChange={onChange} expandTrigger="hover" />);
    const [first, repeat] = rows();
    fireEvent.mouseEnter(repeat);
    fireEvent.click(repeat);
    fireEvent.doubleClick(repeat);
    expect(onChange).not.toHaveBeenCalled();
    expect(first.hasAttribute('aria-selected')).toBe(false);
    expect(repeat.hasAttribute('aria-selected')).toBe(false);
    fireEvent.click(first);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['bamboo "'], [options[0]]);
    // The value's row is the first: the duplicate never shows as chosen.
    expect(rows()[0].getAttribute('aria-checked')).toBe('true');
    expect(rows()[1].getAttribute('aria-checked')).toBeNull();
  });

  it('in drill-down, a click on it does not forget a lazy branch clicked before, entered once loaded', async () => {
    let resolve!: (children: { label: string; value: string }[]) => void;
    const loadData = () => new Promise<{ label: string; value: string }[]>((r) => (resolve = r));
    render(
      <Cascader
        options={[
          { label: 'Lazy', value: 'lazy', isLeaf: false },
          { label: 'Lazy again', value: 'lazy' },
        ]}
        loadData={loadData}
        layout="drilldown"
      />,
    );
    await toggle();
    fireEvent.click(itemByPath('lazy')); // loading: entered once its children arrive
    fireEvent.click(screen.getByRole('treeitem', { name: 'Lazy again' }));
    await act(async () => resolve([{ label: 'Child', value: 'child' }]));
    expect(columnTexts()).toEqual([['Child']]);
  });

  it('is skipped by the keyboard', async () => {
    const { user } = setup(<Cascader options={options} />);
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(combobox().getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toBe('Pine');
  });

  it('checkable: its checkbox is disabled and checks nothing; the parent conducts past it', () => {
    const onChange = vi.fn();
    const tree = [
      {
        label: 'Parent',
        value: 'p',
        children: [
          { label: 'A', value: 'a' },
          { label: 'A again', value: 'a' },
        ],
      },
    ];
    render(<Cascader checkable options={tree} open defaultValue={[]} onChange={onChange} />);
    fireEvent.click(rows()[0]); // open Parent
    const repeat = screen.getByRole('treeitem', { name: 'A again' });
    const box = repeat.querySelector<HTMLElement>('.rc-cascader-checkbox')!;
    expect(box.className).toContain('rc-cascader-checkbox-disabled');
    fireEvent.click(box);
    fireEvent.click(repeat);
    expect(onChange).not.toHaveBeenCalled();
    expect(repeat.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('treeitem', { name: 'A' }).querySelector('.rc-cascader-checkbox')!);
    expect(onChange).toHaveBeenLastCalledWith([['p']], [[tree[0]]]);
    expect(rows()[0].getAttribute('aria-checked')).toBe('true'); // Parent
    expect(repeat.getAttribute('aria-checked')).toBe('false');
  });
});
