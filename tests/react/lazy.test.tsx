import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { type DefaultOptionType } from '../../react/src';
import { combobox, flush, itemByPath, toggle } from './helpers';

const lazyOptions = (): DefaultOptionType[] => [
  { label: '福建', value: 'fj', isLeaf: false },
  { label: '浙江', value: 'zj', isLeaf: false },
];

/** A promise the test settles by hand: no timers, no timing. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazy loading (loadData)', () => {
  it('rc style: the caller mutates the option and passes new options; a spinner shows meanwhile', async () => {
    let finish = () => {};
    render(<RcStyleDemo onLoading={(done) => (finish = done)} />);
    await toggle();
    await userEvent.setup().click(itemByPath('fj'));
    const fj = itemByPath('fj');
    expect(fj.className).toContain('rc-cascader-menu-item-loading');
    expect(fj.querySelector('.rc-cascader-menu-item-loading-icon .spin')).not.toBeNull();
    expect(fj.querySelector('.rc-cascader-menu-item-expand-icon')).toBeNull();
    expect(fj.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('group')[0].getAttribute('aria-busy')).toBe('true');
    act(() => finish());
    expect(itemByPath('fj').className).not.toContain('rc-cascader-menu-item-loading');
    expect(itemByPath('fj', 'a').textContent).toBe('福建1');
  });

  it('Promise style: the children come from the promise; requests are de-duplicated', async () => {
    const load = deferred<DefaultOptionType[]>();
    const loadData = vi.fn((_selected: DefaultOptionType[]) => load.promise);
    render(<Cascader options={lazyOptions()} loadData={loadData} />);
    await toggle();
    const user = userEvent.setup();
    await user.click(itemByPath('zj'));
    await user.click(itemByPath('zj'));
    expect(loadData).toHaveBeenCalledTimes(1);
    expect(loadData.mock.calls[0][0].map((o: DefaultOptionType) => o.value)).toEqual(['zj']);
    await act(async () => load.resolve([{ label: '杭州', value: 'hangzhou' }]));
    expect(itemByPath('zj', 'hangzhou')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/loaded/);
  });

  it('a failed load shows an error with retry, announced; retry (mouse) loads again', async () => {
    const first = deferred<DefaultOptionType[]>();
    const second = deferred<DefaultOptionType[]>();
    const loadData = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const onProblem = vi.fn();
    render(<Cascader options={lazyOptions()} loadData={loadData} onProblem={onProblem} />);
    await toggle();
    const user = userEvent.setup();
    await user.click(itemByPath('fj'));
    await act(async () => first.reject(new Error('offline')));
    expect(onProblem).toHaveBeenCalledWith(expect.objectContaining({ code: 'load-failed' }));
    const fj = itemByPath('fj');
    expect(fj.className).toContain('rc-cascader-menu-item-failed');
    expect(fj.className).not.toContain('rc-cascader-menu-item-loading');
    expect(fj.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toMatch(/failed.*offline/);
    // The row's name is its label: the ↻ is for the pointer (Enter on the row retries).
    expect(screen.getByRole('treeitem', { name: '福建' })).toBe(fj);
    await user.click(fj.querySelector('.rc-cascader-menu-item-retry')!);
    expect(loadData).toHaveBeenCalledTimes(2);
    expect(itemByPath('fj').className).toContain('rc-cascader-menu-item-loading');
    await act(async () => second.resolve([{ label: '福州', value: 'fuzhou' }]));
    expect(itemByPath('fj', 'fuzhou')).toBeTruthy();
    expect(itemByPath('fj').className).not.toContain('rc-cascader-menu-item-failed');
  });

  it('retry with the keyboard: Enter on the failed item', async () => {
    const loadData = vi
      .fn()
      .mockRejectedValueOnce(new Error('no'))
      .mockResolvedValueOnce([{ label: 'x', value: 'x' }]);
    render(<Cascader options={lazyOptions()} loadData={loadData} onProblem={() => {}} />);
    const user = userEvent.setup();
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    await flush();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await flush();
    expect(itemByPath('fj').className).toContain('rc-cascader-menu-item-failed');
    await user.keyboard('{Enter}');
    await flush();
    expect(loadData).toHaveBeenCalledTimes(2);
    expect(itemByPath('fj', 'x')).toBeTruthy();
  });

  it('closing the popup aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const loadData = vi.fn((_: unknown, context: { signal: AbortSignal }) => {
      signal = context.signal;
      return new Promise<DefaultOptionType[]>(() => {});
    });
    render(<Cascader options={lazyOptions()} loadData={loadData} />);
    await toggle();
    await userEvent.setup().click(itemByPath('fj'));
    expect(signal?.aborted).toBe(false);
    await toggle();
    expect(signal?.aborted).toBe(true);
    await toggle();
    expect(itemByPath('fj').className).not.toContain('rc-cascader-menu-item-loading');
  });

  it('unmounting aborts the request too', async () => {
    let signal: AbortSignal | undefined;
    const { unmount } = render(
      <Cascader
        options={lazyOptions()}
        loadData={(_, context) => {
          signal = context.signal;
          return new Promise(() => {});
        }}
      />,
    );
    await toggle();
    await userEvent.setup().click(itemByPath('fj'));
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('custom expandIcon', async () => {
    render(<Cascader options={lazyOptions()} expandIcon={<i className="arrow" />} />);
    await toggle();
    expect(itemByPath('fj').querySelector('.rc-cascader-menu-item-expand-icon .arrow')).not.toBeNull();
  });
});

/** rc-cascader's dynamic-options pattern: the loader mutates the option and sets new options. */
function RcStyleDemo({ onLoading }: { onLoading: (finish: () => void) => void }) {
  const [options, setOptions] = useState(lazyOptions);
  const loadData = (selected: DefaultOptionType[]) => {
    const target = selected[selected.length - 1];
    onLoading(() => {
      target.children = [{ label: `${target.label}1`, value: 'a' }];
      setOptions([...options]);
    });
  };
  return (
    <Cascader options={options} loadData={loadData} changeOnSelect loadingIcon={<b className="spin" />} />
  );
}
