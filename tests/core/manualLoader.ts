import type { CascaderOption, LoadContext, ValuePath } from '@cascadia/core';
import { vi } from 'vitest';
import { deferred, flush } from './helpers';

/**
 * A Promise-style loader whose requests the test answers one by one, in any order. `childrenOf`
 * is the server: what a request for a path answers with.
 */
export function manualLoader(childrenOf: (path: ValuePath) => CascaderOption[]) {
  const calls: {
    path: ValuePath;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<CascaderOption[]>>;
  }[] = [];
  const loadData = vi.fn((_selected: CascaderOption[], { path, signal }: LoadContext) => {
    const answer = deferred<CascaderOption[]>();
    calls.push({ path, signal, answer });
    return answer.promise;
  });
  /** The requests still waiting (not aborted), and their paths. */
  const live = () => calls.filter((c) => !c.signal.aborted);
  const livePaths = () => live().map((c) => c.path);
  /** Answers the open request for `path` from `childrenOf`, or with an error. */
  const answer = async (path: ValuePath, error?: Error) => {
    const call = live().find((c) => JSON.stringify(c.path) === JSON.stringify(path));
    if (!call) throw new Error(`no request for ${JSON.stringify(path)}`);
    calls.splice(calls.indexOf(call), 1);
    if (error) call.answer.reject(error);
    else call.answer.resolve(childrenOf(path));
    await flush();
  };
  return { loadData, calls, live, livePaths, answer };
}
