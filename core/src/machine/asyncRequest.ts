import type { CascaderEvent } from './types';

/**
 * Calls a loader that answers with a Promise (or a value), for `loadPath` and the remote search:
 * its answer or failure comes back as one event, handed to `settle` (the store's, which drops it
 * once the request was aborted); a throw fails it at once.
 */
export function callAsync<O, R>(
  call: (signal: AbortSignal) => R | PromiseLike<R>,
  resolved: (answer: R) => CascaderEvent<O>,
  rejected: (error: unknown) => CascaderEvent<O>,
  signal: AbortSignal,
  settle: (event: CascaderEvent<O>) => void,
): true {
  let result: R | PromiseLike<R>;
  try {
    result = call(signal);
  } catch (error) {
    settle(rejected(error));
    return true;
  }
  Promise.resolve(result).then(
    (answer) => settle(resolved(answer)),
    (error: unknown) => settle(rejected(error)),
  );
  return true;
}
