import {
  backAttributes,
  breadcrumbAttributes,
  type CascaderState,
  crumbAttributes,
  samePath,
  type ValuePath,
} from '@cascadia/core';
import { type GetterContext, keepFocus, popupControl } from './context';
import type { LayoutCrumb } from './layout';
import { toReact } from './reactAttributes';

/** The key that goes one level in (`forward`) or back, mirrored in right-to-left. */
const levelKey = <O>(state: CascaderState<O>, forward: boolean): string =>
  forward === (state.props.direction === 'rtl') ? 'ArrowLeft' : 'ArrowRight';

/** Whether the columns are on screen: the popup is open, or they are inline (a panel). */
const isShown = <O>(state: CascaderState<O>): boolean => state.props.inline || state.status === 'open';

/**
 * Shows `level` by sending the core's own "back" key once per level above it (from the keys'
 * level), so a back button or a crumb does exactly what Left does (and passes through the
 * `stateReducer` the same way). The open path keeps at least one option, so this never closes the
 * popup.
 */
export function goToLevel<O>(ctx: GetterContext<O>, level: number): void {
  const steps = ctx.layout.focusLevel - level;
  for (let i = 0; i < steps; i++) {
    ctx.send({ type: 'INPUT.KEY_DOWN', key: levelKey(ctx.store.getState(), false) });
  }
}

/**
 * In drill-down, a click on a branch goes into it: after the core's click (which opens, selects
 * or loads it as in columns), the core's `ITEM.ENTER` moves the keyboard into its children (to the
 * first enabled one, as Right does, or, when all are disabled, to their column with none active),
 * so the one level shown is theirs. A branch still loading is entered once its children arrive
 * (`enterWhenLoaded`).
 */
export function enterClicked<O>(ctx: GetterContext<O>, path: ValuePath): void {
  const state = ctx.store.getState();
  ctx.pendingEnter.current = null;
  // Chosen and closed, or not opened (disabled): nothing to go into.
  if (!isShown(state) || !samePath(state.activePath, path)) return;
  const id = state.tree.find(path);
  if (id < 0) return;
  if (state.tree.childCount(id) > 0) {
    ctx.send({ type: 'ITEM.ENTER', path });
    ctx.enteredByClick.current = path;
  } else if (state.tree.isUnloaded(id)) ctx.pendingEnter.current = path;
}

/**
 * The pointer that pressed an element, from its `pointerdown`: `mouse`, `touch`, `pen`, or
 * null when the click came from no pointer (a key, a script).
 */
export function pointerOf(event: { pointerType?: string }): string | null {
  return event.pointerType || null;
}

/**
 * Whether a click in drill-down is the second one of a mouse double click that went into a
 * branch: it lands on whatever row of the new level came under the pointer, and belongs to the
 * branch (whose double click the `dblclick` reports), not to that row. Only a mouse double-clicks
 * to open: on a touch screen or with a pen every tap is meant, so a fast second tap on the new
 * level (the browser counts it as a double tap) is that row's, whatever the time between them.
 */
export function isEchoOfEnter<O>(
  ctx: GetterContext<O>,
  path: ValuePath,
  clickCount: number,
  pointer: string | null,
): boolean {
  const entered = ctx.enteredByClick.current;
  if (clickCount <= 1 || pointer === 'touch' || pointer === 'pen') {
    ctx.enteredByClick.current = null;
    return false;
  }
  return !!entered && path.length === entered.length + 1 && entered.every((v, i) => v === path[i]);
}

/** After a state change: goes into a clicked branch whose children have just arrived. */
export function enterWhenLoaded<O>(ctx: GetterContext<O>): void {
  const pending = ctx.pendingEnter.current;
  if (!pending) return;
  const { state } = ctx;
  // The user went elsewhere (or the layout changed) meanwhile: the click no longer asks for anything.
  if (ctx.layout.mode !== 'drilldown' || !isShown(state) || !samePath(state.activePath, pending)) {
    ctx.pendingEnter.current = null;
    return;
  }
  const id = state.tree.find(pending);
  if (id >= 0 && state.tree.childCount(id) > 0) enterClicked(ctx, pending);
}

/** The element holding the back button and the breadcrumb: a labelled group (not a landmark). */
export function getBreadcrumbProps<O>(ctx: GetterContext<O>) {
  return { ...breadcrumbAttributes(ctx.labels.breadcrumb), onMouseDown: keepFocus };
}

/**
 * The back button: shows the level before the first one shown (in drill-down, the parent level).
 * Focus stays in the combobox (the button takes none), as with the items.
 */
export function getBackProps<O>(ctx: GetterContext<O>) {
  const { layout } = ctx;
  const target = layout.start - 1;
  return {
    ...toReact(backAttributes(ctx.labels.back(layout.crumbs[target]?.text ?? ctx.labels.root), target < 0)),
    type: 'button' as const,
    ...popupControl(ctx),
    onClick: () => {
      if (target >= 0) goToLevel(ctx, target);
    },
  };
}

/** One crumb: goes back to its level; the current one (the level shown first) is marked and inert. */
export function getCrumbProps<O>(ctx: GetterContext<O>, crumb: LayoutCrumb) {
  return {
    ...toReact(crumbAttributes(crumb)),
    type: 'button' as const,
    ...popupControl(ctx),
    onClick: () => {
      if (!crumb.current) goToLevel(ctx, crumb.level);
    },
  };
}
