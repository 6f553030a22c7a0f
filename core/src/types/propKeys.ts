import type { CascaderProps } from './types';

/**
 * The name of every prop the engine reads, at run time: the one list an adapter takes its engine
 * props from (React's hooks pick these keys out of a component's props and pass them to the
 * store). Declared beside `CascaderProps`, and checked against it: a prop added to the interface
 * and not here (or the other way round) does not compile (`EveryPropListed` below).
 */
export const ENGINE_PROP_KEYS = [
  'options',
  'fieldNames',
  'value',
  'defaultValue',
  'onChange',
  'changeOnSelect',
  'expandSingleOption',
  'checkable',
  'checkStrictly',
  'showCheckedStrategy',
  'expandTrigger',
  'hoverExpandDelay',
  'popupTrigger',
  'open',
  'defaultOpen',
  'onOpenChange',
  'inline',
  'showSearch',
  'searchValue',
  'onSearch',
  'autoClearSearchValue',
  'hidePopupOnSelect',
  'loadData',
  'loadPath',
  'loadTimeout',
  'checkLoadLimit',
  'confirm',
  'disabled',
  'direction',
  'onProblem',
  'onClear',
  'allowClear',
  'stateReducer',
  'messages',
] as const satisfies readonly (keyof CascaderProps)[];

/** The name of a prop the engine reads. */
export type EnginePropKey = (typeof ENGINE_PROP_KEYS)[number];

/**
 * Compiles only when `ENGINE_PROP_KEYS` names every prop of `CascaderProps` (`satisfies` above
 * already rules out a name that is not one); otherwise the error names the props left out.
 */
type EveryPropListed<Missing = Exclude<keyof CascaderProps, EnginePropKey>> = [Missing] extends [never]
  ? true
  : { missingFromEnginePropKeys: Missing };
type Assert<T extends true> = T;
export type EnginePropKeysComplete = Assert<EveryPropListed>;
