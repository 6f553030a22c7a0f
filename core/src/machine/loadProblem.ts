import { describeError, problem } from '../problems';
import type { Problem } from '../types';

/**
 * The warning for a request that failed or never settled. `loadData`, `loadPath` and
 * `showSearch.load` all end the same way (a retry, never a spinner forever), so they say so in one
 * wording: `subject` is what was asked for (a value path or the search text, as JSON), `outcome`
 * what the user sees instead. The thrown value is described by `describeError`, which never throws
 * itself (a null-prototype object or a revoked Proxy must not turn a failure into a crash).
 */
export function loadProblem(
  prop: 'loadData' | 'loadPath' | 'showSearch.load',
  subject: string,
  failure: { error: unknown; timedOut: boolean; timeout: number },
  outcome: string,
): Problem {
  const { error, timedOut, timeout } = failure;
  return problem(
    'warning',
    timedOut ? 'load-timeout' : 'load-failed',
    prop,
    subject,
    () =>
      process.env.NODE_ENV !== 'production' &&
      (timedOut
        ? `${prop} did not settle for ${subject} within ${timeout} ms; ${outcome}.`
        : `${prop} failed for ${subject}: ${describeError(error)}; ${outcome}.`),
  );
}
