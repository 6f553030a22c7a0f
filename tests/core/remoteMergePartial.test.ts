import { type CascaderOption, initialState, transition } from '@cascadia/core';
import { describe, expect, it } from 'vitest';

/**
 * A local search that stopped at its limit has not counted its matches (a scan of every label)
 * and says "more than". Remote results merged into it kept neither: the merge copied the search
 * with a spread, which reads the class's `total` getter (the full count, on every answer) and
 * drops its `complete` getter (undefined where the type promises a boolean).
 */
const never = () => new Promise<never>(() => {});

describe('remote results merged into a local search that stopped at its limit', () => {
  it('keep it partial and uncounted until its total is read, then count the remote ones too', () => {
    const options: CascaderOption[] = [
      ...Array.from({ length: 10 }, (_, i) => ({ label: `q${i}`, value: `q${i}` })),
      { label: 'Zed', value: 'z', isLeaf: false },
    ];
    let state = initialState<CascaderOption>({
      options,
      open: true,
      showSearch: { load: never, debounce: 0, limit: 3 },
      loadData: never,
    }).state;
    state = transition(state, { type: 'INPUT.CHANGE', value: 'q' }).state;
    const requestId = state.remoteSearch!.requestId;
    const answer = [
      [
        { label: 'Zed', value: 'z', isLeaf: false },
        { label: 'Leaf', value: 'leaf' },
      ],
    ];
    state = transition(state, { type: 'SEARCH.RESOLVE', requestId, results: answer }).state;

    const search = state.search!;
    expect(search.results.map((id) => state.tree.path(id))).toEqual([['q0'], ['q1'], ['q2']]);
    expect(search.complete).toBe(false);
    expect(state.announcement).toBe('More than 3 results, showing 3');
    expect(search.total).toBe(11);
  });
});
