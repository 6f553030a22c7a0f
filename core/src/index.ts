export * from './check';
export { DEFAULT_FIELD_NAMES, type ResolvedFieldNames, resolveFieldNames } from './fieldNames';
export * from './machine/constants';
export { searchConfig } from './machine/derive';
export { DEFAULT_MESSAGES } from './machine/props';
export { reduce } from './machine/reduce';
export { createCascader } from './machine/store';
export { handlesKey, initialState, transition } from './machine/transition';
export type * from './machine/types';
export { CascadiaError, messageOf, reportProblem } from './problems';
export * from './search';
export { type BuildOptions, type BuildResult, PATH_KEY_SEPARATOR, pathId, Tree, toPathKey } from './tree';
export * from './types';
export { assertValidOptions, validateOptions } from './validate';
export type {
  CheckProgress,
  ColumnView,
  DisplayView,
  ItemView,
  LabelPart,
  SearchItemView,
  TagView,
} from './views';
export {
  getColumns,
  getDisplay,
  getItem,
  getKeyColumnDepth,
  getSearchItem,
  getSearchItems,
  isPathLoading,
} from './views';
