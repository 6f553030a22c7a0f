import { type CascaderState, getKeyColumnDepth } from '@cascadia/core';
import { padding } from '../utils/dom';
import type { CascaderIds } from './ids';

/**
 * The list the keys act on, by the id its prop getter gave it: the search results'
 * (`getSearchListProps`), or the column the core says the keys act on (`getColumnProps`).
 */
function keyedListId<O>(state: CascaderState<O>, ids: CascaderIds): string {
  return ids.column(state.search ? 0 : getKeyColumnDepth(state));
}

/**
 * The element of `id`, looked for beside `from` (a shadow root holds its own ids), then in its
 * document: the popup is portalled to the document's body unless `getPopupContainer` says where.
 */
function listById(from: Element, id: string): HTMLElement | null {
  const root = from.getRootNode() as Document | ShadowRoot;
  const near = typeof root.getElementById === 'function' ? root.getElementById(id) : null;
  return near ?? from.ownerDocument.getElementById(id);
}

/** The list's height inside its padding, px (the padding keeps rows off its edges). */
function innerHeight(list: HTMLElement): number {
  const { top, bottom } = padding(list);
  // As revealRow reads it: offsetHeight where the engine reports no client box (faked layouts).
  return (list.clientHeight || list.offsetHeight) - top - bottom;
}

/**
 * How many rows PageUp / PageDown move by: the rows that fit in the list the keys act on, from its
 * height and its first rendered row's (layout sizes, so the popup's opening scale does not count).
 * `undefined` — the core's DEFAULT_PAGE_SIZE — when that list is not in the document (a custom UI
 * that gave its list no id from the prop getters) or has no layout (hidden, or jsdom). Read on the
 * key press only, so no render ever lays the page out for it.
 */
export function measurePageSize<O>(
  state: CascaderState<O>,
  ids: CascaderIds,
  from: Element,
): number | undefined {
  const list = listById(from, keyedListId(state, ids));
  // The first treeitem is a row of the window (a virtualised list renders an active row that is
  // out of its window last, one pixel tall).
  const row = list?.querySelector<HTMLElement>('[role="treeitem"]');
  if (!list || !row || row.offsetHeight <= 0) return undefined;
  const height = innerHeight(list);
  return height > 0 ? Math.max(1, Math.floor(height / row.offsetHeight)) : undefined;
}
