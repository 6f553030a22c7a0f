import {
  type CascaderOption,
  type CascaderProps,
  type CascaderState,
  createCascader,
  getColumns,
  getItem,
  initialState,
  type Problem,
  transition,
  type ValuePath,
} from '@cascadia/core';
import { vi } from 'vitest';

/** A loader that never answers: the request stays under way. */
const neverAnswers = () => new Promise<never>(() => {});

/**
 * The engine's state with `options` open, the text `query` typed into a remote search whose
 * request stays under way, and then its answer `results` joined (every match listed: no limit).
 */
export function remoteAnswered(
  options: CascaderOption[],
  query: string,
  results: CascaderOption[][],
): CascaderState<CascaderOption> {
  let state = initialState<CascaderOption>({
    options,
    open: true,
    changeOnSelect: true,
    showSearch: { load: neverAnswers, debounce: 0, limit: false },
    loadData: neverAnswers,
  }).state;
  state = transition(state, { type: 'INPUT.CHANGE', value: query }).state;
  const requestId = state.remoteSearch!.requestId;
  return transition(state, { type: 'SEARCH.RESOLVE', requestId, results }).state;
}

/** A store plus spies on every callback, and helpers that read what a user would see. */
export function setup(props: CascaderProps<CascaderOption> = {}) {
  const onChange = vi.fn();
  const onOpenChange = vi.fn();
  const onSearch = vi.fn();
  const onClear = vi.fn();
  const problems: Problem[] = [];
  const store = createCascader<CascaderOption>({
    onChange,
    onOpenChange,
    onSearch,
    onClear,
    onProblem: (p) => problems.push(p),
    ...props,
  });
  const state = () => store.getState();
  /** Labels of each open column. */
  const columns = () =>
    getColumns(state()).map((column) => column.items.map((id) => String(state().tree.labelOf(id))));
  /** The label of the keyboard-active item. */
  const focused = () => {
    const path = state().activePath;
    const id = state().tree.find(path);
    return id < 0 ? undefined : getItem(state(), id).label;
  };
  const key = (k: string, now = 0) => store.send({ type: 'INPUT.KEY_DOWN', key: k, now });
  const click = (...path: (string | number)[]) => store.send({ type: 'ITEM.CLICK', path });
  const open = () => store.send({ type: 'POPUP.OPEN' });
  const isOpen = () => state().status === 'open';
  return {
    store,
    state,
    columns,
    focused,
    key,
    click,
    open,
    isOpen,
    onChange,
    onOpenChange,
    onSearch,
    onClear,
    problems,
  };
}

/** What the core says of the item at `path`: its checked state, load progress, and so on. */
export const itemAt = (t: ReturnType<typeof setup>, ...path: ValuePath) =>
  getItem(t.state(), t.state().tree.find(path));

/** Resolves after pending promise callbacks (loaders) have run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A promise whose settlement the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
