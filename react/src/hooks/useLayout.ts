import type { ColumnView } from '@cascadia/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../utils/dom';
import type { LayoutInput } from './hookParts';
import type { CascaderIds } from './ids';
import { type CascaderLayout, computeLayout, type LayoutMeasure, layoutMode, UNMEASURED } from './layout';

/** The popup keeps this far from the viewport's edges (Floating UI's shift padding, each side). */
const EDGE = 4;

/** The content-box width of an element (its client width less its padding). */
function contentWidth(element: Element): number {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  const padding = style
    ? (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0)
    : 0;
  return element.clientWidth - padding;
}

/**
 * What bounds the layout, null for the viewport: a panel's parent, or the nearest ancestor of a
 * popup that clips it (`overflow` other than visible, such as a frame it was placed in with
 * `getPopupContainer`). A popup rendered inside a narrow element that does not clip it may
 * overflow that element, so only clipping counts.
 */
function boundOf(tree: HTMLElement, popup: HTMLElement | null, inline: boolean): HTMLElement | null {
  if (inline) return tree.parentElement;
  const doc = tree.ownerDocument;
  const view = doc.defaultView;
  for (let el = popup?.parentElement ?? null; el && el !== doc.body && el !== doc.documentElement; ) {
    const overflow = view?.getComputedStyle(el).overflowX;
    if (overflow && overflow !== 'visible') return el;
    el = el.parentElement;
  }
  return null;
}

/**
 * The width the columns may take: the viewport's (less the edge Floating UI keeps), or the
 * bound's when narrower; a panel's is its parent's, less the panel's own border. 0 when there is
 * no layout to read (jsdom).
 */
function availableWidth(tree: HTMLElement, bound: HTMLElement | null, inline: boolean): number {
  const viewport = tree.ownerDocument.documentElement.clientWidth - 2 * EDGE;
  if (inline) return bound ? contentWidth(bound) - (tree.offsetWidth - tree.clientWidth) : 0;
  return bound ? Math.min(viewport, contentWidth(bound) - 2 * EDGE) : viewport;
}

/** The widest of the rendered columns (found by their ids), px; 0 when none has a width. */
function widestColumn(tree: HTMLElement, ids: CascaderIds, columns: readonly ColumnView[]): number {
  const root = tree.getRootNode() as Document | ShadowRoot;
  if (typeof root.getElementById !== 'function') return 0;
  let widest = 0;
  for (const column of columns) {
    const element = root.getElementById(ids.column(column.depth));
    if (element) widest = Math.max(widest, element.getBoundingClientRect().width);
  }
  return widest;
}

/**
 * The layout state of the hooks: the open columns laid out for the `layout` mode and what the
 * React layer measured (the core knows no widths, only the open path). Measured before paint
 * whenever the shown columns change, and again when the window or the container is resized.
 * Column widths are read only while two or more columns stand side by side (a drill-down column,
 * or a column alone, is as wide as its popup), and only ever grow, so a layout that switched
 * because of a wide column does not switch back and forth.
 */
export function useLayout(options: LayoutInput): CascaderLayout {
  const { columns, tree, sheet, inline, searching, refs, ids, rootLabel, entered } = options;
  // A sheet shows one level at a time, whatever `layout` says.
  const mode = sheet ? 'drilldown' : layoutMode(options.layout, 'columns');
  // A sheet's one level takes the sheet's width: nothing there is measured (reading the width
  // would lay the page out in the middle of the open's commit, only for the sheet's own writes,
  // the page made inert and the keyboard's inset, to lay it out again for the frame).
  const active = options.shown && !sheet;
  const [measure, setMeasure] = useState<LayoutMeasure>(UNMEASURED);
  const layout = useMemo(
    () => computeLayout(columns, tree, mode, measure, rootLabel, entered),
    [columns, tree, mode, measure, rootLabel, entered],
  );
  const widest = useRef(0);
  const latest = useRef(layout);
  latest.current = layout;
  const sideBySide = !searching && layout.mode === 'columns';
  const sideBySideRef = useRef(sideBySide);
  sideBySideRef.current = sideBySide;

  const read = useCallback(() => {
    const element = refs.tree.current;
    if (!element) return;
    const width = availableWidth(element, boundOf(element, refs.popup.current, inline), inline);
    // Only columns standing side by side have their natural width: a column alone stretches to
    // its popup, which may be wide for reasons of its own (an explicit or trigger-matched width, or
    // a popup not yet positioned, still a full-width block), and would pass for a wide column.
    const shownNow = latest.current.visibleColumns;
    if (sideBySideRef.current && shownNow.length >= 2) {
      widest.current = Math.max(widest.current, widestColumn(element, ids, shownNow));
    }
    const next: LayoutMeasure = {
      width: width > 0 ? width : null,
      columnWidth: widest.current > 0 ? widest.current : null,
    };
    setMeasure((prev) => (prev.width === next.width && prev.columnWidth === next.columnWidth ? prev : next));
  }, [refs, ids, inline]);

  // Before paint, so a layout that has to switch never shows a frame of the wrong one; again
  // whenever other columns are shown (their widths are what is measured). Keyed by the branches
  // they list: moving within the last column changes no column's contents, so it measures nothing.
  // By their keys (value paths), not their node ids: an answer joining the tree before the open
  // branch, or a large tree's whole index taking over from its preview, numbers the same columns
  // anew, and measuring them again would lay the popup out in that commit for nothing.
  const shown = layout.visibleColumns.map((column) => column.key).join(' ');
  // And when the columns stand side by side again (the search cleared), but not when they stop
  // (the first letter of a search): then nothing new is there to measure, and reading the widths
  // would lay the page out in the middle of that keystroke's commit, before its own changes.
  const sideBySideTurns = useRef({ sideBySide, count: 0 });
  if (sideBySideTurns.current.sideBySide !== sideBySide) {
    sideBySideTurns.current = {
      sideBySide,
      count: sideBySideTurns.current.count + (sideBySide ? 1 : 0),
    };
  }
  const sideBySideCount = sideBySideTurns.current.count;
  useIsomorphicLayoutEffect(() => {
    if (active) read();
  }, [active, sideBySideCount, shown, read]);

  useEffect(() => {
    if (!active) return;
    const element = refs.tree.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    view.addEventListener('resize', read);
    // A panel, or a popup in a clipping container of its own, follows that element's size too.
    // (The viewport is followed by the window's resize.)
    const container = boundOf(element, refs.popup.current, inline);
    // And the tree itself: its columns change width after they were measured when a web font or a
    // label arrives late. (Measuring again settles: column widths only grow.)
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => read()) : null;
    if (container) observer?.observe(container);
    observer?.observe(element);
    return () => {
      view.removeEventListener('resize', read);
      observer?.disconnect();
    };
  }, [active, inline, refs, read]);

  return layout;
}
