import type { Tree } from '../tree';
import { rethrowLater } from './faults';

/** The host's scheduling, where there is one (browsers; Node has only timers). */
const host = globalThis as {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  /** The Prioritized Task Scheduling API (Chromium, Firefox): tasks with a priority and an abort signal. */
  scheduler?: {
    postTask(
      callback: () => void,
      options: { priority: 'user-visible'; signal: AbortSignal },
    ): Promise<unknown>;
  };
};

/** At most this much indexing per task: a click or a keystroke arriving meanwhile waits no longer. */
const SLICE_MS = 4;
/** The first slice waits for the first idle moment after the mount's frame, or this long at most. */
const FIRST_SLICE_WITHIN_MS = 100;

/**
 * Builds the rest of a lazily indexed tree soon after it is made, then calls `done`; returns a
 * cancel. The first slice runs in the page's first idle moment (the mount's frame is painted
 * first), the rest in back-to-back tasks of at most SLICE_MS each, not waiting for idle periods:
 * a busy page (a collection's marking tasks, an animation) granted none for the 50–200 ms between
 * a mount and a first click, which then indexed a million options itself. The tasks have the
 * ordinary priority (`user-visible`, as timers and React's own work): input and rendering still
 * come first, so input waits at most one slice; `background` ones waited 10–50 ms between slices
 * on that page (single runs, load 4–5). A tree completed meanwhile by something that needed it
 * ends the work at the next slice. Where there is neither an idle callback nor a task scheduler
 * (Node), timers.
 */
export function indexInBackground(tree: Tree<unknown>, done: () => void): () => void {
  let cancel = () => {};
  const work = () => {
    const start = Date.now();
    while (!tree.indexStep()) {
      if (Date.now() - start >= SLICE_MS) return next();
    }
    done();
  };
  const next = () => {
    const { scheduler } = host;
    if (typeof scheduler?.postTask === 'function') {
      const controller = new AbortController();
      // An aborted task rejects its promise: expected, not an error. A task that threw rejects it
      // too: that reaches the page as it would from a timer, not swallowed here.
      scheduler
        .postTask(work, { priority: 'user-visible', signal: controller.signal })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) rethrowLater(error);
        });
      cancel = () => controller.abort();
    } else {
      const timer = setTimeout(work, 0);
      cancel = () => clearTimeout(timer);
    }
  };
  const { requestIdleCallback, cancelIdleCallback } = host;
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: FIRST_SLICE_WITHIN_MS });
    cancel = () => cancelIdleCallback?.(handle);
  } else next();
  return () => cancel();
}
