import {
  type CascaderEvent,
  type CascaderOption,
  type CascaderProps,
  type CascaderState,
  type Effect,
  getColumns,
  getDisplay,
  getItem,
  initialState,
  type LoadContext,
  pathId,
  transition,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isPathHeld, pathsInFlight } from '../../core/src/features/loadPath/heldPaths';
import { needsPath } from '../../core/src/features/loadPath/pathLoading';
import { valuePaths } from '../../core/src/machine/value';
import { deferred, flush, setup } from './helpers';

/** Only the provinces are loaded. */
const provinces = (): CascaderOption[] => [
  { label: '浙江', value: 'zj', isLeaf: false },
  { label: '江苏', value: 'js', isLeaf: false },
];

const WORLD: Record<string, CascaderOption> = {
  zj: { label: '浙江', value: 'zj', isLeaf: false },
  hangzhou: { label: '杭州', value: 'hangzhou', isLeaf: false },
  ningbo: { label: '宁波', value: 'ningbo' },
  xihu: { label: '西湖', value: 'xihu' },
  yuhang: { label: '余杭', value: 'yuhang' },
  js: { label: '江苏', value: 'js', isLeaf: false },
  nanjing: { label: '南京', value: 'nanjing' },
};
const along = (path: ValuePath) => path.map((v) => ({ ...WORLD[v] }));

/** A `loadPath` whose answers the test gives, in any order. */
function manualPaths() {
  const calls: {
    path: ValuePath;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<CascaderOption[]>>;
  }[] = [];
  const loadPath = vi.fn((path: ValuePath, { signal }: { signal: AbortSignal }) => {
    const answer = deferred<CascaderOption[]>();
    calls.push({ path, signal, answer });
    return answer.promise;
  });
  const answer = async (path: ValuePath, result?: CascaderOption[] | Error) => {
    const call = calls.find((c) => JSON.stringify(c.path) === JSON.stringify(path) && !c.signal.aborted);
    if (!call) throw new Error(`no request for ${JSON.stringify(path)}`);
    calls.splice(calls.indexOf(call), 1);
    if (result instanceof Error) call.answer.reject(result);
    else call.answer.resolve(result ?? along(path));
    await flush();
  };
  return { loadPath, calls, answer };
}

describe('loadPath: labels for a value whose path is not loaded', () => {
  it('asks once for the path, shows a loading state, then the labels', async () => {
    const { loadPath, answer } = manualPaths();
    const t = setup({ options: provinces(), loadPath, defaultValue: ['zj', 'hangzhou', 'xihu'] });
    expect(loadPath).toHaveBeenCalledTimes(1);
    expect(loadPath.mock.calls[0][0]).toEqual(['zj', 'hangzhou', 'xihu']);
    expect(getDisplay(t.state())).toMatchObject({ loading: true, failed: undefined });
    expect(t.problems).toEqual([]);
    await answer(['zj', 'hangzhou', 'xihu']);
    expect(getDisplay(t.state())).toMatchObject({ text: '浙江 / 杭州 / 西湖', loading: false });
    expect(loadPath).toHaveBeenCalledTimes(1);
  });

  it('two answers naming one option differently: the first label stays and the second is reported', async () => {
    const { loadPath, answer } = manualPaths();
    const t = setup({
      options: provinces(),
      checkable: true,
      loadPath,
      defaultValue: [
        ['zj', 'hangzhou', 'xihu'],
        ['zj', 'hangzhou', 'yuhang'],
      ],
    });
    await answer(['zj', 'hangzhou', 'xihu']);
    const renamed = along(['zj', 'hangzhou', 'yuhang']);
    renamed[1].label = 'Hangzhou';
    await answer(['zj', 'hangzhou', 'yuhang'], renamed);
    // Each tag shows its last label; the path's options are the first answer's.
    const tags = getDisplay(t.state()).tags;
    expect(tags.map((tag) => tag.options.map((o) => o.label))).toEqual([
      ['浙江', '杭州', '西湖'],
      ['浙江', '杭州', '余杭'],
    ]);
    expect(t.problems.map((p) => [p.code, p.prop, p.at])).toEqual([
      ['conflicting-option', 'loadPath', '["zj","hangzhou"]'],
    ]);
  });

  it('without loadPath, keeps showing raw values as before', () => {
    const t = setup({ options: provinces(), defaultValue: ['zj', 'hangzhou', 'xihu'] });
    expect(getDisplay(t.state())).toMatchObject({ text: '浙江 / hangzhou / xihu', loading: false });
  });

  it('the added nodes are partial: opening the popup shows the path and loads the full lists', async () => {
    const { loadPath, answer } = manualPaths();
    const loadData = vi.fn(async (selected: CascaderOption[], _context: LoadContext) =>
      selected.at(-1)!.value === 'zj' ? along(['hangzhou', 'ningbo']) : along(['xihu', 'yuhang']),
    );
    const t = setup({ options: provinces(), loadPath, loadData, defaultValue: ['zj', 'hangzhou', 'xihu'] });
    await answer(['zj', 'hangzhou', 'xihu']);
    t.open();
    // The path's columns show at once, with only the nodes along it until loadData answers.
    expect(loadData.mock.calls.map(([, c]) => c.path)).toEqual([['zj'], ['zj', 'hangzhou']]);
    await flush();
    expect(t.columns()).toEqual([
      ['浙江', '江苏'],
      ['杭州', '宁波'],
      ['西湖', '余杭'],
    ]);
    const xihu = getItem(t.state(), t.state().tree.find(['zj', 'hangzhou', 'xihu']));
    expect(xihu.selected).toBe(true);
    expect(getColumns(t.state()).map((c) => c.activeIndex)).toEqual([0, 0, 0]);
  });

  it('opened before loadPath answers: the partial column the answer brings is loaded in full', async () => {
    const { loadPath, answer } = manualPaths();
    const loadData = vi.fn(async (selected: CascaderOption[], _context: LoadContext) =>
      selected.at(-1)!.value === 'zj' ? along(['hangzhou', 'ningbo']) : along(['xihu', 'yuhang']),
    );
    const t = setup({ options: provinces(), loadPath, loadData, defaultValue: ['zj', 'hangzhou', 'xihu'] });
    t.open();
    await answer(['zj', 'hangzhou', 'xihu']);
    expect(loadData.mock.calls.map(([, c]) => c.path)).toContainEqual(['zj']);
    await flush();
    expect(t.columns()[1]).toEqual(['杭州', '宁波']);
  });

  it('Right on a partial branch enters its known children while its full list loads', async () => {
    const { loadPath, answer } = manualPaths();
    const loadData = vi.fn(() => new Promise<CascaderOption[]>(() => {}));
    const t = setup({ options: provinces(), loadPath, loadData, defaultValue: ['zj', 'hangzhou', 'xihu'] });
    await answer(['zj', 'hangzhou', 'xihu']);
    t.open();
    t.key('ArrowLeft');
    t.key('ArrowLeft');
    expect(t.state().activePath).toEqual(['zj']);
    t.key('ArrowRight');
    expect(t.state().activePath).toEqual(['zj', 'hangzhou']);
    expect(t.state().loading.size).toBeGreaterThan(0);
  });

  it('a failure shows the raw values with a retry and reports the problem', async () => {
    const { loadPath, answer } = manualPaths();
    const t = setup({ options: provinces(), loadPath, defaultValue: ['zj', 'hangzhou', 'xihu'] });
    await answer(['zj', 'hangzhou', 'xihu'], new Error('offline'));
    const display = getDisplay(t.state());
    expect(display).toMatchObject({ text: '浙江 / hangzhou / xihu', loading: false });
    expect(display.failed?.error).toEqual(new Error('offline'));
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['load-failed', 'loadPath']]);
    t.store.send({ type: 'PATH.RETRY', path: ['zj', 'hangzhou', 'xihu'] });
    expect(loadPath).toHaveBeenCalledTimes(2);
    expect(getDisplay(t.state()).loading).toBe(true);
    await answer(['zj', 'hangzhou', 'xihu']);
    expect(getDisplay(t.state()).text).toBe('浙江 / 杭州 / 西湖');
  });

  it('a failure is announced, and opening the popup (Enter on the closed combobox) retries it', async () => {
    const { loadPath, answer } = manualPaths();
    const t = setup({ options: provinces(), loadPath, defaultValue: ['zj', 'hangzhou', 'xihu'] });
    await answer(['zj', 'hangzhou', 'xihu'], new Error('offline'));
    expect(t.state().announcement).toBe(
      'Loading the labels of 浙江 / hangzhou / xihu failed: offline. Open the list to retry.',
    );
    t.key('Enter');
    expect(t.isOpen()).toBe(true);
    expect(loadPath).toHaveBeenCalledTimes(2);
    expect(getDisplay(t.state())).toMatchObject({ loading: true, failed: undefined });
    await answer(['zj', 'hangzhou', 'xihu']);
    expect(getDisplay(t.state()).text).toBe('浙江 / 杭州 / 西湖');
    // A translation of its own.
    const { loadPath: again, answer: answerAgain } = manualPaths();
    const zh = setup({
      options: provinces(),
      loadPath: again,
      defaultValue: ['zj', 'hangzhou', 'xihu'],
      messages: { pathFailed: (value) => `${value} 加载失败` },
    });
    await answerAgain(['zj', 'hangzhou', 'xihu'], new Error('offline'));
    expect(zh.state().announcement).toBe('浙江 / hangzhou / xihu 加载失败');
  });

  it('a popup opened by the controlled `open` prop retries a failed path too', async () => {
    const { loadPath, answer } = manualPaths();
    const props = { options: provinces(), loadPath, value: ['zj', 'hangzhou', 'xihu'], open: false };
    const t = setup(props);
    await answer(['zj', 'hangzhou', 'xihu'], new Error('offline'));
    expect(getDisplay(t.state()).failed).toBeDefined();
    // The app opens it (its own button, say): no key or click of ours reaches the engine.
    t.store.setProps({ ...props, open: true });
    expect(t.isOpen()).toBe(true);
    expect(loadPath).toHaveBeenCalledTimes(2);
    expect(getDisplay(t.state())).toMatchObject({ loading: true, failed: undefined });
    await answer(['zj', 'hangzhou', 'xihu']);
    expect(getDisplay(t.state()).text).toBe('浙江 / 杭州 / 西湖');
  });

  it('a stateReducer that keeps the popup closed keeps the failure, and asks nothing again', async () => {
    const { loadPath, answer } = manualPaths();
    const t = setup({
      options: provinces(),
      loadPath,
      defaultValue: ['zj', 'hangzhou', 'xihu'],
      stateReducer: (state, { event, changes }) => (event.type === 'POPUP.OPEN' ? state : changes),
    });
    await answer(['zj', 'hangzhou', 'xihu'], new Error('offline'));
    t.open();
    expect(t.isOpen()).toBe(false);
    expect(loadPath).toHaveBeenCalledTimes(1);
    expect(getDisplay(t.state()).failed?.error).toEqual(new Error('offline'));
  });

  it('an answer that is not the path is a failure naming the prop', async () => {
    const { loadPath, answer } = manualPaths();
    const t = setup({ options: provinces(), loadPath, defaultValue: ['zj', 'hangzhou', 'xihu'] });
    await answer(['zj', 'hangzhou', 'xihu'], along(['zj', 'hangzhou']));
    expect(getDisplay(t.state()).failed).toBeDefined();
    expect(t.problems[0].message).toMatch(
      /loadPath failed for \["zj","hangzhou","xihu"\]: it returned the options of/,
    );
  });

  it('an answer with an option whose value getter throws fails with a retry, never stays loading', async () => {
    const { loadPath, answer } = manualPaths();
    const t = setup({
      options: provinces(),
      loadPath,
      loadTimeout: 0,
      defaultValue: ['zj', 'hangzhou', 'xihu'],
    });
    const hostile = {
      label: '杭州',
      get value(): string {
        throw new Error('gone');
      },
    } as unknown as CascaderOption;
    await answer(['zj', 'hangzhou', 'xihu'], [{ ...WORLD.zj }, hostile, { ...WORLD.xihu }]);
    const display = getDisplay(t.state());
    expect(display.loading).toBe(false);
    expect(display.failed).toBeDefined();
    expect(t.state().pathLoads.size).toBe(0);
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['load-failed', 'loadPath']]);
    expect(t.problems[0].message).toContain('the answer could not be read (gone)');
    t.store.send({ type: 'PATH.RETRY', path: ['zj', 'hangzhou', 'xihu'] });
    await answer(['zj', 'hangzhou', 'xihu']);
    expect(getDisplay(t.state()).text).toBe('浙江 / 杭州 / 西湖');
  });

  it('checkable: many paths at once, deduplicated; a changed value aborts what it no longer needs', async () => {
    const { loadPath, calls, answer } = manualPaths();
    const t = setup({
      options: provinces(),
      loadPath,
      checkable: true,
      value: [['zj', 'hangzhou', 'xihu'], ['zj', 'hangzhou', 'xihu'], ['zj', 'ningbo'], ['js']],
    });
    expect(loadPath.mock.calls.map(([p]) => p)).toEqual([
      ['zj', 'hangzhou', 'xihu'],
      ['zj', 'ningbo'],
    ]);
    expect(getDisplay(t.state()).tags.map((tag) => tag.loading)).toEqual([true, true, true, false]);
    t.store.setProps({ value: [['zj', 'ningbo']] });
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);
    await answer(['zj', 'ningbo']);
    expect(getDisplay(t.state()).tags.map((tag) => tag.label)).toEqual(['宁波']);
    expect(t.state().checks?.isChecked(t.state().tree.find(['zj', 'ningbo']))).toBe(true);
  });

  it('answers in any order, and late answers of aborted requests are dropped', async () => {
    const { loadPath, calls, answer } = manualPaths();
    const t = setup({ options: provinces(), loadPath, value: ['zj', 'hangzhou', 'xihu'] });
    const first = calls[0];
    t.store.setProps({ value: ['zj', 'ningbo'] });
    expect(first.signal.aborted).toBe(true);
    first.answer.resolve(along(['zj', 'hangzhou', 'xihu']));
    await flush();
    expect(t.state().tree.find(['zj', 'hangzhou'])).toBe(-1);
    await answer(['zj', 'ningbo']);
    expect(getDisplay(t.state()).text).toBe('浙江 / 宁波');
  });

  it('destroying the store (unmount) aborts the requests', () => {
    const { loadPath, calls } = manualPaths();
    const t = setup({ options: provinces(), loadPath, value: ['zj', 'hangzhou', 'xihu'] });
    t.store.destroy();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('a store revived after a destroy (StrictMode remounts) asks again for the paths it aborted', async () => {
    const { loadPath, calls, answer } = manualPaths();
    const t = setup({ options: provinces(), loadPath, value: ['zj', 'hangzhou', 'xihu'] });
    t.store.destroy();
    t.store.setProps({ loadPath });
    expect(calls.map((c) => c.signal.aborted)).toEqual([true, false]);
    expect(getDisplay(t.state()).loading).toBe(true);
    await answer(['zj', 'hangzhou', 'xihu']);
    expect(getDisplay(t.state()).text).toBe('浙江 / 杭州 / 西湖');
  });

  it('nothing loaded is lost: a partial path under a loaded branch keeps its siblings', async () => {
    const { loadPath, answer } = manualPaths();
    const loadData = vi.fn(async () => along(['hangzhou', 'ningbo']));
    const t = setup({ options: provinces(), loadPath, loadData });
    t.open();
    t.click('zj');
    await flush();
    expect(t.columns()[1]).toEqual(['杭州', '宁波']);
    t.store.send({ type: 'POPUP.CLOSE' });
    t.store.setProps({ value: ['zj', 'hangzhou', 'xihu'] });
    await answer(['zj', 'hangzhou', 'xihu']);
    t.open();
    expect(t.columns()).toEqual([['浙江', '江苏'], ['杭州', '宁波'], ['西湖']]);
    expect(getDisplay(t.state()).text).toBe('浙江 / 杭州 / 西湖');
  });

  it('a path under a loaded branch that lacks it is not asked for: it is not in the options', async () => {
    const loadPath = vi.fn(async (path: ValuePath) => along(path));
    const loadData = vi.fn(async () => along(['ningbo']));
    const t = setup({ options: provinces(), loadPath, loadData });
    t.open();
    t.click('zj');
    await flush();
    t.store.setProps({ value: ['zj', 'hangzhou', 'xihu'] });
    expect(loadPath).not.toHaveBeenCalled();
    expect(t.problems.map((p) => p.code)).toEqual(['value-not-found']);
  });
});

/**
 * Model test: random values (single or checkable, controlled or not, paths that exist, that need
 * loading, or that do not exist), clicks, opens and closes, while `loadPath` and `loadData`
 * answers arrive in any order, fail or time out. Invariants after every step, and at the end
 * every path of the value that the server knows shows its labels once all answers are in.
 */
describe('loadPath under random events and answers in any order', () => {
  type Opt = CascaderOption;
  /** The server: every value path of length ≤ 3 over the letters a–c exists; "z" never does. */
  const serverChildren = (path: ValuePath): Opt[] =>
    path.length >= 2
      ? ['a', 'b'].map((v) => ({ label: `${v}!`, value: v }))
      : ['a', 'b', 'c'].map((v) => ({ label: `${v}!`, value: v, isLeaf: false }));
  const serverPath = (path: ValuePath): Opt[] | null =>
    path.includes('z') || path.length > 3 || (path.length === 3 && path[2] === 'c')
      ? null
      : path.map((v, i) => ({
          label: `${v}!`,
          value: v,
          ...(i < path.length - 1 || i < 2 ? { isLeaf: false } : {}),
        }));

  const pathArb = fc.array(fc.constantFrom('a', 'b', 'c', 'z'), { minLength: 1, maxLength: 3 });
  const command = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        t: fc.constant('value' as const),
        paths: fc.array(pathArb, { maxLength: 3 }),
        controlled: fc.boolean(),
      }),
    },
    { weight: 6, arbitrary: fc.record({ t: fc.constant('answer' as const), i: fc.nat(), how: fc.nat(5) }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('retry' as const), i: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ t: fc.constant('click' as const), n: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('popup' as const), open: fc.boolean() }) },
  );
  type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

  class Harness {
    state: CascaderState<Opt>;
    live = new Map<number, { kind: 'path' | 'load'; path: ValuePath }>();
    constructor(props: CascaderProps<Opt>) {
      const first = initialState(props);
      this.state = first.state;
      this.apply(first.effects);
    }
    apply(effects: Effect<Opt>[]) {
      for (const e of effects) {
        if (e.type === 'load') this.live.set(e.requestId, { kind: 'load', path: e.path });
        if (e.type === 'loadPath') this.live.set(e.requestId, { kind: 'path', path: e.path });
        if (e.type === 'abort') this.live.delete(e.requestId);
      }
    }
    send(event: CascaderEvent<Opt>) {
      const before = this.state;
      const { state, effects } = transition(before, event);
      if ('requestId' in event) this.live.delete(event.requestId);
      this.state = state;
      this.apply(effects);
      // Loading labels never changes the value.
      if (event.type.startsWith('PATH.') || event.type.startsWith('LOAD.')) {
        expect(state.value).toBe(before.value);
        expect(effects.filter((e) => e.type === 'change')).toEqual([]);
      }
      this.check();
    }
    answer(requestId: number, how: number) {
      const { kind, path } = this.live.get(requestId)!;
      if (how === 0) {
        const type = kind === 'path' ? 'PATH.REJECT' : 'LOAD.REJECT';
        return this.send({ type, requestId, error: new Error('down') });
      }
      if (how === 1) return this.send({ type: kind === 'path' ? 'PATH.TIMEOUT' : 'LOAD.TIMEOUT', requestId });
      if (kind === 'load')
        return this.send({ type: 'LOAD.RESOLVE', requestId, children: serverChildren(path) });
      const options = serverPath(path);
      if (!options) return this.send({ type: 'PATH.REJECT', requestId, error: new Error('no such path') });
      return this.send({ type: 'PATH.RESOLVE', requestId, options });
    }
    run(c: Command) {
      const s = this.state;
      switch (c.t) {
        case 'value': {
          const value = s.props.checkable ? c.paths : c.paths[0];
          if (c.controlled) return this.send({ type: 'PROPS.SET', props: { value } });
          return this.send({ type: 'VALUE.SET', value });
        }
        case 'answer': {
          const ids = [...this.live.keys()];
          if (ids.length > 0) this.answer(ids[c.i % ids.length], c.how);
          return;
        }
        case 'retry': {
          const failed = [...s.pathFailed.values()];
          if (failed.length > 0) this.send({ type: 'PATH.RETRY', path: failed[c.i % failed.length].path });
          return;
        }
        case 'click':
          return this.send({
            type: 'ITEM.CLICK',
            path: s.tree.size ? s.tree.path(c.n % s.tree.size) : ['a'],
          });
        case 'popup':
          return this.send({ type: c.open ? 'POPUP.OPEN' : 'POPUP.CLOSE' });
      }
    }
    check() {
      const s = this.state;
      const valueKeys = new Set(valuePaths(s.value).map((p) => pathId(p)));
      for (const [key, entry] of s.pathLoads) {
        // Only paths of the value that the tree cannot resolve yet are asked for, each once.
        expect(valueKeys.has(key)).toBe(true);
        expect(needsPath(s.tree, entry.path)).toBe(true);
        // An answer held for the others still in flight (heldPaths.ts) has arrived; any other is live.
        if (isPathHeld(s, key)) {
          expect(this.live.has(entry.requestId)).toBe(false);
          expect(pathsInFlight(s)).toBeGreaterThan(0);
        } else expect(this.live.get(entry.requestId)).toEqual({ kind: 'path', path: entry.path });
        expect(s.pathFailed.has(key)).toBe(false);
      }
      for (const key of s.pathFailed.keys()) expect(valueKeys.has(key)).toBe(true);
      // Every path that still needs loading is asked for, or failed (with a retry): nothing is stuck.
      for (const path of valuePaths(s.value)) {
        if (!needsPath(s.tree, path)) continue;
        const key = pathId(path);
        expect(s.pathLoads.has(key) || s.pathFailed.has(key)).toBe(true);
      }
      // The tree never loses a node a path of the value resolves to: partial nodes keep their place.
      expect(s.tree.resolve(s.activePath)).toHaveLength(s.activePath.length);
    }
    drain() {
      for (const failed of [...this.state.pathFailed.values()])
        this.send({ type: 'PATH.RETRY', path: failed.path });
      for (let guard = 0; this.live.size > 0 && guard < 200; guard++) {
        const [requestId] = this.live.keys();
        this.answer(requestId, 5);
      }
      expect(this.live.size).toBe(0);
    }
  }

  it('asks only for what the value needs, never gets stuck, and ends with every known path labelled', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), fc.boolean(), (commands, checkable) => {
        const h = new Harness({
          options: ['a', 'b'].map((v) => ({ label: `${v}!`, value: v, isLeaf: false })),
          checkable,
          loadPath: () => new Promise(() => {}),
          loadData: () => new Promise(() => {}),
        });
        for (const c of commands) h.run(c);
        h.drain();
        const s = h.state;
        expect(s.pathLoads.size).toBe(0);
        for (const path of valuePaths(s.value)) {
          if (serverPath(path) && path[0] !== 'c') {
            expect(s.tree.find(path), JSON.stringify(path)).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
