import {
  type CascaderOption,
  type CascaderProps,
  createCascader,
  getSearchItems,
  type LoadContext,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { provinces, server } from '../fixtures/lazyRegions';
import { deferred, flush, itemAt, setup } from './helpers';
import { manualLoader as regionLoader } from './manualLoader';

/**
 * A store revived by `setProps` after `destroy()` (React 19's `<Activity>`, StrictMode): nothing
 * may still wait for a request or timer the destroy ended.
 */

afterEach(() => vi.useRealTimers());

const manualLoader = () => regionLoader((path) => server[JSON.stringify(path)].map((o) => ({ ...o })));

/** A `showSearch.load` the test answers: every path of the server whose labels hold the text. */
function manualSearch() {
  const calls: { query: string; signal: AbortSignal; answer: ReturnType<typeof deferred<unknown>> }[] = [];
  const load = vi.fn((query: string, { signal }: { signal: AbortSignal }) => {
    const answer = deferred<unknown>();
    calls.push({ query, signal, answer });
    return answer.promise as Promise<CascaderOption[][]>;
  });
  return { load, calls, live: () => calls.filter((c) => !c.signal.aborted) };
}

describe('a store revived after destroy()', () => {
  it('restarts the remote search whose debounce the destroy cleared: no "Searching…" for ever', async () => {
    vi.useFakeTimers();
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 200 }, open: true });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    expect(t.state().remoteSearch?.status).toBe('waiting');
    t.store.destroy();
    t.store.setProps({});
    await vi.advanceTimersByTimeAsync(200);
    expect(load).toHaveBeenCalledTimes(1);
    calls[0].answer.resolve([
      [
        { label: '浙江', value: 'zj' },
        { label: '杭州', value: 'hangzhou' },
        { label: '西湖', value: 'xihu' },
      ],
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state().remoteSearch?.status).toBe('done');
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual(['浙江 / 杭州 / 西湖']);
  });

  it('asks again for the remote search whose request the destroy aborted', async () => {
    const { load, calls, live } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 }, open: true });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    expect(t.state().remoteSearch?.status).toBe('loading');
    t.store.destroy();
    expect(calls[0].signal.aborted).toBe(true);
    t.store.setProps({});
    expect(live().map((c) => c.query)).toEqual(['西']);
    live()[0].answer.resolve([]);
    await flush();
    expect(t.state().remoteSearch?.status).toBe('done');
  });

  it('a waiting SHOW_CHILD check asks again for the loads the destroy aborted, and reports leaves only', async () => {
    const { loadData, answer, livePaths } = manualLoader();
    const t = setup({
      options: provinces(),
      loadData,
      checkable: true,
      showCheckedStrategy: 'SHOW_CHILD',
    });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    await answer(['zj']);
    expect(livePaths()).toEqual([['zj', 'hangzhou']]);
    expect(itemAt(t, 'zj').checkLoading).toEqual({ loaded: 1, waiting: 1 });
    t.store.destroy();
    expect(livePaths()).toEqual([]);
    t.store.setProps({});
    // The check took stock again: the branch below is asked for anew, and shows as waiting for it.
    expect(livePaths()).toEqual([['zj', 'hangzhou']]);
    expect(itemAt(t, 'zj').checkLoading?.waiting).toBe(1);
    // An unrelated load does not complete the check with the unloaded branch taken for a leaf.
    t.open();
    t.click('js');
    await answer(['js']);
    expect(t.onChange).not.toHaveBeenCalled();
    await answer(['zj', 'hangzhou']);
    expect(t.onChange).toHaveBeenLastCalledWith(
      [
        ['zj', 'ningbo'],
        ['zj', 'hangzhou', 'xihu'],
        ['zj', 'hangzhou', 'yuhang'],
      ],
      expect.any(Array),
    );
  });

  it('loads the open column again whose load the destroy aborted', async () => {
    const { loadData, answer, livePaths } = manualLoader();
    const t = setup({ options: provinces(), loadData });
    t.open();
    t.click('zj');
    t.store.destroy();
    t.store.setProps({});
    expect(livePaths()).toEqual([['zj']]);
    await answer(['zj']);
    expect(t.columns()[1]).toEqual(['杭州', '宁波']);
  });
});

describe('revival among random events', () => {
  type Opt = CascaderOption;
  const step = fc.oneof(
    fc.constantFrom(
      { t: 'open' as const },
      { t: 'close' as const },
      { t: 'revive' as const },
      { t: 'timers' as const },
    ),
    fc.record({ t: fc.constant('type' as const), s: fc.constantFrom('', '宁', '杭', '南') }),
    fc.record({
      t: fc.constant('click' as const),
      path: fc.constantFrom<ValuePath>(['zj'], ['js'], ['zj', 'hangzhou']),
    }),
    fc.record({
      t: fc.constant('check' as const),
      path: fc.constantFrom<ValuePath>(['zj'], ['js'], ['zj', 'hangzhou'], ['zj', 'ningbo']),
    }),
    fc.record({ t: fc.constant('answer' as const), i: fc.nat(), fail: fc.boolean() }),
  );
  /** Every path of the server's tree from the top, with its options. */
  const serverPaths = (): Opt[][] => {
    const out: Opt[][] = [];
    const walk = (prefix: Opt[], children: Opt[]) => {
      for (const child of children) {
        const path = [...prefix, child];
        out.push(path);
        const below = server[JSON.stringify(path.map((o) => o.value))];
        if (below) walk(path, below);
      }
    };
    walk([], provinces());
    return out;
  };
  const searchAnswer = (query: string) =>
    serverPaths()
      .filter((path) => path.some((o) => String(o.label).includes(query)))
      .map((path) => path.map((o) => ({ ...o })));

  it('nothing waits for a request or timer that is gone, and SHOW_CHILD reports only leaves', async () => {
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), fc.boolean(), async (steps, showChild) => {
        const pending: { settle: (fail: boolean) => void; signal: AbortSignal; kind: string }[] = [];
        const live = () => pending.filter((p) => !p.signal.aborted);
        const request = <T>(signal: AbortSignal, kind: string, answer: () => T) =>
          new Promise<T>((resolve, reject) =>
            pending.push({
              signal,
              kind,
              settle: (fail) => (fail ? reject(new Error('offline')) : resolve(answer())),
            }),
          );
        const onChange = vi.fn();
        const props: CascaderProps<Opt> = {
          options: provinces(),
          checkable: true,
          showCheckedStrategy: showChild ? 'SHOW_CHILD' : 'SHOW_PARENT',
          loadTimeout: 0,
          onChange,
          onProblem: () => {},
          loadData: (_selected: Opt[], { path, signal }: LoadContext) =>
            request(signal, 'load', () => (server[JSON.stringify(path)] ?? []).map((o) => ({ ...o }))),
          showSearch: {
            debounce: 100,
            load: (query, { signal }) => request(signal, 'search', () => searchAnswer(query)),
          },
        };
        const store = createCascader<Opt>(props);
        const state = () => store.getState();
        /** What must hold whenever the store is alive and idle. */
        const check = () => {
          const s = state();
          const kinds = live().map((p) => p.kind);
          if (s.remoteSearch?.status === 'loading') expect(kinds).toContain('search');
          if (s.remoteSearch?.status === 'waiting') expect(vi.getTimerCount()).toBeGreaterThan(0);
          expect(kinds.filter((k) => k === 'load').length).toBeGreaterThanOrEqual(s.loading.size);
          for (const entry of s.checkLoads.values())
            for (const key of entry.inFlight.keys()) expect(s.loading.has(key)).toBe(true);
          if (showChild)
            for (const [value] of onChange.mock.calls.slice(-1))
              for (const path of value as ValuePath[])
                expect(s.tree.isLeaf(s.tree.find(path)) || s.tree.find(path) < 0).toBe(true);
        };
        for (const s of steps) {
          if (s.t === 'open') store.send({ type: 'POPUP.OPEN' });
          else if (s.t === 'close') store.send({ type: 'POPUP.CLOSE' });
          else if (s.t === 'revive') {
            store.destroy();
            store.setProps({});
          } else if (s.t === 'timers') await vi.advanceTimersByTimeAsync(100);
          else if (s.t === 'type') store.send({ type: 'INPUT.CHANGE', value: s.s });
          else if (s.t === 'click') store.send({ type: 'ITEM.CLICK', path: s.path });
          else if (s.t === 'check') store.send({ type: 'ITEM.CHECK', path: s.path });
          else {
            const open = live();
            if (open.length > 0) open[s.i % open.length].settle(s.fail);
            await vi.advanceTimersByTimeAsync(0);
          }
          check();
        }
        // Every timer fires and every request answers: nothing is left waiting.
        for (let round = 0; round < 20 && (live().length > 0 || vi.getTimerCount() > 0); round++) {
          await vi.advanceTimersByTimeAsync(100);
          for (const p of live()) p.settle(false);
          await vi.advanceTimersByTimeAsync(0);
          check();
        }
        const s = state();
        expect(s.loading.size).toBe(0);
        expect(s.checkLoads.size).toBe(0);
        if (s.remoteSearch) expect(['done', 'failed']).toContain(s.remoteSearch.status);
        store.destroy();
      }),
      { numRuns: 150 },
    );
  });
});
