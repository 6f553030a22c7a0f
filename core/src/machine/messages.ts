/**
 * What the app's translations (`messages`) threw while an event was handled, kept by the messages
 * object until the store takes it to report after the event. The texts themselves, and their
 * defaults, are the announcing features' (features/announce/messages.ts): the machine says nothing.
 */

type Failure = { source: string; error: unknown };

const failures = new WeakMap<object, Failure[]>();

/** Keeps what a translation in `messages` threw (`source`: the prop, `messages.loaded`). */
export function noteMessageError(messages: unknown, source: string, error: unknown): void {
  if (typeof messages !== 'object' || messages === null) return;
  const list = failures.get(messages);
  if (list) list.push({ source, error });
  else failures.set(messages, [{ source, error }]);
}

/** What the translations in `messages` threw since the last call (and forgets it). */
export function takeMessageErrors(messages: unknown): Failure[] {
  const list = typeof messages === 'object' && messages !== null ? failures.get(messages) : undefined;
  return list && list.length > 0 ? list.splice(0) : [];
}
