import { describe, problem } from '../problems';
import { pathId, type Tree } from '../tree';
import type { ValuePath } from '../types';
import { DEFAULT_CHECK_LOAD_LIMIT } from './constants';
import { abortLoads } from './derive';
import { startLoad } from './loading';
import { withoutEntries, withoutKey } from './requests';
import type { CascaderState, CheckLoad, Effect } from './types';
import { isPrefix } from './value';

/**
 * Checking a branch that was never loaded, with `SHOW_CHILD`: the value must name the leaves, and
 * the leaves are not known until the branch is loaded. So the check waits: the engine loads the
 * branch's unloaded descendants through `loadData`, level by level (each answer can hold new
 * unloaded branches), and checks the branch once none is left. At most `checkLoadLimit` (6) of
 * these loads run at once, so a level of a thousand branches does not fire a thousand requests;
 * the rest wait in tree order. Meanwhile the row shows the progress; unchecking it aborts the
 * loads and forgets the waiting ones; a load that fails leaves the branch unchecked with an error
 * and a retry, so nothing is ever half-checked silently.
 *
 * With `SHOW_PARENT` (or `checkStrictly`, or no loader) nothing waits: the branch itself is the
 * value, and the children it gets later are checked by conduction from it.
 */

/** The empty `tried` and `inFlight` of a check, shared (neither is ever written to). */
const NONE: ReadonlyMap<string, never> = new Map<string, never>();

/** Whether checking waits for descendants: SHOW_CHILD, with conduction and a loader. */
export const checkWaitsForLoads = <O>(state: CascaderState<O>): boolean =>
  state.props.checkable &&
  !state.props.checkStrictly &&
  state.props.showCheckedStrategy === 'SHOW_CHILD' &&
  !!state.props.loadData;

/**
 * The unloaded branches in `id`'s subtree that conduction reaches (checkDisabled subtrees are
 * skipped: conduction does not pass through them). One pass over the subtree's ids.
 */
export function unloadedWithin<O>(tree: Tree<O>, id: number): number[] {
  const found: number[] = [];
  const end = tree.endOf(id);
  for (let n = id; n < end; ) {
    if (n !== id && tree.isCheckDisabled(n)) {
      n = tree.endOf(n);
      continue;
    }
    if (tree.isUnloaded(n)) found.push(n);
    n++;
  }
  return found;
}

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
    tried: NONE,
    loaded: 0,
    inFlight: NONE,
    queued: 0,
    ready: false,
  });
  const checkFailed = withoutKey(state.checkFailed, key);
  // Descendants whose browsing load failed earlier are tried again: this is a new request.
  const failed = withoutEntries(state.failed, (entry) => isPrefix(path, entry.path));
  return advanceCheckLoads({ ...state, checkLoads, checkFailed, failed }, effects);
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

/** How many loads that checks started are still in flight: each holds one of the limit's slots. */
function checkLoadsInFlight<O>(state: CascaderState<O>): number {
  let count = 0;
  for (const entry of state.loading.values()) if (entry.forCheck) count++;
  return count;
}

/**
 * Brings every waiting check up to date with the tree and the loads: starts loads for unloaded
 * descendants not yet asked for while fewer than `checkLoadLimit` are in flight (the rest wait,
 * in tree order: the checks in tree order, each one's descendants in tree order), fails a check
 * whose descendant failed, drops one whose branch left the tree, and marks one ready when
 * nothing below it is left to load. A descendant that was loaded but came back without children
 * counts as a leaf, so a check never loops. Runs again whenever a load settles or is aborted
 * (settle() sees `loading` change), which is what starts the waiting ones.
 */
export function advanceCheckLoads<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  if (state.checkLoads.size === 0) return state;
  const waits = checkWaitsForLoads(state);
  let slots = checkLoadLimit(state) - checkLoadsInFlight(state);
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
      checkLoads.set(key, entry.ready ? entry : { ...entry, inFlight: NONE, queued: 0, ready: true });
      continue;
    }
    let tried = entry.tried;
    const inFlight = new Map<string, ValuePath>();
    let queued = 0;
    let failure: unknown;
    let failedAt: ValuePath | null = null;
    for (const n of unloadedWithin(tree, id)) {
      const path = tree.path(n);
      const nKey = pathId(path);
      const option = tree.optionOf(n);
      // Asked about another option: the app replaced the subtree, and what loaded below it is
      // gone with the old one. It counts as not asked yet (nor anything below it).
      if (tried.has(nKey) && tried.get(nKey) !== option) tried = forget(tried, nKey);
      if (state.loading.has(nKey)) inFlight.set(nKey, path);
      else if (state.failed.has(nKey)) {
        failure = state.failed.get(nKey)!.error;
        failedAt = path;
        break;
      } else if (tried.has(nKey))
        continue; // loaded, and came back with no children: a leaf
      else if (slots <= 0) {
        queued++; // asked for once a slot frees
        continue;
      } else {
        state = startLoad(state, n, effects, true);
        if (!state.loading.has(nKey)) continue; // no request could start (no loader): a leaf
        inFlight.set(nKey, path);
        slots--;
      }
      if (!tried.has(nKey)) tried = new Map(tried).set(nKey, option);
    }
    if (failedAt) {
      if (checkFailed === state.checkFailed) checkFailed = new Map(checkFailed);
      (checkFailed as Map<string, unknown>).set(key, { path: entry.path, error: failure });
      toAbort.push(entry.path);
      changed = true;
      continue;
    }
    const loaded = entry.loaded + answered(state, entry.inFlight);
    const ready = inFlight.size === 0 && queued === 0;
    const same =
      tried === entry.tried &&
      loaded === entry.loaded &&
      sameKeys(inFlight, entry.inFlight) &&
      queued === entry.queued &&
      entry.ready === ready;
    changed ||= !same;
    checkLoads.set(key, same ? entry : { path: entry.path, tried, loaded, inFlight, queued, ready });
  }
  if (!changed) return state;
  state = { ...state, checkLoads, checkFailed };
  if (toAbort.length === 0) return state;
  for (const path of toAbort) state = abortUnder(state, path, effects);
  // The failed checks' loads freed their slots: the other checks' waiting loads start now.
  return advanceCheckLoads(state, effects);
}

/**
 * How many of the loads a check waited for have answered since: no longer loading, and their
 * branch is in the tree with its children (a load aborted because the app removed or reset the
 * branch did not answer). Counted as they end, so a row's progress never goes back.
 */
function answered<O>(state: CascaderState<O>, inFlight: ReadonlyMap<string, ValuePath>): number {
  let count = 0;
  for (const [key, path] of inFlight) {
    if (state.loading.has(key)) continue;
    const id = state.tree.find(path);
    if (id >= 0 && !state.tree.isUnloaded(id)) count++;
  }
  return count;
}

const sameKeys = (a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): boolean => {
  if (a.size !== b.size) return false;
  for (const key of a.keys()) if (!b.has(key)) return false;
  return true;
};

/** `tried` without the node `key` and its descendants (their keys extend its path). */
function forget(tried: ReadonlyMap<string, unknown>, key: string): ReadonlyMap<string, unknown> {
  const below = `${key.slice(0, -1)},`;
  const kept = new Map(tried);
  kept.delete(key);
  for (const k of tried.keys()) if (k.startsWith(below)) kept.delete(k);
  return kept;
}

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
