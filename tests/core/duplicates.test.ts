import {
  type CascaderEvent,
  type CascaderProps,
  type CascaderState,
  getColumns,
  getDisplay,
  getItem,
  getSearchItems,
  HOVER_EXPAND_DELAY,
  initialState,
  Tree,
  toPathKey,
  transition,
  type ValuePath,
} from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LoadedChildren } from '../../core/src/tree/loadedChildren';
import { labelArb, optionsArb, queryArb, type RandomOption } from './arbitraries';
import { flush, itemAt, setup } from './helpers';

/**
 * A repeated sibling value (`duplicate-value`) is shown as a disabled row in its place, with its
 * label, and reported; the first occurrence stays the option. The row is never chosen, checked,
 * opened, reached by the keyboard or found by search, and nothing the user does comes out
 * differently because of it.
 */

describe('a duplicate sibling value', () => {
  it('is a disabled row in its place, with its label and a key of its own (rc-cascader double quotes)', () => {
    const t = setup({
      options: [
        { label: 'bamboo "', value: 'bamboo "' },
        { label: 'bamboo \\"', value: 'bamboo "' },
      ],
    });
    t.open();
    expect(t.columns()).toEqual([['bamboo "', 'bamboo \\"']]);
    const [first, repeat] = getColumns(t.state())[0].items.map((id) => getItem(t.state(), id));
    expect(first).toMatchObject({ duplicate: false, disabled: false, pathKey: 'bamboo "', posInSet: 1 });
    expect(repeat).toMatchObject({
      duplicate: true,
      disabled: true,
      isLeaf: true,
      expandable: false,
      path: [], // an event sent with it addresses nothing
      posInSet: 2,
      setSize: 2,
    });
    expect(repeat.pathKey).not.toBe(first.pathKey);
    expect(t.problems.map((p) => [p.code, p.prop, p.at])).toEqual([
      ['duplicate-value', 'options', 'options[1]'],
    ]);
    expect(t.problems[0].message).toBe(
      'options: options[1] repeats the value "bamboo \\"" of an earlier sibling; sibling values must be unique. The repeat is shown as a disabled row that cannot be chosen.',
    );
    // Its value names the first occurrence, which stays the option.
    t.click('bamboo "');
    expect(t.onChange).toHaveBeenCalledWith(['bamboo "'], [{ label: 'bamboo "', value: 'bamboo "' }]);
  });

  it('a click on its row leaves a hover waiting to expand (hover intent) to expand', () => {
    vi.useFakeTimers();
    try {
      const t = setup({
        expandTrigger: 'hover',
        options: [
          { label: 'A', value: 'a', children: [{ label: 'A1', value: 'a1' }] },
          { label: 'B', value: 'b', children: [{ label: 'B1', value: 'b1' }] },
          { label: 'A again', value: 'a' },
        ],
      });
      t.open();
      t.store.send({ type: 'ITEM.HOVER', path: ['a'] });
      expect(t.columns()).toEqual([['A', 'B', 'A again'], ['A1']]);
      // On its way into A's column the pointer crosses B: that expansion waits (hoverExpandDelay)…
      t.store.send({ type: 'ITEM.HOVER', path: ['b'], aiming: true });
      // …and a click on the duplicate's row (its path is empty) meanwhile changes nothing.
      const [, , repeat] = getColumns(t.state())[0].items.map((id) => getItem(t.state(), id));
      expect(repeat.duplicate).toBe(true);
      t.store.send({ type: 'ITEM.CLICK', path: repeat.path });
      vi.advanceTimersByTime(HOVER_EXPAND_DELAY);
      expect(t.columns()).toEqual([['A', 'B', 'A again'], ['B1']]);
      expect(t.onChange).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says its children cannot be reached, and leaves them out', () => {
    const t = setup({
      options: [
        {
          label: 'Zhejiang',
          value: 'zj',
          children: [
            { label: 'Hangzhou', value: 'hz' },
            { label: 'Again', value: 'hz', children: [{ label: 'Lost', value: 'lost' }] },
            { label: 'Ningbo', value: 'nb' },
          ],
        },
      ],
    });
    t.open();
    t.key('ArrowRight');
    expect(t.columns()).toEqual([['Zhejiang'], ['Hangzhou', 'Again', 'Ningbo']]);
    expect(t.problems[0].at).toBe('options[0].children[1]');
    expect(t.problems[0].message).toContain('its child cannot be reached');
    expect(t.state().tree.find(['zj', 'hz', 'lost'])).toBe(-1);
    const again = t.state().tree.children(t.state().tree.find(['zj']))[1];
    expect(getItem(t.state(), again)).toMatchObject({ duplicate: true, isLeaf: true, expandable: false });
  });

  it('is passed by the keyboard: arrows, Home, End and typeahead', () => {
    const t = setup({
      options: [
        { label: 'Apple', value: 'a' },
        { label: 'Avocado', value: 'a' },
        { label: 'Banana', value: 'b' },
        { label: 'Berry', value: 'b' },
      ],
    });
    t.open();
    t.key('ArrowDown');
    expect(t.focused()).toBe('Apple');
    t.key('ArrowDown');
    expect(t.focused()).toBe('Banana');
    t.key('ArrowDown'); // wraps past the last row, a duplicate
    expect(t.focused()).toBe('Apple');
    t.key('End');
    expect(t.focused()).toBe('Banana');
    t.key('a', 5_000);
    t.key('v', 5_001); // "av": only the duplicate Avocado starts so
    expect(t.focused()).toBe('Apple');
  });

  it('is no search result, neither matching itself nor below a matching branch', () => {
    const t = setup({
      changeOnSelect: true,
      showSearch: true,
      options: [
        {
          label: 'Fruit',
          value: 'f',
          children: [
            { label: 'Fig', value: 'fig' },
            { label: 'Fig again', value: 'fig' },
          ],
        },
        { label: 'Fjord', value: 'f' },
      ],
    });
    t.store.send({ type: 'INPUT.CHANGE', value: 'f' });
    expect(getSearchItems(t.state()).map((r) => r.text)).toEqual(['Fruit', 'Fruit / Fig']);
    expect(t.state().search?.total).toBe(2);
    t.store.send({ type: 'INPUT.CHANGE', value: 'again' });
    expect(getSearchItems(t.state())).toEqual([]);
    // A custom filter never sees it either.
    t.store.send({ type: 'PROPS.SET', props: { showSearch: { filter: () => true } } });
    t.store.send({ type: 'INPUT.CHANGE', value: 'x' });
    expect(getSearchItems(t.state()).map((r) => r.text)).toEqual(['Fruit', 'Fruit / Fig']);
  });

  it('is never checked, and the checks around it conduct as if it were not there', () => {
    const options = [
      {
        label: 'P',
        value: 'p',
        children: [
          { label: 'A', value: 'a' },
          { label: 'A again', value: 'a' },
          { label: 'B', value: 'b' },
        ],
      },
    ];
    for (const showCheckedStrategy of ['SHOW_PARENT', 'SHOW_CHILD'] as const) {
      const t = setup({ options, checkable: true, showCheckedStrategy });
      t.open();
      t.store.send({ type: 'ITEM.CHECK', path: ['p'] });
      expect(t.state().value).toEqual(
        showCheckedStrategy === 'SHOW_PARENT'
          ? [['p']]
          : [
              ['p', 'a'],
              ['p', 'b'],
            ],
      );
      const [a, again, b] = t.state().tree.children(t.state().tree.find(['p']));
      expect([a, b].map((id) => getItem(t.state(), id).checked)).toEqual([true, true]);
      expect(getItem(t.state(), again)).toMatchObject({
        checked: false,
        halfChecked: false,
        checkboxDisabled: true,
      });
      expect(itemAt(t, 'p')).toMatchObject({ checked: true, halfChecked: false });
    }
  });

  it('does not count for the single-option rule', () => {
    const t = setup({
      expandSingleOption: true,
      changeOnSelect: true,
      options: [
        {
          label: 'P',
          value: 'p',
          children: [
            { label: 'Only', value: 'o' },
            { label: 'Only again', value: 'o' },
          ],
        },
      ],
    });
    t.open();
    t.click('p');
    expect(t.state().value).toEqual(['p', 'o']);
  });

  it("does not claim the first occurrence's loaded children as its own", () => {
    const options = [
      { label: 'A', value: 'a', isLeaf: false },
      { label: 'A again', value: 'a', isLeaf: false },
    ];
    const { tree: loaded, problems } = Tree.build(options, undefined, {
      loaded: LoadedChildren.empty().with(['a'], { children: [{ label: 'X', value: 'x' }] }),
    });
    expect(loaded.childCount(loaded.find(['a']))).toBe(1);
    expect(problems.map((p) => p.at)).toEqual(['options[1]']);
    // The repeat has no children of its own: the loaded ones are the first occurrence's.
    expect(problems[0].message).not.toContain('cannot be reached');
  });

  it('among loaded children: a disabled row too, with the first one loaded in its place', async () => {
    const t = setup({
      options: [{ label: 'P', value: 'p', isLeaf: false }],
      loadData: async () => [
        { label: 'X', value: 'x', isLeaf: false },
        { label: 'X again', value: 'x', isLeaf: false },
      ],
    });
    t.open();
    t.click('p');
    await flush();
    expect(t.columns()).toEqual([['P'], ['X', 'X again']]);
    const again = t.state().tree.children(t.state().tree.find(['p']))[1];
    // The first occurrence's load is not the duplicate's: it shows no spinner of its own.
    t.click('p', 'x');
    expect(itemAt(t, 'p', 'x').loading).toBe(true);
    expect(getItem(t.state(), again)).toMatchObject({ duplicate: true, loading: false, expandable: false });
    expect(t.problems.map((p) => p.at)).toEqual(['loadData(["p"])[1]']);
  });

  it('a path from loadPath or a remote search joins the first occurrence, never the duplicate', async () => {
    const options = () => [
      { label: 'Zhejiang', value: 'zj', isLeaf: false },
      { label: 'Zhejiang again', value: 'zj', isLeaf: false },
    ];
    const along = [
      { label: 'Zhejiang', value: 'zj', isLeaf: false },
      { label: 'Hangzhou', value: 'hz' },
    ];
    const t = setup({ options: options(), defaultValue: ['zj', 'hz'], loadPath: async () => along });
    await flush();
    expect(getDisplay(t.state()).text).toBe('Zhejiang / Hangzhou');
    t.open();
    expect(t.columns()).toEqual([['Zhejiang', 'Zhejiang again'], ['Hangzhou']]);
    const [first, again] = getColumns(t.state())[0].items;
    expect(getItem(t.state(), first)).toMatchObject({ active: true, selected: true });
    expect(getItem(t.state(), again)).toMatchObject({ duplicate: true, active: false, expandable: false });

    const s = setup({
      options: options(),
      showSearch: { load: async () => [along], debounce: 0 },
    });
    s.store.send({ type: 'INPUT.CHANGE', value: 'hang' });
    await flush();
    await flush();
    expect(getSearchItems(s.state()).map((r) => r.text)).toEqual(['Zhejiang / Hangzhou']);
    s.store.send({ type: 'RESULT.CLICK', index: 0 });
    expect(s.onChange).toHaveBeenCalledWith(['zj', 'hz'], expect.anything());
    const [, repeat] = s.state().tree.roots();
    expect(s.state().tree.isDuplicate(repeat)).toBe(true);
    expect(s.state().tree.childCount(repeat)).toBe(0);
  });

  it('in a long column (a looked-up list): the value still finds the first, the row sits in its place', () => {
    const options = Array.from({ length: 100 }, (_, i) => ({ label: `L${i}`, value: `v${i}` }));
    options.splice(50, 0, { label: 'repeat', value: 'v7' });
    const t = setup({ options, defaultValue: ['v7'] });
    t.open();
    const items = getColumns(t.state())[0].items;
    expect(items).toHaveLength(101);
    expect(getItem(t.state(), items[50])).toMatchObject({ duplicate: true, selected: false, posInSet: 51 });
    expect(getItem(t.state(), items[7])).toMatchObject({ label: 'L7', selected: true, isValue: true });
    const keys = new Set(items.map((id) => getItem(t.state(), id).pathKey));
    expect(keys.size).toBe(101);
  });
});

/** Repeats of existing siblings' values, each somewhere after its original, some with children. */
interface Injection {
  list: number;
  sibling: number;
  at: number;
  label: string;
  children: boolean;
}

const injectionArb = fc.record({
  list: fc.nat(),
  sibling: fc.nat(),
  at: fc.nat(),
  label: labelArb,
  children: fc.boolean(),
});

/** The options with the repeats added (new arrays and branches), and the repeats. */
function inject(options: RandomOption[], injections: Injection[]) {
  const copy = (list: RandomOption[]): RandomOption[] =>
    list.map((o) => (o.children ? { ...o, children: copy(o.children) } : o));
  const withRepeats = copy(options);
  const lists: { list: RandomOption[]; path: ValuePath }[] = [];
  const collect = (list: RandomOption[], path: ValuePath) => {
    lists.push({ list, path });
    for (const o of list) if (o.children) collect(o.children, [...path, o.value]);
  };
  collect(withRepeats, []);
  const repeats = new Set<RandomOption>();
  for (const { list: l, sibling, at, label, children } of injections) {
    const { list } = lists[l % lists.length];
    const originals = list.filter((o) => !repeats.has(o));
    if (originals.length === 0) continue;
    const original = originals[sibling % originals.length];
    const repeat: RandomOption = {
      value: original.value,
      label,
      ...(children ? { children: [{ value: 'lost', label: 'lost' }] } : {}),
    };
    repeats.add(repeat);
    const after = list.indexOf(original) + 1;
    list.splice(after + (at % (list.length + 1 - after)), 0, repeat);
  }
  return { withRepeats, repeats };
}

const propsArb = fc.record({
  changeOnSelect: fc.boolean(),
  checkable: fc.boolean(),
  checkStrictly: fc.boolean(),
  expandSingleOption: fc.boolean(),
  expandTrigger: fc.constantFrom<'click' | 'hover'>('click', 'hover'),
  showCheckedStrategy: fc.constantFrom<'SHOW_PARENT' | 'SHOW_CHILD'>('SHOW_PARENT', 'SHOW_CHILD'),
  showSearch: fc.boolean(),
});

type Event = CascaderEvent<RandomOption>;
type MakeEvent = (state: CascaderState<RandomOption>) => Event;

const eventArb: fc.Arbitrary<MakeEvent> = fc.oneof(
  fc.constantFrom<Event>({ type: 'POPUP.OPEN' }, { type: 'POPUP.CLOSE' }, { type: 'CLEAR.CLICK' }).map(
    (event): MakeEvent =>
      () =>
        event,
  ),
  // Clicks, hovers and checks on a row of an open column, as an adapter sends them (a duplicate
  // row's with its empty path), or by the value path of any node.
  fc
    .tuple(
      fc.constantFrom('ITEM.CLICK', 'ITEM.HOVER', 'ITEM.CHECK', 'ITEM.DOUBLE_CLICK' as const),
      fc.nat(),
      fc.boolean(),
    )
    .map(
      ([type, n, onRow]): MakeEvent =>
        (state) => {
          const rows = getColumns(state).flatMap((column) => column.items);
          if (onRow && rows.length > 0) return { type, path: getItem(state, rows[n % rows.length]).path };
          const size = state.tree.size;
          return { type, path: size === 0 ? ['none'] : state.tree.path(n % size) };
        },
    ),
  fc
    .tuple(
      fc.constantFrom(
        'ArrowDown',
        'ArrowUp',
        'ArrowLeft',
        'ArrowRight',
        'Enter',
        'Home',
        'End',
        'a',
        'b',
        ' ',
      ),
      fc.nat(2000),
    )
    .map(
      ([key, now]): MakeEvent =>
        () => ({ type: 'INPUT.KEY_DOWN', key, now }),
    ),
  fc.oneof(queryArb, fc.constant('')).map(
    (value): MakeEvent =>
      () => ({ type: 'INPUT.CHANGE', value }),
  ),
  fc.tuple(fc.constantFrom('RESULT.CLICK', 'RESULT.HOVER' as const), fc.nat(4)).map(
    ([type, index]): MakeEvent =>
      () => ({ type, index }),
  ),
);

/** What a user sees and gets, with the duplicate rows left out of the columns. */
function outcome(state: CascaderState<RandomOption>, changes: unknown[]) {
  const { tree } = state;
  return {
    value: state.value,
    changes,
    status: state.status,
    activePath: state.activePath,
    columns: getColumns(state).map((column) =>
      column.items.filter((id) => !tree.isDuplicate(id)).map((id) => tree.path(id)),
    ),
    results: getSearchItems(state).map((result) => [result.path, result.active]),
    checked: state.checks
      ? Array.from({ length: tree.size }, (_, id) => id)
          .filter((id) => !tree.isDuplicate(id))
          .map((id) => [tree.path(id), state.checks!.isChecked(id), state.checks!.isHalfChecked(id)])
      : null,
  };
}

describe('property: duplicate rows', () => {
  it('change nothing a user does, and are never active, chosen, checked or a result', () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.array(injectionArb, { minLength: 1, maxLength: 4 }),
        propsArb,
        fc.array(eventArb, { maxLength: 25 }),
        (options, injections, props, events) => {
          const { withRepeats, repeats } = inject(options, injections);
          const base: CascaderProps<RandomOption> = { ...props, hoverExpandDelay: 0 };
          let clean = initialState<RandomOption>({ ...base, options }).state;
          let dup = initialState<RandomOption>({ ...base, options: withRepeats }).state;
          const cleanChanges: unknown[] = [];
          const dupChanges: unknown[] = [];

          // Every repeat is a row where it was put, and reported with its value and place.
          const { tree } = dup;
          const rows = Array.from({ length: tree.size }, (_, id) => id).filter((id) => tree.isDuplicate(id));
          expect(rows).toHaveLength(repeats.size);
          expect(new Set(rows.map((id) => tree.optionOf(id)))).toEqual(repeats);
          const duplicates = dup.problems.filter((p) => p.code === 'duplicate-value');
          expect(duplicates).toHaveLength(repeats.size);
          for (const id of rows) {
            const option = tree.optionOf(id);
            const list = tree.parentOf(id) < 0 ? withRepeats : tree.optionOf(tree.parentOf(id)).children!;
            expect(list.indexOf(option)).toBe(tree.indexInParent(id));
            const at = `options${tree
              .pathIds(id)
              .map((n) => `[${tree.indexInParent(n)}]`)
              .join('.children')}`;
            const problem = duplicates.find((p) => p.at === at);
            expect(problem?.message).toContain(`repeats the value ${JSON.stringify(option.value)}`);
          }

          const step = (event: CascaderEvent<RandomOption>) => {
            const a = transition(clean, event);
            clean = a.state;
            for (const e of a.effects) if (e.type === 'change') cleanChanges.push(e.value);
            const b = transition(dup, event);
            dup = b.state;
            for (const e of b.effects) if (e.type === 'change') dupChanges.push(e.value);
          };
          step({ type: 'POPUP.OPEN' });
          for (const make of events) {
            step(make(dup));
            expect(outcome(dup, dupChanges)).toEqual(outcome(clean, cleanChanges));
            for (const column of getColumns(dup)) {
              const keys = column.items.map((id) => getItem(dup, id).pathKey);
              expect(new Set(keys).size).toBe(keys.length);
              for (const id of column.items) {
                if (!dup.tree.isDuplicate(id)) continue;
                expect(getItem(dup, id)).toMatchObject({
                  duplicate: true,
                  disabled: true,
                  expandable: false,
                  active: false,
                  focused: false,
                  selected: false,
                  isValue: false,
                  checked: false,
                  halfChecked: false,
                  loading: false,
                });
                const { path, pathKey } = getItem(dup, id);
                expect(pathKey).not.toBe(toPathKey(dup.tree.path(id)));
                // Whatever an adapter sends for the row does nothing at all: no field changes, and
                // no effect (a hover waiting to expand is not cancelled either).
                for (const type of [
                  'ITEM.CLICK',
                  'ITEM.HOVER',
                  'ITEM.CHECK',
                  'ITEM.DOUBLE_CLICK',
                  'ITEM.ENTER',
                  'ITEM.RETRY',
                ] as const) {
                  const { state, effects } = transition(dup, { type, path });
                  expect(state).toBe(dup);
                  expect(effects).toEqual([]);
                }
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
