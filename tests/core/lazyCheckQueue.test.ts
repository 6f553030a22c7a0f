import {
  type CascaderEvent,
  type CascaderOption,
  type CascaderState,
  type Effect,
  getItem,
  initialState,
  pathId,
  transition,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LOAD_REASKS } from '../../core/src/machine/constants';
import { isPrefix, valuePaths } from '../../core/src/machine/value';
import { endOf } from '../../core/src/tree/queries';

/**
 * Model test of `checkLoadLimit` with an rc-style app (the loader mutates the option it was given;
 * the app passes new options), run through the pure `transition` with a harness playing the store
 * and the app. Random checks and unchecks of the top-level branches, answers in any order (some
 * of them to options the app has since replaced), failures, and the app replacing a whole subtree
 * with new option objects (the same data, or lazy again). After every step: never more check loads in flight than the limit, no
 * free slot while a load waits, each row's progress only grows, an unchecked branch leaves
 * nothing waiting. Once every answer is in, every branch the user left checked is checked with
 * its leaves, or failed, without any timeout having fired.
 */

type Opt = CascaderOption;
const TOP = ['p', 'q', 'r'];
/** Four lazy branches and a leaf per level down to depth 2, then two leaves. */
const childrenOf = (path: ValuePath): Opt[] =>
  path.length >= 3
    ? [
        { label: 'x', value: 'x' },
        { label: 'y', value: 'y' },
      ]
    : [
        ...['a', 'b', 'c', 'd'].map((v) => ({ label: v, value: v, isLeaf: false })),
        { label: 'leaf', value: 'e' },
      ];

/** A deep copy: the same data in new option objects, as an app that fetched a subtree again. */
const copy = (option: Opt): Opt => ({
  ...option,
  ...(option.children && { children: option.children.map(copy) }),
});

const command = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('toggle' as const), n: fc.nat(TOP.length - 1) }) },
  { weight: 8, arbitrary: fc.record({ t: fc.constant('answer' as const), i: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('fail' as const), i: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('replace' as const), n: fc.nat(TOP.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reset' as const), n: fc.nat(TOP.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('retry' as const), n: fc.nat(TOP.length - 1) }) },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

class App {
  state: CascaderState<Opt>;
  options: Opt[] = TOP.map((v) => ({ label: v, value: v, isLeaf: false }));
  /** Requests the app has not answered yet: the options it was given, by request id. */
  asked = new Map<number, Opt[]>();
  /** Timeouts scheduled for loads and not cancelled. */
  timeouts = new Set<string>();
  /**
   * Subtrees replaced so far: at most MAX_LOAD_REASKS, so a request is never asked again more
   * often than that (past it, the load waits for its timeout; lazyCheckRcStyle.test.ts).
   */
  replaced = 0;

  constructor(readonly limit: number) {
    const first = initialState<Opt>({
      options: this.options,
      checkable: true,
      showCheckedStrategy: 'SHOW_CHILD',
      checkLoadLimit: limit,
      loadData: () => {},
    });
    this.state = first.state;
    this.apply(first.effects);
  }
  apply(effects: Effect<Opt>[]) {
    for (const e of effects) {
      if (e.type === 'load') this.asked.set(e.requestId, e.selectedOptions);
      if (e.type === 'abort') this.asked.delete(e.requestId);
      if (e.type === 'schedule' && e.event.type === 'LOAD.TIMEOUT') this.timeouts.add(e.key);
      if (e.type === 'cancel') this.timeouts.delete(e.key);
    }
  }
  send(event: CascaderEvent<Opt>) {
    const before = this.state;
    const { state, effects } = transition(before, event);
    this.state = state;
    this.apply(effects);
    this.check(before, event);
  }
  pick(i: number): number | undefined {
    const ids = [...this.asked.keys()];
    return ids.length === 0 ? undefined : ids[i % ids.length];
  }
  /** The rc way: children on the option it was given (which may have left the options), new options. */
  answer(requestId: number) {
    const selected = this.asked.get(requestId)!;
    this.asked.delete(requestId);
    const target = selected[selected.length - 1];
    target.children = childrenOf(selected.map((o) => o.value as string));
    this.send({ type: 'LOAD.RESOLVE', requestId, children: undefined });
    this.send({ type: 'PROPS.SET', props: { options: [...this.options] } });
  }
  run(c: Command) {
    switch (c.t) {
      case 'toggle':
        return this.send({ type: 'ITEM.CHECK', path: [TOP[c.n]] });
      case 'retry':
        return this.send({ type: 'ITEM.RETRY', path: [TOP[c.n]] });
      case 'answer': {
        const requestId = this.pick(c.i);
        return requestId !== undefined && this.answer(requestId);
      }
      case 'fail': {
        const requestId = this.pick(c.i);
        if (requestId === undefined) return;
        this.asked.delete(requestId);
        return this.send({ type: 'LOAD.REJECT', requestId, error: new Error('down') });
      }
      case 'replace':
        if (++this.replaced > MAX_LOAD_REASKS) return;
        this.options = this.options.map((o, i) => (i === c.n ? copy(o) : o));
        return this.send({ type: 'PROPS.SET', props: { options: this.options } });
      case 'reset':
        if (++this.replaced > MAX_LOAD_REASKS) return;
        // The app drops what it had loaded below a top-level branch: lazy again, a new option.
        this.options = this.options.map((o, i) =>
          i === c.n ? { label: o.label, value: o.value, isLeaf: false } : o,
        );
        return this.send({ type: 'PROPS.SET', props: { options: this.options } });
    }
  }
  /** Every request is answered, until nothing is asked any more. */
  drain() {
    for (let guard = 0; this.asked.size > 0 && guard < 1000; guard++)
      this.answer(this.asked.keys().next().value!);
    expect(this.asked.size).toBe(0);
  }
  check(before: CascaderState<Opt>, event: CascaderEvent<Opt>) {
    const s = this.state;
    const inFlight = [...s.loading.values()].filter((l) => l.forCheck).length;
    expect(inFlight).toBeLessThanOrEqual(this.limit);
    // No branch is asked for twice at once.
    const asked = [...this.asked.values()].map((options) => pathId(options.map((o) => o.value as string)));
    expect(new Set(asked).size).toBe(asked.length);
    for (const [key, entry] of s.checkLoads) {
      // A load waits only while the limit is full (every load in flight holds a slot).
      if (entry.queuedCount > 0) expect(s.loading.size).toBeGreaterThanOrEqual(this.limit);
      expect(entry.inFlight.size + entry.queuedCount).toBeGreaterThan(0);
      // Progress only grows while the same check waits (a retry or a new check starts anew).
      const restarted =
        (event.type === 'ITEM.CHECK' || event.type === 'ITEM.RETRY') && pathId(event.path) === key;
      if (before.checkLoads.has(key) && !restarted) {
        const progress = (state: CascaderState<Opt>) =>
          getItem(state, state.tree.find(entry.path)).checkLoading!;
        const was = progress(before);
        const now = progress(s);
        expect(now.loaded).toBeGreaterThanOrEqual(was.loaded);
      }
    }
    // An unchecked branch leaves nothing waiting, and none of the loads below it runs for a check.
    if (event.type === 'ITEM.CHECK' && before.checkLoads.has(pathId(event.path))) {
      expect(s.checkLoads.has(pathId(event.path))).toBe(false);
      for (const l of s.loading.values()) expect(isPrefix(event.path, l.path)).toBe(false);
    }
  }
}

describe('checkLoadLimit with an rc-style app: random checks, answers, failures and replaced subtrees', () => {
  it('keeps the limit, never stalls, and completes every check without a timeout', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), (commands, limit) => {
        const app = new App(limit);
        const wanted = new Set<string>();
        for (const c of commands) {
          const key = c.t === 'toggle' || c.t === 'retry' ? TOP[c.n] : '';
          const wasWaiting = app.state.checkLoads.has(pathId([key]));
          const wasChecked = c.t === 'toggle' && !!app.state.checks?.isChecked(app.state.tree.find([key]));
          app.run(c);
          if (c.t === 'toggle') {
            if (wasWaiting || wasChecked) wanted.delete(key);
            else wanted.add(key);
          }
        }
        app.drain();
        const s = app.state;
        expect(s.checkLoads.size).toBe(0);
        expect(s.loading.size).toBe(0);
        // Every wait ended through an answer: no timeout was needed (none is left scheduled).
        expect(app.timeouts.size).toBe(0);
        for (const key of wanted) {
          const id = s.tree.find([key]);
          const failed = s.checkFailed.has(pathId([key]));
          const checked = !!s.checks?.isChecked(id);
          // Checked (then every leaf below is loaded and reported), or failed with a retry.
          expect(failed || checked).toBe(true);
          if (checked) for (let n = id; n < endOf(s.tree, id); n++) expect(s.tree.isUnloaded(n)).toBe(false);
        }
        for (const path of valuePaths(s.value)) expect(s.tree.isLeaf(s.tree.find(path))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
