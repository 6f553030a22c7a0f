import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CascaderHookPart,
  type CascaderOption,
  checkableFeature,
  checkablePart,
  confirmFeature,
  confirmPart,
  layoutPart,
  searchFeature,
  searchPart,
  sheetPart,
  type UseCascaderProps,
  type UseCascaderReturn,
  useLeanCascader,
} from '../../react/src';
import { resetWarnings } from '../../react/src/utils/warn';
import { combobox, flush, regions } from './helpers';
import { HookColumns } from './hookColumns';

/**
 * `useLeanCascader`'s third argument: the hook's parts an app opts into. Without them the hook is
 * a popup whose columns stand side by side; `layoutPart` brings drill-down and the breadcrumb,
 * `sheetPart` the bottom sheet (and the layout with it).
 */
let api: UseCascaderReturn<CascaderOption>;

function Lean({ parts, ...props }: UseCascaderProps<CascaderOption> & { parts?: CascaderHookPart[] }) {
  api = useLeanCascader(props, [], parts);
  return (
    <div {...api.getRootProps()}>
      <input {...api.getInputProps()} aria-label="Region" />
      {api.open && (
        <div {...api.getPopupProps()}>
          {api.layout.crumbs.map((crumb) => (
            <button key={crumb.level} {...api.getCrumbProps(crumb)}>
              {crumb.text}
            </button>
          ))}
          <HookColumns api={api} columns={api.layout.visibleColumns} />
        </div>
      )}
    </div>
  );
}

const rows = () => screen.getAllByRole('treeitem').map((li) => li.textContent);

async function openAndClick(name: string) {
  fireEvent.mouseDown(combobox());
  await flush();
  fireEvent.click(screen.getByRole('treeitem', { name }));
}

afterEach(() => {
  resetWarnings();
  vi.restoreAllMocks();
});

describe('useLeanCascader without parts', () => {
  it('is a popup with the columns side by side: a click opens a branch beside its column and a leaf is chosen', async () => {
    const onChange = vi.fn();
    render(<Lean options={regions()} onChange={onChange} />);
    await openAndClick('福建');
    expect(rows()).toEqual(['福建', '浙江', '北京', '福州', '泉州']);
    expect(api.presentation).toBe('popup');
    expect(api.layout.mode).toBe('columns');
    expect(api.layout.crumbs).toEqual([]);
    expect(api.sheet).toEqual({ dragOffset: 0, dragging: false, ready: false });
    expect(api.canGoForward).toBe(false);
    fireEvent.click(screen.getByRole('treeitem', { name: '泉州' }));
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.anything());
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('warns, naming the prop and the part to pass, about a layout or presentation it cannot give, and keeps the popup and columns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Lean options={regions()} layout="drilldown" presentation="sheet" />);
    await openAndClick('福建');
    expect(rows()).toEqual(['福建', '浙江', '北京', '福州', '泉州']);
    expect(api.presentation).toBe('popup');
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages).toContainEqual(expect.stringMatching(/`layout: "drilldown"`.*layoutPart/));
    expect(messages).toContainEqual(expect.stringMatching(/`presentation: "sheet"`.*sheetPart/));
  });

  it('gives nothing to spread from a getter of a missing part, and says which part it needs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Lean options={regions()} />);
    expect(api.getBackProps()).toEqual({});
    expect(api.getSheetProps()).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/getBackProps needs the hook's layoutPart/));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/getSheetProps needs the hook's sheetPart/));
  });

  it('gives nothing to spread from the search, checkbox, tag and confirm getters, and names the part each needs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Lean options={regions()} />);
    const tag = { label: '福建', path: ['fj'] } as never;
    expect(api.getSearchListProps()).toEqual({});
    expect(api.getSearchResultProps({} as never)).toEqual({});
    expect(api.getSearchRetryProps()).toEqual({});
    expect(api.getCheckboxProps({} as never)).toEqual({});
    expect(api.getTagProps(tag)).toEqual({});
    expect(api.getTagRemoveProps(tag)).toEqual({});
    expect(api.getConfirmProps()).toEqual({});
    expect(api.getCancelProps()).toEqual({});
    const messages = warn.mock.calls.map(([message]) => String(message));
    for (const [getter, part] of [
      ['getSearchResultProps', 'searchPart'],
      ['getCheckboxProps', 'checkablePart'],
      ['getTagRemoveProps', 'checkablePart'],
      ['getConfirmProps', 'confirmPart'],
    ])
      expect(messages).toContainEqual(expect.stringContaining(`${getter} needs the hook's ${part}`));
  });
});

/** A lean hook with search, checking and confirm: results, checkboxes, tags and the Done button. */
function LeanFull(props: UseCascaderProps<CascaderOption>) {
  api = useLeanCascader(
    props,
    [searchFeature, checkableFeature, confirmFeature],
    [searchPart, checkablePart, confirmPart],
  );
  return (
    <div {...api.getRootProps()}>
      {api.display.tags.map((tag) => (
        <span key={tag.key} {...api.getTagProps(tag)}>
          {String(tag.label)}
          <button {...api.getTagRemoveProps(tag)} />
        </span>
      ))}
      <input {...api.getInputProps()} aria-label="Region" />
      {api.open && (
        <div {...api.getPopupProps()}>
          {api.searching ? (
            <ul {...api.getSearchListProps()}>
              {Array.from({ length: api.searchCount }, (_, index) => {
                const result = api.getSearchItem(index);
                return (
                  <li key={result.pathKey} {...api.getSearchResultProps(result)}>
                    {result.parts.map((part) => part.text).join(' / ')}
                  </li>
                );
              })}
            </ul>
          ) : (
            api.columns.map((column) => (
              <ul key={column.parentId} {...api.getColumnProps(column)}>
                {column.items.map((id) => {
                  const item = api.getItem(id);
                  return (
                    <li key={id} {...api.getItemProps(item)}>
                      {api.checkable && (
                        <span data-testid={`check-${item.text}`} {...api.getCheckboxProps(item)} />
                      )}
                      {item.text}
                    </li>
                  );
                })}
              </ul>
            ))
          )}
          {api.confirm.active && (
            <>
              <button {...api.getCancelProps()} />
              <button {...api.getConfirmProps()} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

describe('useLeanCascader with parts', () => {
  it('drills down with layoutPart: a click goes into the branch, a crumb goes back', async () => {
    const warn = vi.spyOn(console, 'warn');
    render(<Lean options={regions()} layout="drilldown" parts={[layoutPart]} />);
    await openAndClick('福建');
    expect(rows()).toEqual(['福州', '泉州']);
    expect(api.layout.crumbs.map((crumb) => crumb.text)).toEqual(['All', '福建']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(rows()).toEqual(['福建', '浙江', '北京']);
    expect(warn).not.toHaveBeenCalled();
  });

  it("goes forward with layoutPart, which brings the engine's trailFeature", async () => {
    render(<Lean options={regions()} parts={[layoutPart]} />);
    await openAndClick('福建');
    fireEvent.keyDown(combobox(), { key: 'ArrowRight' });
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'ArrowLeft' });
    const activeRow = () => combobox().getAttribute('aria-activedescendant');
    expect(activeRow()).toBe(screen.getByRole('treeitem', { name: '福建' }).id);
    expect(api.canGoForward).toBe(true);
    act(() => api.send({ type: 'LEVEL.FORWARD' }));
    expect(activeRow()).toBe(screen.getByRole('treeitem', { name: '泉州' }).id);
  });

  it('presents as a sheet with sheetPart, which brings the drill-down layout with it', async () => {
    render(<Lean options={regions()} presentation="sheet" parts={[sheetPart]} />);
    await openAndClick('福建');
    expect(api.presentation).toBe('sheet');
    expect(api.layout.mode).toBe('drilldown');
    expect(rows()).toEqual(['福州', '泉州']);
    await act(async () => {
      await flush();
    });
  });

  it('shows search results with searchPart, named and chosen as treeitems', async () => {
    const onChange = vi.fn();
    const warn = vi.spyOn(console, 'warn');
    render(<LeanFull options={regions()} showSearch onChange={onChange} />);
    fireEvent.mouseDown(combobox());
    fireEvent.change(combobox(), { target: { value: '泉' } });
    await flush();
    const result = screen.getByRole('treeitem', { name: /泉州/ });
    fireEvent.click(result);
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.anything());
    expect(warn).not.toHaveBeenCalled();
  });

  it('checks with checkablePart, shows the tag and removes it with its button', async () => {
    const onChange = vi.fn();
    render(<LeanFull options={regions()} checkable onChange={onChange} />);
    await openAndClick('福建');
    fireEvent.click(screen.getByTestId('check-泉州'));
    expect(onChange).toHaveBeenLastCalledWith([['fj', 'quanzhou']], expect.anything());
    fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(onChange).toHaveBeenLastCalledWith([], expect.anything());
  });

  it('commits a draft with confirmPart’s Done button', async () => {
    const onChange = vi.fn();
    render(<LeanFull options={regions()} confirm onChange={onChange} />);
    await openAndClick('福建');
    fireEvent.click(screen.getByRole('treeitem', { name: '泉州' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.anything());
  });
});
