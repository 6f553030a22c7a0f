import {
  type CascaderOption,
  type CascaderState,
  handlesKey,
  pathId,
  Tree,
  transition,
  type ValuePath,
} from '@cascadia/core';
import { describe, expect, it, vi } from 'vitest';
import { flush, itemAt, setup } from './helpers';
import { manualLoader } from './manualLoader';

/**
 * Answers a waiting check asked for are held back from the tree for a while (arrived.ts) and join
 * it before the next event. Holding them is the engine's bookkeeping: it must not change what a
 * key press does, nor what the adapter is told about it.
 */

const props = { checkable: true, showCheckedStrategy: 'SHOW_CHILD' as const };

/** r holds ten lazy cities; each city holds two leaves. */
const childrenOf = (path: ValuePath): CascaderOption[] =>
  path.length === 1
    ? Array.from({ length: 10 }, (_, i) => ({ label: `c${i}`, value: `c${i}`, isLeaf: false }))
    : [
        { label: 'east', value: 'e' },
        { label: 'west', value: 'w' },
      ];

/** A store checking r, with c0's answer held back (c1 and c2 still loading). */
async function holding(extra: object = {}) {
  const loader = manualLoader(childrenOf);
  const t = setup({
    options: [
      { label: 'r', value: 'r', isLeaf: false },
      { label: 'other', value: 'other' },
    ],
    loadData: loader.loadData,
    ...props,
    checkLoadLimit: 2,
    ...extra,
  });
  t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
  await loader.answer(['r']);
  await loader.answer(['r', 'c0']);
  expect(t.state().arrived).not.toBeNull();
  return { t, loader };
}

describe('answers held back for a waiting check', () => {
  it('do not make handlesKey claim keys the engine does nothing with', async () => {
    const { t } = await holding();
    expect(handlesKey(t.state(), { key: 'Tab' })).toBe(false);
    expect(handlesKey(t.state(), { key: 'c', ctrlKey: true })).toBe(false);
    expect(handlesKey(t.state(), { key: 'PageDown' })).toBe(false); // the popup is closed
    t.open();
    expect(handlesKey(t.state(), { key: 'ArrowDown' })).toBe(true);
  });

  it('do not make handlesKey claim a letter typed into the search', async () => {
    const { t, loader } = await holding({ showSearch: true });
    t.open();
    await loader.answer(['r', 'c1']); // held too: no one looks at c1
    expect(t.state().arrived).not.toBeNull();
    expect(handlesKey(t.state(), { key: 'x' })).toBe(false);
    expect(itemAt(t, 'r').checkLoading).not.toBeNull();
  });

  it('held by two states that went different ways from one (a stateReducer can go back) stay apart', async () => {
    const { t } = await holding();
    const from = t.state();
    const requestOf = (city: string) => from.loading.get(pathId(['r', city]))!.requestId;
    const answer = (state: CascaderState<CascaderOption>, city: string) =>
      transition(state, {
        type: 'LOAD.RESOLVE',
        requestId: requestOf(city),
        children: childrenOf(['r', city]),
      }).state;
    const c1 = answer(from, 'c1');
    const c2 = answer(from, 'c2');
    // Each joins the tree at its next event with its own answers, c0's and its city's only.
    const loaded = (state: CascaderState<CascaderOption>) => {
      const { tree } = transition(state, { type: 'POPUP.OPEN' }).state;
      return ['c0', 'c1', 'c2'].filter((city) => !tree.isUnloaded(tree.find(['r', city])));
    };
    expect(loaded(c1)).toEqual(['c0', 'c1']);
    expect(loaded(c2)).toEqual(['c0', 'c2']);
    expect(loaded(from)).toEqual(['c0']);
  });
});

describe('a key asked about and then sent while answers are held', () => {
  it('rebuilds the tree for the join once, not once for the question and again for the key', async () => {
    const { t, loader } = await holding();
    t.open();
    await loader.answer(['r', 'c1']); // held: no one looks at c1
    expect(t.state().arrived).not.toBeNull();
    const builds = vi.spyOn(Tree, 'build');
    try {
      const state = t.state();
      expect(handlesKey(state, { key: 'ArrowDown' })).toBe(true);
      t.store.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowDown' });
      const rebuilds = builds.mock.calls.filter(([, , options]) => options?.loaded);
      expect(rebuilds).toHaveLength(1);
      expect(t.state().arrived).toBeNull();
    } finally {
      builds.mockRestore();
    }
  });
});

describe('a row whose answer is held back', () => {
  /** Open on r's column while r is checked: c1's answer comes in and is held (no one opened c1). */
  async function heldInView(childrenOfC1: CascaderOption[]) {
    const { t, loader } = await holding();
    t.open();
    t.click('r');
    expect(itemAt(t, 'r', 'c1').loading).toBe(true);
    loader
      .live()
      .find((c) => c.path[1] === 'c1')!
      .answer.resolve(childrenOfC1);
    await flush();
    expect(t.state().loading.has(pathId(['r', 'c1']))).toBe(false);
    expect(t.state().arrived).not.toBeNull();
    return t;
  }

  it.each([
    ['children', childrenOf(['r', 'c1'])],
    ['no children (it becomes a leaf)', []],
  ])('that brought %s shows as loading until it joins the tree, then as loaded', async (_, children) => {
    const t = await heldInView(children);
    const held = itemAt(t, 'r', 'c1');
    // Not "not loaded, not loading": its children are on their way into the tree.
    expect(held.loading).toBe(true);
    // The next event joins it (hovering another row, say): now it shows what it brought.
    t.store.send({ type: 'ITEM.HOVER', path: ['r', 'c0'] });
    expect(t.state().arrived).toBeNull();
    const joined = itemAt(t, 'r', 'c1');
    expect([joined.loading, joined.expandable, joined.isLeaf]).toEqual(
      children.length > 0 ? [false, true, false] : [false, false, true],
    );
  });
});
