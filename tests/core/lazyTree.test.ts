import {
  type BuildResult,
  getColumns,
  getDisplay,
  getItem,
  handlesKey,
  type Problem,
  Tree,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { indexInBackground } from '../../core/src/tree/large/indexInBackground';
import { lazyLargeTree } from '../../core/src/tree/large/largeBuild';
import type { LargeTree } from '../../core/src/tree/large/largeTree';
import {
  isPreview,
  keepsPreview,
  topLevelPreview,
  treeBehind,
} from '../../core/src/tree/large/topLevelPreview';
import {
  checkDisabledCount,
  duplicateCount,
  endOf,
  isCheckDisabled,
  isOwnDisabled,
  isUnreadable,
  labelsOf,
  pathOptions,
  textsOf,
} from '../../core/src/tree/queries';
import { prng } from '../bench/generate';
import { optionsArb, type RandomOption } from './arbitraries';
import { setup } from './helpers';

/**
 * A lazily indexed tree (what the machine builds) answers exactly as `Tree.build` does, before
 * and after it is complete; the store reports its problems once it is, without waiting for an open.
 */

type Messy = RandomOption | { value: null } | number | null;

/** Random trees spoilt the ways the build must reject: repeated sibling values, invalid entries, a cycle. */
const messyOptionsArb = fc
  .tuple(optionsArb, fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 })), { maxLength: 6 }))
  .map(([options, spoils]) => {
    const lists: Messy[][] = [options];
    const all: RandomOption[] = [];
    const collect = (list: RandomOption[]) => {
      for (const option of list) {
        all.push(option);
        if (option.children) {
          lists.push(option.children);
          collect(option.children);
        }
      }
    };
    collect(options);
    for (const [pick, kind] of spoils) {
      const list = lists[pick % lists.length];
      const option = all[pick % all.length];
      if (kind === 0 && list.length > 0) {
        const first = list[0];
        if (first && typeof first === 'object' && 'label' in first)
          list.push({ value: first.value, label: `repeat of ${first.label}` });
      } else if (kind === 1) list.splice(pick % (list.length + 1), 0, { value: null });
      else if (kind === 2) list.push(pick % 2 === 0 ? 7 : null);
      else if (option.children) option.children.push(options[0]); // maybe a cycle
    }
    return options as unknown as RandomOption[];
  });

/** Every path of the eager tree, each with a missing value appended, and a few made up. */
function pathsOf(tree: Tree<RandomOption>): (string | number)[][] {
  const paths: (string | number)[][] = [[], ['nope'], ['v0', 'nope']];
  for (let id = 0; id < tree.size; id++) {
    paths.push(tree.path(id));
    paths.push([...tree.path(id), 'nope', 'v1']);
  }
  return paths;
}

describe('a lazily indexed tree', () => {
  it('shows the value from the options before it is indexed, and indexes exactly as Tree.build', () => {
    fc.assert(
      fc.property(messyOptionsArb, fc.integer({ min: 1, max: 7 }), (options, slice) => {
        const eager = Tree.build<RandomOption>(options);
        const lazy = lazyLargeTree<RandomOption>(options, undefined, slice);
        for (const path of pathsOf(eager.tree)) {
          expect(lazy.optionsOf(path)).toEqual(eager.tree.optionsOf(path));
          expect(labelsOf(lazy, path)).toEqual(labelsOf(eager.tree, path));
          expect(textsOf(lazy, path)).toEqual(textsOf(eager.tree, path));
        }
        // Some slices while idle, then the rest at the first lookup.
        lazy.indexStep();
        expect(lazy.roots().map((id) => lazy.valueOf(id))).toEqual(
          eager.tree.roots().map((id) => eager.tree.valueOf(id)),
        );
        expect(lazy.isIndexed()).toBe(true);
        expect(lazy.indexProblems()).toEqual(eager.problems);
        expect(lazy.size).toBe(eager.tree.size);
        expect(checkDisabledCount(lazy)).toBe(checkDisabledCount(eager.tree));
        expect(duplicateCount(lazy)).toBe(duplicateCount(eager.tree));
        for (let id = 0; id < eager.tree.size; id++) {
          expect(lazy.path(id)).toEqual(eager.tree.path(id));
          expect(lazy.optionOf(id)).toBe(eager.tree.optionOf(id));
          expect(endOf(lazy, id)).toBe(endOf(eager.tree, id));
          expect([
            lazy.isLeaf(id),
            lazy.isUnloaded(id),
            lazy.isDisabled(id),
            isCheckDisabled(lazy, id),
            lazy.isDuplicate(id),
          ]).toEqual([
            eager.tree.isLeaf(id),
            eager.tree.isUnloaded(id),
            eager.tree.isDisabled(id),
            isCheckDisabled(eager.tree, id),
            eager.tree.isDuplicate(id),
          ]);
        }
      }),
    );
  });

  it('answers a read at any point of its sliced build as the whole build does, whichever read comes first', () => {
    // `eager` is the whole build, whose problems Tree.build returned beside it.
    type Read = (tree: Tree<RandomOption>, eager: BuildResult<RandomOption>) => unknown;
    const reads: Record<string, Read> = {
      'by index': (tree, { tree: whole }) =>
        Array.from({ length: whole.size + 1 }, (_, id) => [tree.childAt(id - 1, 0), tree.childAt(id - 1, 1)]),
      'by value': (tree, { tree: whole }) =>
        pathsOf(whole).map((path) => [tree.find(path), tree.resolve(path), tree.optionsOf(path)]),
      'by depth': (tree, { tree: whole }) => Array.from({ length: whole.size }, (_, id) => tree.depthOf(id)),
      paths: (tree, { tree: whole }) =>
        Array.from({ length: whole.size }, (_, id) => [
          tree.path(id),
          pathOptions(tree, id),
          tree.textOf(id),
        ]),
      problems: (tree, eager) => (tree === eager.tree ? eager.problems : tree.indexProblems()),
      size: (tree) => [tree.size, tree.roots(), duplicateCount(tree), checkDisabledCount(tree)],
    };
    fc.assert(
      fc.property(
        messyOptionsArb,
        fc.integer({ min: 1, max: 7 }),
        fc.nat({ max: 40 }),
        fc.constantFrom(...Object.keys(reads)),
        (options, slice, steps, first) => {
          const eager = Tree.build<RandomOption>(options);
          const lazy = lazyLargeTree<RandomOption>(options, undefined, slice);
          // Some slices in the background, then a read before (or after) the last one.
          for (let i = 0; i < steps; i++) lazy.indexStep();
          expect(reads[first](lazy, eager)).toEqual(reads[first](eager.tree, eager));
          expect(lazy.isIndexed()).toBe(true);
          for (const read of Object.values(reads)) expect(read(lazy, eager)).toEqual(read(eager.tree, eager));
        },
      ),
    );
  });

  it('finds the repeats of a long list out of order, whether its table grows or is sized at once', () => {
    // A table for a list the columns have room for is sized for all of it at once. A longer one
    // (past 65,536) starts small during a lazy tree's first slice and grows, then makes room for
    // the rest at once when the next slice starts (here after 7 options, or 2,048 by default).
    fc.assert(
      fc.property(
        fc.integer({ min: 66_000, max: 80_000 }),
        fc.integer({ min: 1, max: 90_000 }),
        fc.constantFrom(7, undefined),
        (length, spread, slice) => {
          const random = prng(length ^ spread);
          const values = Array.from({ length }, () => Math.floor(random() * spread));
          const options = values.map((value, i) => ({ value, label: `L${i}` }));
          const eager = Tree.build(options);
          const lazy = lazyLargeTree<(typeof options)[number]>(options, undefined, slice);
          expect(lazy.roots().map((id) => lazy.labelOf(id))).toEqual(
            eager.tree.roots().map((id) => eager.tree.labelOf(id)),
          );
          // Every option is a row in its place; each repeat of an earlier value is a duplicate.
          const seen = new Set<number>();
          const repeats = values.map((value) => seen.has(value) || !seen.add(value));
          expect(eager.tree.roots().map((id) => eager.tree.valueOf(id))).toEqual(values);
          for (const tree of [eager.tree, lazy])
            expect(tree.roots().map((id) => tree.isDuplicate(id))).toEqual(repeats);
          expect(lazy.indexProblems()).toEqual(eager.problems);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('still indexes after a deep comparison looked inside it (as a test of the state does)', () => {
    // An equality check walks whatever is iterable; the rest of the walk must not be among it.
    const options = Array.from({ length: 5000 }, (_, i) => ({ value: `n${i}`, label: `Option ${i}` }));
    const a = lazyLargeTree(options);
    const b = lazyLargeTree([...options].reverse());
    expect(a).not.toEqual(b);
    expect(a.size).toBe(5000);
    expect(b.valueOf(0)).toBe('n4999');
  });

  it('previews its top level as the whole build has it, wherever its walk is, rows read in any order', () => {
    let partial = 0;
    // What a row of the first column shows, and where it is, read from one top-level node.
    const row = (tree: Tree<RandomOption>, i: number) => {
      const id = tree.childAt(-1, i);
      return {
        at: tree.indexInParent(id),
        value: tree.valueOf(id),
        option: tree.optionOf(id),
        label: tree.labelOf(id),
        text: tree.textOf(id),
        depth: tree.depthOf(id),
        parent: tree.parentOf(id),
        path: tree.path(id),
        flags: [
          tree.isLeaf(id),
          tree.isUnloaded(id),
          tree.isDisabled(id),
          isOwnDisabled(tree, id),
          tree.isDuplicate(id),
          isCheckDisabled(tree, id),
          isUnreadable(tree, id),
        ],
      };
    };
    fc.assert(
      fc.property(
        messyOptionsArb,
        fc.integer({ min: 1, max: 7 }),
        fc.nat({ max: 40 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (options, slice, steps, picks) => {
          const eager = Tree.build<RandomOption>(options);
          const lazy = lazyLargeTree<RandomOption>(options, undefined, slice);
          for (let i = 0; i < steps; i++) lazy.indexStep();
          const preview = topLevelPreview(lazy, slice);
          // Complete at once: nothing to preview, the tree is itself.
          if (!preview.isIndexed()) partial++;
          if (lazy.isIndexed()) expect(preview).toBe(lazy);
          else {
            expect(isPreview(preview as Tree<unknown>)).toBe(true);
            expect(treeBehind(preview)).toBe(lazy);
            // Nothing indexed below: the walk behind it is where it was.
            expect(lazy.isIndexed()).toBe(false);
          }
          const count = eager.tree.childCount(-1);
          // The count before any row is read, then rows in a random order (a scroll), then all.
          expect(preview.childCount(-1)).toBe(count);
          for (const pick of picks)
            if (count > 0) expect(row(preview, pick % count)).toEqual(row(eager.tree, pick % count));
          for (let i = 0; i < count; i++) expect(row(preview, i)).toEqual(row(eager.tree, i));
          expect(preview.childAt(-1, count)).toBe(-1);
          for (const value of ['v0', 'v1', 7, 'nope'])
            expect(preview.childByValue(-1, value) < 0).toBe(eager.tree.childByValue(-1, value) < 0);
        },
      ),
    );
    // Most previews were partial when first read (their walk a few options a step).
    expect(partial).toBeGreaterThan(20);
  });

  it('previews a long top level without judging the rows after those read', () => {
    // The first option holds 5,000; 100,000 follow it, the last a repeat of the first.
    const options = [
      {
        value: 'big',
        label: 'Big',
        children: Array.from({ length: 5000 }, (_, i) => ({ value: i, label: `L${i}` })),
      },
      ...Array.from({ length: 100_000 }, (_, i) => ({ value: `n${i}`, label: `Option ${i}` })),
      { value: 'n0', label: 'repeat' },
      { value: null, label: 'no value' },
    ];
    const preview = topLevelPreview(lazyLargeTree(options));
    expect(preview.childCount(-1)).toBe(100_002);
    expect(preview.labelOf(preview.childAt(-1, 1))).toBe('Option 0');
    // Only the first slice or so judged: the walk behind it goes no further than the rows read.
    expect(preview.isIndexed()).toBe(false);
    expect(preview.isDuplicate(preview.childAt(-1, 100_001))).toBe(true);
    expect(preview.isIndexed()).toBe(true);
    expect(preview.size).toBe(100_002);
  });

  it('is complete at once when the options are few', () => {
    expect(lazyLargeTree([{ value: 'a' }, { value: 'b' }]).isIndexed()).toBe(true);
  });
});

describe('the store with a large tree', () => {
  /** 10,000 options; the last repeats the first one's value. */
  const large = () => [
    ...Array.from({ length: 10_000 }, (_, i) => ({ value: `n${i}`, label: `Option ${i}` })),
    { value: 'n0', label: 'repeat' },
  ];
  const codes = (problems: Problem[]) => problems.map((p) => p.code).sort();

  it('mounts without indexing, shows the value, and reports the problems once indexed while idle', async () => {
    const c = setup({ options: large(), defaultValue: ['n9999'] });
    expect(c.state().tree.isIndexed()).toBe(false);
    expect(getDisplay(c.state()).text).toBe('Option 9999');
    expect(c.problems).toEqual([]);
    // Nobody listens (server rendering): nothing is indexed in the background.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(c.state().tree.isIndexed()).toBe(false);

    let notified = 0;
    c.store.subscribe(() => notified++);
    for (let i = 0; i < 100 && c.problems.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(c.state().tree.isIndexed()).toBe(true);
    expect(codes(c.problems)).toEqual(['duplicate-value']);
    expect(codes([...c.state().problems])).toEqual(['duplicate-value']);
    expect(notified).toBeGreaterThan(0);
  });

  it('indexes the rest on the first open, reporting problems and missing values with it', () => {
    const c = setup({ options: large(), defaultValue: ['n3', 'missing'] });
    expect(c.problems).toEqual([]);
    c.open();
    expect(codes(c.problems)).toEqual(['duplicate-value', 'value-not-found']);
    // The repeat of n0 is the last row, shown disabled.
    expect(c.columns()[0]).toHaveLength(10_001);
    expect(c.focused()).toBe('Option 3');
  });

  it('opened before it is indexed, with only the top level to show, shows that at once and the rest once indexed', async () => {
    // The first option holds 5,000: listing the top level from the walk needs all of them walked.
    const options = [
      {
        value: 'big',
        label: 'Big',
        children: Array.from({ length: 5000 }, (_, i) => ({ value: i, label: `Leaf ${i}` })),
      },
      ...large(),
      { value: null, label: 'no value' },
    ];
    const c = setup({ options });
    c.store.subscribe(() => {});
    c.open();
    const shown = c.state();
    // A preview of the top level: the lazy tree behind it is not indexed by the open.
    expect(isPreview(shown.tree as Tree<unknown>)).toBe(true);
    expect(treeBehind(shown.tree).isIndexed()).toBe(false);
    const [column] = getColumns(shown);
    // The repeat of n0 is a row (disabled); the option without a value is none.
    expect(column.count).toBe(10_002);
    const row = (i: number) => getItem(shown, column.idAt(i));
    expect([row(0).label, row(0).expandable, row(0).posInSet, row(0).setSize]).toEqual([
      'Big',
      true,
      1,
      10_002,
    ]);
    expect([row(10_001).label, row(10_001).duplicate, row(10_001).disabled]).toEqual(['repeat', true, true]);
    // The problems are the whole walk's: reported once it is done, each once, in the walk's order.
    expect(c.problems).toEqual([]);
    for (let i = 0; i < 200 && c.problems.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(c.problems.map((p) => p.code)).toEqual(['duplicate-value', 'null-value']);
    expect(isPreview(c.state().tree as Tree<unknown>)).toBe(false);
    expect(c.state().tree.isIndexed()).toBe(true);
    // The preview's columns are let go with it.
    expect(keepsPreview(c.state().tree as Tree<unknown>)).toBe(false);
    expect(c.columns()[0]).toHaveLength(10_002);
    c.click('big');
    expect(c.columns()[1]).toHaveLength(5000);
    await new Promise((r) => setTimeout(r, 20));
    expect(c.problems).toHaveLength(2);
  });

  it('opened before it is indexed, counts as handled only the keys that act (the preview is no change)', () => {
    const c = setup({ options: [{ value: 'big', label: 'Big', children: large() }, ...large()] });
    c.open();
    expect(isPreview(c.state().tree as Tree<unknown>)).toBe(true);
    expect(handlesKey(c.state(), { key: 'Shift' })).toBe(false);
    expect(handlesKey(c.state(), { key: 'ArrowDown' })).toBe(true);
  });

  it('opened before it is indexed, acts on an event as the whole tree would', () => {
    const options = [
      {
        value: 'big',
        label: 'Big',
        children: Array.from({ length: 5000 }, (_, i) => ({ value: i, label: `Leaf ${i}` })),
      },
      ...large(),
    ];
    const c = setup({ options });
    c.open();
    expect(isPreview(c.state().tree as Tree<unknown>)).toBe(true);
    // The event meets the tree itself, which indexes what it needs, as without a preview.
    c.key('ArrowDown');
    expect(isPreview(c.state().tree as Tree<unknown>)).toBe(false);
    expect(c.focused()).toBe('Big');
    c.key('ArrowRight');
    expect(c.focused()).toBe('Leaf 0');
    expect(c.columns().map((list) => list.length)).toEqual([10_002, 5000]);
    expect(c.problems.map((p) => p.code)).toEqual(['duplicate-value']);
  });

  it('opened before it is indexed with a value, a search or checks, indexes the rest at the open', () => {
    for (const props of [
      { defaultValue: ['n3'] },
      { checkable: true },
      { showSearch: true, searchValue: 'Option 1' },
    ]) {
      const c = setup({ options: large(), ...props });
      c.open();
      expect(isPreview(c.state().tree as Tree<unknown>)).toBe(false);
      expect(c.state().tree.isIndexed()).toBe(true);
      expect(c.problems.map((p) => p.code)).toEqual(['duplicate-value']);
    }
  });

  it('mounts a checkable cascader without indexing; a check made before the index builds it', () => {
    const c = setup({ options: large(), checkable: true, defaultValue: [['n5']] });
    expect(c.state().tree.isIndexed()).toBe(false);
    expect(getDisplay(c.state()).tags.map((tag) => tag.text)).toEqual(['Option 5']);
    c.store.send({ type: 'ITEM.CHECK', path: ['n7'] });
    expect(c.state().tree.isIndexed()).toBe(true);
    expect(c.state().value).toEqual([['n5'], ['n7']]);
    expect(codes(c.problems)).toEqual(['duplicate-value']);
  });

  it('indexes soon after mounting on a page that is never idle: one idle callback, then ordinary tasks', async () => {
    // A busy page: an idle callback runs only at its timeout. The Prioritized Task Scheduling API
    // stands in for the browser's (a task runs a turn later, unless aborted).
    const host = globalThis as Record<string, unknown>;
    const idleTimeouts: (number | undefined)[] = [];
    const priorities: string[] = [];
    let aborted = 0;
    host.requestIdleCallback = (callback: () => void, options?: { timeout: number }) => {
      idleTimeouts.push(options?.timeout);
      return setTimeout(callback, options?.timeout ?? 1e9);
    };
    host.cancelIdleCallback = (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle);
    host.scheduler = {
      postTask(callback: () => void, { priority, signal }: { priority: string; signal: AbortSignal }) {
        priorities.push(priority);
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve(callback()), 0);
          signal.addEventListener('abort', () => {
            aborted++;
            clearTimeout(timer);
            reject(signal.reason);
          });
        });
      },
    };
    try {
      const options = Array.from({ length: 300_000 }, (_, i) => ({ value: i, label: `Option ${i}` }));
      const c = setup({ options });
      c.store.subscribe(() => {});
      for (let i = 0; i < 400 && !c.state().tree.isIndexed(); i++) await new Promise((r) => setTimeout(r, 5));
      expect(c.state().tree.isIndexed()).toBe(true);
      expect(c.state().tree.size).toBe(300_000);
      expect(idleTimeouts).toHaveLength(1);
      expect(idleTimeouts[0]).toBeGreaterThan(0);
      expect(priorities.length).toBeGreaterThan(0);
      expect(new Set(priorities)).toEqual(new Set(['user-visible']));

      // Destroyed halfway, its next task is aborted and nothing more is indexed.
      const posted = priorities.length;
      const d = setup({ options: [...options] });
      d.store.subscribe(() => {});
      while (priorities.length === posted) await new Promise((r) => setTimeout(r, 1));
      expect(d.state().tree.isIndexed()).toBe(false);
      d.store.destroy();
      expect(aborted).toBe(1);
      await new Promise((r) => setTimeout(r, 50));
      expect(d.state().tree.isIndexed()).toBe(false);
    } finally {
      delete host.requestIdleCallback;
      delete host.cancelIdleCallback;
      delete host.scheduler;
    }
  });

  it('a failure in a background task reaches the page, as one in a timer would; an aborted task is none', async () => {
    // The Prioritized Task Scheduling API's shape: a task that throws, or is aborted, rejects.
    const host = globalThis as Record<string, unknown>;
    host.scheduler = {
      postTask(callback: () => void, { signal }: { signal: AbortSignal }) {
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => {
            try {
              resolve(callback());
            } catch (error) {
              reject(error);
            }
          }, 0);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason);
          });
        });
      },
    };
    const rethrown: unknown[] = [];
    const microtasks = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        rethrown.push(error);
      }
    });
    try {
      const bug = new Error('a bug in the walk');
      const failing = {
        indexStep: () => {
          throw bug;
        },
      } as unknown as LargeTree<unknown>;
      indexInBackground(failing, () => {});
      const endless = { indexStep: () => false } as unknown as LargeTree<unknown>;
      const cancel = indexInBackground(endless, () => {});
      cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(rethrown).toEqual([bug]);
    } finally {
      microtasks.mockRestore();
      delete host.scheduler;
    }
  });

  it('stops indexing when the last listener leaves or new options replace the tree, and indexes those', async () => {
    const c = setup({ options: large() });
    const unsubscribe = c.store.subscribe(() => {});
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(c.state().tree.isIndexed()).toBe(false);

    c.store.subscribe(() => {});
    const replaced = c.state().tree;
    c.store.setProps({ options: large() });
    expect(c.state().tree).not.toBe(replaced);
    for (let i = 0; i < 100 && !c.state().tree.isIndexed(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(c.state().tree.isIndexed()).toBe(true);
    expect(replaced.isIndexed()).toBe(false);
    expect(c.problems.map((p) => p.code)).toEqual(['duplicate-value']);
  });

  it('stops indexing when destroyed', async () => {
    const c = setup({ options: large() });
    c.store.subscribe(() => {});
    c.store.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(c.state().tree.isIndexed()).toBe(false);
    expect(c.problems).toEqual([]);
  });
});
