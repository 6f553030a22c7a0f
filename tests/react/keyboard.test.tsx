import { act, fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { columnTexts, combobox, flush, fruits, itemByPath, regions } from './helpers';

/** The label of the keyboard's item (the combobox's aria-activedescendant). */
const activeLabel = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id
    ? document.getElementById(id)!.querySelector('.rc-cascader-menu-item-content')!.textContent
    : null;
};

async function openWithKeyboard(ui: React.ReactElement) {
  const user = userEvent.setup();
  const result = render(ui);
  combobox().focus();
  await user.keyboard('{ArrowDown}');
  await flush();
  return { user, ...result };
}

describe('keyboard (COMPAT.md "Keys")', () => {
  it('ArrowDown / Enter open the popup; keys do nothing on a disabled cascader', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Cascader options={regions()} />);
    combobox().focus();
    await user.keyboard('{Enter}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    rerender(<Cascader options={regions()} disabled />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('Up/Down move in the last open column, wrap, and skip disabled items', async () => {
    const { user } = await openWithKeyboard(<Cascader options={regions()} />);
    await user.keyboard('{ArrowDown}');
    expect(activeLabel()).toBe('福建');
    await user.keyboard('{ArrowUp}');
    expect(activeLabel()).toBe('北京'); // wrapped
    await user.keyboard('{ArrowRight}');
    expect(activeLabel()).toBe('朝阳区');
    await user.keyboard('{ArrowDown}');
    expect(activeLabel()).toBe('朝阳区'); // 海淀区 is disabled: the only enabled item stays
    expect(columnTexts()).toEqual([
      ['福建', '浙江', '北京'],
      ['朝阳区', '海淀区'],
    ]);
  });

  it('moving opens the moved-to item’s column', async () => {
    const { user } = await openWithKeyboard(<Cascader options={regions()} />);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(columnTexts()[1]).toEqual(['杭州']);
  });

  it('Right enters the first enabled child; Left and Backspace go back; Left at the first column closes', async () => {
    const { user } = await openWithKeyboard(<Cascader options={regions()} />);
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(activeLabel()).toBe('马尾');
    await user.keyboard('{ArrowLeft}');
    expect(activeLabel()).toBe('福州');
    await user.keyboard('{Backspace}');
    expect(activeLabel()).toBe('福建');
    await user.keyboard('{ArrowLeft}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter selects a leaf and closes; on a branch it goes in', async () => {
    const onChange = vi.fn();
    const { user } = await openWithKeyboard(<Cascader options={regions()} onChange={onChange} />);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(activeLabel()).toBe('福州');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with changeOnSelect selects a branch and closes', async () => {
    const onChange = vi.fn();
    const { user } = await openWithKeyboard(
      <Cascader options={regions()} changeOnSelect onChange={onChange} />,
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(['fj'], expect.any(Array));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes', async () => {
    const { user } = await openWithKeyboard(<Cascader options={regions()} />);
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('Home / End jump to the first / last enabled item', async () => {
    const { user } = await openWithKeyboard(<Cascader options={fruits()} />);
    await user.keyboard('{End}');
    expect(activeLabel()).toBe('Cherry');
    await user.keyboard('{Home}');
    expect(activeLabel()).toBe('Apple');
  });

  it('typeahead by first letters; more letters refine the match', async () => {
    // The letters count as one word when typed within TYPEAHEAD_TIMEOUT: hold the clock still, so
    // a slow, busy test machine cannot split them.
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { user } = await openWithKeyboard(<Cascader options={fruits()} />);
    await user.keyboard('b');
    expect(activeLabel()).toBe('Banana');
    await user.keyboard('l');
    expect(activeLabel()).toBe('Blueberry'); // 'bl' refines the match
    now.mockRestore();
  });

  it('RTL swaps Left and Right', async () => {
    const { user } = await openWithKeyboard(<Cascader options={regions()} direction="rtl" />);
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(activeLabel()).toBe('福州');
    await user.keyboard('{ArrowRight}');
    expect(activeLabel()).toBe('福建');
  });

  it('with search text, Left/Right keep moving the caret (not prevented); Enter takes the first result', async () => {
    const onChange = vi.fn();
    const { user } = await openWithKeyboard(<Cascader options={regions()} showSearch onChange={onChange} />);
    await user.keyboard('州');
    expect(fireEvent.keyDown(combobox(), { key: 'ArrowLeft' })).toBe(true);
    expect(fireEvent.keyDown(combobox(), { key: 'ArrowRight' })).toBe(true);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['fj', 'fuzhou', 'mawei'], expect.any(Array));
  });

  it('suppresses the browser default only for keys the engine used', async () => {
    render(<Cascader options={regions()} />);
    combobox().focus();
    expect(fireEvent.keyDown(combobox(), { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(combobox(), { key: 'ArrowDown' })).toBe(false); // opened
    await flush();
    expect(fireEvent.keyDown(combobox(), { key: 'ArrowDown' })).toBe(false); // moved
    expect(fireEvent.keyDown(combobox(), { key: 'Enter' })).toBe(false); // no form submit while open
  });

  it('prevents the default only for keys the engine acts on (handlesKey)', async () => {
    const user = userEvent.setup();
    render(<Cascader options={regions()} showSearch />);
    const key = (k: string, init: Record<string, unknown> = {}) =>
      !fireEvent.keyDown(combobox(), { key: k, ...init }); // true: the default was prevented
    combobox().focus();
    expect(key('Escape')).toBe(false); // closed: Escape is the page's (a dialog may close)
    expect(key('ArrowLeft')).toBe(false);
    expect(key('Home')).toBe(false);
    expect(key('ArrowDown')).toBe(true); // opens
    await flush();
    expect(key('ArrowDown')).toBe(true); // moves
    expect(key('ArrowRight')).toBe(true); // enters the column
    expect(key('Tab')).toBe(false);
    await user.keyboard('州');
    expect(key('ArrowLeft')).toBe(false); // the caret moves in the search text
    expect(key('Home')).toBe(false);
    expect(key('ArrowDown')).toBe(true); // moves in the results
    expect(key('Escape')).toBe(true); // closes
  });

  it('the opening Down lands on the first row, collapsed; the next Down opens its column where it is', async () => {
    const { user } = await openWithKeyboard(<Cascader options={regions()} />);
    expect(activeLabel()).toBe('福建');
    const row = () => document.getElementById(combobox().getAttribute('aria-activedescendant')!)!;
    expect(row().getAttribute('aria-expanded')).toBe('false');
    expect(columnTexts()).toHaveLength(1);
    await user.keyboard('{ArrowDown}');
    expect(activeLabel()).toBe('福建');
    expect(row().getAttribute('aria-expanded')).toBe('true');
    expect(columnTexts()).toHaveLength(2);
  });

  it('leaves Ctrl/Cmd shortcuts to the browser: no typeahead, no prevented default', async () => {
    const { user } = await openWithKeyboard(<Cascader options={fruits()} />);
    expect(fireEvent.keyDown(combobox(), { key: 'b', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(combobox(), { key: 'b', metaKey: true })).toBe(true);
    // Still the row the opening Down landed on.
    expect(activeLabel()).toBe('Apple');
    await user.keyboard('b');
    expect(activeLabel()).toBe('Banana');
  });

  it('leaves Ctrl/Cmd+A in the search input to the browser (select all), with or without text', async () => {
    const user = userEvent.setup();
    render(<Cascader options={regions()} showSearch />);
    const key = (init: Record<string, unknown>) => !fireEvent.keyDown(combobox(), { key: 'a', ...init });
    combobox().focus();
    expect(key({ ctrlKey: true })).toBe(false); // closed
    await user.keyboard('{ArrowDown}');
    expect(key({ ctrlKey: true })).toBe(false); // open, no text
    await user.keyboard('福');
    expect(key({ ctrlKey: true })).toBe(false); // open, with text
    expect(key({ metaKey: true })).toBe(false);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect((combobox() as HTMLInputElement).value).toBe('福');
  });

  it('AltGr (Ctrl+Alt) types: typeahead takes it', async () => {
    await openWithKeyboard(<Cascader options={fruits()} />);
    expect(fireEvent.keyDown(combobox(), { key: 'b', ctrlKey: true, altKey: true })).toBe(false);
    expect(activeLabel()).toBe('Banana');
  });

  it('a controlled open: Escape is prevented and asks to close through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    render(<Cascader options={regions()} open onOpenChange={onOpenChange} />);
    combobox().focus();
    expect(fireEvent.keyDown(combobox(), { key: 'Escape' })).toBe(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  it('a key the stateReducer vetoes keeps its default', async () => {
    const onOpenChange = vi.fn();
    const { user } = await openWithKeyboard(
      <Cascader
        options={regions()}
        onOpenChange={onOpenChange}
        stateReducer={(state, { event, changes }) =>
          event.type === 'INPUT.KEY_DOWN' && (event.key === 'Escape' || event.key === 'Home')
            ? state
            : changes
        }
      />,
    );
    onOpenChange.mockClear();
    expect(fireEvent.keyDown(combobox(), { key: 'Escape' })).toBe(true);
    expect(fireEvent.keyDown(combobox(), { key: 'Home' })).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(activeLabel()).toBe('福建');
  });

  it('Backspace with an empty search removes the last tag (checkable)', async () => {
    const onChange = vi.fn();
    render(
      <Cascader
        checkable
        options={regions()}
        defaultValue={[['fj'], ['zj']]}
        onChange={onChange}
        showSearch
      />,
    );
    const user = userEvent.setup();
    combobox().focus();
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenCalledWith([['fj']], expect.any(Array));
    expect(document.querySelectorAll('.rc-cascader-selection-item-content')).toHaveLength(1);
  });

  it('calls the user’s onKeyDown too', async () => {
    const onKeyDown = vi.fn();
    render(<Cascader options={regions()} onKeyDown={onKeyDown} />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    await act(async () => {});
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the moved-to item of a long column rendered (virtualised) and in view', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ label: `Item ${i}`, value: i }));
    const { user } = await openWithKeyboard(<Cascader options={many} />);
    await user.keyboard('{End}');
    expect(activeLabel()).toBe('Item 499');
    expect(itemByPath('499').getAttribute('aria-posinset')).toBe('500');
    expect(itemByPath('499').getAttribute('aria-setsize')).toBe('500');
    expect(document.querySelectorAll('.rc-cascader-menu-item').length).toBeLessThan(100);
  });
});

describe('clearing by keyboard (allowClear, issue 27)', () => {
  it('Delete in the empty search clears a single value, as the × does', async () => {
    const onChange = vi.fn();
    render(
      <Cascader
        options={regions()}
        allowClear
        showSearch
        defaultValue={['fj', 'quanzhou']}
        onChange={onChange}
      />,
    );
    combobox().focus();
    await userEvent.setup().keyboard('{Delete}');
    expect(onChange).toHaveBeenCalledWith(undefined, undefined);
    expect(document.querySelector('.rc-cascader-selection-item')).toBeNull();
  });
});
