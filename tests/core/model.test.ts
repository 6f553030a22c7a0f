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
import { isPrefix } from '../../core/src/machine/value';

/**
 * Model-based test: random event sequences (open, close, clicks, hovers, keys, search, checks,
 * loads resolving / rejecting / being aborted, timers firing, options and value changes) are run
 * through the pure `transition`, while a small harness plays the store's part (tracks requests and
 * timers from the effects). After every step the invariants of the issue must hold.
 */

type Opt = CascaderOption;

const label = fc.stringMatching(/^[a-cA-C]{1,3}$/);
const value = fc.constantFrom<string | number>('a', 'b', 'c', 'd', 1, 2);
const rarely = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant(true) },
);

const node: fc.Memo<Opt> = fc.memo((n) => {
  const leaf = fc.record(
    { label, value, disabled: rarely, disableCheckbox: rarely },
    { requiredKeys: ['label', 'value'] },
  );
  const lazy = fc.record({ label, value, isLeaf: fc.constant(false as const) });
  if (n <= 1) return fc.oneof(leaf, lazy);
  const branch = fc.record(
    { label, value, disabled: rarely, children: fc.array(node(n - 1), { minLength: 1, maxLength: 4 }) },
    { requiredKeys: ['label', 'value', 'children'] },
  );
  return fc.oneof({ weight: 2, arbitrary: branch }, leaf, lazy);
});
const options = fc.array(node(3), { minLength: 0, maxLength: 4 });

const props = fc.record({
  changeOnSelect: fc.boolean(),
  checkable: fc.boolean(),
  checkStrictly: fc.boolean(),
  expandTrigger: fc.constantFrom<'click' | 'hover'>('click', 'hover'),
  hoverExpandDelay: fc.constantFrom(0, 50),
  showSearch: fc.oneof(
    fc.boolean(),
    fc.constantFrom(
      { load: () => new Promise<never>(() => {}), debounce: 0 },
      { load: () => new Promise<never>(() => {}) },
    ),
  ),
  loadPath: fc.constantFrom(undefined, () => new Promise<never>(() => {})),
  expandSingleOption: fc.boolean(),
  showCheckedStrategy: fc.constantFrom<'SHOW_PARENT' | 'SHOW_CHILD'>('SHOW_PARENT', 'SHOW_CHILD'),
  hidePopupOnSelect: fc.boolean(),
  direction: fc.constantFrom<'ltr' | 'rtl'>('ltr', 'rtl'),
  popupTrigger: fc.constantFrom<CascaderProps['popupTrigger']>(['click'], ['hover'], ['focus', 'click']),
  inline: rarely,
});

const keys = fc.constantFrom(
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Enter',
  'Escape',
  'Backspace',
  'Home',
  'End',
  'PageDown',
  'PageUp',
  'a',
  'b',
  'B',
  ' ',
);

const command = fc.oneof(
  { weight: 2, arbitrary: fc.record({ t: fc.constant('trigger' as const), k: fc.nat(9) }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('click' as const), n: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('hover' as const), n: fc.nat(), aiming: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('check' as const), n: fc.nat() }) },
  // A drill-down click's second event: mostly into the open path's last item (the only one it enters).
  { weight: 1, arbitrary: fc.record({ t: fc.constant('enter' as const), n: fc.nat(), open: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('retry' as const), n: fc.nat() }) },
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('key' as const),
      key: keys,
      dt: fc.nat(1000),
      mods: fc.constantFrom(
        {},
        {},
        {},
        { ctrlKey: true },
        { metaKey: true },
        { ctrlKey: true, altKey: true },
        { pageSize: 2 },
        { pageSize: 0 },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('input' as const), s: fc.stringMatching(/^[a-cA-C]{0,2}$/) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('result' as const), i: fc.nat(5), hover: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('clear' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('tag' as const), i: fc.nat(4) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('settle' as const),
      i: fc.nat(3),
      how: fc.constantFrom('children', 'void', 'reject'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('timer' as const), i: fc.nat(3) }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('remote' as const), i: fc.nat(3), fail: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('options' as const), options, mutate: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('value' as const), n: fc.nat(), controlled: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('disabled' as const), on: fc.boolean() }) },
);

type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

class Harness {
  state: CascaderState<Opt>;
  /** Requests the loader was asked for and that were neither aborted nor finished. */
  live = new Map<number, ValuePath>();
  /** Requests of `loadPath` (the path) and `showSearch.load` (the query) still running. */
  remote = new Map<number, ValuePath | string>();
  timers = new Map<string, CascaderEvent<Opt>>();
  now = 10_000;
  /** Every value the outside world handed in: those may be anything. */
  given: unknown[] = [];

  constructor(initial: CascaderProps<Opt>) {
    const first = initialState(initial);
    this.state = first.state;
    this.given.push(initial.defaultValue);
    this.apply(first.effects);
  }

  apply(effects: Effect<Opt>[]) {
    for (const e of effects) {
      if (e.type === 'load') this.live.set(e.requestId, e.path);
      if (e.type === 'loadPath') this.remote.set(e.requestId, e.path);
      if (e.type === 'searchLoad') this.remote.set(e.requestId, e.query);
      if (e.type === 'abort') {
        this.live.delete(e.requestId);
        this.remote.delete(e.requestId);
      }
      if (e.type === 'schedule') this.timers.set(e.key, e.event);
      if (e.type === 'cancel') this.timers.delete(e.key);
    }
  }

  send(event: CascaderEvent<Opt>) {
    const before = this.state;
    const { state, effects } = transition(this.state, event);
    if (event.type.startsWith('PATH.') || event.type.startsWith('SEARCH.'))
      this.remote.delete((event as { requestId: number }).requestId);
    if (event.type === 'LOAD.RESOLVE' || event.type === 'LOAD.REJECT' || event.type === 'LOAD.TIMEOUT') {
      const settledForGood = event.type !== 'LOAD.RESOLVE' || event.children !== undefined;
      if (settledForGood) this.live.delete(event.requestId);
    }
    this.state = state;
    this.apply(effects);
    this.check(before, event);
    // An inline cascader (the panel) has no popup: it is shown unless disabled and never reports opening.
    if (state.props.inline) {
      expect(state.status).toBe(state.props.disabled ? 'idle' : 'open');
      expect(effects.filter((e) => e.type === 'openChange')).toEqual([]);
    }
  }

  nodeAt(n: number): number {
    const size = this.state.tree.size;
    return size === 0 ? -1 : n % size;
  }

  pathAt(n: number): ValuePath {
    const id = this.nodeAt(n);
    return id < 0 ? ['missing'] : this.state.tree.path(id);
  }

  run(c: Command) {
    const s = this.state;
    switch (c.t) {
      case 'trigger': {
        const types = [
          'TRIGGER.CLICK',
          'TRIGGER.FOCUS',
          'TRIGGER.BLUR',
          'TRIGGER.MOUSE_ENTER',
          'TRIGGER.MOUSE_LEAVE',
          'TRIGGER.CONTEXT_MENU',
          'OUTSIDE.CLICK',
          'POPUP.OPEN',
          'POPUP.CLOSE',
          'POPUP.TOGGLE',
        ] as const;
        return this.send({ type: types[c.k] });
      }
      case 'click':
        return this.send({ type: 'ITEM.CLICK', path: this.pathAt(c.n) });
      case 'hover':
        return this.send({ type: 'ITEM.HOVER', path: this.pathAt(c.n), aiming: c.aiming });
      case 'check':
        return this.send({ type: 'ITEM.CHECK', path: this.pathAt(c.n) });
      case 'enter':
        return this.send({ type: 'ITEM.ENTER', path: c.open ? s.activePath : this.pathAt(c.n) });
      case 'retry':
        return this.send({ type: 'ITEM.RETRY', path: this.pathAt(c.n) });
      case 'key': {
        this.now += c.dt;
        const event = { type: 'INPUT.KEY_DOWN' as const, key: c.key, now: this.now, ...c.mods };
        const handled = handlesKey(s, event);
        this.send(event);
        // handlesKey foretells the step: a key it calls unhandled left every field as it was.
        if (!handled) {
          for (const field of Object.keys(s) as (keyof CascaderState<Opt>)[]) {
            expect(this.state[field], field).toBe(s[field]);
          }
        }
        return;
      }
      case 'input':
        return this.send({ type: 'INPUT.CHANGE', value: c.s });
      case 'result':
        return this.send({ type: c.hover ? 'RESULT.HOVER' : 'RESULT.CLICK', index: c.i });
      case 'clear':
        return this.send({ type: 'CLEAR.CLICK' });
      case 'tag': {
        const paths = s.props.checkable ? ((s.value ?? []) as ValuePath[]) : [];
        return this.send({ type: 'TAG.REMOVE', path: paths[c.i] ?? ['none'] });
      }
      case 'settle': {
        const ids = [...this.live.keys()];
        if (ids.length === 0) return;
        const requestId = ids[c.i % ids.length];
        if (c.how === 'reject') return this.send({ type: 'LOAD.REJECT', requestId, error: new Error('x') });
        const children = c.how === 'children' ? [{ label: 'new', value: 'n' }] : undefined;
        return this.send({ type: 'LOAD.RESOLVE', requestId, children });
      }
      case 'remote': {
        const ids = [...this.remote.keys()];
        if (ids.length === 0) return;
        const requestId = ids[c.i % ids.length];
        const asked = this.remote.get(requestId)!;
        if (typeof asked === 'string') {
          if (c.fail) return this.send({ type: 'SEARCH.REJECT', requestId, error: new Error('x') });
          // A match under each top-level option, as deep as the server likes: most are not loaded.
          const results = s.tree
            .roots()
            .map((root) => [s.tree.optionOf(root), { label: asked || 'x', value: 'far' }]);
          return this.send({ type: 'SEARCH.RESOLVE', requestId, results });
        }
        if (c.fail) return this.send({ type: 'PATH.REJECT', requestId, error: new Error('x') });
        const options = asked.map((value, i) => ({
          label: 'p',
          value,
          ...(i < asked.length - 1 ? { isLeaf: false } : {}),
        }));
        return this.send({ type: 'PATH.RESOLVE', requestId, options });
      }
      case 'timer': {
        const keys = [...this.timers.keys()];
        if (keys.length === 0) return;
        const key = keys[c.i % keys.length];
        const event = this.timers.get(key)!;
        this.timers.delete(key);
        return this.send(event);
      }
      case 'options': {
        const next = c.mutate ? [...s.props.options] : c.options;
        return this.send({ type: 'PROPS.SET', props: { options: next } });
      }
      case 'value': {
        const path = this.pathAt(c.n);
        const value = s.props.checkable ? [path] : path;
        this.given.push(value);
        if (c.controlled) return this.send({ type: 'PROPS.SET', props: { value } });
        return this.send({ type: 'PROPS.SET', props: { value: undefined, defaultValue: value } });
      }
      case 'disabled':
        return this.send({ type: 'PROPS.SET', props: { disabled: c.on } });
    }
  }

  check(before: CascaderState<Opt>, event: CascaderEvent<Opt>) {
    const s = this.state;
    const { tree } = s;
    // The active path is always a prefix of a real path.
    expect(tree.resolve(s.activePath)).toHaveLength(s.activePath.length);
    // A branch gone into with no child to take the keyboard is the open path's last item.
    if (s.entered) expect(s.entered).toEqual(s.activePath);
    // No node is loading and failed at once.
    for (const key of s.loading.keys()) expect(s.failed.has(key)).toBe(false);
    // No loading key outlives its request, and every load can still end (its timeout is pending).
    for (const [key, entry] of s.loading) {
      expect(key).toBe(pathId(entry.path));
      expect(this.live.has(entry.requestId)).toBe(true);
      expect(this.timers.has(`load:${entry.requestId}`)).toBe(true);
    }
    // Every loadPath and remote search request under way is live and can still end.
    for (const entry of s.pathLoads.values()) {
      expect(this.remote.has(entry.requestId)).toBe(true);
      expect(this.timers.has(`load:${entry.requestId}`)).toBe(true);
    }
    const remote = s.remoteSearch;
    if (remote?.status === 'loading') {
      expect(this.remote.get(remote.requestId)).toBe(remote.query);
      expect(this.timers.has(`load:${remote.requestId}`)).toBe(true);
    }
    if (remote?.status === 'waiting') expect(this.timers.has('search')).toBe(true);
    if (remote) expect(remote.query).toBe(s.searchValue);
    // A check that waits for lazy descendants always waits for a live request below it.
    for (const [key, entry] of s.checkLoads) {
      expect(entry.ready).toBe(false);
      // (Or for a slot: every load in flight holds one of checkLoadLimit's, the user's too.)
      const below = [...s.loading.values()].filter((l) => isPrefix(entry.path, l.path));
      expect(below.length > 0 || s.loading.size >= (s.props.checkLoadLimit ?? 6)).toBe(true);
      expect(s.checkFailed.has(key)).toBe(false);
    }
    // A disabled cascader is never open.
    if (s.props.disabled) expect(s.status).not.toBe('open');
    // The check state stands for the value.
    if (s.props.checkable) expect(s.checksFor).toBe(s.value);
    // A new value is selectable, or was handed in from outside, or was already there.
    if (s.value !== before.value && event.type !== 'PROPS.SET') this.checkValue(before);
    // Search results are real, in preorder, within the limit.
    if (s.search) {
      const results = s.search.results;
      expect(results.length).toBeLessThanOrEqual(50);
      for (let i = 1; i < results.length; i++) expect(results[i]).toBeGreaterThan(results[i - 1]);
      for (const id of results) expect(id).toBeLessThan(tree.size);
    }
  }

  checkValue(before: CascaderState<Opt>) {
    const s = this.state;
    const { tree } = s;
    const known = (path: ValuePath) => JSON.stringify(this.given).includes(JSON.stringify(path));
    if (!s.props.checkable) {
      if (s.value === undefined) return;
      const path = s.value as ValuePath;
      const id = tree.find(path);
      if (id < 0) return expect(known(path)).toBe(true);
      expect(tree.isDisabled(id)).toBe(false);
      expect(tree.isLeaf(id) || s.props.changeOnSelect).toBe(true);
      return;
    }
    const previous = JSON.stringify(before.value ?? []);
    for (const path of s.value as ValuePath[]) {
      const id = tree.find(path);
      if (id >= 0 && s.checks?.isChecked(id)) continue;
      expect(previous.includes(JSON.stringify(path)) || known(path)).toBe(true);
    }
  }
}

describe('state machine model', () => {
  it('keeps its invariants under random event sequences', () => {
    fc.assert(
      fc.property(options, props, fc.array(command, { maxLength: 40 }), (opts, flags, commands) => {
        const harness = new Harness({ ...flags, options: opts, loadData: () => new Promise(() => {}) });
        for (const c of commands) harness.run(c);
      }),
      { numRuns: 1000 },
    );
  });
});
