import { callbackProblem, type Outcome, rethrowLater } from '../problems/faults';
import { reportProblem } from '../problems/problems';
import type { CascaderProps } from '../types/types';
import { FEATURE_COMING } from './feature';
import { takeMessageErrors } from './messages';
import { suspendRequests } from './revive';
import { initialState, transition } from './transition';
import type {
  CascaderEvent,
  CascaderFeature,
  CascaderState,
  CascaderStore,
  Effect,
  StoreHost,
  StorePart,
} from './types';

type Timer = ReturnType<typeof setTimeout>;

/**
 * The store: holds the state, runs `transition`, and performs the effects it describes (callbacks,
 * timers; a feature's requests and aborts through its part). Events sent while effects run are
 * queued, so a callback that sends an event or sets props never re-enters a transition.
 *
 * A feature's work that lasts beyond an event is its own part of the store (`connect`, made once
 * per store when first needed): the requests of the loading features with their abort signals
 * (requestPart.ts), the background indexing of a large tree, the fetch of a feature on its way.
 * The store knows none of them: a single select over a synchronous tree carries none.
 */
export function createStore<O = import('../types/types').CascaderOption>(
  props: CascaderProps<O>,
  features: readonly CascaderFeature[],
): CascaderStore<O> {
  const listeners = new Set<() => void>();
  const timers = new Map<string, Timer>();
  /** Each feature's part of this store (`connect`), made when first needed. */
  const parts = new Map<CascaderFeature, StorePart<O>>();
  const queue: CascaderEvent<O>[] = [];
  /** Events a feature on its way had to decide, and every event after them: handled once it arrives. */
  const waiting: CascaderEvent<O>[] = [];
  /**
   * The events that waited, once their feature arrived: handled one by one, each with what it led
   * to (its loads' answers, the events its callbacks sent) before the next, as when they were sent.
   */
  const replay: CascaderEvent<O>[] = [];
  let running = false;
  let destroyed = false;

  const first = initialState(props, features);
  let state: CascaderState<O> = first.state;
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

  const host: StoreHost<O> = {
    getState: () => state,
    send,
    listening: () => !destroyed && listeners.size > 0,
    destroyed: () => destroyed,
    guard,
    report(source, error, outcome) {
      thrown.push({ source, error, outcome });
      reportThrown();
    },
  };

  /** The part of `feature` in this store, made when first asked for; undefined when it has none. */
  function partOf(feature: CascaderFeature): StorePart<O> | undefined {
    let part = parts.get(feature);
    if (!part && feature.connect) {
      part = feature.connect(host, feature);
      parts.set(feature, part);
    }
    return part;
  }

  /** The features' parts follow the store: its state, its listeners, its end. */
  function sync(): void {
    for (const feature of state.features) partOf(feature)?.sync?.();
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
        default:
          // A request (`load`, `loadPath`, `searchLoad`) or the abort of one: the feature that
          // asked for it makes it or ends it (its part: requestPart.ts). (Only a placeholder of a
          // feature on its way is ever replaced, and it requests nothing.)
          state.features.some((feature) => partOf(feature)?.run?.(effect));
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
          if (error === FEATURE_COMING) {
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
    } finally {
      running = false;
    }
    if (thrown.length > 0) reportThrown();
    sync();
  }

  thrown.push(...takeMessageErrors(state.props.messages));
  run(first.effects);
  if (thrown.length > 0) reportThrown();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      sync();
      return () => {
        const removed = listeners.delete(listener);
        if (listeners.size === 0) sync(); // stops the work that needs a UI
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
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      // The parts stop their work (the background indexing) and abort their requests.
      for (const part of parts.values()) {
        part.sync?.();
        part.destroy?.();
      }
      // What waited for those requests and timers is forgotten, and asked for again if the store
      // is revived by `setProps` (revive.ts), instead of showing "loading" forever.
      state = suspendRequests(state);
    },
  };
}
