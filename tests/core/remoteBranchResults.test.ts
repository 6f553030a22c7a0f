import {
  type CascaderOption,
  DEFAULT_MESSAGES,
  getSearchItems,
  type LoadContext,
  type ValuePath,
} from '@cascadia/core';
import { describe, expect, it, vi } from 'vitest';
import { deferred, flush, setup } from './helpers';

/**
 * Remote results that end at a branch (issue 23, item 6): the server matched a city, not one of
 * its districts. Where only leaves can be chosen they were dropped without a word ("Nothing
 * found" though the server answered), and a branch partly known from an earlier answer hid the
 * server's result behind the districts the tree already had.
 */

const WORLD: Record<string, CascaderOption> = {
  zj: { label: '浙江', value: 'zj', isLeaf: false },
  hangzhou: { label: '杭州', value: 'hangzhou', isLeaf: false },
  yuhang: { label: '余杭', value: 'yuhang' },
  fj: { label: '福建', value: 'fj', isLeaf: false },
};
const provinces = (): CascaderOption[] => [{ ...WORLD.zj }, { ...WORLD.fj }];
const along = (path: ValuePath) => path.map((v) => ({ ...WORLD[v] }));

function manualSearch() {
  const calls: { query: string; answer: ReturnType<typeof deferred<CascaderOption[][]>> }[] = [];
  const load = vi.fn((query: string) => {
    const answer = deferred<CascaderOption[][]>();
    calls.push({ query, answer });
    return answer.promise;
  });
  return { load, calls };
}

function cascader() {
  const { load, calls } = manualSearch();
  const loadData = vi.fn(
    (_selected: CascaderOption[], _context: LoadContext) => new Promise<CascaderOption[]>(() => {}),
  );
  const t = setup({ options: provinces(), loadData, showSearch: { load, debounce: 0 } });
  t.open();
  const search = async (query: string, answer: ValuePath[]) => {
    t.store.send({ type: 'INPUT.CHANGE', value: query });
    calls[calls.length - 1].answer.resolve(answer.map(along));
    await flush();
  };
  const results = () => getSearchItems(t.state()).map((item) => [item.text, item.opens]);
  return { t, loadData, search, results };
}

describe('remote results that end at a branch', () => {
  it('are shown where only leaves can be chosen, as results that open: "Nothing found" no more', async () => {
    const { t, search, results } = cascader();
    await search('杭州', [['zj', 'hangzhou']]);
    expect(results()).toEqual([['浙江 / 杭州', true]]);
    expect(t.state().announcement).not.toBe(DEFAULT_MESSAGES.noResults);
    expect(t.problems).toEqual([]);
  });

  it('a branch partly known from an earlier answer does not hide the server’s result', async () => {
    const { search, results } = cascader();
    await search('余杭', [['zj', 'hangzhou', 'yuhang']]);
    expect(results()).toEqual([['浙江 / 杭州 / 余杭', false]]);
    await search('杭州', [['zj', 'hangzhou']]);
    // The local match (余杭 is below 杭州) and the server's branch, which may hold more.
    expect(results()).toEqual([
      ['浙江 / 杭州', true],
      ['浙江 / 杭州 / 余杭', false],
    ]);
  });

  it('choosing one (click or Enter) opens its column and loads it, and the lists above it; nothing is chosen', async () => {
    for (const choose of ['click', 'Enter'] as const) {
      const { t, loadData, search } = cascader();
      await search('余杭', [['zj', 'hangzhou', 'yuhang']]);
      await search('杭州', [['zj', 'hangzhou']]);
      if (choose === 'click') t.store.send({ type: 'RESULT.CLICK', index: 0 });
      else t.key('Enter');
      expect(t.onChange).not.toHaveBeenCalled();
      expect(t.isOpen()).toBe(true);
      expect(t.state().searchValue).toBe('');
      expect(t.state().activePath).toEqual(['zj', 'hangzhou']);
      expect(t.columns()).toEqual([['浙江', '福建'], ['杭州'], ['余杭']]);
      expect(loadData.mock.calls.map((call) => call[1].path)).toEqual([['zj', 'hangzhou'], ['zj']]);
    }
  });

  it('with changeOnSelect a branch result is chosen, as before', async () => {
    const { t, search, results } = cascader();
    t.store.setProps({ changeOnSelect: true });
    await search('杭州', [['zj', 'hangzhou']]);
    expect(results()).toEqual([['浙江 / 杭州', false]]);
    t.store.send({ type: 'RESULT.CLICK', index: 0 });
    expect(t.onChange).toHaveBeenLastCalledWith(['zj', 'hangzhou'], expect.any(Array));
  });

  it('without loadData, one whose options are all unknown cannot be shown: skipped with a warning naming it', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 } });
    t.open();
    t.store.send({ type: 'INPUT.CHANGE', value: '杭' });
    calls[0].answer.resolve([along(['zj', 'hangzhou']), along(['zj', 'hangzhou', 'yuhang']), along(['fj'])]);
    await flush();
    // 杭州 gets 余杭 from the same answer: it opens to show it. 福建 would open empty.
    expect(getSearchItems(t.state()).map((item) => item.text)).toEqual(['浙江 / 杭州', '浙江 / 杭州 / 余杭']);
    expect(t.problems.map((p) => [p.severity, p.code, p.at])).toEqual([
      ['warning', 'value-not-found', 'showSearch.load("杭")[2]'],
    ]);
    expect(t.problems[0].message).toMatch(
      /ends at a branch whose options are unknown, and there is no loadData/,
    );
  });
});
