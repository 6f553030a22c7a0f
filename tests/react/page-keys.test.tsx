import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { combobox, flush } from './helpers';

/** 30 leaves `item 0` … `item 29`; those `disabled` says are disabled. */
const leaves = (disabled: (i: number) => boolean = () => false) =>
  Array.from({ length: 30 }, (_, i) => ({ label: `item ${i}`, value: `v${i}`, disabled: disabled(i) }));

/** The text of the keyboard's row (the element aria-activedescendant points at). */
function activeText(owner: HTMLElement = combobox()): string | null {
  const id = owner.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)!.textContent : null;
}

/**
 * A layout for jsdom, which has none: every treeitem 30 px tall, every list (`ul`) 150 px, so five
 * rows fit in a page.
 */
function fakeRows() {
  const spy = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.getAttribute('role') === 'treeitem') return 30;
    return this.tagName === 'UL' ? 150 : 0;
  });
  return spy;
}

afterEach(() => vi.restoreAllMocks());

describe('PageUp / PageDown', () => {
  it('move the active row by the rows that fit in the column, measured from the list and its rows', async () => {
    fakeRows();
    const user = userEvent.setup();
    render(<Cascader options={leaves((i) => i === 10)} />);
    combobox().focus();
    await user.keyboard('{ArrowDown}'); // opens
    await user.keyboard('{ArrowDown}');
    await flush();
    expect(activeText()).toBe('item 0');
    await user.keyboard('{PageDown}');
    expect(activeText()).toBe('item 5');
    await user.keyboard('{PageDown}'); // item 10 is disabled: on to the next enabled row
    expect(activeText()).toBe('item 11');
    await user.keyboard('{PageUp}');
    expect(activeText()).toBe('item 6');
    await user.keyboard('{End}{PageDown}'); // no wrapping at the end
    expect(activeText()).toBe('item 29');
    await user.keyboard('{Home}{PageUp}');
    expect(activeText()).toBe('item 0');
  });

  it('keep the page from scrolling while the popup is open, and are left to it while it is closed', async () => {
    fakeRows();
    render(<Cascader options={leaves()} />);
    expect(fireEvent.keyDown(combobox(), { key: 'PageDown' })).toBe(true); // not prevented
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    await flush();
    expect(fireEvent.keyDown(combobox(), { key: 'PageDown' })).toBe(false);
    fireEvent.keyDown(combobox(), { key: 'End' });
    // At the end there is nothing to do, but the key still must not scroll the page under the popup.
    expect(fireEvent.keyDown(combobox(), { key: 'PageDown' })).toBe(false);
  });

  it('move by the core’s default page (10 rows) where the list has no layout to measure', async () => {
    const user = userEvent.setup();
    render(<Cascader options={leaves()} />);
    combobox().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await flush();
    await user.keyboard('{PageDown}');
    expect(activeText()).toBe('item 10');
  });

  it('move over search results by the rows that fit in the results list', async () => {
    fakeRows();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Cascader options={leaves((i) => i === 9)} showSearch onChange={onChange} />);
    await user.type(combobox(), 'item');
    await flush();
    expect(activeText()).toBeNull(); // the first result is only Enter's target until a key moves
    await user.keyboard('{PageDown}'); // five Downs: the first lands on the first result
    expect(activeText()).toBe('item 4');
    await user.keyboard('{PageDown}'); // item 9 is disabled
    expect(activeText()).toBe('item 10');
    await user.keyboard('{PageUp}');
    expect(activeText()).toBe('item 5');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['v5'], [expect.objectContaining({ value: 'v5' })]);
  });

  it('measure the column of a Cascader inside a shadow root, whose popup is in the document', async () => {
    fakeRows();
    const user = userEvent.setup();
    const host = document.body.appendChild(document.createElement('div'));
    const mount = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    render(<Cascader options={leaves()} />, { container: mount });
    const input = mount.querySelector<HTMLElement>('[role="combobox"]')!;
    input.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await flush();
    expect(activeText(input)).toBe('item 0');
    await user.keyboard('{PageDown}'); // five rows fit, not the default ten
    expect(activeText(input)).toBe('item 5');
    host.remove();
  });

  it('work in Cascader.Panel, on the focused tree', async () => {
    fakeRows();
    const user = userEvent.setup();
    render(<Cascader.Panel options={[{ label: 'all', value: 'all', children: leaves() }]} />);
    const tree = screen.getByRole('tree');
    tree.focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(activeText(tree)).toBe('item 0');
    await user.keyboard('{PageDown}{PageDown}');
    expect(activeText(tree)).toBe('item 10');
  });
});
