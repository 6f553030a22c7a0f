import type { Problem } from '../types/types';
import { describeError, problem } from './problems';

/** What the user sees instead of a failed request's answer, for the development explanation. */
const OUTCOMES = {
  loadData: 'the branch offers a retry',
  loadPath: 'the value shows its raw values, with a retry',
  'showSearch.load': 'the results offer a retry',
};

/**
 * The warning for a request that failed or never settled. `loadData`, `loadPath` and
 * `showSearch.load` all end the same way (a retry, never a spinner forever), so they say so in one
 * wording: `subject` is what was asked for (a value path or the search text, as JSON), and the
 * development build adds what the user sees instead. The thrown value is described by
 * `describeError`, which never throws itself (a null-prototype object or a revoked Proxy must not
 * turn a failure into a crash).
 *
 * Unlike other problems, the failure itself stays in a production build: the loader's own error is
 * the app's data, which it shows its users (the demos log it), not an explanation of ours. Only the
 * sentence on what the component does instead is development text.
 */
/** The props whose requests can fail. */
export type LoadProp = keyof typeof OUTCOMES;

export function loadProblem(
  prop: LoadProp,
  subject: string,
  failure: { error: unknown; timedOut: boolean; timeout: number },
): Problem {
  const { error, timedOut, timeout } = failure;
  const what = timedOut
    ? `${prop} did not settle for ${subject} within ${timeout} ms`
    : `${prop} failed for ${subject}: ${describeError(error)}`;
  return problem('warning', timedOut ? 'load-timeout' : 'load-failed', prop, subject, () => {
    try {
      return process.env.NODE_ENV !== 'production' ? `${what}; ${OUTCOMES[prop]}.` : what;
    } catch {
      return what; // no `process` at all (a browser or worker without a bundler)
    }
  });
}
