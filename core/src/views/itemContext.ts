import type { CascaderState } from '../machine/types';
import { PATH_KEY_SEPARATOR } from '../tree/tree';
import type { OptionValue, ValuePath } from '../types/types';

/**
 * What every item of one state shares, worked out once per state instead of once per rendered
 * item (a deep open value renders 300): the ids along the open path and the chosen value, so
 * "active", "focused" and "selected" are id comparisons rather than path-prefix checks; and each
 * column's parent path and key, so an item's path and `data-path-key` are one append each rather
 * than a walk to the root and a join.
 */
export interface ItemContext {
  /** `activeIds[depth]`: the open path's node at that depth, as far as the path exists. */
  readonly activeIds: readonly number[];
  /** Single mode: the chosen path's node at each depth, as far as it exists; empty otherwise. */
  readonly chosenIds: readonly number[];
  /** Single mode: the chosen option itself, the last node of the chosen path; -1 when not all there. */
  readonly valueId: number;
  /** Parent id (-1: top level) → that parent's path and key. */
  readonly parents: Map<number, { path: ValuePath; key: string | null }>;
}

const cache = new WeakMap<CascaderState<unknown>, ItemContext>();

export function itemContext<O>(state: CascaderState<O>): ItemContext {
  let context = cache.get(state as CascaderState<unknown>);
  if (!context) {
    const { tree } = state;
    const chosen = state.props.checkable ? undefined : (state.value as ValuePath | undefined);
    const chosenIds = chosen ? tree.resolve(chosen) : [];
    context = {
      activeIds: tree.resolve(state.activePath),
      chosenIds,
      valueId: chosen?.length && chosenIds.length === chosen.length ? chosenIds[chosenIds.length - 1] : -1,
      parents: new Map(),
    };
    cache.set(state as CascaderState<unknown>, context);
  }
  return context;
}

/**
 * The parent path of items below `parentId` and its `data-path-key`, once per column. The item's
 * own path is its parent's plus one value: a copy of the whole path per item is made only when
 * that item's path is read (a click), since a deep value's rows would otherwise copy thousands of
 * values each.
 */
export function parentPath<O>(
  state: CascaderState<O>,
  context: ItemContext,
  parentId: number,
): { path: ValuePath; key: string | null } {
  let parent = context.parents.get(parentId);
  if (!parent) {
    const path = parentId < 0 ? [] : state.tree.path(parentId);
    parent = { path, key: path.length === 0 ? null : path.join(PATH_KEY_SEPARATOR) };
    context.parents.set(parentId, parent);
  }
  return parent;
}

/** The `data-path-key` of the item `value` below a parent: the same text as `toPathKey(path)`. */
export const itemPathKey = (parent: { key: string | null }, value: OptionValue): string =>
  parent.key === null ? String(value) : parent.key + PATH_KEY_SEPARATOR + String(value);

/**
 * The `data-path-key` of a duplicate row (`Tree.isDuplicate`): the key of its value path (the
 * first occurrence's) with a mark and its 1-based position among its siblings, unique and stable
 * while the options are. A value path's key joins values with the separator, so it can equal no
 * option's key unless a value holds the mark.
 */
export const duplicatePathKey = (pathKey: string, posInSet: number): string =>
  `${pathKey}__CASCADIA_DUPLICATE__${posInSet}`;
