import type { CascaderOption, ValuePath } from '@cascadia/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LOAD_REASKS } from '../../core/src/machine/constants';
import { endOf } from '../../core/src/tree/queries';
import { provinces, server } from '../fixtures/lazyRegions';
import { flush, itemAt, setup } from './helpers';

/**
 * Lazy SHOW_CHILD checking with an rc-style loader, the kind most rc-cascader users write: the
 * loader returns nothing, mutates the option it was given (`children`, or `isLeaf = true`) and the
 * app passes new options. The Promise-style twin of these tests is lazyCheck.test.ts.
 */

const ZJ_LEAVES = [
  ['zj', 'ningbo'],
  ['zj', 'hangzhou', 'xihu'],
  ['zj', 'hangzhou', 'yuhang'],
];

const props = { checkable: true, showCheckedStrategy: 'SHOW_CHILD' as const };

/**
 * A store over options that an rc-style loader fills in: the loader (one parameter, returning
 * nothing, as written for rc-cascader) only records the option it was asked about; the test then
 * answers it the way an app does — mutate the option, pass a new options array through setProps.
 */
function rcSetup(extra: Parameters<typeof setup>[0] = {}) {
  const options = provinces();
  const asked: CascaderOption[][] = [];
  const loadData = vi.fn((selected: CascaderOption[]) => {
    asked.push(selected);
  });
  const t = setup({ options, loadData, ...props, ...extra });
  const pathOf = (selected: CascaderOption[]) => selected.map((o) => o.value as string);
  const target = (path: ValuePath) => {
    const selected = asked.find((s) => JSON.stringify(pathOf(s)) === JSON.stringify(path));
    if (!selected) throw new Error(`no request for ${JSON.stringify(path)}`);
    asked.splice(asked.indexOf(selected), 1);
    return selected[selected.length - 1];
  };
  const publish = () => t.store.setProps({ options: [...options] });
  /** Answers `path` as an rc-cascader app does: children set on the option, then new options. */
  const answer = (path: ValuePath, children = server[JSON.stringify(path)]) => {
    target(path).children = children.map((o) => ({ ...o }));
    publish();
  };
  /** The app finds `path` has no children and marks it a leaf. */
  const answerLeaf = (path: ValuePath) => {
    target(path).isLeaf = true;
    publish();
  };
  const askedPaths = () => loadData.mock.calls.map(([selected]) => pathOf(selected));
  return { t, options, loadData, answer, answerLeaf, askedPaths, asked };
}

afterEach(() => vi.useRealTimers());

describe('lazy SHOW_CHILD checking with an rc-style loader', () => {
  it('loads level by level through new options, then checks the branch and reports its leaves', () => {
    const { t, loadData, answer, askedPaths } = rcSetup();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    // Called as rc-cascader calls it: one argument, the selected options.
    expect(loadData.mock.calls[0]).toHaveLength(1);
    expect(askedPaths()).toEqual([['zj']]);
    expect(itemAt(t, 'zj')).toMatchObject({ checked: false, checkLoading: { loaded: 0, waiting: 1 } });

    answer(['zj']);
    expect(askedPaths()).toEqual([['zj'], ['zj', 'hangzhou']]);
    expect(itemAt(t, 'zj').checkLoading).toEqual({ loaded: 1, waiting: 1 });
    expect(t.onChange).not.toHaveBeenCalled();

    answer(['zj', 'hangzhou']);
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange).toHaveBeenLastCalledWith(ZJ_LEAVES, expect.any(Array));
    expect(itemAt(t, 'zj')).toMatchObject({ checked: true, checkLoading: null });
    expect(t.state().checkLoads.size).toBe(0);
    expect(t.state().loading.size).toBe(0);
    expect(loadData).toHaveBeenCalledTimes(2);
  });

  it('reports the selected options along each leaf, taken from the new options', () => {
    const { t, answer } = rcSetup();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    answer(['zj']);
    answer(['zj', 'hangzhou']);
    const [, selected] = t.onChange.mock.lastCall!;
    expect(selected.map((options: CascaderOption[]) => options.map((o) => o.label))).toEqual([
      ['浙江', '宁波'],
      ['浙江', '杭州', '西湖'],
      ['浙江', '杭州', '余杭'],
    ]);
  });

  it('a level the app marks isLeaf = true ends as a leaf, and is reported itself', () => {
    const { t, answer, answerLeaf, loadData } = rcSetup();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    answer(['zj']);
    answerLeaf(['zj', 'hangzhou']);
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange).toHaveBeenLastCalledWith(
      [
        ['zj', 'hangzhou'],
        ['zj', 'ningbo'],
      ],
      expect.any(Array),
    );
    expect(t.state().tree.isLeaf(t.state().tree.find(['zj', 'hangzhou']))).toBe(true);
    expect(t.state().loading.size).toBe(0);
    expect(loadData).toHaveBeenCalledTimes(2);
  });

  it('a level the app gives children = [] ends as a leaf, and is reported itself', () => {
    const { t, answer, loadData } = rcSetup();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    answer(['zj']);
    answer(['zj', 'hangzhou'], []);
    expect(t.onChange).toHaveBeenLastCalledWith(
      [
        ['zj', 'hangzhou'],
        ['zj', 'ningbo'],
      ],
      expect.any(Array),
    );
    expect(itemAt(t, 'zj')).toMatchObject({ checked: true, checkLoading: null });
    expect(t.state().loading.size).toBe(0);
    expect(loadData).toHaveBeenCalledTimes(2);
  });

  it('a branch itself answered with isLeaf = true is checked as the leaf it is', () => {
    const { t, answerLeaf } = rcSetup();
    t.store.send({ type: 'ITEM.CHECK', path: ['js'] });
    answerLeaf(['js']);
    expect(t.onChange).toHaveBeenLastCalledWith([['js']], expect.any(Array));
    expect(itemAt(t, 'js')).toMatchObject({ checked: true, checkLoading: null });
  });

  it('an app that answers inside the loader, synchronously, completes the check at once', () => {
    const options = provinces();
    const t = setup({ options, ...props });
    t.store.setProps({
      loadData: (selected: CascaderOption[]) => {
        const target = selected[selected.length - 1];
        const path = selected.map((o) => o.value);
        target.children = server[JSON.stringify(path)].map((o) => ({ ...o }));
        t.store.setProps({ options: [...options] });
      },
    });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange).toHaveBeenLastCalledWith(ZJ_LEAVES, expect.any(Array));
    expect(t.state().checkLoads.size).toBe(0);
  });

  it('an async loader that mutates the option and resolves nothing completes the check', async () => {
    const options = provinces();
    const t = setup({
      options,
      ...props,
      loadData: async (selected: CascaderOption[]) => {
        await Promise.resolve();
        const target = selected[selected.length - 1];
        target.children = server[JSON.stringify(selected.map((o) => o.value))].map((o) => ({ ...o }));
        // No new options: the store picks the mutation up when the promise settles.
      },
    });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    await flush();
    await flush();
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange).toHaveBeenLastCalledWith(ZJ_LEAVES, expect.any(Array));
    expect(t.state().loading.size).toBe(0);
  });

  it('keeps loading when the popup closes, and new options that only re-render change nothing', () => {
    const { t, answer, askedPaths, options } = rcSetup();
    t.open();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.store.send({ type: 'POPUP.CLOSE' });
    // The app re-renders with a new array before the answer arrives: still waiting, no new request.
    t.store.setProps({ options: [...options] });
    expect(askedPaths()).toEqual([['zj']]);
    expect(itemAt(t, 'zj').checkLoading).toEqual({ loaded: 0, waiting: 1 });
    answer(['zj']);
    answer(['zj', 'hangzhou']);
    expect(t.state().value).toEqual(ZJ_LEAVES);
  });

  it('unchecking while it loads aborts; the app answering later adds children but checks nothing', () => {
    const { t, answer, askedPaths } = rcSetup();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    answer(['zj']);
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(t.state().checkLoads.size).toBe(0);
    expect(t.state().loading.size).toBe(0);
    expect(itemAt(t, 'zj')).toMatchObject({ checked: false, halfChecked: false, checkLoading: null });
    // An rc-style app has no signal to honour: it answers anyway.
    answer(['zj', 'hangzhou']);
    expect(t.onChange).not.toHaveBeenCalled();
    expect(t.state().value).toEqual([]);
    expect(itemAt(t, 'zj')).toMatchObject({ checked: false, halfChecked: false });
    expect(askedPaths()).toEqual([['zj'], ['zj', 'hangzhou']]);
  });

  it('re-checking after an uncheck asks again; the answer to the aborted request serves it', () => {
    const { t, answer, askedPaths } = rcSetup();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(askedPaths()).toEqual([['zj'], ['zj']]);
    // The app answers the first, aborted request: it fills the same option, which is what the
    // live request waits for (rc style has no request identity, only the options).
    answer(['zj']);
    expect(askedPaths()).toEqual([['zj'], ['zj'], ['zj', 'hangzhou']]);
    answer(['zj', 'hangzhou']);
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.state().value).toEqual(ZJ_LEAVES);
    expect(t.state().loading.size).toBe(0);
  });

  it('an app that answers with an immutable update (new option objects) completes the check', () => {
    let options = provinces();
    const asked: ValuePath[] = [];
    const t = setup({
      options,
      ...props,
      loadData: (selected: CascaderOption[]) => {
        asked.push(selected.map((o) => o.value as string));
      },
    });
    /** Copies the options with `children` set at `path`, as a reducer would. */
    const withChildren = (
      list: CascaderOption[],
      path: ValuePath,
      children: CascaderOption[],
    ): CascaderOption[] =>
      list.map((o) =>
        o.value !== path[0]
          ? o
          : path.length === 1
            ? { ...o, children }
            : { ...o, children: withChildren(o.children ?? [], path.slice(1), children) },
      );
    const answer = (path: ValuePath) => {
      options = withChildren(options, path, server[JSON.stringify(path)]);
      t.store.setProps({ options });
    };
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    answer(['zj']);
    expect(asked).toEqual([['zj'], ['zj', 'hangzhou']]);
    answer(['zj', 'hangzhou']);
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange).toHaveBeenLastCalledWith(ZJ_LEAVES, expect.any(Array));
  });

  it('an app that never answers times out: the branch stays unchecked with an error and a retry', () => {
    vi.useFakeTimers();
    const { t, answer, askedPaths } = rcSetup({ loadTimeout: 5000 });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    answer(['zj']);
    vi.advanceTimersByTime(5000);
    expect(t.onChange).not.toHaveBeenCalled();
    expect(t.state().checkLoads.size).toBe(0);
    const zj = itemAt(t, 'zj');
    expect(zj).toMatchObject({ checked: false, halfChecked: false, checkLoading: null });
    expect(zj.checkFailed).toBeDefined();
    expect(t.problems.map((p) => p.code)).toEqual(['load-timeout']);

    t.store.send({ type: 'ITEM.RETRY', path: ['zj'] });
    expect(askedPaths()).toEqual([['zj'], ['zj', 'hangzhou'], ['zj', 'hangzhou']]);
    expect(itemAt(t, 'zj')).toMatchObject({
      checkFailed: undefined,
      checkLoading: { loaded: 0, waiting: 1 },
    });
    answer(['zj', 'hangzhou']); // the first, timed-out request's option is the same object
    expect(t.state().value).toEqual(ZJ_LEAVES);
    expect(itemAt(t, 'zj').checkFailed).toBeUndefined();
  });

  /** zj's subtree as the app fetched it again: new option objects, hangzhou itself lazy. */
  const refetchedZj = (options: CascaderOption[], hangzhou?: CascaderOption[]): CascaderOption[] => [
    {
      ...options[0],
      children: [
        { label: '杭州', value: 'hangzhou', ...(hangzhou ? { children: hangzhou } : { isLeaf: false }) },
        { label: '宁波', value: 'ningbo' },
      ],
    },
    options[1],
  ];

  it('a subtree replaced while a deeper request waits: the answer to the old option asks the new one', () => {
    vi.useFakeTimers();
    const { t, options, asked, askedPaths } = rcSetup({ loadTimeout: 5000 });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    asked.shift()![0].children = server['["zj"]'].map((o) => ({ ...o }));
    t.store.setProps({ options: [...options] });
    const [stale] = asked.splice(0);
    // The app replaces zj's subtree (it fetched it again) while hangzhou's request waits…
    const replaced = refetchedZj(options);
    t.store.setProps({ options: replaced });
    expect(itemAt(t, 'zj').checkLoading).toEqual({ loaded: 1, waiting: 1 });
    // …then answers that request the rc way: the option it was given, which left the options.
    stale[1].children = server['["zj","hangzhou"]'].map((o) => ({ ...o }));
    t.store.setProps({ options: [...replaced] });
    // Asked again at once, for the option the options hold now.
    expect(askedPaths()).toEqual([['zj'], ['zj', 'hangzhou'], ['zj', 'hangzhou']]);
    expect(asked[0][1]).toBe(replaced[0].children![0]);
    expect(itemAt(t, 'zj').checkLoading).toEqual({ loaded: 1, waiting: 1 });
    asked[0][1].children = server['["zj","hangzhou"]'].map((o) => ({ ...o }));
    t.store.setProps({ options: [...replaced] });
    expect(t.state().value).toEqual(ZJ_LEAVES);
    expect(itemAt(t, 'zj')).toMatchObject({ checked: true, checkLoading: null });
    // No timeout was needed, and none fires later.
    vi.advanceTimersByTime(5000);
    expect(t.problems).toEqual([]);
    expect(t.onChange).toHaveBeenCalledTimes(1);
  });

  it('a subtree replaced by one that already holds the deeper answer completes the check at once', () => {
    const { t, options, asked, askedPaths } = rcSetup();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    asked.shift()![0].children = server['["zj"]'].map((o) => ({ ...o }));
    t.store.setProps({ options: [...options] });
    t.store.setProps({
      options: refetchedZj(
        options,
        server['["zj","hangzhou"]'].map((o) => ({ ...o })),
      ),
    });
    expect(t.state().value).toEqual(ZJ_LEAVES);
    expect(t.state().loading.size).toBe(0);
    expect(askedPaths()).toEqual([['zj'], ['zj', 'hangzhou']]);
  });

  it('a subtree replaced by a lazy one again while the check waits: it is asked for again, never taken for a leaf', () => {
    const { t, options, answer, asked, askedPaths } = rcSetup();
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    answer(['zj']);
    expect(itemAt(t, 'zj').checkLoading).toEqual({ loaded: 1, waiting: 1 });
    // The app drops what it had loaded: zj is a new lazy option (hangzhou's request goes with it).
    asked.splice(0);
    const reset: CascaderOption[] = [{ label: '浙江', value: 'zj', isLeaf: false }, options[1]];
    t.store.setProps({ options: reset });
    expect(askedPaths()).toEqual([['zj'], ['zj', 'hangzhou'], ['zj']]);
    // The answer that came still counts: a row's progress never goes back.
    expect(itemAt(t, 'zj').checkLoading).toEqual({ loaded: 1, waiting: 1 });
    expect(t.onChange).not.toHaveBeenCalled();
    asked[0][0].children = server['["zj"]'].map((o) => ({ ...o }));
    t.store.setProps({ options: [...reset] });
    asked[1][1].children = server['["zj","hangzhou"]'].map((o) => ({ ...o }));
    t.store.setProps({ options: [...reset] });
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.state().value).toEqual(ZJ_LEAVES);
  });

  it('an app that re-creates its options on every render and answers by mutation is not asked forever', () => {
    vi.useFakeTimers();
    const data = provinces();
    const asked: CascaderOption[][] = [];
    const t = setup({ ...props, options: structuredClone(data), loadTimeout: 5000 });
    // Each answer mutates the option it was given, then renders new copies of its own data, which
    // never records the answer: every answer lands on an option the options no longer hold.
    t.store.setProps({
      loadData: (selected: CascaderOption[]) => {
        asked.push(selected);
        selected[selected.length - 1].children = server['["zj"]'].map((o) => ({ ...o }));
        t.store.setProps({ options: structuredClone(data) });
      },
    });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(asked).toHaveLength(1 + MAX_LOAD_REASKS);
    vi.advanceTimersByTime(5000);
    expect(asked).toHaveLength(1 + MAX_LOAD_REASKS);
    expect(itemAt(t, 'zj')).toMatchObject({ checked: false, checkLoading: null });
    expect(itemAt(t, 'zj').checkFailed).toBeDefined();
    expect(t.problems.map((p) => p.code)).toEqual(['load-timeout']);
  });

  it('an async rc-style loader that fills the option it was given after the subtree was replaced', async () => {
    let options = provinces();
    const pending: (() => void)[] = [];
    const t = setup({
      options,
      ...props,
      loadData: (selected: CascaderOption[]) =>
        new Promise<void>((resolve) => {
          pending.push(() => {
            const path = selected.map((o) => o.value);
            selected[selected.length - 1].children = server[JSON.stringify(path)].map((o) => ({ ...o }));
            resolve(); // no new options: the store picks the mutation up when the promise settles
          });
        }),
    });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    pending.shift()!();
    await flush();
    options = refetchedZj(options);
    t.store.setProps({ options });
    pending.shift()!(); // fills the old hangzhou
    await flush();
    expect(pending).toHaveLength(1); // asked again for the new one
    pending.shift()!();
    await flush();
    expect(t.state().value).toEqual(ZJ_LEAVES);
  });

  it('an async rc-style loader that rejects leaves the branch unchecked with a retry', async () => {
    const options = provinces();
    let fail = true;
    const t = setup({
      options,
      ...props,
      loadData: async (selected: CascaderOption[]) => {
        const path = selected.map((o) => o.value);
        if (fail && path.length === 2) throw new Error('network down');
        selected[selected.length - 1].children = server[JSON.stringify(path)].map((o) => ({ ...o }));
        t.store.setProps({ options: [...options] });
      },
    });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    await flush();
    await flush();
    expect(t.onChange).not.toHaveBeenCalled();
    const zj = itemAt(t, 'zj');
    expect(zj).toMatchObject({ checked: false, halfChecked: false, checkLoading: null });
    expect(zj.checkFailed?.error).toEqual(new Error('network down'));

    fail = false;
    t.store.send({ type: 'ITEM.RETRY', path: ['zj'] });
    await flush();
    expect(t.state().value).toEqual(ZJ_LEAVES);
  });
});

/**
 * Property: whatever order the app answers the outstanding rc-style requests in, and whatever
 * shape each answer takes (children, some of them lazy; `children = []`; `isLeaf = true`), the
 * check completes exactly when nothing is left to load, once, with exactly the leaves below the
 * branch; each branch is asked for once.
 */
describe('lazy SHOW_CHILD checking with an rc-style loader, answers in any order and shape', () => {
  type Answer = { pick: number; shape: 'children' | 'empty' | 'leaf'; lazy: boolean[] };
  const answerArb: fc.Arbitrary<Answer> = fc.record({
    pick: fc.nat(),
    shape: fc.constantFrom<Answer['shape']>('children', 'children', 'children', 'empty', 'leaf'),
    lazy: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
  });

  it('checks the branch once every level arrived, with the leaves below it', () => {
    fc.assert(
      fc.property(fc.array(answerArb, { maxLength: 40 }), (answers) => {
        const options: CascaderOption[] = [{ label: 'root', value: 'r', isLeaf: false }];
        const asked: CascaderOption[][] = [];
        const askedKeys: string[] = [];
        const t = setup({
          options,
          ...props,
          loadData: (selected: CascaderOption[]) => {
            askedKeys.push(JSON.stringify(selected.map((o) => o.value)));
            asked.push(selected);
          },
        });
        t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
        const answerOne = (a: Answer) => {
          const [selected] = asked.splice(a.pick % asked.length, 1);
          const target = selected[selected.length - 1];
          // Depth bounds the tree: below depth 3 every child is a leaf.
          const deep = selected.length >= 3;
          if (a.shape === 'leaf') target.isLeaf = true;
          else
            target.children =
              a.shape === 'empty'
                ? []
                : a.lazy.map((lazy, i) => ({
                    label: `${String(target.label)}.${i}`,
                    value: `v${i}`,
                    ...(lazy && !deep ? { isLeaf: false } : {}),
                  }));
          t.store.setProps({ options: [...options] });
        };
        for (const a of answers) {
          if (asked.length === 0) break;
          expect(t.onChange).not.toHaveBeenCalled();
          answerOne(a);
        }
        // The rest arrive as plain leaves lists.
        while (asked.length > 0) answerOne({ pick: 0, shape: 'children', lazy: [false] });

        const { tree } = t.state();
        expect(t.onChange).toHaveBeenCalledTimes(1);
        expect(t.state().checkLoads.size).toBe(0);
        expect(t.state().loading.size).toBe(0);
        expect(new Set(askedKeys).size).toBe(askedKeys.length);
        const leaves: ValuePath[] = [];
        for (let id = 0; id < tree.size; id++) if (tree.isLeaf(id)) leaves.push(tree.path(id));
        expect(leaves.every((path) => !tree.isUnloaded(tree.find(path)))).toBe(true);
        const sorted = (paths: ValuePath[]) => paths.map((p) => JSON.stringify(p)).sort();
        expect(sorted(t.onChange.mock.lastCall![0])).toEqual(sorted(leaves));
        expect(itemAt(t, 'r')).toMatchObject({ checked: true, checkLoading: null });
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * Property: the user checks and unchecks the branch while the app answers (it answers every call,
 * aborted or not: an rc-style loader has no signal; it skips an option it already filled) and
 * re-renders with new options. An uncheck always leaves nothing checked; once every answer is in,
 * the branch is checked with exactly its leaves if the user's last toggle checked it.
 */
describe('lazy SHOW_CHILD checking with an rc-style loader, toggled while the app answers', () => {
  type Command =
    | { t: 'toggle' }
    | { t: 'rerender' }
    | { t: 'answer'; pick: number; shape: 'children' | 'empty' | 'leaf'; lazy: boolean[] };
  const commandArb: fc.Arbitrary<Command> = fc.oneof(
    { weight: 2, arbitrary: fc.constant({ t: 'toggle' as const }) },
    { weight: 1, arbitrary: fc.constant({ t: 'rerender' as const }) },
    {
      weight: 5,
      arbitrary: fc.record({
        t: fc.constant('answer' as const),
        pick: fc.nat(),
        shape: fc.constantFrom('children' as const, 'children' as const, 'empty' as const, 'leaf' as const),
        lazy: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
      }),
    },
  );

  it('never checks an unchecked branch, and ends with the leaves when last checked', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        const options: CascaderOption[] = [
          { label: 'root', value: 'r', isLeaf: false },
          { label: 'other', value: 'o' },
        ];
        const asked: CascaderOption[][] = [];
        const t = setup({
          options,
          ...props,
          loadData: (selected: CascaderOption[]) => {
            asked.push(selected);
          },
        });
        const answerOne = (pick: number, shape: 'children' | 'empty' | 'leaf', lazy: boolean[]) => {
          const [selected] = asked.splice(pick % asked.length, 1);
          const target = selected[selected.length - 1];
          if (target.children || target.isLeaf) return; // already answered
          if (shape === 'leaf') target.isLeaf = true;
          else
            target.children =
              shape === 'empty'
                ? []
                : lazy.map((isLazy, i) => ({
                    label: `${String(target.label)}.${i}`,
                    value: `v${i}`,
                    ...(isLazy && selected.length < 3 ? { isLeaf: false } : {}),
                  }));
          t.store.setProps({ options: [...options] });
        };
        let wanted = false;
        for (const c of commands) {
          if (c.t === 'toggle') {
            wanted = !wanted;
            t.store.send({ type: 'ITEM.CHECK', path: ['r'] });
            if (!wanted) expect(t.state().value).toEqual([]);
          } else if (c.t === 'rerender') t.store.setProps({ options: [...options] });
          else if (asked.length > 0) answerOne(c.pick, c.shape, c.lazy);
          if (!wanted) {
            expect(t.state().value).toEqual([]);
            expect(t.state().checkLoads.size).toBe(0);
          }
        }
        while (asked.length > 0) answerOne(0, 'children', [false]);

        const s = t.state();
        expect(s.checkLoads.size).toBe(0);
        expect(s.loading.size).toBe(0);
        const { tree } = s;
        const rootId = tree.find(['r']);
        const leaves: string[] = [];
        for (let id = rootId; id < endOf(tree, rootId); id++)
          if (tree.isLeaf(id)) leaves.push(JSON.stringify(tree.path(id)));
        const value = (s.value as ValuePath[]).map((p) => JSON.stringify(p));
        expect(value.sort()).toEqual(wanted ? leaves.sort() : []);
        expect(itemAt(t, 'r')).toMatchObject({ checked: wanted, checkLoading: null });
      }),
      { numRuns: 200 },
    );
  });
});
