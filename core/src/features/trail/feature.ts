import type { CascaderFeature } from '../../machine/types';
import { forward, settleTrail } from './trail';

/**
 * The trail forward (`LEVEL.FORWARD`, `canGoForward`): going back up a level keeps the deepest
 * open path the user went down, so that forward returns along it (a sheet's swipe forward, a
 * breadcrumb's forward button). Without this feature `LEVEL.FORWARD` does nothing.
 */
export const trailFeature: CascaderFeature = {
  name: 'trail',
  phases: { trail: settleTrail },
  handle: (state, event, effects) => (event.type === 'LEVEL.FORWARD' ? forward(state, effects) : undefined),
};
