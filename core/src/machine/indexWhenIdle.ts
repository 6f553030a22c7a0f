import type { Tree } from '../tree';

interface IdleDeadline {
  timeRemaining(): number;
}
const host = globalThis as {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** At most this much indexing per idle callback, so that input arriving meanwhile waits little. */
const SLICE_MS = 8;

/**
 * Builds the rest of a lazily indexed tree in slices while the page is idle (requestIdleCallback,
 * or a zero timeout where there is none, as in Node), then calls `done`. Returns a cancel. A tree
 * completed meanwhile by something that needed it ends the work at the next slice.
 */
export function indexWhenIdle(tree: Tree<unknown>, done: () => void): () => void {
  let cancel = () => {};
  const work = (timeLeft: () => number) => {
    const start = Date.now();
    while (!tree.indexStep()) {
      if (timeLeft() < 1 || Date.now() - start >= SLICE_MS) return schedule();
    }
    done();
  };
  const schedule = () => {
    const { requestIdleCallback, cancelIdleCallback } = host;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback((deadline) => work(() => deadline.timeRemaining()));
      cancel = () => cancelIdleCallback?.(handle);
    } else {
      const timer = setTimeout(() => work(() => SLICE_MS), 0);
      cancel = () => clearTimeout(timer);
    }
  };
  schedule();
  return () => cancel();
}
