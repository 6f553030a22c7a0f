import {
  type CascaderOption,
  columnAttributes,
  comboboxAttributes,
  createCascader,
  getColumns,
  getItem,
  getSearchItem,
  itemAttributes,
  itemEvents,
  keyEvent,
  keyPreventsDefault,
  liveRegionAttributes,
  makeConnectIds,
  panelAttributes,
  searchResultAttributes,
  treeAttributes,
  writeAttributes,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regions } from '../fixtures/regions';
import { optionsArb } from './arbitraries';

const ids = makeConnectIds('c-');

/** Every row the columns show, with the attributes the connect layer gives it. */
function rows(state: ReturnType<ReturnType<typeof createCascader<CascaderOption>>['getState']>) {
  return getColumns(state).flatMap((column) =>
    column.items.map((id) => itemAttributes(state, getItem(state, id), ids)),
  );
}

describe('connect: the combobox', () => {
  it('is collapsed, controls nothing and points at nothing while closed', () => {
    const store = createCascader({ options: regions() });
    expect(comboboxAttributes(store.getState(), { ids })).toEqual({
      role: 'combobox',
      'aria-haspopup': 'tree',
      'aria-expanded': false,
      'aria-controls': undefined,
      'aria-activedescendant': undefined,
      'aria-autocomplete': 'none',
      'aria-disabled': undefined,
    });
  });

  it('open, controls the tree and points at the keyboard row, whose id is the row its attributes give', () => {
    const store = createCascader({ options: regions(), defaultValue: ['zj', 'hangzhou'] });
    store.send({ type: 'POPUP.OPEN' });
    const state = store.getState();
    const combobox = comboboxAttributes(state, { ids });
    expect(combobox['aria-expanded']).toBe(true);
    expect(combobox['aria-controls']).toBe(treeAttributes(state, ids, { label: 'Options' }).id);
    const row = rows(state).find((r) => r.id === combobox['aria-activedescendant']);
    expect(row?.title).toBe('杭州');
  });

  it('does not point at a tree the adapter has not drawn yet', () => {
    const store = createCascader({ options: regions(), defaultValue: ['zj'] });
    store.send({ type: 'POPUP.OPEN' });
    const combobox = comboboxAttributes(store.getState(), { ids, treeShown: false });
    expect(combobox['aria-controls']).toBeUndefined();
    expect(combobox['aria-activedescendant']).toBeUndefined();
  });

  it('says a search box autocompletes a list', () => {
    const store = createCascader({ options: regions(), showSearch: true });
    expect(comboboxAttributes(store.getState(), { ids })['aria-autocomplete']).toBe('list');
  });

  it('after typing, the first Down lands on the first result and points at it (no wasted key)', () => {
    const store = createCascader({ options: regions(), showSearch: true });
    store.send({ type: 'POPUP.OPEN' });
    store.send({ type: 'INPUT.CHANGE', value: '州' });
    // The first result is Enter's target, not yet the user's: nothing is pointed at while typing.
    expect(comboboxAttributes(store.getState(), { ids })['aria-activedescendant']).toBeUndefined();
    store.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowDown' });
    const state = store.getState();
    expect(state.searchActiveIndex).toBe(0);
    const result = searchResultAttributes(state, getSearchItem(state, state.searchActiveIndex)!, ids);
    expect(comboboxAttributes(state, { ids })['aria-activedescendant']).toBe(result.id);
    expect(result).toMatchObject({ role: 'treeitem', 'aria-level': 1, 'aria-posinset': 1 });
  });
});

describe('connect: the tree, its columns and rows', () => {
  it('names the tree and says it is multiselectable when checkable', () => {
    const store = createCascader({ options: regions(), checkable: true });
    expect(treeAttributes(store.getState(), ids, { label: 'Places' })).toEqual({
      id: ids.tree,
      role: 'tree',
      'aria-multiselectable': true,
      'aria-label': 'Places',
      'aria-labelledby': undefined,
    });
    expect(treeAttributes(store.getState(), ids, { label: 'Places', labelledBy: 'x' })).toMatchObject({
      'aria-label': undefined,
      'aria-labelledby': 'x',
    });
  });

  it('a panel is focusable and points at its keyboard row', () => {
    const store = createCascader({ options: regions(), inline: true });
    store.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowDown' });
    const state = store.getState();
    const panel = panelAttributes(state, ids, { label: 'Places' });
    expect(panel.tabindex).toBe(0);
    expect(panel['aria-activedescendant']).toBe(
      ids.item(0, state.tree.indexInParent(state.tree.find(['fj']))),
    );
    const disabled = createCascader({ options: regions(), inline: true, disabled: true });
    expect(panelAttributes(disabled.getState(), ids, { label: 'Places' })).toMatchObject({
      tabindex: -1,
      'aria-disabled': true,
    });
  });

  it('labels a column by the row that opened it, or by its text when that row is not drawn', () => {
    const store = createCascader({ options: regions(), defaultValue: ['fj', 'fuzhou'] });
    store.send({ type: 'POPUP.OPEN' });
    const state = store.getState();
    const [first, second] = getColumns(state);
    expect(columnAttributes(state, first!, ids, { rootLabel: 'Options' })).toMatchObject({
      role: 'group',
      'aria-label': 'Options',
    });
    expect(columnAttributes(state, second!, ids, { rootLabel: 'Options' })).toMatchObject({
      'aria-labelledby': ids.item(0, state.tree.indexInParent(state.tree.find(['fj']))),
      'aria-label': undefined,
    });
    expect(columnAttributes(state, second!, ids, { rootLabel: 'Options', firstShownDepth: 1 })).toMatchObject(
      { 'aria-labelledby': undefined, 'aria-label': '福建' },
    );
  });

  it('gives every row its level, position, size, and aria-expanded on branches only', () => {
    const store = createCascader({ options: regions(), defaultValue: ['bj', 'chaoyang'] });
    store.send({ type: 'POPUP.OPEN' });
    const all = rows(store.getState());
    const byTitle = Object.fromEntries(all.map((r) => [r.title, r]));
    expect(byTitle.北京).toMatchObject({
      role: 'treeitem',
      tabindex: -1,
      'aria-level': 1,
      'aria-posinset': 3,
      'aria-setsize': 3,
      'aria-expanded': true,
    });
    expect(byTitle.福建!['aria-expanded']).toBe(false);
    expect(byTitle.朝阳区).toMatchObject({ 'aria-level': 2, 'aria-expanded': undefined });
    expect(byTitle.海淀区!['aria-disabled']).toBe(true);
  });

  it('property: the rows of any tree and value have positions 1..n among n siblings and unique ids', () => {
    fc.assert(
      fc.property(optionsArb, fc.nat(), (options, pick) => {
        const store = createCascader({ options: options as CascaderOption[] });
        store.send({ type: 'POPUP.OPEN' });
        // Go somewhere: a few Downs and a Right.
        for (let i = 0; i < pick % 4; i++) store.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowDown' });
        store.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowRight' });
        const state = store.getState();
        for (const column of getColumns(state)) {
          const attrs = column.items.map((id) => itemAttributes(state, getItem(state, id), ids));
          expect(attrs.map((a) => a['aria-posinset'])).toEqual(attrs.map((_, i) => i + 1));
          for (const a of attrs) expect(a['aria-setsize']).toBe(column.count);
        }
        const all = rows(state).map((r) => r.id);
        expect(new Set(all).size).toBe(all.length);
        const active = comboboxAttributes(state, { ids })['aria-activedescendant'];
        if (active !== undefined) expect(all).toContain(active);
      }),
      { numRuns: 60 },
    );
  });
});

describe('connect: events and keys', () => {
  it('maps a row to the engine events its clicks and hover send', () => {
    const store = createCascader({ options: regions() });
    store.send({ type: 'POPUP.OPEN' });
    const state = store.getState();
    const item = getItem(state, state.tree.find(['fj']));
    expect(itemEvents(item)).toEqual({
      click: { type: 'ITEM.CLICK', path: ['fj'] },
      dblclick: { type: 'ITEM.DOUBLE_CLICK', path: ['fj'] },
      mouseenter: { type: 'ITEM.HOVER', path: ['fj'] },
    });
  });

  it('leaves a key an IME is composing alone', () => {
    expect(keyEvent({ key: 'Enter', isComposing: true })).toBeNull();
    expect(keyEvent({ key: 'a' }, { now: 5 })).toMatchObject({ type: 'INPUT.KEY_DOWN', key: 'a', now: 5 });
  });

  it('prevents the default of keys the engine acts on, and of page-moving keys while open', () => {
    const store = createCascader({ options: regions() });
    expect(keyPreventsDefault(store.getState(), keyEvent({ key: 'ArrowDown' })!)).toBe(true);
    expect(keyPreventsDefault(store.getState(), keyEvent({ key: 'Tab' })!)).toBe(false);
    expect(keyPreventsDefault(store.getState(), keyEvent({ key: 'x' })!)).toBe(false);
  });
});

describe('connect: writing attributes', () => {
  it('writes values as strings and removes the undefined ones', () => {
    const written = new Map<string, string>([['aria-busy', 'true']]);
    const element = {
      setAttribute: (name: string, value: string) => written.set(name, value),
      removeAttribute: (name: string) => written.delete(name),
    };
    writeAttributes(element, { ...liveRegionAttributes(ids), 'aria-busy': undefined, tabindex: -1 });
    expect(Object.fromEntries(written)).toEqual({
      id: ids.liveRegion,
      role: 'status',
      'aria-live': 'polite',
      'aria-atomic': 'true',
      tabindex: '-1',
    });
  });
});
