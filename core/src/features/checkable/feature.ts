import type { CascaderFeature } from '../../machine/types';
import { clearAnnouncementOnClose, reduceSayingAnew } from '../announce/sayAnew';
import { checkableEvent, checkableKey, clickRow } from './rows';
import { syncChecks } from './syncChecks';
import { toggle } from './toggle';

/**
 * Checkable mode (`checkable`): the check state of every option, conducted up and down the tree,
 * kept in step with the value, and the flips of a check. Without this feature nothing can be
 * checked. Checks that wait for lazy branches are `lazyCheckFeature`'s.
 */
export const checkableFeature: CascaderFeature = {
  name: 'checkable',
  // It speaks in the live region, which is kept fresh (features/announce/sayAnew.ts).
  reduceEvent: reduceSayingAnew,
  afterStep: clearAnnouncementOnClose,
  phases: {
    checks: (prev, state) => syncChecks(prev, state),
    // A tree indexed since the `checks` phase (by the search, or the background work) gets its check state.
    lateChecks: (prev, state) =>
      state.props.checkable && !state.checks && state.tree.isIndexed() ? syncChecks(prev, state) : state,
  },
  toggle,
  handle: checkableEvent,
  keyDown: checkableKey,
  clickRow,
};
