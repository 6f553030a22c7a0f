import type { ValuePath } from '../types/types';

/**
 * Whether `path` runs through an option unreadable since the build (`Tree.lostOption`): the tree
 * reads its value as NaN, which no option may hold, so no value names it and no load asks by it.
 */
export const namesLostOption = (path: ValuePath): boolean => path.some(Number.isNaN);
