import { forwardLevel, trailFeature } from '@cascadia/core';
import type { CascaderHookPart, HookPartCode, SheetCode } from './hookParts';
import { layoutCode } from './layoutPart';
import { presentationMode, usePresentation } from './presentation';
import { useSheetCode } from './useSheetCode';

/** The sheet part's code (`useCascader` and the components take it as it is). */
export const sheetCode: SheetCode = {
  usePresentation: (mode, inline) => usePresentation(presentationMode(mode, 'popup'), inline),
  useSheet: useSheetCode,
  forwardLevel,
};

/**
 * The hook's sheet part, for `useLeanCascader`'s third argument: the `presentation` prop's
 * `sheet` and `auto` (a modal bottom sheet on a phone) with the sheet's getters and gestures (a
 * chunk fetched once the hook presents as a sheet). It brings the layout part with it (a sheet
 * drills down) and the engine's `trailFeature` (its swipe forward). Without it the hook is always a popup.
 */
export const sheetPart: CascaderHookPart = {
  name: 'sheet',
  layout: layoutCode,
  sheet: sheetCode,
  features: [trailFeature],
} as HookPartCode;
