import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { revealRow } from '../../react/src/components/useRowInView';
import { combobox, flush, itemByPath } from './helpers';

/**
 * Keeping the active row in view, from the row's laid-out geometry. jsdom lays nothing out, so
 * these tests give it a layout: rows of ROW px stacked from the column's PAD px padding, columns
 * VIEW px high. (Chromium checks the real thing: scroll.browser.test.ts.)
 */
const ROW = 30;
const PAD = 4;
const VIEW = 100;

/** Installs getters on HTMLElement.prototype for the fake layout; returns the scrollTo spy. */
function fakeLayout() {
  const scrollTops = new WeakMap<Element, number>();
  const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
    scrollTops.set(this, options.top ?? 0);
  });
  const getters: Record<string, (this: HTMLElement) => unknown> = {
    offsetParent() {
      return null; // the column is not positioned: rows and column share an offset parent
    },
    offsetTop() {
      const list = this.parentElement;
      if (this.tagName !== 'LI' || !list) return 50; // the column sits 50 px into the popup
      return 50 + PAD + Array.prototype.indexOf.call(list.children, this) * ROW;
    },
    offsetHeight() {
      return this.tagName === 'LI' ? ROW : VIEW;
    },
    clientHeight() {
      return this.tagName === 'UL' ? VIEW : 0;
    },
    scrollTop() {
      return scrollTops.get(this) ?? 0;
    },
  };
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const [name, get] of Object.entries(getters)) {
    saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  }
  saved.set('scrollTo', Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollTo'));
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
  const style = document.createElement('style');
  style.textContent = `ul { padding: ${PAD}px 0 }`;
  document.head.append(style);
  const restore = () => {
    style.remove();
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  };
  return { scrollTo, scrollTops, restore };
}

let layout: ReturnType<typeof fakeLayout>;
beforeEach(() => {
  layout = fakeLayout();
});
afterEach(() => layout.restore());

/** 20 rows: rows 0–2 fit the 100 px column, row 3 is cut off, the rest are below. */
const options = Array.from({ length: 20 }, (_, i) => ({ label: `Item ${i}`, value: `i${i}` }));

/** The list and row elements of a bare list, for the rule itself. */
function bareList(rows: number) {
  const list = document.createElement('ul');
  for (let i = 0; i < rows; i++) list.append(document.createElement('li'));
  document.body.append(list);
  return { list, row: (i: number) => list.children[i] as HTMLElement };
}

describe('revealRow: the least scroll that shows the row, with the column padding around it', () => {
  it('leaves a row wholly in view alone', () => {
    const { list, row } = bareList(20);
    revealRow(list, row(0));
    revealRow(list, row(2));
    expect(layout.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls down to a row cut off or below, up to one above, each with the padding', () => {
    const { list, row } = bareList(20);
    revealRow(list, row(3)); // 94..124 in a 0..100 view
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 124 + PAD - VIEW });
    revealRow(list, row(10)); // 304..334
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 334 + PAD - VIEW });
    revealRow(list, row(1)); // 34..64, above the view now
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 34 - PAD });
    revealRow(list, row(0));
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
  });

  it('measures rows from the column itself when the column positions them', () => {
    const { list, row } = bareList(20);
    const target = row(5);
    Object.defineProperty(target, 'offsetParent', { get: () => list });
    Object.defineProperty(target, 'offsetTop', { get: () => 200 }); // already relative to the column
    revealRow(list, target);
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 200 + ROW + PAD - VIEW });
  });

  it('never moves a hovered row that is partly in view; one wholly out of view still comes in', () => {
    const { list, row } = bareList(20);
    revealRow(list, row(3), true);
    expect(layout.scrollTo).not.toHaveBeenCalled();
    revealRow(list, row(8), true);
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 274 + PAD - VIEW });
  });
});

describe('the Cascader keeps the active row in view', () => {
  it('opens with the value row in view, and follows the keyboard', async () => {
    render(<Cascader options={options} defaultValue={['i10']} open />);
    await flush();
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 334 + PAD - VIEW });
    layout.scrollTo.mockClear();
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' }); // row 11 is below: one row down
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 364 + PAD - VIEW });
    layout.scrollTo.mockClear();
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' }); // row 10 is wholly in view
    expect(layout.scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll when hover expansion activates a row partly in view', async () => {
    const tree = options.map((o) => ({ ...o, children: [{ label: 'Leaf', value: 'leaf' }] }));
    render(<Cascader options={tree} expandTrigger="hover" open />);
    await flush();
    fireEvent.mouseEnter(itemByPath('i3'));
    expect(itemByPath('i3').className).toContain('-active');
    expect(layout.scrollTo).not.toHaveBeenCalled();
  });

  it('search results stay at their start until the user moves, then follow the active result', async () => {
    render(<Cascader options={options} showSearch open />);
    await flush();
    const list = () => document.querySelector<HTMLElement>('.rc-cascader-menu')!;
    fireEvent.change(combobox(), { target: { value: 'Item' } });
    // The first result is Enter's target, not a row the user went to: nothing scrolls for it.
    expect(layout.scrollTo).not.toHaveBeenCalled();
    for (let i = 0; i < 4; i++) fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(document.querySelector('.rc-cascader-menu-item-active')?.textContent).toBe('Item 3');
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 124 + PAD - VIEW });
    // New results after the user moved start from the top again.
    act(() => {
      fireEvent.change(combobox(), { target: { value: 'Item 1' } });
    });
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    expect(layout.scrollTops.get(list())).toBe(0);
  });
});
