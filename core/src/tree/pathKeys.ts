import type { OptionValue } from '../types/types';

/** Keys for value paths: one for look-ups, and rc-cascader's `data-path-key` for the DOM. */

/** rc-cascader joins path values with this in `data-path-key`; only the DOM uses it, never a lookup. */
export const PATH_KEY_SEPARATOR = '__RC_CASCADER_SPLIT__';
/** rc-cascader's `data-path-key` of a value path: its values joined with `PATH_KEY_SEPARATOR`. */
export const toPathKey = (path: readonly OptionValue[]): string => path.join(PATH_KEY_SEPARATOR);

/** A collision-free key for a path: `[1]` and `['1']` differ, and no separator can appear in a value. */
export const pathId = (path: readonly OptionValue[]): string => JSON.stringify(path);
