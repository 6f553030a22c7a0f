import type { Problem } from '../types/types';
import { describe, describeError, problem } from './problems';

/**
 * What the store does with user code that misbehaves: a callback, subscriber, `stateReducer` or
 * loader that throws, or a loader that resolves to something that is not children. None of it
 * may escape `send()` half way or leave the state stuck; it is reported afterwards.
 */

/** A loader resolved to a value that is neither an array of children nor nothing (rc style). */
export class LoaderResultError extends Error {
  constructor(readonly result: unknown) {
    super(
      `it resolved to ${describe(result)}, not an array of children (Promise style) or nothing (rc style)`,
    );
    this.name = 'LoaderResultError';
  }
}

/** What the user sees after user code threw, for the development explanation. */
const OUTCOMES = {
  store: 'the store carried on: every listener was notified and every effect run',
  search: 'the search shows no results and keeps the typed text',
  feature: 'the engine goes on without that feature',
};

/**
 * The problem reported for user code that threw while the store handled an event; `outcome` names
 * what happened instead: the store went on, or (a search callback) the search shows nothing.
 */
export type Outcome = keyof typeof OUTCOMES;

export function callbackProblem(source: string, error: unknown, outcome: Outcome = 'store'): Problem {
  return problem(
    'error',
    'callback-threw',
    source,
    source,
    () =>
      process.env.NODE_ENV !== 'production' &&
      `${source} threw: ${describeError(error)}; ${OUTCOMES[outcome]}.`,
  );
}

/** Rethrows on a clean stack, so the error reaches the page's error reporting with its own stack. */
export function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}
