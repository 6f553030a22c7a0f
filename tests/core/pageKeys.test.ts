import { type CascaderOption, DEFAULT_PAGE_SIZE, handlesKey } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setup } from './helpers';

/** One branch `r` holding `disabled.length` leaves `0, 1, …` (row i disabled where disabled[i]), and a sibling. */
function column(disabled: readonly boolean[]): CascaderOption[] {
  return [
    {
      label: 'r',
      value: 'r',
      children: disabled.map((off, i) => ({ label: `row ${i}`, value: i, disabled: off || undefined })),
    },
    { label: 'other', value: 'other' },
  ];
}

/** A store open on `r`'s children, row `start` active (an enabled row, reached with Down). */
function inColumn(disabled: readonly boolean[], start: number) {
  const t = setup({ options: column(disabled) });
  t.open();
  t.key('ArrowDown'); // r
  t.key('ArrowRight'); // r's first enabled child
  while (row(t) !== start) t.key('ArrowDown');
  return t;
}

const row = (t: ReturnType<typeof setup>) => t.state().activePath[1];

const page = (t: ReturnType<typeof setup>, key: 'PageUp' | 'PageDown', pageSize?: number) =>
  t.store.send({ type: 'INPUT.KEY_DOWN', key, pageSize });

describe('PageUp / PageDown in a column', () => {
  it('move the active row by the page size the key press carries, stopping at the ends without wrapping', () => {
    const t = inColumn(Array(30).fill(false), 0);
    page(t, 'PageDown', 7);
    expect(row(t)).toBe(7);
    page(t, 'PageDown', 7);
    expect(row(t)).toBe(14);
    page(t, 'PageUp', 3);
    expect(row(t)).toBe(11);
    page(t, 'PageDown', 100);
    expect(row(t)).toBe(29);
    page(t, 'PageDown', 7);
    expect(row(t)).toBe(29);
    page(t, 'PageUp', 100);
    expect(row(t)).toBe(0);
    page(t, 'PageUp', 7);
    expect(row(t)).toBe(0);
    // The column stays the one the keys are in: the first column's path is kept.
    expect(t.state().activePath[0]).toBe('r');
    expect(t.isOpen()).toBe(true);
  });

  it(`move by ${DEFAULT_PAGE_SIZE} rows (DEFAULT_PAGE_SIZE) when the key press gives no page size, or a useless one`, () => {
    const t = inColumn(Array(50).fill(false), 0);
    page(t, 'PageDown');
    expect(row(t)).toBe(DEFAULT_PAGE_SIZE);
    for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      page(t, 'PageDown', bad);
      expect(row(t)).toBe(DEFAULT_PAGE_SIZE * 2);
      page(t, 'PageUp', bad);
      expect(row(t)).toBe(DEFAULT_PAGE_SIZE);
    }
    page(t, 'PageDown', 2.9); // a measured fraction of a row does not count
    expect(row(t)).toBe(DEFAULT_PAGE_SIZE + 2);
  });

  it('land on the next enabled row past a disabled one, or on the last enabled row before the end', () => {
    const disabled = Array(12).fill(false);
    for (const i of [5, 6, 10, 11]) disabled[i] = true;
    const t = inColumn(disabled, 0);
    page(t, 'PageDown', 5); // row 5 and 6 are disabled
    expect(row(t)).toBe(7);
    page(t, 'PageDown', 5); // past the end: the last enabled row is 9
    expect(row(t)).toBe(9);
    expect(handlesKey(t.state(), { key: 'PageDown', pageSize: 5 })).toBe(false);
    page(t, 'PageUp', 4); // row 5 is disabled: on to 4
    expect(row(t)).toBe(4);
  });

  it('are left to the page when the popup is closed, and at the end of the column', () => {
    const t = setup({ options: column(Array(5).fill(false)) });
    expect(handlesKey(t.state(), { key: 'PageDown', pageSize: 3 })).toBe(false);
    page(t, 'PageDown', 3);
    expect(t.isOpen()).toBe(false);
    const u = inColumn(Array(5).fill(false), 4);
    expect(handlesKey(u.state(), { key: 'PageDown', pageSize: 3 })).toBe(false);
    expect(handlesKey(u.state(), { key: 'PageUp', pageSize: 3 })).toBe(true);
  });

  it('follow RTL unchanged (they are not mirrored)', () => {
    const t = setup({ options: column(Array(20).fill(false)), direction: 'rtl' });
    t.open();
    t.key('ArrowDown');
    t.key('ArrowLeft'); // forward in RTL
    page(t, 'PageDown', 4);
    expect(row(t)).toBe(4);
  });
});

describe('PageUp / PageDown over search results', () => {
  const leaves = (n: number, disabled: (i: number) => boolean = () => false): CascaderOption[] =>
    Array.from({ length: n }, (_, i) => ({
      label: `item ${i}`,
      value: i,
      disabled: disabled(i) || undefined,
    }));
  const active = (t: ReturnType<typeof setup>) => t.state().searchActiveIndex;

  it('count the first page from above the first result, which is active only as Enter’s target', () => {
    const t = setup({ options: leaves(30), showSearch: true });
    t.store.send({ type: 'INPUT.CHANGE', value: 'item' });
    expect(active(t)).toBe(0);
    page(t, 'PageDown', 5); // as five Downs: the first lands on the first result
    expect(active(t)).toBe(4);
    page(t, 'PageDown', 5);
    expect(active(t)).toBe(9);
    page(t, 'PageUp', 5);
    expect(active(t)).toBe(4);
    page(t, 'PageDown', 100);
    expect(active(t)).toBe(29);
    expect(handlesKey(t.state(), { key: 'PageDown', pageSize: 5 })).toBe(false);
    page(t, 'PageUp', 100);
    expect(active(t)).toBe(0);
    t.key('Enter');
    expect(t.onChange).toHaveBeenCalledWith([0], expect.any(Array));
  });

  it('PageUp before the first move lands on the first enabled result, as the first Down does, disabled ones before it or not', () => {
    for (const disabledFirst of [false, true]) {
      const t = setup({ options: leaves(8, (i) => disabledFirst && i < 2), showSearch: true });
      t.store.send({ type: 'INPUT.CHANGE', value: 'item' });
      const first = disabledFirst ? 2 : 0;
      expect([active(t), t.state().searchActiveMoved]).toEqual([first, false]);
      expect(handlesKey(t.state(), { key: 'PageUp', pageSize: 3 })).toBe(true);
      page(t, 'PageUp', 3);
      expect([active(t), t.state().searchActiveMoved]).toEqual([first, true]);
      // Now the user's row, at the top: nothing further up.
      expect(handlesKey(t.state(), { key: 'PageUp', pageSize: 3 })).toBe(false);
    }
  });

  it('skip disabled results and stop at the last enabled one', () => {
    const t = setup({ options: leaves(12, (i) => i === 4 || i >= 10), showSearch: true });
    t.store.send({ type: 'INPUT.CHANGE', value: 'item' });
    page(t, 'PageDown', 5); // result 4 is disabled
    expect(active(t)).toBe(5);
    page(t, 'PageDown', 5); // 10 and 11 are disabled
    expect(active(t)).toBe(9);
    page(t, 'PageUp');
    expect(active(t)).toBe(0);
  });
});

/**
 * A reference for a page move, written apart from the engine's: among the enabled rows after
 * (PageDown) or before (PageUp) `from`, the nearest at or beyond the row a page away, else the
 * farthest short of it; `from` when there is none.
 */
function modelPage(disabled: readonly boolean[], from: number, down: boolean, size: number): number {
  const ahead = disabled
    .map((off, i) => (off ? -1 : i))
    .filter((i) => i >= 0 && (down ? i > from : i < from));
  if (ahead.length === 0) return from;
  const target = down ? Math.min(from + size, disabled.length - 1) : Math.max(from - size, 0);
  const beyond = ahead.filter((i) => (down ? i >= target : i <= target));
  if (beyond.length > 0) return down ? Math.min(...beyond) : Math.max(...beyond);
  return down ? Math.max(...ahead) : Math.min(...ahead);
}

describe('PageUp / PageDown (properties)', () => {
  const columnArb = fc
    .array(fc.boolean(), { minLength: 1, maxLength: 60 })
    .map((flags) => flags.map((f, i) => f && i % 3 !== 0)) // a disabled row in three at most, row 0 enabled
    .chain((disabled) =>
      fc.record({
        disabled: fc.constant(disabled),
        start: fc.constantFrom(...disabled.flatMap((off, i) => (off ? [] : [i]))),
        size: fc.integer({ min: 1, max: 15 }),
      }),
    );

  it('move as the reference says, always to an enabled row of the same column', () => {
    fc.assert(
      fc.property(
        columnArb,
        fc.array(fc.constantFrom('PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End'), {
          maxLength: 20,
        }),
        ({ disabled, start, size }, keys) => {
          const t = inColumn(disabled, start);
          for (const key of keys) {
            const before = row(t) as number;
            t.store.send({ type: 'INPUT.KEY_DOWN', key, pageSize: size });
            const after = row(t) as number;
            if (key === 'PageDown' || key === 'PageUp')
              expect(after).toBe(modelPage(disabled, before, key === 'PageDown', size));
            expect(t.state().activePath).toHaveLength(2);
            expect(t.state().activePath[0]).toBe('r');
            expect(disabled[after]).toBe(false);
            expect(t.isOpen()).toBe(true);
          }
        },
      ),
    );
  });

  it('over search results: move as the reference says, a page down before the first Down counting from above the first result', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.constantFrom('PageDown', 'PageUp', 'ArrowDown', 'ArrowUp'), { maxLength: 15 }),
        (disabled, size, keys) => {
          const options = disabled.map((off, i) => ({
            label: `item ${i}`,
            value: i,
            disabled: off || undefined,
          }));
          const t = setup({ options, showSearch: true });
          t.store.send({ type: 'INPUT.CHANGE', value: 'item' });
          for (const key of keys) {
            const { searchActiveIndex: before, searchActiveMoved: moved } = t.state();
            t.store.send({ type: 'INPUT.KEY_DOWN', key, pageSize: size });
            const after = t.state().searchActiveIndex;
            if (key === 'PageDown' || key === 'PageUp') {
              const down = key === 'PageDown';
              const expected = modelPage(disabled, down && !moved ? -1 : before, down, size);
              expect(after).toBe(expected < 0 ? before : expected);
            }
            // The active result is an enabled one, or none when every result is disabled.
            if (disabled.includes(false)) expect(disabled[after]).toBe(false);
            else expect(after).toBe(-1);
          }
        },
      ),
    );
  });

  it('over search results: every arrow and page key acts, and counts as handled, as in a column of the same rows with none active until the first move', () => {
    // The first result is active only as Enter's target: to the keys, nothing is active yet, as
    // in a column opened with no value. So PageUp first lands on the first enabled result, as it
    // does on the first enabled row there (and as the first Down does), whatever comes before it.
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.constantFrom('PageDown', 'PageUp', 'ArrowDown', 'ArrowUp'), { maxLength: 12 }),
        (disabled, size, keys) => {
          const options = disabled.map((off, i) => ({
            label: `item ${i}`,
            value: i,
            disabled: off || undefined,
          }));
          const results = setup({ options, showSearch: true });
          results.store.send({ type: 'INPUT.CHANGE', value: 'item' });
          const column = setup({ options });
          column.open();
          const userRow = () => {
            const { searchActiveMoved, searchActiveIndex } = results.state();
            return searchActiveMoved ? searchActiveIndex : -1;
          };
          const columnRow = () => (column.state().activePath[0] as number | undefined) ?? -1;
          for (const key of keys) {
            const input = { type: 'INPUT.KEY_DOWN', key, pageSize: size } as const;
            // Handled alike, arrows too: one that wraps back to the row it is on (the only
            // enabled one) is the listbox's in both, so the page does not scroll under it.
            expect(handlesKey(results.state(), input)).toBe(handlesKey(column.state(), input));
            results.store.send(input);
            column.store.send(input);
            expect(userRow()).toBe(columnRow());
          }
        },
      ),
    );
  });

  it('equal k Downs (or Ups) where the next k rows are enabled, and undo each other there', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 80 }),
        fc.nat(),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (count, pick, size, times) => {
          const start = pick % count;
          const t = inColumn(Array(count).fill(false), start);
          const arrows = inColumn(Array(count).fill(false), start);
          for (let n = 0; n < times; n++) page(t, 'PageDown', size);
          const steps = Math.min(times * size, count - 1 - start);
          for (let n = 0; n < steps; n++) arrows.key('ArrowDown');
          expect(row(t)).toBe(row(arrows));
          for (let n = 0; n < times; n++) page(t, 'PageUp', size);
          // Back where it started unless the end of the column cut a page short.
          if (start + times * size <= count - 1) expect(row(t)).toBe(start);
          else expect(row(t)).toBe(Math.max(count - 1 - times * size, 0));
        },
      ),
    );
  });
});
