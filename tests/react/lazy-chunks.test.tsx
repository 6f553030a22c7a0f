import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ReactPackage from '../../react/src';

/**
 * The virtualiser and the positioning engine are chunks of their own, fetched on demand. Each test
 * imports the package afresh, so that the chunks start out not loaded.
 */
/** The chunk loaders of the package instance the current test uses. */
let loaders: (() => Promise<unknown>)[] = [];

async function freshPackage() {
  vi.resetModules();
  const pkg: typeof ReactPackage = await import('../../react/src');
  const list = await import('../../react/src/components/List');
  const popup = await import('../../react/src/components/Popup');
  loaders = [list.loadVirtualList, popup.loadPlacer];
  return { Cascader: pkg.default, Panel: pkg.default.Panel, loadVirtualList: list.loadVirtualList };
}

// A fetch still under way when a test ends would hand the next test's fresh package the module it
// resolves to, past that test's mocks: let every fetch finish first.
afterEach(async () => {
  await Promise.allSettled(loaders.map((load) => load()));
  loaders = [];
}, 30_000);

const longColumn = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ label: `Item ${i + 1}`, value: `v${i + 1}` }));

afterEach(cleanup);

/** Fetching a chunk the first time includes transforming it (Floating UI, TanStack Virtual) under Vitest. */
const SLOW = { timeout: 30_000 };

const rows = () => document.querySelectorAll('.rc-cascader-menu > .rc-cascader-menu-item');

describe('the virtualiser, loaded on demand', () => {
  it('a long list shows a static window of rows around the active one until it arrives', async () => {
    const { Panel, loadVirtualList } = await freshPackage();
    render(<Panel options={longColumn(5000)} defaultValue={['v3000']} />);
    // Never every row: a slice of 24 around the value's row, spacers for the rest.
    expect(rows()).toHaveLength(24);
    const chosen = document.querySelector('[aria-posinset="3000"]');
    expect(chosen?.getAttribute('aria-setsize')).toBe('5000');
    const spacers = document.querySelectorAll('.rc-cascader-menu > li[role="none"]');
    expect([...spacers].every((s) => s.getAttribute('aria-hidden') === 'true')).toBe(true);

    // Then the virtualiser takes over, with its own (smaller) window, the value's row still there.
    await act(() => loadVirtualList());
    await waitFor(() => expect(rows().length).toBeLessThan(24));
    expect(document.querySelector('[aria-posinset="3000"]')).not.toBeNull();
  });

  it('short lists never ask for it', async () => {
    const { Panel } = await freshPackage();
    const imported = vi.fn();
    vi.doMock('../../react/src/components/VirtualList', () => {
      imported();
      return {};
    });
    render(<Panel options={longColumn(100)} />);
    expect(rows()).toHaveLength(100);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(imported).not.toHaveBeenCalled();
    vi.doUnmock('../../react/src/components/VirtualList');
  });

  it(
    'a Cascader whose tree has a long column fetches it while idle, before the first open',
    SLOW,
    async () => {
      const { Cascader } = await freshPackage();
      const imported = vi.fn();
      vi.doMock('../../react/src/components/VirtualList', async (original) => {
        imported();
        return original();
      });
      render(<Cascader options={[{ label: 'Root', value: 'r', children: longColumn(500) }]} />);
      await waitFor(() => expect(imported).toHaveBeenCalledTimes(1), { timeout: 20_000 });
      vi.doUnmock('../../react/src/components/VirtualList');
    },
  );

  it('a Cascader with short columns and no search does not fetch it', async () => {
    const { Cascader } = await freshPackage();
    const imported = vi.fn();
    vi.doMock('../../react/src/components/VirtualList', () => {
      imported();
      return {};
    });
    render(<Cascader options={longColumn(50)} />);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(imported).not.toHaveBeenCalled();
    vi.doUnmock('../../react/src/components/VirtualList');
  });
  it(
    'search decides by its limit: 20 results never need it, the default 50 over a big enough tree do',
    SLOW,
    async () => {
      // 20 × 20 = 420 nodes in columns of 20: only search results could make a long list.
      const tree = Array.from({ length: 20 }, (_, i) => ({
        label: `Group ${i}`,
        value: `g${i}`,
        children: longColumn(20),
      }));
      const { Cascader } = await freshPackage();
      const imported = vi.fn();
      vi.doMock('../../react/src/components/VirtualList', async (original) => {
        imported();
        return original();
      });
      const limited = render(<Cascader options={tree} showSearch={{ limit: 20 }} />);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(imported).not.toHaveBeenCalled();
      limited.unmount();
      render(<Cascader options={tree} showSearch />);
      await waitFor(() => expect(imported).toHaveBeenCalledTimes(1), { timeout: 20_000 });
      vi.doUnmock('../../react/src/components/VirtualList');
    },
  );
});

describe('the positioning engine, loaded on demand', () => {
  it(
    'a Cascader fetches it while idle, before the first open; a Panel, which has no popup, never does',
    SLOW,
    async () => {
      const { Cascader, Panel } = await freshPackage();
      const imported = vi.fn();
      vi.doMock('../../react/src/components/Placer', async (original) => {
        imported();
        return original();
      });
      const panel = render(<Panel options={longColumn(5)} />);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(imported).not.toHaveBeenCalled();
      panel.unmount();
      render(<Cascader options={longColumn(5)} />);
      await waitFor(() => expect(imported).toHaveBeenCalledTimes(1), { timeout: 20_000 });
      vi.doUnmock('../../react/src/components/Placer');
    },
  );
});
