import {
  type CascaderEvent,
  type CascaderOption,
  type CascaderState,
  initialState,
  transition,
  type ValuePath,
} from '@cascadia/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tree } from '../../core/src/tree';
import { itemAt, setup } from './helpers';
import { manualLoader } from './manualLoader';

/**
 * A waiting check follows each settled load at the cost of what the load changed (checkQueue.ts),
 * not of a look at its whole subtree: the order it asks in, and how much of the tree it reads.
 */

const props = { checkable: true, showCheckedStrategy: 'SHOW_CHILD' as const };

describe('lazy checking keeps its queue in tree order as levels arrive', () => {
  /** r holds ten lazy cities; c0 and c5 hold two lazy districts and a leaf; districts hold two leaves. */
  const childrenOf = (path: ValuePath): CascaderOption[] => {
    if (path.length === 1)
      return Array.from({ length: 10 }, (_, i) => ({ label: `c${i}`, value: `c${i}`, isLeaf: false }));
    if (path.length === 2 && (path[1] === 'c0' || path[1] === 'c5'))
      return [
        { label: 'd0', value: 'd0', isLeaf: false },
        { label: 'd1', value: 'd1', isLeaf: false },
        { label: 'leaf', value: 'x' },
      ];
    return [
      { label: 'east', value: 'e' },
      { label: 'west', value: 'w' },
    ];
  };
  const options = (): CascaderOption[] => [{ label: 'r', value: 'r', isLeaf: false }];

  /** Answers the oldest request until none is left: the paths in the order they were asked for. */
  async function drain(loader: ReturnType<typeof manualLoader>): Promise<string[]> {
    while (loader.livePaths().length > 0) await loader.answer(loader.livePaths()[0]);
    return loader.loadData.mock.calls.map(([, c]) => c.path.join('/'));
  }

  it('what an answer brings is asked for before the known branches after it', async () => {
    const loader = manualLoader(childrenOf);
    const t = setup({ options: options(), loadData: loader.loadData, ...props, checkLoadLimit: 2 });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await loader.answer(['r']);
    await loader.answer(['r', 'c0']);
    // c0's districts come before c2 in tree order.
    expect(loader.livePaths()).toEqual([
      ['r', 'c1'],
      ['r', 'c0', 'd0'],
    ]);
    // The row counts every load it knows of: answered, running and queued.
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 2, waiting: 11 });
    expect(await drain(loader)).toEqual(
      // c6 was asked for before c5 answered with its districts.
      [
        'r',
        'c0',
        'c1',
        'c0/d0',
        'c0/d1',
        'c2',
        'c3',
        'c4',
        'c5',
        'c6',
        'c5/d0',
        'c5/d1',
        'c7',
        'c8',
        'c9',
      ].map((p) => (p === 'r' ? p : `r/${p}`)),
    );
    // c0 and c5: 2 districts × 2 leaves + a leaf; the other eight: 2 leaves.
    expect(t.state().value).toHaveLength(2 * 5 + 8 * 2);
    expect(itemAt(t, 'r')).toMatchObject({ checked: true, checkLoading: null });
  });

  it('a queued branch the user opened has what it brought asked for in its place', async () => {
    const loader = manualLoader(childrenOf);
    const t = setup({ options: options(), loadData: loader.loadData, ...props, checkLoadLimit: 1 });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await loader.answer(['r']);
    t.open();
    t.click('r');
    t.click('r', 'c5');
    expect(loader.livePaths()).toEqual([
      ['r', 'c0'],
      ['r', 'c5'],
    ]);
    await loader.answer(['r', 'c5']);
    // The check counts c5's answer; its districts wait between c4 and c6.
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 2, waiting: 1 + 8 + 2 });
    expect(await drain(loader)).toEqual(
      [
        'r',
        'c0',
        'c5',
        'c0/d0',
        'c0/d1',
        'c1',
        'c2',
        'c3',
        'c4',
        'c5/d0',
        'c5/d1',
        'c6',
        'c7',
        'c8',
        'c9',
      ].map((p) => (p === 'r' ? p : `r/${p}`)),
    );
    expect(t.state().value).toHaveLength(2 * 5 + 8 * 2);
    expect(itemAt(t, 'r')).toMatchObject({ checked: true, checkLoading: null });
  });
});

describe('lazy checking reads the tree in proportion to what loads, not to the subtree per answer', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Checks a root of `count` unloaded children, every load answered at once with one leaf: tree reads. */
  function treeReads(count: number): number {
    const children = Array.from({ length: count }, (_, i) => ({ label: `b${i}`, value: i, isLeaf: false }));
    const options: CascaderOption[] = [{ label: 'root', value: 'root', children }];
    let state: CascaderState<CascaderOption> = initialState<CascaderOption>({
      options,
      ...props,
      loadData: () => {},
    }).state;
    const reads = vi.spyOn(Tree.prototype, 'isUnloaded');
    const live: { requestId: number; path: ValuePath }[] = [];
    const send = (event: CascaderEvent<CascaderOption>) => {
      const result = transition(state, event);
      state = result.state;
      for (const e of result.effects)
        if (e.type === 'load') live.push({ requestId: e.requestId, path: e.path });
    };
    send({ type: 'ITEM.CHECK', path: ['root'] });
    while (live.length > 0) {
      const { requestId } = live.shift()!;
      send({ type: 'LOAD.RESOLVE', requestId, children: [{ label: 'leaf', value: 'leaf' }] });
    }
    expect(state.value).toHaveLength(count);
    const calls = reads.mock.calls.length;
    reads.mockRestore();
    return calls;
  }

  it('checking a root of 1,200 unloaded children reads each node a few times, not once per answer', () => {
    const small = treeReads(300);
    const large = treeReads(1_200);
    // Linear: four times the children, about four times the reads (a rescan per answer is 16×).
    expect(large).toBeLessThan(small * 6);
    expect(large).toBeLessThan(1_200 * 20);
  });
});
