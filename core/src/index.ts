export * from './types';
export { DEFAULT_FIELD_NAMES, resolveFieldNames, type ResolvedFieldNames } from './fieldNames';
export { CascadiaError, reportProblem } from './problems';
export { Tree, toPathKey, pathId, PATH_KEY_SEPARATOR, type BuildResult, type BuildOptions } from './tree';
