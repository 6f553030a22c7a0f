import { HOVER_EXPAND_DELAY } from '@cascadia/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { type CascaderOption, type UseCascaderProps, useCascader } from '../../react/src';
import { resetWarnings } from '../../react/src/utils/warn';
import { deepPath, deepTree } from '../fixtures/deep';
import { closedBranch } from '../fixtures/regions';
import { fakeLayout, restoreLayout, undoLayoutAfterTest } from './fakeLayout';
import { columnTexts, combobox, flush, itemByPath, regions, toggle } from './helpers';
import { HookColumns } from './hookColumns';
import { hydrateWithoutMismatch, renderOnServer, serverRender } from './hydration';

/**
 * jsdom lays nothing out, so `layout="auto"` keeps the columns there; these tests give it a
 * viewport width and a column width, as a browser would measure them.
 */
/** The breadcrumb's crumbs, as rendered (the collapsed one as `…`). */
const crumbTexts = () =>
  Array.from(document.querySelectorAll('.rc-cascader-breadcrumb-button')).map((b) => b.textContent);
const backButton = () => document.querySelector<HTMLButtonElement>('.rc-cascader-back');
/** The label of the keyboard's item (the combobox's aria-activedescendant), which must be rendered. */
const activeLabel = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id
    ? document.getElementById(id)?.querySelector('.rc-cascader-menu-item-content')?.textContent
    : null;
};

describe('drill-down layout', () => {
  it('shows one level at a time: a click on a branch goes in, the back button and crumbs go back', async () => {
    render(<Cascader options={regions()} layout="drilldown" aria-label="Region" />);
    await toggle();
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
    expect(crumbTexts()).toEqual(['All']);
    expect(backButton()).toBeNull(); // nothing before the first level

    fireEvent.click(itemByPath('zj'));
    expect(columnTexts()).toEqual([['杭州']]);
    expect(crumbTexts()).toEqual(['All', '浙江']);
    expect(backButton()!.getAttribute('aria-label')).toBe('Back to All');
    // The keyboard went in with the click: its item is the one rendered level's.
    expect(activeLabel()).toBe('杭州');

    fireEvent.click(itemByPath('zj', 'hangzhou'));
    expect(columnTexts()).toEqual([['余杭']]);
    expect(crumbTexts()).toEqual(['All', '浙江', '杭州']);
    expect(screen.getByRole('button', { name: '杭州' }).getAttribute('aria-current')).toBe('location');

    fireEvent.click(backButton()!);
    expect(columnTexts()).toEqual([['杭州']]);
    fireEvent.click(itemByPath('zj', 'hangzhou'));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
    expect(activeLabel()).toBe('浙江'); // back where the path went through

    // A leaf chooses and closes, as in columns.
    fireEvent.click(itemByPath('zj'));
    fireEvent.click(itemByPath('zj', 'hangzhou'));
    fireEvent.click(itemByPath('zj', 'hangzhou', 'yuhang'));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTitle('浙江 / 杭州 / 余杭')).toBeTruthy();
  });

  it('gives the second click of a double click to the branch it went into, not to the row under it', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} layout="drilldown" changeOnSelect onChange={onChange} />);
    await toggle();
    fireEvent.click(itemByPath('zj'), { detail: 1 });
    expect(columnTexts()).toEqual([['杭州']]);
    // The second click lands on 杭州, now where 浙江 was: it is still 浙江's.
    fireEvent.click(itemByPath('zj', 'hangzhou'), { detail: 2 });
    expect(columnTexts()).toEqual([['杭州']]);
    expect(onChange).toHaveBeenLastCalledWith(['zj'], expect.anything());
    fireEvent.doubleClick(itemByPath('zj', 'hangzhou'));
    expect(combobox().getAttribute('aria-expanded')).toBe('false'); // changeOnSelect: a double click closes
    expect(onChange).toHaveBeenCalledTimes(1);
    // Single clicks later are clicks again.
    await toggle();
    fireEvent.click(itemByPath('zj'), { detail: 1 });
    fireEvent.click(itemByPath('zj', 'hangzhou'), { detail: 1 });
    expect(columnTexts()).toEqual([['余杭']]);
  });

  it('takes a fast second tap on the new level as a tap: a double tap is two taps on a touch screen', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} layout="drilldown" changeOnSelect onChange={onChange} />);
    await toggle();
    // 福建, then 福州 where 福建 was, fast enough for the browser to count a double tap.
    fireEvent.pointerDown(itemByPath('fj'), { pointerType: 'touch' });
    fireEvent.click(itemByPath('fj'), { detail: 1 });
    expect(columnTexts()).toEqual([['福州', '泉州']]);
    const fuzhou = itemByPath('fj', 'fuzhou');
    fireEvent.pointerDown(fuzhou, { pointerType: 'touch' });
    fireEvent.click(fuzhou, { detail: 2 });
    expect(columnTexts()).toEqual([['马尾']]);
    fireEvent.doubleClick(itemByPath('fj', 'fuzhou', 'mawei'));
    expect(onChange).toHaveBeenLastCalledWith(['fj', 'fuzhou'], expect.anything());
    expect(combobox().getAttribute('aria-expanded')).toBe('true'); // no double click closed it
    // A pen taps too.
    fireEvent.pointerDown(itemByPath('fj', 'fuzhou', 'mawei'), { pointerType: 'pen' });
    fireEvent.click(itemByPath('fj', 'fuzhou', 'mawei'), { detail: 2 });
    expect(onChange).toHaveBeenLastCalledWith(['fj', 'fuzhou', 'mawei'], expect.anything());
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('with expandTrigger="hover" and changeOnSelect, a tap on a branch chooses it and goes in (nothing hovers on a phone)', async () => {
    const onChange = vi.fn();
    render(
      <Cascader
        options={regions()}
        layout="drilldown"
        expandTrigger="hover"
        changeOnSelect
        onChange={onChange}
      />,
    );
    await toggle();
    fireEvent.click(itemByPath('fj'), { detail: 1 });
    expect(onChange).toHaveBeenLastCalledWith(['fj'], expect.anything());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(columnTexts()).toEqual([['福州', '泉州']]);
    fireEvent.click(itemByPath('fj', 'fuzhou'), { detail: 1 });
    expect(onChange).toHaveBeenLastCalledWith(['fj', 'fuzhou'], expect.anything());
    expect(columnTexts()).toEqual([['马尾']]);
    fireEvent.click(itemByPath('fj', 'fuzhou', 'mawei'), { detail: 1 });
    expect(onChange).toHaveBeenLastCalledWith(['fj', 'fuzhou', 'mawei'], expect.anything());
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the keyboard model: Right goes in, Left and Backspace go back, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Cascader options={regions()} layout="drilldown" />);
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    await flush();
    await user.keyboard('{ArrowDown}{ArrowDown}'); // 浙江
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
    await user.keyboard('{ArrowRight}');
    expect(columnTexts()).toEqual([['杭州']]);
    expect(activeLabel()).toBe('杭州');
    await user.keyboard('{ArrowRight}');
    expect(columnTexts()).toEqual([['余杭']]);
    await user.keyboard('{Backspace}');
    expect(columnTexts()).toEqual([['杭州']]);
    await user.keyboard('{ArrowLeft}');
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
    expect(activeLabel()).toBe('浙江');
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox());
  });

  it('mirrors in right-to-left: Left goes in, Right goes back, and a click goes in too', async () => {
    const user = userEvent.setup();
    render(<Cascader options={regions()} layout="drilldown" direction="rtl" />);
    await toggle();
    expect(document.querySelector('.rc-cascader-breadcrumb')!.getAttribute('dir')).toBe('rtl');
    fireEvent.click(itemByPath('fj'));
    expect(columnTexts()).toEqual([['福州', '泉州']]);
    combobox().focus();
    await user.keyboard('{ArrowLeft}');
    expect(columnTexts()).toEqual([['马尾']]);
    await user.keyboard('{ArrowRight}');
    expect(columnTexts()).toEqual([['福州', '泉州']]);
    fireEvent.click(backButton()!);
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
  });

  it('keeps the tree semantics of the whole tree with one level rendered', async () => {
    render(<Cascader options={regions()} layout="drilldown" defaultValue={['fj', 'fuzhou', 'mawei']} />);
    await toggle();
    expect(columnTexts()).toEqual([['马尾']]);
    const item = itemByPath('fj', 'fuzhou', 'mawei');
    expect(item.getAttribute('aria-level')).toBe('3');
    expect(item.getAttribute('aria-setsize')).toBe('1');
    expect(item.getAttribute('aria-posinset')).toBe('1');
    // The group is named by its parent, which is not rendered: by text, not by a dangling reference.
    const group = item.closest('[role="group"]')!;
    expect(group.getAttribute('aria-labelledby')).toBeNull();
    expect(group.getAttribute('aria-label')).toBe('福州');
    // The breadcrumb and back button sit outside the tree.
    const tree = screen.getByRole('tree');
    expect(within(tree).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Levels' })).toBeTruthy();
    expect(backButton()!.getAttribute('aria-label')).toBe('Back to 福建');
    expect(backButton()!.tabIndex).toBe(-1);

    fireEvent.click(backButton()!);
    const fuzhou = itemByPath('fj', 'fuzhou');
    expect(fuzhou.getAttribute('aria-level')).toBe('2');
    expect(fuzhou.getAttribute('aria-setsize')).toBe('2');
    expect(fuzhou.getAttribute('aria-posinset')).toBe('1');
    // Pressing the back button (mousedown) does not take focus from the combobox.
    combobox().focus();
    expect(fireEvent.mouseDown(backButton()!)).toBe(false);
  });

  it('checks with the checkbox and goes in with the row, in checkable mode', async () => {
    const onChange = vi.fn();
    render(<Cascader options={regions()} layout="drilldown" checkable onChange={onChange} />);
    await toggle();
    fireEvent.click(itemByPath('zj').querySelector('.rc-cascader-checkbox')!);
    expect(onChange).toHaveBeenLastCalledWith([['zj']], expect.anything());
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]); // checking is not going in
    fireEvent.click(itemByPath('fj'));
    expect(columnTexts()).toEqual([['福州', '泉州']]);
    expect(itemByPath('zj')).toBeNull();
  });

  it('enters a lazy branch once its children have loaded', async () => {
    let resolve!: (children: CascaderOption[]) => void;
    const loadData = () => new Promise<CascaderOption[]>((r) => (resolve = r));
    render(
      <Cascader
        options={[{ label: 'Lazy', value: 'lazy', isLeaf: false }]}
        loadData={loadData}
        layout="drilldown"
      />,
    );
    await toggle();
    fireEvent.click(itemByPath('lazy'));
    expect(columnTexts()).toEqual([['Lazy']]); // loading, in place
    expect(itemByPath('lazy').getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve([{ label: 'Child', value: 'child' }]));
    expect(columnTexts()).toEqual([['Child']]);
    expect(activeLabel()).toBe('Child');
  });

  it('goes into a branch whose children are all disabled, and shows them, as the columns do', async () => {
    render(<Cascader options={closedBranch()} layout="drilldown" aria-label="Region" />);
    await toggle();
    fireEvent.click(itemByPath('b'));
    expect(columnTexts()).toEqual([['B1', 'B2']]);
    expect(crumbTexts()).toEqual(['All', 'Closed']);
    expect(itemByPath('b', 'b1').getAttribute('aria-disabled')).toBe('true');
    // No item is the keyboard's there: none can be, and the hidden branch is not named as one.
    expect(combobox().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(columnTexts()).toEqual([['B1', 'B2']]);
    // One step back is the branch's own level, with the branch the keyboard's item.
    fireEvent.click(backButton()!);
    expect(columnTexts()).toEqual([['Open', 'Closed']]);
    expect(activeLabel()).toBe('Closed');
    fireEvent.click(itemByPath('b'));
    fireEvent.keyDown(combobox(), { key: 'ArrowLeft' });
    expect(columnTexts()).toEqual([['Open', 'Closed']]);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(activeLabel()).toBe('Open');
  });

  it('forgets a pending hover when an item is clicked, so it cannot take the view back a level', async () => {
    vi.useFakeTimers();
    try {
      // Columns side by side, 300 px each: the pointer can aim at the next one.
      let viewport = 1200;
      Object.defineProperty(document.documentElement, 'clientWidth', {
        configurable: true,
        get: () => viewport,
      });
      const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const column = this.tagName === 'UL' && this.getAttribute('role') === 'group';
        const left = column ? Array.from(this.parentElement!.children).indexOf(this) * 300 : 0;
        const width = column ? 300 : 0;
        return {
          width,
          height: 500,
          x: left,
          y: 0,
          top: 0,
          left,
          right: left + width,
          bottom: 500,
          toJSON: () => ({}),
        };
      });
      undoLayoutAfterTest(() => {
        delete (document.documentElement as { clientWidth?: number }).clientWidth;
        rect.mockRestore();
      });
      render(<Cascader options={regions()} expandTrigger="hover" aria-label="Region" />);
      await toggle();
      fireEvent.mouseEnter(itemByPath('fj'));
      expect(columnTexts()).toEqual([
        ['福建', '浙江', '北京'],
        ['福州', '泉州'],
      ]);
      // On its way into 福建's column the pointer crosses 浙江: its expansion waits.
      const tree = document.querySelector('.rc-cascader-menus')!;
      fireEvent.mouseMove(tree, { clientX: 50, clientY: 10 });
      fireEvent.mouseEnter(itemByPath('zj'), { clientX: 100, clientY: 12 });
      // Meanwhile the screen turns narrow: one level at a time.
      viewport = 400;
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
      fireEvent.click(itemByPath('fj'));
      expect(columnTexts()).toEqual([['福州', '泉州']]);
      act(() => {
        vi.advanceTimersByTime(HOVER_EXPAND_DELAY * 2);
      });
      // The click was the user's last word: the view stays in 福建.
      expect(columnTexts()).toEqual([['福州', '泉州']]);
      expect(activeLabel()).toBe('福州');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists search results in the one full-width level', async () => {
    fakeLayout({ viewport: 360, column: 200 });
    const user = userEvent.setup();
    render(<Cascader options={regions()} showSearch />);
    await toggle();
    expect(document.querySelector('.rc-cascader-dropdown-drilldown')).not.toBeNull();
    await user.type(combobox(), '州');
    expect(columnTexts()).toEqual([['福建 / 福州 / 马尾', '福建 / 泉州', '浙江 / 杭州 / 余杭']]);
    expect(document.querySelector('.rc-cascader-breadcrumb')).toBeNull();
    expect(document.querySelector<HTMLElement>('.rc-cascader-dropdown')!.style.width).toBe('352px');
  });
});

describe('server rendering', () => {
  it('renders a drill-down panel as one level and its breadcrumb, and hydrates it without a mismatch', async () => {
    const ui = <Cascader.Panel options={regions()} layout="drilldown" defaultValue={['zj', 'hangzhou']} />;
    const host = serverRender(ui);
    expect(columnTexts()).toEqual([['杭州']]);
    expect(crumbTexts()).toEqual(['All', '浙江']);
    const root = await hydrateWithoutMismatch(host, ui);
    fireEvent.click(screen.getByRole('button', { name: 'Back to All' }));
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
    act(() => root.unmount());
    host.remove();
  });

  it('keeps the columns of `auto` on the server', () => {
    const html = renderOnServer(
      <Cascader.Panel options={regions()} defaultValue={['zj', 'hangzhou', 'yuhang']} />,
    );
    expect(html.match(/role="group"/g)).toHaveLength(3);
    expect(html).not.toContain('rc-cascader-breadcrumb');
  });
});

describe('layout="auto"', () => {
  it('keeps the columns where nothing can be measured (jsdom, the server)', async () => {
    render(<Cascader options={regions()} defaultValue={['zj', 'hangzhou', 'yuhang']} />);
    await toggle();
    expect(columnTexts()).toEqual([['福建', '浙江', '北京'], ['杭州'], ['余杭']]);
    expect(document.querySelector('.rc-cascader-breadcrumb')).toBeNull();
  });

  it('drills down when two columns do not fit the viewport, and goes back to columns when they do', async () => {
    // Columns of 120 px would fit three times, but two columns a finger can use (220 px) do not.
    fakeLayout({ viewport: 360, column: 120 });
    render(<Cascader options={regions()} defaultValue={['zj', 'hangzhou', 'yuhang']} />);
    await toggle();
    expect(columnTexts()).toEqual([['余杭']]);
    expect(crumbTexts()).toEqual(['All', '浙江', '杭州']);
    restoreLayout();
    fakeLayout({ viewport: 600, column: 120 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(columnTexts()).toEqual([['福建', '浙江', '北京'], ['杭州'], ['余杭']]);
    expect(document.querySelector('.rc-cascader-breadcrumb')).toBeNull();
  });

  it('does not take a column alone for a wide one: it stretches to its popup (a set width, or not yet placed)', async () => {
    // Here the only column measures 600 px, as it does in a popup given that width.
    fakeLayout({ viewport: 1000, column: 600 });
    render(<Cascader options={regions()} popupMatchSelectWidth={600} />);
    await toggle();
    expect(document.querySelector('.rc-cascader-dropdown-drilldown')).toBeNull();
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
  });

  it('shows the last columns that fit a deep value, the earlier levels as a short breadcrumb', async () => {
    fakeLayout({ viewport: 600, column: 150 }); // 592 px: three columns
    render(<Cascader options={deepTree(8)} defaultValue={deepPath(8)} />);
    await toggle();
    expect(columnTexts()).toEqual([
      ['L6 A', 'L6 B', 'L6 C'],
      ['L7 A', 'L7 B', 'L7 C'],
      ['L8 A', 'L8 B', 'L8 C'],
    ]);
    // Six levels before the window: the first, the hidden ones behind `…`, the last two.
    expect(crumbTexts()).toEqual(['All', '…', 'L4 A', 'L5 A']);
    expect(screen.getByRole('button', { name: 'L3 A' }).textContent).toBe('…');
    expect(backButton()).toBeNull(); // columns have crumbs, not a back button
    expect(activeLabel()).toBe('L8 A');
    // The first column's parent is not rendered: named by text.
    expect(
      itemByPath(...deepPath(6))
        .closest('[role="group"]')!
        .getAttribute('aria-label'),
    ).toBe('L5 A');

    fireEvent.click(screen.getByRole('button', { name: 'L4 A' }));
    // The level under L4 A shows, its option on the path active: the window slid back.
    expect(columnTexts()).toEqual([
      ['L4 A', 'L4 B', 'L4 C'],
      ['L5 A', 'L5 B', 'L5 C'],
      ['L6 A', 'L6 B', 'L6 C'],
    ]);
    expect(activeLabel()).toBe('L5 A');
    expect(crumbTexts()).toEqual(['All', 'L1 A', 'L2 A', 'L3 A']);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  it('measures the columns again when other branches show, not when an answer numbers the same ones anew', async () => {
    // Side by side: two 150 px columns fit a 1,000 px viewport.
    fakeLayout({ viewport: 1000, column: 150 });
    /** How many times a column's width was read so far. */
    const columnReads = () =>
      vi
        .mocked(HTMLElement.prototype.getBoundingClientRect)
        .mock.contexts.filter((element) => (element as HTMLElement).matches('ul[role="group"]')).length;
    let answer!: (children: CascaderOption[]) => void;
    const loadData = vi.fn(
      () =>
        new Promise<CascaderOption[]>((resolve) => {
          answer = resolve;
        }),
    );
    const options: CascaderOption[] = [
      { label: 'Lazy', value: 'lazy', isLeaf: false },
      { label: 'Open', value: 'open', children: [{ label: 'Leaf', value: 'leaf' }] },
    ];
    render(
      <Cascader checkable showCheckedStrategy={Cascader.SHOW_CHILD} options={options} loadData={loadData} />,
    );
    await toggle();
    // Checking the unloaded branch loads its children, and goes on while the user opens another.
    fireEvent.click(itemByPath('lazy').querySelector('.rc-cascader-checkbox')!);
    expect(loadData).toHaveBeenCalledTimes(1);
    const reads = columnReads();
    fireEvent.click(itemByPath('open'));
    expect(columnTexts()).toEqual([['Lazy', 'Open'], ['Leaf']]);
    // Open's column showed beside the first: both were measured.
    expect(columnReads()).toBeGreaterThan(reads);
    const shown = columnReads();
    // Lazy's children join the tree before Open's: Open and its column have other node ids now.
    await act(async () => answer([{ label: 'A', value: 'a' }]));
    expect(itemByPath('lazy').getAttribute('aria-checked')).toBe('true');
    expect(columnTexts()).toEqual([['Lazy', 'Open'], ['Leaf']]);
    expect(columnReads()).toBe(shown);
  });

  it('renders at most 16 columns of a value 1,000 levels deep before anything is measured', async () => {
    render(<Cascader options={deepTree(1000, 2)} defaultValue={deepPath(1000)} />);
    await toggle();
    const shown = columnTexts();
    expect(shown).toHaveLength(16);
    expect(shown.at(-1)).toEqual(['L1000 A', 'L1000 B']);
    expect(crumbTexts()).toEqual(['All', '…', 'L983 A', 'L984 A']);
    expect(activeLabel()).toBe('L1000 A');
  });

  it('warns about a layout it does not know, naming the prop, and uses auto', async () => {
    resetWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error: a value outside the type, as plain JavaScript may pass
    render(<Cascader options={regions()} layout="sideways" />);
    await toggle();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("`layout` must be 'auto', 'columns' or 'drilldown'"),
    );
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
    warn.mockRestore();
  });
});

/** A custom UI: only the hook's layout state and getters, no Cascadia component. */
function HeadlessDrill(props: UseCascaderProps<CascaderOption>) {
  const api = useCascader(props);
  const { layout } = api;
  return (
    <div {...api.getRootProps()}>
      <input {...api.getInputProps()} aria-label="Region" />
      {api.open && (
        <div {...api.getPopupProps()}>
          <div {...api.getBreadcrumbProps()}>
            {layout.start > 0 && <button {...api.getBackProps()}>back</button>}
            {layout.crumbs.map((crumb) => (
              <button key={crumb.level} {...api.getCrumbProps(crumb)}>
                {crumb.text}
              </button>
            ))}
          </div>
          <HookColumns api={api} columns={layout.visibleColumns} />
        </div>
      )}
    </div>
  );
}

describe('the hooks expose the layout state', () => {
  it('gives a custom UI the level to show, the crumbs and the back button', async () => {
    render(<HeadlessDrill options={regions()} layout="drilldown" defaultValue={['fj', 'fuzhou']} />);
    fireEvent.mouseDown(combobox());
    await flush();
    const rows = () => screen.getAllByRole('treeitem').map((li) => li.textContent);
    expect(rows()).toEqual(['福州', '泉州']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['back', 'All', '福建']);
    fireEvent.click(screen.getByRole('treeitem', { name: '福州' }));
    expect(rows()).toEqual(['马尾']);
    fireEvent.click(screen.getByRole('button', { name: 'Back to 福建' }));
    expect(rows()).toEqual(['福州', '泉州']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(rows()).toEqual(['福建', '浙江', '北京']);
  });

  it('keeps the columns by default in the bare hook (a UI rendering `columns` keeps working); `auto` on request', async () => {
    fakeLayout({ viewport: 360, column: 120 });
    const { unmount } = render(<HeadlessDrill options={regions()} />);
    fireEvent.mouseDown(combobox());
    await flush();
    fireEvent.click(screen.getByRole('treeitem', { name: '福建' }));
    // Columns: the click opened 福建 and stayed on it, its children beside it.
    expect(screen.getAllByRole('treeitem').map((li) => li.textContent)).toEqual([
      '福建',
      '浙江',
      '北京',
      '福州',
      '泉州',
    ]);
    unmount();
    render(<HeadlessDrill options={regions()} layout="auto" />);
    fireEvent.mouseDown(combobox());
    await flush();
    fireEvent.click(screen.getByRole('treeitem', { name: '福建' }));
    expect(screen.getAllByRole('treeitem').map((li) => li.textContent)).toEqual(['福州', '泉州']);
  });
});
