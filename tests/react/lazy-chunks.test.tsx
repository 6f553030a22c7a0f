import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ReactPackage from '../../react/src';

/**
 * The virtualiser, the positioning engine and the bottom sheet are chunks of their own, fetched on demand. Each test
 * imports the package afresh, so that the chunks start out not loaded.
 */
/** The chunk loaders of the package instance the current test uses. */
let loaders: (() => Promise<unknown>)[] = [];

async function freshPackage() {
  vi.resetModules();
  const pkg: typeof ReactPackage = await import('../../react/src');
  const list = await import('../../react/src/components/List');
  const popup = await import('../../react/src/components/Popup');
  const cascader = await import('../../react/src/components/Cascader');
  loaders = [list.loadVirtualList, popup.loadPlacer, cascader.loadSheet];
  return {
    Cascader: pkg.default,
    Panel: pkg.default.Panel,
    useCascader: pkg.useCascader,
    loadVirtualList: list.loadVirtualList,
  };
}

/** The chunks, as the tests mock them (the paths the package imports them by). */
const CHUNKS = {
  VirtualList: '../../react/src/hooks/virtualEngine',
  Placer: '../../react/src/hooks/popupEngine',
  Sheet: '../../react/src/components/Sheet',
  SheetGetters: '../../react/src/hooks/sheetPresentation',
} as const;

/** Counts the fetches of a chunk; it still arrives, or, with `stub`, arrives empty. */
function countFetches(chunk: keyof typeof CHUNKS, { stub = false } = {}) {
  const fetched = vi.fn();
  vi.doMock(CHUNKS[chunk], async (original) => {
    fetched();
    return stub ? {} : original();
  });
  return fetched;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds chunks back until the returned function lets them arrive. */
function holdBack(...chunks: (keyof typeof CHUNKS)[]): () => void {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  for (const chunk of chunks) {
    vi.doMock(CHUNKS[chunk], async (original) => {
      await arrived;
      return original();
    });
  }
  return arrive;
}

/** The popup element, once it is mounted. */
const shownPopup = () =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>('.rc-cascader-dropdown');
    expect(element).not.toBeNull();
    return element as HTMLElement;
  });

// A fetch still under way when a test ends would hand the next test's fresh package the module it
// resolves to, past that test's mocks: let every fetch finish first.
afterEach(async () => {
  for (const path of Object.values(CHUNKS)) vi.doUnmock(path);
  await Promise.allSettled(loaders.map((load) => load()));
  loaders = [];
}, 30_000);

const longColumn = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ label: `Item ${i + 1}`, value: `v${i + 1}` }));

afterEach(cleanup);

/**
 * Every test imports the package afresh (each of its modules evaluated again, with coverage
 * instrumented when CI measures it), and fetching a chunk the first time includes transforming it
 * (Floating UI, TanStack Virtual) under Vitest: seconds on a busy machine, not Vitest's default 5.
 */
const SLOW = { timeout: 30_000 };

const rows = () => document.querySelectorAll('.rc-cascader-menu > .rc-cascader-menu-item');

describe('the virtualiser, loaded on demand', SLOW, () => {
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
    const imported = countFetches('VirtualList', { stub: true });
    render(<Panel options={longColumn(100)} />);
    expect(rows()).toHaveLength(100);
    await sleep(300);
    expect(imported).not.toHaveBeenCalled();
  });

  it('a Cascader whose tree has a long column fetches it while idle, before the first open', async () => {
    const { Cascader } = await freshPackage();
    const imported = countFetches('VirtualList');
    render(<Cascader options={[{ label: 'Root', value: 'r', children: longColumn(500) }]} />);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1), { timeout: 20_000 });
  });

  it('a Cascader with short columns and no search does not fetch it', async () => {
    const { Cascader } = await freshPackage();
    const imported = countFetches('VirtualList', { stub: true });
    render(<Cascader options={longColumn(50)} />);
    await sleep(500);
    expect(imported).not.toHaveBeenCalled();
  });
  it('search decides by its limit: 20 results never need it, the default 50 over a big enough tree do', async () => {
    // 20 × 20 = 420 nodes in columns of 20: only search results could make a long list.
    const tree = Array.from({ length: 20 }, (_, i) => ({
      label: `Group ${i}`,
      value: `g${i}`,
      children: longColumn(20),
    }));
    const { Cascader } = await freshPackage();
    const imported = countFetches('VirtualList');
    const limited = render(<Cascader options={tree} showSearch={{ limit: 20 }} />);
    await sleep(500);
    expect(imported).not.toHaveBeenCalled();
    limited.unmount();
    render(<Cascader options={tree} showSearch />);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1), { timeout: 20_000 });
  });
});

describe('the positioning engine, loaded on demand', SLOW, () => {
  it('a Cascader fetches it while idle, before the first open; a Panel, which has no popup, never does', async () => {
    const { Cascader, Panel } = await freshPackage();
    const imported = countFetches('Placer');
    const panel = render(<Panel options={longColumn(5)} />);
    await sleep(500);
    expect(imported).not.toHaveBeenCalled();
    panel.unmount();
    render(<Cascader options={longColumn(5)} />);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1), { timeout: 20_000 });
  });

  it('until it arrives an open popup is transparent and takes no clicks; placed, it is shown and clickable', async () => {
    const arrive = holdBack('Placer');
    const { Cascader } = await freshPackage();
    try {
      render(<Cascader open options={longColumn(5)} />);
      const popup = await shownPopup();
      await sleep(200);
      expect(popup.style.opacity).toBe('0');
      expect(popup.style.pointerEvents).toBe('none');
    } finally {
      arrive();
    }
    const popup = document.querySelector<HTMLElement>('.rc-cascader-dropdown') as HTMLElement;
    await waitFor(() => expect(popup.style.opacity).toBe(''), { timeout: 20_000 });
    expect(popup.style.pointerEvents).toBe('');
  });

  it('its motion waits with it: an open popup stays in its enter phase, and one closed before it arrives is hidden at once', async () => {
    const arrive = holdBack('Placer');
    const { Cascader } = await freshPackage();
    try {
      const props = { transitionName: 'slide-up', options: longColumn(5) };
      const { rerender } = render(<Cascader open {...props} />);
      const popup = await shownPopup();
      await sleep(200);
      // Transparent, not yet placed: its enter motion has not started.
      expect(popup.className).toContain('slide-up-enter');
      expect(popup.className).not.toContain('slide-up-enter-active');
      rerender(<Cascader open={false} {...props} />);
      await waitFor(() => expect(popup.className).toContain('rc-cascader-dropdown-hidden'));
      expect(popup.className).not.toContain('slide-up');
    } finally {
      arrive();
    }
  });
});

describe('the bottom sheet (its component and the hooks’ getters), loaded on demand', () => {
  const regions = () => [
    { label: 'Fujian', value: 'fj', children: [{ label: 'Fuzhou', value: 'fuzhou' }] },
    { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hangzhou' }] },
  ];

  it(
    'a popup never fetches them (auto is a popup in jsdom); a sheet fetches them at mount, before the first open',
    SLOW,
    async () => {
      const { Cascader } = await freshPackage();
      const imported = countFetches('Sheet');
      const getters = countFetches('SheetGetters');
      const popup = render(<Cascader options={regions()} />);
      render(<Cascader options={regions()} presentation="popup" />);
      await sleep(500);
      expect(imported).not.toHaveBeenCalled();
      expect(getters).not.toHaveBeenCalled();
      popup.unmount();
      cleanup();
      render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
      await waitFor(() => expect(imported).toHaveBeenCalledTimes(1), { timeout: 20_000 });
      await waitFor(() => expect(getters).toHaveBeenCalledTimes(1), { timeout: 20_000 });
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it(
    'opened before they arrive: nothing shows and nothing is lost; it appears where the keys went, focus in it',
    SLOW,
    async () => {
      const arrive = holdBack('Sheet', 'SheetGetters');
      const { Cascader } = await freshPackage();
      const onChange = vi.fn();
      try {
        render(<Cascader options={regions()} presentation="sheet" aria-label="Region" onChange={onChange} />);
        const combobox = screen.getByRole('combobox');
        act(() => combobox.focus());
        // Opens, then down to the first row and the second: the engine's, whether or not anything shows it.
        for (let i = 0; i < 3; i++) fireEvent.keyDown(combobox, { key: 'ArrowDown' });
        await sleep(200);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(document.querySelector('.rc-cascader-dropdown')).toBeNull();
        expect(combobox.getAttribute('aria-expanded')).toBe('true');
      } finally {
        arrive();
      }
      const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
      expect(dialog.getAttribute('aria-label')).toBe('Region');
      const tree = screen.getByRole('tree');
      await waitFor(() => expect(document.activeElement).toBe(tree));
      // The row the keys went to is the open level's active one.
      expect(document.querySelector('.rc-cascader-menu-item-active')?.getAttribute('title')).toBe('Zhejiang');
      expect(onChange).not.toHaveBeenCalled();
    },
  );

  it(
    'the hooks: presentation says sheet at once; sheet.ready, and the getters’ props, once they arrive',
    SLOW,
    async () => {
      const { useCascader } = await freshPackage();
      const { result } = renderHook(() => useCascader({ options: regions(), presentation: 'sheet' }));
      expect(result.current.presentation).toBe('sheet');
      expect(result.current.sheet.ready).toBe(false);
      expect(result.current.getSheetProps()).toEqual({});
      await waitFor(() => expect(result.current.sheet.ready).toBe(true), { timeout: 20_000 });
      expect(result.current.getSheetProps(undefined, { label: 'Region' })).toMatchObject({
        role: 'dialog',
        'aria-modal': true,
        'aria-label': 'Region',
      });
    },
  );
});
