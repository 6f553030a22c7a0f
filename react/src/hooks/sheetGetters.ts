import type { CascaderState } from '@cascadia/core';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import type { GetterContext } from './context';

/**
 * The sheet's gestures, from pointer events alone: drag the handle (or the header) down to
 * dismiss, swipe the levels sideways to go back or forward. Only transforms change while a finger
 * moves (the offset), so a drag costs no layout per frame.
 */

/** Dragged down this far (px), or this share of the sheet's height, a release dismisses it. */
export const DISMISS_DISTANCE = 120;
export const DISMISS_SHARE = 0.3;
/**
 * A release moving down faster than this (px/ms), past FLICK_DISTANCE, dismisses it however short
 * the drag (a flick). A shorter move is a touch that slipped, however fast.
 */
export const DISMISS_VELOCITY = 0.5;
export const FLICK_DISTANCE = 40;
/** A sideways move this long (px), at least twice the vertical one, is a swipe between levels. */
export const SWIPE_DISTANCE = 50;

/** What the sheet's state holds while a pointer moves it. */
export interface SheetGesture {
  pointerId: number;
  startX: number;
  startY: number;
  lastY: number;
  lastTime: number;
  /** px/ms downwards, from the last two moves. */
  velocity: number;
}

/** The sheet's state for a custom UI: how far it is dragged down, and whether a drag is under way. */
export interface SheetState {
  /** px the sheet is dragged below its place (0 at rest): `transform: translateY(offset)`. */
  dragOffset: number;
  /** A finger (or the mouse) holds the handle: the sheet follows it, without easing. */
  dragging: boolean;
  /**
   * The sheet's code has arrived (a chunk fetched once the presentation resolves to a sheet, at
   * mount on a phone): until then its getters give nothing to spread, so render the sheet only
   * when this is true. An open sheet waiting for it loses nothing: it shows the state it is in.
   */
  ready: boolean;
}

/** What the sheet's getters keep between events (in the hook's refs and state). */
export interface SheetMemory {
  drag: { current: SheetGesture | null };
  swipe: { current: SheetGesture | null };
  /** A swipe just ended: the click its release would make is no tap on a row. */
  swallowClick: { current: boolean };
  offset: number;
  setOffset: (offset: number) => void;
  /** The levels' and the handle's elements: their finger moves are the gesture's (touchMoves.ts). */
  claimSwipeMoves: (element: HTMLElement | null) => void;
  claimDragMoves: (element: HTMLElement | null) => void;
}

/**
 * Whether a finger's move belongs to a swipe between levels: more sideways than up or down from
 * where it went down. A mostly vertical one is left to the browser, which scrolls the level.
 */
export function isSidewaysMove(
  gesture: SheetGesture | null,
  move: { clientX: number; clientY: number },
): boolean {
  if (!gesture) return false;
  return Math.abs(move.clientX - gesture.startX) > Math.abs(move.clientY - gesture.startY);
}

const focusableSelector =
  'button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"]), a[href], select, textarea';

/** Tab and Shift+Tab go round the sheet's controls: focus never leaves a modal dialog. */
function trapTab(event: KeyboardEvent<HTMLElement>): void {
  const focusables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector));
  if (focusables.length === 0) return;
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const active = event.currentTarget.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The sheet: a modal dialog named by the field's label, in the language pack's language. Escape closes it from any control in it
 * (the tree's and the search's keys close it through the core first); focus moving into it keeps
 * the cascader focused (the trigger it came from is behind it).
 */
export function getSheetProps<O>(
  ctx: GetterContext<O>,
  sheet: SheetMemory,
  options: { label?: string; labelledBy?: string } = {},
) {
  const { send, ids } = ctx;
  return {
    ...ctx.language,
    ref: ctx.setPopupElement,
    id: ids.sheet,
    role: 'dialog' as const,
    'aria-modal': true as const,
    'aria-label': options.labelledBy ? undefined : (options.label ?? ctx.labels.tree),
    'aria-labelledby': options.labelledBy,
    style: sheet.offset > 0 ? { transform: `translateY(${sheet.offset}px)` } : undefined,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        send({ type: 'POPUP.CLOSE' });
      } else if (event.key === 'Tab') trapTab(event);
    },
    onFocus: () => send({ type: 'TRIGGER.FOCUS' }),
    // A new press: the click a swipe's release may make is that swipe's only until then (a drag
    // by touch makes none).
    onPointerDownCapture: () => {
      sheet.swallowClick.current = false;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!sheet.swallowClick.current) return;
      sheet.swallowClick.current = false;
      event.stopPropagation();
      event.preventDefault();
    },
  };
}

/** The dimmed page behind the sheet: a tap on it dismisses the sheet (discarding a `confirm` draft). */
export function getBackdropProps<O>(ctx: GetterContext<O>) {
  return {
    'aria-hidden': true as const,
    onClick: () => ctx.send({ type: 'POPUP.CLOSE' }),
  };
}

const start = (event: PointerEvent): SheetGesture => ({
  pointerId: event.pointerId,
  startX: event.clientX,
  startY: event.clientY,
  lastY: event.clientY,
  lastTime: event.timeStamp,
  velocity: 0,
});

/**
 * The drag handle (and the header it sits in): drag down to dismiss. Released past
 * DISMISS_DISTANCE (or DISMISS_SHARE of the sheet), or flicked down faster than DISMISS_VELOCITY
 * past FLICK_DISTANCE, the sheet closes; otherwise it goes back to its place.
 */
export function getSheetHandleProps<O>(ctx: GetterContext<O>, sheet: SheetMemory) {
  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const gesture = sheet.drag.current;
    if (!gesture || gesture.pointerId !== event.pointerId) return;
    sheet.drag.current = null;
    const offset = Math.max(0, event.clientY - gesture.startY);
    const height = ctx.refs.popup.current?.getBoundingClientRect().height ?? 0;
    const far = offset >= Math.min(DISMISS_DISTANCE, height * DISMISS_SHARE || DISMISS_DISTANCE);
    const flicked = gesture.velocity >= DISMISS_VELOCITY && offset >= FLICK_DISTANCE;
    sheet.setOffset(0);
    if (!cancelled && (far || flicked)) ctx.send({ type: 'POPUP.CLOSE' });
  };
  return {
    ref: sheet.claimDragMoves,
    style: { touchAction: 'none' as const },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      sheet.drag.current = start(event);
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const gesture = sheet.drag.current;
      if (!gesture || gesture.pointerId !== event.pointerId) return;
      const elapsed = event.timeStamp - gesture.lastTime;
      if (elapsed > 0) gesture.velocity = (event.clientY - gesture.lastY) / elapsed;
      gesture.lastY = event.clientY;
      gesture.lastTime = event.timeStamp;
      sheet.setOffset(Math.max(0, event.clientY - gesture.startY));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
  };
}

/**
 * Back one level (as the back button), or forward: the core's `LEVEL.FORWARD` goes to the level
 * last visited below the open branch (Vant's model, with the row that was open there), else into
 * the branch as Right goes.
 */
export function stepLevel<O>(ctx: GetterContext<O>, forward: boolean): void {
  if (forward) ctx.send({ type: 'LEVEL.FORWARD' });
  else if (ctx.layout.start > 0) ctx.goToLevel(ctx.layout.start - 1);
}

/**
 * The levels: a swipe toward the reading direction's end goes back a level, the other way forward
 * to the level last visited (mirrored in right-to-left). Vertical moves scroll the list
 * (`touch-action: pan-y` leaves them to the browser); sideways ones are claimed (isSidewaysMove).
 */
export function getSwipeProps<O>(ctx: GetterContext<O>, sheet: SheetMemory) {
  return {
    ref: sheet.claimSwipeMoves,
    style: { touchAction: 'pan-y' as const },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      sheet.swipe.current = start(event);
    },
    onPointerCancel: () => {
      sheet.swipe.current = null;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const gesture = sheet.swipe.current;
      sheet.swipe.current = null;
      if (!gesture || gesture.pointerId !== event.pointerId || ctx.state.search) return;
      const dx = event.clientX - gesture.startX;
      const dy = event.clientY - gesture.startY;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < 2 * Math.abs(dy)) return;
      sheet.swallowClick.current = true;
      const towardEnd = dx > 0 === (ctx.state.props.direction !== 'rtl');
      stepLevel(ctx, !towardEnd);
    },
  };
}

/**
 * A level button's step (back or forward), then the focus into the tree: a screen reader says the
 * level it went to (the tree and the row open there), where a focused button would say nothing
 * new; and the back button, gone at the first level, would have dropped the focus to the page.
 */
function stepFromButton<O>(ctx: GetterContext<O>, forward: boolean): void {
  stepLevel(ctx, forward);
  ctx.refs.tree.current?.focus({ preventScroll: true });
}

/**
 * The back action at the bottom of the sheet, where a thumb reaches: the same as the back button
 * at the top, a tab stop of the dialog. Pressed, the focus goes to the level gone back to.
 */
export function getSheetBackProps<O>(ctx: GetterContext<O>) {
  const target = ctx.layout.start - 1;
  return {
    type: 'button' as const,
    'aria-label': ctx.labels.back(ctx.layout.crumbs[target]?.text ?? ctx.labels.root),
    disabled: target < 0 || undefined,
    onClick: () => stepFromButton(ctx, false),
  };
}

/** The name of the level forward goes to (the core's `forwardLevel`, passed in), or null. */
export function forwardLevelText<O>(
  state: CascaderState<O>,
  forwardLevel: (state: CascaderState<O>) => number,
): string | null {
  const id = forwardLevel(state);
  return id < 0 ? null : state.tree.textOf(id);
}

/**
 * The forward action beside the back one at the bottom of the sheet: the swipe forward as a
 * button (`LEVEL.FORWARD`), for the keyboard and a screen reader, named by the level it goes to;
 * pressed, the focus goes to that level.
 * With nowhere to go it stays in place and in the tab order, `aria-disabled` (a `disabled` button
 * would drop the focus of whoever just went forward with it, and vanish from Tab).
 */
export function getSheetForwardProps<O>(
  ctx: GetterContext<O>,
  /** The core's `canGoForward` and `forwardLevel`, passed in (this module imports nothing of the page's). */
  canGoForward: (state: CascaderState<O>) => boolean,
  forwardLevel: (state: CascaderState<O>) => number,
) {
  const can = canGoForward(ctx.state);
  return {
    type: 'button' as const,
    'aria-label': ctx.labels.forward(can ? forwardLevelText(ctx.state, forwardLevel) : null),
    'aria-disabled': can ? undefined : (true as const),
    onClick: () => {
      if (canGoForward(ctx.store.getState())) stepFromButton(ctx, true);
    },
  };
}

/**
 * The sheet's search field (the trigger's input is behind the sheet): a combobox over the tree,
 * typed into as the trigger's would be.
 */
export function getSheetSearchProps<O>(
  ctx: GetterContext<O>,
  sendKey: (event: KeyboardEvent<HTMLElement>) => void,
  activeDescendant: string | undefined,
) {
  const { state, ids, send } = ctx;
  return {
    role: 'combobox' as const,
    // A plain text input, as getInputProps gives: `type="search"` would add the browser's own
    // clear button beside the sheet's.
    type: 'text' as const,
    autoComplete: 'off',
    'aria-label': ctx.labels.search,
    'aria-expanded': true,
    'aria-haspopup': 'tree' as const,
    'aria-controls': ids.tree,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': activeDescendant,
    value: state.searchValue,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'INPUT.CHANGE', value: event.target.value }),
    onKeyDown: sendKey,
  };
}
