import type { CascaderFeature } from '../../machine/types';
import { hover } from './hover';

/**
 * `expandTrigger: 'hover'` (rc-cascader's): the pointer opens a branch's column (`ITEM.HOVER`),
 * with hover intent (`hoverExpandDelay`) for a pointer on its way into the next column. Without
 * this feature (a lean engine that does not pass it) the prop is reported as missing its feature
 * and a click opens a branch, as with `expandTrigger: 'click'`. `createCascader`, `useCascader`
 * and the React `Cascader` have it.
 */
export const hoverFeature: CascaderFeature = {
  name: 'hover',
  handle: (state, event, effects) =>
    event.type === 'ITEM.HOVER' || event.type === 'ITEM.HOVER_COMMIT'
      ? hover(state, event, effects)
      : undefined,
};
