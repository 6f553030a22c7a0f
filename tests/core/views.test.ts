import {
  type CascaderOption,
  type CascaderState,
  createCascader,
  type FailedEntry,
  getColumns,
  getItem,
  getSearchItems,
  type ItemView,
  type LoadingEntry,
  pathId,
  toPathKey,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isPrefix } from '../../core/src/machine/value';
import { isCheckDisabled } from '../../core/src/tree/queries';
import { optionsArb, queryArb, type RandomOption } from './arbitraries';

/** getItem as it was first written: from the item's whole path, with path-prefix checks. */
function referenceItem<O>(state: CascaderState<O>, id: number): ItemView<O> {
  const { tree, checks, activePath } = state;
  const path = tree.path(id);
  const key = pathId(path);
  const chosen = state.props.checkable ? undefined : (state.value as ValuePath | undefined);
  const value = path[path.length - 1];
  return {
    id,
    key: typeof value + value,
    path,
    pathKey: toPathKey(path),
    option: tree.optionOf(id),
    label: tree.labelOf(id),
    text: tree.textOf(id),
    disabled: tree.isDisabled(id),
    duplicate: false, // the random options have no repeated value
    isLeaf: tree.isLeaf(id),
    expandable: !tree.isLeaf(id),
    loading: state.loading.has(key),
    failed: state.failed.get(key),
    checkLoading: state.checkLoads.has(key)
      ? {
          loaded: state.checkLoads.get(key)!.loaded,
          waiting: state.checkLoads.get(key)!.inFlight.size + state.checkLoads.get(key)!.queuedCount,
        }
      : null,
    checkFailed: state.checkFailed.get(key),
    active: isPrefix(path, activePath),
    focused: path.length === activePath.length && isPrefix(path, activePath),
    selected: !!chosen && isPrefix(path, chosen),
    isValue: !!chosen && chosen.length === path.length && isPrefix(path, chosen),
    checked: !!checks?.isChecked(id),
    halfChecked: !!checks?.isHalfChecked(id),
    checkboxDisabled: isCheckDisabled(tree, id),
    depth: path.length - 1,
    posInSet: tree.children(tree.parentOf(id)).indexOf(id) + 1,
    setSize: tree.children(tree.parentOf(id)).length,
  };
}

/** A path through the tree picked by `picks`, cut at `length`, sometimes with a value that is not there. */
function pathFrom(
  state: CascaderState<RandomOption>,
  picks: number[],
  length: number,
  stray: boolean,
): ValuePath {
  const { tree } = state;
  const path: ValuePath = [];
  let parent = -1;
  for (const pick of picks.slice(0, length)) {
    const kids = tree.children(parent);
    if (kids.length === 0) break;
    parent = kids[pick % kids.length];
    path.push(tree.valueOf(parent));
  }
  if (stray) path.push('not-there');
  return path;
}

const pathArb = fc.tuple(fc.array(fc.nat(), { maxLength: 5 }), fc.nat({ max: 5 }), fc.boolean());

describe('getItem', () => {
  it('equals the path-based reference for any open path, value and loads', () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.boolean(),
        pathArb,
        pathArb,
        fc.array(pathArb, { maxLength: 3 }),
        fc.array(pathArb, { maxLength: 3 }),
        (options, checkable, active, chosen, loads, failures) => {
          const store = createCascader<RandomOption>({ options, checkable });
          const base = store.getState();
          const loading = new Map<string, LoadingEntry>();
          loads.forEach((p, requestId) => {
            const path = pathFrom(base, ...p);
            loading.set(pathId(path), { path, requestId });
          });
          const failed = new Map<string, FailedEntry>();
          for (const p of failures) {
            const path = pathFrom(base, ...p);
            failed.set(pathId(path), { path, error: new Error('x') });
          }
          const value = pathFrom(base, ...chosen);
          const state: CascaderState<RandomOption> = {
            ...base,
            activePath: pathFrom(base, ...active),
            value: checkable ? [value] : value,
            loading,
            failed,
          };
          for (let id = 0; id < state.tree.size; id++) {
            expect(getItem(state, id)).toEqual(referenceItem(state, id));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('columns read by index (count, idAt) list what their items do, before and after the list is made', () => {
    fc.assert(
      fc.property(optionsArb, pathArb, (options, active) => {
        const base = createCascader<RandomOption>({ options }).getState();
        const state = { ...base, activePath: pathFrom(base, ...active) };
        // A second store: its columns are read by index before any list of ids exists.
        const fresh = createCascader<RandomOption>({ options }).getState();
        const byIndex = getColumns({ ...fresh, activePath: state.activePath }).map((column) =>
          Array.from({ length: column.count + 1 }, (_, i) => column.idAt(i)),
        );
        const columns = getColumns(state);
        expect(byIndex).toEqual(columns.map((column) => [...column.items, -1]));
        for (const column of columns)
          expect(column.activeIndex).toBe(
            column.items.indexOf(state.tree.resolve(state.activePath)[column.depth]),
          );
      }),
      { numRuns: 300 },
    );
  });

  it('keys numbers and strings apart, and gives each item a path of its own', () => {
    const store = createCascader({
      options: [
        { value: 1, label: 'one', children: [{ value: '1', label: 'text one' }] },
        { value: '1', label: 'text', children: [{ value: 2, label: 'two' }] },
      ],
      defaultValue: [1, '1'],
    });
    store.send({ type: 'POPUP.OPEN' });
    const state = store.getState();
    for (let id = 0; id < state.tree.size; id++) expect(getItem(state, id)).toEqual(referenceItem(state, id));
    const a = getItem(state, 1);
    expect(a).toMatchObject({
      path: [1, '1'],
      pathKey: '1__RC_CASCADER_SPLIT__1',
      selected: true,
      focused: true,
    });
    expect(getItem(state, 1).path).not.toBe(a.path);
    expect(getItem(state, 3)).toMatchObject({ path: ['1', 2], selected: false, active: false });
  });
});

describe('row and column keys (what a UI keys its lists by)', () => {
  const rowKeys = (state: CascaderState<CascaderOption>) =>
    getColumns(state).map((column) => ({
      column: column.key,
      rows: column.items.map((id) => getItem(state, id).key),
    }));

  it("are unique among a column's rows: numbers and strings apart, a repeated value by its place", () => {
    const store = createCascader<CascaderOption>({
      options: [
        { value: 1, label: 'one', children: [{ value: 'x', label: 'x' }] },
        { value: '1', label: 'text one' },
        { value: 1, label: 'a repeat' },
      ],
      defaultValue: [1, 'x'],
      onProblem: () => {},
    });
    store.send({ type: 'POPUP.OPEN' });
    expect(rowKeys(store.getState())).toEqual([
      { column: '[]', rows: ['number1', 'string1', '3'] },
      { column: '[1]', rows: ['stringx'] },
    ]);
  });

  it('stay the same when a new tree numbers the nodes anew (an answer joining the tree)', () => {
    const options = (loaded: boolean): CascaderOption[] => [
      {
        value: 'a',
        label: 'a',
        isLeaf: false,
        ...(loaded ? { children: [{ value: 'new', label: 'new' }] } : {}),
      },
      {
        value: 'b',
        label: 'b',
        children: [
          { value: 'b1', label: 'b1' },
          { value: 2, label: 'b2' },
        ],
      },
    ];
    const open = (loaded: boolean) => {
      const store = createCascader({ options: options(loaded), defaultValue: ['b', 2] });
      store.send({ type: 'POPUP.OPEN' });
      return store.getState();
    };
    const before = open(false);
    const after = open(true);
    // b's children moved one id along: the ids differ, the keys do not.
    expect(getColumns(after)[1].parentId).toBe(getColumns(before)[1].parentId + 1);
    expect(rowKeys(after)).toEqual(rowKeys(before));
    expect(rowKeys(after)).toEqual([
      { column: '[]', rows: ['stringa', 'stringb'] },
      { column: '["b"]', rows: ['stringb1', 'number2'] },
    ]);
  });
});

/**
 * A single branch `depth` levels deep (v0 / v1 / …), a leaf (x0, x1, …) before each of its
 * options, and a store open on the deepest.
 */
function openDeep(depth: number) {
  const path: string[] = [];
  const options: CascaderOption[] = [];
  let list = options;
  for (let level = 0; level < depth; level++) {
    const next: CascaderOption[] = [];
    list.push({ value: `x${level}` }, { value: `v${level}`, children: level < depth - 1 ? next : undefined });
    path.push(`v${level}`);
    list = next;
  }
  const store = createCascader({ options, defaultValue: path, onProblem: () => {} });
  store.send({ type: 'POPUP.OPEN' });
  return { store, path };
}

describe("a column's key", () => {
  it('is made only when read, once per column, and is the same on every read', () => {
    const { store, path } = openDeep(1000);
    const columns = getColumns(store.getState());
    // Copying a column's parent path (what its key is made from) is what costs O(depth).
    const copies = vi.spyOn(Object.getPrototypeOf(columns[0]), 'parentPath', 'get');
    try {
      // None of the 1,000 columns made its key (nor copied its path) until one is read.
      expect(copies).not.toHaveBeenCalled();
      const last = columns[999];
      const key = last.key;
      expect(key).toBe(pathId(path.slice(0, 999)));
      expect(copies).toHaveBeenCalledTimes(1);
      for (let read = 0; read < 3; read++) expect(last.key).toBe(key);
      expect(copies).toHaveBeenCalledTimes(1);
    } finally {
      copies.mockRestore();
    }
  });

  it("is the new open path's after a state change, not the one kept by an earlier column", () => {
    const { store, path } = openDeep(5);
    const before = getColumns(store.getState());
    expect(before.map((column) => column.key)).toEqual(path.map((_, depth) => pathId(path.slice(0, depth))));
    // Three levels up, then to the leaf x1 above v1: two columns, the top level and v0's.
    for (let i = 0; i < 3; i++) store.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowLeft' });
    store.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowUp' });
    const after = getColumns(store.getState());
    expect(store.getState().activePath).toEqual(['v0', 'x1']);
    expect(after.map((column) => column.key)).toEqual(['[]', '["v0"]']);
    // A column of the earlier state keeps its own.
    expect(before[2].key).toBe(pathId(['v0', 'v1']));
  });
});

describe('isValue: the chosen option itself', () => {
  it('is the one row (column item or search result) whose path is the whole single-mode value', () => {
    fc.assert(
      fc.property(optionsArb, fc.boolean(), pathArb, queryArb, (options, checkable, chosen, query) => {
        const base = createCascader<RandomOption>({ options, checkable }).getState();
        const value = pathFrom(base, ...chosen);
        const store = createCascader<RandomOption>({
          options,
          checkable,
          showSearch: true,
          value: checkable ? [value] : value,
          onProblem: () => {},
        });
        store.send({ type: 'INPUT.CHANGE', value: query });
        const state = store.getState();
        const isValue = (path: ValuePath) =>
          !checkable && value.length > 0 && path.length === value.length && isPrefix(path, value);
        const rows: number[] = [];
        for (let id = 0; id < state.tree.size; id++) {
          const item = getItem(state, id);
          expect(item.isValue).toBe(isValue(item.path));
          if (item.isValue) rows.push(id);
        }
        expect(rows.length).toBeLessThanOrEqual(1);
        for (const result of getSearchItems(state)) expect(result.isValue).toBe(isValue(result.path));
      }),
      { numRuns: 300 },
    );
  });
});

describe('a search result and the same option as a column row', () => {
  it('agree on disabled and checkboxDisabled, with or without the whole cascader disabled', () => {
    fc.assert(
      fc.property(optionsArb, fc.boolean(), fc.boolean(), queryArb, (options, checkable, disabled, query) => {
        // A controlled search value keeps its results while the app disables the cascader (a Panel
        // shows them).
        const state = createCascader<RandomOption>({
          options,
          checkable,
          disabled,
          showSearch: true,
          searchValue: query,
          onProblem: () => {},
        }).getState();
        for (const result of getSearchItems(state)) {
          const row = getItem(state, result.id);
          expect(result.disabled).toBe(row.disabled);
          expect(result.checkboxDisabled).toBe(row.checkboxDisabled);
          if (disabled) expect(result).toMatchObject({ disabled: true, checkboxDisabled: true });
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('a value 100 levels deep', () => {
  it('gives every column its parent path and every item its path and key, copied when read', () => {
    const { store, path } = openDeep(100);
    const state = store.getState();
    const columns = getColumns(state);
    expect(columns).toHaveLength(100);
    for (const [depth, column] of columns.entries()) expect(column.parentPath).toEqual(path.slice(0, depth));
    for (const depth of [0, 63, 64, 99]) {
      const item = getItem(state, columns[depth].items[1]);
      expect(item.path).toEqual(path.slice(0, depth + 1));
      expect(item.pathKey).toBe(toPathKey(path.slice(0, depth + 1)));
      expect(item).toMatchObject({ active: true, depth });
    }
  });
});
