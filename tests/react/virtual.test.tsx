import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { loadVirtualList } from '../../react/src/components/List';
import { OVERSCAN } from '../../react/src/components/listParts';
import { combobox, flush, holdIdle, itemByPath, toggle } from './helpers';

/** 10 provinces × 2,000 cities: the second column is long enough to virtualise. */
const big = () =>
  Array.from({ length: 10 }, (_, p) => ({
    label: `Province ${p}`,
    value: `p${p}`,
    children: Array.from({ length: 2000 }, (_, c) => ({ label: `City ${p}-${c}`, value: `c${c}` })),
  }));

/** Gives every element a layout box (jsdom has none), as a browser shows a visible list; undone after each test. */
function laidOut() {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(
    () => [new DOMRect(0, 0, 200, 180)] as unknown as DOMRectList,
  );
}
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * A column's height as laid out with rows of the default 32 px: its spacers and the rows in the
 * flow (not the keyboard's row rendered off screen).
 */
const columnHeight = (list: HTMLElement) =>
  Array.from(list.children as HTMLCollectionOf<HTMLElement>).reduce((sum, row) => {
    if (row.getAttribute('role') === 'none') return sum + Number.parseFloat(row.style.height);
    return row.style.position === 'absolute' ? sum : sum + 32;
  }, 0);

const rendered = (column: number) =>
  document.querySelectorAll(`.rc-cascader-menu:nth-child(${column + 1}) > .rc-cascader-menu-item`);

describe('virtualised lists', () => {
  it('short columns render every item; long ones only a window, with the full set size', async () => {
    render(<Cascader options={big()} />);
    await toggle();
    expect(rendered(0)).toHaveLength(10);
    await userEvent.setup().click(itemByPath('p3'));
    const items = rendered(1);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(60);
    expect(items[0].getAttribute('aria-setsize')).toBe('2000');
    expect(items[0].getAttribute('aria-posinset')).toBe('1');
    // Spacers stand in for the items outside the window and are hidden from assistive technology.
    const spacer = document.querySelector('.rc-cascader-menu:nth-child(2) > li[role="none"]')!;
    expect(spacer.getAttribute('aria-hidden')).toBe('true');
    expect(Number.parseInt((spacer as HTMLElement).style.height, 10)).toBeGreaterThan(10_000);
  });

  it('a new long list first renders the rows in view, then rows ahead once idle (or at once when scrolled)', async () => {
    // 180 px of 32 px rows: 6 in view. Rows ahead would only double the work of the first frame.
    await loadVirtualList(); // not the static window that stands in while the chunk loads
    // Idle time comes when the test says so: the timer that stands in for it could fire before the
    // first assertion when the click alone took that long (the rows ahead were then there already).
    const beIdle = holdIdle();
    render(<Cascader options={big()} />);
    await toggle();
    await userEvent.setup().click(itemByPath('p3'));
    expect(rendered(1)).toHaveLength(7);
    beIdle();
    await waitFor(() => expect(rendered(1)).toHaveLength(6 + OVERSCAN));

    await userEvent.setup().click(itemByPath('p4'));
    expect(rendered(1)).toHaveLength(7);
    fireEvent.scroll(document.querySelector('.rc-cascader-menu:nth-child(2)')!);
    expect(rendered(1)).toHaveLength(6 + OVERSCAN);
  });

  it('a column far longer than a screen scrolls anywhere at once, its height the same throughout', async () => {
    // The virtualiser is told of the rows up to where the user has been and a margin (it measures
    // every row it is told of); a spacer of the estimated height stands in for the rest.
    await loadVirtualList();
    const flat = Array.from({ length: 20_000 }, (_, i) => ({ label: `Row ${i}`, value: i }));
    render(<Cascader options={flat} />);
    await toggle();
    const list = document.querySelector<HTMLElement>('.rc-cascader-menu')!;
    const height = () => columnHeight(list);
    expect(height()).toBe(20_000 * 32);
    act(() => {
      list.scrollTop = 15_000 * 32;
      fireEvent.scroll(list);
    });
    const positions = () => Array.from(rendered(0), (row) => Number(row.getAttribute('aria-posinset')));
    expect(positions()).toContain(15_001);
    expect(height()).toBe(20_000 * 32);
    act(() => {
      list.scrollTop = 100 * 32;
      fireEvent.scroll(list);
    });
    expect(positions()).toContain(101);
    expect(height()).toBe(20_000 * 32);
  });

  it('End in a long column that just opened renders its last row, and Home its first again', async () => {
    await loadVirtualList();
    const flat = Array.from({ length: 20_000 }, (_, i) => ({ label: `Row ${i}`, value: i }));
    render(<Cascader options={flat} />);
    await toggle();
    fireEvent.keyDown(combobox(), { key: 'End' });
    const item = itemByPath('19999');
    expect(item.getAttribute('aria-posinset')).toBe('20000');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(item.id);
    // And back: Home renders the first row again, the list as tall as ever.
    fireEvent.keyDown(combobox(), { key: 'Home' });
    const first = itemByPath('0');
    expect(first.getAttribute('aria-posinset')).toBe('1');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(first.id);
    expect(columnHeight(document.querySelector<HTMLElement>('.rc-cascader-menu')!)).toBe(20_000 * 32);
  });

  it('the value’s item is rendered (and the keyboard’s item exists) when opening deep in a long column', async () => {
    render(<Cascader options={big()} defaultValue={['p1', 'c1500']} />);
    await toggle();
    const item = itemByPath('p1', 'c1500');
    expect(item.getAttribute('aria-posinset')).toBe('1501');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(item.id);
  });

  it('virtual={false} renders everything', async () => {
    const options = [{ label: 'P', value: 'p', children: big()[0].children.slice(0, 300) }];
    render(<Cascader options={options} defaultValue={['p', 'c0']} virtual={false} />);
    await toggle();
    expect(rendered(1)).toHaveLength(300);
  });

  it('search results past the threshold are virtualised too, positions intact', async () => {
    render(<Cascader options={big()} showSearch={{ limit: false }} open />);
    await flush();
    fireEvent.change(combobox(), { target: { value: 'City 2-1' } });
    const items = document.querySelectorAll('.rc-cascader-menu-item');
    expect(items.length).toBeLessThan(60);
    expect(items[0].getAttribute('aria-setsize')).toBe('1111'); // 2-1, 2-10…2-19, 2-100…, 2-1000…
    expect(screen.getByRole('status').textContent).toMatch(/1,111 results/);
  });

  it('the default 50 search results render only a window: they are replaced on every keystroke', async () => {
    laidOut(); // as in a browser: the list has a box, so it renders only the rows its height shows
    render(<Cascader options={big()} showSearch open />);
    await flush();
    fireEvent.change(combobox(), { target: { value: 'City' } });
    const items = document.querySelectorAll('.rc-cascader-menu-item');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(25);
    expect(items[0].getAttribute('aria-setsize')).toBe('50');
  });

  it('21 to 100 results with no layout box (jsdom, display: none) all render; limit false and 0 list every one', async () => {
    // Every result counts; a window could only guess at the height of a list that has none.
    const hundred = [{ label: 'Asia', value: 'asia', children: big()[0].children.slice(0, 100) }];
    for (const limit of [false, 0] as const) {
      vi.spyOn(console, 'error').mockImplementation(() => {}); // rc-cascader's warning for a limit of 0
      const { unmount } = render(<Cascader options={hundred} showSearch={{ limit }} open />);
      await flush();
      fireEvent.change(combobox(), { target: { value: 'as' } });
      expect(document.querySelectorAll('.rc-cascader-menu-item')).toHaveLength(100);
      unmount();
    }
  });

  it('a boxless results list is windowed once it is laid out (a ResizeObserver sees its box)', async () => {
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(<Cascader options={big()} showSearch open />);
    await flush();
    fireEvent.change(combobox(), { target: { value: 'City' } });
    expect(document.querySelectorAll('.rc-cascader-menu-item')).toHaveLength(50);
    laidOut();
    act(() => {
      for (const callback of observers) callback([], {} as ResizeObserver);
    });
    const items = document.querySelectorAll('.rc-cascader-menu-item');
    expect(items.length).toBeLessThan(25);
    expect(items[0].getAttribute('aria-setsize')).toBe('50');
  });

  it('twenty search results or fewer are all rendered', async () => {
    render(<Cascader options={big()} showSearch={{ limit: 20 }} open />);
    await flush();
    fireEvent.change(combobox(), { target: { value: 'City' } });
    expect(document.querySelectorAll('.rc-cascader-menu-item')).toHaveLength(20);
  });
});
