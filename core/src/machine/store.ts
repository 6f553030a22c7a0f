import { callbackProblem, type Outcome, rethrowLater } from '../problems/faults';
import { reportProblem } from '../problems/problems';
import { treeBehind } from '../tree/previewBehind';
import type { CascaderProps } from '../types/types';
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
   * A large tree is indexed lazily (see `Tree.lazy`, with `largeTreeFeature`): while anyone listens (a UI is mounted), the
   * rest is built in the background from the first idle moment on (`indexInBackground`), so that
   * the first open finds it ready and its problems are reported without waiting for one. Without
   * listeners (server rendering) nothing runs.
   */
  function indexLazily(): void {
    // Behind a preview of its first column (features/largeTree/preview.ts), the lazy tree it stands for.
    const tree = treeBehind(state.tree);
    // The feature that made the tree lazy indexes it (`largeTreeFeature`); without one no tree is.
    const background = state.features.find((feature) => feature.indexInBackground)?.indexInBackground;
    const wanted = !destroyed && listeners.size > 0 && !tree.isIndexed() && background !== undefined;
    if (wanted && indexing?.tree === tree) return;
    indexing?.stop();
    indexing = null;
    if (!wanted) return;
    const stop = background(tree as CascaderState<unknown>['tree'], () => {
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
        case 'loadPath':
        case 'searchLoad':
          request(effect);
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
   * Makes a request (`load`, `loadPath`, `searchLoad`): the feature that asked for it calls the
   * app's loader with the request's signal; its answer comes back as one event, unless the
   * request was aborted meanwhile (the late answer is then dropped).
   */
  function request(effect: Effect<O> & { requestId: number }): void {
    const { requestId } = effect;
    const controller = new AbortController();
    controllers.set(requestId, controller);
    let settled = false;
    const settle = (event: CascaderEvent<O>) => {
      if (settled) return;
      settled = true;
      controllers.delete(requestId);
      if (!controller.signal.aborted) send(event);
    };
    const made = state.features.some((feature) =>
      feature.request?.(effect, state.props, controller.signal, settle),
    );
    if (!made) controllers.delete(requestId);
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
