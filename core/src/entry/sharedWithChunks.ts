/**
 * The engine's helpers that the on-demand features (`@cascadia/core/lazyCheck`, `/loadPath`,
 * `/remoteSearch`) use, exported by the main entry so that the features' files import them from it
 * instead of each carrying a copy (core/tsup.config.ts reads this list and sends the features'
 * imports of these modules to the main entry). Not part of the API: the ones not public already
 * are exported as `__` + their name and marked @internal where they are declared.
 *
 * Listed here: only what the ready `Cascader`'s page holds anyway. An app's bundler keeps a helper
 * that an on-demand file imports with the page, since the main entry is on the page; a helper that
 * only the features use stays in their files (a copy for each feature that uses it).
 */

export { setCheck as __setCheck } from '../features/checkable/toggle';
export { startLoad as __startLoad } from '../machine/load';
export { DEFAULT_MESSAGES } from '../machine/props';
export {
  abortLoads as __abortLoads,
  abortRequest as __abortRequest,
  cancelTimeout as __cancelTimeout,
  findRequest as __findRequest,
  requestFailed as __requestFailed,
  sendRequest as __sendRequest,
  withoutEntries as __withoutEntries,
  withoutKey as __withoutKey,
} from '../machine/requests';
export { clearSearch as __clearSearch } from '../machine/select';
export { isPrefix as __isPrefix, valuePaths as __valuePaths } from '../machine/value';
export {
  describe as __describe,
  describeError as __describeError,
  ProblemLog as __ProblemLog,
  problem as __problem,
} from '../problems/problems';
export { LoadedEdit as __LoadedEdit } from '../tree/loadedChildren';
export { pathId } from '../tree/tree';
export { isOptionValue as __isOptionValue } from '../tree/valueRule';
