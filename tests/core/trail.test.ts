import {
  type CascaderOption,
  type CascaderState,
  canGoForward,
  createCascader,
  initialState,
  transition,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { closedBranch, regions } from '../fixtures/regions';
import { optionsArb, type RandomOption } from './arbitraries';
import { setup } from './helpers';

const forward = { type: 'LEVEL.FORWARD' } as const;

describe('LEVEL.FORWARD: forward a level along the trail (issue 25, item 3)', () => {
  it('goes back down to the level last visited, with the row that was open there', () => {
    const t = setup({ options: regions() });
    t.open();
    t.click('fj');
    t.store.send({ type: 'ITEM.ENTER', path: ['fj'] });
    t.key('ArrowDown'); // 泉州, not the first child
    t.key('ArrowLeft');
    expect(t.state().activePath).toEqual(['fj']);
    expect(canGoForward(t.state())).toBe(true);
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'quanzhou']);
    // 泉州 is a leaf: nothing further down.
    expect(canGoForward(t.state())).toBe(false);
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'quanzhou']);
  });

  it('returns level by level down a deep trail, however far the user went back up', () => {
    const t = setup({ options: regions() });
    t.open();
    t.click('fj');
    t.click('fj', 'fuzhou');
    t.store.send({ type: 'ITEM.ENTER', path: ['fj', 'fuzhou'] });
    expect(t.state().activePath).toEqual(['fj', 'fuzhou', 'mawei']);
    t.key('ArrowLeft');
    t.key('ArrowLeft');
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'fuzhou']);
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'fuzhou', 'mawei']);
  });

  it('going another way makes that the trail; with none below, forward goes as Right does', () => {
    const t = setup({ options: regions() });
    t.open();
    t.click('fj');
    t.store.send({ type: 'ITEM.ENTER', path: ['fj'] });
    t.key('ArrowDown');
    t.key('ArrowLeft');
    t.key('ArrowDown'); // 浙江: off the trail
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['zj', 'hangzhou']);
    // Back to 福建 by the keys: its trail was forgotten, so its first enabled child.
    t.key('ArrowLeft');
    t.key('ArrowUp');
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'fuzhou']);
  });

  it('has no side: the same event goes forward in right-to-left', () => {
    const t = setup({ options: regions(), direction: 'rtl' });
    t.open();
    t.click('fj');
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'fuzhou']);
    t.key('ArrowDown');
    t.key('ArrowRight'); // back, mirrored
    expect(t.state().activePath).toEqual(['fj']);
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'quanzhou']);
  });

  it('does nothing while the popup is closed or a search is typed', () => {
    const t = setup({ options: regions(), showSearch: true });
    t.open();
    t.click('fj');
    t.store.send({ type: 'ITEM.ENTER', path: ['fj'] });
    t.key('ArrowLeft');
    t.store.send({ type: 'POPUP.CLOSE' });
    const closed = t.state();
    expect(canGoForward(closed)).toBe(false);
    t.store.send(forward);
    expect(t.state()).toBe(closed);
    t.open();
    t.store.send({ type: 'INPUT.CHANGE', value: '州' });
    const searching = t.state();
    expect(canGoForward(searching)).toBe(false);
    t.store.send(forward);
    expect(t.state()).toBe(searching);
  });

  it('keeps the trail while the popup is closed: reopened on the same branch, forward returns', () => {
    const t = setup({ options: regions(), checkable: true });
    t.open();
    t.click('fj');
    t.store.send({ type: 'ITEM.ENTER', path: ['fj'] });
    t.key('ArrowDown');
    t.key('ArrowLeft');
    t.key('Escape');
    t.open();
    expect(t.state().activePath).toEqual(['fj']);
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'quanzhou']);
  });

  it('reopened with nothing open (no value), forward goes to the trail’s first row, then down it', () => {
    const t = setup({ options: regions() });
    t.open();
    t.click('fj');
    t.store.send({ type: 'ITEM.ENTER', path: ['fj'] });
    t.key('ArrowDown');
    t.key('ArrowLeft');
    t.key('Escape');
    t.open();
    expect(t.state().activePath).toEqual([]);
    expect(canGoForward(t.state())).toBe(true);
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj']);
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'quanzhou']);
  });

  it('out of a branch whose children are all disabled, it does what Right does (nothing)', () => {
    const t = setup({ options: closedBranch() });
    t.open();
    t.click('b');
    expect(canGoForward(t.state())).toBe(false);
    t.store.send({ type: 'ITEM.ENTER', path: ['b'] });
    t.key('ArrowLeft');
    const before = t.state();
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['b']);
    expect(t.state().entered).toBeNull();
    expect(before.activePath).toEqual(['b']);
  });

  it('a row of the trail disabled since goes to the first enabled child; an unloaded branch loads', () => {
    const options = regions();
    const t = setup({ options });
    t.open();
    t.click('fj');
    t.store.send({ type: 'ITEM.ENTER', path: ['fj'] });
    t.key('ArrowDown');
    t.key('ArrowLeft');
    const changed = regions();
    changed[0].children![1].disabled = true;
    t.store.setProps({ options: changed });
    t.store.send(forward);
    expect(t.state().activePath).toEqual(['fj', 'fuzhou']);

    const loadData = vi.fn();
    const lazy = setup({ options: [{ label: 'A', value: 'a', isLeaf: false }], loadData });
    lazy.open();
    lazy.key('ArrowDown'); // A, its children not asked for yet
    expect(canGoForward(lazy.state())).toBe(true);
    lazy.store.send(forward);
    expect(loadData).toHaveBeenCalledTimes(1);
    // Asked for: forward has nothing more to do until they arrive.
    expect(canGoForward(lazy.state())).toBe(false);
  });

  it('is an event a stateReducer sees, and may rewrite', () => {
    const seen: string[] = [];
    const store = createCascader<CascaderOption>({
      options: regions(),
      stateReducer: (_state, { event, changes }) => {
        seen.push(event.type);
        return event.type === 'LEVEL.FORWARD' ? { ...changes, activePath: ['bj'] } : changes;
      },
    });
    store.send({ type: 'POPUP.OPEN' });
    store.send({ type: 'ITEM.CLICK', path: ['fj'] });
    store.send(forward);
    expect(seen).toContain('LEVEL.FORWARD');
    expect(store.getState().activePath).toEqual(['bj']);
    // The trail follows the open path the reducer left.
    expect(store.getState().trail).toEqual(['bj']);
  });
});

/** The value paths of a random tree's branches, to click. */
function branchPathsOf(options: RandomOption[], prefix: string[] = []): string[][] {
  return options.flatMap((o) =>
    o.children ? [[...prefix, o.value], ...branchPathsOf(o.children, [...prefix, o.value])] : [],
  );
}

describe('the trail (property)', () => {
  const isPrefix = (a: readonly unknown[], b: readonly unknown[]) =>
    a.length <= b.length && a.every((v, i) => v === b[i]);

  type Step =
    | { kind: 'click' | 'enter'; n: number }
    | { kind: 'enter' | 'down' | 'back' | 'forward' | 'backForward' | 'close' | 'open' | 'search' };
  // Mostly moves within an open popup (where the trail grows and is walked), now and then a close,
  // a reopen or a search.
  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    {
      arbitrary: fc.record({ kind: fc.constantFrom('click' as const, 'enter' as const), n: fc.nat() }),
      weight: 4,
    },
    { arbitrary: fc.record({ kind: fc.constantFrom('down' as const, 'enter' as const) }), weight: 3 },
    {
      arbitrary: fc.record({
        kind: fc.constantFrom('back' as const, 'forward' as const, 'backForward' as const),
      }),
      weight: 6,
    },
    {
      arbitrary: fc.record({ kind: fc.constantFrom('close' as const, 'open' as const, 'search' as const) }),
      weight: 1,
    },
  );

  it('forward stays on the trail; back then forward restores the open path; the trail extends the open path', () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.boolean(),
        fc.array(stepArb, { minLength: 10, maxLength: 40 }),
        (options, rtl, steps) => {
          const props = {
            options: options as CascaderOption[],
            direction: rtl ? ('rtl' as const) : ('ltr' as const),
            loadData: () => {},
            showSearch: true,
            changeOnSelect: true,
          };
          const branches = branchPathsOf(options);
          let state: CascaderState<CascaderOption> = initialState<CascaderOption>({
            ...props,
            defaultOpen: true,
          }).state;
          const send = (event: Parameters<typeof transition<CascaderOption>>[1]) => {
            const done = transition(state, event);
            state = done.state;
            return done.effects;
          };
          const key = (k: string) => send({ type: 'INPUT.KEY_DOWN', key: k });
          const backKey = rtl ? 'ArrowRight' : 'ArrowLeft';
          for (const step of steps) {
            const before = state;
            switch (step.kind) {
              case 'click':
                // A branch: a leaf would be chosen, and close the popup.
                if (branches.length > 0)
                  send({ type: 'ITEM.CLICK', path: branches[step.n % branches.length] });
                break;
              case 'enter': {
                // Into the open row, to one of its children (as a sheet's tap does) or to the first.
                const id = state.tree.find(state.activePath);
                const count = id < 0 ? 0 : state.tree.childCount(id);
                const child =
                  'n' in step && count > 0
                    ? state.tree.path(state.tree.childAt(id, step.n % count))
                    : undefined;
                send({ type: 'ITEM.ENTER', path: state.activePath, child });
                break;
              }
              case 'down':
                key('ArrowDown');
                break;
              case 'back':
                // As the sheet's back button: never from the top level (where the key closes the popup).
                if (state.activePath.length > 1 || state.entered) key(backKey);
                break;
              case 'close':
                send({ type: 'POPUP.CLOSE' });
                break;
              case 'open':
                send({ type: 'POPUP.OPEN' });
                break;
              case 'search':
                send({ type: 'INPUT.CHANGE', value: state.searchValue ? '' : 'a' });
                break;
              case 'forward': {
                const can = canGoForward(before);
                const effects = send(forward);
                const below = before.trail.length > before.activePath.length;
                // Forward never leaves the trail: back down it, or (none below) one level into the row.
                if (below && !before.entered) expect(isPrefix(state.activePath, before.trail)).toBe(true);
                if (!can) expect(state.activePath).toEqual(before.activePath);
                else
                  expect(
                    state.activePath.length === before.activePath.length + 1 ||
                      effects.some((effect) => effect.type === 'load'),
                  ).toBe(true);
                break;
              }
              case 'backForward': {
                const shown = before.status === 'open' && !before.search;
                if (!shown || before.entered || before.activePath.length < 2) break;
                key(backKey);
                send(forward);
                expect(state.activePath).toEqual(before.activePath);
                break;
              }
            }
            expect(isPrefix(state.activePath, state.trail)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
