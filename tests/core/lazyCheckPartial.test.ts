import { type CascaderOption, getItem, type ValuePath } from '@cascadia/core';
import { expect, it } from 'vitest';
import { server } from '../fixtures/lazyRegions';
import { deferred, flush, setup } from './helpers';
import { manualLoader } from './manualLoader';

/**
 * A SHOW_CHILD check of a branch whose own load is in flight, when a remote search answer adds a
 * path below that branch (a partial node) and the user checks the node it added (issue 23): the
 * inner check's load was counted by the outer one as a queued descendant it never queued, so the
 * outer check stayed at `queuedCount: -1`, busy forever (aria-busy, "1/2"), and was never applied.
 */

it('a check waiting for its branch, a remote result below it and a check of that result: both complete', async () => {
  const { loadData, answer, livePaths } = manualLoader((path) => server[JSON.stringify(path)]);
  const search = deferred<CascaderOption[][]>();
  const t = setup({
    options: [{ label: '浙江', value: 'zj', isLeaf: false }],
    checkable: true,
    showCheckedStrategy: 'SHOW_CHILD',
    loadData,
    showSearch: { load: () => search.promise, debounce: 0 },
  });
  t.open();
  t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
  expect(livePaths()).toEqual([['zj']]);
  t.store.send({ type: 'INPUT.CHANGE', value: '杭' });
  search.resolve([
    [
      { label: '浙江', value: 'zj', isLeaf: false },
      { label: '杭州', value: 'hangzhou', isLeaf: false },
    ],
  ]);
  await flush();
  t.store.send({ type: 'ITEM.CHECK', path: ['zj', 'hangzhou'] });
  for (const check of t.state().checkLoads.values()) expect(check.queuedCount).toBeGreaterThanOrEqual(0);
  const paths: ValuePath[] = [['zj'], ['zj', 'hangzhou']];
  for (const path of paths) await answer(path);
  expect(t.state().checkLoads.size).toBe(0);
  const zj = getItem(t.state(), t.state().tree.find(['zj']));
  expect(zj.checkLoading).toBeNull();
  expect(zj.checked).toBe(true);
  expect([...(t.state().value as ValuePath[])].sort()).toEqual([
    ['zj', 'hangzhou', 'xihu'],
    ['zj', 'hangzhou', 'yuhang'],
    ['zj', 'ningbo'],
  ]);
});
