import {
  activeDescendant,
  type CascaderOption,
  getColumns,
  getItem,
  itemAttributes,
  makeConnectIds,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regions } from '../fixtures/regions';
import { optionsArb } from './arbitraries';
import { setup } from './helpers';

const ids = makeConnectIds('c-');

/** What a screen reader is told of the keyboard's row: its DOM id and whether it is expanded. */
function keyboardRow(t: ReturnType<typeof setup>) {
  const state = t.state();
  const id = state.tree.find(state.activePath);
  if (id < 0) return undefined;
  const attributes = itemAttributes(state, getItem(state, id), ids);
  return { focused: t.focused(), expanded: attributes['aria-expanded'] };
}

describe('opening by a key lands on a row (issue 27, item 10)', () => {
  it('Down opens on the first row, announced and not expanded; the next Down opens it where it is', () => {
    const t = setup({ options: regions() });
    t.key('ArrowDown');
    expect(t.isOpen()).toBe(true);
    expect(activeDescendant(t.state(), ids)).toBe(
      ids.item(0, t.state().tree.indexInParent(t.state().tree.find(['fj']))),
    );
    expect(keyboardRow(t)).toEqual({ focused: '福建', expanded: false });
    expect(t.columns()).toEqual([['福建', '浙江', '北京']]);
    // rc-cascader's first Down lands here with the column open: the same keys, the same columns.
    t.key('ArrowDown');
    expect(keyboardRow(t)).toEqual({ focused: '福建', expanded: true });
    expect(t.columns()).toHaveLength(2);
    t.key('ArrowDown');
    expect(t.focused()).toBe('浙江');
  });

  it('Up opens on the last row; Right and Enter go into the row landed on', () => {
    const up = setup({ options: regions() });
    up.key('ArrowUp');
    expect(keyboardRow(up)).toEqual({ focused: '北京', expanded: false });
    up.key('ArrowUp');
    expect(keyboardRow(up)).toEqual({ focused: '北京', expanded: true });
    // The next arrow moves as from no row, as rc-cascader's first arrow: Up to the last row.
    const enterUp = setup({ options: regions() });
    enterUp.key('Enter');
    enterUp.key('ArrowUp');
    expect(keyboardRow(enterUp)).toEqual({ focused: '北京', expanded: true });

    for (const key of ['ArrowRight', 'Enter']) {
      const t = setup({ options: regions() });
      t.key('Enter');
      expect(keyboardRow(t)).toEqual({ focused: '福建', expanded: false });
      t.key(key);
      expect(t.focused()).toBe('福州');
      expect(t.columns()).toHaveLength(3);
    }
  });

  it('a value, a click or the mouse keep their own active row: nothing is landed on', () => {
    const valued = setup({ options: regions(), defaultValue: ['zj', 'hangzhou'] });
    valued.key('ArrowDown');
    expect(valued.state().activePath).toEqual(['zj', 'hangzhou']);
    expect(valued.columns()).toHaveLength(3);
    // The mouse opens with no row active, as rc-cascader.
    const mouse = setup({ options: regions() });
    mouse.store.send({ type: 'TRIGGER.CLICK' });
    expect(mouse.state().activePath).toEqual([]);
    // A click on the landed row opens its column.
    const t = setup({ options: regions() });
    t.key('ArrowDown');
    t.click('fj');
    expect(t.columns()).toHaveLength(2);
    // Closing forgets it; opening by a key lands again.
    t.key('Escape');
    t.key('ArrowDown');
    expect(keyboardRow(t)).toEqual({ focused: '福建', expanded: false });
  });

  it('any options, any keys: the opening key and the next arrow give the state the mouse-opened list and its first arrow give (rc-cascader)', () => {
    const keyArb = fc.constantFrom('ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter');
    fc.assert(
      fc.property(
        optionsArb,
        fc.constantFrom('ArrowDown', 'ArrowUp', 'Enter'),
        fc.constantFrom('ArrowDown', 'ArrowUp'),
        fc.array(keyArb, { maxLength: 8 }),
        (options, opener, arrow, keys) => {
          const byKeys = setup({ options: options as CascaderOption[] });
          byKeys.key(opener);
          // Landed: one column, and the row is the keyboard's when any top-level row is enabled.
          expect(getColumns(byKeys.state())).toHaveLength(1);
          const enabled = options.some((o) => !o.disabled);
          expect(activeDescendant(byKeys.state(), ids) !== undefined).toBe(enabled);
          if (enabled) expect(keyboardRow(byKeys)?.expanded).not.toBe(true);
          byKeys.key(arrow);
          const byMouse = setup({ options: options as CascaderOption[] });
          byMouse.open();
          byMouse.key(arrow);
          for (const key of keys) {
            byKeys.key(key);
            byMouse.key(key);
          }
          expect(byKeys.state().activePath).toEqual(byMouse.state().activePath);
          expect(byKeys.columns()).toEqual(byMouse.columns());
          expect(byKeys.state().value).toEqual(byMouse.state().value);
          expect(byKeys.isOpen()).toBe(byMouse.isOpen());
        },
      ),
    );
  });
});
