import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { type DefaultOptionType } from '../../react/src';
import { provinces } from '../fixtures/lazyRegions';
import { combobox, flush, setup } from './helpers';

const xihuPath = (): DefaultOptionType[] => [
  { label: '浙江', value: 'zj', isLeaf: false },
  { label: '杭州', value: 'hangzhou', isLeaf: false },
  { label: '西湖', value: 'xihu' },
];

function manualSearch() {
  const pending: {
    query: string;
    signal: AbortSignal;
    resolve: (r: DefaultOptionType[][]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (query: string, { signal }: { signal: AbortSignal }) =>
      new Promise<DefaultOptionType[][]>((resolve, reject) =>
        pending.push({ query, signal, resolve, reject }),
      ),
  );
  return { load, pending };
}

/** Whether the popup is marked as having nothing to list (rc-cascader's `-dropdown-empty`). */
const popupMarkedEmpty = () =>
  document.querySelector('.rc-cascader-dropdown')?.classList.contains('rc-cascader-dropdown-empty');

const type = (text: string) => act(async () => fireEvent.change(combobox(), { target: { value: text } }));

describe('remote search (showSearch.load)', () => {
  it('shows "Searching…" (busy) while the request runs, then the remote result highlighted', async () => {
    const { load, pending } = manualSearch();
    const onChange = vi.fn();
    setup(<Cascader options={provinces()} showSearch={{ load, debounce: 0 }} onChange={onChange} />);
    await type('西');
    const status = screen.getByRole('group', { name: 'Searching' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Searching…');
    // The popup lists the status row, so it is not marked empty (nor is its menu).
    expect(popupMarkedEmpty()).toBe(false);
    expect(document.querySelector('.rc-cascader-menu-empty')).toBeNull();
    await type('西湖');
    expect(pending[0].signal.aborted).toBe(true);
    await act(async () => pending[1].resolve([xihuPath()]));
    expect(screen.queryByRole('group', { name: 'Searching' })).toBeNull();
    const result = screen.getByRole('treeitem', { name: /浙江 \/ 杭州 \/ 西湖/ });
    expect(result.querySelector('.rc-cascader-menu-item-keyword')?.textContent).toBe('西湖');
    await act(async () => fireEvent.click(result));
    expect(onChange).toHaveBeenCalledWith(['zj', 'hangzhou', 'xihu'], expect.any(Array));
    expect(document.querySelector('.rc-cascader-selection-item')?.textContent).toBe('浙江 / 杭州 / 西湖');
  });

  it('a failure shows an error row with a retry; an empty answer shows notFoundContent', async () => {
    const { load, pending } = manualSearch();
    const onProblem = vi.fn();
    const { user } = setup(
      <Cascader
        options={provinces()}
        showSearch={{ load, debounce: 0 }}
        notFoundContent="Nothing found"
        onProblem={onProblem}
      />,
    );
    await type('湖');
    await act(async () => pending[0].reject(new Error('offline')));
    expect(screen.getByText('Search failed')).toBeTruthy();
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'load-failed', prop: 'showSearch.load' }),
    );
    await flush();
    // The group says the search failed (not "Searching"); its row's ↻ is the pointer's, hidden
    // from assistive technology, so the row is named "Search failed" alone.
    expect(screen.getByRole('group', { name: 'Search failed' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Searching' })).toBeNull();
    expect(screen.getByRole('treeitem', { name: 'Search failed' })).toBeTruthy();
    expect(popupMarkedEmpty()).toBe(false);
    await user.click(document.querySelector('.rc-cascader-menu-item-retry')!);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('group', { name: 'Searching' })).toBeTruthy();
    await act(async () => pending[1].resolve([]));
    expect(screen.getByText('Nothing found')).toBeTruthy();
    expect(popupMarkedEmpty()).toBe(true);
  });
});
