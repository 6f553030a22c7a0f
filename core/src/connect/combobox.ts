import type { CascaderState } from '../machine/types';
import type { ConnectIds } from './attributes';

/** What the combobox's attributes depend on besides the state. */
export interface ComboboxOptions {
  /** The DOM ids of the parts, which `aria-controls` and `aria-activedescendant` name. */
  ids: ConnectIds;
  /**
   * Whether the tree element is in the document: `aria-controls` and `aria-activedescendant`
   * may only point at elements that exist (DESIGN.md).
   * @defaultValue while the popup is open
   */
  treeShown?: boolean;
}

/** The treeitem the keyboard is on: the active search result, or the last item of the open path. */
export function activeDescendant<O>(
  state: CascaderState<O>,
  ids: ConnectIds,
  treeShown = state.status === 'open',
): string | undefined {
  if (state.status !== 'open' || !treeShown) return undefined;
  // Until the user moves, the first result is only Enter's target: pointing at it as the text is
  // typed would make the first Down change nothing, and announce nothing. The first Down lands on it.
  if (state.search) {
    return state.searchActiveMoved && state.searchActiveIndex >= 0
      ? ids.result(state.searchActiveIndex)
      : undefined;
  }
  // No item is active: none yet, or the keys are in the children of a branch gone into, all disabled.
  if (state.activePath.length === 0 || state.entered) return undefined;
  const id = state.tree.find(state.activePath);
  return id >= 0 ? ids.item(state.activePath.length - 1, state.tree.indexInParent(id)) : undefined;
}

/**
 * The combobox of DESIGN.md's contract, for a text input that types the search, or for any other
 * element that opens the popup (a button, a link): that one is an ARIA 1.2 select-only combobox,
 * which supports `aria-activedescendant` as a button does not, so the keyboard's row is announced.
 * Give it a name (`aria-label` or `aria-labelledby`) and expose the value (its text, or
 * `aria-describedby`).
 */
export function comboboxAttributes<O>(state: CascaderState<O>, options: ComboboxOptions) {
  const { ids } = options;
  const open = state.status === 'open';
  const treeShown = options.treeShown ?? open;
  return {
    role: 'combobox' as const,
    'aria-haspopup': 'tree' as const,
    'aria-expanded': open,
    'aria-controls': treeShown ? ids.tree : undefined,
    'aria-activedescendant': activeDescendant(state, ids, treeShown),
    'aria-autocomplete': state.props.showSearch ? ('list' as const) : ('none' as const),
    'aria-disabled': state.props.disabled || undefined,
  };
}

/**
 * A trigger that is not a text input: the select-only combobox, focusable (in the tab order unless
 * disabled) and without `aria-autocomplete` (nothing is typed into it).
 */
export function selectTriggerAttributes<O>(state: CascaderState<O>, options: ComboboxOptions) {
  return {
    ...comboboxAttributes(state, options),
    'aria-autocomplete': undefined,
    tabindex: state.props.disabled ? -1 : 0,
  };
}
