import { act, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { type DefaultOptionType } from '../../react/src';
import { provinces } from '../fixtures/lazyRegions';
import { columnTexts, setup, toggle } from './helpers';

const WORLD: Record<string, DefaultOptionType> = {
  zj: { label: '浙江', value: 'zj', isLeaf: false },
  hangzhou: { label: '杭州', value: 'hangzhou', isLeaf: false },
  ningbo: { label: '宁波', value: 'ningbo' },
  xihu: { label: '西湖', value: 'xihu' },
  yuhang: { label: '余杭', value: 'yuhang' },
};
const along = (path: (string | number)[]) => path.map((v) => ({ ...WORLD[v] }));

function manualPaths() {
  const pending: {
    path: (string | number)[];
    resolve: (o: DefaultOptionType[]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const loadPath = vi.fn(
    (path: (string | number)[]) =>
      new Promise<DefaultOptionType[]>((resolve, reject) => pending.push({ path, resolve, reject })),
  );
  return {
    loadPath,
    answer: () => act(async () => pending.shift()!.resolve(along(pending[0]?.path ?? []))),
    next: () => pending.shift()!,
  };
}

const selection = () => document.querySelector<HTMLElement>('.rc-cascader-selection-item');

describe('loadPath: labels for a saved value whose path is not loaded', () => {
  it('asks once the component is mounted, not while it renders: a loader may set state (a log)', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const signals: AbortSignal[] = [];
    function WithLog() {
      const [log, setLog] = useState<string[]>([]);
      const loadPath = (path: (string | number)[], { signal }: { signal: AbortSignal }) => {
        signals.push(signal);
        setLog((entries) => [...entries, path.join('/')]);
        return Promise.resolve(along(path));
      };
      return (
        <>
          <Cascader options={provinces()} loadPath={loadPath} defaultValue={['zj', 'hangzhou', 'xihu']} />
          <p data-testid="log">{log.join(', ')}</p>
        </>
      );
    }
    render(
      <StrictMode>
        <WithLog />
      </StrictMode>,
    );
    await act(async () => {});
    expect(selection()?.textContent).toBe('浙江 / 杭州 / 西湖');
    // StrictMode mounts, unmounts (aborting a request made by then) and mounts again: the mounted
    // store asks (again), and the second store of its double render, never mounted, never asks.
    // (The `loadPath` feature's code is fetched once mounted, so the first mount may not have asked.)
    expect(new Set(screen.getByTestId('log').textContent!.split(', '))).toEqual(
      new Set(['zj/hangzhou/xihu']),
    );
    expect(signals.filter((signal) => !signal.aborted)).toHaveLength(1);
    expect(signals.at(-1)!.aborted).toBe(false);
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/while rendering a different component/);
    consoleError.mockRestore();
  });

  it('shows a loading state, then the labels; opening shows the path and loads the full lists', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const paths = manualPaths();
    const loadData = vi.fn(async (selected: DefaultOptionType[]) =>
      selected.at(-1)!.value === 'zj' ? along(['hangzhou', 'ningbo']) : along(['xihu', 'yuhang']),
    );
    setup(
      <Cascader
        options={provinces()}
        loadData={loadData}
        loadPath={paths.loadPath}
        defaultValue={['zj', 'hangzhou', 'xihu']}
      />,
    );
    expect(selection()?.textContent).toBe('Loading…');
    expect(selection()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/hangzhou/)).toBeNull();
    const request = paths.next();
    expect(request.path).toEqual(['zj', 'hangzhou', 'xihu']);
    await act(async () => request.resolve(along(request.path)));
    expect(selection()?.textContent).toBe('浙江 / 杭州 / 西湖');
    expect(selection()?.getAttribute('aria-busy')).toBeNull();
    // The prop is the engine's: it never reaches the DOM (React would warn about it there).
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/loadPath/i);
    consoleError.mockRestore();

    await toggle();
    await act(async () => {});
    expect(columnTexts()).toEqual([
      ['浙江', '江苏'],
      ['杭州', '宁波'],
      ['西湖', '余杭'],
    ]);
    expect(loadData).toHaveBeenCalledTimes(2);
  });

  it("opened before loadPath answers: the column the answer brings lists every option, not only the value's", async () => {
    const paths = manualPaths();
    const loadData = vi.fn(async (selected: DefaultOptionType[]) =>
      selected.at(-1)!.value === 'zj' ? along(['hangzhou', 'ningbo']) : along(['xihu', 'yuhang']),
    );
    setup(
      <Cascader
        options={provinces()}
        loadData={loadData}
        loadPath={paths.loadPath}
        defaultValue={['zj', 'hangzhou', 'xihu']}
      />,
    );
    await toggle();
    const request = paths.next();
    await act(async () => request.resolve(along(request.path)));
    await act(async () => {});
    expect(columnTexts()[1]).toEqual(['杭州', '宁波']);
  });

  it('a failure shows the raw values with a retry and reports the problem', async () => {
    const paths = manualPaths();
    const onProblem = vi.fn();
    const { user } = setup(
      <Cascader
        options={provinces()}
        loadPath={paths.loadPath}
        value={['zj', 'hangzhou', 'xihu']}
        onProblem={onProblem}
      />,
    );
    await act(async () => paths.next().reject(new Error('offline')));
    expect(selection()?.textContent).toContain('浙江 / hangzhou / xihu');
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'load-failed', prop: 'loadPath' }),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(paths.loadPath).toHaveBeenCalledTimes(2);
    expect(selection()?.textContent).toBe('Loading…');
    const retry = paths.next();
    await act(async () => retry.resolve(along(retry.path)));
    expect(selection()?.textContent).toBe('浙江 / 杭州 / 西湖');
    expect(document.querySelector('.rc-cascader-dropdown')).toBeNull();
  });

  it('checkable: each tag loads on its own; unmounting aborts what is still asked', async () => {
    const signals: AbortSignal[] = [];
    const pending: ((o: DefaultOptionType[]) => void)[] = [];
    const loadPath = vi.fn((path: (string | number)[], { signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise<DefaultOptionType[]>((resolve) => pending.push(() => resolve(along(path))));
    });
    const { unmount } = setup(
      <Cascader
        checkable
        options={provinces()}
        loadPath={loadPath}
        defaultValue={[
          ['zj', 'hangzhou', 'xihu'],
          ['zj', 'ningbo'],
        ]}
      />,
    );
    const tags = () =>
      Array.from(document.querySelectorAll('.rc-cascader-selection-item-content')).map((t) => t.textContent);
    expect(tags()).toEqual(['Loading…', 'Loading…']);
    await act(async () => pending[1]([]));
    // An answer joins the tree within a task of its arrival (answers arriving together join together).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(tags()).toEqual(['Loading…', '宁波']);
    unmount();
    expect(signals[0].aborted).toBe(true);
  });
});
