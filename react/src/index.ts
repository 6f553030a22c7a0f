/**
 * @cascadia/react: the headless hooks, and the ready-made rc-cascader compatible components
 * built from them. Styles are opt-in: `import '@cascadia/react/styles.css'`.
 */
import { Cascader } from './components/Cascader';

// The core's types that the props, the hooks' return values and their callbacks use, so that an
// app that only depends on @cascadia/react can name them.
export type {
  CascaderEvent,
  CascaderFeature,
  CascaderOption,
  CascaderState,
  CascaderStore,
  CheckProgress,
  ColumnView,
  Direction,
  DisplayView,
  ExpandTrigger,
  FieldNames,
  ItemView,
  LabelPart,
  LoadContext,
  LoadData,
  MatchRange,
  Messages,
  OptionValue,
  PopupTrigger,
  Problem,
  ProblemCode,
  SearchItemView,
  ShowCheckedStrategy,
  StateReducer,
  TagView,
  ValuePath,
} from '@cascadia/core';
// The engine's features, for `useLeanCascader` (an app that depends only on this package).
export {
  checkableFeature,
  confirmFeature,
  hoverFeature,
  lazyCheckFeature,
  loadDataFeature,
  loadPathFeature,
  remoteSearchFeature,
  SHOW_CHILD,
  SHOW_PARENT,
  searchFeature,
  stateReducerFeature,
  trailFeature,
} from '@cascadia/core';
export { Cascader, type CascaderRef } from './components/Cascader';
export { SearchHighlight, type SearchHighlightProps } from './components/Highlight';
export { Panel, type PanelProps } from './components/Panel';
export { type CascaderLabels, DEFAULT_LABELS, type DomRefs } from './hooks/context';
export type { ButtonElementProps, ElementProps, InputElementProps } from './hooks/elementProps';
export { checkablePart, confirmPart, searchPart } from './hooks/getterParts';
export type { CascaderHookPart } from './hooks/hookParts';
export type { CascaderIds } from './hooks/ids';
export type { CascaderLayout, LayoutCrumb, LayoutMode } from './hooks/layout';
export { layoutPart } from './hooks/layoutPart';
export type { PresentationMode } from './hooks/presentation';
export type { SheetState } from './hooks/sheetGetters';
export { sheetPart } from './hooks/sheetPart';
export { useCascader, useLeanCascader } from './hooks/useCascader';
export {
  type UseCascaderPanelProps,
  type UseCascaderPanelReturn,
  useCascaderPanel,
} from './hooks/useCascaderPanel';
export type { UseCascaderProps, UseCascaderReturn } from './hooks/useCascaderTypes';
export {
  type PopupPosition,
  type UsePopupPositionProps,
  usePopupPosition,
} from './hooks/usePopupPosition';
export {
  type UseVirtualListProps,
  useVirtualList,
  type VirtualListWindow,
  type VirtualRow,
  type VirtualRowProps,
} from './hooks/useVirtualList';
export { CascaderLocaleProvider, useCascaderLocale } from './locale/context';
export { defineLocale, type LocaleTools, type PluralForms } from './locale/define';
export type { CascaderLocale } from './locale/types';
export type {
  AlignType,
  BaseOptionType,
  BuildInPlacements,
  CascaderEngineProps,
  CascaderProps,
  CustomTagProps,
  DefaultOptionType,
  OmittedTag,
  Placement,
  ShowSearchType,
  SuffixInfo,
} from './props';
export type { SemanticClassNames, SemanticParts, SemanticProp, SemanticStyles } from './semantic';

export default Cascader;
