import { getKeyColumnDepth } from '@cascadia/core';
import { describe, expect, it } from 'vitest';
import { closedBranch, fruits, regions } from '../fixtures/regions';
import { setup } from './helpers';

describe('keyboard', () => {
  it('opens with Down, Up or Enter', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter']) {
      const t = setup({ options: regions() });
      t.key(key);
      expect(t.isOpen()).toBe(true);
    }
  });

  it('Down/Up move in the last open column, wrapping', () => {
    const t = setup({ options: regions() });
    t.open();
    t.key('ArrowDown');
    expect(t.focused()).toBe('福建');
    t.key('ArrowDown');
    t.key('ArrowDown');
    expect(t.focused()).toBe('北京');
    t.key('ArrowDown');
    expect(t.focused()).toBe('福建');
    t.key('ArrowUp');
    expect(t.focused()).toBe('北京');
    expect(t.columns()).toEqual([
      ['福建', '浙江', '北京'],
      ['朝阳区', '海淀区'],
    ]);
  });

  it('Up/Down skip disabled items', () => {
    const t = setup({ options: fruits() });
    t.open();
    t.key('ArrowDown');
    expect(t.focused()).toBe('Apple');
    t.key('ArrowDown');
    expect(t.focused()).toBe('Banana');
    t.key('ArrowUp');
    expect(t.focused()).toBe('Apple');
  });

  it('Right enters the first enabled child; Left and Backspace go back and close at the first column', () => {
    const t = setup({ options: regions() });
    t.open();
    t.key('ArrowDown');
    t.key('ArrowRight');
    expect(t.focused()).toBe('福州');
    t.key('ArrowRight');
    expect(t.focused()).toBe('马尾');
    t.key('ArrowLeft');
    expect(t.focused()).toBe('福州');
    t.key('Backspace');
    expect(t.focused()).toBe('福建');
    t.key('ArrowLeft');
    expect(t.isOpen()).toBe(false);
  });

  it('Enter selects a selectable item and closes; on a branch it goes in', () => {
    const t = setup({ options: regions() });
    t.open();
    t.key('ArrowDown');
    t.key('Enter');
    expect(t.focused()).toBe('福州');
    expect(t.onChange).not.toHaveBeenCalled();
    t.key('ArrowDown');
    t.key('Enter');
    expect(t.onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    expect(t.isOpen()).toBe(false);
  });

  it('Enter with changeOnSelect selects a branch and closes', () => {
    const t = setup({ options: regions(), changeOnSelect: true });
    t.open();
    t.key('ArrowDown');
    t.key('Enter');
    expect(t.state().value).toEqual(['fj']);
    expect(t.isOpen()).toBe(false);
  });

  it('Escape closes', () => {
    const t = setup({ options: regions() });
    t.open();
    t.key('Escape');
    expect(t.isOpen()).toBe(false);
  });

  it('Home and End jump to the first and last enabled item', () => {
    const t = setup({ options: fruits() });
    t.open();
    t.key('End');
    expect(t.focused()).toBe('Cherry');
    t.key('Home');
    expect(t.focused()).toBe('Apple');
  });

  it('typeahead finds items by their leading letters, cycling on a repeated letter', () => {
    const t = setup({ options: fruits() });
    t.open();
    t.key('b', 1000);
    expect(t.focused()).toBe('Banana');
    t.key('l', 1100);
    expect(t.focused()).toBe('Blueberry');
    t.key('c', 5000);
    expect(t.focused()).toBe('Cherry');
    t.key('b', 9000);
    expect(t.focused()).toBe('Banana');
    t.key('b', 9100);
    expect(t.focused()).toBe('Blueberry');
    t.key('a', 20000);
    expect(t.focused()).toBe('Apple'); // Avocado is disabled
  });

  it('typeahead leaves Ctrl/Cmd + letter to the browser (shortcuts), but takes Ctrl+Alt (AltGr)', () => {
    const t = setup({ options: fruits() });
    t.open();
    const send = (key: string, mods: object, now: number) =>
      t.store.send({ type: 'INPUT.KEY_DOWN', key, now, ...mods });
    send('b', { ctrlKey: true }, 1000);
    send('b', { metaKey: true }, 1100);
    send('b', { metaKey: true, altKey: true }, 1200);
    expect(t.focused()).toBeUndefined();
    expect(t.state().typeahead.text).toBe('');
    send('b', { ctrlKey: true, altKey: true }, 1300);
    expect(t.focused()).toBe('Banana');
    send('c', { altKey: true, shiftKey: true }, 5000);
    expect(t.focused()).toBe('Cherry');
    send('Home', { ctrlKey: true }, 5100); // not printable: still the engine's
    expect(t.focused()).toBe('Apple');
  });

  it('mirrors Left and Right in RTL', () => {
    const t = setup({ options: regions(), direction: 'rtl' });
    t.open();
    t.key('ArrowDown');
    t.key('ArrowLeft');
    expect(t.focused()).toBe('福州');
    t.key('ArrowRight');
    expect(t.focused()).toBe('福建');
  });

  it('in search mode Enter chooses the first result without a Down first', () => {
    const t = setup({ options: regions(), showSearch: true });
    t.store.send({ type: 'INPUT.CHANGE', value: '杭' });
    expect(t.isOpen()).toBe(true);
    t.key('Enter');
    expect(t.onChange).toHaveBeenCalledWith(['zj', 'hangzhou', 'yuhang'], expect.any(Array));
    expect(t.state().searchValue).toBe('');
    expect(t.isOpen()).toBe(false);
  });

  it('in search mode Up/Down move over results skipping disabled; Left/Right leave the caret alone', () => {
    const t = setup({ options: regions(), showSearch: true });
    t.store.send({ type: 'INPUT.CHANGE', value: '区' });
    expect(t.state().search?.results.map((id) => t.state().tree.labelOf(id))).toEqual(['朝阳区', '海淀区']);
    expect(t.state().searchActiveIndex).toBe(0);
    t.key('ArrowDown');
    expect(t.state().searchActiveIndex).toBe(0); // 海淀区 is disabled: wraps back
    const before = t.state().activePath;
    t.key('ArrowLeft');
    expect(t.state().activePath).toBe(before);
  });

  it('Backspace in checkable mode with an empty search removes the last tag', () => {
    const t = setup({ options: regions(), checkable: true, defaultValue: [['fj'], ['zj']] });
    t.key('Backspace');
    expect(t.onChange).toHaveBeenCalledWith([['fj']], [[expect.objectContaining({ value: 'fj' })]]);
  });
});

describe('handlesKey', () => {
  it('tells an adapter which keys did something', async () => {
    const { handlesKey } = await import('@cascadia/core');
    const t = setup({ options: regions(), showSearch: true });
    expect(handlesKey(t.state(), 'ArrowDown')).toBe(true); // opens
    expect(handlesKey(t.state(), 'ArrowLeft')).toBe(false);
    t.open();
    expect(handlesKey(t.state(), 'ArrowDown')).toBe(true);
    expect(handlesKey(t.state(), 'Tab')).toBe(false);
    t.store.send({ type: 'INPUT.CHANGE', value: '福' });
    expect(handlesKey(t.state(), 'ArrowLeft')).toBe(false); // the caret moves in the input
    expect(handlesKey(t.state(), 'Enter')).toBe(true);
  });
});

describe('double click', () => {
  it('closes the popup with changeOnSelect', () => {
    const t = setup({ options: regions(), changeOnSelect: true });
    t.open();
    t.click('fj');
    expect(t.isOpen()).toBe(true);
    t.store.send({ type: 'ITEM.DOUBLE_CLICK', path: ['fj'] });
    expect(t.isOpen()).toBe(false);
    expect(t.state().value).toEqual(['fj']);
  });

  it('ITEM.ENTER goes into a branch as Right does, and into one whose children are all disabled with none active', () => {
    const t = setup({ options: closedBranch() });
    t.open();
    expect(getKeyColumnDepth(t.state())).toBe(0);
    t.store.send({ type: 'ITEM.CLICK', path: ['a'] });
    expect(getKeyColumnDepth(t.state())).toBe(0);
    t.store.send({ type: 'ITEM.ENTER', path: ['a'] });
    expect(t.state().activePath).toEqual(['a', 'a1']);
    expect(t.state().entered).toBeNull();
    expect(getKeyColumnDepth(t.state())).toBe(1);

    t.store.send({ type: 'ITEM.CLICK', path: ['b'] });
    // Right finds no enabled child: it does nothing.
    t.key('ArrowRight');
    expect(t.state().entered).toBeNull();
    // ITEM.ENTER still goes in: the keys are in B's children, none of them active.
    t.store.send({ type: 'ITEM.ENTER', path: ['b'] });
    expect(t.state().activePath).toEqual(['b']);
    expect(t.state().entered).toEqual(['b']);
    expect(getKeyColumnDepth(t.state())).toBe(1); // B's children's column, where the keys are
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End', 'ArrowRight', 'Enter', 'b']) t.key(key);
    expect(t.state().activePath).toEqual(['b']);
    expect(t.state().entered).toEqual(['b']);
    expect(t.isOpen()).toBe(true);
    // Left goes back to B's own column, B the keyboard's item; Down then moves there.
    t.key('ArrowLeft');
    expect(t.state()).toMatchObject({ activePath: ['b'], entered: null });
    expect(getKeyColumnDepth(t.state())).toBe(0);
    t.key('ArrowDown');
    expect(t.state().activePath).toEqual(['a']);
    // Only the open path's last item is gone into; closing forgets it.
    t.store.send({ type: 'ITEM.ENTER', path: ['b'] });
    expect(t.state().entered).toBeNull();
    t.store.send({ type: 'ITEM.CLICK', path: ['b'] });
    t.store.send({ type: 'ITEM.ENTER', path: ['b'] });
    t.key('Escape');
    expect(t.state().entered).toBeNull();
  });

  it('ITEM.ENTER with a child makes that child the keyboard’s item (the level last visited), if it is an enabled child', () => {
    const t = setup({ options: regions() });
    t.open();
    t.click('fj');
    t.store.send({ type: 'ITEM.ENTER', path: ['fj'], child: ['fj', 'quanzhou'] });
    expect(t.state().activePath).toEqual(['fj', 'quanzhou']);
    expect(getKeyColumnDepth(t.state())).toBe(1);
    // Not a child of the branch, or disabled: the first enabled child, as without one.
    for (const child of [['zj', 'hangzhou'], ['fj'], ['fj', 'quanzhou', 'x']]) {
      t.key('ArrowLeft');
      t.store.send({ type: 'ITEM.ENTER', path: ['fj'], child });
      expect(t.state().activePath, child.join()).toEqual(['fj', 'fuzhou']);
    }
    t.key('ArrowLeft');
    t.click('bj');
    t.store.send({ type: 'ITEM.ENTER', path: ['bj'], child: ['bj', 'haidian'] });
    expect(t.state().activePath).toEqual(['bj', 'chaoyang']);
  });
});
