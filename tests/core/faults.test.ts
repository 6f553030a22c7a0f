import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CascaderOption,
  type CascaderProps,
  getColumns,
  getDisplay,
  getItem,
  getSearchItems,
  LoadedChildren,
  type Messages,
  Tree,
  validateOptions,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseOptionsFile, printable, printableJson } from '../../core/src/cli/text';
import { endOf } from '../../core/src/tree/queries';
import { flush, setup } from './helpers';

/**
 * Regression tests for the defects of issue 11, found by attacking the core as a hostile user
 * would (bad options, faulty loaders, throwing callbacks). Each failed before its fix.
 */

const lazyRoots = (): CascaderOption[] => [
  { label: 'Province', value: 'p', isLeaf: false },
  { label: 'Other', value: 'o', isLeaf: false },
];

/** Options written inline: new objects, same paths, on every call. */
const recreate = (options: readonly CascaderOption[]): CascaderOption[] =>
  structuredClone(options as CascaderOption[]);

describe('loaded children are keyed by value path (issue 11, item 3)', () => {
  it('keeps what was loaded when the options objects are re-created', async () => {
    const loadData = vi.fn(async (selected: CascaderOption[]) =>
      selected.length === 1
        ? [
            { label: 'City', value: 'c', isLeaf: false },
            { label: 'Town', value: 't' },
          ]
        : [{ label: 'District', value: 'd' }],
    );
    const t = setup({ options: lazyRoots(), loadData });
    t.open();
    t.click('p');
    await flush();
    t.click('p', 'c');
    await flush();
    t.click('p', 'c', 'd');
    expect(t.onChange).toHaveBeenLastCalledWith(['p', 'c', 'd'], expect.any(Array));
    expect(getDisplay(t.state()).text).toBe('Province / City / District');

    // A parent re-renders after onChange and writes its options inline.
    t.store.setProps({ options: lazyRoots(), value: ['p', 'c', 'd'] });
    expect(getDisplay(t.state()).text).toBe('Province / City / District');
    t.open();
    expect(t.columns()).toEqual([['Province', 'Other'], ['City', 'Town'], ['District']]);
    t.click('p');
    t.click('p', 'c');
    expect(loadData).toHaveBeenCalledTimes(2);
    expect(t.state().loading.size).toBe(0);
  });

  it('keeps state.loaded by value path and drops entries whose node left the options', async () => {
    const t = setup({ options: lazyRoots(), loadData: async () => [{ label: 'City', value: 'c' }] });
    t.open();
    t.click('p');
    await flush();
    expect(
      t
        .state()
        .loaded?.entries()
        .map(([path]) => path),
    ).toEqual([['p']]);
    expect(t.state().loaded?.get(['p'])?.children).toEqual([{ label: 'City', value: 'c' }]);

    t.store.setProps({ options: [{ label: 'Other', value: 'o', isLeaf: false }] });
    expect(t.state().loaded?.size ?? 0).toBe(0);
    // Back again, the branch is unloaded: the dropped children do not come back.
    t.store.setProps({ options: lazyRoots() });
    expect(t.state().tree.find(['p', 'c'])).toBe(-1);
    expect(t.state().tree.isUnloaded(t.state().tree.find(['p']))).toBe(true);
  });

  it("gives way to the app's own children at that path, and drops the entry", async () => {
    const t = setup({ options: lazyRoots(), loadData: async () => [{ label: 'Loaded', value: 'l' }] });
    t.open();
    t.click('p');
    await flush();
    t.store.setProps({
      options: [{ label: 'Province', value: 'p', children: [{ label: 'Own', value: 'own' }] }],
    });
    expect(t.columns()).toEqual([['Province'], ['Own']]);
    expect(t.state().loaded?.size ?? 0).toBe(0);
  });

  it('tells 1 and "1" apart', () => {
    const options = [
      { label: 'one', value: 1, isLeaf: false },
      { label: 'one text', value: '1', isLeaf: false },
    ];
    const built = Tree.build(options, undefined, {
      loaded: LoadedChildren.empty().with(['1'], { children: [{ label: 'x', value: 'x' }] }),
    }).tree;
    expect(built.find(['1', 'x'])).toBeGreaterThanOrEqual(0);
    expect(built.find([1, 'x'])).toBe(-1);
    expect(built.isUnloaded(built.find([1]))).toBe(true);
  });

  it('property: re-creating the options at any point changes nothing a user sees', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('p', 'o'), fc.boolean()), { minLength: 1, maxLength: 8 }),
        async (steps) => {
          const loadData = async (selected: CascaderOption[]) =>
            selected.length < 3
              ? [
                  { label: `${selected.map((o) => o.value).join('')}-a`, value: 'a', isLeaf: false },
                  { label: 'leaf', value: 'b' },
                ]
              : [];
          const plain = setup({ options: lazyRoots(), loadData });
          const inline = setup({ options: lazyRoots(), loadData });
          plain.open();
          inline.open();
          let path: string[] = [];
          for (const [root, deeper] of steps) {
            path = deeper && path.length > 0 && path.length < 3 ? [...path, 'a'] : [root];
            plain.click(...path);
            inline.click(...path);
            await flush();
            inline.store.setProps({ options: recreate(inline.state().props.options) });
            expect(inline.columns()).toEqual(plain.columns());
            expect(inline.state().loaded?.size ?? 0).toBe(plain.state().loaded?.size ?? 0);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('Backspace skips locked tags (item 1)', () => {
  const options: CascaderOption[] = [
    { label: 'A', value: 'a' },
    { label: 'Locked', value: 'locked', disabled: true },
    { label: 'B', value: 'b' },
  ];

  it('removes the last tag that is not disabled, and keeps the locked one', () => {
    const t = setup({ options, checkable: true, value: [['a'], ['b'], ['locked']] });
    t.key('Backspace');
    expect(t.onChange).toHaveBeenLastCalledWith([['a'], ['locked']], expect.any(Array));
    t.store.setProps({ value: [['a'], ['locked']] });
    t.key('Backspace');
    expect(t.onChange).toHaveBeenLastCalledWith([['locked']], expect.any(Array));
    t.store.setProps({ value: [['locked']] });
    t.onChange.mockClear();
    t.key('Backspace');
    expect(t.onChange).not.toHaveBeenCalled();
    expect(t.state().value).toEqual([['locked']]);
  });

  it('property: Backspace never removes a disabled tag', () => {
    fc.assert(
      fc.property(fc.subarray(['a', 'locked', 'b']), fc.nat({ max: 5 }), (values, presses) => {
        const t = setup({ options, checkable: true, defaultValue: values.map((v) => [v]) });
        for (let i = 0; i < presses; i++) t.key('Backspace');
        const kept = (t.state().value as string[][]).map((path) => path[0]);
        expect(kept.includes('locked')).toBe(values.includes('locked'));
      }),
    );
  });
});

describe('an rc-style loader that finds no children (item 2)', () => {
  it.each([
    ['sets isLeaf = true', (o: CascaderOption) => Object.assign(o, { isLeaf: true })],
    ['sets children = []', (o: CascaderOption) => Object.assign(o, { children: [] })],
  ])('ends the load at once when it %s, and the branch becomes a leaf', (_, mutate) => {
    vi.useFakeTimers();
    try {
      const options = lazyRoots();
      const t = setup({ options, loadTimeout: 30_000 });
      const loadData = vi.fn((selected: CascaderOption[]) => {
        setTimeout(() => {
          mutate(selected[selected.length - 1]);
          t.store.setProps({ options: [...options] });
        }, 100);
      });
      t.store.setProps({ loadData });
      t.open();
      t.click('p');
      vi.advanceTimersByTime(100);
      expect(t.state().loading.size).toBe(0);
      vi.advanceTimersByTime(30_000);
      expect(t.state().failed.size).toBe(0);
      expect(t.problems).toEqual([]);
      const id = t.state().tree.find(['p']);
      expect(t.state().tree.isLeaf(id)).toBe(true);
      t.click('p');
      expect(loadData).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('nothing a loader does escapes or sticks (item 4, item 6)', () => {
  it('a thenable whose then throws fails the branch at once', () => {
    const t = setup({
      options: lazyRoots(),
      loadData: () =>
        ({
          // biome-ignore lint/suspicious/noThenProperty: a hostile thenable is the point
          then() {
            throw new Error('then exploded');
          },
        }) as unknown as Promise<CascaderOption[]>,
    });
    t.open();
    expect(() => t.click('p')).not.toThrow();
    expect(t.state().loading.size).toBe(0);
    expect([...t.state().failed.values()].map((f) => f.path)).toEqual([['p']]);
    expect(t.problems.map((p) => p.message)).toEqual([expect.stringContaining('then exploded')]);
  });

  it('a rejection with a null-prototype object is described, not an unhandled rejection', async () => {
    const t = setup({ options: lazyRoots(), loadData: () => Promise.reject(Object.create(null)) });
    t.open();
    t.click('p');
    await flush();
    expect(t.state().loading.size).toBe(0);
    expect(t.state().failed.size).toBe(1);
    expect(t.problems[0]).toMatchObject({ code: 'load-failed', prop: 'loadData', at: '["p"]' });
    expect(t.problems[0].message).toContain('an object');
  });

  it.each([
    [
      'loadPath',
      (t: ReturnType<typeof setup>) => t.state().pathFailed.size,
      { loadPath: () => Promise.reject(Object.create(null)), value: ['p', 'q'] },
    ],
    [
      'showSearch.load',
      (t: ReturnType<typeof setup>) => (t.state().remoteSearch?.status === 'failed' ? 1 : 0),
      { showSearch: { load: () => Promise.reject(Object.create(null)), debounce: 0 } },
    ],
  ] as const)(
    '%s rejecting with a null-prototype object is described, not an unhandled rejection',
    async (prop, failures, props) => {
      const t = setup({ options: lazyRoots(), ...(props as CascaderProps<CascaderOption>) });
      if (prop === 'showSearch.load') t.store.send({ type: 'INPUT.CHANGE', value: 'p' });
      await flush();
      await flush();
      expect(failures(t)).toBe(1);
      expect(t.problems.find((p) => p.prop === prop)).toMatchObject({ code: 'load-failed' });
      expect(t.problems.find((p) => p.prop === prop)?.message).toContain('an object');
    },
  );

  it.each([
    ['null', null],
    ['an object', { children: [{ label: 'x', value: 'x' }] }],
    ['"oops"', 'oops'],
    ['number 42', 42],
  ])('a loader resolving to %s fails at once, naming it, with retry', async (named, result) => {
    let answer: unknown = result;
    const t = setup({ options: lazyRoots(), loadData: async () => answer as CascaderOption[] });
    t.open();
    t.click('p');
    await flush();
    expect(t.state().loading.size).toBe(0);
    expect(t.state().failed.size).toBe(1);
    expect(t.problems[0].message).toContain(`resolved to ${named}`);
    answer = [{ label: 'City', value: 'c' }];
    t.store.send({ type: 'ITEM.RETRY', path: ['p'] });
    await flush();
    expect(t.columns()[1]).toEqual(['City']);
  });

  /** Anything JavaScript can throw or resolve to, including values that resist being described. */
  const strange = {
    'null prototype': () => Object.create(null),
    'throwing traps': () =>
      new Proxy(
        {},
        {
          get() {
            throw new Error('trap');
          },
          getPrototypeOf() {
            throw new Error('trap');
          },
        },
      ),
    'revoked proxy': () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    },
    'unreadable message': () =>
      Object.defineProperty(new Error('x'), 'message', {
        get() {
          throw new Error('message getter');
        },
      }),
  };
  /** Made inside the property: fast-check itself cannot inspect a revoked Proxy. */
  const hostile = fc.oneof(
    fc.anything().map((value) => () => value),
    fc.constantFrom(...Object.values(strange)),
  );
  const behaviour = fc.constantFrom('throw', 'reject', 'resolve', 'then-throws', 'sync-return');

  it('property: whatever a loader throws, rejects or resolves to, the branch settles and nothing escapes', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, behaviour, async (make, how) => {
        const value = make();
        const t = setup({
          options: lazyRoots(),
          loadData: (() => {
            if (how === 'throw') throw value;
            if (how === 'reject') return Promise.reject(value);
            if (how === 'resolve') return Promise.resolve(value);
            if (how === 'then-throws')
              return {
                // biome-ignore lint/suspicious/noThenProperty: a hostile thenable is the point
                then() {
                  throw value;
                },
              };
            return value;
          }) as never,
        });
        t.open();
        t.click('p');
        await flush();
        // rc style (a synchronous non-array return, or a Promise of undefined) waits for options.
        const waitsForOptions =
          (how === 'sync-return' && !(make !== strange['revoked proxy'] && Array.isArray(value))) ||
          (how === 'resolve' && value === undefined);
        if (!waitsForOptions) expect(t.state().loading.size).toBe(0);
        for (const problem of t.problems) expect(typeof problem.message).toBe('string');
        // The store still works.
        t.click('o');
        expect(t.state().activePath).toEqual(['o']);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a throwing callback or subscriber leaves nothing out of sync (item 5)', () => {
  it('onChange throws: the popup still closes, every listener is notified, then the error is reported', () => {
    const seen: string[] = [];
    const t = setup({
      options: [{ label: 'A', value: 'a' }],
      onChange: () => {
        throw new Error('onChange broke');
      },
      onOpenChange: (open) => seen.push(`openChange ${open}`),
    });
    t.store.subscribe(() => seen.push('listener 1'));
    t.store.subscribe(() => {
      seen.push('listener 2');
      throw new Error('listener broke');
    });
    t.store.subscribe(() => seen.push(`listener 3 ${t.state().status}`));
    t.open();
    seen.length = 0;
    t.problems.length = 0;
    expect(() => t.click('a')).not.toThrow();
    expect(t.state().status).toBe('focused');
    expect(seen).toEqual(['openChange false', 'listener 1', 'listener 2', 'listener 3 focused']);
    expect(t.problems.map((p) => [p.code, p.prop, p.message])).toEqual([
      ['callback-threw', 'onChange', expect.stringContaining('onChange broke')],
      ['callback-threw', 'subscribe', expect.stringContaining('listener broke')],
    ]);
    // Escape and outside clicks still work afterwards.
    t.open();
    t.store.send({ type: 'OUTSIDE.CLICK' });
    expect(t.isOpen()).toBe(false);
  });

  it('without onProblem, the error is rethrown on a clean stack after the store settled', async () => {
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      const boom = new Error('onOpenChange broke');
      const t = setup({ options: [{ label: 'A', value: 'a' }], onProblem: undefined });
      t.store.setProps({
        onOpenChange: () => {
          throw boom;
        },
      });
      expect(() => t.open()).not.toThrow();
      expect(t.isOpen()).toBe(true);
      expect(errors).toEqual([]);
      await flush();
      expect(errors).toEqual([boom]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });

  it('a throwing stateReducer drops its event only', () => {
    const t = setup({
      options: [{ label: 'A', value: 'a' }],
      stateReducer: (_state, { event, changes }) => {
        if (event.type === 'ITEM.CLICK') throw new Error('reducer broke');
        return changes;
      },
    });
    t.open();
    t.click('a');
    expect(t.state().value).toBeUndefined();
    expect(t.problems.map((p) => p.prop)).toEqual(['stateReducer']);
    t.key('Escape');
    expect(t.isOpen()).toBe(false);
  });

  const callbacks = ['onChange', 'onOpenChange', 'onSearch', 'onClear', 'onProblem'] as const;
  it('property: any callback throwing any value never escapes send() nor sticks the state', async () => {
    // A throwing onProblem leaves nothing to report through: those errors are rethrown later.
    const rethrown: unknown[] = [];
    const onError = (error: unknown) => rethrown.push(error);
    process.on('uncaughtException', onError);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.subarray([...callbacks], { minLength: 1 }),
          fc.anything(),
          fc.array(fc.constantFrom('open', 'click-a', 'type', 'clear', 'escape', 'outside'), {
            maxLength: 12,
          }),
          async (throwing, value, steps) => {
            const reported: unknown[] = [];
            const thrower = () => {
              throw value;
            };
            const props: Record<string, unknown> = {
              options: [{ label: 'A', value: 'a' }, { value: null }],
              showSearch: true,
              allowClear: true,
            };
            for (const name of throwing) props[name] = thrower;
            if (!throwing.includes('onProblem')) props.onProblem = (p: unknown) => reported.push(p);
            const t = setup(props);
            const listener = vi.fn();
            t.store.subscribe(listener);
            for (const step of steps) {
              const before = t.state();
              expect(() => {
                if (step === 'open') t.open();
                else if (step === 'click-a') t.click('a');
                else if (step === 'type') t.store.send({ type: 'INPUT.CHANGE', value: 'A' });
                else if (step === 'clear') t.store.send({ type: 'CLEAR.CLICK' });
                else if (step === 'escape') t.key('Escape');
                else t.store.send({ type: 'OUTSIDE.CLICK' });
              }).not.toThrow();
              if (t.state() !== before) expect(listener).toHaveBeenCalled();
              listener.mockClear();
              if (step === 'escape' || step === 'outside') expect(t.isOpen()).toBe(false);
            }
            await flush();
            if (!throwing.includes('onProblem')) expect(rethrown).toEqual([]);
            rethrown.length = 0;
          },
        ),
        { numRuns: 100 },
      );
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});

describe('a throwing translation (messages) cannot stick a load', () => {
  it('the load ends with the default text, and the error is reported', async () => {
    const t = setup({
      options: lazyRoots(),
      loadData: async () => [{ label: 'City', value: 'c' }],
      messages: {
        loaded: () => {
          throw new Error('translation broke');
        },
      },
    });
    t.open();
    t.click('p');
    await flush();
    expect(t.state().loading.size).toBe(0);
    expect(t.columns()[1]).toEqual(['City']);
    expect(t.state().announcement).toBe('Province: 1 option loaded');
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['callback-threw', 'messages.loaded']]);
  });

  it('the error is still reported after the app set other props (a re-render), however often', async () => {
    const t = setup({
      options: lazyRoots(),
      loadData: async () => [{ label: 'City', value: 'c' }],
      messages: {
        loaded: () => {
          throw new Error('translation broke');
        },
      },
    });
    const { messages, fieldNames } = t.state().props;
    for (let i = 0; i < 3; i++) t.store.setProps({ disabled: false, loadTimeout: 30_000 + i });
    // Props the app did not pass again stay as they were resolved, not wrapped anew per render.
    expect(t.state().props.messages).toBe(messages);
    expect(t.state().props.fieldNames).toBe(fieldNames);
    t.open();
    t.click('p');
    await flush();
    expect(t.state().announcement).toBe('Province: 1 option loaded');
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['callback-threw', 'messages.loaded']]);
  });

  it('a messages object whose getter throws gives the defaults', () => {
    const messages = Object.defineProperty({}, 'loading', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    const t = setup({ options: lazyRoots(), loadData: () => new Promise(() => {}), messages });
    t.open();
    t.click('p');
    expect(t.state().announcement).toBe('Loading Province');
    expect(t.problems.map((p) => p.prop)).toContain('messages');
  });

  it('a translation of the wrong kind gives the default and is reported, naming the text', () => {
    const messages = { loading: 'Loading…' } as unknown as Partial<Messages>;
    const t = setup({ options: lazyRoots(), loadData: () => new Promise(() => {}), messages });
    t.open();
    t.click('p');
    expect(t.state().announcement).toBe('Loading Province');
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['callback-threw', 'messages.loading']]);
  });
});

describe('minor faults', () => {
  it('a throwing custom filter keeps the typed text and reports through onProblem', () => {
    const t = setup({
      options: [{ label: 'A', value: 'a' }],
      showSearch: {
        filter: () => {
          throw new Error('filter broke');
        },
      },
    });
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    expect(t.state().searchValue).toBe('a');
    expect(t.state().search?.results).toEqual([]);
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['callback-threw', 'showSearch.filter']]);
  });

  it('a throwing custom sort keeps the typed text and reports through onProblem', () => {
    const t = setup({
      options: [
        { label: 'A', value: 'a' },
        { label: 'AA', value: 'aa' },
      ],
      showSearch: {
        sort: () => {
          throw new Error('sort broke');
        },
      },
    });
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    expect(t.state().searchValue).toBe('a');
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['callback-threw', 'showSearch.sort']]);
  });

  it('destroy() inside a callback drops the events it had queued', () => {
    vi.useFakeTimers();
    try {
      const loadData = vi.fn(() => new Promise<CascaderOption[]>(() => {}));
      const t = setup({ options: [{ label: 'A', value: 'a' }, ...lazyRoots()], loadData });
      t.store.setProps({
        onChange: () => {
          t.store.send({ type: 'ITEM.CLICK', path: ['p'] });
          t.store.destroy();
        },
      });
      t.open();
      t.click('a');
      expect(loadData).not.toHaveBeenCalled();
      expect(t.state().loading.size).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('problems in loaded children are reported (item 7)', () => {
  it('duplicate values, missing values and non-objects name the loaded branch', async () => {
    const t = setup({
      options: lazyRoots(),
      loadData: async () =>
        [
          { label: 'City', value: 'c' },
          { label: 'Again', value: 'c' },
          { label: 'No value' },
          'not an object',
          { label: 'Town', value: 't' },
        ] as CascaderOption[],
    });
    t.open();
    t.click('p');
    await flush();
    // The repeat stays a row in its place, disabled: the user sees it, and cannot choose it.
    expect(t.columns()[1]).toEqual(['City', 'Again', 'Town']);
    const again = t.state().tree.children(t.state().tree.find(['p']))[1];
    expect(getItem(t.state(), again)).toMatchObject({ duplicate: true, disabled: true, path: [] });
    expect(t.problems.map((p) => [p.code, p.prop, p.at])).toEqual([
      ['duplicate-value', 'loadData', 'loadData(["p"])[1]'],
      ['missing-value', 'loadData', 'loadData(["p"])[2]'],
      ['option-not-object', 'loadData', 'loadData(["p"])[3]'],
    ]);
    expect(t.problems[0].message).toContain('loadData(["p"])[1]');
  });

  it('a branch that loads zero children becomes a leaf: no expand icon, no new request per click', async () => {
    const loadData = vi.fn(async () => []);
    const t = setup({ options: lazyRoots(), loadData });
    t.open();
    t.click('p');
    await flush();
    const id = t.state().tree.find(['p']);
    expect(getItem(t.state(), id)).toMatchObject({ isLeaf: true, expandable: false, loading: false });
    t.click('p');
    t.key('ArrowRight');
    expect(loadData).toHaveBeenCalledTimes(1);
    expect(getColumns(t.state())).toHaveLength(1);
  });
});

describe('hostile objects are reported, never thrown (item 8)', () => {
  const throwing = (key: string) =>
    Object.defineProperty({ label: 'x', value: 'x' }, key, {
      get() {
        throw new Error(`${key} getter`);
      },
    });
  // Symbol keys are let through: fast-check looks for its clone symbol on generated values.
  const trapped = new Proxy(
    {},
    {
      get(_, key) {
        if (typeof key === 'symbol') return undefined;
        throw new Error('get trap');
      },
      has(_, key) {
        if (typeof key === 'symbol') return false;
        throw new Error('has trap');
      },
    },
  );
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({ value: 'r' }, {});
    revoke();
    return proxy;
  };

  it.each([
    ['a throwing value getter', () => throwing('value')],
    ['a throwing children getter', () => throwing('children')],
    ['a throwing label getter', () => throwing('label')],
    ['a Proxy whose traps throw', () => trapped],
    ['a revoked Proxy', revoked],
  ])('%s skips that option with a problem naming its path', (_, make) => {
    const options = [{ label: 'A', value: 'a', children: [{ label: 'B', value: 'b' }, make()] }];
    expect(() => validateOptions(options)).not.toThrow();
    const problems = validateOptions(options);
    expect(problems.map((p) => [p.code, p.prop, p.at])).toEqual([
      [expect.stringMatching(/option-unreadable|option-not-object/), 'options', 'options[0].children[1]'],
    ]);
    const t = setup({ options: options as CascaderOption[] });
    t.open();
    t.click('a');
    expect(t.columns()).toEqual([['A'], ['B']]);
  });

  it('options that are a revoked Proxy, or an array whose length throws, are reported', () => {
    const badArray = new Proxy([], {
      get(target, key) {
        if (key === 'length') throw new Error('length trap');
        return Reflect.get(target, key);
      },
    });
    for (const options of [revoked(), badArray]) {
      expect(validateOptions(options).map((p) => p.code)).toEqual(['option-unreadable']);
      expect(() => setup({ options: options as CascaderOption[] })).not.toThrow();
    }
  });

  it('a label getter that starts throwing after the build gives the value as the label', () => {
    let calls = 0;
    const option = Object.defineProperty({ value: 'v' }, 'label', {
      get() {
        if (++calls > 1) throw new Error('later');
        return 'Label';
      },
    });
    const { tree } = Tree.build([option]);
    expect(tree.labelOf(0)).toBe('v');
    expect(tree.textOf(0)).toBe('v');
  });

  describe("an option that stops reading after the build (a plain leaf is read from its parent's children again)", () => {
    /** A leaf whose value getter throws once `broken.now` is set. */
    const breaking = (broken: { now: boolean }) =>
      Object.defineProperty({ label: 'Label' }, 'value', {
        get() {
          if (broken.now) throw new Error('later');
          return 'v';
        },
        enumerable: true,
      });
    /** Options with a top level and one branch, and how to break a leaf in each after the build. */
    const cases: [string, () => { options: unknown[]; breakIt: () => void }][] = [
      [
        'a value getter that throws now',
        () => {
          const broken = { now: false };
          const children = [breaking(broken), { value: 'w', label: 'W' }];
          return {
            options: [breaking(broken), { value: 'p', label: 'P', children }],
            breakIt: () => {
              broken.now = true;
            },
          };
        },
      ],
      [
        'a children array, and the options array, revoked since',
        () => {
          const children = Proxy.revocable(
            [
              { value: 'v', label: 'Label' },
              { value: 'w', label: 'W' },
            ],
            {},
          );
          const top = Proxy.revocable(
            [
              { value: 'v', label: 'Label' },
              { value: 'p', label: 'P', children: children.proxy },
            ],
            {},
          );
          return {
            options: top.proxy,
            breakIt: () => {
              children.revoke();
              top.revoke();
            },
          };
        },
      ],
    ];
    const valid = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

    it.each(cases)('%s: nothing throws, it is reported, and no value names it', (_, make) => {
      for (const mode of ['single', 'checkable'] as const) {
        const { options, breakIt } = make();
        const t = setup({
          options: options as CascaderOption[],
          showSearch: true,
          ...(mode === 'checkable' ? { checkable: true, showCheckedStrategy: 'SHOW_CHILD' as const } : {}),
        });
        breakIt();
        t.open();
        t.click('p');
        expect(() => t.columns()).not.toThrow();
        for (const column of getColumns(t.state())) for (const id of column.items) getItem(t.state(), id);
        getDisplay(t.state());
        // Every row by the keyboard, chosen with Enter; the branch checked; a search's first result.
        for (let i = 0; i < 4; i++) {
          t.key('ArrowDown');
          t.key(mode === 'checkable' ? ' ' : 'Enter');
          t.open();
        }
        if (mode === 'checkable') t.store.send({ type: 'ITEM.CHECK', path: ['p'] });
        t.store.send({ type: 'INPUT.CHANGE', value: 'lab' });
        t.key('Enter');
        getDisplay(t.state());
        const values = t.onChange.mock.calls.map(([value]) => value as unknown[]);
        const paths = mode === 'checkable' ? values.flat() : values;
        for (const path of paths) expect((path as unknown[]).every(valid)).toBe(true);
        expect(t.problems.map((p) => p.code)).toContain('option-unreadable');
        expect(t.problems.some((p) => p.code === 'callback-threw')).toBe(false);
      }
    });

    it('a lazy leaf (isLeaf: false) unreadable since the build is never loaded by a NaN path', () => {
      const broken = { now: false };
      const lazy = Object.defineProperty(breaking(broken), 'isLeaf', { value: false, enumerable: true });
      const asked: unknown[][] = [];
      const loadData = (_: CascaderOption[], { path }: { path: unknown[] }) => {
        asked.push(path);
        return new Promise<CascaderOption[]>(() => {});
      };
      const options = [{ value: 'p', label: 'P', children: [lazy, { value: 'w', label: 'W' }] }];
      const t = setup({ options: options as CascaderOption[], loadData });
      broken.now = true;
      t.open();
      t.click('p');
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowUp', 'ArrowRight', 'Enter'])
        t.key(key);
      expect(asked).toEqual([]);
      expect(t.problems.map((p) => p.code)).toContain('option-unreadable');
    });

    it('checking a branch over a lazy leaf unreadable since the build skips that leaf and completes (SHOW_CHILD)', async () => {
      const broken = { now: false };
      const lazy = Object.defineProperty(breaking(broken), 'isLeaf', { value: false, enumerable: true });
      const asked: unknown[][] = [];
      const loadData = async (_: CascaderOption[], { path }: { path: unknown[] }) => {
        asked.push(path);
        return [];
      };
      const options = [
        { value: 'p', label: 'P', children: [lazy, { value: 'w', label: 'W', isLeaf: false }] },
      ];
      const t = setup({
        options: options as CascaderOption[],
        loadData,
        checkable: true,
        showCheckedStrategy: 'SHOW_CHILD',
      });
      broken.now = true;
      t.store.send({ type: 'ITEM.CHECK', path: ['p'] });
      await flush();
      expect(asked).toEqual([['p', 'w']]);
      expect(t.onChange.mock.calls.at(-1)?.[0]).toEqual([['p', 'w']]);
      expect(t.problems.map((p) => p.code)).toContain('option-unreadable');
    });

    it('property: any leaves breaking after the build, any events: nothing throws, no value, load or search result names them', () => {
      /**
       * Branches of leaves; a leaf's value getter throws once its number is in `broken`, and for
       * some its label getter too (the label then falls back to the value, which is lost).
       */
      const shapeArb = fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 5 });
      type Searched = { label: string; value: string };
      /** rc-cascader's filter and sort read every option they are handed: a lost one would throw. */
      const textOfPath = (path: CascaderOption[]) =>
        path.map((o) => `${(o as Searched).label}:${(o as Searched).value}`).join('/');
      const searchArb = fc.constantFrom<CascaderProps<CascaderOption>['showSearch']>(
        true,
        { limit: 2 },
        { filter: (input, path) => textOfPath(path).toLowerCase().includes(input.toLowerCase()) },
        { sort: (a, b) => textOfPath(b).localeCompare(textOfPath(a)) },
        {
          filter: (input, path) => textOfPath(path).includes(input),
          sort: (a, b) => textOfPath(a).localeCompare(textOfPath(b)),
          limit: 3,
        },
      );
      const commandArb = fc.oneof(
        fc.constantFrom('ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Enter', ' ', 'End', 'PageDown'),
        fc.record({ check: fc.tuple(fc.nat({ max: 5 }), fc.nat({ max: 5 })) }),
        fc.record({ search: fc.constantFrom('L', 'L1', 'l1', 'B', 'nan', '') }),
        fc.constant('open'),
      );
      const modeArb = fc.constantFrom<Partial<CascaderProps<CascaderOption>>>(
        {},
        { changeOnSelect: true },
        { expandSingleOption: true },
        { checkable: true, showCheckedStrategy: 'SHOW_CHILD' },
        { checkable: true },
        { checkable: true, checkStrictly: true },
      );
      fc.assert(
        fc.property(
          shapeArb,
          fc.uniqueArray(fc.nat({ max: 25 })),
          modeArb,
          searchArb,
          fc.array(commandArb, { maxLength: 15 }),
          (shape, brokenLeaves, mode, showSearch, commands) => {
            const broken = new Set<number>();
            let leaf = 0;
            // Every third leaf is lazy (`isLeaf: false`): its load is asked by its path. Every
            // other one's label breaks with its value.
            const leafOf = (n: number) =>
              Object.defineProperties(n % 3 === 2 ? { isLeaf: false } : {}, {
                value: {
                  get() {
                    if (broken.has(n)) throw new Error(`leaf ${n} broke`);
                    return `l${n}`;
                  },
                  enumerable: true,
                },
                label: {
                  get() {
                    if (n % 2 === 1 && broken.has(n)) throw new Error(`leaf ${n}'s label broke`);
                    return `L${n}`;
                  },
                  enumerable: true,
                },
              });
            const options = shape.map((count, b) =>
              count === 0
                ? leafOf(leaf++)
                : {
                    value: `b${b}`,
                    label: `B${b}`,
                    children: Array.from({ length: count }, () => leafOf(leaf++)),
                  },
            );
            const asked: unknown[][] = [];
            const loadData = (_: CascaderOption[], { path }: { path: unknown[] }) => {
              asked.push(path);
              return [];
            };
            const t = setup({ options: options as CascaderOption[], showSearch, loadData, ...mode });
            for (const n of brokenLeaves) broken.add(n);
            const shown = (label: unknown, text: string) =>
              expect([Number.isNaN(label), text.includes('NaN')]).toEqual([false, false]);
            const look = () => {
              for (const column of getColumns(t.state()))
                for (const id of column.items) {
                  const item = getItem(t.state(), id);
                  shown(item.label, item.text);
                }
              getDisplay(t.state());
              // No result stands for a lost leaf: its path is all values, its text none of NaN.
              for (const result of getSearchItems(t.state())) {
                expect(result.path.every(valid)).toBe(true);
                shown(null, result.text);
                for (const part of result.parts) shown(part.label, part.text);
              }
            };
            t.open();
            for (const command of commands) {
              if (command === 'open') t.open();
              else if (typeof command === 'string') t.key(command);
              else if ('check' in command) {
                const [b, l] = command.check;
                t.store.send({ type: 'ITEM.CHECK', path: l === 0 ? [`b${b}`] : [`b${b}`, `l${l}`] });
              } else t.store.send({ type: 'INPUT.CHANGE', value: command.search });
              look();
            }
            const values = t.onChange.mock.calls.map(([value]) => value as unknown[]);
            const paths = mode.checkable ? values.flat() : values;
            for (const path of [...paths, ...asked]) expect((path as unknown[]).every(valid)).toBe(true);
            expect(t.problems.filter((p) => p.code === 'callback-threw')).toEqual([]);
          },
        ),
        { numRuns: 150 },
      );
    });
  });

  it('property: any object graph is reported, never thrown, by build, validation and the store', () => {
    const hostileNode = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.anything(),
        fc.record({
          value: fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.anything()),
          label: fc.anything(),
          children: fc.oneof(fc.constant(undefined), fc.array(tie('node'), { maxLength: 4 }), fc.anything()),
          isLeaf: fc.anything(),
          disabled: fc.anything(),
        }),
        fc.constantFrom('value', 'label', 'children', 'disabled', 'isLeaf').map(throwing),
        fc.constant(trapped),
      ),
    })).node;
    fc.assert(
      fc.property(fc.array(hostileNode, { maxLength: 6 }), (options) => {
        for (const problem of validateOptions(options)) expect(typeof problem.message).toBe('string');
        const t = setup({ options: options as CascaderOption[], showSearch: true });
        t.open();
        for (const id of t.state().tree.roots()) getItem(t.state(), id);
        t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
        getDisplay(t.state());
      }),
      { numRuns: 200 },
    );
  });
});

describe('minor: values, field names, shared subtrees', () => {
  it('NaN and ±Infinity are reported as invalid values, in options and in value paths', () => {
    const options = [
      { label: 'nan', value: Number.NaN },
      { label: 'inf', value: Number.POSITIVE_INFINITY },
      { label: '-inf', value: Number.NEGATIVE_INFINITY },
      { label: 'ok', value: 1 },
    ];
    expect(validateOptions(options).map((p) => [p.code, p.at])).toEqual([
      ['invalid-value', 'options[0]'],
      ['invalid-value', 'options[1]'],
      ['invalid-value', 'options[2]'],
    ]);
    const t = setup({ options, value: [Number.NaN] });
    expect(t.state().value).toBeUndefined();
    expect(t.problems.map((p) => [p.code, p.prop])).toContainEqual(['value-not-array', 'value']);
  });

  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty'])(
    'fieldNames naming the inherited key %s reads own properties only',
    (key) => {
      const value = validateOptions([{ label: 'A', value: 'a' }], { value: key });
      expect(value.map((p) => p.code)).toEqual(['missing-value', 'field-name-unused']);
      const children = Tree.build([{ label: 'A', value: 'a' }], { children: key });
      expect(children.problems).toEqual([]);
      expect(children.tree.isLeaf(0)).toBe(true);
      const label = Tree.build([{ label: 'A', value: 'a' }], { label: key }).tree;
      expect(label.labelOf(0)).toBeUndefined();
      expect(label.textOf(0)).toBe('a');
    },
  );

  it('children arrays shared level after level (billions of nodes) stop the build early, reported', () => {
    let level: CascaderOption[] = [{ value: 'leaf' }, { value: 'leaf2' }];
    for (let i = 0; i < 40; i++)
      level = [
        { value: `a${i}`, children: level },
        { value: `b${i}`, children: level },
      ];
    const { tree, problems } = Tree.build(level);
    expect(tree.size).toBeLessThan(1_000_000);
    expect(problems.map((p) => [p.code, p.prop])).toEqual([['too-many-nodes', 'options']]);
    expect(problems[0].message).toContain('share children arrays');
  });

  it('a tree is cut at maxNodes and reported', () => {
    let level: CascaderOption[] = [{ value: 'leaf' }, { value: 'leaf2' }];
    for (let i = 0; i < 30; i++)
      level = [
        { value: `a${i}`, children: level },
        { value: `b${i}`, children: level },
      ];
    const { tree, problems } = Tree.build(level, undefined, { maxNodes: 10_000 });
    expect(tree.size).toBe(10_000);
    expect(problems.map((p) => [p.code, p.prop])).toEqual([['too-many-nodes', 'options']]);
    expect(problems[0].message).toContain('shared');
    // The branches the cut left open list the children the walk reached, each one a node.
    const last = tree.size - 1;
    for (let id = tree.parentOf(last); id >= 0; id = tree.parentOf(id)) {
      const children = tree.children(id);
      expect(children).toHaveLength(tree.childCount(id));
      expect([...children].every((child) => tree.parentOf(child) === id)).toBe(true);
      expect(endOf(tree, id)).toBe(tree.size);
    }
  });
});

describe('showSearch.limit is validated (minor)', () => {
  const options = Array.from({ length: 80 }, (_, i) => ({ label: `a${i}`, value: i }));
  it.each([0.5, true, '10', Number.NaN])('a limit of %s warns and uses the default 50', (limit) => {
    const t = setup({ options, showSearch: { limit: limit as number } });
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    expect(t.state().search?.results).toHaveLength(50);
    expect(t.problems.map((p) => [p.code, p.prop])).toEqual([['invalid-prop', 'showSearch.limit']]);
  });

  it.each([
    [10, 10],
    [false, 80],
    [0, 80],
  ])('a limit of %s is taken as it is', (limit, shown) => {
    const t = setup({ options, showSearch: { limit: limit as number | false } });
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    expect(t.state().search?.results).toHaveLength(shown);
    expect(t.problems).toEqual([]);
  });
});

describe('the CLI against hostile files (minor)', () => {
  it('accepts a UTF-8 byte order mark and rejects a file that is not an array', () => {
    expect(parseOptionsFile('\uFEFF[{"value":"a"}]')).toEqual([{ value: 'a' }]);
    expect(() => parseOptionsFile('null')).toThrow('must hold a JSON array of options, got null');
    expect(() => parseOptionsFile('{"value":"a"}')).toThrow('got an object');
  });

  it('strips terminal control characters from what it prints; JSON keeps them as escapes', () => {
    const label = 'Evil\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202eName';
    expect(printable(label)).toBe('Evil]0;pwned[2J31mName');
    expect(JSON.parse(printableJson({ label }))).toEqual({ label });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the point
    expect(printableJson({ label })).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  });

  it('end to end: a BOM file with escape sequences in labels searches cleanly; a null file fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cascadia-faults-'));
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, `\uFEFF${JSON.stringify([{ label: 'Hang\u001b[31mzhou', value: 'hz' }])}`);
    const nul = join(dir, 'null.json');
    writeFileSync(nul, 'null');
    const cli = join(__dirname, '../../core/src/cli/main.ts');
    const run = (...args: string[]) => {
      try {
        return {
          out: execFileSync(process.execPath, ['--import', 'tsx', cli, ...args], {
            encoding: 'utf8',
            stdio: 'pipe',
          }),
          code: 0,
        };
      } catch (error) {
        const e = error as { stdout: string; stderr: string; status: number };
        return { out: e.stdout + e.stderr, code: e.status };
      }
    };
    const found = run('search', bom, 'hang');
    expect(found.code).toBe(0);
    expect(found.out).toContain('Hang[31mzhou');
    expect(found.out).not.toContain('\u001b');
    // A file that is JSON but no list of options has errors (1); 2 is for bad usage or a file
    // that cannot be read at all.
    const invalid = run('validate', nul);
    expect(invalid.code).toBe(1);
    expect(invalid.out).toContain('must hold a JSON array of options, got null');
  });
});

describe('model: hostile loaders and callbacks never leave a load stuck', () => {
  const behaviours = [
    'throw',
    'reject',
    'resolve-bad',
    'resolve-ok',
    'resolve-empty',
    'never',
    'then-throws',
    'rc-leaf',
    'rc-nothing',
  ] as const;
  type Step =
    | { kind: 'click'; path: string[] }
    | { kind: 'key'; key: string }
    | { kind: 'retry'; path: string[] }
    | { kind: 'close' }
    | { kind: 'recreate' }
    | { kind: 'wait'; ms: number };
  const pathArb = fc
    .array(fc.constantFrom('p', 'o', 'x'), { minLength: 1, maxLength: 3 })
    .map((p) => p.map((v, i) => (i === 0 ? (v === 'x' ? 'p' : v) : v)));
  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    pathArb.map((path) => ({ kind: 'click' as const, path })),
    fc
      .constantFrom('ArrowRight', 'ArrowDown', 'Enter', 'ArrowLeft')
      .map((key) => ({ kind: 'key' as const, key })),
    pathArb.map((path) => ({ kind: 'retry' as const, path })),
    fc.constant({ kind: 'close' as const }),
    fc.constant({ kind: 'recreate' as const }),
    fc.integer({ min: 1, max: 2000 }).map((ms) => ({ kind: 'wait' as const, ms })),
  );

  it('property: after any steps, every load has settled once loadTimeout has passed', async () => {
    vi.useFakeTimers();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...behaviours), { minLength: 1, maxLength: 6 }),
          fc.array(stepArb, { maxLength: 15 }),
          fc.boolean(),
          async (plan, steps, throwingCallbacks) => {
            let call = 0;
            const t = setup({ options: lazyRoots(), loadTimeout: 1000 });
            const thrower = () => {
              throw new Error('callback');
            };
            const loadData = (selected: CascaderOption[]) => {
              const how = plan[call++ % plan.length];
              const depth = selected.length;
              const kids = depth < 3 ? [{ label: 'x', value: 'x', isLeaf: false }] : [];
              switch (how) {
                case 'throw':
                  throw new Error('sync');
                case 'reject':
                  return Promise.reject(Object.create(null));
                case 'resolve-bad':
                  return Promise.resolve({ children: kids } as never);
                case 'resolve-ok':
                  return Promise.resolve(kids);
                case 'resolve-empty':
                  return Promise.resolve([]);
                case 'never':
                  return new Promise<CascaderOption[]>(() => {});
                case 'then-throws':
                  return {
                    // biome-ignore lint/suspicious/noThenProperty: a hostile thenable is the point
                    then() {
                      throw new Error('then');
                    },
                  } as never;
                case 'rc-leaf':
                  setTimeout(() => {
                    selected[selected.length - 1].isLeaf = true;
                    t.store.setProps({ options: [...t.state().props.options] });
                  }, 50);
                  return undefined;
                default:
                  return undefined; // rc style that never passes new options: the timeout ends it
              }
            };
            t.store.setProps({
              loadData,
              ...(throwingCallbacks ? { onChange: thrower, onOpenChange: thrower } : {}),
            });
            t.open();
            for (const step of steps) {
              expect(() => {
                if (step.kind === 'click') t.click(...step.path);
                else if (step.kind === 'key') t.key(step.key);
                else if (step.kind === 'retry') t.store.send({ type: 'ITEM.RETRY', path: step.path });
                else if (step.kind === 'close') t.store.send({ type: 'POPUP.CLOSE' });
                else if (step.kind === 'recreate')
                  t.store.setProps({ options: recreate(t.state().props.options) });
              }).not.toThrow();
              if (step.kind === 'wait') await vi.advanceTimersByTimeAsync(step.ms);
            }
            await vi.advanceTimersByTimeAsync(1001);
            // An rc-style answer to an option that a re-creation replaced (rc-leaf after
            // recreate) asks again for the new option, in that wait: that request has its own timeout.
            await vi.advanceTimersByTimeAsync(1001);
            expect(t.state().loading.size).toBe(0);
            // Every loaded entry belongs to a node that is in the tree.
            for (const [path] of t.state().loaded?.entries() ?? [])
              expect(t.state().tree.find(path)).toBeGreaterThanOrEqual(0);
            t.store.destroy();
          },
        ),
        { numRuns: 150 },
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
