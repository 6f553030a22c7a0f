import { type CascaderOption, getDisplay, pathId, Tree } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
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

  it('keys state.loaded by pathId and drops entries whose node left the options', async () => {
    const t = setup({ options: lazyRoots(), loadData: async () => [{ label: 'City', value: 'c' }] });
    t.open();
    t.click('p');
    await flush();
    expect([...t.state().loaded.keys()]).toEqual([pathId(['p'])]);
    expect(t.state().loaded.get(pathId(['p']))?.path).toEqual(['p']);

    t.store.setProps({ options: [{ label: 'Other', value: 'o', isLeaf: false }] });
    expect(t.state().loaded.size).toBe(0);
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
    expect(t.state().loaded.size).toBe(0);
  });

  it('tells 1 and "1" apart', () => {
    const options = [
      { label: 'one', value: 1, isLeaf: false },
      { label: 'one text', value: '1', isLeaf: false },
    ];
    const built = Tree.build(options, undefined, {
      loaded: new Map([[pathId(['1']), { path: ['1'], children: [{ label: 'x', value: 'x' }] }]]),
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
            expect(inline.state().loaded.size).toBe(plain.state().loaded.size);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
