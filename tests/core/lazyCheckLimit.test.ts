import type { CascaderOption, ValuePath } from '@cascadia/core';
import { describe, expect, it } from 'vitest';
import { deferred, flush, itemAt, setup } from './helpers';
import { manualLoader as regionLoader } from './manualLoader';

/**
 * `checkLoadLimit`: checking a lazy branch with SHOW_CHILD loads its unloaded descendants, at most
 * this many at once (6 by default); the rest wait in tree order. A region with ten lazy cities.
 */

const CITIES = 10;
const cities = (): CascaderOption[] =>
  Array.from({ length: CITIES }, (_, i) => ({ label: `city ${i}`, value: `c${i}`, isLeaf: false }));
const districts = (city: string): CascaderOption[] => [
  { label: `${city} east`, value: 'e' },
  { label: `${city} west`, value: 'w' },
];
const childrenOf = (path: ValuePath): CascaderOption[] =>
  path.length === 1 ? cities() : districts(String(path[1]));

const manualLoader = () => regionLoader(childrenOf);

const props = { checkable: true, showCheckedStrategy: 'SHOW_CHILD' as const };
const region = (): CascaderOption[] => [
  { label: 'region', value: 'r', isLeaf: false },
  { label: 'other', value: 'o', isLeaf: false },
];
const city = (i: number): ValuePath => ['r', `c${i}`];

describe('checkLoadLimit: lazy checking keeps a bounded number of loads in flight', () => {
  it('asks for 6 at once by default, in tree order, and for the next one as each answers', async () => {
    const { loadData, livePaths, answer } = manualLoader();
    const t = setup({ options: region(), loadData, ...props });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await answer(['r']);
    expect(livePaths()).toEqual([0, 1, 2, 3, 4, 5].map(city));
    // The row counts every city still to load, the waiting ones too.
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 1, waiting: CITIES });

    await answer(city(3));
    expect(livePaths()).toEqual([0, 1, 2, 4, 5, 6].map(city));
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 2, waiting: CITIES - 1 });

    for (let i = 0; i < CITIES; i++) if (i !== 3) await answer(city(i));
    expect(livePaths()).toEqual([]);
    expect(loadData).toHaveBeenCalledTimes(1 + CITIES);
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.state().value).toHaveLength(CITIES * 2);
    expect(itemAt(t, 'r')).toMatchObject({ checked: true, checkLoading: null });
  });

  it('takes another limit, or Infinity for none', async () => {
    const two = manualLoader();
    const t = setup({ options: region(), loadData: two.loadData, ...props, checkLoadLimit: 2 });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await two.answer(['r']);
    expect(two.livePaths()).toEqual([city(0), city(1)]);

    const all = manualLoader();
    const u = setup({ options: region(), loadData: all.loadData, ...props, checkLoadLimit: Infinity });
    u.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await all.answer(['r']);
    expect(all.livePaths()).toHaveLength(CITIES);
  });

  it('raising the limit while a check waits starts the waiting loads at once', async () => {
    const { livePaths, answer, loadData } = manualLoader();
    const t = setup({ options: region(), loadData, ...props, checkLoadLimit: 1 });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await answer(['r']);
    expect(livePaths()).toEqual([city(0)]);
    t.store.setProps({ checkLoadLimit: 4 });
    expect(livePaths()).toEqual([0, 1, 2, 3].map(city));
  });

  it.each([0, -1, 1.5, Number.NaN, '3'])('warns about checkLoadLimit %s and uses 6', async (limit) => {
    const { livePaths, answer, loadData } = manualLoader();
    const t = setup({ options: region(), loadData, ...props, checkLoadLimit: limit as number });
    expect(t.problems).toEqual([
      expect.objectContaining({ code: 'invalid-prop', severity: 'warning', prop: 'checkLoadLimit' }),
    ]);
    expect(t.problems[0].message).toContain('checkLoadLimit must be a whole number of at least 1');
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await answer(['r']);
    expect(livePaths()).toHaveLength(6);
  });

  it('unchecking aborts the loads in flight and forgets the waiting ones', async () => {
    const { live, answer, loadData } = manualLoader();
    const t = setup({ options: region(), loadData, ...props });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await answer(['r']);
    const inFlight = live();
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    expect(inFlight.every((c) => c.signal.aborted)).toBe(true);
    expect(t.state().loading.size).toBe(0);
    expect(t.state().checkLoads.size).toBe(0);
    expect(itemAt(t, 'r')).toMatchObject({ checked: false, checkLoading: null });
    // Nothing that waited is asked for later, whatever else happens.
    t.store.send({ type: 'ITEM.CHECK', path: ['o'] });
    await answer(['o']);
    expect(loadData.mock.calls.filter(([, c]) => c.path[0] === 'r')).toHaveLength(1 + 6);
  });

  it('a user opening a waiting branch loads it at once, beyond the limit, and the check uses it', async () => {
    const { livePaths, answer, loadData } = manualLoader();
    const t = setup({ options: region(), loadData, ...props });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await answer(['r']);
    t.open();
    t.click('r');
    t.click('r', 'c8');
    // The user's load never waits behind the check's queue.
    expect(livePaths()).toEqual([0, 1, 2, 3, 4, 5, 8].map(city));
    expect(itemAt(t, 'r', 'c8').loading).toBe(true);
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 1, waiting: CITIES });
    // Moving on keeps it: the check needs it. Its answer counts, and it is not asked for again.
    t.click('o');
    await answer(city(8));
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 2, waiting: CITIES - 1 });
    // Every load in flight holds a slot, the user's too: c1–c5 and 'o' fill the six.
    await answer(city(0));
    expect(livePaths()).toEqual([...[1, 2, 3, 4, 5].map(city), ['o']]);
    await answer(['o']);
    expect(livePaths()).toEqual([1, 2, 3, 4, 5, 6].map(city));
    for (const i of [1, 2, 3, 4, 5, 6, 7, 9]) await answer(city(i));
    expect(t.state().value).toHaveLength(CITIES * 2);
    expect(loadData.mock.calls.filter(([, c]) => c.path[0] === 'r')).toHaveLength(1 + CITIES);
  });

  it("the user's loads leave the checks fewer slots, and a branch both want is one request", async () => {
    const { livePaths, answer, loadData } = manualLoader();
    const t = setup({ options: region(), loadData, ...props, checkLoadLimit: 2 });
    t.open();
    t.click('o');
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    expect(livePaths()).toEqual([['o'], ['r']]);
    await answer(['r']);
    // 'o' holds one of the two slots: one city at a time.
    expect(livePaths()).toEqual([['o'], city(0)]);
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 1, waiting: CITIES });
    // Leaving 'o' aborts its load: its slot goes to the next city.
    t.click('r');
    expect(livePaths()).toEqual([city(0), city(1)]);
    // Opening a city the check is loading asks for nothing new; leaving it does not abort it.
    t.click('r', 'c0');
    expect(itemAt(t, 'r', 'c0').loading).toBe(true);
    expect(livePaths()).toEqual([city(0), city(1)]);
    // A city the check has not asked for yet loads at once when opened, beyond the limit.
    t.click('r', 'c5');
    expect(livePaths()).toEqual([city(0), city(1), city(5)]);
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 1, waiting: CITIES });
    await answer(city(5));
    await answer(city(0));
    // Two answers, one slot free: c5 is not asked for again, c2 is next.
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 3, waiting: CITIES - 2 });
    expect(livePaths()).toEqual([city(1), city(2)]);
    for (const i of [1, 2, 3, 4, 6, 7, 8, 9]) await answer(city(i));
    expect(t.state().value).toHaveLength(CITIES * 2);
    expect(loadData.mock.calls.filter(([, c]) => c.path[0] === 'r')).toHaveLength(1 + CITIES);
  });

  it('a loadPath request and a remote search in flight hold slots too: the checks get fewer until they answer', async () => {
    const { livePaths, answer, loadData } = manualLoader();
    const paths: { answer: ReturnType<typeof deferred<CascaderOption[]>> }[] = [];
    const loadPath = () => {
      const call = { answer: deferred<CascaderOption[]>() };
      paths.push(call);
      return call.answer.promise;
    };
    const searches: { answer: ReturnType<typeof deferred<CascaderOption[][]>> }[] = [];
    const load = () => {
      const call = { answer: deferred<CascaderOption[][]>() };
      searches.push(call);
      return call.answer.promise;
    };
    const t = setup({
      options: region(),
      loadData,
      loadPath,
      showSearch: { load, debounce: 0 },
      defaultValue: [['o', 'x']], // not loaded: its labels are asked of loadPath
      ...props,
      checkLoadLimit: 2,
    });
    expect(paths).toHaveLength(1);
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await answer(['r']);
    // The loadPath request holds one of the two slots: one city at a time.
    expect(livePaths()).toEqual([city(0)]);
    t.store.send({ type: 'INPUT.CHANGE', value: 'city' });
    expect(searches).toHaveLength(1);
    // loadPath answers, but the search now holds that slot.
    paths[0].answer.resolve([
      { label: 'other', value: 'o', isLeaf: false },
      { label: 'x', value: 'x' },
    ]);
    await flush();
    expect(livePaths()).toEqual([city(0)]);
    // The search answers: its slot goes to the next city.
    searches[0].answer.resolve([]);
    await flush();
    expect(livePaths()).toEqual([city(0), city(1)]);
    for (let i = 0; i < CITIES; i++) await answer(city(i));
    expect(itemAt(t, 'r')).toMatchObject({ checked: true, checkLoading: null });
  });

  it('a failed load fails the check with a retry, stops the waiting ones, and the retry resumes', async () => {
    const { livePaths, answer, loadData } = manualLoader();
    const t = setup({ options: region(), loadData, ...props, checkLoadLimit: 2 });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
    await answer(['r']);
    await answer(city(0));
    await answer(city(1), new Error('down'));
    expect(livePaths()).toEqual([]);
    expect(t.state().checkLoads.size).toBe(0);
    expect(itemAt(t, 'r')).toMatchObject({ checked: false, checkLoading: null });
    expect(itemAt(t, 'r').checkFailed?.error).toEqual(new Error('down'));
    const asked = loadData.mock.calls.length;

    t.store.send({ type: 'ITEM.RETRY', path: ['r'] });
    // c0 is loaded; the failed c1 and the next in tree order are asked for (a new attempt counts anew).
    expect(livePaths()).toEqual([city(1), city(2)]);
    expect(loadData.mock.calls.length).toBe(asked + 2);
    expect(itemAt(t, 'r').checkLoading).toEqual({ loaded: 0, waiting: CITIES - 1 });
    for (let i = 1; i < CITIES; i++) await answer(city(i));
    expect(t.state().value).toHaveLength(CITIES * 2);
  });

  it('two checks share the limit: the second one waits for slots the first frees', async () => {
    const { livePaths, loadData } = manualLoader();
    const options: CascaderOption[] = [
      { label: 'a', value: 'a', isLeaf: false },
      { label: 'b', value: 'b', isLeaf: false },
      { label: 'c', value: 'c', isLeaf: false },
    ];
    const t = setup({ options, loadData, ...props, checkLoadLimit: 2 });
    t.store.send({ type: 'ITEM.CHECK', path: ['c'] });
    t.store.send({ type: 'ITEM.CHECK', path: ['b'] });
    t.store.send({ type: 'ITEM.CHECK', path: ['a'] });
    expect(livePaths()).toEqual([['c'], ['b']]);
    expect(itemAt(t, 'a').checkLoading).toEqual({ loaded: 0, waiting: 1 });
    // Unchecking c frees its slot for a.
    t.store.send({ type: 'ITEM.CHECK', path: ['c'] });
    expect(livePaths()).toEqual([['b'], ['a']]);
    expect(loadData).toHaveBeenCalledTimes(3);
  });
});
