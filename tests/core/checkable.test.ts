import { DEFAULT_MESSAGES } from '@cascadia/core';
import { describe, expect, it } from 'vitest';
import { regions } from '../fixtures/regions';
import { setup } from './helpers';

const labelsOf = (options: { label: string }[][]) => options.map((path) => path.map((o) => o.label));

describe('checkable mode through the store', () => {
  it('checking fj reports SHOW_PARENT [[fj]] with its options', () => {
    const t = setup({ options: regions(), checkable: true });
    t.open();
    t.store.send({ type: 'ITEM.CHECK', path: ['fj'] });
    const [value, options] = t.onChange.mock.calls[0];
    expect(value).toEqual([['fj']]);
    expect(labelsOf(options)).toEqual([['福建']]);
    expect(t.isOpen()).toBe(true);
  });

  it('SHOW_CHILD reports the checked leaves', () => {
    const t = setup({ options: regions(), checkable: true, showCheckedStrategy: 'SHOW_CHILD' });
    t.store.send({ type: 'ITEM.CHECK', path: ['fj'] });
    expect(t.onChange.mock.calls[0][0]).toEqual([
      ['fj', 'quanzhou'],
      ['fj', 'fuzhou', 'mawei'],
    ]);
  });

  it('a click on a leaf row toggles it; a click on a branch row only opens it', () => {
    const t = setup({ options: regions(), checkable: true });
    t.open();
    t.click('fj');
    expect(t.onChange).not.toHaveBeenCalled();
    expect(t.columns()).toHaveLength(2);
    t.click('fj', 'quanzhou');
    expect(t.onChange).toHaveBeenLastCalledWith([['fj', 'quanzhou']], expect.any(Array));
    const fj = t.state().tree.find(['fj']);
    expect(t.state().checks?.isHalfChecked(fj)).toBe(true);
  });

  it('a parent becomes checked when all enabled children are; disabled ones are left out', () => {
    const t = setup({ options: regions(), checkable: true });
    t.store.send({ type: 'ITEM.CHECK', path: ['bj', 'chaoyang'] });
    expect(t.state().value).toEqual([['bj']]);
    t.store.send({ type: 'ITEM.CHECK', path: ['bj', 'haidian'] });
    expect(t.state().value).toEqual([['bj']]);
  });

  it('checkStrictly checks nodes on their own', () => {
    const t = setup({ options: regions(), checkable: true, checkStrictly: true });
    t.store.send({ type: 'ITEM.CHECK', path: ['fj'] });
    t.store.send({ type: 'ITEM.CHECK', path: ['fj', 'quanzhou'] });
    expect(t.state().value).toEqual([['fj'], ['fj', 'quanzhou']]);
  });

  it('keeps values not found in the options, and tags show them raw', () => {
    const t = setup({ options: regions(), checkable: true, defaultValue: [['not', 'exist'], ['zj']] });
    t.store.send({ type: 'ITEM.CHECK', path: ['bj', 'chaoyang'] });
    expect(t.state().value).toEqual([['not', 'exist'], ['zj'], ['bj']]);
  });

  it('removing a tag unchecks it', () => {
    const t = setup({ options: regions(), checkable: true, defaultValue: [['fj'], ['zj']] });
    t.store.send({ type: 'TAG.REMOVE', path: ['fj'] });
    expect(t.onChange).toHaveBeenCalledWith([['zj']], expect.any(Array));
    expect(t.state().checks?.isChecked(t.state().tree.find(['fj', 'quanzhou']))).toBe(false);
  });

  it('clears to ([], [])', () => {
    const t = setup({ options: regions(), checkable: true, defaultValue: [['fj']] });
    t.store.send({ type: 'CLEAR.CLICK' });
    expect(t.onChange).toHaveBeenCalledWith([], []);
  });

  it('search results toggle checks and keep the popup open, clearing the search', () => {
    const t = setup({ options: regions(), checkable: true, showSearch: true });
    t.store.send({ type: 'INPUT.CHANGE', value: '福' });
    const labels = t.state().search!.results.map((id) => t.state().tree.labelOf(id));
    expect(labels).toEqual(['福建', '福州', '马尾', '泉州']);
    t.store.send({ type: 'RESULT.CLICK', index: 3 });
    expect(t.state().value).toEqual([['fj', 'quanzhou']]);
    expect(t.isOpen()).toBe(true);
    expect(t.state().searchValue).toBe('');
  });
});

describe('search through the store', () => {
  it('finds leaves whose path contains the text, and announces the count', () => {
    const t = setup({ options: regions(), showSearch: true });
    t.store.send({ type: 'INPUT.CHANGE', value: '福' });
    expect(t.state().search!.results.map((id) => t.state().tree.path(id))).toEqual([
      ['fj', 'fuzhou', 'mawei'],
      ['fj', 'quanzhou'],
    ]);
    expect(t.state().announcement).toBe('2 results');
    t.store.send({ type: 'INPUT.CHANGE', value: '马' });
    expect(t.state().announcement).toBe('1 result');
    t.store.send({ type: 'INPUT.CHANGE', value: 'zzz' });
    expect(t.state().announcement).toBe('No results');
  });

  it('says "more than" when the search stopped at its limit, and counts when only results is translated', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ value: i, label: `item ${i}` }));
    const t = setup({ options: many, showSearch: { limit: 12 } });
    t.store.send({ type: 'INPUT.CHANGE', value: 'item' });
    expect(t.state().search!.complete).toBe(false);
    expect(t.state().announcement).toBe('More than 12 results, showing 12');
    t.store.send({ type: 'INPUT.CHANGE', value: 'item 5' }); // 5 and 50–59: all found, so counted
    expect(t.state().announcement).toBe('11 results');
    const translated = setup({
      options: many,
      showSearch: { limit: 5 },
      messages: { results: (count, shown) => `${count} treffer (${shown})` },
    });
    translated.store.send({ type: 'INPUT.CHANGE', value: 'item' });
    expect(translated.state().announcement).toBe('60 treffer (5)');
    // A pack made from the English one (its moreResults is the default) with results translated.
    const packed = setup({
      options: many,
      showSearch: { limit: 5 },
      messages: { ...DEFAULT_MESSAGES, results: (count, shown) => `${count} treffer (${shown})` },
    });
    packed.store.send({ type: 'INPUT.CHANGE', value: 'item' });
    expect(packed.state().announcement).toBe('60 treffer (5)');
  });

  it('with changeOnSelect every node is a candidate', () => {
    const t = setup({ options: regions(), showSearch: true, changeOnSelect: true });
    t.store.send({ type: 'INPUT.CHANGE', value: '杭' });
    expect(t.state().search!.results.map((id) => t.state().tree.path(id))).toEqual([
      ['zj', 'hangzhou'],
      ['zj', 'hangzhou', 'yuhang'],
    ]);
  });

  it('honours limit, filter and sort', () => {
    const t = setup({
      options: regions(),
      showSearch: {
        limit: 1,
        filter: (input, path) => path.some((o) => String(o.value).includes(input)),
        sort: (a, b) => String(b[b.length - 1].value).localeCompare(String(a[a.length - 1].value)),
      },
    });
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    expect(t.state().search!.total).toBeGreaterThan(1);
    expect(t.state().search!.results.map((id) => t.state().tree.valueOf(id))).toEqual(['yuhang']);
  });

  it('text that reaches a cascader without showSearch still searches, as in rc-cascader', () => {
    // The input is read-only then, so only a script or a controlled searchValue gets here.
    const t = setup({ options: regions() });
    t.store.send({ type: 'INPUT.CHANGE', value: '余杭' });
    expect(t.state().search!.results.map((id) => t.state().tree.valueOf(id))).toEqual(['yuhang']);
    t.store.send({ type: 'INPUT.CHANGE', value: '' });
    expect(t.state().search).toBeNull();
  });
});
