import {
  type CascaderOption,
  type CascaderProps,
  initialState,
  listsNothing,
  transition,
} from '@cascadia/core';
import { describe, expect, it } from 'vitest';
import { remoteAnswered } from './helpers';

const options = (): CascaderOption[] => [
  { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hangzhou' }] },
  { label: 'Jiangsu', value: 'js', children: [{ label: 'Nanjing', value: 'nanjing' }] },
];

/** The state of an open cascader with `props`, after typing `text` (when given). */
function typed(props: CascaderProps<CascaderOption>, text?: string) {
  const state = initialState<CascaderOption>({ open: true, ...props }).state;
  return text === undefined ? state : transition(state, { type: 'INPUT.CHANGE', value: text }).state;
}

/** A loader that never answers: the request stays under way. */
const neverAnswers = () => new Promise<never>(() => {});

describe('listsNothing: whether the popup (or a panel) has nothing to list', () => {
  it('is true without options and false with some, when nothing is searched', () => {
    expect(listsNothing(typed({ options: [] }))).toBe(true);
    expect(listsNothing(typed({ options: options() }))).toBe(false);
  });

  it('follows the search results while searching, not the columns', () => {
    expect(listsNothing(typed({ options: options(), showSearch: true }, 'Hang'))).toBe(false);
    expect(listsNothing(typed({ options: options(), showSearch: true }, 'Paris'))).toBe(true);
    // No options, but a search typed: still what the results say (none).
    expect(listsNothing(typed({ options: [], showSearch: true }, 'Paris'))).toBe(true);
  });

  it('is false while a remote search waits or loads, or failed (its status row is listed), true once it answers nothing', () => {
    const waiting = typed({ options: options(), showSearch: { load: neverAnswers, debounce: 200 } }, 'Paris');
    expect(waiting.remoteSearch?.status).toBe('waiting');
    expect(waiting.search?.results.length).toBe(0);
    expect(listsNothing(waiting)).toBe(false);

    const loading = typed({ options: options(), showSearch: { load: neverAnswers, debounce: 0 } }, 'Paris');
    expect(loading.remoteSearch?.status).toBe('loading');
    expect(listsNothing(loading)).toBe(false);
    const { requestId } = loading.remoteSearch!;

    const failed = transition(loading, {
      type: 'SEARCH.REJECT',
      requestId,
      error: new Error('offline'),
    }).state;
    expect(failed.remoteSearch?.status).toBe('failed');
    expect(listsNothing(failed)).toBe(false);

    const none = transition(loading, { type: 'SEARCH.RESOLVE', requestId, results: [] }).state;
    expect(none.remoteSearch?.status).toBe('done');
    expect(listsNothing(none)).toBe(true);

    // A result under a branch still to load joins the tree.
    const france = [{ label: 'France', value: 'fr', isLeaf: false }];
    const found = remoteAnswered(france, 'Paris', [[france[0], { label: 'Paris', value: 'paris' }]]);
    expect(found.search?.results.length).toBe(1);
    expect(listsNothing(found)).toBe(false);
  });
});
