/**
 * The engine's helpers that the on-demand features (`@cascadia/core/lazyCheck`, `/loadPath`,
 * `/remoteSearch`, and the main entry's `lazyCheckOnDemand`…) use: the main entry exports them as
 * one internal object, `__engine` (not API: @internal in the API report), so that the features'
 * files take them from it instead of each carrying a copy. core/build reads the imports below:
 * the public subpaths' files import `__engine` from the main entry; the files the ready-made
 * on-demand features fetch (dist/chunks/) are handed it when they arrive.
 *
 * Listed here: only what the ready `Cascader`'s page holds anyway. An app that loads one of these
 * features keeps every helper listed with its page; a helper that only the features use stays in
 * their files (a copy for each feature that uses it).
 */
import { say } from '../features/announce/messages';
import { clearAnnouncementOnClose, reduceSayingAnew } from '../features/announce/sayAnew';
import { setCheck } from '../features/checkable/toggle';
import { joinHeld, runFollowUps } from '../features/held/heldAnswers';
import { treeWithLoaded } from '../features/loaded/treeWithLoaded';
import { startLoad } from '../machine/load';
import { requestPart } from '../machine/requestPart';
import {
  abortLoads,
  abortRequest,
  cancelTimeout,
  findRequest,
  requestFailed,
  sendRequest,
  withoutEntries,
  withoutKey,
} from '../machine/requests';
import { clearSearch } from '../machine/select';
import { isPrefix, valuePaths } from '../machine/value';
import { describe, describeError, ProblemLog, problem } from '../problems/problems';
import { LoadedEdit } from '../tree/loadedChildren';
import { pathId } from '../tree/tree';
import { isOptionValue } from '../tree/valueRule';

/**
 * @internal The helpers above, by their names (read the comment at the top). Typed as a plain
 * record: what it holds is the engine's inner workings, read only by the features' built files.
 */
export const __engine: Readonly<Record<string, unknown>> = {
  setCheck,
  reduceSayingAnew,
  clearAnnouncementOnClose,
  joinHeld,
  runFollowUps,
  treeWithLoaded,
  startLoad,
  say,
  abortLoads,
  abortRequest,
  cancelTimeout,
  findRequest,
  requestFailed,
  sendRequest,
  withoutEntries,
  withoutKey,
  requestPart,
  clearSearch,
  isPrefix,
  valuePaths,
  describe,
  describeError,
  ProblemLog,
  problem,
  LoadedEdit,
  pathId,
  isOptionValue,
};
