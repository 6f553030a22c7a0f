/**
 * Runs `task` when the browser is idle, or after `timeoutMs` at the latest (soon, where it cannot
 * tell idle time, as in jsdom or old Safari); returns a cancel, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(200, timeoutMs));
  return () => clearTimeout(timer);
}
