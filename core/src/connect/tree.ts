import type { CascaderState } from '../machine/types';
import type { ColumnView } from '../views/views';
import { isPathLoading } from '../views/views';
import type { ConnectIds } from './attributes';
import { activeDescendant } from './combobox';

/** The tree's name: its own words, or the id of an element that names it. */
export interface TreeName {
  /** The name when nothing labels it (say "Options"). */
  label: string;
  /** The id of an element naming the tree; wins over `label`. */
  labelledBy?: string;
}

/** The element holding the columns: the `tree` the combobox controls. */
export function treeAttributes<O>(state: CascaderState<O>, ids: ConnectIds, name: TreeName) {
  return {
    id: ids.tree,
    role: 'tree' as const,
    'aria-multiselectable': state.props.checkable || undefined,
    'aria-label': name.labelledBy ? undefined : name.label,
    'aria-labelledby': name.labelledBy,
  };
}

/**
 * An inline tree (a panel, no combobox): the tree itself takes focus and the keys, and points at
 * the keyboard's row with `aria-activedescendant`.
 */
export function panelAttributes<O>(state: CascaderState<O>, ids: ConnectIds, name: TreeName) {
  return {
    ...treeAttributes(state, ids, name),
    tabindex: state.props.disabled ? -1 : 0,
    'aria-disabled': state.props.disabled || undefined,
    'aria-activedescendant': activeDescendant(state, ids, true),
  };
}

/** Where a column sits among those drawn, for its name. */
export interface ColumnPlace {
  /** The name of the first column (the tree's own, say "Options"). */
  rootLabel: string;
  /**
   * The depth of the first column drawn (0 unless a layout shows a window of the columns, or one
   * level in drill-down): a column whose opener is not drawn is named by its opener's text, since
   * `aria-labelledby` must point at an element in the document.
   */
  firstShownDepth?: number;
}

/** One column: a `group` labelled by the row that opened it, busy while that row loads. */
export function columnAttributes<O>(
  state: CascaderState<O>,
  column: ColumnView,
  ids: ConnectIds,
  place: ColumnPlace,
) {
  const activeId = column.idAt(column.activeIndex);
  // The path (a copy as long as the level is deep) only when something is loading at all.
  const busy = activeId >= 0 && state.loading.size > 0 && isPathLoading(state, state.tree.path(activeId));
  const parentShown = column.parentId >= 0 && column.depth > (place.firstShownDepth ?? 0);
  return {
    id: ids.column(column.depth),
    role: 'group' as const,
    'aria-labelledby': parentShown
      ? ids.item(column.depth - 1, state.tree.indexInParent(column.parentId))
      : undefined,
    'aria-label':
      column.parentId < 0 ? place.rootLabel : parentShown ? undefined : state.tree.textOf(column.parentId),
    'aria-busy': busy || undefined,
  };
}

/** The search results' column. */
export function searchListAttributes(ids: ConnectIds, label: string) {
  return { id: ids.column(0), role: 'group' as const, 'aria-label': label };
}
