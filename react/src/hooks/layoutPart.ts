import { canGoForward, trailFeature } from '@cascadia/core';
import { useEffect } from 'react';
import { useIsomorphicLayoutEffect } from '../utils/dom';
import type { CascaderHookPart, HookPartCode, LayoutCode, LayoutGetters } from './hookParts';
import {
  enterClicked,
  enterWhenLoaded,
  getBackProps,
  getBreadcrumbProps,
  getCrumbProps,
  goToLevel,
  isEchoOfEnter,
} from './layoutGetters';
import { useLayout } from './useLayout';

/** The layout part's code (`useCascader` and the components take it as it is). */
export const layoutCode: LayoutCode = {
  useLayout,
  useDrillDown: (ctx, setDrilling) => {
    // Drill-down shows one level: hovering a branch shows nothing, and a tap must go into it, where
    // hover mode's click on a branch (with changeOnSelect) would choose it and close the popup. The
    // engine expands on click there (known after the layout, so one render later).
    const drilldown = ctx.layout.mode === 'drilldown';
    useIsomorphicLayoutEffect(() => setDrilling(drilldown), [drilldown]);
    // A branch clicked in drill-down while it loaded is entered once its children are in.
    // biome-ignore lint/correctness/useExhaustiveDependencies: `ctx` is rebuilt every render; it matters when the state or layout changes
    useEffect(() => enterWhenLoaded(ctx), [ctx.state, ctx.layout]);
  },
  clickItem: (ctx, path, clickCount, pointer) => {
    // A duplicate sibling's row (its path is empty) addresses no option: the core ignores the
    // click, and drill-down's memory of the clicks before it (a branch entered once loaded, a
    // double click's first half) is left alone too.
    const drilldown = ctx.layout.mode === 'drilldown' && path.length > 0;
    if (drilldown && isEchoOfEnter(ctx, path, clickCount, pointer)) return;
    ctx.send({ type: 'ITEM.CLICK', path });
    if (drilldown) enterClicked(ctx, path);
  },
  goToLevel,
  canGoForward,
  getters: { getBreadcrumbProps, getBackProps, getCrumbProps } as LayoutGetters<unknown>,
};

/**
 * The hook's layout part, for `useLeanCascader`'s third argument: the `layout` prop's
 * `drilldown` and `auto` (measured against the viewport or the container), the window of the
 * last columns that fit with the earlier levels as a breadcrumb (`getBreadcrumbProps`,
 * `getBackProps`, `getCrumbProps`), and `canGoForward`. Without it the hook shows every column
 * side by side (`layout` is `columns`, with no crumbs). It brings the engine's `trailFeature`, which
 * goes forward (`LEVEL.FORWARD`).
 */
export const layoutPart: CascaderHookPart = {
  name: 'layout',
  layout: layoutCode,
  features: [trailFeature],
} as HookPartCode;
