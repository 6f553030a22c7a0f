import {
  activeDescendant,
  type CascaderEvent,
  type CascaderOption,
  type CascaderState,
  type Effect,
  getDisplay,
  getSearchItems,
  initialState,
  type LoadContext,
  makeConnectIds,
  pathId,
  transition,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, flush, setup } from './helpers';

afterEach(() => vi.useRealTimers());

const provinces = (): CascaderOption[] => [
  { label: '浙江', value: 'zj', isLeaf: false },
  { label: '西藏', value: 'xz', isLeaf: false },
];
const WORLD: Record<string, CascaderOption> = {
  zj: { label: '浙江', value: 'zj', isLeaf: false },
  hangzhou: { label: '杭州', value: 'hangzhou', isLeaf: false },
  xihu: { label: '西湖', value: 'xihu' },
  ningbo: { label: '宁波', value: 'ningbo' },
  xz: { label: '西藏', value: 'xz', isLeaf: false },
};
const along = (path: ValuePath) => path.map((v) => ({ ...WORLD[v] }));

function manualSearch() {
  const calls: {
    query: string;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<CascaderOption[][]>>;
  }[] = [];
  const load = vi.fn((query: string, { signal }: { signal: AbortSignal }) => {
    const answer = deferred<CascaderOption[][]>();
    calls.push({ query, signal, answer });
    return answer.promise;
  });
  return { load, calls };
}

describe('remote search (showSearch.load)', () => {
  it('debounced; finds a path whose branches were never loaded and merges it with the local matches', async () => {
    vi.useFakeTimers();
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 200 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    expect(t.state().remoteSearch?.status).toBe('waiting');
    vi.advanceTimersByTime(199);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(t.state().remoteSearch?.status).toBe('loading');
    // The local match (西藏, a lazy branch with changeOnSelect off is not a candidate)...
    calls[0].answer.resolve([along(['zj', 'hangzhou', 'xihu']), along(['xz'])]);
    await vi.runAllTimersAsync();
    expect(t.state().remoteSearch?.status).toBe('done');
    const items = getSearchItems(t.state());
    expect(items.map((i) => i.text)).toContain('浙江 / 杭州 / 西湖');
    const xihu = items.find((i) => i.text === '浙江 / 杭州 / 西湖')!;
    expect(xihu.parts.map((p) => p.ranges)).toEqual([[], [], [[0, 1]]]);
    // Deduplicated by path: 西藏 appears once.
    expect(items.filter((i) => i.text === '西藏').length).toBeLessThanOrEqual(1);
  });

  it('each keystroke aborts the previous request; late answers are dropped', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    t.store.send({ type: 'INPUT.CHANGE', value: '西湖' });
    expect(calls.map((c) => [c.query, c.signal.aborted])).toEqual([
      ['西', true],
      ['西湖', false],
    ]);
    calls[0].answer.resolve([along(['zj', 'ningbo'])]);
    await flush();
    expect(t.state().tree.find(['zj', 'ningbo'])).toBe(-1);
    calls[1].answer.resolve([along(['zj', 'hangzhou', 'xihu'])]);
    await flush();
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual(['浙江 / 杭州 / 西湖']);
  });

  it('choosing a remote result sets the value with its options; the popup then shows its columns', async () => {
    const { load, calls } = manualSearch();
    // Two parameters: the loader asks for the context (`path`), which the last check reads.
    const loadData = vi.fn(
      (_selected: CascaderOption[], _context: LoadContext) => new Promise<CascaderOption[]>(() => {}),
    );
    const t = setup({ options: provinces(), loadData, showSearch: { load, debounce: 0 } });
    t.open();
    t.store.send({ type: 'INPUT.CHANGE', value: '西湖' });
    calls[0].answer.resolve([along(['zj', 'hangzhou', 'xihu'])]);
    await flush();
    t.store.send({ type: 'RESULT.CLICK', index: 0 });
    expect(t.onChange).toHaveBeenLastCalledWith(
      ['zj', 'hangzhou', 'xihu'],
      [
        expect.objectContaining({ value: 'zj' }),
        expect.objectContaining({ value: 'hangzhou' }),
        expect.objectContaining({ value: 'xihu' }),
      ],
    );
    expect(getDisplay(t.state()).text).toBe('浙江 / 杭州 / 西湖');
    t.open();
    expect(t.columns()).toEqual([['浙江', '西藏'], ['杭州'], ['西湖']]);
    // The partial columns ask loadData for their full lists.
    expect(loadData.mock.calls.map((c) => c[1].path)).toEqual([['zj'], ['zj', 'hangzhou']]);
  });

  it('a failure shows an error state with retry and reports it; an empty answer leaves no results', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '湖' });
    // Nothing matched locally, but the server has not answered: not "No results" yet.
    expect(t.state().announcement).toBe('Searching for 湖…');
    calls[0].answer.reject(new Error('offline'));
    await flush();
    expect(t.state().remoteSearch?.status).toBe('failed');
    expect(t.state().announcement).toBe('No results. Searching for 湖 failed: offline');
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['load-failed', 'showSearch.load']]);
    t.store.send({ type: 'SEARCH.RETRY' });
    expect(t.state().remoteSearch?.status).toBe('loading');
    calls[1].answer.resolve([]);
    await flush();
    expect(t.state().remoteSearch?.status).toBe('done');
    expect(t.state().search?.results).toEqual([]);
  });

  it('the failed row is a row of the keys: active when nothing matched locally, reached after the results, Enter retries', async () => {
    const { load, calls } = manualSearch();
    const ids = makeConnectIds('c-');
    // changeOnSelect: 西藏, a branch, is a local match of 西.
    const t = setup({ options: provinces(), changeOnSelect: true, showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '湖' });
    calls[0].answer.reject(new Error('offline'));
    await flush();
    // Nothing matched locally: the failed row is Enter's target, and the first Down lands on it.
    t.key('ArrowDown');
    expect(activeDescendant(t.state(), ids)).toBe(ids.result(0));
    t.key('Enter');
    expect(load).toHaveBeenCalledTimes(2);
    expect(t.state().remoteSearch?.status).toBe('loading');
    expect(t.isOpen()).toBe(true);

    // With a local match (西藏), the failed row comes after it; Enter there retries, not chooses.
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    calls[2].answer.reject(new Error('offline'));
    await flush();
    t.key('ArrowDown');
    expect(activeDescendant(t.state(), ids)).toBe(ids.result(0));
    t.key('ArrowDown');
    expect(activeDescendant(t.state(), ids)).toBe(ids.result(1));
    t.key('Enter');
    expect(load).toHaveBeenCalledTimes(4);
    expect(t.onChange).not.toHaveBeenCalled();
  });

  it('two results giving one path different labels: the first is kept, the second reported, never dropped silently', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    const renamed = along(['zj', 'hangzhou', 'xihu']);
    renamed[1] = { ...renamed[1], label: 'Hangzhou' };
    // The same path twice (the second one's 杭州 renamed), and one through the same 杭州 again.
    calls[0].answer.resolve([
      along(['zj', 'hangzhou', 'xihu']),
      renamed,
      along(['zj', 'hangzhou', 'ningbo']),
    ]);
    await flush();
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual([
      '浙江 / 杭州 / 西湖',
      '浙江 / 杭州 / 宁波',
    ]);
    expect(t.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'conflicting-option',
        prop: 'showSearch.load',
        at: '["zj","hangzhou"]',
        message: expect.stringMatching(/labelled "杭州" and then "Hangzhou": the first is kept/),
      }),
    ]);
    // A later answer for another text that names 杭州 the other way is reported too.
    t.store.send({ type: 'INPUT.CHANGE', value: '宁' });
    calls[1].answer.resolve([[along(['zj'])[0], { ...WORLD.hangzhou, label: 'HZ' }, along(['ningbo'])[0]]]);
    await flush();
    expect(t.problems.map((p) => [p.code, p.at])).toEqual([
      ['conflicting-option', '["zj","hangzhou"]'],
      ['conflicting-option', '["zj","hangzhou"]'],
    ]);
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual(['浙江 / 杭州 / 宁波']);
  });

  it('a result that is no path from a top-level option, or has an invalid value, is skipped with a warning', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    calls[0].answer.resolve([
      [
        { label: '杭州', value: 'hangzhou' },
        { label: '西湖', value: 'xihu' },
      ], // not from the top
      along(['zj', 'hangzhou', 'xihu']),
      [{ ...WORLD.zj }, { label: '西 NaN', value: Number.NaN }],
    ]);
    await flush();
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual(['浙江 / 杭州 / 西湖']);
    expect(t.problems.map((p) => [p.severity, p.code, p.prop, p.at])).toEqual([
      ['warning', 'value-not-found', 'showSearch.load', 'showSearch.load("西")[0]'],
      ['warning', 'invalid-value', 'showSearch.load', 'showSearch.load("西")[2]'],
    ]);
    expect(t.problems[0].message).toContain('starts at "hangzhou", which is none of the top-level options');
    expect(t.problems[1].message).toContain('[1] has an invalid (number NaN)');
  });

  it('a result through an option whose children are all known, naming one that is not among them, is skipped with a warning', async () => {
    const { load, calls } = manualSearch();
    const known: CascaderOption[] = [
      { ...WORLD.zj, isLeaf: undefined, children: [{ ...WORLD.hangzhou, isLeaf: undefined }] },
      { ...WORLD.xz },
    ];
    const t = setup({ options: known, showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '宁' });
    calls[0].answer.resolve([
      along(['zj', 'ningbo']), // zj's children are known, and ningbo is not one of them
      along(['zj', 'hangzhou', 'xihu']), // nor can anything be below the leaf hangzhou
      along(['xz']),
    ]);
    await flush();
    expect(t.problems.map((p) => [p.severity, p.code, p.prop, p.at])).toEqual([
      ['warning', 'value-not-found', 'showSearch.load', 'showSearch.load("宁")[0]'],
      ['warning', 'value-not-found', 'showSearch.load', 'showSearch.load("宁")[1]'],
      // A branch result opens; without loadData this one would open an empty column.
      ['warning', 'value-not-found', 'showSearch.load', 'showSearch.load("宁")[2]'],
    ]);
    expect(t.problems[0].message).toContain('"ningbo"');
    expect(t.problems[1].message).toContain('"xihu"');
  });

  it('an option whose value getter throws skips its result with a warning; the rest are shown and nothing stays loading', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 }, loadTimeout: 0 });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    const hostile = {
      label: '杭州',
      get value(): string {
        throw new Error('gone');
      },
    } as unknown as CascaderOption;
    calls[0].answer.resolve([[{ ...WORLD.zj }, hostile, { ...WORLD.xihu }], along(['zj', 'ningbo'])]);
    await flush();
    expect(t.state().remoteSearch?.status).toBe('done');
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual(['浙江 / 宁波']);
    expect(t.problems.map((p) => [p.severity, p.code, p.at])).toEqual([
      ['warning', 'option-unreadable', 'showSearch.load("西")[0]'],
    ]);
    expect(t.problems[0].message).toContain('could not be read (gone)');
  });

  it('null, [] and string entries are skipped with a warning each; the other results are kept', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    calls[0].answer.resolve([
      null,
      along(['zj', 'hangzhou', 'xihu']),
      [],
      'str',
    ] as unknown as CascaderOption[][]);
    await flush();
    expect(t.state().remoteSearch?.status).toBe('done');
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual(['浙江 / 杭州 / 西湖']);
    expect(t.problems.map((p) => [p.severity, p.code, p.at])).toEqual([
      ['warning', 'option-not-object', 'showSearch.load("西")[0]'],
      ['warning', 'option-not-object', 'showSearch.load("西")[2]'],
      ['warning', 'option-not-object', 'showSearch.load("西")[3]'],
    ]);
  });

  it('a result through a new option that brings its own children without the next value is skipped with a warning', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    const hangzhou = { ...WORLD.hangzhou, isLeaf: undefined, children: [{ ...WORLD.ningbo }] };
    calls[0].answer.resolve([[{ ...WORLD.zj }, hangzhou, { ...WORLD.xihu }], along(['zj', 'ningbo'])]);
    await flush();
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual(['浙江 / 宁波']);
    expect(t.problems.map((p) => [p.severity, p.code, p.at])).toEqual([
      ['warning', 'value-not-found', 'showSearch.load("西")[0]'],
    ]);
    expect(t.problems[0].message).toContain(`"xihu" is none of them`);
  });

  it('offers a remote branch to choose where the local search would (changeOnSelect or checkable), to open elsewhere', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '杭' });
    calls[0].answer.resolve([along(['zj', 'hangzhou']), along(['zj', 'hangzhou', 'xihu'])]);
    await flush();
    const results = () => getSearchItems(t.state()).map((i) => [i.text, i.opens]);
    expect(results()).toEqual([
      ['浙江 / 杭州', true],
      ['浙江 / 杭州 / 西湖', false],
    ]);
    t.store.setProps({ changeOnSelect: true });
    expect(results()).toEqual([
      ['浙江 / 杭州', false],
      ['浙江 / 杭州 / 西湖', false],
    ]);
  });

  it('with a custom sort, a remote result whose labels match is sorted with the local ones; others follow them', async () => {
    const { load, calls } = manualSearch();
    const options: CascaderOption[] = [
      { label: '西安', value: 'xa' },
      { label: '西宁', value: 'xn' },
      { label: '浙江', value: 'zj', isLeaf: false },
    ];
    const sort = (a: CascaderOption[], b: CascaderOption[]) =>
      String(b[0].value).localeCompare(String(a[0].value));
    const t = setup({ options, showSearch: { load, debounce: 0, sort } });
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual(['西宁', '西安']);
    // 宁波 matched on the server (say, by pinyin), not by its labels: it comes after the sorted ones.
    calls[0].answer.resolve([along(['zj', 'hangzhou', 'xihu']), along(['zj', 'ningbo'])]);
    await flush();
    expect(getSearchItems(t.state()).map((i) => i.text)).toEqual([
      '浙江 / 杭州 / 西湖',
      '西宁',
      '西安',
      '浙江 / 宁波',
    ]);
  });

  it('a result naming a leaf unreadable since the build is no result (the siblings were looked up before it broke)', async () => {
    const { load, calls } = manualSearch();
    const broken = { now: false };
    // More siblings than are scanned one by one, out of order: a lookup table remembers them.
    const leaves = Array.from({ length: 20 }, (_, i) =>
      Object.defineProperty({ label: `城${19 - i}` }, 'value', {
        get() {
          if (broken.now && i === 14) throw new Error('broke');
          return `c${19 - i}`;
        },
        enumerable: true,
      }),
    );
    const t = setup({
      options: [{ label: '浙江', value: 'zj', children: leaves }],
      value: ['zj', 'c1'],
      showSearch: { load, debounce: 0 },
    });
    t.open(); // finds the value's options in the index
    expect(getDisplay(t.state()).text).toBe('浙江 / 城1');
    broken.now = true;
    t.store.send({ type: 'INPUT.CHANGE', value: '西' });
    calls[0].answer.resolve([along(['zj']).concat({ label: '城5', value: 'c5' }), along(['zj', 'ningbo'])]);
    await flush();
    expect(getSearchItems(t.state()).map((i) => i.path)).toEqual([]);
    expect(t.problems.map((p) => p.code)).toContain('option-unreadable');
  });

  it('checkable: choosing a remote result checks its path', async () => {
    const { load, calls } = manualSearch();
    const t = setup({ options: provinces(), checkable: true, showSearch: { load, debounce: 0 } });
    t.store.send({ type: 'INPUT.CHANGE', value: '西湖' });
    calls[0].answer.resolve([along(['zj', 'hangzhou', 'xihu'])]);
    await flush();
    const index = getSearchItems(t.state()).findIndex((i) => i.text === '浙江 / 杭州 / 西湖');
    t.store.send({ type: 'RESULT.CLICK', index });
    expect(t.state().value).toEqual([['zj', 'hangzhou', 'xihu']]);
  });
});

/**
 * Model test: random keystrokes, debounce timers firing, answers arriving in any order, failing
 * or timing out, retries, opens and closes. Invariants: at most one request runs and it is for
 * the typed text; results are real nodes in tree order; nothing is stuck once the timers have run
 * and the answers are in.
 */
describe('remote search under random keystrokes and answers', () => {
  type Opt = CascaderOption;
  const command = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        t: fc.constant('type' as const),
        s: fc.constantFrom('', '西', '西湖', '湖', '杭'),
      }),
    },
    { weight: 2, arbitrary: fc.record({ t: fc.constant('timer' as const) }) },
    { weight: 4, arbitrary: fc.record({ t: fc.constant('answer' as const), i: fc.nat(), how: fc.nat(4) }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('retry' as const) }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('popup' as const), open: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('choose' as const), i: fc.nat(3) }) },
  );
  type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;
  const answerFor = (query: string): Opt[][] =>
    [['zj', 'hangzhou', 'xihu'], ['xz'], ['zj', 'hangzhou']]
      .filter((p) => p.some((v) => String(WORLD[v].label).includes(query)))
      .map(along);

  it('keeps one live request for the typed text, and never gets stuck', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), fc.boolean(), (commands, checkable) => {
        let state: CascaderState<Opt> = initialState<Opt>({
          options: provinces(),
          checkable,
          showSearch: { load: () => new Promise(() => {}), debounce: 200 },
          loadData: () => new Promise(() => {}),
        }).state;
        const live = new Map<number, string>();
        const timers = new Map<string, CascaderEvent<Opt>>();
        const send = (event: CascaderEvent<Opt>) => {
          const step = transition(state, event);
          if ('requestId' in event) live.delete(event.requestId);
          for (const e of step.effects as Effect<Opt>[]) {
            if (e.type === 'searchLoad') live.set(e.requestId, e.query);
            if (e.type === 'abort') live.delete(e.requestId);
            if (e.type === 'schedule') timers.set(e.key, e.event);
            if (e.type === 'cancel') timers.delete(e.key);
          }
          state = step.state;
          const remote = state.remoteSearch;
          const searches = [...live.values()];
          expect(searches.length).toBeLessThanOrEqual(1);
          if (searches.length === 1) {
            expect(remote?.status).toBe('loading');
            expect(searches[0]).toBe(state.searchValue);
          }
          if (remote) expect(remote.query).toBe(state.searchValue);
          if (remote?.status === 'waiting') expect(timers.has('search')).toBe(true);
          const results = state.search?.results ?? [];
          for (let i = 1; i < results.length; i++) expect(results[i]).toBeGreaterThan(results[i - 1]);
          for (const id of results) expect(id).toBeLessThan(state.tree.size);
        };
        for (const c of commands as Command[]) {
          if (c.t === 'type') send({ type: 'INPUT.CHANGE', value: c.s });
          else if (c.t === 'timer') {
            const event = timers.get('search');
            if (event) {
              timers.delete('search');
              send(event);
            }
          } else if (c.t === 'answer') {
            const ids = [...live.keys()];
            if (ids.length === 0) continue;
            const requestId = ids[c.i % ids.length];
            if (c.how === 0) send({ type: 'SEARCH.REJECT', requestId, error: new Error('x') });
            else if (c.how === 1) send({ type: 'SEARCH.TIMEOUT', requestId });
            else send({ type: 'SEARCH.RESOLVE', requestId, results: answerFor(live.get(requestId)!) });
          } else if (c.t === 'retry') send({ type: 'SEARCH.RETRY' });
          else if (c.t === 'popup') send({ type: c.open ? 'POPUP.OPEN' : 'POPUP.CLOSE' });
          else send({ type: 'RESULT.CLICK', index: c.i });
        }
        // Let the debounce run and every answer come in: nothing is left waiting.
        for (let guard = 0; guard < 10; guard++) {
          const event = timers.get('search');
          if (event) {
            timers.delete('search');
            send(event);
          }
          for (const [requestId, query] of [...live])
            send({ type: 'SEARCH.RESOLVE', requestId, results: answerFor(query) });
        }
        const remote = state.remoteSearch;
        if (remote) expect(['done', 'failed']).toContain(remote.status);
      }),
      { numRuns: 300 },
    );
  });
});

describe('remote answers mixing valid paths and junk', () => {
  type Opt = CascaderOption;
  const hostile = () =>
    ({
      label: '杭州',
      get value(): string {
        throw new Error('gone');
      },
    }) as unknown as Opt;
  const valid: ValuePath[] = [['zj', 'hangzhou', 'xihu'], ['zj', 'ningbo'], ['zj', 'hangzhou'], ['xz']];
  const junk: (() => unknown)[] = [
    () => null,
    () => [],
    () => 'str',
    () => 42,
    () => [null],
    () => [{ label: 'no value' }],
    () => [{ ...WORLD.zj }, hostile()],
    () => [{ ...WORLD.zj }, { ...WORLD.hangzhou, children: [{ ...WORLD.ningbo }] }, { ...WORLD.xihu }],
    () => along(['hangzhou', 'xihu']),
  ];
  const entry = fc.oneof(
    fc.nat(valid.length - 1).map((i) => ({ ok: true as const, path: valid[i] })),
    fc.nat(junk.length - 1).map((i) => ({ ok: false as const, make: junk[i] })),
  );
  /** Every node of the tree as its path and label, in tree order. */
  const nodes = (state: CascaderState<Opt>) =>
    Array.from(
      { length: state.tree.size },
      (_, id) => `${pathId(state.tree.path(id))}=${state.tree.labelOf(id)}`,
    );
  const searchFor = (state: CascaderState<Opt>, query: string, results: unknown) => {
    state = transition(state, { type: 'INPUT.CHANGE', value: '' }).state;
    state = transition(state, { type: 'INPUT.CHANGE', value: query }).state;
    const requestId = state.remoteSearch!.requestId;
    const step = transition(state, { type: 'SEARCH.RESOLVE', requestId, results });
    return { state: step.state, effects: step.effects };
  };

  it('keeps every valid path, skips each junk entry with one warning, and joins as the valid paths one answer at a time would', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
        const start = initialState<Opt>({
          options: provinces(),
          open: true,
          changeOnSelect: true,
          showSearch: { load: () => new Promise(() => {}), debounce: 0 },
          loadData: () => new Promise(() => {}),
        }).state;
        const answer = entries.map((e) => (e.ok ? along(e.path) : e.make()));
        const { state, effects } = searchFor(start, 'zzz', answer);
        expect(state.remoteSearch?.status).toBe('done');
        const warnings = effects
          .filter((e) => e.type === 'problem')
          .map((e) => (e.type === 'problem' ? e.problem.at : ''));
        expect(warnings).toEqual(entries.flatMap((e, i) => (e.ok ? [] : [`showSearch.load("zzz")[${i}]`])));
        const wanted = new Set(entries.flatMap((e) => (e.ok ? [pathId(e.path)] : [])));
        const shown = getSearchItems(state).map((item) => pathId(state.tree.path(item.id)));
        expect(new Set(shown)).toEqual(wanted);
        // The same valid paths, each in an answer of its own, one search after another.
        let oneByOne = start;
        for (const e of entries) if (e.ok) oneByOne = searchFor(oneByOne, 'zzz', [along(e.path)]).state;
        expect(nodes(state)).toEqual(nodes(oneByOne));
      }),
      { numRuns: 200 },
    );
  });
});
