import type { CascaderState } from '../machine/types';

/**
 * Whether the popup (or a panel) has nothing to list: no options in its first column, or, while
 * searching, no results. rc-cascader marks the menu and the popup empty then (`-menu-empty`,
 * `-dropdown-empty`) and shows `notFoundContent`. A remote search under way (waiting for its
 * debounce, or loading) or failed lists its status row ("Searching…", "Search failed") instead of
 * "nothing found", so the popup is not empty then, whatever the local results.
 */
export function listsNothing<O>(state: CascaderState<O>): boolean {
  const { search } = state;
  if (!search) return !state.tree.childCount(-1);
  const remote = state.remoteSearch?.status;
  return (!remote || remote === 'done') && !search.results.length;
}
