import type { CascaderOption, LoadContext } from '@cascadia/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { regions } from '../fixtures/regions';
import { deferred, flush, setup } from './helpers';

const lazyRoots = (): CascaderOption[] => [
  { label: 'Zhejiang', value: 'zj', isLeaf: false },
  { label: 'Jiangsu', value: 'js', isLeaf: false },
];

afterEach(() => vi.useRealTimers());

describe('lazy loading', () => {
  it('Promise style: loads children, then shows them', async () => {
    const loadData = vi.fn(async (selected: CascaderOption[]) => [
      { label: `${selected[0].label} 1`, value: 'a' },
      { label: `${selected[0].label} 2`, value: 'b' },
    ]);
    const t = setup({ options: lazyRoots(), loadData });
    t.open();
    t.click('zj');
    expect(loadData).toHaveBeenCalledTimes(1);
    expect(loadData.mock.calls[0][0]).toEqual([expect.objectContaining({ value: 'zj' })]);
    expect(t.state().loading.size).toBe(1);
    await flush();
    expect(t.state().loading.size).toBe(0);
    expect(t.columns()).toEqual([
      ['Zhejiang', 'Jiangsu'],
      ['Zhejiang 1', 'Zhejiang 2'],
    ]);
    expect(t.state().announcement).toContain('2 options loaded');
  });

  it('rc style: the caller mutates the option and passes new options', async () => {
    const options = lazyRoots();
    const t = setup({ options });
    const loadData = vi.fn((selected: CascaderOption[]) => {
      const target = selected[selected.length - 1];
      setTimeout(() => {
        target.children = [{ label: 'child', value: 'c' }];
        t.store.setProps({ options: [...options] });
      }, 10);
    });
    t.store.setProps({ loadData });
    t.open();
    t.click('zj');
    expect(t.state().loading.size).toBe(1);
    expect(t.state().announcement).toBe('Loading Zhejiang');
    await new Promise((r) => setTimeout(r, 20));
    expect(t.state().loading.size).toBe(0);
    expect(t.columns()[1]).toEqual(['child']);
    // Announced as a returned answer is; "Loading Zhejiang" does not stay.
    expect(t.state().announcement).toContain('1 option loaded');
  });

  it('the live region is emptied when the popup closes, so the same message is said again', async () => {
    const t = setup({ options: regions(), showSearch: true });
    t.open();
    t.store.send({ type: 'INPUT.CHANGE', value: '州' });
    expect(t.state().announcement).toBe('3 results');
    t.key('Escape');
    expect(t.isOpen()).toBe(false);
    expect(t.state().announcement).toBe('');
    t.open();
    t.store.send({ type: 'INPUT.CHANGE', value: '州' });
    expect(t.state().announcement).toBe('3 results');
  });

  it('makes one request per node at a time', () => {
    const loadData = vi.fn(() => new Promise<CascaderOption[]>(() => {}));
    const t = setup({ options: lazyRoots(), loadData });
    t.open();
    t.click('zj');
    t.click('zj');
    t.key('ArrowRight');
    expect(loadData).toHaveBeenCalledTimes(1);
  });

  it('a rejected load shows an error with retry, never a spinner forever', async () => {
    let fail = true;
    const loadData = vi.fn(async () => {
      if (fail) throw new Error('network down');
      return [{ label: 'ok', value: 'ok' }];
    });
    const t = setup({ options: lazyRoots(), loadData });
    t.open();
    t.click('zj');
    await flush();
    expect(t.state().loading.size).toBe(0);
    expect([...t.state().failed.values()][0].path).toEqual(['zj']);
    expect(t.state().announcement).toContain('failed: network down');
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['load-failed', 'loadData']]);
    fail = false;
    t.store.send({ type: 'ITEM.RETRY', path: ['zj'] });
    expect(t.state().failed.size).toBe(0);
    expect(t.state().loading.size).toBe(1);
    await flush();
    expect(t.columns()[1]).toEqual(['ok']);
  });

  it('a retry of a row that has not failed changes nothing (no load, the open path stays)', () => {
    const loadData = vi.fn(() => new Promise<CascaderOption[]>(() => {}));
    const t = setup({ options: lazyRoots(), loadData });
    t.open();
    const before = t.state();
    t.store.send({ type: 'ITEM.RETRY', path: ['zj'] });
    expect(t.state()).toBe(before);
    expect(loadData).not.toHaveBeenCalled();
  });

  it('a loader that throws synchronously fails the branch too', async () => {
    const t = setup({
      options: lazyRoots(),
      loadData: () => {
        throw new Error('boom');
      },
    });
    t.open();
    t.click('zj');
    expect(t.state().failed.size).toBe(1);
    expect(t.state().loading.size).toBe(0);
  });

  it('a loader that never answers times out into the error state', () => {
    vi.useFakeTimers();
    const t = setup({ options: lazyRoots(), loadData: () => new Promise(() => {}), loadTimeout: 5000 });
    t.open();
    t.click('zj');
    vi.advanceTimersByTime(4999);
    expect(t.state().loading.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(t.state().loading.size).toBe(0);
    expect(t.state().failed.size).toBe(1);
    expect(t.problems[0].code).toBe('load-timeout');
  });

  it('closing the popup aborts the request and drops its late result', async () => {
    const pending = deferred<CascaderOption[]>();
    let signal: AbortSignal | undefined;
    const t = setup({
      options: lazyRoots(),
      loadData: (_selected, context: LoadContext) => {
        signal = context.signal;
        return pending.promise;
      },
    });
    t.open();
    t.click('zj');
    t.store.send({ type: 'POPUP.CLOSE' });
    expect(signal?.aborted).toBe(true);
    expect(t.state().loading.size).toBe(0);
    pending.resolve([{ label: 'late', value: 'late' }]);
    await flush();
    expect(t.state().tree.find(['zj', 'late'])).toBe(-1);
  });

  it('leaving the branch aborts its request', () => {
    const signals: AbortSignal[] = [];
    const t = setup({
      options: lazyRoots(),
      loadData: (_s, { signal }) => {
        signals.push(signal);
        return new Promise(() => {});
      },
    });
    t.open();
    t.click('zj');
    t.click('js');
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
    expect([...t.state().loading.values()].map((e) => e.path)).toEqual([['js']]);
  });

  it('a superseded request result is dropped', async () => {
    const first = deferred<CascaderOption[]>();
    const second = deferred<CascaderOption[]>();
    const results = [first, second, deferred<CascaderOption[]>()];
    const t = setup({ options: lazyRoots(), loadData: () => results.shift()!.promise });
    t.open();
    t.click('zj');
    t.click('js'); // aborts zj
    t.click('zj'); // a new request for zj
    first.resolve([{ label: 'stale', value: 'stale' }]);
    await flush();
    expect(t.state().tree.find(['zj', 'stale'])).toBe(-1);
    expect(t.state().loading.size).toBe(1);
  });
});
