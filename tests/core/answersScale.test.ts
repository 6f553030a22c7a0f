import {
  type CascaderOption,
  type CascaderState,
  getDisplay,
  initialState,
  pathId,
  transition,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tree } from '../../core/src/tree/tree';
import { flush, setup } from './helpers';

/**
 * Answers that join the tree must cost time linear in their size (issue 23; `npm run bench --
 * answers` measures it): counted here as work done (tree rebuilds), never as time.
 */

afterEach(() => vi.restoreAllMocks());

type Opt = CascaderOption;
const never = () => new Promise<never>(() => {});
const branches = (count: number): Opt[] =>
  Array.from({ length: count }, (_, i) => ({ label: `B${i}`, value: `b${i}`, isLeaf: false }));
const along = ([b, c, l]: ValuePath): Opt[] => [
  { label: `B ${b}`, value: b, isLeaf: false },
  { label: `C ${c}`, value: c, isLeaf: false },
  { label: `L ${l}`, value: l },
];
/** Every node of the tree as its path and label, in tree order. */
const nodes = (state: CascaderState<Opt>) =>
  Array.from(
    { length: state.tree.size },
    (_, id) => `${pathId(state.tree.path(id))}=${state.tree.labelOf(id)}`,
  );

function savedPaths(count: number) {
  const value: ValuePath[] = Array.from({ length: count }, (_, i) => [`b${i}`, `c${i}`, `l${i}`]);
  const state = initialState<Opt>({
    options: branches(count),
    checkable: true,
    loadData: never,
    loadPath: never,
    value,
  }).state;
  return { value, state, requests: [...state.pathLoads.values()] };
}

describe('loadPath answers for many saved paths', () => {
  it('500 answers, one event each, rebuild the tree a few times, not once per answer', () => {
    let { state, requests, value } = savedPaths(500);
    const builds = vi.spyOn(Tree, 'build');
    for (const { requestId, path } of requests)
      state = transition(state, { type: 'PATH.RESOLVE', requestId, options: along(path) }).state;
    const rebuilds = builds.mock.calls.filter(([, , options]) => options?.loaded).length;
    expect(rebuilds).toBeLessThan(10);
    expect(state.pathLoads.size).toBe(0);
    expect(getDisplay(state).tags.map((tag) => tag.text)).toEqual(value.map(([, , l]) => `L ${l}`));
  });

  it("in a store, answers that arrive in one task join the tree together, within that task's next turn", async () => {
    const answers: (() => void)[] = [];
    const t = setup({
      options: branches(3),
      checkable: true,
      loadPath: (path: ValuePath) =>
        new Promise<Opt[]>((resolve) => answers.push(() => resolve(along(path)))),
      value: [
        ['b0', 'c0', 'l0'],
        ['b1', 'c1', 'l1'],
        ['b2', 'c2', 'l2'],
      ],
    });
    const builds = vi.spyOn(Tree, 'build');
    answers[0]();
    answers[1]();
    await flush(); // the answers arrive (the store's join timer is set after this flush's own)
    await flush(); // the join timer fires
    const rebuilds = builds.mock.calls.filter(([, , options]) => options?.loaded).length;
    expect(rebuilds).toBe(1);
    expect(getDisplay(t.state()).tags.map((tag) => tag.loading)).toEqual([false, false, true]);
  });

  it('an answer held for the others still shows its path as loading, and any other event joins it', () => {
    let { state, requests } = savedPaths(3);
    state = transition(state, {
      type: 'PATH.RESOLVE',
      requestId: requests[0].requestId,
      options: along(requests[0].path),
    }).state;
    expect(getDisplay(state).tags.map((tag) => tag.loading)).toEqual([true, true, true]);
    state = transition(state, { type: 'POPUP.OPEN' }).state;
    expect(state.tree.find(requests[0].path)).toBeGreaterThanOrEqual(0);
    expect(getDisplay(state).tags.map((tag) => tag.loading)).toEqual([false, true, true]);
  });

  it('answers in any order, failures among them, give the tree that joining each at once gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.boolean()), { maxLength: 30 }),
        (count, steps) => {
          const { state: start, requests } = savedPaths(count);
          let held = start;
          let eager = start;
          const left = [...requests];
          for (const [pick, fail, nudge] of steps) {
            if (left.length === 0) break;
            const { requestId, path } = left.splice(pick % left.length, 1)[0];
            const event = fail
              ? ({ type: 'PATH.REJECT', requestId, error: new Error('down') } as const)
              : ({ type: 'PATH.RESOLVE', requestId, options: along(path) } as const);
            held = transition(held, event).state;
            // The eager one joins each answer at once: an event of another kind joins what is held.
            eager = transition(transition(eager, event).state, { type: 'TREE.INDEXED' }).state;
            if (nudge) held = transition(held, { type: 'TREE.INDEXED' }).state;
          }
          for (const { requestId, path } of left) {
            const event = { type: 'PATH.RESOLVE', requestId, options: along(path) } as const;
            held = transition(held, event).state;
            eager = transition(transition(eager, event).state, { type: 'TREE.INDEXED' }).state;
          }
          expect(held.pathLoads.size).toBe(0);
          expect(nodes(held)).toEqual(nodes(eager));
          expect(getDisplay(held)).toEqual(getDisplay(eager));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a loadPath answer for a value 10,000 levels deep', () => {
  it('joins in one rebuild: every level is a partial node, and the value shows its labels', () => {
    const levels = 10_000;
    const path: ValuePath = Array.from({ length: levels }, (_, i) => `v${i}`);
    const options: Opt[] = path.map((value, i) => ({
      label: `L${i}`,
      value,
      ...(i < levels - 1 ? { isLeaf: false } : {}),
    }));
    let state = initialState<Opt>({
      options: [options[0]],
      loadData: never,
      loadPath: never,
      value: path,
    }).state;
    const { requestId } = [...state.pathLoads.values()][0];
    const builds = vi.spyOn(Tree, 'build');
    state = transition(state, { type: 'PATH.RESOLVE', requestId, options }).state;
    expect(builds.mock.calls.filter(([, , o]) => o?.loaded).length).toBe(1);
    const id = state.tree.find(path);
    expect(id).toBeGreaterThanOrEqual(0);
    expect(state.tree.isPartial(state.tree.find(path.slice(0, levels / 2)))).toBe(true);
    expect(state.loaded?.size).toBe(levels - 1);
    expect(state.loaded?.get(path.slice(0, -1))?.children).toEqual([options[levels - 1]]);
    expect(getDisplay(state).text.endsWith('L9998 / L9999')).toBe(true);
  });
});
