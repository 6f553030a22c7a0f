/**
 * The public API of @cascadia/core, named one by one: a helper other modules or the tests use is
 * not published by accident (tests import internals from their modules).
 */

export {
  type Attributes,
  type AttributeValue,
  activeDescendant,
  backAttributes,
  breadcrumbAttributes,
  type ColumnPlace,
  type ComboboxOptions,
  type ConnectIds,
  checkboxEvents,
  columnAttributes,
  comboboxAttributes,
  controlAttributes,
  crumbAttributes,
  decorationAttributes,
  type EventMap,
  itemAttributes,
  itemEvents,
  type KeyLike,
  keyEvent,
  keyPreventsDefault,
  liveRegionAttributes,
  liveRegionText,
  makeConnectIds,
  panelAttributes,
  retryEvents,
  rowRetryAttributes,
  searchListAttributes,
  searchResultAttributes,
  searchResultEvents,
  selectTriggerAttributes,
  type TreeName,
  tagAttributes,
  treeAttributes,
  writeAttributes,
} from './connect';
export { allFeatures } from './entry/allFeatures';
export { createCascader, initialState } from './entry/allIn';
export { createLeanCascader } from './entry/lean';
export { onDemand } from './entry/onDemand';
export { lazyCheckOnDemand, loadPathOnDemand, remoteSearchOnDemand } from './entry/onDemandFeatures';
// Not API: the engine's helpers the on-demand features' files use (read the list's comment).
export { __engine } from './entry/sharedWithChunks';
export { DEFAULT_MESSAGES } from './features/announce/messages';
export { CheckState, checkedValue, checksFromValue, toggleCheck } from './features/checkable/check';
export { checkableFeature } from './features/checkable/feature';
export { confirmFeature } from './features/confirm/feature';
export { hoverFeature } from './features/hover/feature';
export { largeTreeFeature } from './features/largeTree/feature';
export { lazyCheckFeature } from './features/lazyCheck/feature';
export { loadDataFeature } from './features/loadData/feature';
export { loadPathFeature } from './features/loadPath/feature';
export { remoteSearchFeature } from './features/remoteSearch/feature';
export { searchFeature } from './features/search/feature';
export { type MatchRange, matchRanges } from './features/search/highlight';
export { prepareSearch, type SearchOptions, type SearchState, searchTree } from './features/search/search';
export { searchConfig } from './features/search/settleSearch';
export { stateReducerFeature } from './features/stateReducer/feature';
export { trailFeature } from './features/trail/feature';
export { canGoForward, forwardLevel } from './features/trail/trail';
export {
  BLUR_DELAY,
  DEFAULT_CHECK_LOAD_LIMIT,
  DEFAULT_LOAD_TIMEOUT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_DEBOUNCE,
  DEFAULT_SEARCH_LIMIT,
  FOCUS_DELAY,
  HOVER_EXPAND_DELAY,
  LABEL_SEPARATOR,
  MAX_LOAD_REASKS,
  MOUSE_ENTER_DELAY,
  MOUSE_LEAVE_DELAY,
  TYPEAHEAD_TIMEOUT,
} from './machine/constants';
export { prepareForInput } from './machine/feature';
export { reduce } from './machine/reduce';
export { handlesKey, transition } from './machine/transition';
// Named one by one too: `CheckLoad` and `Draft`, the state of pending checks and of a confirm
// draft, are the engine's and reached only through `CascaderState`'s internal fields.
export type {
  CascaderEvent,
  CascaderEventType,
  CascaderFeature,
  CascaderState,
  CascaderStore,
  Effect,
  FeaturePhase,
  HeldAnswers,
  PhaseStep,
  RemoteSearch,
  ResolvedProps,
  Transition,
} from './machine/types';
export { samePath } from './machine/value';
export { CascadiaError, errorMessage, messageOf, reportProblem } from './problems/problems';
export { DEFAULT_FIELD_NAMES, type ResolvedFieldNames, resolveFieldNames } from './tree/fieldNames';
export { buildLargeTree } from './tree/large/largeBuild';
export { LoadedChildren } from './tree/loadedChildren';
export { labelsOf, pathOptions, textsOf } from './tree/queries';
export {
  type BuildOptions,
  type BuildResult,
  PATH_KEY_SEPARATOR,
  pathId,
  Tree,
  toPathKey,
} from './tree/tree';
export { assertValidOptions, validateOptions } from './tree/validate';
export { ENGINE_PROP_KEYS, type EnginePropKey } from './types/propKeys';
export * from './types/types';
export { type ConfirmView, getConfirmView } from './views/confirmView';
export { listsNothing } from './views/listsNothing';
export type {
  CheckProgress,
  ColumnView,
  DisplayView,
  ItemView,
  LabelPart,
  SearchItemView,
  TagView,
} from './views/views';
export {
  getColumns,
  getDisplay,
  getItem,
  getKeyColumnDepth,
  getSearchItem,
  getSearchItems,
  isPathLoading,
} from './views/views';
