import { rethrowLater } from '../../problems/faults';
import type { LargeTree } from './largeTree';

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
  /** Node's next turn of the event loop, after I/O, without a timer's minimum delay. */
  setImmediate?: (callback: () => void) => unknown;
  clearImmediate?: (handle: unknown) => void;
  MessageChannel?: typeof MessageChannel;
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
 * ends the work at the next slice. Where there is no task scheduler, the next slice is the next
 * task by other means, never a timer: browsers clamp a `setTimeout(0)` nested a few deep to 4 ms,
 * so Safari (no `postTask`, no idle callback) indexed at about half speed, and a first open soon
 * after mounting indexed the rest itself. Node has `setImmediate`, which also lets the process
 * exit when nothing else is pending and is what fake timers drive; browsers a `MessageChannel`,
 * whose message is an ordinary task with no clamp; a timer only where neither exists.
 */
export function indexInBackground(
  tree: LargeTree<unknown>,
  done: () => void,
  /** One step of the work, true once all is done (the store builds a preview of the top level first). */
  step: () => boolean = () => tree.indexStep(),
): () => void {
  let cancel = () => {};
  /** Made on the first slice that needs it and closed at the end, not one per slice. */
  let channel: MessageChannel | undefined;
  const work = () => {
    const start = Date.now();
    while (!step()) {
      if (Date.now() - start >= SLICE_MS) return next();
    }
    // An open port would keep a Node process alive, and a page's channel from being collected.
    channel?.port1.close();
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
    } else if (typeof host.setImmediate === 'function') {
      const { setImmediate, clearImmediate } = host;
      const handle = setImmediate(work);
      cancel = () => clearImmediate?.(handle);
    } else if (typeof host.MessageChannel === 'function') {
      channel ??= openChannel(work);
      const { port1, port2 } = channel;
      port2.postMessage(null);
      // A closed port drops the message on its way.
      cancel = () => port1.close();
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

/** A channel whose every message to `port1` runs `work`: one task per message, no timer. */
function openChannel(work: () => void): MessageChannel {
  const channel = new (host.MessageChannel as typeof MessageChannel)();
  channel.port1.onmessage = () => {
    try {
      work();
    } catch (error) {
      // It reaches the page as any task's would; the port closes so the channel can go.
      channel.port1.close();
      throw error;
    }
  };
  return channel;
}
