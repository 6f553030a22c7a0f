import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import Cascader, { useCascader } from '../../react/src';
import { loadSheet } from '../../react/src/components/Cascader';
import { resetWarnings } from '../../react/src/utils/warn';
import { combobox, flush, itemByPath, regions, toggle } from './helpers';

// The sheet's chunks, as a page on a phone has them by the first open (fetched at mount): their
// arrival is tested in lazy-chunks.test.tsx.
beforeAll(() => loadSheet());

const dialog = () => screen.queryByRole('dialog');

describe('presentation (jsdom)', () => {
  it('auto stays a popup where nothing can be measured', async () => {
    render(<Cascader options={regions()} aria-label="Region" />);
    await toggle();
    expect(dialog()).toBeNull();
    expect(document.querySelector('.rc-cascader-sheet')).toBeNull();
    expect(document.querySelector('.rc-cascader-dropdown')).not.toBeNull();
  });

  it("sheet: takes the popup's class names and style, and is named by the placeholder without an aria-label", async () => {
    render(
      <Cascader
        options={regions()}
        presentation="sheet"
        placeholder="Pick a region"
        popupClassName="app-popup"
        popupStyle={{ color: 'red', zIndex: 5 }}
        classNames={{ popup: { root: 'app-popup-root' } }}
        styles={{ popup: { root: { zIndex: 7 } } }}
      />,
    );
    await toggle();
    const sheet = dialog()!;
    expect(sheet.getAttribute('aria-label')).toBe('Pick a region');
    expect(sheet.className).toContain('app-popup');
    expect(sheet.className).toContain('app-popup-root');
    expect(sheet.style.color).toBe('red');
    expect(sheet.style.zIndex).toBe('7');
  });

  it('sheet: a modal dialog named by the field, one level at a time; Escape closes and gives focus back', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    const sheet = dialog()!;
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.getAttribute('aria-label')).toBe('Region');
    expect(sheet.className).toContain('rc-cascader-dropdown-drilldown');
    // The tree took the focus (the trigger is behind the sheet, and inert): a task after the open.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('tree'));
    expect(document.querySelector('.rc-cascader')!.closest('[inert]')).not.toBeNull();
    fireEvent.click(itemByPath('zj'));
    expect(screen.getByRole('button', { name: 'Back to All' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(combobox());
    expect(document.querySelector('[inert]')).toBeNull();
  });

  // It was moved in a task later (a 0 ms timer, to come after the press's own focusing of the
  // trigger): whatever ran first, a test or a user's key, found the focus still on the trigger.
  it('sheet: the focus is in it when the press that opened it returns; the press does not take it back', async () => {
    for (const showSearch of [false, true]) {
      const { unmount } = render(
        <Cascader options={regions()} presentation="sheet" showSearch={showSearch} aria-label="Region" />,
      );
      await flush(); // the popup's placement code, loaded once
      // On the selector, and on the combobox itself (whose press would focus it after the event).
      for (const target of [document.querySelector('.rc-cascader-selector')!, combobox()]) {
        const pressed = fireEvent.mouseDown(target);
        expect(pressed, 'the press focuses nothing of its own').toBe(false);
        const active = document.activeElement!;
        expect(active.closest('[role="dialog"]'), String(showSearch)).not.toBeNull();
        expect(active.getAttribute('role')).toBe(showSearch ? 'combobox' : 'tree');
        fireEvent.keyDown(active, { key: 'Escape' });
        expect(document.activeElement).toBe(combobox());
      }
      unmount();
    }
  });

  it('sheet: the backdrop dismisses; confirm mode keeps the value until Done', async () => {
    const onChange = vi.fn();
    render(
      <Cascader
        options={regions()}
        presentation="sheet"
        confirm
        checkable
        aria-label="Region"
        onChange={onChange}
      />,
    );
    await toggle();
    fireEvent.click(itemByPath('fj').querySelector('.rc-cascader-checkbox')!);
    expect(screen.getByRole('button', { name: 'Done (1)' }).tabIndex).toBe(0);
    fireEvent.click(document.querySelector('.rc-cascader-sheet-backdrop')!);
    expect(dialog()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    await toggle();
    fireEvent.click(itemByPath('fj').querySelector('.rc-cascader-checkbox')!);
    fireEvent.click(screen.getByRole('button', { name: 'Done (1)' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toEqual([['fj']]);
  });

  it("sheet: the browser's back button (a popstate) closes it; the page is not left", async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    expect(window.history.state?.cascadiaSheet).toBeTruthy(); // an entry of its own while open
    fireEvent(window, new PopStateEvent('popstate'));
    expect(dialog()).toBeNull();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('warns about a presentation it does not know, naming the prop, and uses auto', async () => {
    resetWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // biome-ignore lint/suspicious/noExplicitAny: a wrong value on purpose
    render(<Cascader options={regions()} presentation={'drawer' as any} />);
    await toggle();
    expect(warn.mock.calls.flat().join(' ')).toContain('`presentation`');
    expect(dialog()).toBeNull();
    warn.mockRestore();
  });
});

describe('sheet gestures (pointer events)', () => {
  /** A finger put down at (x, y) on `element`, moved and lifted at (x + dx, y + dy). */
  function swipe(element: Element, dx: number, dy = 0) {
    fireEvent.pointerDown(element, {
      pointerId: 7,
      pointerType: 'touch',
      clientX: 200,
      clientY: 300,
      button: 0,
    });
    fireEvent.pointerMove(element, {
      pointerId: 7,
      pointerType: 'touch',
      clientX: 200 + dx / 2,
      clientY: 300 + dy / 2,
    });
    fireEvent.pointerUp(element, {
      pointerId: 7,
      pointerType: 'touch',
      clientX: 200 + dx,
      clientY: 300 + dy,
    });
  }
  const levelTexts = () =>
    Array.from(document.querySelectorAll('.rc-cascader-sheet .rc-cascader-menu-item-content')).map(
      (e) => e.textContent,
    );
  const body = () => document.querySelector('.rc-cascader-sheet-body')!;

  it('a swipe toward the reading end goes back a level, the other way forward; mirrored in right-to-left', async () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const { unmount } = render(
        <Cascader options={regions()} presentation="sheet" direction={direction} aria-label="Region" />,
      );
      await toggle();
      fireEvent.click(itemByPath('fj'));
      fireEvent.click(itemByPath('fj', 'fuzhou'));
      expect(levelTexts()).toEqual(['马尾']);
      const back = direction === 'ltr' ? 120 : -120;
      swipe(body(), back);
      expect(levelTexts(), direction).toEqual(['福州', '泉州']);
      swipe(body(), -back);
      expect(levelTexts(), direction).toEqual(['马尾']);
      // Mostly vertical: a scroll, not a swipe.
      swipe(body(), back, 200);
      expect(levelTexts(), direction).toEqual(['马尾']);
      unmount();
    }
  });

  it('a swipe forward goes to the level last visited, with the row open there (not the first one)', async () => {
    const options = [
      {
        label: 'A',
        value: 'a',
        children: [
          { label: 'A1', value: 'a1' },
          { label: 'A2', value: 'a2', children: [{ label: 'X', value: 'x' }] },
        ],
      },
      { label: 'B', value: 'b' },
    ];
    render(<Cascader options={options} presentation="sheet" aria-label="Letters" />);
    await toggle();
    fireEvent.click(itemByPath('a'));
    fireEvent.click(itemByPath('a', 'a2'));
    expect(levelTexts()).toEqual(['X']);
    swipe(body(), 120);
    swipe(body(), 120);
    expect(levelTexts()).toEqual(['A', 'B']);
    swipe(body(), -120);
    expect(levelTexts()).toEqual(['A1', 'A2']);
    expect(itemByPath('a', 'a2').className).toContain('rc-cascader-menu-item-active');
    swipe(body(), -120);
    expect(levelTexts()).toEqual(['X']);
    // Gone elsewhere (up to A1), the trail is that way: forward comes back to A1.
    swipe(body(), 120);
    fireEvent.keyDown(screen.getByRole('tree'), { key: 'ArrowUp' });
    swipe(body(), 120);
    expect(levelTexts()).toEqual(['A', 'B']);
    swipe(body(), -120);
    expect(itemByPath('a', 'a1').className).toContain('rc-cascader-menu-item-active');
  });

  it('reopened with no value, a swipe forward goes back along the last trail (it did nothing)', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    fireEvent.click(itemByPath('fj'));
    fireEvent.click(itemByPath('fj', 'fuzhou'));
    swipe(body(), 120);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    await toggle();
    expect(levelTexts()).toEqual(['福建', '浙江', '北京']);
    swipe(body(), -120);
    expect(itemByPath('fj').className).toContain('rc-cascader-menu-item-active');
    swipe(body(), -120);
    expect(levelTexts()).toEqual(['福州', '泉州']);
    swipe(body(), -120);
    expect(levelTexts()).toEqual(['马尾']);
  });

  it('a drag on the handle follows the finger; a short one springs back, a long one dismisses', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    const handle = document.querySelector('.rc-cascader-sheet-header')!;
    fireEvent.pointerDown(handle, { pointerId: 3, clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(handle, { pointerId: 3, clientX: 100, clientY: 130 });
    expect(dialog()!.style.transform).toBe('translateY(30px)');
    fireEvent.pointerUp(handle, { pointerId: 3, clientX: 100, clientY: 130 });
    expect(dialog()).not.toBeNull();
    expect(dialog()!.style.transform).toBe('');
    fireEvent.pointerDown(handle, { pointerId: 4, clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(handle, { pointerId: 4, clientX: 100, clientY: 400 });
    fireEvent.pointerUp(handle, { pointerId: 4, clientX: 100, clientY: 400 });
    expect(dialog()).toBeNull();
  });
});

describe('a drag of the sheet is drawn with its move', () => {
  // React renders a pointermove's update in a task of its own, which the browser may run after the
  // next frame is drawn: the sheet was a frame behind the finger (a move's frame 21 ms on a CPU
  // slowed 4×, 9 ms rendered with the move).
  it('a move of the handle has moved the sheet when its event returns, before any task or frame', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    const handle = document.querySelector('.rc-cascader-sheet-header')!;
    fireEvent.pointerDown(handle, { pointerId: 5, clientX: 100, clientY: 100, button: 0 });
    // Dispatched as the browser does, outside act(), which would flush React's scheduled work.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const move = new MouseEvent('pointermove', { bubbles: true, clientX: 100, clientY: 124 });
      Object.defineProperty(move, 'pointerId', { value: 5 });
      handle.dispatchEvent(move);
      expect(dialog()!.style.transform).toBe('translateY(24px)');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    fireEvent.pointerUp(handle, { pointerId: 5, clientX: 100, clientY: 124 });
    expect(dialog()!.style.transform).toBe('');
  });
});

describe('the sheet claims its gestures’ finger moves', () => {
  /** A one-finger touchmove the page may cancel; whether the sheet cancelled it. */
  function touchMove(element: Element, clientX: number, clientY: number): boolean {
    const event = new Event('touchmove', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'touches', { value: [{ clientX, clientY }] });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  }
  const down = (element: Element, pointerId: number) =>
    fireEvent.pointerDown(element, {
      pointerId,
      pointerType: 'touch',
      clientX: 200,
      clientY: 300,
      button: 0,
    });

  // Left to the browser, a quick swipe is a fling to Chromium, and the next tap (the one that
  // would stop it) makes no click: the first tap after a swipe between levels did nothing.
  it('a sideways move over the levels is the swipe’s (cancelled); a vertical one scrolls the level', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    const body = document.querySelector('.rc-cascader-sheet-body')!;
    expect(touchMove(body, 240, 300)).toBe(false); // no finger down on the levels yet
    down(body, 1);
    expect(touchMove(body, 240, 310)).toBe(true);
    expect(touchMove(body, 205, 360)).toBe(false);
  });

  it('every move of a drag on the handle is the drag’s', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    const handle = document.querySelector('.rc-cascader-sheet-header')!;
    down(handle, 2);
    expect(touchMove(handle, 200, 340)).toBe(true);
    fireEvent.pointerUp(handle, { pointerId: 2, clientX: 200, clientY: 340 });
    expect(touchMove(handle, 200, 380)).toBe(false);
  });

  it('its search field is a plain text input (type="search" adds the browser’s own clear button)', async () => {
    render(<Cascader options={regions()} presentation="sheet" showSearch aria-label="Region" />);
    await toggle();
    const search = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(search.closest('[role="dialog"]')).not.toBeNull();
    expect(search.type).toBe('text');
  });
});

describe('the sheet’s forward button (a swipe forward for the keyboard and a screen reader)', () => {
  const levelTexts = () =>
    Array.from(document.querySelectorAll('.rc-cascader-sheet .rc-cascader-menu-item-content')).map(
      (e) => e.textContent,
    );
  const forward = () => document.querySelector<HTMLButtonElement>('.rc-cascader-sheet-forward')!;

  it('is named by the level it goes to, follows the trail, and is disabled (still there) at its end', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    fireEvent.click(itemByPath('fj'));
    fireEvent.keyDown(screen.getByRole('tree'), { key: 'ArrowDown' }); // to 泉州 (a click would choose it)
    fireEvent.click(screen.getByRole('button', { name: 'Back to All' }));
    // Back at the first level, forward goes down the trail: to 福建, with 泉州 (not 福州) open.
    expect(levelTexts()).toEqual(['福建', '浙江', '北京']);
    const button = screen.getByRole('button', { name: 'Forward to 福建' });
    expect(button).toBe(forward());
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.closest('.rc-cascader-sheet-footer')).not.toBeNull();
    fireEvent.click(button);
    expect(levelTexts()).toEqual(['福州', '泉州']);
    expect(itemByPath('fj', 'quanzhou').className).toContain('rc-cascader-menu-item-active');
    // 泉州 is a leaf: nowhere to go. The button stays in its place and in the tab order.
    expect(forward().getAttribute('aria-label')).toBe('Forward');
    expect(forward().getAttribute('aria-disabled')).toBe('true');
    expect(forward().disabled).toBe(false);
    fireEvent.click(forward());
    expect(levelTexts()).toEqual(['福州', '泉州']);
    // Up to 福州 (a branch): forward goes into it.
    fireEvent.keyDown(screen.getByRole('tree'), { key: 'ArrowUp' });
    expect(forward().getAttribute('aria-label')).toBe('Forward to 福州');
    fireEvent.click(forward());
    expect(levelTexts()).toEqual(['马尾']);
  });

  it('with the keyboard: Enter goes forward and the focus goes to that level (a screen reader says it)', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    fireEvent.click(itemByPath('zj'));
    fireEvent.click(screen.getByRole('button', { name: 'Back to All' }));
    const button = screen.getByRole('button', { name: 'Forward to 浙江' });
    button.focus();
    // A button's Enter is its click (jsdom dispatches no click for a key).
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(levelTexts()).toEqual(['杭州']);
    const tree = screen.getByRole('tree');
    expect(document.activeElement).toBe(tree);
    const row = document.getElementById(tree.getAttribute('aria-activedescendant')!);
    expect(row?.querySelector('.rc-cascader-menu-item-content')?.textContent).toBe('杭州');
    expect(forward().getAttribute('aria-label')).toBe('Forward to 杭州');
  });

  it('the back button, gone at the first level, leaves the focus in the tree (not dropped to the page)', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    fireEvent.click(itemByPath('zj'));
    const back = screen.getByRole('button', { name: 'Back to All' });
    back.focus();
    fireEvent.click(back);
    expect(document.querySelector('.rc-cascader-sheet-back')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('tree'));
  });

  it('is named in the language pack’s language, and its text is the level’s', async () => {
    const { default: zhCN } = await import('../../react/src/locale/packs/zh-CN');
    render(<Cascader options={regions()} presentation="sheet" locale={zhCN} aria-label="地区" />);
    await toggle();
    fireEvent.click(itemByPath('zj'));
    fireEvent.click(screen.getByRole('button', { name: '返回全部' }));
    const button = screen.getByRole('button', { name: '前进到浙江' });
    expect(button.textContent).toBe('浙江');
  });

  it('is not there while a search shows its results', async () => {
    render(<Cascader options={regions()} presentation="sheet" showSearch aria-label="Region" />);
    await toggle();
    expect(forward()).not.toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: '州' } });
    expect(document.querySelector('.rc-cascader-sheet-forward')).toBeNull();
  });
});

describe('forward a level (hook)', () => {
  it('tells a custom UI whether forward would open a level; LEVEL.FORWARD goes down the trail', () => {
    const { result } = renderHook(() => useCascader({ options: regions(), defaultOpen: true }));
    const send = (event: Parameters<typeof result.current.send>[0]) => act(() => result.current.send(event));
    const active = () => result.current.columns.map((column) => column.activeIndex);
    send({ type: 'ITEM.CLICK', path: ['fj'] });
    send({ type: 'ITEM.ENTER', path: ['fj'], child: ['fj', 'quanzhou'] });
    expect(result.current.canGoForward).toBe(false); // 泉州 is a leaf
    send({ type: 'INPUT.KEY_DOWN', key: 'ArrowLeft' });
    expect(result.current.canGoForward).toBe(true);
    send({ type: 'LEVEL.FORWARD' });
    expect(active()).toEqual([0, 1]); // back on 泉州, not 福州
    send({ type: 'POPUP.CLOSE' });
    expect(result.current.canGoForward).toBe(false);
  });
});
