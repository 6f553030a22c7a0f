import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { type DefaultOptionType } from '../../react/src';
import { provinces } from '../fixtures/lazyRegions';
import { itemByPath, setup, toggle } from './helpers';

function manualServer() {
  const pending: {
    path: (string | number)[];
    resolve: (c: DefaultOptionType[]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const loadData = vi.fn(
    (_selected: DefaultOptionType[], { path }: { path: (string | number)[] }) =>
      new Promise<DefaultOptionType[]>((resolve, reject) => pending.push({ path, resolve, reject })),
  );
  const take = (path: string) => {
    const i = pending.findIndex((p) => p.path.join('/') === path);
    if (i < 0) throw new Error(`no request for ${path}`);
    return pending.splice(i, 1)[0];
  };
  return {
    loadData,
    answer: (path: string, children: DefaultOptionType[]) => act(async () => take(path).resolve(children)),
    fail: (path: string, error: Error) => act(async () => take(path).reject(error)),
  };
}

const checkbox = (...path: string[]) =>
  itemByPath(...path).querySelector<HTMLElement>('.rc-cascader-checkbox')!;

describe('checking a lazy branch (checkable + loadData)', () => {
  it('SHOW_PARENT: the unloaded branch is checked and reported; its children show checked once loaded', async () => {
    const server = manualServer();
    const onChange = vi.fn();
    const { user } = setup(
      <Cascader checkable options={provinces()} loadData={server.loadData} onChange={onChange} />,
    );
    await toggle();
    await user.click(checkbox('zj'));
    expect(onChange).toHaveBeenLastCalledWith([['zj']], expect.any(Array));
    expect(server.loadData).not.toHaveBeenCalled();
    expect(itemByPath('zj').getAttribute('aria-checked')).toBe('true');

    await user.click(itemByPath('zj'));
    await server.answer('zj', [
      { label: '杭州', value: 'hangzhou' },
      { label: '宁波', value: 'ningbo' },
    ]);
    expect(itemByPath('zj', 'hangzhou').getAttribute('aria-checked')).toBe('true');
    await user.click(checkbox('zj', 'hangzhou'));
    expect(onChange).toHaveBeenLastCalledWith([['zj', 'ningbo']], expect.any(Array));
    expect(itemByPath('zj').getAttribute('aria-checked')).toBe('mixed');
  });

  it('checkLoadLimit: at most that many loads at once; the row counts the waiting ones too', async () => {
    const server = manualServer();
    const onChange = vi.fn();
    const cities = Array.from({ length: 5 }, (_, i) => ({
      label: `city ${i}`,
      value: `c${i}`,
      isLeaf: false,
    }));
    const { user } = setup(
      <Cascader
        checkable
        showCheckedStrategy={Cascader.SHOW_CHILD}
        checkLoadLimit={2}
        options={provinces()}
        loadData={server.loadData}
        onChange={onChange}
      />,
    );
    await toggle();
    await user.click(checkbox('zj'));
    await server.answer('zj', cities);
    expect(server.loadData.mock.calls.map(([, c]) => c.path.join('/'))).toEqual(['zj', 'zj/c0', 'zj/c1']);
    const progress = () =>
      itemByPath('zj').querySelector('.rc-cascader-menu-item-check-progress')?.textContent;
    expect(progress()).toBe('1/6');
    await server.answer('zj/c1', [{ label: 'leaf', value: 'l' }]);
    expect(server.loadData).toHaveBeenLastCalledWith(
      expect.any(Array),
      expect.objectContaining({ path: ['zj', 'c2'] }),
    );
    expect(progress()).toBe('2/6');
    for (const i of [0, 2, 3, 4]) await server.answer(`zj/c${i}`, [{ label: 'leaf', value: 'l' }]);
    expect(server.loadData).toHaveBeenCalledTimes(6);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(itemByPath('zj').getAttribute('aria-checked')).toBe('true');
  });

  it('a row whose answer the check holds back stays busy until the answer joins the tree', async () => {
    const server = manualServer();
    const cities = Array.from({ length: 5 }, (_, i) => ({
      label: `city ${i}`,
      value: `c${i}`,
      isLeaf: false,
    }));
    const { user } = setup(
      <Cascader
        checkable
        showCheckedStrategy={Cascader.SHOW_CHILD}
        checkLoadLimit={2}
        options={provinces()}
        loadData={server.loadData}
      />,
    );
    await toggle();
    await user.click(checkbox('zj'));
    await server.answer('zj', cities);
    await user.click(itemByPath('zj')); // its cities in view
    const c1 = () => itemByPath('zj', 'c1');
    expect(c1().getAttribute('aria-busy')).toBe('true');
    // c1's answer (no children: a leaf) waits to join with others; the row still says loading.
    await server.answer('zj/c1', []);
    expect(c1().getAttribute('aria-busy')).toBe('true');
    expect(c1().querySelector('.rc-cascader-menu-item-expand-icon')).toBeNull();
    // The user's next event joins it: a leaf now, neither busy nor expandable.
    await user.hover(itemByPath('zj', 'c0'));
    expect(c1().getAttribute('aria-busy')).toBeNull();
    expect(c1().querySelector('.rc-cascader-menu-item-expand-icon')).toBeNull();
    expect(c1().querySelector('.rc-cascader-menu-item-loading-icon')).toBeNull();
  });

  it('SHOW_CHILD: the row shows progress while the descendants load, then the leaves are reported', async () => {
    const server = manualServer();
    const onChange = vi.fn();
    const { user } = setup(
      <Cascader
        checkable
        showCheckedStrategy={Cascader.SHOW_CHILD}
        options={provinces()}
        loadData={server.loadData}
        onChange={onChange}
      />,
    );
    await toggle();
    await user.click(checkbox('zj'));
    const zj = itemByPath('zj');
    expect(zj.getAttribute('aria-busy')).toBe('true');
    expect(zj.getAttribute('aria-checked')).toBe('false');
    expect(zj.className).toContain('rc-cascader-menu-item-loading');
    expect(zj.querySelector('.rc-cascader-menu-item-check-progress')?.textContent).toBe('0/1');

    await server.answer('zj', [
      { label: '杭州', value: 'hangzhou', isLeaf: false },
      { label: '宁波', value: 'ningbo' },
    ]);
    expect(itemByPath('zj').querySelector('.rc-cascader-menu-item-check-progress')?.textContent).toBe('1/2');
    expect(onChange).not.toHaveBeenCalled();

    await server.answer('zj/hangzhou', [{ label: '西湖', value: 'xihu' }]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(
      [
        ['zj', 'ningbo'],
        ['zj', 'hangzhou', 'xihu'],
      ],
      expect.any(Array),
    );
    expect(itemByPath('zj').getAttribute('aria-busy')).toBeNull();
    expect(itemByPath('zj').getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByText('宁波').length).toBeGreaterThan(0); // the tag
  });

  it('SHOW_CHILD: a failed load leaves the branch unchecked with an error and a retry', async () => {
    const server = manualServer();
    const onChange = vi.fn();
    const onProblem = vi.fn();
    const { user } = setup(
      <Cascader
        checkable
        showCheckedStrategy="SHOW_CHILD"
        options={provinces()}
        loadData={server.loadData}
        onChange={onChange}
        onProblem={onProblem}
      />,
    );
    await toggle();
    await user.click(checkbox('js'));
    await server.fail('js', new Error('offline'));
    const js = itemByPath('js');
    expect(js.getAttribute('aria-checked')).toBe('false');
    expect(js.getAttribute('aria-invalid')).toBe('true');
    expect(js.className).toContain('rc-cascader-menu-item-failed');
    expect(onProblem).toHaveBeenCalledWith(expect.objectContaining({ code: 'load-failed' }));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(js.querySelector('.rc-cascader-menu-item-retry')!);
    expect(itemByPath('js').getAttribute('aria-busy')).toBe('true');
    await server.answer('js', [{ label: '南京', value: 'nanjing' }]);
    expect(onChange).toHaveBeenLastCalledWith([['js', 'nanjing']], expect.any(Array));
    expect(itemByPath('js').getAttribute('aria-invalid')).toBeNull();
  });

  it('SHOW_CHILD: unchecking while it loads aborts the request', async () => {
    const signals: AbortSignal[] = [];
    const loadData = vi.fn((_s: DefaultOptionType[], { signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise<DefaultOptionType[]>(() => {});
    });
    const onChange = vi.fn();
    const { user } = setup(
      <Cascader
        checkable
        showCheckedStrategy="SHOW_CHILD"
        options={provinces()}
        loadData={loadData}
        onChange={onChange}
      />,
    );
    await toggle();
    await user.click(checkbox('zj'));
    await user.click(checkbox('zj'));
    expect(signals[0].aborted).toBe(true);
    expect(itemByPath('zj').getAttribute('aria-busy')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
