import { act, cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cascader, { type DefaultOptionType } from '../../react/src';
import { holdIdle, itemByPath, toggle } from './helpers';

/**
 * A row is the same element for as long as it shows the same option: the tree under the state may
 * be replaced by one that numbers its nodes anew (a large tree's whole index taking the place of
 * the preview of its top level an early open showed, an answer of `loadData` joining the tree),
 * and a row recreated under the pointer loses its hover, its focus, a transition under way, a
 * pointer capture and the click the user is making.
 */

/** 10 provinces × 2,000 cities: indexed lazily, so an early open shows a preview of the top level. */
const big = () =>
  Array.from({ length: 10 }, (_, p) => ({
    label: `Province ${p}`,
    value: `p${p}`,
    children: Array.from({ length: 2000 }, (_, c) => ({ label: `City ${p}-${c}`, value: `c${c}` })),
  }));

/** The rows of every open column, as elements. */
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.rc-cascader-menu-item'));

/** Counts the rows taken out of the document from now on. */
function watchRemovedRows() {
  let removed = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof HTMLElement && node.matches('.rc-cascader-menu-item')) removed++;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    count: () => {
      for (const record of observer.takeRecords())
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && node.matches('.rc-cascader-menu-item')) removed++;
      return removed;
    },
    stop: () => observer.disconnect(),
  };
}

afterEach(() => {
  // Unmounted while the idle stubs are still there: unmounting cancels what it asked of them.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('rows keep their elements while they show the same option', () => {
  it('a large tree opened before its index is done: the whole index takes over without a row recreated', async () => {
    const beIdle = holdIdle();
    const onProblem = vi.fn();
    // A repeated top-level value: its problem is reported once the whole index is done.
    const options = [...big(), { label: 'Again', value: 'p0' }];
    render(<Cascader options={options} onProblem={onProblem} />);
    await toggle();
    const before = rows();
    const ids = before.map((row) => row.id);
    expect(before).toHaveLength(11);
    const p3 = itemByPath('p3');
    await userEvent.setup().hover(p3);
    const removed = watchRemovedRows();
    beIdle();
    await waitFor(() => expect(onProblem).toHaveBeenCalled());
    expect(removed.count()).toBe(0);
    removed.stop();
    expect(p3.isConnected).toBe(true);
    expect(itemByPath('p3')).toBe(p3);
    for (const [i, row] of rows().entries()) expect(row).toBe(before[i]);
    // Their DOM ids too: they come from the rows' places, not from the nodes' new numbers.
    expect(rows().map((row) => row.id)).toEqual(ids);
    // …and the click that follows, on the row under the pointer, opens its column.
    await userEvent.setup().click(p3);
    expect(p3.className).toContain('rc-cascader-menu-item-active');
    expect(itemByPath('p3', 'c0')).toBeTruthy();
  });

  it('a loadData answer joining the tree recreates none of the rows already shown', async () => {
    const options: DefaultOptionType[] = Array.from({ length: 5 }, (_, i) => ({
      label: `Region ${i}`,
      value: `r${i}`,
      isLeaf: false,
    }));
    let answer!: (children: DefaultOptionType[]) => void;
    const loadData = vi.fn(
      () =>
        new Promise<DefaultOptionType[]>((resolve) => {
          answer = resolve;
        }),
    );
    render(<Cascader options={options} loadData={loadData} />);
    await toggle();
    const user = userEvent.setup();
    await user.click(itemByPath('r1'));
    const before = rows();
    const keys = before.map((row) => row.getAttribute('data-path-key')!);
    const ids = before.map((row) => row.id);
    const removed = watchRemovedRows();
    await act(async () => answer([{ label: 'Town', value: 't', isLeaf: false }]));
    expect(itemByPath('r1', 't')).toBeTruthy();
    expect(removed.count()).toBe(0);
    removed.stop();
    // Each row still shows the option it showed: none was handed another's (keyed by a node id,
    // the rows after r1 had moved one place along).
    for (const [i, key] of keys.entries()) expect(itemByPath(key)).toBe(before[i]);
    for (const [i, key] of keys.entries()) expect(itemByPath(key).id).toBe(ids[i]);
  });

  it('a column stays the same element when new options number its branch anew', async () => {
    const options = (first: DefaultOptionType[]): DefaultOptionType[] => [
      ...first,
      { label: 'Open', value: 'open', children: [{ label: 'Leaf', value: 'leaf' }] },
    ];
    const { rerender } = render(<Cascader options={options([])} />);
    await toggle();
    await userEvent.setup().click(itemByPath('open'));
    const column = () => document.querySelectorAll('.rc-cascader-menu')[1];
    const shown = column();
    const open = itemByPath('open');
    const leaf = itemByPath('open', 'leaf');
    expect(shown.contains(leaf)).toBe(true);
    // An option added before "open": every node after it has another id in the new tree.
    rerender(
      <Cascader
        options={options([{ label: 'New', value: 'new', children: [{ label: 'x', value: 'x' }] }])}
      />,
    );
    expect(itemByPath('new')).toBeTruthy();
    expect(column()).toBe(shown);
    expect(itemByPath('open')).toBe(open);
    expect(itemByPath('open', 'leaf')).toBe(leaf);
  });
});
