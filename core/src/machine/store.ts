import { reportProblem } from '../problems';
import type { CascaderProps } from '../types';
import { initialState, transition } from './transition';
import type { CascaderEvent, CascaderState, CascaderStore, Effect } from './types';

type Timer = ReturnType<typeof setTimeout>;

/**
 * The store: holds the state, runs `transition`, and performs the effects it describes (callbacks,
 * loaders, timers, aborts). Events sent while effects run are queued, so a callback that sends an
 * event or sets props never re-enters a transition.
 */
export function createCascader<O = import('../types').CascaderOption>(
  props: CascaderProps<O> = {},
): CascaderStore<O> {
  const listeners = new Set<() => void>();
  const timers = new Map<string, Timer>();
  const controllers = new Map<number, AbortController>();
  const queue: CascaderEvent<O>[] = [];
  let running = false;
  let destroyed = false;

  const first = initialState(props);
  let state: CascaderState<O> = first.state;

  function run(effects: Effect<O>[]): void {
    const p = state.props;
    for (const effect of effects) {
      switch (effect.type) {
        case 'change':
          p.onChange?.(effect.value, effect.selectedOptions);
          break;
        case 'openChange':
          p.onOpenChange?.(effect.open);
          break;
        case 'search':
          p.onSearch?.(effect.value);
          break;
        case 'clear':
          p.onClear?.();
          break;
        case 'problem':
          (p.onProblem ?? reportProblem)(effect.problem);
          break;
        case 'load':
          callLoader(effect.requestId, effect.path, effect.selectedOptions);
          break;
        case 'abort':
          controllers.get(effect.requestId)?.abort();
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

  function callLoader(requestId: number, path: (string | number)[], selectedOptions: O[]): void {
    const loadData = state.props.loadData;
    if (!loadData) return;
    const controller = new AbortController();
    controllers.set(requestId, controller);
    const settleWith = (event: CascaderEvent<O>) => {
      controllers.delete(requestId);
      if (!controller.signal.aborted) send(event);
    };
    let result: ReturnType<typeof loadData>;
    try {
      result = loadData(selectedOptions, { signal: controller.signal, path });
    } catch (error) {
      settleWith({ type: 'LOAD.REJECT', requestId, error });
      return;
    }
    if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
      (result as PromiseLike<unknown>).then(
        (children) =>
          settleWith({
            type: 'LOAD.RESOLVE',
            requestId,
            children: Array.isArray(children) ? (children as O[]) : undefined,
          }),
        (error: unknown) => settleWith({ type: 'LOAD.REJECT', requestId, error }),
      );
    } else if (Array.isArray(result)) {
      settleWith({ type: 'LOAD.RESOLVE', requestId, children: result });
    }
    // rc style (returns nothing): the caller passes new options; settle() ends the load when the
    // branch has children, and the timeout ends it otherwise.
  }

  function send(event: CascaderEvent<O>): void {
    if (destroyed && event.type !== 'PROPS.SET') return;
    queue.push(event);
    if (running) return;
    running = true;
    try {
      while (queue.length > 0) {
        const next = queue.shift()!;
        const before = state;
        const result = transition(state, next);
        state = result.state;
        run(result.effects);
        if (state !== before) for (const listener of [...listeners]) listener();
      }
    } finally {
      running = false;
    }
  }

  run(first.effects);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    setProps(next) {
      destroyed = false;
      send({ type: 'PROPS.SET', props: next });
    },
    destroy() {
      destroyed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
      if (state.loading.size > 0) state = { ...state, loading: new Map() };
    },
  };
}
