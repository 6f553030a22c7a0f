import { callAsync } from '../../machine/asyncRequest';
import { requestPart } from '../../machine/requestPart';
import type { CascaderFeature } from '../../machine/types';
import { treeWithLoaded } from '../loaded/treeWithLoaded';
import {
  failRemoteSearch,
  resolveRemoteSearch,
  retryRemoteSearch,
  startRemoteSearch,
  syncRemoteSearch,
} from './remoteSearch';

/**
 * Remote search (`showSearch.load`): the typed text is sent after a debounce and the answer's
 * paths join the local results (remoteSearch.ts). Needs `searchFeature`.
 */
export const remoteSearchFeature: CascaderFeature = {
  name: 'remoteSearch',
  // The tree rebuilt with the children it brings (features/loaded).
  buildLoaded: (state, optionsChanged, effects) => treeWithLoaded(state, optionsChanged, effects),
  // Each engine helper through a call, never as a value: in the feature's chunk (dist/chunks/) the
  // helpers are bound only after this module has run (core/build/bindsEngine.ts).
  // Its requests, with their abort signals, in each store (machine/requestPart.ts).
  connect: (host, feature) => requestPart(host, feature),
  // `showSearch.load` for the typed text.
  request: (effect, { showSearch }, signal, settle) => {
    const load = showSearch && typeof showSearch === 'object' ? showSearch.load : undefined;
    if (effect.type !== 'searchLoad' || typeof load !== 'function') return false;
    const { requestId, query } = effect;
    return callAsync(
      (signal) => load(query, { signal }),
      (results) => ({ type: 'SEARCH.RESOLVE', requestId, results }),
      (error) => ({ type: 'SEARCH.REJECT', requestId, error }),
      signal,
      settle,
    );
  },
  handle: (state, event, effects) => {
    switch (event.type) {
      case 'SEARCH.LOAD':
        return startRemoteSearch(state, event.query, effects);
      case 'SEARCH.RESOLVE':
        return resolveRemoteSearch(state, event.requestId, event.results, effects);
      case 'SEARCH.REJECT':
        return failRemoteSearch(state, event.requestId, event.error, effects);
      case 'SEARCH.TIMEOUT':
        return failRemoteSearch(state, event.requestId, new Error('timed out'), effects, true);
      case 'SEARCH.RETRY':
        return retryRemoteSearch(state, effects);
      default:
        return undefined;
    }
  },
  phases: {
    // In step with the typed text, the popup and the config.
    remoteSearch: (prev, state, effects) =>
      state.remoteSearch ||
      (!!prev &&
        (prev.searchValue !== state.searchValue ||
          prev.status !== state.status ||
          prev.props.showSearch !== state.props.showSearch))
        ? syncRemoteSearch(state, effects)
        : state,
  },
  // Restarted on revival for the text still typed.
  suspend: (state) => {
    const status = state.remoteSearch?.status;
    return status === 'waiting' || status === 'loading' ? { ...state, remoteSearch: null } : state;
  },
  // The remote search for the typed text restarts its debounce.
  resume: (state, effects) => syncRemoteSearch(state, effects),
};
