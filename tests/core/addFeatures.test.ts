import {
  allFeatures,
  type CascaderEvent,
  type CascaderFeature,
  type CascaderOption,
  type CascaderProps,
  type CascaderStore,
  checkableFeature,
  confirmFeature,
  createLeanCascader,
  getColumns,
  getSearchItems,
  hoverFeature,
  largeTreeFeature,
  lazyCheckFeature,
  lazyCheckOnDemand,
  loadDataFeature,
  loadPathFeature,
  loadPathOnDemand,
  onDemand,
  type Problem,
  remoteSearchFeature,
  remoteSearchOnDemand,
  searchFeature,
  stateReducerFeature,
  trailFeature,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelsOf } from '../../core/src/tree/queries';
import { deferred } from './helpers';

afterEach(() => vi.useRealTimers());

/**
 * The server: `a` and `b` at the top, each node's children its name with 1 and 2 appended, three
 * levels deep; nothing is loaded but the top level.
 */
const DEPTH = 3;
const node = (value: string): CascaderOption => ({ label: value, value, isLeaf: value.length >= DEPTH });
const childrenOf = (path: ValuePath): CascaderOption[] => {
  const last = String(path[path.length - 1]);
  return last.length >= DEPTH ? [] : [node(`${last}1`), node(`${last}2`)];
};
const along = (path: ValuePath) => path.map((value) => node(String(value)));
const ALL_PATHS: ValuePath[] = [];
const walk = (path: ValuePath) => {
  ALL_PATHS.push(path);
  for (const child of path.length === 0 ? [node('a'), node('b')] : childrenOf(path))
    if (path.length < DEPTH) walk([...path, child.value as string]);
};
walk([]);
ALL_PATHS.shift();

/**
 * The props: every asynchronous feature in use. The answers of `loadPath` and of the remote search
 * wait for `answers` (the end of the events): what is compared is when the features' code arrives,
 * not when the server answers (a row a `loadPath` answer brings early is another screen).
 */
function props(
  onChange: (value: unknown) => void,
  problems: Problem[],
  answers: Promise<void>,
): CascaderProps<CascaderOption> {
  return {
    options: [node('a'), node('b')],
    checkable: true,
    showCheckedStrategy: 'SHOW_CHILD',
    loadData: (selected: CascaderOption[]) => childrenOf(selected.map((option) => option.value!)),
    loadPath: async (path) => {
      await answers;
      return along(path);
    },
    showSearch: {
      load: async (query) => {
        await answers;
        return ALL_PATHS.filter((path) => String(path[path.length - 1]).includes(query))
          .slice(0, 4)
          .map(along);
      },
    },
    defaultValue: [
      ['a', 'a1', 'a12'],
      ['b', 'b2'],
    ],
    onChange,
    onProblem: (problem) => problems.push(problem),
  };
}

/** What the user sees and what is under way: the open columns, the results, the value, the loads. */
function seen(store: CascaderStore<CascaderOption>) {
  const state = store.getState();
  return {
    status: state.status,
    value: state.value,
    activePath: state.activePath,
    searchValue: state.searchValue,
    columns: getColumns(state).map((column) => column.items.map((id) => state.tree.labelOf(id))),
    results: getSearchItems(state).map((item) => item.text),
    loading: [...state.loading.keys()],
    pathLoads: [...state.pathLoads.keys()],
    checkLoads: [...state.checkLoads.keys()],
    remoteSearch: state.remoteSearch?.status,
    features: state.features.map((feature) => feature.name),
  };
}

/** What is on the screen. */
function onScreen(store: CascaderStore<CascaderOption>) {
  const { status, value, activePath, searchValue, ...rest } = seen(store);
  return { status, value, activePath, searchValue, columns: rest.columns, results: rest.results };
}
const sameOnScreen = (a: CascaderStore<CascaderOption>, b: CascaderStore<CascaderOption>) =>
  JSON.stringify(onScreen(a)) === JSON.stringify(onScreen(b));

const pathArb = fc.constantFrom(...ALL_PATHS);
const eventArb: fc.Arbitrary<CascaderEvent<CascaderOption>> = fc.oneof(
  pathArb.map((path) => ({ type: 'ITEM.CLICK' as const, path: [...path] })),
  pathArb.map((path) => ({ type: 'ITEM.CHECK' as const, path: [...path] })),
  fc.constantFrom('', 'a1', '2', 'b').map((value) => ({ type: 'INPUT.CHANGE' as const, value })),
  fc
    .constantFrom('ArrowDown', 'ArrowRight', 'ArrowLeft', 'Enter', ' ', 'Escape')
    .map((key) => ({ type: 'INPUT.KEY_DOWN' as const, key })),
  fc.constant({ type: 'POPUP.OPEN' as const }),
);

const ASYNC = { lazyCheck: lazyCheckFeature, loadPath: loadPathFeature, remoteSearch: remoteSearchFeature };
type AsyncName = keyof typeof ASYNC;

describe('features that join a running engine (store.addFeatures, onDemand)', () => {
  it('a store whose asynchronous features arrive late, in any order, after any events, ends as one that had them from the start', async () => {
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArb, { maxLength: 12 }),
        // After how many events each feature arrives (and before which, among those sent later).
        fc.record({
          lazyCheck: fc.nat({ max: 12 }),
          loadPath: fc.nat({ max: 12 }),
          remoteSearch: fc.nat({ max: 12 }),
        }),
        fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 11 }),
        async (events, arrivals, order) => {
          const changes: unknown[][] = [[], []];
          const problems: Problem[][] = [[], []];
          const answers = deferred<void>();
          const from = createLeanCascader(
            props((value) => changes[0].push(value), problems[0], answers.promise),
            allFeatures,
          );
          const coming = {
            lazyCheck: deferred<CascaderFeature>(),
            loadPath: deferred<CascaderFeature>(),
            remoteSearch: deferred<CascaderFeature>(),
          };
          const passed = [
            largeTreeFeature,
            checkableFeature,
            searchFeature,
            loadDataFeature,
            confirmFeature,
            trailFeature,
            stateReducerFeature,
            hoverFeature,
            ...(Object.keys(ASYNC) as AsyncName[]).map((name) => onDemand(name, () => coming[name].promise)),
          ];
          const late = createLeanCascader(
            props((value) => changes[1].push(value), problems[1], answers.promise),
            order.map((at) => passed[at]),
          );
          // Mounted: the features its props use are fetched from here on.
          late.subscribe(() => {});
          from.subscribe(() => {});
          for (let at = 0; at <= events.length; at++) {
            for (const name of Object.keys(ASYNC) as AsyncName[])
              if (arrivals[name] === at) coming[name].resolve(ASYNC[name]);
            // The answers of the fetches (and of the loaders, for both stores alike) come in.
            await vi.advanceTimersByTimeAsync(0);
            const event = events[at] as CascaderEvent<CascaderOption> | undefined;
            // The user acts on what they see: while the two show different things (the late one
            // has no `loadPath` labels or remote results yet, or holds a check), an event would
            // not be the same act in both (Enter picks another first result), and is sent to neither.
            // A row only a late feature's answer brings (a `loadPath` answer's partial node) is
            // not there to be acted on either.
            const there = (store: CascaderStore<CascaderOption>) =>
              !event || !('path' in event) || store.getState().tree.find(event.path) >= 0;
            if (event && sameOnScreen(from, late) && there(from) && there(late)) {
              from.send(event);
              late.send(event);
            }
          }
          for (const name of Object.keys(ASYNC) as AsyncName[]) coming[name].resolve(ASYNC[name]);
          await vi.advanceTimersByTimeAsync(0);
          answers.resolve();
          await vi.runAllTimersAsync();
          expect(seen(late)).toEqual(seen(from));
          expect(changes[1]).toEqual(changes[0]);
          // A feature on its way is not missing.
          expect(problems[1].filter((problem) => /needs the/.test(problem.message))).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('runs the features in the engine order whatever order they are passed or added in', () => {
    const store = createLeanCascader({ options: [] }, [remoteSearchFeature, loadDataFeature, searchFeature]);
    store.addFeatures([
      loadPathFeature,
      confirmFeature,
      trailFeature,
      lazyCheckFeature,
      stateReducerFeature,
      hoverFeature,
      checkableFeature,
      largeTreeFeature,
    ]);
    expect(store.getState().features.map((feature) => feature.name)).toEqual(
      allFeatures.map((feature) => feature.name),
    );
    // Adding one that is there already changes nothing.
    const before = store.getState();
    store.addFeatures([searchFeature]);
    expect(store.getState()).toBe(before);
  });

  it('asks loadPath for the value’s paths once it arrives', async () => {
    const loadPath = vi.fn(async (path: ValuePath) => along(path));
    const store = createLeanCascader({ options: [node('a')], value: ['a', 'a1', 'a12'], loadPath }, []);
    expect(loadPath).not.toHaveBeenCalled();
    store.addFeatures([loadPathFeature]);
    expect(loadPath).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(labelsOf(store.getState().tree, ['a', 'a1', 'a12'])).toEqual(['a', 'a1', 'a12']),
    );
  });

  it('fetches a feature on demand only once its props use it, and not while the store is made', async () => {
    const load = vi.fn(async () => loadPathFeature);
    const feature = onDemand('loadPath', load);
    const store = createLeanCascader<CascaderOption>({ options: [node('a')] }, [feature]);
    store.subscribe(() => {});
    expect(load).not.toHaveBeenCalled();
    store.setProps({ loadPath: async (path) => along(path), value: ['a', 'a1'] });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.getState().features[0]).toBe(loadPathFeature));
    // An engine made after it arrived has it from the start.
    const next = createLeanCascader<CascaderOption>({ options: [node('a')] }, [feature]);
    expect(next.getState().features[0]).toBe(loadPathFeature);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the ready-made on-demand features are fetched once the props use them, and work', async () => {
    const loadPath = vi.fn(async (path: ValuePath) =>
      path.map((value) => ({ ...node(String(value)), label: `${value}!` })),
    );
    const store = createLeanCascader<CascaderOption>(
      { options: [node('a')], value: ['a', 'a1', 'a12'], loadPath },
      [lazyCheckOnDemand, loadPathOnDemand, remoteSearchOnDemand],
    );
    expect(loadPath).not.toHaveBeenCalled();
    store.subscribe(() => {});
    await vi.waitFor(() =>
      expect(labelsOf(store.getState().tree, ['a', 'a1', 'a12'])).toEqual(['a', 'a1!', 'a12!']),
    );
    expect(loadPath).toHaveBeenCalledTimes(1);
    // Only what the props use was fetched.
    expect([lazyCheckOnDemand, loadPathOnDemand, remoteSearchOnDemand].map((f) => !!f.loaded)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('a check that waits for the lazy check’s code is made when it arrives; a fetch that fails is reported and the engine goes on', async () => {
    const problems: Problem[] = [];
    const arrival = deferred<CascaderFeature>();
    const store = createLeanCascader<CascaderOption>(
      {
        options: [node('a')],
        checkable: true,
        showCheckedStrategy: 'SHOW_CHILD',
        loadData: (selected: CascaderOption[]) => childrenOf(selected.map((option) => option.value!)),
        onProblem: (problem) => problems.push(problem),
      },
      [checkableFeature, loadDataFeature, onDemand('lazyCheck', () => arrival.promise)],
    );
    store.subscribe(() => {});
    store.send({ type: 'POPUP.OPEN' });
    store.send({ type: 'ITEM.CHECK', path: ['a'] });
    store.send({ type: 'ITEM.CLICK', path: ['a'] });
    // The check and the click after it wait: nothing moved.
    expect(store.getState().value).toEqual([]);
    expect(store.getState().activePath).toEqual([]);
    arrival.resolve(lazyCheckFeature);
    await vi.waitFor(() => expect(store.getState().activePath).toEqual(['a']));
    expect(store.getState().value).toEqual([
      ['a', 'a1', 'a11'],
      ['a', 'a1', 'a12'],
      ['a', 'a2', 'a21'],
      ['a', 'a2', 'a22'],
    ]);

    const failing = createLeanCascader<CascaderOption>(
      { options: [node('a')], loadPath: async (path) => along(path), onProblem: (p) => problems.push(p) },
      [onDemand('loadPath', () => Promise.reject(new Error('chunk failed')))],
    );
    failing.subscribe(() => {});
    failing.send({ type: 'POPUP.OPEN' });
    await vi.waitFor(() =>
      expect(problems.some((p) => /fetching the loadPath feature/.test(p.message))).toBe(true),
    );
    expect(failing.getState().status).toBe('open');
  });
});
