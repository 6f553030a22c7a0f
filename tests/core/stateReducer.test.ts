import { describe, expect, it } from 'vitest';
import type { CascaderSnapshot } from '../../core/src/types/events';
import { regions } from '../fixtures/regions';
import { setup } from './helpers';

describe('stateReducer', () => {
  it('sees the documented snapshot only, never the machine state', () => {
    const seen: CascaderSnapshot[] = [];
    const t = setup({
      options: regions(),
      stateReducer: (state, { changes }) => {
        seen.push(state, changes);
        return changes;
      },
    });
    t.open();
    t.click('fj');
    for (const snapshot of seen) {
      expect(Object.keys(snapshot).sort()).toEqual(
        ['activePath', 'searchActiveIndex', 'searchValue', 'status', 'value'].sort(),
      );
    }
    expect(seen.at(-1)).toMatchObject({ status: 'open', activePath: ['fj'] });
  });

  it('may rewrite the value: the rewritten value is the change', () => {
    const t = setup({
      options: regions(),
      stateReducer: (_state, { event, changes }) =>
        event.type === 'ITEM.CLICK' && Array.isArray(changes.value) && changes.value.at(-1) === 'quanzhou'
          ? { ...changes, value: ['zj', 'hangzhou', 'yuhang'] }
          : changes,
    });
    t.open();
    t.click('fj', 'quanzhou');
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange.mock.calls[0][0]).toEqual(['zj', 'hangzhou', 'yuhang']);
    expect(t.state().value).toEqual(['zj', 'hangzhou', 'yuhang']);
  });

  it('refuses an event by handing back the state it was given', () => {
    const t = setup({
      options: regions(),
      stateReducer: (state, { event, changes }) => (event.type === 'ITEM.CLICK' ? state : changes),
    });
    t.open();
    t.click('fj');
    expect(t.state().activePath).toEqual([]);
  });

  it('returning nothing is reported as the stateReducer’s fault, and the event is dropped', () => {
    const t = setup({
      options: regions(),
      // @ts-expect-error: a reducer that forgot to return
      stateReducer: (_state, { event, changes }) => (event.type === 'ITEM.CLICK' ? undefined : changes),
    });
    t.open();
    t.click('fj');
    expect(t.state().activePath).toEqual([]);
    expect(t.problems.map((p) => [p.prop, p.code])).toContainEqual(['stateReducer', 'callback-threw']);
    expect(String(t.problems.find((p) => p.prop === 'stateReducer')?.message)).toMatch(/stateReducer/);
  });
});
