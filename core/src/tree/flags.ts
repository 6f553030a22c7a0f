/** Node flags, one byte per node. */
export const OWN_DISABLED = 1;
export const PATH_DISABLED = 2; // the node or an ancestor is disabled
export const DISABLE_CHECKBOX = 4;
export const LEAF = 8; // rc-cascader's rule: `isLeaf` if given, else "has no children"
export const UNLOADED = 16; // `isLeaf: false` and no children yet: `loadData` must fetch them
export const PARTIAL = 32; // only some children known (added along a path by `loadPath` or a remote search)
/**
 * A repeat of an earlier sibling's value: kept as a disabled leaf in its place, so the user sees
 * the row (the data is not silently lost), but it stands for no option: value paths always find
 * the first occurrence, and search, checks and the keyboard pass it by (`Tree.isDuplicate`).
 */
export const DUPLICATE = 64;
/**
 * A branch whose children's values ascend (`ascends`: generated ids such as `'n9', 'n10'`), so
 * that a value is found among them by bisection, with no table of them (`Tree.childByValue`).
 */
export const ASCENDING = 128;
/** Up to this many siblings a value is found by walking them: cheaper than a table or bisection. */
export const SCAN_SIBLINGS = 16;
/** @internal The flags that leave a node out of check conduction (`Tree.isCheckDisabled`). */
export const CHECK_DISABLED = PATH_DISABLED | DISABLE_CHECKBOX;
