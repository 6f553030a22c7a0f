import type { Messages } from '../types/types';

/**
 * The live region's texts with the user's translations in, made safe: a translation that throws
 * gives the default text for that message, and the error is kept for the store to report after
 * the event (`takeMessageErrors`). The reducer stays pure, and a throwing `messages.loaded` cannot
 * drop the event that ends a load and leave its spinner behind.
 */

const FAILED = Symbol('cascadia.messageErrors');
type Failure = { source: string; error: unknown };
type Guarded = Messages & { [FAILED]?: Failure[] };

export function guardMessages(defaults: Messages, user: Partial<Messages> | undefined): Messages {
  const failures: Failure[] = [];
  const out: Guarded = { ...defaults };
  Object.defineProperty(out, FAILED, { value: failures });
  const fields = out as unknown as Record<string, unknown>;
  if (user === undefined || user === null) return out;
  try {
    for (const key of Object.keys(user) as (keyof Messages)[]) {
      const given = user[key];
      const fallback = defaults[key];
      if (typeof given !== 'function' || typeof fallback !== 'function') {
        if (given !== undefined) fields[key] = given;
        continue;
      }
      fields[key] = (...args: unknown[]) => {
        try {
          return (given as (...a: unknown[]) => string)(...args);
        } catch (error) {
          failures.push({ source: `messages.${key}`, error });
          return (fallback as (...a: unknown[]) => string)(...args);
        }
      };
    }
  } catch (error) {
    failures.push({ source: 'messages', error }); // a getter on the object itself threw
  }
  return out;
}

/** What the user's translations threw since the last call (and forgets it). */
export function takeMessageErrors(messages: Messages): Failure[] {
  const failures = (messages as Guarded)[FAILED];
  return failures && failures.length > 0 ? failures.splice(0) : [];
}
