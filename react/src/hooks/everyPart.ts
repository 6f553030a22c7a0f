import { EVERY_GETTER_PART } from './getterParts';
import type { PartsCode } from './hookParts';
import { layoutCode } from './layoutPart';
import { sheetCode } from './sheetPart';

/** Every part of the hook, as `useCascader` and the components have them. */
export const EVERY_PART: PartsCode = { layout: layoutCode, sheet: sheetCode, getters: EVERY_GETTER_PART };
