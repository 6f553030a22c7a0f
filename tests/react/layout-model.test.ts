import { createCascader, getColumns, type Tree } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLayout, type LayoutMode, UNMEASURED_MAX_COLUMNS } from '../../react/src/hooks/layout';
import { deepPath, deepTree } from '../fixtures/deep';

/**
 * The layout decision, over random depths, open paths, widths and modes: whatever is measured,
 * the keyboard's column is shown, the window is contiguous and ends where it must, it fits, and
 * the breadcrumb names exactly the levels before it.
 */
describe('computeLayout (property)', () => {
  it('keeps its invariants for any open path, width and mode', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 4000 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }),
        fc.constantFrom<LayoutMode>('auto', 'columns', 'drilldown'),
        (depth, open, width, columnWidth, mode) => {
          const store = createCascader({ options: deepTree(depth, 2), defaultValue: deepPath(depth) });
          store.send({ type: 'POPUP.OPEN' });
          // Back out to a random level of the value's path (the open path the keys leave).
          for (let i = 0; i < Math.min(open, depth - 1); i++)
            store.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowLeft' });
          const state = store.getState();
          const columns = getColumns(state);
          const layout = computeLayout(
            columns,
            state.tree as Tree<unknown>,
            mode,
            { width, columnWidth },
            'All',
          );
          const focus = state.activePath.length - 1;
          const shown = layout.visibleColumns.map((c) => c.depth);

          expect(layout.focusLevel).toBe(focus);
          expect(shown).toContain(focus); // the keyboard's item is always rendered
          // Contiguous from the start.
          expect(shown).toEqual(Array.from({ length: shown.length }, (_, i) => layout.start + i));
          if (layout.mode === 'drilldown') {
            expect(shown).toEqual([focus]);
          } else {
            const cap = Number.isFinite(layout.fit) ? layout.fit : UNMEASURED_MAX_COLUMNS;
            expect(shown.length).toBeLessThanOrEqual(Math.max(1, cap));
            // Nothing is left out that would have fitted: the window reaches the last column, or
            // it is full.
            const reachesEnd = shown.at(-1) === columns.length - 1;
            expect(reachesEnd || shown.length === cap).toBe(true);
          }
          if (mode !== 'auto') expect(layout.mode).toBe(mode);
          if (mode === 'auto' && !width) expect(layout.mode).toBe('columns');
          // The breadcrumb: every level up to the first shown one, that one current; none when
          // the columns all show.
          if (layout.mode === 'columns' && layout.start === 0) expect(layout.crumbs).toEqual([]);
          else {
            expect(layout.crumbs.map((c) => c.level)).toEqual(
              Array.from({ length: layout.start + 1 }, (_, i) => i),
            );
            expect(layout.crumbs.filter((c) => c.current).map((c) => c.level)).toEqual([layout.start]);
            for (const crumb of layout.crumbs) {
              expect(crumb.text).toBe(crumb.level === 0 ? 'All' : `L${crumb.level} A`);
            }
          }
          store.destroy();
        },
      ),
      { numRuns: 300 },
    );
    // 300 stores, each walked up to 40 levels: 1.5 s alone, but past the default 5 s beside other
    // test files on a busy 2-core machine; the minute the core's property tests have.
  }, 60_000);
});
