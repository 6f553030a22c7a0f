import type { CascaderFeature } from '../../machine/types';
import { clearAnnouncementOnClose, reduceSayingAnew } from '../announce/sayAnew';
import { arrowStaysOnResult, resultEvent, resultKeys } from './resultKeys';
import { prepareSearch } from './search';
import { limitProblems, settleSearch } from './settleSearch';

/**
 * Search (`showSearch`, or a search text that arrives anyway): the results for the typed text,
 * kept in step with the text, the tree and the settings (settleSearch.ts), and the keys and clicks
 * over them (resultKeys.ts). Without this feature a typed text finds nothing.
 */
export const searchFeature: CascaderFeature = {
  name: 'search',
  // It speaks in the live region, which is kept fresh (features/announce/sayAnew.ts).
  reduceEvent: reduceSayingAnew,
  afterStep: clearAnnouncementOnClose,
  // The keys over its results.
  keyDown: resultKeys,
  arrowStaysOnResult,
  // Its events: the clicks and hovers over the results.
  handle: resultEvent,
  // The first keystroke would build the label index (noticeable on huge trees).
  prepare: (state) => {
    if (state.props.showSearch) prepareSearch(state.tree);
  },
  phases: {
    searchLimit: (prev, state, effects) => {
      if (!prev || prev.props.showSearch !== state.props.showSearch) limitProblems(state, effects);
      return state;
    },
    search: settleSearch,
  },
};
