import {
  allFeatures,
  type CascaderOption,
  type CascaderProps,
  type CascaderStore,
  canGoForward,
  checkableFeature,
  confirmFeature,
  createCascader,
  createLeanCascader,
  getColumns,
  getConfirmView,
  getItem,
  getSearchItems,
  hoverFeature,
  loadDataFeature,
  type Problem,
  prepareForInput,
  type StateReducer,
  searchFeature,
  stateReducerFeature,
  trailFeature,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const options: CascaderOption[] = [
  {
    label: 'Zhejiang',
    value: 'zj',
    children: [
      { label: 'Hangzhou', value: 'hz' },
      { label: 'Ningbo', value: 'nb' },
    ],
  },
  { label: 'Jiangsu', value: 'js', children: [{ label: 'Nanjing', value: 'nj' }] },
  { label: 'Fujian', value: 'fj', disabled: true },
];

/** What a user sees and was told: the open columns' labels, the value, the live region. */
function seen(store: CascaderStore<CascaderOption>) {
  const state = store.getState();
  return {
    status: state.status,
    value: state.value,
    columns: getColumns(state).map((column) => column.items.map((id) => state.tree.labelOf(id))),
    announcement: state.announcement,
  };
}

const KEYS = [
  'ArrowDown',
  'ArrowUp',
  'ArrowRight',
  'ArrowLeft',
  'Enter',
  'Escape',
  'Home',
  'End',
  ' ',
  'n',
  'j',
];

describe('the lean entry (createLeanCascader)', () => {
  it('a single select with no feature behaves as the all-in engine under any keys and clicks', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...KEYS).map((key) => ({ type: 'INPUT.KEY_DOWN' as const, key })),
            fc.constantFrom(['zj'], ['zj', 'hz'], ['js', 'nj'], ['fj']).map((path) => ({
              type: 'ITEM.CLICK' as const,
              path: [...path],
            })),
            fc.constant({ type: 'TRIGGER.CLICK' as const }),
          ),
          { maxLength: 25 },
        ),
        (events) => {
          const changes: unknown[][] = [[], []];
          const lean = createLeanCascader({ options, onChange: (value) => changes[0].push(value) });
          const all = createCascader({ options, onChange: (value) => changes[1].push(value) });
          for (const event of events) {
            lean.send(event);
            all.send(event);
            expect(seen(lean)).toEqual(seen(all));
          }
          expect(changes[0]).toEqual(changes[1]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('searches with searchFeature, as the all-in engine does', () => {
    const lean = createLeanCascader({ options, showSearch: true }, [searchFeature]);
    lean.send({ type: 'INPUT.CHANGE', value: 'nan' });
    const labels = (store: CascaderStore<CascaderOption>) =>
      getSearchItems(store.getState()).map((item) => item.text);
    const all = createCascader({ options, showSearch: true });
    all.send({ type: 'INPUT.CHANGE', value: 'nan' });
    expect(labels(lean)).toEqual(labels(all));
    expect(labels(lean).length).toBeGreaterThan(0);
  });

  it('checks with checkableFeature', () => {
    const lean = createLeanCascader({ options, checkable: true }, [checkableFeature]);
    lean.send({ type: 'POPUP.OPEN' });
    lean.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(lean.getState().value).toEqual([['zj']]);
  });

  it('loads children with loadDataFeature, as the all-in engine does', async () => {
    const lazyOptions = (): CascaderOption[] => [{ label: 'Zhejiang', value: 'zj', isLeaf: false }];
    const loadData = async () => [{ label: 'Hangzhou', value: 'hz' }];
    const stores = [
      createLeanCascader({ options: lazyOptions(), loadData }, [loadDataFeature]),
      createCascader({ options: lazyOptions(), loadData }),
    ];
    const rows = (store: CascaderStore<CascaderOption>) => {
      const state = store.getState();
      return getColumns(state).map((column) =>
        column.items.map((id) => {
          const item = getItem(state, id);
          return [item.text, item.loading];
        }),
      );
    };
    for (const store of stores) {
      store.send({ type: 'POPUP.OPEN' });
      store.send({ type: 'ITEM.CLICK', path: ['zj'] });
    }
    expect(rows(stores[0])).toEqual([[['Zhejiang', true]]]);
    expect(stores[0].getState().announcement).toBe(stores[1].getState().announcement);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rows(stores[0])).toEqual([[['Zhejiang', false]], [['Hangzhou', false]]]);
    expect(rows(stores[0])).toEqual(rows(stores[1]));
    expect(stores[0].getState().announcement).toBe(stores[1].getState().announcement);
  });

  it('without loadDataFeature, says that loadData needs it and loads nothing', () => {
    const problems: Problem[] = [];
    const loadData = () => Promise.resolve([{ label: 'Hangzhou', value: 'hz' }]);
    const store = createLeanCascader<CascaderOption>({
      options: [{ label: 'Zhejiang', value: 'zj', isLeaf: false }],
      loadData,
      onProblem: (problem) => problems.push(problem),
    });
    expect(problems.map((problem) => problem.prop)).toEqual(['loadData']);
    expect(problems[0].message).toMatch(/loadData needs the loadData feature.*loadDataFeature/);
    store.send({ type: 'POPUP.OPEN' });
    store.send({ type: 'ITEM.CLICK', path: ['zj'] });
    store.send({ type: 'INPUT.KEY_DOWN', key: 'Enter' });
    const state = store.getState();
    expect(state.loading.size).toBe(0);
    expect(getItem(state, state.tree.find(['zj'])).loading).toBe(false);
  });

  it('says which feature a prop needs when it is missing, once, naming the prop', () => {
    const problems: Problem[] = [];
    const props: CascaderProps<CascaderOption> = {
      options,
      showSearch: true,
      checkable: true,
      onProblem: (problem) => problems.push(problem),
    };
    const store = createLeanCascader(props, []);
    store.setProps(props);
    expect(problems.map((problem) => problem.prop)).toEqual(['showSearch', 'checkable']);
    expect(problems[0].message).toMatch(/showSearch needs the search feature.*searchFeature/);
    expect(problems[1].message).toMatch(/checkable needs the checkable feature.*checkableFeature/);
    // Without the feature the prop changes nothing, and nothing breaks.
    store.send({ type: 'POPUP.OPEN' });
    store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    store.send({ type: 'INPUT.CHANGE', value: 'nan' });
    expect(store.getState().value).toEqual([]);
    expect(getSearchItems(store.getState())).toEqual([]);
  });

  it('keeps a draft until Confirm with confirmFeature, as the all-in engine does', () => {
    const changes: unknown[][] = [[], []];
    const stores = [
      createLeanCascader({ options, confirm: true, onChange: (value) => changes[0].push(value) }, [
        confirmFeature,
      ]),
      createCascader({ options, confirm: true, onChange: (value) => changes[1].push(value) }),
    ];
    for (const store of stores) {
      store.send({ type: 'POPUP.OPEN' });
      store.send({ type: 'ITEM.CLICK', path: ['zj'] });
      store.send({ type: 'ITEM.CLICK', path: ['zj', 'hz'] });
    }
    expect(getConfirmView(stores[0].getState())).toEqual({ active: true, changed: true, count: 1 });
    expect(changes).toEqual([[], []]);
    for (const store of stores) store.send({ type: 'POPUP.CONFIRM' });
    expect(changes).toEqual([[['zj', 'hz']], [['zj', 'hz']]]);
    expect(seen(stores[0])).toEqual(seen(stores[1]));
  });

  it('without confirmFeature, says that confirm needs it and chooses at once', () => {
    const problems: Problem[] = [];
    const changes: unknown[] = [];
    const store = createLeanCascader<CascaderOption>({
      options,
      confirm: true,
      onChange: (value) => changes.push(value),
      onProblem: (problem) => problems.push(problem),
    });
    expect(problems.map((problem) => problem.prop)).toEqual(['confirm']);
    expect(problems[0].message).toMatch(/confirm needs the confirm feature.*confirmFeature/);
    store.send({ type: 'POPUP.OPEN' });
    store.send({ type: 'ITEM.CLICK', path: ['zj', 'hz'] });
    expect(changes).toEqual([['zj', 'hz']]);
    expect(getConfirmView(store.getState()).active).toBe(false);
  });

  it('goes forward along the trail with trailFeature, and not at all without it', () => {
    const walk = (store: CascaderStore<CascaderOption>) => {
      store.send({ type: 'POPUP.OPEN' });
      for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft'])
        store.send({ type: 'INPUT.KEY_DOWN', key });
    };
    const lean = createLeanCascader({ options }, [trailFeature]);
    const all = createCascader({ options });
    const without = createLeanCascader({ options }, []);
    for (const store of [lean, all, without]) walk(store);
    expect(lean.getState().activePath).toEqual(['zj']);
    expect([canGoForward(lean.getState()), canGoForward(without.getState())]).toEqual([true, false]);
    for (const store of [lean, all, without]) store.send({ type: 'LEVEL.FORWARD' });
    expect(lean.getState().activePath).toEqual(['zj', 'nb']);
    expect(seen(lean)).toEqual(seen(all));
    expect(without.getState().activePath).toEqual(['zj']);
  });

  it('goes into a branch by ITEM.ENTER (drill-down) with trailFeature, as the all-in engine does, and ignores it without', () => {
    const lean = createLeanCascader({ options }, [trailFeature]);
    const all = createCascader({ options });
    const without = createLeanCascader({ options }, []);
    for (const store of [lean, all, without]) {
      store.send({ type: 'POPUP.OPEN' });
      store.send({ type: 'ITEM.CLICK', path: ['zj'] });
      store.send({ type: 'ITEM.ENTER', path: ['zj'] });
    }
    expect(lean.getState().activePath).toEqual(['zj', 'hz']);
    expect(seen(lean)).toEqual(seen(all));
    expect(lean.getState().activePath).toEqual(all.getState().activePath);
    expect(without.getState().activePath).toEqual(['zj']);
    // The keys still go into a branch without it.
    without.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowRight' });
    expect(without.getState().activePath).toEqual(['zj', 'hz']);
  });

  it('lets a stateReducer rewrite the changes with stateReducerFeature, as the all-in engine does; without it, says so and the changes stand', () => {
    const problems: Problem[] = [];
    // Keeps the popup open when a leaf is chosen.
    const stateReducer: StateReducer<CascaderOption> = (_state, { changes }) => ({
      ...changes,
      status: 'open',
    });
    const lean = createLeanCascader({ options, stateReducer }, [stateReducerFeature]);
    const all = createCascader({ options, stateReducer });
    const without = createLeanCascader({
      options,
      stateReducer,
      onProblem: (problem) => problems.push(problem),
    });
    for (const store of [lean, all, without]) {
      store.send({ type: 'POPUP.OPEN' });
      store.send({ type: 'ITEM.CLICK', path: ['zj'] });
      store.send({ type: 'ITEM.CLICK', path: ['zj', 'hz'] });
    }
    expect(seen(lean)).toEqual(seen(all));
    expect([lean.getState().status, lean.getState().value]).toEqual(['open', ['zj', 'hz']]);
    expect([without.getState().status, without.getState().value]).toEqual(['focused', ['zj', 'hz']]);
    expect(problems.map((problem) => problem.prop)).toEqual(['stateReducer']);
    expect(problems[0].message).toMatch(/stateReducer needs the stateReducer feature.*stateReducerFeature/);
  });

  it('expands on hover with hoverFeature, as the all-in engine does; without it, says so and a hover opens nothing', () => {
    const problems: Problem[] = [];
    const lean = createLeanCascader({ options, expandTrigger: 'hover' }, [hoverFeature]);
    const all = createCascader({ options, expandTrigger: 'hover' });
    const without = createLeanCascader({
      options,
      expandTrigger: 'hover',
      onProblem: (problem) => problems.push(problem),
    });
    for (const store of [lean, all, without]) {
      store.send({ type: 'POPUP.OPEN' });
      store.send({ type: 'ITEM.HOVER', path: ['js'] });
    }
    expect(lean.getState().activePath).toEqual(['js']);
    expect(seen(lean)).toEqual(seen(all));
    expect(without.getState().activePath).toEqual([]);
    expect(problems.map((problem) => problem.prop)).toEqual(['expandTrigger']);
    expect(problems[0].message).toMatch(/expandTrigger needs the hover feature.*hoverFeature/);
    // A click still opens the branch.
    without.send({ type: 'ITEM.CLICK', path: ['js'] });
    expect(without.getState().activePath).toEqual(['js']);
  });

  it('warns about nothing when every feature is passed in', () => {
    const problems: Problem[] = [];
    createLeanCascader(
      {
        options,
        showSearch: { load: async () => [] },
        checkable: true,
        loadData: () => {},
        loadPath: async () => [],
        confirm: true,
        onProblem: (problem) => problems.push(problem),
      },
      allFeatures,
    );
    expect(problems.filter((problem) => /needs the/.test(problem.message))).toEqual([]);
  });
});

describe('prepareForInput: the work the first input would pay for, done ahead', () => {
  it("runs each feature's preparation with the state, and nothing for an engine without one", () => {
    const asked: unknown[] = [];
    const probe = { name: 'probe', prepare: (state: unknown) => void asked.push(state) };
    const store = createLeanCascader({ options }, [probe]);
    prepareForInput(store.getState());
    expect(asked).toEqual([store.getState()]);
    expect(() => prepareForInput(createLeanCascader({ options }, []).getState())).not.toThrow();
  });

  it('leaves every answer of a search as it was (the label index it builds is the one the search reads)', () => {
    const store = createLeanCascader({ options, showSearch: true }, [searchFeature]);
    const fresh = createLeanCascader({ options, showSearch: true }, [searchFeature]);
    prepareForInput(store.getState());
    prepareForInput(store.getState());
    for (const s of [store, fresh]) s.send({ type: 'INPUT.CHANGE', value: 'jiang' });
    const labels = (s: CascaderStore<CascaderOption>) => getSearchItems(s.getState()).map((r) => r.text);
    expect(labels(store)).toEqual(['Zhejiang / Hangzhou', 'Zhejiang / Ningbo', 'Jiangsu / Nanjing']);
    expect(labels(store)).toEqual(labels(fresh));
  });
});
