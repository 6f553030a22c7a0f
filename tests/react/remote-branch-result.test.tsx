import { act, fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import Cascader, { type DefaultOptionType } from '../../react/src';
import { provinces, server } from '../fixtures/lazyRegions';
import { columnTexts, combobox, flush, setup } from './helpers';

/**
 * A remote result that ends at a branch (issue 23, item 6) where only leaves can be chosen: a
 * row that opens, drawn with the expand icon and said to be collapsed; choosing it shows its
 * column, loaded by `loadData`, and chooses nothing.
 */
it('a remote result ending at a branch is a collapsed row that opens its column', async () => {
  const onChange = vi.fn();
  const load = vi.fn(
    async (): Promise<DefaultOptionType[][]> => [
      [
        { label: '浙江', value: 'zj', isLeaf: false },
        { label: '杭州', value: 'hangzhou', isLeaf: false },
      ],
    ],
  );
  const loadData = vi.fn(
    async (_selected: DefaultOptionType[], { path }: { path: (string | number)[] }) =>
      server[JSON.stringify(path)],
  );
  setup(
    <Cascader
      options={provinces()}
      showSearch={{ load, debounce: 0 }}
      loadData={loadData}
      onChange={onChange}
      notFoundContent="Nothing found"
    />,
  );
  await act(async () => fireEvent.change(combobox(), { target: { value: '杭州' } }));
  await flush();
  expect(screen.queryByText('Nothing found')).toBeNull();
  const row = screen.getByRole('treeitem', { name: '浙江 / 杭州' });
  expect(row.getAttribute('aria-expanded')).toBe('false');
  expect(row.querySelector('.rc-cascader-menu-item-expand-icon')?.textContent).toBe('>');
  await act(async () => fireEvent.click(row));
  await flush();
  expect(onChange).not.toHaveBeenCalled();
  expect(combobox()).toHaveProperty('value', '');
  expect(columnTexts()).toEqual([
    ['浙江', '江苏'],
    ['杭州', '宁波'],
    ['西湖', '余杭'],
  ]);
});
