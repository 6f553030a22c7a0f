import {
  type CascaderEvent,
  type CascaderOption,
  type CascaderState,
  initialState,
  transition,
  type ValuePath,
} from '@cascadia/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tree } from '../../core/src/tree/tree';
import { itemAt, setup } from './helpers';
import { manualLoader } from './manualLoader';

/**
 * A waiting check follows each settled load at the cost of what the load changed (checkQueue.ts),
 * not of a look at its whole subtree, and its answers join the tree in batches (arrived.ts), not
 * one rebuild each: the order it asks in, how much of the tree it reads, how often it is rebuilt.
 */

const props = { checkable: true, showCheckedStrategy: 'SHOW_CHILD' as const };

describe('lazy checking keeps its queue in tree order as levels join the tree', () => {
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

  /** `r/…` paths from a space-separated list of what follows `r/`. */
  const asked = (list: string) => ['r', ...list.split(' ').map((p) => `r/${p}`)];

  it("what the check's answers bring is asked for once the branches known before are, in tree order", async () => {
    const loader = manualLoader(childrenOf);
    const t = setup({ options: options(), loadData: loader.loadData, ...props, checkLoadLimit: 2 });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await loader.answer(['r']);
    await loader.answer(['r', 'c0']);
    // c0's districts wait to join the tree with other answers (arrived.ts): c2 is next.
    expect(loader.livePaths()).toEqual([
      ['r', 'c1'],
      ['r', 'c2'],
    ]);
    // The row counts the loads it knows of: answered, running and queued.
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 2, waiting: 9 });
    // Once no city is left to ask for, the answers join the tree and the districts follow.
    expect(await drain(loader)).toEqual(asked('c0 c1 c2 c3 c4 c5 c6 c7 c8 c9 c0/d0 c0/d1 c5/d0 c5/d1'));
    // c0 and c5: 2 districts × 2 leaves + a leaf; the other eight: 2 leaves.
    expect(t.state().value).toHaveLength(2 * 5 + 8 * 2);
    expect(itemAt(t, 'r')).toMatchObject({ checked: true, checkLoading: null });
  });

  it('a queued branch the user opened joins the tree at once, and what it brought is asked for in its place', async () => {
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
    // The check counts c5's answer; its districts, shown in the open column, wait between c4 and c6.
    expect(t.columns()[2]).toEqual(['d0', 'd1', 'leaf']);
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 2, waiting: 1 + 8 + 2 });
    // c0's districts (no one looked) join the tree once no city is left to ask for.
    expect(await drain(loader)).toEqual(asked('c0 c5 c1 c2 c3 c4 c5/d0 c5/d1 c6 c7 c8 c9 c0/d0 c0/d1'));
    expect(t.state().value).toHaveLength(2 * 5 + 8 * 2);
    expect(itemAt(t, 'r')).toMatchObject({ checked: true, checkLoading: null });
  });
});

describe('lazy checking reads the tree in proportion to what loads, not to the subtree per answer', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Checks a root of `count` unloaded children, every load answered at once with one leaf. */
  function treeWork(count: number): { reads: number; builds: number } {
    const children = Array.from({ length: count }, (_, i) => ({ label: `b${i}`, value: i, isLeaf: false }));
    const options: CascaderOption[] = [{ label: 'root', value: 'root', children }];
    let state: CascaderState<CascaderOption> = initialState<CascaderOption>({
      options,
      ...props,
      loadData: () => {},
    }).state;
    const reads = vi.spyOn(Tree.prototype, 'isUnloaded');
    const builds = vi.spyOn(Tree, 'build');
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
    // The tree's rebuilds (with loaded children), not the checks of each answer's own children.
    const rebuilds = builds.mock.calls.filter(([, , options]) => options?.loaded);
    return { reads: reads.mock.calls.length, builds: rebuilds.length };
  }

  it('checking a root of 1,200 unloaded children reads each node a few times, not once per answer', () => {
    const small = treeWork(300).reads;
    const large = treeWork(1_200).reads;
    // Linear: four times the children, about four times the reads (a rescan per answer is 16×).
    expect(large).toBeLessThan(small * 6);
    expect(large).toBeLessThan(1_200 * 20);
  });

  it('its 1,200 answers rebuild the tree a few times, not once each', () => {
    // Each rebuild takes at least an eighth of the tree's size in answers (or 64).
    expect(treeWork(1_200).builds).toBeLessThan(30);
  });
});
