import { type CascaderOption, getItem, type ValuePath } from '@cascadia/core';
import { expect, it } from 'vitest';
import { deferred, flush, setup } from './helpers';
import { manualLoader } from './manualLoader';

/**
 * A branch known only in part (a remote search result brought the path through it) that the user
 * checked stays checked when the check state is rebuilt from the value, as it is after any load
 * joins the tree. With a leaf in the value below a checkDisabled branch under it, the rebuild
 * checked the branch first, then that leaf, and re-deriving the branch from its children took its
 * check away (a partial branch is never checked by its children): the next unrelated load showed
 * it unchecked while the value still held it. Found by the lazy-check model property.
 */
it('a checked partial branch stays checked after an unrelated load, with a leaf under a checkDisabled branch below it', async () => {
  const children: Record<string, CascaderOption[]> = {
    '["p"]': [{ label: 'a', value: 'a' }],
  };
  const { loadData, answer } = manualLoader((path) => children[JSON.stringify(path)]);
  const search = deferred<CascaderOption[][]>();
  const t = setup({
    options: [
      { label: 'p', value: 'p', isLeaf: false },
      { label: 'q', value: 'q', isLeaf: false },
    ],
    checkable: true,
    showCheckedStrategy: 'SHOW_PARENT',
    loadData,
    showSearch: { load: () => search.promise, debounce: 0 },
  });
  t.open();
  t.store.send({ type: 'INPUT.CHANGE', value: 'y' });
  search.resolve([
    [
      { label: 'q', value: 'q', isLeaf: false },
      { label: 'c', value: 'c', isLeaf: false },
      { label: 'd', value: 'd', isLeaf: false, disableCheckbox: true },
      { label: 'y', value: 'y' },
    ],
  ]);
  await flush();
  t.store.send({ type: 'INPUT.CHANGE', value: '' });
  t.store.send({ type: 'ITEM.CHECK', path: ['q', 'c', 'd', 'y'] });
  t.store.send({ type: 'ITEM.CHECK', path: ['q'] });
  const value: ValuePath[] = [['q', 'c', 'd', 'y'], ['q']];
  expect(t.state().value).toEqual(value);

  // An unrelated load joins the tree: the check state is rebuilt from the value.
  t.store.send({ type: 'ITEM.CLICK', path: ['p'] });
  await answer(['p']);
  const state = t.state();
  expect(state.tree.find(['p', 'a'])).toBeGreaterThanOrEqual(0);
  expect(getItem(state, state.tree.find(['q'])).checked).toBe(true);
  expect(state.value).toEqual(value);
});
