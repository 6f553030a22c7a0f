import {
  type CascaderOption,
  handlesKey,
  initialState,
  type LoadContext,
  transition,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { keepValueOrder } from '../../core/src/machine/value';
import { regions } from '../fixtures/regions';
import { optionsArb, queryArb, type RandomOption } from './arbitraries';
import { setup } from './helpers';

/**
 * The rules rc-cascader's own suite pinned down (issue 10), as properties over random trees where
 * they are rules: the checked value keeps its order, search-mode Enter and Down-then-Enter agree,
 * Space opens a cascader that has nothing to type into, a plain hover expands at once.
 */

type State = ReturnType<typeof initialState<RandomOption>>['state'];
const step = (state: State, event: Parameters<typeof transition<RandomOption>>[1]) =>
  transition(state, event);
const key = (state: State, k: string) => step(state, { type: 'INPUT.KEY_DOWN', key: k, now: 0 });
const sorted = (paths: readonly ValuePath[]) => paths.map((p) => JSON.stringify(p)).sort();

describe('the checked value keeps its order', () => {
  const pathArb = fc.array(fc.constantFrom('a', 'b', 'c', 1), { minLength: 1, maxLength: 3 });
  const uniquePaths = fc.uniqueArray(pathArb, { selector: (p) => JSON.stringify(p), maxLength: 8 });

  it('keepValueOrder: the kept paths first in their old order, then the new ones in tree order', () => {
    fc.assert(
      fc.property(uniquePaths, uniquePaths, (previous, next) => {
        const out = keepValueOrder(previous, next);
        expect(sorted(out)).toEqual(sorted(next));
        const ids = next.map((p) => JSON.stringify(p));
        const kept = previous.map((p) => JSON.stringify(p)).filter((id) => ids.includes(id));
        const fresh = ids.filter((id) => !kept.includes(id));
        expect(out.map((p) => JSON.stringify(p))).toEqual([...kept, ...fresh]);
      }),
    );
  });

  it('checking more never reorders what was already reported', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (options, picks) => {
        let state = initialState<RandomOption>({ options, checkable: true, open: true }).state;
        for (const pick of picks) {
          const before = (state.value ?? []) as ValuePath[];
          const id = pick % state.tree.size;
          state = step(state, { type: 'ITEM.CHECK', path: state.tree.path(id) }).state;
          const after = (state.value ?? []) as ValuePath[];
          const afterIds = after.map((p) => JSON.stringify(p));
          const stillThere = before.map((p) => JSON.stringify(p)).filter((p) => afterIds.includes(p));
          expect(afterIds.slice(0, stillThere.length)).toEqual(stillThere);
        }
      }),
    );
  });

  it('a disabled checked child stays first when its parent gets checked (rc-cascader order)', () => {
    const t = setup({
      checkable: true,
      defaultValue: [['cn', 'bj']],
      options: [
        {
          label: 'China',
          value: 'cn',
          children: [
            { label: 'Beijing', value: 'bj', disabled: true },
            { label: 'Shanghai', value: 'sh' },
          ],
        },
      ],
    });
    t.store.send({ type: 'ITEM.CHECK', path: ['cn'] });
    expect(t.onChange.mock.calls[0][0]).toEqual([['cn', 'bj'], ['cn']]);
  });
});

describe('search-mode Enter', () => {
  it('Enter, and Down then Enter, both pick the first enabled result', () => {
    fc.assert(
      fc.property(optionsArb, queryArb, fc.boolean(), (options, query, changeOnSelect) => {
        const props = { options, showSearch: true, changeOnSelect, open: true };
        let state = initialState<RandomOption>(props).state;
        state = step(state, { type: 'INPUT.CHANGE', value: query }).state;
        const results = state.search?.results ?? [];
        const first = results.find((id) => !state.tree.isDisabled(id));
        const direct = key(state, 'Enter').state;
        const viaDown = key(key(state, 'ArrowDown').state, 'Enter').state;
        if (first === undefined) {
          expect(direct.value).toBe(state.value);
          return;
        }
        expect(direct.value).toEqual(state.tree.path(first));
        expect(viaDown.value).toEqual(direct.value);
      }),
    );
  });

  it('the second Down moves on, and a hovered result is the one Down moves from', () => {
    const t = setup({ options: regions(), showSearch: true, open: true });
    t.store.send({ type: 'INPUT.CHANGE', value: '福' });
    expect(t.state().search!.results).toHaveLength(2);
    t.key('ArrowDown');
    expect(t.state().searchActiveIndex).toBe(0);
    t.key('ArrowDown');
    expect(t.state().searchActiveIndex).toBe(1);
    // New results: the first is active again, by default. Hovering the second is a move of its own.
    t.store.send({ type: 'INPUT.CHANGE', value: '福建' });
    expect(t.state().searchActiveIndex).toBe(0);
    t.store.send({ type: 'RESULT.HOVER', index: 1 });
    t.key('ArrowDown');
    expect(t.state().searchActiveIndex).toBe(0);
  });
});

describe('Space', () => {
  it('opens a cascader without search, selects like Enter once open, and types into a search', () => {
    fc.assert(
      fc.property(optionsArb, fc.boolean(), (options, showSearch) => {
        const closed = initialState<RandomOption>({ options, showSearch }).state;
        const opened = key(closed, ' ').state;
        expect(opened.status === 'open').toBe(!showSearch);
        if (showSearch) return;
        expect(key(opened, ' ').state.value).toEqual(key(opened, 'Enter').state.value);
      }),
    );
  });

  it('belongs to a typeahead query under way', () => {
    const t = setup({
      options: [
        { label: 'New', value: 'n' },
        { label: 'New York', value: 'ny' },
      ],
    });
    t.key(' ', 0);
    expect(t.isOpen()).toBe(true);
    t.key('n', 1000);
    t.key('e', 1100);
    t.key('w', 1200);
    t.key(' ', 1300);
    t.key('y', 1400);
    expect(t.state().activePath).toEqual(['ny']);
    expect(t.onChange).not.toHaveBeenCalled();
  });
});

describe('hover expansion', () => {
  it('a plain hover opens a branch at once and a leaf leaves only its parents open', () => {
    fc.assert(
      fc.property(optionsArb, fc.nat(), (options, pick) => {
        const state = initialState<RandomOption>({ options, expandTrigger: 'hover', open: true }).state;
        const id = pick % state.tree.size;
        const path = state.tree.path(id);
        // Open the way there first (hovering each ancestor), as a pointer would.
        let s = state;
        for (let depth = 1; depth < path.length; depth++)
          s = step(s, { type: 'ITEM.HOVER', path: path.slice(0, depth) }).state;
        const next = step(s, { type: 'ITEM.HOVER', path }).state;
        if (s.tree.isDisabled(id)) expect(next.activePath).toEqual(s.activePath);
        else if (s.tree.isLeaf(id)) expect(next.activePath).toEqual(path.slice(0, -1));
        else expect(next.activePath).toEqual(path);
      }),
    );
  });
});

describe('lazy loading', () => {
  it('an option that turns back into a leaf (isLeaf: true) ends its load instead of loading again', () => {
    const loads: ValuePath[] = [];
    const options: CascaderOption[] = [{ label: 'Zhejiang', value: 'zj', isLeaf: false }];
    const t = setup({
      options,
      loadData: (selected) => void loads.push(selected.map((o) => o.value as string)),
    });
    t.open();
    t.click('zj');
    expect(t.state().loading.size).toBe(1);
    t.store.setProps({ options: [{ label: 'Zhejiang', value: 'zj', isLeaf: true }] });
    expect(t.state().loading.size).toBe(0);
    t.click('zj');
    expect(loads).toEqual([['zj']]);
  });
});

describe('the loader’s second argument', () => {
  it('goes to a loader that declares it, and an rc-cascader loader gets exactly one argument', () => {
    const rcStyle = vi.fn();
    const t = setup({ options: [{ label: 'Zhejiang', value: 'zj', isLeaf: false }], loadData: rcStyle });
    t.open();
    t.click('zj');
    expect(rcStyle.mock.calls).toEqual([[[expect.objectContaining({ value: 'zj' })]]]);

    let context: LoadContext | undefined;
    const withContext = (_selected: CascaderOption[], ctx: LoadContext) => {
      context = ctx;
    };
    const u = setup({ options: [{ label: 'Zhejiang', value: 'zj', isLeaf: false }], loadData: withContext });
    u.open();
    u.click('zj');
    expect(context?.path).toEqual(['zj']);
    expect(context?.signal.aborted).toBe(false);
  });
});

describe('Space with a search box, checkable (issue 27)', () => {
  const options = [
    { label: 'Fujian', value: 'fj', children: [{ label: 'Fuzhou', value: 'fz' }] },
    { label: 'New York', value: 'ny' },
  ];

  it('checks the keyboard’s row while one is active and nothing is typed', () => {
    const t = setup({ options, checkable: true, showSearch: true });
    t.open();
    t.key('ArrowDown');
    t.key('ArrowDown');
    expect(t.state().activePath).toEqual(['ny']);
    const space = { type: 'INPUT.KEY_DOWN', key: ' ' } as const;
    expect(handlesKey(t.state(), { key: ' ' })).toBe(true); // the adapter keeps the space out of the input
    t.store.send(space);
    expect(t.state().value).toEqual([['ny']]);
    expect(t.state().searchValue).toBe('');
  });

  it('types once the user is typing, and with no row active', () => {
    const t = setup({ options, checkable: true, showSearch: true });
    t.open();
    expect(handlesKey(t.state(), { key: ' ' })).toBe(false); // no row yet
    t.key('ArrowDown');
    t.store.send({ type: 'INPUT.CHANGE', value: 'New' });
    expect(handlesKey(t.state(), { key: ' ' })).toBe(false);
    t.key(' ');
    expect(t.state().value).toEqual([]);
  });
});

describe('clearing a single value by keyboard, with allowClear (issue 27)', () => {
  it('Delete with nothing typed, or Backspace while closed, clears as the clear button does', () => {
    for (const key of ['Delete', 'Backspace']) {
      const onClear = vi.fn();
      const t = setup({ options: regions(), allowClear: true, defaultValue: ['fj', 'quanzhou'], onClear });
      expect(handlesKey(t.state(), { key })).toBe(true);
      t.key(key);
      expect(t.state().value).toBeUndefined();
      expect(onClear).toHaveBeenCalledTimes(1);
      expect(t.onChange).toHaveBeenCalledWith(undefined, undefined);
    }
  });

  it('does nothing without allowClear, and Backspace still goes back a level while open', () => {
    const t = setup({ options: regions(), defaultValue: ['fj', 'quanzhou'] });
    t.key('Delete');
    expect(t.state().value).toEqual(['fj', 'quanzhou']);
    const open = setup({ options: regions(), allowClear: true, defaultValue: ['fj', 'quanzhou'] });
    open.open();
    open.key('Backspace');
    expect(open.state().value).toEqual(['fj', 'quanzhou']);
    expect(open.state().activePath).toEqual(['fj']);
  });
});
