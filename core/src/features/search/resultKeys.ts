/**
 * The keyboard and the pointer over search results: arrows, pages and Enter move through them and
 * choose one (a leaf is selected, a branch where only leaves count opens, a check flips), and a
 * failed remote search's row after them retries. Only a search makes results (`state.search`),
 * so an engine without the search feature carries none of it; the machine asks through the
 * feature's `resultKeys`, `arrowStaysOnResult` and `resultEvent` hooks.
 */
import { firstAnswer } from '../../machine/feature';
import { nextEnabled, pageFrom, pageSizeOf } from '../../machine/keyboard';
import { startLoad } from '../../machine/load';
import { activate, close, resultOpens, selectSingle } from '../../machine/select';
import type { CascaderEvent, CascaderState, Effect, KeyInput } from '../../machine/types';
import { pathId } from '../../tree/tree';

/**
 * Whether a failed remote search shows its row (with a retry) after the results: a row the keys
 * reach (at index `results.length`), where Enter retries, and the one active by default when
 * nothing matched locally. Read from the remote search's slot of the state.
 */
const hasFailedSearchRow = <O>(state: CascaderState<O>): boolean =>
  state.search !== null &&
  state.remoteSearch?.status === 'failed' &&
  state.remoteSearch.query === state.searchValue;

/** Enter on that row: the remote search feature asks again (`SEARCH.RETRY`). */
const retrySearch = <O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> =>
  firstAnswer(state, (feature) => feature.handle?.(state, { type: 'SEARCH.RETRY' }, effects)) ?? state;

/**
 * A branch result opens: the search ends and the columns show the branch, its list loading (and
 * the lists above it that hold only options added along a path, so nothing the server knows is
 * hidden behind them).
 */
function openResult<O>(state: CascaderState<O>, id: number, effects: Effect<O>[]): CascaderState<O> {
  const { tree } = state;
  state = activate({ ...state, searchValue: '' }, id, effects);
  for (const above of tree.pathIds(id))
    if (above !== id && tree.isPartial(above) && !state.failed.has(pathId(tree.path(above))))
      state = startLoad(state, above, effects);
  return state;
}

/** Flips the check of `id` through the checkable feature (an engine without it checks nothing). */
const toggle = <O>(state: CascaderState<O>, id: number, effects: Effect<O>[]): CascaderState<O> =>
  firstAnswer(state, (feature) => feature.toggle?.(state, id, effects)) ?? state;

/** Click or Enter on a search result. */
function chooseResult<O>(state: CascaderState<O>, index: number, effects: Effect<O>[]): CascaderState<O> {
  const id = state.search?.results[index];
  if (id === undefined || state.tree.isDisabled(id)) return state;
  if (state.props.checkable) return toggle(state, id, effects);
  if (resultOpens(state, id)) return openResult(state, id, effects);
  state = selectSingle({ ...state, activePath: state.tree.path(id) }, id, true);
  return state.props.autoClearSearchValue ? { ...state, searchValue: '' } : state;
}

/**
 * `RESULT.CLICK` and `RESULT.HOVER` (the search feature's `handle`): the state after it, or
 * undefined for any other event. A disabled cascader ignores them.
 */
export function resultEvent<O>(
  state: CascaderState<O>,
  event: CascaderEvent<O>,
  effects: Effect<O>[],
): CascaderState<O> | undefined {
  if (event.type !== 'RESULT.CLICK' && event.type !== 'RESULT.HOVER') return undefined;
  if (event.type === 'RESULT.CLICK') return chooseResult(state, event.index, effects);
  const id = state.search?.results[event.index];
  return id === undefined || state.tree.isDisabled(id)
    ? state
    : { ...state, searchActiveIndex: event.index, searchActiveMoved: true };
}

/**
 * The search feature's `keyDown`: while the open popup shows results, the keys are theirs; a
 * Space with no text to type it into (no `showSearch`) is Enter. Undefined otherwise, for the
 * machine's keys. (Results show only for a typed text, so the clear keys, which need none, never
 * reach here.)
 */
export function resultKeys<O>(
  state: CascaderState<O>,
  input: KeyInput,
  effects: Effect<O>[],
): CascaderState<O> | undefined {
  if (!state.search || state.status !== 'open') return undefined;
  const key = input.key === ' ' && !state.props.showSearch ? 'Enter' : input.key;
  const results = state.search?.results ?? [];
  // A failed remote search's row follows the results: the keys reach it, Enter retries there.
  const statusRow = hasFailedSearchRow(state);
  const count = results.length + (statusRow ? 1 : 0);
  const enabled = (i: number) => i >= results.length || !state.tree.isDisabled(results[i]);
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      // The first result is active by default; the first Down makes it the user's choice.
      if (key === 'ArrowDown' && !state.searchActiveMoved && state.searchActiveIndex >= 0)
        return { ...state, searchActiveMoved: true };
      const i = nextEnabled(count, state.searchActiveIndex, key === 'ArrowDown' ? 1 : -1, enabled);
      return i < 0 ? state : { ...state, searchActiveIndex: i, searchActiveMoved: true };
    }
    case 'PageDown':
    case 'PageUp': {
      // Before the first move the first result is active only as Enter's target: to the keys no
      // result is active yet, as in a column with no active row. A page down counts from above
      // it, as that many Downs would (the first of them lands on it); a page up lands on it.
      const down = key === 'PageDown';
      const from = state.searchActiveMoved ? state.searchActiveIndex : -1;
      const i = pageFrom(count, from, down ? 1 : -1, pageSizeOf(input), enabled);
      if (i < 0 || (i === state.searchActiveIndex && state.searchActiveMoved)) return state;
      return { ...state, searchActiveIndex: i, searchActiveMoved: true };
    }
    case 'Enter':
      if (statusRow && state.searchActiveIndex === results.length) return retrySearch(state, effects);
      return state.searchActiveIndex < 0 ? state : chooseResult(state, state.searchActiveIndex, effects);
    case 'Escape':
      return close(state);
    default:
      // Left/Right/Home/End/Backspace edit the search text; the input handles them.
      return state;
  }
}

/** `arrowStaysOnRow` over search results (keyboard.ts): the arrow wraps back to the active result. */
export function arrowStaysOnResult<O>(state: CascaderState<O>, input: KeyInput): boolean {
  const { results } = state.search!;
  const from = state.searchActiveIndex;
  const count = results.length + (hasFailedSearchRow(state) ? 1 : 0);
  const step = input.key === 'ArrowDown' ? 1 : -1;
  // Before the first move, Down makes the first result the user's: a change of its own.
  return (
    state.searchActiveMoved &&
    from >= 0 &&
    nextEnabled(count, from, step, (i) => i >= results.length || !state.tree.isDisabled(results[i])) === from
  );
}
