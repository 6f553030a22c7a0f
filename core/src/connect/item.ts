import { isCollapsed } from '../machine/landing';
import type { CascaderState } from '../machine/types';
import type { ItemView, SearchItemView } from '../views/views';
import type { ConnectIds } from './attributes';

/** What a row's ARIA states read, common to a column's row and a search result. */
interface RowState {
  isValue: boolean;
  checked: boolean;
  halfChecked: boolean;
}

/**
 * APG's single-select tree: `aria-selected="true"` on the chosen option only, absent on every
 * other row (the way to it is told by `aria-expanded`). Checkable rows are checked, not selected.
 */
function ariaSelected(checkable: boolean, row: RowState): true | undefined {
  return !checkable && row.isValue ? true : undefined;
}

/**
 * A row's `aria-checked`. Checkable: its check state. Single mode: `true` on the chosen option's
 * row only, which rc-cascader's markup has too and tests written for it find the value by
 * (`[aria-checked="true"]`); no other row carries it, so none is announced "not checked".
 */
function ariaChecked(checkable: boolean, row: RowState): boolean | 'mixed' | undefined {
  if (!checkable) return row.isValue || undefined;
  return row.checked ? true : row.halfChecked ? 'mixed' : false;
}

/**
 * rc-cascader's `title` (the option's `title`, else its label's text) is a tooltip, not news: a
 * browser would announce it as a description repeating the row's label ("福建, 福建"). An empty
 * `aria-description` keeps the tooltip and drops that repeat; a `title` of other words stays the
 * description, and an option's own `aria-description` field wins.
 */
function titleAttributes(title: string | undefined, text: string, option: unknown) {
  const own = (option as Record<string, unknown> | null)?.['aria-description'];
  return {
    title,
    'aria-description':
      typeof own === 'string' ? own : title !== undefined && title === text ? '' : undefined,
  };
}

/** The tooltip of a row: the option's own `title`, else its label when that is text. */
function titleOf(item: ItemView<unknown>): string | undefined {
  const option = item.option as { title?: unknown } | null;
  if (typeof option?.title === 'string') return option.title;
  return typeof item.label === 'string' ? item.label : undefined;
}

/**
 * A row of a column: a `treeitem` with every ARIA state of DESIGN.md, plus rc-cascader's
 * `data-path-key` and `title`. Its name is its label: draw its icons (expand, loading, retry) with
 * {@link decorationAttributes} or `rowRetryAttributes`, so they stay out of it.
 */
export function itemAttributes<O>(state: CascaderState<O>, item: ItemView<O>, ids: ConnectIds) {
  const checkable = state.props.checkable;
  // Not the row the keys landed on with its column still closed (landing.ts).
  const open = item.active && state.tree.childCount(item.id) > 0 && !(item.focused && isCollapsed(state));
  return {
    id: ids.item(item.depth, item.posInSet - 1),
    role: 'treeitem' as const,
    // Focus stays on the combobox (aria-activedescendant); -1 only marks the rows as the focus
    // targets they stand for (and tells checkers that the scrolling column is keyboard-operable).
    tabindex: -1,
    'aria-level': item.depth + 1,
    'aria-setsize': item.setSize,
    'aria-posinset': item.posInSet,
    // Branches only: a leaf has nothing to expand.
    'aria-expanded': item.expandable ? open : undefined,
    'aria-selected': ariaSelected(checkable, item),
    'aria-checked': ariaChecked(checkable, item),
    'aria-disabled': item.disabled || undefined,
    // Loading its children, or (checking it with SHOW_CHILD) its lazy descendants.
    'aria-busy': item.loading || !!item.checkLoading || undefined,
    'aria-invalid': item.failed || item.checkFailed ? true : undefined,
    'data-path-key': item.pathKey,
    ...titleAttributes(titleOf(item as ItemView<unknown>), item.text, item.option),
  };
}

/** One search result: a level-1 treeitem of the flat result list. */
export function searchResultAttributes<O>(
  state: CascaderState<O>,
  result: SearchItemView<O>,
  ids: ConnectIds,
) {
  const checkable = state.props.checkable;
  return {
    id: ids.result(result.index),
    role: 'treeitem' as const,
    tabindex: -1,
    'aria-level': 1,
    'aria-setsize': state.search?.results.length ?? 0,
    'aria-posinset': result.index + 1,
    'aria-selected': ariaSelected(checkable, result),
    'aria-checked': ariaChecked(checkable, result),
    'aria-disabled': result.disabled || undefined,
    // A branch result opens its column when chosen, as a collapsed branch of the columns does.
    'aria-expanded': result.opens ? false : undefined,
    'aria-busy': !!result.checkLoading || undefined,
    'aria-invalid': result.checkFailed ? true : undefined,
    'data-path-key': result.pathKey,
    ...titleAttributes(result.text, result.text, result.options[result.options.length - 1]),
  };
}

/**
 * An icon or mark inside a row or the selector (expand arrow, spinner, checkbox, progress): hidden
 * from assistive technology, whose row already says it (`aria-expanded`, `aria-busy`,
 * `aria-checked`), so that the row's name is its label alone.
 */
export function decorationAttributes() {
  return { 'aria-hidden': true as const };
}
