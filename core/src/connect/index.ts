/**
 * The connect layer: what each part of a cascader says to assistive technology (roles, `aria-*`,
 * ids, `tabindex`) and which engine event each of its DOM events sends, as plain objects read off
 * the state. Framework-agnostic and pure: the React getters map these to React's prop names and
 * handlers; a plain-DOM adapter writes them with `writeAttributes`.
 */
export {
  type Attributes,
  type AttributeValue,
  type ConnectIds,
  makeConnectIds,
  writeAttributes,
} from './attributes';
export {
  activeDescendant,
  type ComboboxOptions,
  comboboxAttributes,
  selectTriggerAttributes,
} from './combobox';
export {
  backAttributes,
  breadcrumbAttributes,
  controlAttributes,
  crumbAttributes,
  liveRegionAttributes,
  liveRegionText,
  rowRetryAttributes,
  tagAttributes,
} from './controls';
export {
  checkboxEvents,
  type EventMap,
  itemEvents,
  type KeyLike,
  keyEvent,
  keyPreventsDefault,
  retryEvents,
  searchResultEvents,
} from './events';
export { decorationAttributes, itemAttributes, searchResultAttributes } from './item';
export {
  type ColumnPlace,
  columnAttributes,
  panelAttributes,
  searchListAttributes,
  type TreeName,
  treeAttributes,
} from './tree';
