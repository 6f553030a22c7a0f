import { DEFAULT_CHECK_LOAD_LIMIT } from '../../machine/constants';
import { startLoad } from '../../machine/load';
import { abortLoads, withoutEntries, withoutKey } from '../../machine/requests';
import { appended, EMPTY_LIST } from '../../machine/sharedList';
import type { CascaderState, CheckLoad, Effect } from '../../machine/types';
import { isPrefix } from '../../machine/value';
import { describe, problem } from '../../problems/problems';
import { pathId, type Tree } from '../../tree/tree';
import type { ValuePath } from '../../types/types';
import { pathsInFlight } from '../loadPath/heldPaths';
import { hasArrived } from './arrived';
import {
  conductionReaches,
  EMPTY_QUEUE,
  frontier,
  headOf,
  onFrontier,
  queueOf,
  withFront,
  withoutHead,
  withRun,
} from './checkQueue';

/**
 * Checking a branch that was never loaded, with `SHOW_CHILD`: the value must name the leaves, and
 * the leaves are not known until the branch is loaded. So the check waits: the engine loads the
 * branch's unloaded descendants through `loadData`, level by level (each answer can hold new
 * unloaded branches), and checks the branch once none is left. A check starts a load only while
 * fewer than `checkLoadLimit` (6) loads are in flight, so a level of a thousand branches does not
 * fire a thousand requests; the rest wait in tree order. Every request in flight holds a slot, the
 * loads the user started by opening a branch, `loadPath` requests and a remote search too, but
 * those never wait: they start at once and leave the checks fewer slots. A branch that both the
 * user and a check want is one request, which the check counts as its own. Meanwhile the row shows the progress; unchecking it aborts the
 * loads and forgets the waiting ones; a load that fails leaves the branch unchecked with an error
 * and a retry, so nothing is ever half-checked silently. Each settled load costs the check only
 * what it changed, not a look at its whole subtree (checkQueue.ts), and the answers no one looks
 * at join the tree in batches, not one rebuild each (arrived.ts): checking a branch of 50,000
 * unloaded children costs about linear time, not quadratic. So what an answer brings is asked
 * for once the branches known before it are (tree order among what has joined the tree).
 *
 * With `SHOW_PARENT` (or `checkStrictly`, or no loader) nothing waits: the branch itself is the
 * value, and the children it gets later are checked by conduction from it.
 */

/** The empty `inFlight`, `takenKeys` and `droppedKeys` of a check, shared (none is ever written to). */
const NONE: ReadonlyMap<string, never> = new Map<string, never>();
const NO_KEYS: ReadonlySet<string> = new Set<string>();
/** The `basis` of a check that has not looked at its subtree yet. */
const UNSEEN = Symbol('unseen');

/** Whether checking waits for descendants: SHOW_CHILD, with conduction and a loader. */
export const checkWaitsForLoads = <O>(state: CascaderState<O>): boolean =>
  state.props.checkable &&
  !state.props.checkStrictly &&
  state.props.showCheckedStrategy === 'SHOW_CHILD' &&
  !!state.props.loadData;

/** Whether checking `id` has to load something first: conduction reaches an unloaded node. */
export const hasUnloadedWithin = <O>(tree: Tree<O>, id: number): boolean =>
  frontier(tree, id, true).length > 0;

/** Whether a path lies under a branch whose check waits for it (its load must not be aborted). */
export const isCheckLoad = <O>(state: CascaderState<O>, path: ValuePath): boolean => {
  if (state.checkLoads.size === 0) return false;
  for (const entry of state.checkLoads.values()) if (isPrefix(entry.path, path)) return true;
  return false;
};

/** Starts (or restarts, after a failure) the check of `id`, loading what it needs first. */
export function startCheckLoad<O>(
  state: CascaderState<O>,
  id: number,
  effects: Effect<O>[],
): CascaderState<O> {
  const path = state.tree.path(id);
  const key = pathId(path);
  const checkLoads = new Map(state.checkLoads).set(key, {
    path,
    loaded: 0,
    inFlight: NONE,
    queuedCount: 0,
    ready: false,
    pendingQueue: EMPTY_QUEUE,
    awaiting: EMPTY_LIST,
    takenKeys: NO_KEYS,
    droppedKeys: NONE,
    basis: UNSEEN, // the first step takes stock of the subtree
    laterChecks: [],
  });
  const checkFailed = withoutKey(state.checkFailed, key);
  // Descendants whose browsing load failed earlier are tried again: this is a new request.
  const failed = withoutEntries(state.failed, (entry) => isPrefix(path, entry.path));
  return advanceCheckLoads({ ...state, checkLoads, checkFailed, failed }, effects);
}

/**
 * The user checked or unchecked `path` while checks wait: each waiting check of a branch above it
 * notes it, to replay once the branch is checked (the later action wins).
 */
export function noteLaterCheck<O>(
  state: CascaderState<O>,
  path: ValuePath,
  checked: boolean,
): CascaderState<O> {
  if (state.checkLoads.size === 0) return state;
  let checkLoads: Map<string, CheckLoad> | null = null;
  for (const [key, entry] of state.checkLoads) {
    if (entry.path.length >= path.length || !isPrefix(entry.path, path)) continue;
    checkLoads ??= new Map(state.checkLoads);
    checkLoads.set(key, { ...entry, laterChecks: [...entry.laterChecks, { path, checked }] });
  }
  return checkLoads ? { ...state, checkLoads } : state;
}

/** Unchecking a branch whose check waits: the check is dropped and its loads are aborted. */
export function cancelCheckLoad<O>(
  state: CascaderState<O>,
  key: string,
  effects: Effect<O>[],
): CascaderState<O> {
  const entry = state.checkLoads.get(key);
  if (!entry) return state;
  return abortUnder({ ...state, checkLoads: withoutKey(state.checkLoads, key) }, entry.path, effects);
}

/** Drops every waiting check (clearing the value), aborting their loads. */
export function cancelAllCheckLoads<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  for (const key of [...state.checkLoads.keys()]) state = cancelCheckLoad(state, key, effects);
  return state.checkFailed.size > 0 ? { ...state, checkFailed: new Map() } : state;
}

/** Aborts the loads below `path` that neither the open columns nor another waiting check need. */
function abortUnder<O>(state: CascaderState<O>, path: ValuePath, effects: Effect<O>[]): CascaderState<O> {
  const open = state.status === 'open' ? state.activePath : null;
  return abortLoads(
    state,
    effects,
    (p) => isPrefix(path, p) && !(open && isPrefix(p, open)) && !isCheckLoad(state, p),
  );
}

/** `checkLoadLimit` in force: a whole number of at least 1, or Infinity; the default otherwise. */
const checkLoadLimit = <O>(state: CascaderState<O>): number => {
  const limit = state.props.checkLoadLimit;
  return validCheckLoadLimit(limit) ? (limit ?? DEFAULT_CHECK_LOAD_LIMIT) : DEFAULT_CHECK_LOAD_LIMIT;
};

/**
 * The requests in flight that hold a slot of `checkLoadLimit`: every load (the checks' and the
 * user's), every `loadPath` request and a remote search. They all take a browser's connections.
 */
export const requestsInFlight = <O>(state: CascaderState<O>): number =>
  state.loading.size + pathsInFlight(state) + (state.remoteSearch?.status === 'loading' ? 1 : 0);

const validCheckLoadLimit = (limit: unknown): limit is number | undefined =>
  limit === undefined || limit === Infinity || (Number.isInteger(limit) && (limit as number) >= 1);

/** The warning for a `checkLoadLimit` that is not a whole number of at least 1 (or Infinity). */
export function checkLoadLimitProblems<O>(state: CascaderState<O>, effects: Effect<O>[]): void {
  const limit: unknown = state.props.checkLoadLimit;
  if (validCheckLoadLimit(limit)) return;
  effects.push({
    type: 'problem',
    problem: problem(
      'warning',
      'invalid-prop',
      'checkLoadLimit',
      'checkLoadLimit',
      () =>
        process.env.NODE_ENV !== 'production' &&
        `checkLoadLimit must be a whole number of at least 1 or Infinity, got ${describe(limit)}; the default ${DEFAULT_CHECK_LOAD_LIMIT} is used.`,
    ),
  });
}

/**
 * Brings every waiting check up to date with the tree and the loads: starts loads for unloaded
 * descendants not yet asked for while fewer than `checkLoadLimit` loads are in flight (the rest
 * wait, in tree order: the checks in tree order, each one's descendants in tree order), fails a
 * check whose descendant failed, drops one whose branch left the tree, and marks one ready when
 * nothing below it is left to load. A descendant that was loaded but came back without children
 * counts as a leaf, so a check never loops. Runs again whenever a load settles or is aborted
 * (settle() sees `loading` change), which is what starts the waiting ones.
 *
 * Every request in flight holds a slot, whoever started it (`requestsInFlight`): the limit is
 * there so that checks do not take all of a browser's connections, and the user's loads, the
 * `loadPath` requests and a remote search use them too. Those never wait (startLoad, from opening
 * a branch, ignores the limit): they only leave the checks fewer slots, so beyond the limit are
 * only requests the checks did not make. A load that
 * a check needs and someone else started (the user opened that branch, another check asked for
 * it) is not asked for again: the check waits for that request and counts its answer.
 */
export function advanceCheckLoads<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  if (state.checkLoads.size === 0) return state;
  const waits = checkWaitsForLoads(state);
  let slots = checkLoadLimit(state) - requestsInFlight(state);
  const checkLoads = new Map<string, CheckLoad>();
  let changed = false;
  let checkFailed = state.checkFailed;
  const toAbort: ValuePath[] = [];
  const { tree } = state;
  const inTreeOrder = [...state.checkLoads]
    .map(([key, entry]) => ({ key, entry, id: tree.find(entry.path) }))
    .sort((a, b) => a.id - b.id);
  for (const { key, entry, id } of inTreeOrder) {
    if (id < 0) {
      changed = true; // the branch left the tree: nothing is left to check
      continue;
    }
    if (!waits) {
      // The mode changed (SHOW_PARENT, checkStrictly, no loader): check it as it is now.
      changed ||= !entry.ready;
      checkLoads.set(key, entry.ready ? entry : { ...entry, inFlight: NONE, queuedCount: 0, ready: true });
      continue;
    }
    const step = advanceCheck(state, entry, id, slots, effects);
    state = step.state;
    slots = step.slots;
    if (step.failure) {
      if (checkFailed === state.checkFailed) checkFailed = new Map(checkFailed);
      (checkFailed as Map<string, unknown>).set(key, { path: entry.path, error: step.failure.error });
      toAbort.push(entry.path);
      changed = true;
      continue;
    }
    changed ||= step.entry !== entry;
    checkLoads.set(key, step.entry);
  }
  if (!changed) return state;
  state = { ...state, checkLoads, checkFailed };
  if (toAbort.length === 0) return state;
  for (const path of toAbort) state = abortUnder(state, path, effects);
  // The failed checks' loads freed their slots: the other checks' waiting loads start now.
  return advanceCheckLoads(state, effects);
}

/**
 * The options and field names the tree is built from: while they stay, the tree changes only by
 * what loads (answers, and partial nodes that join below unloaded ones), which the queue follows.
 * The previous basis when they are the same, so that an unchanged check stays the same object.
 */
function basisOf<O>(state: CascaderState<O>, previous: unknown): unknown {
  const { options, fieldNames } = state.props;
  if (Array.isArray(previous) && previous[0] === options && previous[1] === fieldNames) return previous;
  return [options, fieldNames];
}

interface CheckStep<O> {
  state: CascaderState<O>;
  entry: CheckLoad;
  slots: number;
  failure?: { error: unknown };
}

/**
 * One check's part of {@link advanceCheckLoads}, at the cost of what changed since its last step
 * (the loads that ended, the frontier their answers brought, the loads it starts), not of its
 * whole subtree: see checkQueue.ts. Only new options, which can replace any part of the subtree,
 * make it take stock of the subtree again.
 */
function advanceCheck<O>(
  state: CascaderState<O>,
  entry: CheckLoad,
  id: number,
  slots: number,
  effects: Effect<O>[],
): CheckStep<O> {
  const { tree } = state;
  const fail = (error: unknown): CheckStep<O> => ({ state, entry, slots, failure: { error } });
  let { loaded, pendingQueue: pending, takenKeys: taken, queuedCount: queued } = entry;
  const basis = basisOf(state, entry.basis);
  const inFlight = new Map<string, ValuePath>();
  const answeredIds: number[] = [];
  const found = new Frontier(state, inFlight, entry.droppedKeys);
  /** An answer in the tree: what it brought is searched (below). Whether it loaded the branch. */
  const joined = (path: ValuePath): boolean => {
    const n = tree.find(path);
    if (n < 0) return false; // the branch left the tree (new options): nothing is left to load there
    if (tree.isUnloaded(n)) {
      found.dropKey(pathId(path), tree.optionOf(n));
      return false;
    }
    answeredIds.push(n);
    return true;
  };

  // 1. Answers it counted that have joined the tree since (arrived.ts): all at once, or none.
  let { awaiting } = entry;
  if (awaiting.count > 0 && !hasArrived(state, pathId(awaiting.items[0]))) {
    for (let i = 0; i < awaiting.count; i++) joined(awaiting.items[i]);
    awaiting = EMPTY_LIST;
  }

  // 2. The loads it waited for that ended: answered (the row's progress), failed, or dropped.
  for (const [key, path] of entry.inFlight) {
    if (state.loading.has(key)) {
      inFlight.set(key, path);
      continue;
    }
    const failed = state.failed.get(key);
    if (failed) return fail(failed.error);
    if (hasArrived(state, key)) {
      loaded++; // what it brought is searched once it joins the tree
      awaiting = appended(awaiting, path);
      continue;
    }
    if (joined(path)) loaded++;
  }

  // 3. A descendant's load that failed fails the check (one the user started too).
  for (const failed of state.failed.values()) {
    if (!isPrefix(entry.path, failed.path)) continue;
    const n = tree.find(failed.path);
    if (n >= 0 && tree.isUnloaded(n) && conductionReaches(tree, id, n)) return fail(failed.error);
  }

  // 4. What the answers brought joins the queue in tree order; new options are searched again.
  let fresh = entry.basis !== basis;
  for (let i = 0; !fresh && i < answeredIds.length; i++) {
    const n = answeredIds[i];
    const paths = found.pathsBelow(n, false);
    const next = withRun(pending, tree, n, paths);
    if (next) {
      pending = next;
      queued += paths.length;
    } else fresh = true; // a queued branch left the tree: only new options do that
  }
  if (fresh) {
    inFlight.clear();
    const paths = found.pathsBelow(id, true);
    pending = queueOf(paths);
    taken = NO_KEYS;
    queued = paths.length;
  }
  if (found.failed()) return fail(found.failed()!.error);

  // 5. Loads of queued descendants started elsewhere (the user opened one, another check asked
  // for it): the check shares them, and skips them when the queue reaches them.
  for (const [key, load] of state.loading) {
    if (inFlight.has(key) || !isPrefix(entry.path, load.path)) continue;
    const n = tree.find(load.path);
    if (n < 0 || !tree.isUnloaded(n) || !onFrontier(tree, id, n)) continue;
    inFlight.set(key, load.path);
    if (found.forget(key)) continue; // asked for before and dropped: not in the queue
    taken = new Set(taken).add(key);
    queued--;
  }

  // 6. The queue's head starts while slots are free.
  while (slots > 0 && queued > 0) {
    const path = headOf(pending)!;
    pending = withoutHead(pending);
    const key = pathId(path);
    if (taken.has(key)) {
      taken = withoutSetKey(taken, key);
      continue;
    }
    queued--;
    const n = tree.find(path);
    if (n < 0) continue;
    if (!tree.isUnloaded(n)) {
      // Loaded since it was queued (another way than this check): what it brought comes next.
      const paths = found.pathsBelow(n, false);
      if (found.failed()) return fail(found.failed()!.error);
      pending = withFront(pending, paths);
      queued += paths.length;
      continue;
    }
    state = startLoad(state, n, effects, true);
    if (!state.loading.has(key)) {
      // A guard, not a case events reach: none of startLoad's reasons to decline holds here (a
      // loader exists, or the check would not wait; the node is unloaded and found by its path, so
      // the path reads; a load for it in flight was shared in 5.; an answer is held only for a
      // check that asked or shared it, and an enclosing check, met first in tree order, would have
      // asked for it before). Should one hold, a leaf is better than a wait for no request.
      found.dropKey(key, tree.optionOf(n));
      continue;
    }
    inFlight.set(key, path);
    slots--;
  }

  const ready = inFlight.size === 0 && queued === 0 && awaiting.count === 0;
  const same =
    loaded === entry.loaded &&
    pending === entry.pendingQueue &&
    awaiting === entry.awaiting &&
    taken === entry.takenKeys &&
    found.droppedKeys === entry.droppedKeys &&
    basis === entry.basis &&
    queued === entry.queuedCount &&
    ready === entry.ready &&
    sameKeys(inFlight, entry.inFlight);
  if (same) return { state, entry, slots };
  const next: CheckLoad = {
    path: entry.path,
    loaded,
    inFlight,
    queuedCount: queued,
    ready,
    pendingQueue: pending,
    awaiting,
    takenKeys: taken,
    droppedKeys: found.droppedKeys,
    basis,
    laterChecks: entry.laterChecks,
  };
  return { state, entry: next, slots };
}

/**
 * Sorts a check's frontier nodes as it meets them: loading (it waits for that request), failed
 * (the check fails), asked before and dropped under the same option (a leaf), or to be asked.
 */
class Frontier<O> {
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly state: CascaderState<O>,
    private readonly inFlight: Map<string, ValuePath>,
    public droppedKeys: ReadonlyMap<string, unknown>,
  ) {}

  /** The paths to ask for among the frontier below `id` (and `id` itself, with `self`). */
  pathsBelow(id: number, self: boolean): ValuePath[] {
    const { tree, loading, failed } = this.state;
    const paths: ValuePath[] = [];
    for (const n of frontier(tree, id, self)) {
      const path = tree.path(n);
      const key = pathId(path);
      if (loading.has(key)) this.inFlight.set(key, path);
      else if (failed.has(key)) this.failure ??= { error: failed.get(key)!.error };
      else if (this.droppedKeys.has(key) && this.droppedKeys.get(key) === tree.optionOf(n)) continue;
      else {
        // Asked about another option: the app replaced the subtree, and what loaded below it is
        // gone with the old one. It is asked for again.
        this.forget(key);
        paths.push(path);
      }
    }
    return paths;
  }

  /** The first failed node met, if any. */
  failed(): { error: unknown } | null {
    return this.failure;
  }

  dropKey(key: string, option: unknown): void {
    this.droppedKeys = new Map(this.droppedKeys).set(key, option);
  }

  /** Forgets that `key` was dropped; whether it was. */
  forget(key: string): boolean {
    if (!this.droppedKeys.has(key)) return false;
    this.droppedKeys = withoutKey(this.droppedKeys, key);
    return true;
  }
}

const withoutSetKey = (set: ReadonlySet<string>, key: string): ReadonlySet<string> => {
  const next = new Set(set);
  next.delete(key);
  return next;
};

const sameKeys = (a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): boolean => {
  if (a.size !== b.size) return false;
  for (const key of a.keys()) if (!b.has(key)) return false;
  return true;
};

/** The first waiting check that is ready to be applied, if any. */
export function readyCheckLoad<O>(state: CascaderState<O>): CheckLoad | undefined {
  for (const entry of state.checkLoads.values()) if (entry.ready) return entry;
  return undefined;
}

/** Forgets failed checks whose branch left the tree or got checked some other way. */
export function pruneCheckFailed<O>(state: CascaderState<O>): CascaderState<O> {
  const checkFailed = withoutEntries(state.checkFailed, (entry) => {
    const id = state.tree.find(entry.path);
    return id < 0 || !!state.checks?.isChecked(id);
  });
  return checkFailed === state.checkFailed ? state : { ...state, checkFailed };
}
