import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { type DefaultOptionType, SHOW_CHILD } from '../../react/src';
import { onDemandFeatures } from '../../react/src/hooks/onDemandFeatures';
import { provinces } from '../fixtures/lazyRegions';
import { combobox } from './helpers';

/**
 * The ready Cascader fetches the code of remote search, `loadPath` and lazy checking when a mounted
 * component's props use them; what the user did meanwhile is kept. The tests run in order: each
 * feature's code is fetched once per page (this file's module instance).
 */
const arrived = (name: string) => onDemandFeatures.find((feature) => feature.name === name)?.loaded;

const along = (path: (string | number)[]): DefaultOptionType[] =>
  path.map((value) => ({ label: `${value}!`, value: String(value), isLeaf: false }));

describe('features fetched on demand by the Cascader', () => {
  it('fetches none for a component whose props use none', async () => {
    render(<Cascader options={provinces()} showSearch checkable />);
    await act(async () => {});
    expect(['remoteSearch', 'loadPath', 'lazyCheck'].map(arrived)).toEqual([undefined, undefined, undefined]);
  });

  it('a search typed before the remote search arrives is searched remotely once it is here', async () => {
    const load = vi.fn(async (query: string) => [
      [
        { label: '浙江', value: 'zj', isLeaf: false },
        { label: `${query}!`, value: query },
      ],
    ]);
    const consoleWarn = vi.spyOn(console, 'warn');
    render(<Cascader options={provinces()} showSearch={{ load, debounce: 0 }} />);
    // Typed at once, in the same task as the mount: the code is still on its way.
    fireEvent.change(combobox(), { target: { value: 'hz' } });
    expect(arrived('remoteSearch')).toBeUndefined();
    await waitFor(() => expect(load).toHaveBeenCalledWith('hz', expect.anything()));
    expect(arrived('remoteSearch')).toBeDefined();
    // The remote result joins the local ones (浙江, the province the options have, then its answer).
    await waitFor(() => expect(document.body.textContent).toContain('hz!'));
    // Never "missing": the feature was on its way.
    expect(consoleWarn.mock.calls.flat().join(' ')).not.toMatch(/needs the/);
    consoleWarn.mockRestore();
  });

  it('a check made before the lazy check’s code arrives waits for it, then loads the branch and checks its leaves', async () => {
    const loadData = vi.fn(async (selected: DefaultOptionType[]) =>
      selected.length === 1
        ? [
            { label: '杭州', value: 'hz', isLeaf: true },
            { label: '宁波', value: 'nb', isLeaf: true },
          ]
        : [],
    );
    const onChange = vi.fn();
    render(
      <Cascader
        options={[{ label: '浙江', value: 'zj', isLeaf: false }]}
        checkable
        showCheckedStrategy={SHOW_CHILD}
        loadData={loadData}
        defaultOpen
        onChange={onChange}
      />,
    );
    // Checked in the same task as the mount: the lazy check's code is still on its way.
    fireEvent.click(document.querySelector('.rc-cascader-checkbox')!);
    expect(arrived('lazyCheck')).toBeUndefined();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        [
          ['zj', 'hz'],
          ['zj', 'nb'],
        ],
        expect.anything(),
      ),
    );
    expect(arrived('lazyCheck')).toBeDefined();
  });

  it('asks loadPath for the value’s labels once its code is here; a component mounted later has it at once', async () => {
    const loadPath = vi.fn(async (path: (string | number)[]) => along(path));
    const first = render(<Cascader options={provinces()} loadPath={loadPath} defaultValue={['zj', 'hz']} />);
    expect(loadPath).not.toHaveBeenCalled();
    await waitFor(() => expect(first.container.textContent).toContain('浙江 / hz!'));
    expect(loadPath).toHaveBeenCalledTimes(1);
    first.unmount();
    // Fetched already: the next engine is made with it, and asks while it is created.
    render(<Cascader options={provinces()} loadPath={loadPath} defaultValue={['zj', 'nb']} />);
    await act(async () => {});
    expect(loadPath).toHaveBeenCalledTimes(2);
  });
});
