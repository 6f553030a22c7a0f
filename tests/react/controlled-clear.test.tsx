import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import Cascader, { Panel, useCascader, type ValuePath } from '../../react/src';
import { regions } from './helpers';

/**
 * rc-cascader's merged state: a controlled `value` that becomes `undefined` clears what is shown.
 * The app below is the one every form writes: `value={value} onChange={setValue}` with a clear
 * button; the clear hands `undefined` back as the value.
 */
const selection = () => document.querySelector('.rc-cascader-selection-item')?.textContent;
const placeholder = () => document.querySelector('.rc-cascader-selection-placeholder')?.textContent;
const tags = () =>
  Array.from(document.querySelectorAll('.rc-cascader-selection-item-content')).map((el) => el.textContent);

function SingleForm() {
  const [value, setValue] = useState<ValuePath | undefined>(['fj', 'quanzhou']);
  return (
    <Cascader
      options={regions()}
      value={value}
      onChange={(next) => setValue(next)}
      allowClear
      placeholder="Pick a city"
    />
  );
}

function MultipleForm() {
  const [value, setValue] = useState<ValuePath[] | undefined>([['fj', 'quanzhou'], ['bj']]);
  return (
    <>
      <Cascader checkable options={regions()} value={value} onChange={(next) => setValue(next)} />
      <button type="button" onClick={() => setValue(undefined)}>
        reset
      </button>
    </>
  );
}

describe('a controlled value set back to undefined', () => {
  it('single: the clear button shows the placeholder again', async () => {
    render(<SingleForm />);
    expect(selection()).toBe('福建 / 泉州');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(selection()).toBeUndefined();
    expect(placeholder()).toBe('Pick a city');
  });

  it('multiple: resetting the form removes every tag', async () => {
    render(<MultipleForm />);
    expect(tags()).toEqual(['泉州', '北京']);
    await userEvent.setup().click(screen.getByText('reset'));
    expect(tags()).toEqual([]);
  });

  it('Panel: the chosen row is no longer marked', () => {
    const { rerender } = render(<Panel options={regions()} value={['fj', 'quanzhou']} />);
    expect(document.querySelector('[aria-checked="true"]')?.textContent).toContain('泉州');
    rerender(<Panel options={regions()} value={undefined} />);
    expect(document.querySelector('[aria-checked="true"]')).toBeNull();
  });

  it('useCascader: the hook’s display empties', () => {
    let shown: readonly unknown[] = [];
    function Picker({ value }: { value: ValuePath | undefined }) {
      const { display } = useCascader({ options: regions(), value });
      shown = display.labels;
      return null;
    }
    const { rerender } = render(<Picker value={['fj', 'quanzhou']} />);
    expect(shown).toEqual(['福建', '泉州']);
    act(() => rerender(<Picker value={undefined} />));
    expect(shown).toEqual([]);
  });
});
