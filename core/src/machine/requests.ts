import { type LoadProp, loadProblem } from '../problems/loadProblem';
import type { ValuePath } from '../types/types';
import { loadTimer } from './constants';
import type { CascaderEvent, CascaderState, Effect, ResolvedProps } from './types';

/**
 * What the three kinds of request (`loadData`, `loadPath`, `showSearch.load`) share: the state's
 * maps of requests and failures, which are never written to, only copied when they change; and
 * the effects that time a request out and abort it. One place, so that they all behave alike.
 */

/** @internal `map` without the entries `drop` picks: a copy, or `map` itself when it picks none. */
export function withoutEntries<V>(
  map: ReadonlyMap<string, V>,
  drop: (entry: V, key: string) => boolean,
): ReadonlyMap<string, V> {
  let out = map;
  for (const [key, entry] of map) {
    if (!drop(entry, key)) continue;
    if (out === map) out = new Map(map);
    (out as Map<string, V>).delete(key);
  }
  return out;
}

/** @internal `map` without `key`: a copy, or `map` itself when it has no such key. */
export function withoutKey<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  if (!map.has(key)) return map;
  const out = new Map(map);
  out.delete(key);
  return out;
}

/**
 * Each map of requests' keys by request id, made on the first look-up in that map. The maps are
 * never written to once a state holds them (a change is a copy), so an index stays true for its
 * map. A scan per answer made 2,000 `loadPath` answers, one event each, quadratic.
 */
const keysById = new WeakMap<ReadonlyMap<string, { requestId: number }>, Map<number, string>>();

/** @internal The request with this id and its key, or null: it was aborted or superseded (a late answer). */
export function findRequest<E extends { requestId: number }>(
  requests: ReadonlyMap<string, E>,
  requestId: number,
): { key: string; entry: E } | null {
  let keys = keysById.get(requests);
  if (!keys) {
    keys = new Map();
    for (const [key, entry] of requests) keys.set(entry.requestId, key);
    keysById.set(requests, keys);
  }
  const key = keys.get(requestId);
  return key === undefined ? null : { key, entry: requests.get(key)! };
}

/** Schedules `timeout`, the request's failure if it has not settled within `loadTimeout` (0: never). */
export function scheduleTimeout<O>(
  effects: Effect<O>[],
  props: ResolvedProps<O>,
  requestId: number,
  timeout: CascaderEvent<O>,
): void {
  if (props.loadTimeout > 0)
    effects.push({ type: 'schedule', key: loadTimer(requestId), delay: props.loadTimeout, event: timeout });
}

/**
 * @internal Sends request `requestId` (`request`: the effect that makes it) and schedules its `timeout`.
 * The caller takes the id from `state.nextRequestId` and counts it.
 */
export function sendRequest<O>(
  effects: Effect<O>[],
  props: ResolvedProps<O>,
  requestId: number,
  request: Effect<O>,
  timeout: CascaderEvent<O>,
): void {
  effects.push(request);
  scheduleTimeout(effects, props, requestId, timeout);
}

/**
 * @internal Request `requestId` failed (rejected, or timed out: `timedOut`): its timeout is cancelled and
 * the failure reported as a problem of `prop`, naming what was asked (`subject`, as JSON).
 */
export function requestFailed<O>(
  effects: Effect<O>[],
  props: ResolvedProps<O>,
  requestId: number,
  prop: LoadProp,
  subject: string,
  failure: { error: unknown; timedOut: boolean },
): void {
  cancelTimeout(effects, requestId);
  effects.push({
    type: 'problem',
    problem: loadProblem(prop, subject, { ...failure, timeout: props.loadTimeout }),
  });
}

/** @internal Cancels the request's timeout (`scheduleTimeout`): it settled, or was aborted. */
export function cancelTimeout<O>(effects: Effect<O>[], requestId: number): void {
  effects.push({ type: 'cancel', key: loadTimer(requestId) });
}

/** @internal Aborts a request in flight and cancels its timeout; its late answer is then dropped by id. */
export function abortRequest<O>(effects: Effect<O>[], requestId: number): void {
  effects.push({ type: 'abort', requestId });
  cancelTimeout(effects, requestId);
}

/** @internal Aborts the in-flight loads whose path matches; their late results are then dropped by request id. */
export function abortLoads<O>(
  state: CascaderState<O>,
  effects: Effect<O>[],
  shouldAbort: (path: ValuePath) => boolean,
): CascaderState<O> {
  const loading = withoutEntries(state.loading, (entry) => {
    if (!shouldAbort(entry.path)) return false;
    abortRequest(effects, entry.requestId);
    return true;
  });
  return loading === state.loading ? state : { ...state, loading };
}
