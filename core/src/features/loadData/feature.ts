import { anyFeature } from '../../machine/feature';
import { requestPart } from '../../machine/requestPart';
import { abortLoads } from '../../machine/requests';
import { retryRow } from '../../machine/retry';
import { isOpen } from '../../machine/settlePopup';
import type { CascaderFeature, CascaderState } from '../../machine/types';
import { isPrefix } from '../../machine/value';
import { pathId } from '../../tree/tree';
import type { ValuePath } from '../../types/types';
import { clearAnnouncementOnClose, reduceSayingAnew } from '../announce/sayAnew';
import { treeWithLoaded } from '../loaded/treeWithLoaded';
import { callLoader } from './callLoader';
import { failLoad, loadBranch, resolveLoad } from './loading';
import { loadStatus } from './loadStatus';
import { reconcileLoads } from './reconcileLoads';

/** Whether a feature needs the load of `path` to go on (a waiting check: the user asked for it, not for a column). */
const keptByFeature = <O>(state: CascaderState<O>, path: ValuePath): boolean =>
  anyFeature(state, (feature) => feature.keepsLoad?.(state, path));

/**
 * `loadData`: an unloaded branch the user opens is asked of the loader, its answer (or its
 * failure, with a retry) joins the tree (loading.ts), loads the options answered or dropped are
 * ended (reconcileLoads.ts), and the popup's loads follow it: closing it or leaving a branch
 * aborts them. A single select over a synchronous tree needs none of it (`createLeanCascader`
 * without this feature); the machine starts loads through its `loadBranch` hook (machine/load.ts),
 * a failed branch is asked again by its ↻ or Enter (`retry`), and a destroyed store forgets the
 * loads and asks again for the open columns' branches when revived (machine/revive.ts).
 */
export const loadDataFeature: CascaderFeature = {
  name: 'loadData',
  // The tree rebuilt with the children it brings (features/loaded).
  buildLoaded: (state, optionsChanged, effects) => treeWithLoaded(state, optionsChanged, effects),
  // It speaks in the live region, which is kept fresh (features/announce/sayAnew.ts).
  reduceEvent: reduceSayingAnew,
  afterStep: clearAnnouncementOnClose,
  loadBranch,
  // What a row shows of its load (getItem).
  loadStatus,
  // A key that starts a load is the engine's (handlesKey), unless a `stateReducer` threw the load
  // away (it is dropped when the state settles).
  awaits: (state, effect) => {
    if (effect.type === 'load')
      for (const entry of state.loading.values()) if (entry.requestId === effect.requestId) return true;
    return false;
  },
  retry: (state, id, path, effects) =>
    state.failed.has(pathId(path)) && state.tree.isUnloaded(id)
      ? loadBranch({ ...state, activePath: path }, id, effects)
      : undefined,
  suspend: (state) => (state.loading.size === 0 ? state : { ...state, loading: new Map() }),
  resume: (state, effects) => {
    if (isOpen(state))
      for (const id of state.tree.resolve(state.activePath)) state = loadBranch(state, id, effects);
    return state;
  },
  // Its requests, with their abort signals, in each store (machine/requestPart.ts).
  connect: requestPart,
  request: (effect, props, signal, settle) =>
    effect.type === 'load' &&
    callLoader(props, effect.requestId, effect.path, effect.selectedOptions, signal, settle),
  handle: (state, event, effects) => {
    switch (event.type) {
      case 'LOAD.RESOLVE':
        return resolveLoad(state, event.requestId, event.children, effects);
      case 'LOAD.REJECT':
        return failLoad(state, event.requestId, event.error, effects);
      case 'LOAD.TIMEOUT':
        return failLoad(state, event.requestId, new Error('timed out'), effects, true);
      case 'ITEM.RETRY': {
        // A failed row's ↻, as Enter on it (machine/retry.ts): its load asked again, or (the lazy
        // check's) a check of a lazy branch that failed.
        const id = state.tree.find(event.path);
        return (id >= 0 && retryRow(state, id, effects)) || state;
      }
      default:
        return undefined;
    }
  },
  phases: {
    // A new tree: loads it answered (rc style) or left behind end.
    treeLoads: (prev, state, effects) =>
      prev && state.tree !== prev.tree ? reconcileLoads(state, effects) : state,
    // Closing the popup aborts its loads (not those a waiting check needs).
    closingLoads: (prev, state, effects) => {
      if (!prev || !isOpen(prev) || isOpen(state)) return state;
      return abortLoads(state, effects, (path) => !keptByFeature(state, path));
    },
    openLoads: (prev, state, effects) => {
      if (!isOpen(state)) return state;
      const { tree } = state;
      // Open columns that hold only the nodes added along a path (partial: from `loadPath` or a
      // remote search) are shown, so their full lists are asked of `loadData`: when the popup opens,
      // and when such nodes join the tree while it is open (a `loadPath` answer after the opening
      // left a column with only the value's option in it, and nothing loaded the rest).
      if (!prev || !isOpen(prev) || tree !== prev.tree) {
        for (const id of tree.resolve(state.activePath))
          if (tree.isPartial(id) && !state.failed.has(pathId(tree.path(id))))
            state = loadBranch(state, id, effects);
      }
      // Leaving a branch aborts its load.
      if (state.loading.size > 0) {
        const active = state.activePath;
        const leaving = state;
        state = abortLoads(
          state,
          effects,
          (path) => !isPrefix(path, active) && !keptByFeature(leaving, path),
        );
      }
      return state;
    },
  },
};
