import type { CascaderOption } from '@cascadia/core';
import { describe, expect, it } from 'vitest';
import { server } from '../fixtures/lazyRegions';
import { itemAt, setup } from './helpers';
import { manualLoader as regionLoader } from './manualLoader';

/**
 * A waiting SHOW_CHILD check against what the user or the app does while it waits: the later
 * action wins. The check, once its branch has loaded, checks the branch and then replays what the
 * user checked or unchecked inside it meanwhile; a value the app sets (`VALUE.SET`) ends it.
 */

const manualLoader = () => regionLoader((path) => server[JSON.stringify(path)].map((o) => ({ ...o })));
/** 浙江 is loaded: 杭州 (lazy) and 宁波 (a leaf). */
const options = (): CascaderOption[] => [
  {
    label: '浙江',
    value: 'zj',
    children: [
      { label: '杭州', value: 'hangzhou', isLeaf: false },
      { label: '宁波', value: 'ningbo' },
    ],
  },
  { label: '江苏', value: 'js', isLeaf: false },
];

describe('a waiting SHOW_CHILD check and a later action', () => {
  it('a leaf the user unchecks inside the branch while it waits stays unchecked when the check completes', async () => {
    const { loadData, answer } = manualLoader();
    const t = setup({
      options: options(),
      loadData,
      checkable: true,
      showCheckedStrategy: 'SHOW_CHILD',
      defaultValue: [['zj', 'ningbo']],
    });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(itemAt(t, 'zj').checkLoading).not.toBeNull();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj', 'ningbo'] });
    expect(t.onChange).toHaveBeenLastCalledWith([], []);
    await answer(['zj', 'hangzhou']);
    expect(t.onChange).toHaveBeenLastCalledWith(
      [
        ['zj', 'hangzhou', 'xihu'],
        ['zj', 'hangzhou', 'yuhang'],
      ],
      expect.any(Array),
    );
    expect(itemAt(t, 'zj', 'ningbo').checked).toBe(false);
  });

  it('a tag the user removes inside the branch while it waits stays removed', async () => {
    const { loadData, answer } = manualLoader();
    const t = setup({
      options: options(),
      loadData,
      checkable: true,
      showCheckedStrategy: 'SHOW_CHILD',
      defaultValue: [['zj', 'ningbo']],
    });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.store.send({ type: 'TAG.REMOVE', path: ['zj', 'ningbo'] });
    await answer(['zj', 'hangzhou']);
    expect(t.state().value).toEqual([
      ['zj', 'hangzhou', 'xihu'],
      ['zj', 'hangzhou', 'yuhang'],
    ]);
  });

  it('a value the app sets while the check waits ends the check: its loads are aborted, the value stays', async () => {
    const { loadData, live } = manualLoader();
    const t = setup({ options: options(), loadData, checkable: true, showCheckedStrategy: 'SHOW_CHILD' });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(live()).toHaveLength(1);
    t.store.send({ type: 'VALUE.SET', value: [['js']] });
    expect(live()).toHaveLength(0);
    expect(t.state().checkLoads.size).toBe(0);
    expect(itemAt(t, 'zj').checkLoading).toBeNull();
    expect(t.state().value).toEqual([['js']]);
  });

  it('a check the user makes elsewhere while it waits does not end it', async () => {
    const { loadData, answer } = manualLoader();
    const t = setup({ options: options(), loadData, checkable: true, showCheckedStrategy: 'SHOW_CHILD' });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj', 'ningbo'] });
    await answer(['zj', 'hangzhou']);
    expect(t.state().value).toEqual([
      ['zj', 'ningbo'],
      ['zj', 'hangzhou', 'xihu'],
      ['zj', 'hangzhou', 'yuhang'],
    ]);
  });
});
