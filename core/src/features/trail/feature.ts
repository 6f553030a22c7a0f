import type { CascaderFeature } from '../../machine/types';
import { enterItem } from './enter';
import { forward, settleTrail } from './trail';

/**
 * Drill-down's moves: into a branch (`ITEM.ENTER`, a click on it in drill-down) and the trail
 * forward (`LEVEL.FORWARD`, `canGoForward`): going back up a level keeps the deepest open path the
 * user went down, so that forward returns along it (a sheet's swipe forward, a breadcrumb's
 * forward button). Without this feature `ITEM.ENTER` and `LEVEL.FORWARD` do nothing (the keys go
 * into a branch on their own: Right, Enter).
 */
export const trailFeature: CascaderFeature = {
  name: 'trail',
  phases: { trail: settleTrail },
  handle: (state, event, effects) => {
    if (event.type === 'LEVEL.FORWARD') return forward(state, effects);
    // (A disabled cascader goes into nothing: reduce.ts takes no row's event then.)
    if (event.type === 'ITEM.ENTER') return enterItem(state, event.path, effects, event.child);
    return undefined;
  },
};
