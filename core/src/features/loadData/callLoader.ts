import type { CascaderEvent, ResolvedProps } from '../../machine/types';
import { LoaderResultError } from '../../problems/faults';
import type { LoadData, ValuePath } from '../../types/types';

/**
 * Calls `loadData` for the branch at `path` and turns whatever it does into at most one settling
 * event, handed to `settle` (the store's, which drops it once the request was aborted, and queues
 * it after the timeout that the same transition scheduled): an array (or a thenable of one)
 * resolves; a throw, a rejection, a thenable whose `then` throws, or a thenable resolving to
 * anything but an array or nothing fails the branch at once (with retry). Nothing the loader does
 * escapes. False when there is no loader to call.
 */
export function callLoader<O>(
  props: ResolvedProps<O>,
  requestId: number,
  path: ValuePath,
  selectedOptions: O[],
  signal: AbortSignal,
  settle: (event: CascaderEvent<O>) => void,
): boolean {
  const loadData = props.loadData;
  if (!loadData) return false;
  const reject = (error: unknown) => settle({ type: 'LOAD.REJECT', requestId, error });
  const resolveWith = (result: unknown) => {
    // rc style returns nothing: the caller passes new options, settle() ends the load when the
    // branch got children (or became a leaf), and the timeout ends it otherwise.
    if (result === undefined) settle({ type: 'LOAD.RESOLVE', requestId, children: undefined });
    else if (Array.isArray(result)) settle({ type: 'LOAD.RESOLVE', requestId, children: result as O[] });
    else reject(new LoaderResultError(result));
  };
  try {
    // The context goes to a loader that declares a second parameter; one written for
    // rc-cascader (a single parameter, or none) is called exactly as rc-cascader calls it.
    const result =
      loadData.length >= 2
        ? loadData(selectedOptions, { signal, path })
        : (loadData as (selectedOptions: O[]) => ReturnType<LoadData<O>>)(selectedOptions);
    const then =
      result !== null && typeof result === 'object' ? (result as PromiseLike<unknown>).then : undefined;
    if (typeof then === 'function') then.call(result, resolveWith, reject);
    else if (Array.isArray(result)) resolveWith(result);
    // Any other value returned synchronously is rc style's "nothing" (a concise arrow may return
    // its `setTimeout` handle); only what a Promise resolves to has to be children or nothing.
  } catch (error) {
    reject(error);
  }
  return true;
}
