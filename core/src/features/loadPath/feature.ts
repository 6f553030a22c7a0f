import { callAsync } from '../../machine/asyncRequest';
import { requestPart } from '../../machine/requestPart';
import { withoutEntries } from '../../machine/requests';
import type { CascaderFeature } from '../../machine/types';
import { clearAnnouncementOnClose, reduceSayingAnew } from '../announce/sayAnew';
import { joinHeld } from '../held/heldAnswers';
import { treeWithLoaded } from '../loaded/treeWithLoaded';
import { isPathHeld, joinHeldPaths, pathsInFlight } from './heldPaths';
import { failPath, resolvePath, retryPath, syncPathLoads } from './pathLoading';

/**
 * `loadPath`: the paths of the value the tree cannot resolve yet are asked for, their answers
 * join the tree as partial nodes (pathLoading.ts), and answers that arrive while others are in
 * flight wait to join with them (heldPaths.ts).
 */
export const loadPathFeature: CascaderFeature = {
  name: 'loadPath',
  // The tree rebuilt with the children it brings (features/loaded).
  buildLoaded: (state, optionsChanged, effects) => treeWithLoaded(state, optionsChanged, effects),
  // Each engine helper through a call, never as a value: in the feature's chunk (dist/chunks/) the
  // helpers are bound only after this module has run (core/build/bindsEngine.ts).
  // It speaks in the live region, which is kept fresh (features/announce/sayAnew.ts).
  reduceEvent: (state, event, reduce) => reduceSayingAnew(state, event, reduce),
  afterStep: (before, done) => clearAnnouncementOnClose(before, done),
  // Its requests, with their abort signals, in each store (machine/requestPart.ts).
  connect: (host, feature) => requestPart(host, feature),
  // `loadPath` for one path of the value.
  request: (effect, { loadPath }, signal, settle) => {
    if (effect.type !== 'loadPath' || !loadPath) return false;
    const { requestId, path } = effect;
    return callAsync(
      (signal) => loadPath(path.slice(), { signal }),
      (options) => ({ type: 'PATH.RESOLVE', requestId, options }),
      (error) => ({ type: 'PATH.REJECT', requestId, error }),
      signal,
      settle,
    );
  },
  handle: (state, event, effects) => {
    switch (event.type) {
      case 'PATH.RESOLVE':
        return resolvePath(state, event.requestId, event.options, effects);
      case 'PATH.REJECT':
        return failPath(state, event.requestId, event.error, effects);
      case 'PATH.TIMEOUT':
        return failPath(state, event.requestId, new Error('timed out'), effects, true);
      case 'PATH.RETRY':
        return retryPath(state, event.path);
      case 'PATH.JOIN':
        // The held answers have joined the tree already, as before any event but an answer (transition.ts).
        return state;
      default:
        return undefined;
    }
  },
  phases: {
    // Answers held for the others join once none is in flight.
    joinHeldPaths: (_prev, state, effects) =>
      state.heldPaths && pathsInFlight(state) === 0 ? joinHeldPaths(state, effects) : state,
    // New props count too: a store revived by them after a destroy (which forgot its aborted
    // requests) asks again.
    valuePaths: (prev, state, effects) => {
      // Opening retries the paths whose labels failed to come: the ↻ beside them is the mouse's
      // (out of the tab order), opening is everyone's way, and the columns it shows need them.
      if (prev && prev.status !== 'open' && state.status === 'open' && state.pathFailed.size > 0)
        state = { ...state, pathFailed: new Map() };
      const p = state.props;
      const changed =
        !prev ||
        prev.props !== p ||
        state.tree !== prev.tree ||
        prev.value !== state.value ||
        prev.pathFailed !== state.pathFailed ||
        !prev.props.loadPath !== !p.loadPath;
      return changed && (p.loadPath || state.pathLoads.size > 0 || state.pathFailed.size > 0)
        ? syncPathLoads(state, effects)
        : state;
    },
  },
  held: { answer: 'PATH.RESOLVE', has: (state) => !!state.heldPaths, join: joinHeldPaths },
  beforeEvent: (state, effects, answering) => joinHeld(state, effects, answering),
  // Asked again by settle() on revival: the value's paths still need them. Answers held for the
  // others have arrived: they stay, and join at the next event.
  suspend: (state) => {
    if (state.pathLoads.size === 0) return state;
    return { ...state, pathLoads: withoutEntries(state.pathLoads, (_, key) => !isPathHeld(state, key)) };
  },
};
