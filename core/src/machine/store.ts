import { callbackProblem, LoaderResultError, type Outcome, rethrowLater } from '../problems/faults';
import { reportProblem } from '../problems/problems';
import { indexInBackground } from '../tree/large/indexInBackground';
import type { CascaderProps, LoadData } from '../types/types';
import { FeatureComing } from './feature';
import { takeMessageErrors } from './messages';
import { suspendRequests } from './revive';
import { initialState, transition } from './transition';
import type { CascaderEvent, CascaderFeature, CascaderState, CascaderStore, Effect } from './types';

type Timer = ReturnType<typeof setTimeout>;

/**
 * The store: holds the state, runs `transition`, and performs the effects it describes (callbacks,
 * loaders, timers, aborts). Events sent while effects run are queued, so a callback that sends an
 * event or sets props never re-enters a transition.
 */
export function createStore<O = import('../types/types').CascaderOption>(
  props: CascaderProps<O>,
  features: readonly CascaderFeature[],
): CascaderStore<O> {
  const listeners = new Set<() => void>();
  const timers = new Map<string, Timer>();
  const controllers = new Map<number, AbortController>();
  const queue: CascaderEvent<O>[] = [];
  /** Events a feature on its way had to decide, and every event after them: handled once it arrives. */
  const waiting: CascaderEvent<O>[] = [];
  /**
   * The events that waited, once their feature arrived: handled one by one, each with what it led
   * to (its loads' answers, the events its callbacks sent) before the next, as when they were sent.
   */
  const replay: CascaderEvent<O>[] = [];
  /** The names of the features on their way whose fetch has started. */
  const fetching = new Set<string>();
  let running = false;
  let destroyed = false;

  const first = initialState(props, features);
  let state: CascaderState<O> = first.state;
  /** The lazily indexed tree being built in the background, and the cancel of that work. */
  let indexing: { tree: CascaderState<O>['tree']; stop: () => void } | null = null;

  /**
   * A large tree is indexed lazily (see `Tree.lazy`): while anyone listens (a UI is mounted), the
   * rest is built in the background from the first idle moment on (`indexInBackground`), so that
   * the first open finds it ready and its problems are reported without waiting for one. Without
   * listeners (server rendering) nothing runs.
   */
  function indexLazily(): void {
    const tree = state.tree;
    const wanted = !destroyed && listeners.size > 0 && !tree.isIndexed();
    if (wanted && indexing?.tree === tree) return;
    indexing?.stop();
    indexing = null;
    if (!wanted) return;
    const stop = indexInBackground(tree as CascaderState<unknown>['tree'], () => {
      indexing = null;
      send({ type: 'TREE.INDEXED' });
    });
    indexing = { tree, stop };
  }

  /** What threw while an event was handled: reported once every listener and effect had its turn. */
  const thrown: { source: string; error: unknown; outcome?: Outcome }[] = [];

  /** Runs one piece of user code; what it throws is kept for later, so the rest still runs. */
  function guard(source: string, call: () => void): void {
    try {
      call();
    } catch (error) {
      thrown.push({ source, error });
    }
  }

  function run(effects: Effect<O>[]): void {
    for (const effect of effects) {
      // A callback that destroyed the store stops what would start new work (loads, timers).
      if (destroyed) return;
      const p = state.props;
      switch (effect.type) {
        case 'change':
          guard('onChange', () => p.onChange?.(effect.value, effect.selectedOptions));
          break;
        case 'openChange':
          guard('onOpenChange', () => p.onOpenChange?.(effect.open));
          break;
        case 'search':
          guard('onSearch', () => p.onSearch?.(effect.value));
          break;
        case 'clear':
          guard('onClear', () => p.onClear?.());
          break;
        case 'problem':
          guard('onProblem', () => (p.onProblem ?? reportProblem)(effect.problem));
          break;
        case 'load':
          callLoader(effect.requestId, effect.path, effect.selectedOptions);
          break;
        case 'loadPath':
          callPathLoader(effect.requestId, effect.path);
          break;
        case 'searchLoad':
          callSearchLoader(effect.requestId, effect.query);
          break;
        case 'abort':
          guard('loadData', () => controllers.get(effect.requestId)?.abort());
          controllers.delete(effect.requestId);
          break;
        case 'schedule': {
          clearTimeout(timers.get(effect.key));
          const event = effect.event;
          timers.set(
            effect.key,
            setTimeout(() => {
              timers.delete(effect.key);
              send(event);
            }, effect.delay),
          );
          break;
        }
        case 'cancel':
          clearTimeout(timers.get(effect.key));
          timers.delete(effect.key);
          break;
      }
    }
  }

  /**
   * Calls the loader and turns whatever it does into at most one settling event: an array (or a
   * thenable of one) resolves; a throw, a rejection, a thenable whose `then` throws, or a thenable
   * resolving to anything but an array or nothing fails the branch at once (with retry). Nothing
   * the loader does escapes, and the settling event goes through the queue, after the timeout
   * that the same transition scheduled.
   */
  function callLoader(requestId: number, path: (string | number)[], selectedOptions: O[]): void {
    const loadData = state.props.loadData;
    if (!loadData) return;
    const controller = new AbortController();
    controllers.set(requestId, controller);
    let settled = false;
    const settleWith = (event: CascaderEvent<O>) => {
      if (settled) return;
      settled = true;
      controllers.delete(requestId);
      if (!controller.signal.aborted) send(event);
    };
    const reject = (error: unknown) => settleWith({ type: 'LOAD.REJECT', requestId, error });
    const resolveWith = (result: unknown) => {
      // rc style returns nothing: the caller passes new options, settle() ends the load when the
      // branch got children (or became a leaf), and the timeout ends it otherwise.
      if (result === undefined) settleWith({ type: 'LOAD.RESOLVE', requestId, children: undefined });
      else if (Array.isArray(result))
        settleWith({ type: 'LOAD.RESOLVE', requestId, children: result as O[] });
      else reject(new LoaderResultError(result));
    };
    try {
      // The context goes to a loader that declares a second parameter; one written for
      // rc-cascader (a single parameter, or none) is called exactly as rc-cascader calls it.
      const result =
        loadData.length >= 2
          ? loadData(selectedOptions, { signal: controller.signal, path })
          : (loadData as (selectedOptions: O[]) => ReturnType<LoadData<O>>)(selectedOptions);
      const then =
        result !== null && typeof result === 'object' ? (result as PromiseLike<unknown>).then : undefined;
      if (typeof then === 'function') then.call(result, resolveWith, reject);
      else if (Array.isArray(result)) resolveWith(result);
      // Any other value returned synchronously is rc style's "nothing" (a concise arrow may return
      // its `setTimeout` handle); only what a Promise resolves to has to be children or nothing.
    } catch (error) {
      reject(error);
    }
  }

  /** Reports what user code threw: through `onProblem` when given, else rethrown on a clean stack. */
  function reportThrown(): void {
    const errors = thrown.splice(0);
    const onProblem = state.props.onProblem;
    for (const { source, error, outcome } of errors) {
      if (onProblem) {
        try {
          onProblem(callbackProblem(source, error, outcome));
          continue;
        } catch (problemError) {
          rethrowLater(problemError);
        }
      }
      rethrowLater(error);
    }
  }

  /**
   * Calls a loader that answers with a Promise (or a value): its answer or failure comes back as
   * one event, unless the request was aborted meanwhile; a throw fails it at once.
   */
  function callAsyncLoader<R>(
    requestId: number,
    call: (signal: AbortSignal) => R | PromiseLike<R>,
    resolved: (answer: R) => CascaderEvent<O>,
    rejected: (error: unknown) => CascaderEvent<O>,
  ): void {
    const controller = new AbortController();
    controllers.set(requestId, controller);
    const settleWith = (event: CascaderEvent<O>) => {
      controllers.delete(requestId);
      if (!controller.signal.aborted) send(event);
    };
    let result: R | PromiseLike<R>;
    try {
      result = call(controller.signal);
    } catch (error) {
      settleWith(rejected(error));
      return;
    }
    Promise.resolve(result).then(
      (answer) => settleWith(resolved(answer)),
      (error: unknown) => settleWith(rejected(error)),
    );
  }

  /** `loadPath` for one path of the value. */
  function callPathLoader(requestId: number, path: (string | number)[]): void {
    const loadPath = state.props.loadPath;
    if (!loadPath) return;
    callAsyncLoader(
      requestId,
      (signal) => loadPath(path.slice(), { signal }),
      (options) => ({ type: 'PATH.RESOLVE', requestId, options }),
      (error) => ({ type: 'PATH.REJECT', requestId, error }),
    );
  }

  /** `showSearch.load` for the typed text. */
  function callSearchLoader(requestId: number, query: string): void {
    const config = state.props.showSearch;
    const load = config && typeof config === 'object' ? config.load : undefined;
    if (typeof load !== 'function') return;
    callAsyncLoader(
      requestId,
      (signal) => load(query, { signal }),
      (results) => ({ type: 'SEARCH.RESOLVE', requestId, results }),
      (error) => ({ type: 'SEARCH.REJECT', requestId, error }),
    );
  }

  /**
   * Fetches the features on their way (`onDemand`) that the props now use, once each: not while
   * the store is made (a server renders without them), but from the first subscriber or event on.
   * What arrives is added; a fetch that fails is reported, and the engine goes on without it.
   */
  function fetchWanted(): void {
    for (const feature of state.features) {
      if (destroyed || !feature.load || fetching.has(feature.name) || !feature.wanted?.(state.props))
        continue;
      fetching.add(feature.name);
      const placeholder = feature;
      const arrived = (real: CascaderFeature) => send({ type: 'FEATURES.ADD', features: [real] });
      if (placeholder.loaded) {
        arrived(placeholder.loaded);
        continue;
      }
      let fetched: PromiseLike<CascaderFeature>;
      try {
        fetched = placeholder.load!();
      } catch (error) {
        fetched = Promise.reject(error);
      }
      Promise.resolve(fetched).then(
        (real) => {
          placeholder.loaded = real;
          arrived(real);
        },
        (error: unknown) => {
          thrown.push({ source: `fetching the ${placeholder.name} feature`, error, outcome: 'feature' });
          reportThrown();
          // An inert feature of the name takes its place: what waited for it is handled without it.
          arrived({ name: placeholder.name });
        },
      );
    }
  }

  function send(event: CascaderEvent<O>): void {
    // Features may arrive while the store is destroyed: a revived store has them.
    if (destroyed && event.type !== 'PROPS.SET' && event.type !== 'FEATURES.ADD') return;
    queue.push(event);
    if (running) return;
    running = true;
    try {
      while (queue.length > 0 || replay.length > 0) {
        const next = queue.length > 0 ? queue.shift()! : replay.shift()!;
        // Held events keep their order: what comes after one waits with it.
        if (waiting.length > 0 && next.type !== 'FEATURES.ADD') {
          waiting.push(next);
          continue;
        }
        const before = state;
        let result: ReturnType<typeof transition<O>>;
        try {
          result = transition(state, next);
        } catch (error) {
          if (error instanceof FeatureComing) {
            waiting.push(next);
            continue;
          }
          // The `stateReducer` threw (or, without one, something read from the options): the
          // event is dropped, the state stays as it was.
          thrown.push({ source: state.props.stateReducer ? 'stateReducer' : 'options', error });
          continue;
        }
        state = result.state;
        thrown.push(...takeMessageErrors(state.props.messages));
        // Joined while destroyed: what the new features asked for is asked again at the revival.
        if (destroyed) state = suspendRequests(state);
        else run(result.effects);
        if (state !== before) for (const listener of [...listeners]) guard('subscribe', listener);
        // The events that waited are handled now, before those sent after them.
        if (next.type === 'FEATURES.ADD') replay.unshift(...waiting.splice(0));
      }
      indexLazily();
    } finally {
      running = false;
    }
    if (thrown.length > 0) reportThrown();
    fetchWanted();
  }

  thrown.push(...takeMessageErrors(state.props.messages));
  run(first.effects);
  if (thrown.length > 0) reportThrown();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      indexLazily();
      fetchWanted();
      return () => {
        const removed = listeners.delete(listener);
        if (listeners.size === 0) indexLazily(); // stops the work
        return removed;
      };
    },
    send,
    addFeatures(features) {
      send({ type: 'FEATURES.ADD', features });
    },
    setProps(next) {
      const revived = destroyed;
      destroyed = false;
      send({ type: 'PROPS.SET', props: next });
      if (revived) send({ type: 'STORE.REVIVE' });
    },
    destroy() {
      destroyed = true;
      queue.length = 0; // events queued by a callback that destroyed the store are dropped
      indexLazily(); // stops the work
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
      // What waited for those requests and timers is forgotten, and asked for again if the store
      // is revived by `setProps` (revive.ts), instead of showing "loading" forever.
      state = suspendRequests(state);
    },
  };
}
