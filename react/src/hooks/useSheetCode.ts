import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { lazyModule } from '../utils/lazyModule';
import type { GetterContext } from './context';
import type { SheetGesture, SheetMemory, SheetState } from './sheetGetters';
import type { SheetGetters, SheetTools } from './sheetPresentation';

/**
 * The bottom sheet's getters and gestures, a chunk of their own: fetched as soon as the
 * presentation resolves to a sheet (at mount on a phone, so the first open finds them), never by a
 * page that only shows popups. Until they arrive, `sheet.ready` is false and the sheet's getters
 * give nothing to spread. A failed fetch is tried again on the next open.
 */
const sheetModule = /* @__PURE__ */ lazyModule(
  () => import('./sheetPresentation'),
  // What it does meanwhile, in development builds only (as the core's problem explanations).
  process.env.NODE_ENV !== 'production'
    ? "The bottom sheet's getters (an open sheet is not shown until they arrive)"
    : "The bottom sheet's getters",
);

/** The sheet's code once it has arrived (the Cascader's Sheet reads the forward level's name from it). */
export const sheetCodeNow = () => sheetModule.current()?.sheetPresentation;

/** Fetches the sheet's getters now (a hook does once it presents as a sheet; tests may, to wait for them). */
export const loadSheetGetters = () => sheetModule.load();

/** The sheet's getters before their code has arrived: nothing to spread. */
const noSheetProps = () => ({});
const NO_SHEET = {
  getSheetProps: noSheetProps,
  getBackdropProps: noSheetProps,
  getSheetHandleProps: noSheetProps,
  getSwipeProps: noSheetProps,
  getSheetBackProps: noSheetProps,
  getSheetForwardProps: noSheetProps,
  getSheetSearchProps: noSheetProps,
} as unknown as SheetGetters;

/**
 * The sheet's part of a hook: its drag (state and the gestures' refs), its code fetched once the
 * presentation is a sheet (asked again on an open after a failed fetch), and its getters bound to
 * one render, or nothing to spread until the code has arrived.
 */
export function useSheetCode(asSheet: boolean, open: boolean) {
  const [dragOffset, setDragOffset] = useState(0);
  // Rendered before the move's frame, not in a task after it: React renders a pointermove's update
  // in a task of its own, which the browser may run after the next frame is drawn, the sheet then a
  // frame behind the finger.
  const dragTo = useCallback((offset: number) => flushSync(() => setDragOffset(offset)), []);
  const drag = useRef<SheetGesture | null>(null);
  const swipe = useRef<SheetGesture | null>(null);
  const swallowClick = useRef(false);
  const code = sheetModule.use()?.sheetPresentation;
  const touchClaims = useRef<Pick<SheetMemory, 'claimSwipeMoves' | 'claimDragMoves'> | null>(null);
  if (code) touchClaims.current ??= code.claims({ drag, swipe });
  // biome-ignore lint/correctness/useExhaustiveDependencies: an open asks again after a failed fetch
  useEffect(() => {
    if (asSheet) sheetModule.request();
  }, [asSheet, open]);
  const state: SheetState = { dragOffset, dragging: drag.current !== null, ready: !!code };
  const claims = touchClaims.current;
  return {
    state,
    bind: <O>(ctx: GetterContext<O>, tools: SheetTools): SheetGetters =>
      code && claims
        ? code.bind(
            ctx,
            { drag, swipe, swallowClick, offset: dragOffset, setOffset: dragTo, ...claims },
            tools,
          )
        : NO_SHEET,
  };
}
