import type { CascaderState } from '@cascadia/core';
import type { KeyboardEvent } from 'react';
import type { mergeProps } from '../utils/mergeProps';
import type { GetterContext } from './context';
import type { ElementProps } from './elementProps';
import {
  forwardLevelText,
  getBackdropProps,
  getSheetBackProps,
  getSheetForwardProps,
  getSheetHandleProps,
  getSheetProps,
  getSheetSearchProps,
  getSwipeProps,
  isSidewaysMove,
  type SheetMemory,
} from './sheetGetters';
import { claimTouchMoves } from './touchMoves';

/** The sheet's getters, bound to one render of the hook (the user's props merged in). */
export interface SheetGetters {
  getSheetProps: (
    props?: ElementProps<HTMLElement>,
    options?: { label?: string; labelledBy?: string },
  ) => ReturnType<typeof getSheetProps>;
  getBackdropProps: (props?: ElementProps<HTMLElement>) => ReturnType<typeof getBackdropProps>;
  getSheetHandleProps: (props?: ElementProps<HTMLElement>) => ReturnType<typeof getSheetHandleProps>;
  getSwipeProps: (props?: ElementProps<HTMLElement>) => ReturnType<typeof getSwipeProps>;
  getSheetBackProps: (props?: ElementProps<HTMLElement>) => ReturnType<typeof getSheetBackProps>;
  getSheetForwardProps: (props?: ElementProps<HTMLElement>) => ReturnType<typeof getSheetForwardProps>;
  getSheetSearchProps: (props?: ElementProps<HTMLElement>) => ReturnType<typeof getSheetSearchProps>;
}

/**
 * What the sheet's getters take from the page's modules, passed in: this module and those it
 * imports import nothing of the page's (only types). A module this chunk shared with the page
 * would become a chunk of its own in an app's build, fetched with the page (chunks.test.ts).
 */
export interface SheetTools {
  merge: typeof mergeProps;
  canGoForward: <O>(state: CascaderState<O>) => boolean;
  forwardLevel: <O>(state: CascaderState<O>) => number;
  sendKey: (event: KeyboardEvent<HTMLElement>) => void;
  activeDescendant: () => string | undefined;
}

/**
 * The bottom sheet's getters and gestures: the hooks' on-demand chunk, fetched once the
 * presentation resolves to a sheet (useCascader.ts).
 */
export interface SheetPresentation {
  /** The touch-move claims of the levels and the handle (touchMoves.ts), made once per hook. */
  claims(
    memory: Pick<SheetMemory, 'drag' | 'swipe'>,
  ): Pick<SheetMemory, 'claimSwipeMoves' | 'claimDragMoves'>;
  /** The name of the level forward goes to (the Sheet's forward button shows it). */
  forwardLevelText: typeof forwardLevelText;
  /** The getters for one render. */
  bind<O>(ctx: GetterContext<O>, memory: SheetMemory, tools: SheetTools): SheetGetters;
}

export const sheetPresentation: SheetPresentation = {
  claims: (memory) => ({
    claimSwipeMoves: claimTouchMoves((move) => isSidewaysMove(memory.swipe.current, move)),
    claimDragMoves: claimTouchMoves(() => memory.drag.current !== null),
  }),
  forwardLevelText,
  bind: (ctx, memory, { merge, canGoForward, forwardLevel, sendKey, activeDescendant }) => ({
    getSheetProps: (user, options) => merge(getSheetProps(ctx, memory, options), user),
    getBackdropProps: (user) => merge(getBackdropProps(ctx), user),
    getSheetHandleProps: (user) => merge(getSheetHandleProps(ctx, memory), user),
    getSwipeProps: (user) => merge(getSwipeProps(ctx, memory), user),
    getSheetBackProps: (user) => merge(getSheetBackProps(ctx), user),
    getSheetForwardProps: (user) => merge(getSheetForwardProps(ctx, canGoForward, forwardLevel), user),
    getSheetSearchProps: (user) => merge(getSheetSearchProps(ctx, sendKey, activeDescendant()), user),
  }),
};
