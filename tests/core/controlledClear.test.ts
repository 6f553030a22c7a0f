import { getDisplay, type ValuePath } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regions } from '../fixtures/regions';
import { setup } from './helpers';

/** Paths that exist in the regions fixture, for a controlled value. */
const LEAVES: ValuePath[] = [
  ['fj', 'fuzhou', 'mawei'],
  ['fj', 'quanzhou'],
  ['zj', 'hangzhou', 'yuhang'],
];

describe('a controlled value that becomes undefined (rc-cascader merged state)', () => {
  it('single: clears what is shown, then follows the user as an uncontrolled value', () => {
    const t = setup({ options: regions(), value: ['fj', 'quanzhou'] });
    expect(getDisplay(t.state()).labels).toEqual(['福建', '泉州']);
    t.store.setProps({ value: undefined });
    expect(t.state().value).toBeUndefined();
    expect(getDisplay(t.state()).labels).toEqual([]);
    // The props did it, not the user: no callback.
    expect(t.onChange).not.toHaveBeenCalled();
    t.open();
    t.click('zj', 'hangzhou', 'yuhang');
    expect(t.state().value).toEqual(['zj', 'hangzhou', 'yuhang']);
  });

  it('single: the clear button, with an app that hands its onChange value back, shows nothing', () => {
    const t = setup({ options: regions(), value: ['fj', 'quanzhou'] });
    t.store.setProps({ onChange: (value) => t.store.setProps({ value: value as ValuePath | undefined }) });
    t.store.send({ type: 'CLEAR.CLICK' });
    expect(t.state().value).toBeUndefined();
    expect(getDisplay(t.state()).labels).toEqual([]);
  });

  it('multiple: clears every tag', () => {
    const t = setup({
      options: regions(),
      checkable: true,
      value: [
        ['fj', 'quanzhou'],
        ['zj', 'hangzhou'],
      ],
    });
    expect(getDisplay(t.state()).tags).toHaveLength(2);
    t.store.setProps({ value: undefined });
    expect(t.state().value).toEqual([]);
    expect(getDisplay(t.state()).tags).toEqual([]);
  });

  it('inline (a Panel): clears the selection', () => {
    const t = setup({ options: regions(), inline: true, value: ['fj', 'quanzhou'] });
    t.store.setProps({ value: undefined });
    expect(t.state().value).toBeUndefined();
  });

  it('whatever value was controlled before, undefined always leaves an empty selection', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.constantFrom(...LEAVES), { minLength: 1, maxLength: 4 }),
        (checkable, history) => {
          const t = setup({ options: regions(), checkable, value: checkable ? [history[0]] : history[0] });
          for (const path of history.slice(1)) t.store.setProps({ value: checkable ? [path] : path });
          t.store.setProps({ value: undefined });
          expect(t.state().value).toEqual(checkable ? [] : undefined);
          expect(t.onChange).not.toHaveBeenCalled();
        },
      ),
      { numRuns: 200 },
    );
  });
});
