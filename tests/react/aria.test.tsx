import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { combobox, flush, itemByPath, regions, toggle } from './helpers';

type Driver = 'mouse' | 'keyboard';

/** Chooses 福建 / 泉州 the way a mouse user or a keyboard user would. */
async function choose(driver: Driver) {
  const user = userEvent.setup();
  if (driver === 'mouse') {
    await toggle();
    await user.click(itemByPath('fj'));
    await user.click(itemByPath('fj', 'quanzhou'));
  } else {
    combobox().focus();
    await user.keyboard('{ArrowDown}'); // opens
    await flush();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}{Enter}');
  }
  await flush();
}

describe('ARIA contract (DESIGN.md)', () => {
  it('closed: a combobox with a tree popup, and no aria-controls to an element that does not exist', () => {
    render(<Cascader options={regions()} placeholder="Address" />);
    const input = combobox();
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-haspopup')).toBe('tree');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-controls')).toBe(false);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.getAttribute('aria-autocomplete')).toBe('none');
    // Named by the placeholder when no aria-label is given.
    expect(screen.getByRole('combobox', { name: 'Address' })).toBe(input);
    // The live region exists before anything is announced.
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('open: tree, groups, treeitems with level, set size, position, expanded on branches only', async () => {
    render(<Cascader options={regions()} defaultValue={['fj', 'fuzhou', 'mawei']} aria-label="Address" />);
    await toggle();
    const input = combobox();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const tree = screen.getByRole('tree');
    expect(input.getAttribute('aria-controls')).toBe(tree.id);
    expect(document.getElementById(tree.id)).toBe(tree);
    expect(tree.hasAttribute('aria-multiselectable')).toBe(false);
    const groups = within(tree).getAllByRole('group');
    expect(groups).toHaveLength(3);
    const fj = itemByPath('fj');
    expect(fj.getAttribute('role')).toBe('treeitem');
    expect(fj.getAttribute('aria-level')).toBe('1');
    expect(fj.getAttribute('aria-setsize')).toBe('3');
    expect(fj.getAttribute('aria-posinset')).toBe('1');
    expect(fj.getAttribute('aria-expanded')).toBe('true');
    // On the way to the value, not the value: aria-expanded tells the way, aria-selected is absent.
    expect(fj.hasAttribute('aria-selected')).toBe(false);
    expect(itemByPath('zj').getAttribute('aria-expanded')).toBe('false');
    const quanzhou = itemByPath('fj', 'quanzhou');
    expect(quanzhou.getAttribute('aria-level')).toBe('2');
    expect(quanzhou.getAttribute('aria-posinset')).toBe('2');
    expect(quanzhou.hasAttribute('aria-expanded')).toBe(false); // a leaf
    expect(quanzhou.hasAttribute('aria-selected')).toBe(false);
    expect(itemByPath('fj', 'fuzhou', 'mawei').getAttribute('aria-selected')).toBe('true');
    // The second column is labelled by the item that opened it.
    expect(groups[1].getAttribute('aria-labelledby')).toBe(fj.id);
    // The keyboard's item is the last of the open path.
    expect(input.getAttribute('aria-activedescendant')).toBe(itemByPath('fj', 'fuzhou', 'mawei').id);
  });

  it('single mode (APG single-select tree): the chosen option alone is aria-selected and aria-checked; no other row has either', async () => {
    render(<Cascader.Panel options={regions()} value={['fj', 'fuzhou', 'mawei']} />);
    const mawei = itemByPath('fj', 'fuzhou', 'mawei');
    const checked = document.querySelectorAll('[aria-checked]');
    expect(checked).toHaveLength(1); // no row is "not checked"
    expect(checked[0]).toBe(mawei);
    expect(checked[0].getAttribute('aria-checked')).toBe('true');
    // Not "true" on the branches above it, not "false" on the rest: absent.
    const selected = document.querySelectorAll('[aria-selected]');
    expect(selected).toHaveLength(1);
    expect(selected[0]).toBe(mawei);
    expect(mawei.getAttribute('aria-selected')).toBe('true');
  });

  it('single mode: a value whose last option is missing marks no row checked; a search result of the value is', async () => {
    const { rerender } = render(
      <Cascader options={regions()} value={['fj', 'gone']} showSearch open onProblem={() => {}} />,
    );
    await flush();
    expect(document.querySelector('[aria-checked]')).toBeNull();
    rerender(<Cascader options={regions()} value={['fj', 'quanzhou']} showSearch open />);
    await userEvent.setup().type(combobox(), '州');
    const result = screen.getByRole('treeitem', { name: /泉州/ });
    expect(result.getAttribute('aria-checked')).toBe('true');
    expect(result.getAttribute('aria-selected')).toBe('true');
    expect(document.querySelectorAll('[aria-checked]')).toHaveLength(1);
  });

  it('disabled options are aria-disabled', async () => {
    render(<Cascader options={regions()} defaultValue={['bj', 'chaoyang']} />);
    await toggle();
    expect(itemByPath('bj', 'haidian').getAttribute('aria-disabled')).toBe('true');
    expect(itemByPath('bj', 'chaoyang').hasAttribute('aria-disabled')).toBe(false);
  });

  it('checkable: multiselectable tree, aria-checked true / false / mixed, checkboxes hidden from AT', async () => {
    render(<Cascader checkable options={regions()} defaultValue={[['fj', 'quanzhou']]} open />);
    await flush();
    expect(screen.getByRole('tree').getAttribute('aria-multiselectable')).toBe('true');
    await userEvent.setup().click(itemByPath('fj'));
    expect(itemByPath('fj').getAttribute('aria-checked')).toBe('mixed');
    expect(itemByPath('fj', 'quanzhou').getAttribute('aria-checked')).toBe('true');
    expect(itemByPath('fj', 'fuzhou').getAttribute('aria-checked')).toBe('false');
    expect(itemByPath('fj').hasAttribute('aria-selected')).toBe(false);
    expect(itemByPath('fj').querySelector('.rc-cascader-checkbox')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('a custom name goes to the combobox, and the tree is named too', async () => {
    render(<Cascader options={regions()} aria-label="Region" aria-describedby="help" open />);
    await flush();
    const input = screen.getByRole('combobox', { name: 'Region' });
    expect(input.getAttribute('aria-describedby')).toBe('help');
    expect(screen.getByRole('tree', { name: 'Region' })).toBeTruthy();
  });

  it('a <label> of its own names the combobox, as in a form; the chosen value still describes it', () => {
    render(
      <>
        <label htmlFor="address">Address</label>
        <Cascader id="address" options={regions()} defaultValue={['fj', 'quanzhou']} placeholder="Pick one" />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Address' });
    expect(input.id).toBe('address');
    const description = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(description!.textContent).toBe('福建 / 泉州');
  });

  it.each([
    ['aria-label', { 'aria-label': 'Address' }],
    ['aria-labelledby', { 'aria-labelledby': 'address-label' }],
  ])('named by %s and without a placeholder, the combobox still tells its value', (_, naming) => {
    render(
      <>
        <span id="address-label">Address</span>
        <Cascader options={regions()} defaultValue={['zj', 'hangzhou', 'yuhang']} {...naming} />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Address' });
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('浙江 / 杭州 / 余杭');
  });

  it('a <label> of its own and no placeholder: the value still describes it', () => {
    render(
      <>
        <label htmlFor="address">Address</label>
        <Cascader id="address" options={regions()} defaultValue={['fj', 'quanzhou']} />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Address' });
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('福建 / 泉州');
  });

  it('the chosen value describes the read-only combobox (its own value is empty)', () => {
    render(<Cascader options={regions()} defaultValue={['fj', 'quanzhou']} placeholder="Address" />);
    const input = combobox();
    const description = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(description!.textContent).toBe('福建 / 泉州');
  });

  describe.each<Driver>(['mouse', 'keyboard'])('choosing with the %s', (driver) => {
    it('reports the same change and leaves the same states', async () => {
      const onChange = vi.fn();
      const onOpenChange = vi.fn();
      render(<Cascader options={regions()} onChange={onChange} onOpenChange={onOpenChange} />);
      await choose(driver);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange.mock.calls[0][0]).toEqual(['fj', 'quanzhou']);
      expect(onChange.mock.calls[0][1].map((o: { value: string }) => o.value)).toEqual(['fj', 'quanzhou']);
      expect(onOpenChange.mock.calls.map((c) => c[0])).toEqual([true, false]);
      const input = combobox();
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(input.hasAttribute('aria-activedescendant')).toBe(false);
      expect(document.querySelector('.rc-cascader-selection-item')!.textContent).toBe('福建 / 泉州');
      // Reopening shows the chosen path, selected.
      await toggle();
      expect(itemByPath('fj', 'quanzhou').getAttribute('aria-selected')).toBe('true');
      expect(input.getAttribute('aria-activedescendant')).toBe(itemByPath('fj', 'quanzhou').id);
    });

    it('moves aria-activedescendant with the active item', async () => {
      render(<Cascader options={regions()} />);
      const user = userEvent.setup();
      if (driver === 'mouse') {
        await toggle();
        await user.click(itemByPath('zj'));
      } else {
        combobox().focus();
        await user.keyboard('{ArrowDown}');
        await flush();
        await user.keyboard('{ArrowDown}{ArrowDown}');
      }
      expect(combobox().getAttribute('aria-activedescendant')).toBe(itemByPath('zj').id);
      expect(itemByPath('zj').getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('announces search result counts in the live region', async () => {
    render(<Cascader options={regions()} showSearch />);
    const user = userEvent.setup();
    combobox().focus();
    await user.keyboard('州');
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toMatch(/3 results/);
    expect(combobox().getAttribute('aria-autocomplete')).toBe('list');
  });
});
