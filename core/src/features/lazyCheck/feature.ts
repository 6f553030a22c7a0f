import { withoutKey } from '../../machine/requests';
import { clearSearch } from '../../machine/select';
import type { CascaderFeature, CascaderState } from '../../machine/types';
import { isCheckDisabled } from '../../tree/queries';
import { pathId } from '../../tree/tree';
import { setCheck } from '../checkable/toggle';
import { joinHeld, runFollowUps } from '../held/heldAnswers';
import { treeWithLoaded } from '../loaded/treeWithLoaded';
import { hasArrived, joinArrived, keepHolding, mayHold, withArrived } from './arrived';
import { checkStatus } from './checkStatus';
import {
  advanceCheckLoads,
  cancelAllCheckLoads,
  cancelCheckLoad,
  checkLoadLimitProblems,
  checkWaitsForLoads,
  hasUnloadedWithin,
  isCheckLoad,
  noteLaterCheck,
  pruneCheckFailed,
  readyCheckLoad,
  requestsInFlight,
  startCheckLoad,
} from './lazyCheck';

/**
 * Lazy checking (`checkable` with `SHOW_CHILD` and `loadData`): a branch checked before its
 * descendants are loaded waits for them (lazyCheck.ts), its answers held back to join the tree in
 * batches (arrived.ts). Needs `checkableFeature`.
 */
export const lazyCheckFeature: CascaderFeature = {
  name: 'lazyCheck',
  // The tree rebuilt with the children it brings (features/loaded).
  buildLoaded: (state, optionsChanged, effects) => treeWithLoaded(state, optionsChanged, effects),
  // A row's waiting check, as the views show it.
  checkStatus,
  handle: (state, event) => (event.type === 'CHECK.LOADED' ? checkLoaded(state, event.path) : undefined),
  phases: {
    // Checks that wait for their descendants follow the loads.
    waitingChecks: (prev, state, effects) =>
      state.checkLoads.size > 0 && (!prev || checkInputsChanged(prev, state))
        ? advanceCheckLoads(state, effects)
        : state,
    checkFailures: (prev, state) =>
      state.checkFailed.size > 0 && (!prev || state.checks !== prev.checks || state.tree !== prev.tree)
        ? pruneCheckFailed(state)
        : state,
    checkLoadLimit: (prev, state, effects) => {
      if (!prev || prev.props.checkLoadLimit !== state.props.checkLoadLimit)
        checkLoadLimitProblems(state, effects);
      return state;
    },
  },
  held: { answer: 'LOAD.RESOLVE', has: (state) => !!state.arrived, join: (state) => joinArrived(state) },
  // Held answers join before the next event; a check now ready is a step of its own after one.
  // Each engine helper through a call, never as a value: in the feature's chunk (dist/chunks/) the
  // helpers are bound only after this module has run (core/build/bindsEngine.ts).
  beforeEvent: (state, effects, answering) => joinHeld(state, effects, answering),
  afterEvent: (result, step) => runFollowUps(result, step),
  // Answers held back for the checks join the tree once a check needs them (arrived.ts).
  rejoin: (state) => (state.arrived && !keepHolding(state) ? joinArrived(state) : null),
  followUp: (state) => {
    const entry = readyCheckLoad(state);
    return entry ? { type: 'CHECK.LOADED', path: entry.path } : null;
  },
  followUps: (state) => state.checkLoads.size,
  keepsLoad: isCheckLoad,
  answered: hasArrived,
  holdAnswer: (state, key, path, children) =>
    mayHold(state, key, path)
      ? { ...state, arrived: withArrived(state.arrived, key, path, children) }
      : undefined,
  // A failed check of a lazy branch is retried as a whole.
  retry: (state, id, path, effects) =>
    state.checkFailed.has(pathId(path)) ? startCheckLoad(state, id, effects) : undefined,
  valueReplaced: cancelAllCheckLoads,
  noteCheck: noteLaterCheck,
  cancelCheck: (state, id, effects) => {
    if (state.checkLoads.size === 0) return undefined;
    const key = pathId(state.tree.path(id));
    return state.checkLoads.has(key) ? cancelCheckLoad(state, key, effects) : undefined;
  },
  deferCheck: (state, id, checks, effects) => {
    if (!checkWaitsForLoads(state) || !hasUnloadedWithin(state.tree, id)) return undefined;
    // The check state built here stays with the value it stands for: settle need not build it again.
    const withChecks = checks === state.checks ? state : { ...state, checks, checksFor: state.value };
    return clearSearch(startCheckLoad(withChecks, id, effects));
  },
  // Every waiting check starts over: its loads were aborted; it takes stock of its subtree again.
  resume: (state, effects) => {
    for (const [key, { path }] of [...state.checkLoads]) {
      const id = state.tree.find(path);
      if (id >= 0) state = startCheckLoad(state, id, effects);
      else state = { ...state, checkLoads: withoutKey(state.checkLoads, key) };
    }
    return state;
  },
};

/** A SHOW_CHILD check whose descendants have all loaded (`CHECK.LOADED`): the branch is checked now. */
function checkLoaded<O>(state: CascaderState<O>, path: CascaderState<O>['activePath']): CascaderState<O> {
  const key = pathId(path);
  if (!state.checkLoads.get(key)?.ready) return state;
  const { laterChecks: later } = state.checkLoads.get(key)!;
  state = { ...state, checkLoads: withoutKey(state.checkLoads, key) };
  const id = state.tree.find(path);
  if (id < 0 || !state.props.checkable) return state;
  state = setCheck(state, id, true);
  // What the user did inside the branch while it waited comes after the check, and wins.
  for (const { path: inner, checked } of later) {
    const inside = state.tree.find(inner);
    if (inside >= 0 && !isCheckDisabled(state.tree, inside)) state = setCheck(state, inside, checked);
  }
  return state;
}

/** Whether anything a waiting check depends on changed: the tree, the loads, or the check settings. */
function checkInputsChanged<O>(prev: CascaderState<O>, next: CascaderState<O>): boolean {
  const a = prev.props;
  const b = next.props;
  return (
    prev.tree !== next.tree ||
    prev.loading !== next.loading ||
    requestsInFlight(prev) !== requestsInFlight(next) ||
    prev.arrived !== next.arrived ||
    prev.failed !== next.failed ||
    prev.checkLoads !== next.checkLoads ||
    a.checkable !== b.checkable ||
    a.checkStrictly !== b.checkStrictly ||
    a.showCheckedStrategy !== b.showCheckedStrategy ||
    a.checkLoadLimit !== b.checkLoadLimit ||
    !a.loadData !== !b.loadData
  );
}
