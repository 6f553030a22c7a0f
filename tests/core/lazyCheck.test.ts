import {
  type CascaderEvent,
  type CascaderOption,
  type CascaderProps,
  type CascaderState,
  type Effect,
  handlesKey,
  initialState,
  pathId,
  transition,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedValue, checksFromValue, toggleCheck } from '../../core/src/features/checkable/check';
import { isPrefix, valuePaths } from '../../core/src/machine/value';
import { endOf, isCheckDisabled } from '../../core/src/tree/queries';
import { Tree } from '../../core/src/tree/tree';
import { provinces, server } from '../fixtures/lazyRegions';
import { flush, itemAt, setup } from './helpers';
import { manualLoader as regionLoader } from './manualLoader';

/** Requests the test answers one by one, in any order, from the server's data. */
const manualLoader = () => regionLoader((path) => server[JSON.stringify(path)].map((o) => ({ ...o })));

describe('checking a branch that was never loaded: SHOW_PARENT', () => {
  it('checks the branch and reports it, without loading anything', () => {
    const { loadData } = manualLoader();
    const t = setup({ options: provinces(), loadData, checkable: true });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(t.onChange).toHaveBeenLastCalledWith([['zj']], [[expect.objectContaining({ value: 'zj' })]]);
    expect(loadData).not.toHaveBeenCalled();
    expect(itemAt(t, 'zj').checked).toBe(true);
  });

  it('loading it later shows its children checked; unchecking one reports the siblings', async () => {
    const { loadData, answer } = manualLoader();
    const t = setup({ options: provinces(), loadData, checkable: true });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.open();
    t.click('zj');
    await answer(['zj']);
    expect(t.columns()[1]).toEqual(['杭州', '宁波']);
    expect(itemAt(t, 'zj', 'hangzhou').checked).toBe(true);
    expect(itemAt(t, 'zj', 'ningbo').checked).toBe(true);
    expect(t.state().value).toEqual([['zj']]);

    t.click('zj', 'hangzhou');
    await answer(['zj', 'hangzhou']);
    expect(itemAt(t, 'zj', 'hangzhou', 'xihu').checked).toBe(true);

    t.store.send({ type: 'ITEM.CHECK', path: ['zj', 'hangzhou', 'xihu'] });
    expect(t.onChange).toHaveBeenLastCalledWith(
      [
        ['zj', 'ningbo'],
        ['zj', 'hangzhou', 'yuhang'],
      ],
      expect.any(Array),
    );
    expect(itemAt(t, 'zj').halfChecked).toBe(true);
  });
});

describe('checking a branch that was never loaded: SHOW_CHILD', () => {
  const props = { checkable: true, showCheckedStrategy: 'SHOW_CHILD' as const };

  it('loads the descendants level by level, showing progress, then reports the leaves', async () => {
    const { loadData, answer } = manualLoader();
    const t = setup({ options: provinces(), loadData, ...props });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(loadData.mock.calls.map(([, c]) => c.path)).toEqual([['zj']]);
    expect(t.onChange).not.toHaveBeenCalled();
    expect(itemAt(t, 'zj')).toMatchObject({ checked: false, checkLoading: { loaded: 0, waiting: 1 } });

    await answer(['zj']);
    // 杭州 is lazy too: the next level is asked for; 宁波 is a leaf.
    expect(loadData.mock.calls.map(([, c]) => c.path)).toEqual([['zj'], ['zj', 'hangzhou']]);
    expect(itemAt(t, 'zj').checkLoading).toEqual({ loaded: 1, waiting: 1 });
    expect(t.onChange).not.toHaveBeenCalled();

    await answer(['zj', 'hangzhou']);
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange).toHaveBeenLastCalledWith(
      [
        ['zj', 'ningbo'],
        ['zj', 'hangzhou', 'xihu'],
        ['zj', 'hangzhou', 'yuhang'],
      ],
      expect.any(Array),
    );
    expect(itemAt(t, 'zj')).toMatchObject({ checked: true, checkLoading: null });
    expect(t.state().checkLoads.size).toBe(0);
  });

  it('keeps loading when the popup closes or the user opens another branch', async () => {
    const { loadData, calls, answer } = manualLoader();
    const t = setup({ options: provinces(), loadData, ...props });
    t.open();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.click('js');
    t.store.send({ type: 'POPUP.CLOSE' });
    expect(calls.find((c) => c.path[0] === 'zj')?.signal.aborted).toBe(false);
    expect(calls.find((c) => c.path[0] === 'js')?.signal.aborted).toBe(true);
    await answer(['zj']);
    await answer(['zj', 'hangzhou']);
    expect(t.state().value).toHaveLength(3);
  });

  it('unchecking while it loads aborts the loads and drops their late answers', async () => {
    const { loadData, calls } = manualLoader();
    const t = setup({ options: provinces(), loadData, ...props });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    const [{ signal, answer }] = calls;
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(signal.aborted).toBe(true);
    expect(t.state().checkLoads.size).toBe(0);
    expect(t.state().loading.size).toBe(0);
    expect(itemAt(t, 'zj')).toMatchObject({ checked: false, checkLoading: null });
    answer.resolve(server['["zj"]']);
    await flush();
    expect(t.state().tree.find(['zj', 'hangzhou'])).toBe(-1);
    expect(t.onChange).not.toHaveBeenCalled();
  });

  it('a failed load leaves the branch unchecked with an error and a retry', async () => {
    const { loadData, answer } = manualLoader();
    const t = setup({ options: provinces(), loadData, ...props });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    await answer(['zj']);
    await answer(['zj', 'hangzhou'], new Error('network down'));
    expect(t.onChange).not.toHaveBeenCalled();
    expect(t.state().checkLoads.size).toBe(0);
    const zj = itemAt(t, 'zj');
    expect(zj).toMatchObject({ checked: false, halfChecked: false, checkLoading: null });
    expect(zj.checkFailed?.error).toEqual(new Error('network down'));
    expect(t.problems.map((p) => p.code)).toEqual(['load-failed']);

    t.store.send({ type: 'ITEM.RETRY', path: ['zj'] });
    expect(itemAt(t, 'zj')).toMatchObject({
      checkFailed: undefined,
      checkLoading: { loaded: 0, waiting: 1 },
    });
    await answer(['zj', 'hangzhou']);
    expect(t.state().value).toEqual([
      ['zj', 'ningbo'],
      ['zj', 'hangzhou', 'xihu'],
      ['zj', 'hangzhou', 'yuhang'],
    ]);
    expect(itemAt(t, 'zj').checkFailed).toBeUndefined();
  });

  it('Enter on a branch whose check failed retries the check, not only its load (as the ↻ does)', async () => {
    const { loadData, answer } = manualLoader();
    const t = setup({ options: provinces(), loadData, ...props });
    t.open();
    t.key('ArrowDown');
    expect(t.focused()).toBe('浙江');
    t.key('Enter');
    await answer(['zj'], new Error('network down'));
    expect(itemAt(t, 'zj').checkFailed?.error).toEqual(new Error('network down'));

    t.key('Enter');
    expect(itemAt(t, 'zj')).toMatchObject({
      checkFailed: undefined,
      checkLoading: { loaded: 0, waiting: 1 },
    });
    await answer(['zj']);
    await answer(['zj', 'hangzhou']);
    expect(t.state().value).toEqual([
      ['zj', 'ningbo'],
      ['zj', 'hangzhou', 'xihu'],
      ['zj', 'hangzhou', 'yuhang'],
    ]);
    expect(itemAt(t, 'zj')).toMatchObject({ checked: true, checkFailed: undefined });
  });

  it('checking a branch whose descendants are all loaded checks it at once', async () => {
    const { loadData, answer } = manualLoader();
    const t = setup({ options: provinces(), loadData, ...props });
    t.open();
    t.click('js');
    await answer(['js']);
    t.store.send({ type: 'ITEM.CHECK', path: ['js'] });
    expect(t.state().value).toEqual([['js', 'nanjing']]);
    expect(loadData).toHaveBeenCalledTimes(1);
  });

  it('clearing drops a check that waits', () => {
    const { loadData, calls } = manualLoader();
    const t = setup({ options: provinces(), loadData, ...props });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.store.send({ type: 'CLEAR.CLICK' });
    expect(calls[0].signal.aborted).toBe(true);
    expect(t.state().checkLoads.size).toBe(0);
  });

  it('a check that waits is applied at once when the strategy turns to SHOW_PARENT', () => {
    const { loadData } = manualLoader();
    const t = setup({ options: provinces(), loadData, ...props });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.store.setProps({ showCheckedStrategy: 'SHOW_PARENT' });
    expect(t.state().checkLoads.size).toBe(0);
    expect(t.onChange).toHaveBeenLastCalledWith([['zj']], expect.any(Array));
  });

  it('a controlled value keeps its value until the owner applies the change', async () => {
    const { loadData, answer } = manualLoader();
    const t = setup({ options: provinces(), loadData, ...props, value: [] });
    t.store.send({ type: 'ITEM.CHECK', path: ['js'] });
    await answer(['js']);
    expect(t.onChange).toHaveBeenLastCalledWith([['js', 'nanjing']], expect.any(Array));
    expect(t.state().value).toEqual([]);
    t.store.setProps({ value: t.onChange.mock.lastCall![0] });
    expect(itemAt(t, 'js').checked).toBe(true);
  });

  it('a waiting check of an inner branch wins over an uncheck made inside it before, when the outer check completes', async () => {
    // r ⊃ c ⊃ b (a leaf) and a (lazy): b is in the tree while both r and c still wait for a; r
    // waits for d as well, so that c's check completes first.
    const tree: Record<string, CascaderOption[]> = {
      '["r"]': [
        { label: 'c', value: 'c', isLeaf: false },
        { label: 'm', value: 'm' },
        { label: 'd', value: 'd', isLeaf: false },
      ],
      '["r","d"]': [{ label: 'z', value: 'z' }],
      '["r","c"]': [
        { label: 'a', value: 'a', isLeaf: false },
        { label: 'b', value: 'b' },
      ],
      '["r","c","a"]': [
        { label: 'x', value: 'x' },
        { label: 'y', value: 'y' },
      ],
    };
    const { loadData, answer } = regionLoader((path) => tree[JSON.stringify(path)].map((o) => ({ ...o })));
    const t = setup({ options: [{ label: 'r', value: 'r', isLeaf: false }], loadData, ...props });
    t.open();
    t.click('r');
    await answer(['r']);
    t.click('r', 'c');
    await answer(['r', 'c']);
    t.store.send({ type: 'ITEM.CHECK', path: ['r', 'c', 'b'] });
    t.store.send({ type: 'ITEM.CHECK', path: ['r'] }); // waits for a
    t.store.send({ type: 'ITEM.CHECK', path: ['r', 'c', 'b'] }); // unchecks b
    t.store.send({ type: 'ITEM.CHECK', path: ['r', 'c'] }); // waits for a too; the last word on b
    await answer(['r', 'c', 'a']);
    expect(t.state().checkLoads.size).toBe(1);
    await answer(['r', 'd']);
    expect(t.state().checkLoads.size).toBe(0);
    expect(valuePaths(t.state().value).map(pathId).sort()).toEqual(
      [
        ['r', 'd', 'z'],
        ['r', 'm'],
        ['r', 'c', 'b'],
        ['r', 'c', 'a', 'x'],
        ['r', 'c', 'a', 'y'],
      ]
        .map(pathId)
        .sort(),
    );
  });
});

/**
 * Model test: random checks, unchecks, retries, clicks, popup toggles, re-renders (the options in
 * a new array, or re-created) and keys the engine ignores (never claimed) over a tree where only
 * the top level is loaded, while the loads' answers arrive in any order, fail or never come. Run
 * through the pure `transition`, with a harness playing the store (it answers requests from a
 * fixed server tree). Invariants after every step, and once every answer is in: the value then is
 * the one the same checks and unchecks give on the whole tree loaded up front.
 */
describe('lazy checking, under random events and answers in any order', () => {
  type Opt = CascaderOption;
  /** What the server answers for a lazy node's path. */
  type Server = (path: ValuePath) => Opt[];
  /** Deep: two lazy branches and a leaf down to depth 2, then leaves only. */
  const deep: Server = (path) =>
    path.length >= 3
      ? [
          { label: 'leaf', value: 'x' },
          { label: 'leaf 2', value: 'y' },
        ]
      : [
          { label: 'a', value: 'a', isLeaf: false },
          { label: 'b', value: 'b' },
          { label: 'c', value: 'c', isLeaf: false, ...(path.length === 2 ? { disableCheckbox: true } : {}) },
        ];

  /**
   * Wide: 80 lazy branches (one without a checkbox) below each top-level one, then two leaves. A
   * check of a top-level branch holds many answers back at once, enough to join them by size.
   */
  const wide: Server = (path) =>
    path.length === 1
      ? Array.from({ length: 80 }, (_, i) => ({
          label: `w${i}`,
          value: `w${i}`,
          isLeaf: false,
          ...(i === 7 ? { disableCheckbox: true } : {}),
        }))
      : [
          { label: 'leaf', value: 'x' },
          { label: 'leaf 2', value: 'y' },
        ];

  /** The server's whole tree, loaded up front: what every lazy branch would answer, all the way down. */
  const loadedUpFront = (server: Server, options: Opt[], path: ValuePath = []): Opt[] =>
    options.map((option) => {
      const at = [...path, option.value as string];
      return option.isLeaf === false
        ? { ...option, isLeaf: undefined, children: loadedUpFront(server, server(at), at) }
        : option;
    });

  /** Whether conduction from `id` reaches a descendant still to load (checkDisabled subtrees excluded). */
  const needsLoading = (tree: Tree<Opt>, id: number): boolean => {
    for (let n = id; n < endOf(tree, id); ) {
      if (n !== id && isCheckDisabled(tree, n)) n = endOf(tree, n);
      else if (tree.isUnloaded(n)) return true;
      else n++;
    }
    return false;
  };

  const command = fc.oneof(
    { weight: 4, arbitrary: fc.record({ t: fc.constant('check' as const), n: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('retry' as const), n: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('click' as const), n: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('popup' as const), open: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('clear' as const) }) },
    {
      weight: 6,
      arbitrary: fc.record({ t: fc.constant('answer' as const), i: fc.nat(), fail: fc.nat(4) }),
    },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('timeout' as const), i: fc.nat() }) },
    // The app renders again: the same options in a new array, or re-created option objects.
    { weight: 1, arbitrary: fc.record({ t: fc.constant('props' as const), fresh: fc.boolean() }) },
    { weight: 3, arbitrary: fc.record({ t: fc.constant('key' as const), k: fc.constantFrom('Tab', 'F5') }) },
    // A remote search answers with a path the server knows: its nodes join as partial ones, maybe
    // below a branch a check is loading (kept as a search, or the search text cleared).
    {
      weight: 3,
      arbitrary: fc.record({ t: fc.constant('remote' as const), n: fc.nat(), keep: fc.boolean() }),
    },
  );

  class Harness {
    state: CascaderState<Opt>;
    live = new Map<number, ValuePath>();
    timers = new Map<string, CascaderEvent<Opt>>();
    /** Each check and uncheck as it took effect on the value (a waiting check once it completed); null: cleared. */
    applied: ({ path: ValuePath; checked: boolean } | null)[] = [];
    /**
     * Where in `applied` each waiting check began (its place when it completes: the later action
     * wins, so what the user did inside the branch meanwhile is replayed after it), and which
     * waiting checks the user acted inside of.
     */
    waitingSince = new Map<string, number>();
    touched = new Set<string>();

    constructor(
      props: CascaderProps<Opt>,
      readonly limit = 6,
      readonly server: Server = deep,
    ) {
      const first = initialState(props);
      this.state = first.state;
      this.apply(first.effects);
    }
    apply(effects: Effect<Opt>[]) {
      for (const e of effects) {
        if (e.type === 'load') this.live.set(e.requestId, e.path);
        if (e.type === 'abort') this.live.delete(e.requestId);
        if (e.type === 'schedule') this.timers.set(e.key, e.event);
        if (e.type === 'cancel') this.timers.delete(e.key);
      }
    }
    send(event: CascaderEvent<Opt>) {
      const before = this.state;
      const { state, effects } = transition(before, event);
      if (event.type.startsWith('LOAD.')) this.live.delete((event as { requestId: number }).requestId);
      this.state = state;
      this.apply(effects);
      this.check(before, event, effects);
      return effects;
    }
    /** A path of the server's tree, from a top-level branch down (`n` picks the way). */
    serverPath(n: number): Opt[] {
      const top = n % 2 === 0 ? 'p' : 'q';
      const options: Opt[] = [{ label: top, value: top, isLeaf: false }];
      const path: ValuePath = [top];
      for (let rest = n >> 1, depth = 1 + (rest % 3); depth > 0; depth--, rest = Math.floor(rest / 7)) {
        const children = this.server(path);
        const child = children[rest % children.length];
        options.push({ ...child });
        path.push(child.value as string);
        if (child.isLeaf !== false) break;
      }
      return options;
    }
    pathAt(n: number): ValuePath {
      const { tree } = this.state;
      return tree.size === 0 ? ['none'] : tree.path(n % tree.size);
    }
    run(c: Command) {
      switch (c.t) {
        case 'check':
          return this.send({ type: 'ITEM.CHECK', path: this.pathAt(c.n) });
        case 'retry':
          return this.send({ type: 'ITEM.RETRY', path: this.pathAt(c.n) });
        case 'click':
          return this.send({ type: 'ITEM.CLICK', path: this.pathAt(c.n) });
        case 'popup':
          return this.send({ type: c.open ? 'POPUP.OPEN' : 'POPUP.CLOSE' });
        case 'clear':
          return this.send({ type: 'CLEAR.CLICK' });
        case 'answer': {
          const ids = [...this.live.keys()];
          if (ids.length === 0) return;
          const requestId = ids[c.i % ids.length];
          if (c.fail === 0) return this.send({ type: 'LOAD.REJECT', requestId, error: new Error('down') });
          return this.send({
            type: 'LOAD.RESOLVE',
            requestId,
            children: this.server(this.live.get(requestId)!),
          });
        }
        case 'props': {
          const options = this.state.props.options as Opt[];
          return this.send({
            type: 'PROPS.SET',
            props: { options: c.fresh ? options.map((o) => ({ ...o })) : [...options] },
          });
        }
        case 'key':
          // Keys the engine does nothing with are never claimed, whatever waits to join the tree.
          expect(handlesKey(this.state, { key: c.k })).toBe(false);
          return this.send({ type: 'INPUT.KEY_DOWN', key: c.k });
        case 'timeout': {
          const ids = [...this.live.keys()];
          if (ids.length === 0) return;
          return this.send({ type: 'LOAD.TIMEOUT', requestId: ids[c.i % ids.length] });
        }
        case 'remote': {
          const asked = this.send({ type: 'INPUT.CHANGE', value: `r${c.n}` });
          const load = asked.find((e) => e.type === 'searchLoad');
          if (load?.type === 'searchLoad')
            this.send({ type: 'SEARCH.RESOLVE', requestId: load.requestId, results: [this.serverPath(c.n)] });
          if (!c.keep) this.send({ type: 'INPUT.CHANGE', value: '' });
          return;
        }
      }
    }
    /** Every answer comes in, successfully, until nothing is asked for any more. */
    drain() {
      for (let guard = 0; this.live.size > 0 && guard < 500; guard++) {
        const [requestId, path] = this.live.entries().next().value!;
        this.send({ type: 'LOAD.RESOLVE', requestId, children: this.server(path) });
      }
      expect(this.live.size).toBe(0);
    }
    check(before: CascaderState<Opt>, event: CascaderEvent<Opt>, effects: Effect<Opt>[]) {
      const s = this.state;
      const { tree } = s;
      // Never more check loads in flight than the limit, and a check starts one only while fewer
      // than the limit are in flight, the user's loads included (they never wait themselves).
      const forChecks = [...s.loading.values()].filter((l) => l.forCheck).length;
      expect(forChecks).toBeLessThanOrEqual(this.limit);
      const started = effects.filter((e) => e.type === 'load' && s.loading.get(pathId(e.path))?.forCheck);
      // A load the user's view starts later in the same step (an open partial column asked for in
      // full once a held answer joined the tree) never waits, and did not exist when the check
      // took its slot.
      const userStarted = effects.filter(
        (e) => e.type === 'load' && s.loading.has(pathId(e.path)) && !s.loading.get(pathId(e.path))?.forCheck,
      ).length;
      if (started.length > 0) expect(s.loading.size - userStarted).toBeLessThanOrEqual(this.limit);
      // No path is requested twice at once.
      const requested = [...this.live.values()].map((path) => pathId(path));
      expect(new Set(requested).size).toBe(requested.length);
      for (const [key, entry] of s.checkLoads) {
        // No stuck state: a waiting check waits for a live request below it, or for a slot that
        // other loads hold (a load waits only while the limit is full).
        expect(entry.ready).toBe(false);
        expect(entry.inFlight.size + entry.queuedCount).toBeGreaterThan(0);
        // (A remote search in flight holds a slot too.)
        if (entry.queuedCount > 0)
          expect(s.loading.size + (s.remoteSearch?.status === 'loading' ? 1 : 0)).toBeGreaterThanOrEqual(
            this.limit,
          );
        expect(entry.queuedCount).toBeGreaterThanOrEqual(0);
        const below = [...s.loading.values()].filter((l) => isPrefix(entry.path, l.path));
        // (Also loads the user started below it that it does not need: a checkDisabled subtree.)
        expect(below.length).toBeGreaterThanOrEqual(entry.inFlight.size);
        for (const l of below) expect(this.live.has(l.requestId)).toBe(true);
        expect(s.checkFailed.has(key)).toBe(false);
        const id = tree.find(entry.path);
        expect(id).toBeGreaterThanOrEqual(0);
        // It still waits because something it needs is still to load.
        expect(needsLoading(tree, id)).toBe(true);
      }
      for (const entry of s.checkFailed.values()) {
        const id = tree.find(entry.path);
        expect(id >= 0 && s.checks?.isChecked(id)).toBe(false);
      }
      // A check that stopped waiting was cancelled, failed, or is now checked, with everything
      // below it that it needs loaded.
      const unchecked = event.type === 'ITEM.CHECK' && before.checkLoads.has(pathId(event.path));
      for (const [key, entry] of before.checkLoads) {
        if (s.checkLoads.has(key) || s.checkFailed.has(key)) continue;
        if (event.type === 'CLEAR.CLICK') continue;
        if (unchecked && pathId(event.path) === key) continue;
        const id = tree.find(entry.path);
        // Checked whole, unless the user acted inside it while it waited (replayed after it).
        if (!this.touched.has(key)) expect(s.checks?.isChecked(id)).toBe(true);
        expect(needsLoading(tree, id)).toBe(false);
        const at = this.waitingSince.get(key) ?? this.applied.length;
        this.applied.splice(at, 0, { path: entry.path, checked: true });
        for (const [other, since] of this.waitingSince)
          if (since >= at) this.waitingSince.set(other, since + 1);
        this.waitingSince.delete(key);
        this.touched.delete(key);
      }
      for (const key of before.checkLoads.keys()) {
        if (!s.checkLoads.has(key)) {
          this.waitingSince.delete(key);
          this.touched.delete(key);
        }
      }
      if (event.type === 'ITEM.CHECK' || event.type === 'ITEM.CLICK' || event.type === 'TAG.REMOVE') {
        for (const [key, entry] of before.checkLoads) {
          if (entry.path.length < event.path.length && isPrefix(entry.path, event.path))
            this.touched.add(key);
        }
      }
      // Unchecking a waiting branch forgets it and aborts its loads, but those the open column or
      // another waiting check needs.
      if (unchecked) {
        const path = (event as { path: ValuePath }).path;
        expect(s.checkLoads.has(pathId(path))).toBe(false);
        for (const l of s.loading.values()) {
          if (!isPrefix(path, l.path)) continue;
          const needed =
            (s.status === 'open' && isPrefix(l.path, s.activePath)) ||
            [...s.checkLoads.values()].some((c) => isPrefix(c.path, l.path));
          expect(needed).toBe(true);
        }
      }
      for (const key of s.checkLoads.keys())
        if (!before.checkLoads.has(key)) this.waitingSince.set(key, this.applied.length);
      if (event.type === 'CLEAR.CLICK') this.applied.push(null);
      // A click on a leaf checks it too.
      else if ((event.type === 'ITEM.CHECK' || event.type === 'ITEM.CLICK') && s.value !== before.value)
        this.applied.push({ path: event.path, checked: !!s.checks?.isChecked(tree.find(event.path)) });
      // No lost value: loads only add checks; the user's own toggles are the only removals.
      if (event.type.startsWith('LOAD.')) {
        for (const path of valuePaths(before.value)) {
          expect(s.checks?.isChecked(tree.find(path))).toBe(true);
        }
        // A completed check reported its value to the owner.
        if (s.value !== before.value) expect(effects.some((e) => e.type === 'change')).toBe(true);
      }
    }
    /** The value the same checks and unchecks give on the whole tree loaded up front (SHOW_CHILD). */
    upFront(options: Opt[]): string[] {
      const { tree } = Tree.build(loadedUpFront(this.server, options));
      let checks = checksFromValue(tree, [], false);
      for (const step of this.applied)
        checks = step
          ? toggleCheck(checks, tree.find(step.path), step.checked, false)
          : checksFromValue(tree, [], false);
      return checkedValue(checks, 'SHOW_CHILD', false).value.map(pathId).sort();
    }
  }
  type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

  /** Random commands against a server, then every answer: the invariants and the final value. */
  function run(server: Server, commands: Command[], strategy: 'SHOW_PARENT' | 'SHOW_CHILD', limit: number) {
    const options: Opt[] = [
      { label: 'p', value: 'p', isLeaf: false },
      { label: 'q', value: 'q', isLeaf: false },
    ];
    const h = new Harness(
      {
        options,
        checkable: true,
        showCheckedStrategy: strategy,
        checkLoadLimit: limit,
        loadData: () => new Promise(() => {}),
        showSearch: { load: () => new Promise(() => {}), debounce: 0 },
      },
      limit,
      server,
    );
    for (const c of commands) h.run(c);
    h.drain();
    const s = h.state;
    expect(s.checkLoads.size).toBe(0);
    if (strategy === 'SHOW_CHILD') {
      for (const path of valuePaths(s.value)) {
        const id = s.tree.find(path);
        expect(id).toBeGreaterThanOrEqual(0);
        // A leaf, or a checkDisabled branch (conduction does not pass through it).
        expect(s.tree.isLeaf(id) || isCheckDisabled(s.tree, id)).toBe(true);
      }
      // The same value as on the whole tree loaded up front, given the same checks.
      expect(valuePaths(s.value).map(pathId).sort()).toEqual(h.upFront(options));
    }
  }

  const strategies = fc.constantFrom<'SHOW_PARENT' | 'SHOW_CHILD'>('SHOW_CHILD', 'SHOW_CHILD', 'SHOW_PARENT');

  it('never gets stuck, never loses a value, and reports only loaded leaves', () => {
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 50 }),
        strategies,
        fc.integer({ min: 1, max: 4 }),
        (commands, strategy, limit) => run(deep, commands, strategy, limit),
      ),
      { numRuns: 300 },
    );
  });

  it('the same over wide levels, where many answers wait to join the tree together', () => {
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 80 }),
        strategies,
        fc.integer({ min: 1, max: 4 }),
        (commands, strategy, limit) => run(wide, commands, strategy, limit),
      ),
      { numRuns: 60 },
    );
  });
});
