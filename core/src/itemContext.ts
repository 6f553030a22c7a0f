import type { CascaderState } from './machine/types';
import { PATH_KEY_SEPARATOR } from './tree';
import type { OptionValue, ValuePath } from './types';

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
  /** Parent id (-1: top level) → that parent's path and key. */
  readonly parents: Map<number, { path: ValuePath; key: string | null }>;
}

const cache = new WeakMap<CascaderState<unknown>, ItemContext>();

export function itemContext<O>(state: CascaderState<O>): ItemContext {
  let context = cache.get(state as CascaderState<unknown>);
  if (!context) {
    const { tree } = state;
    const chosen = state.props.checkable ? undefined : (state.value as ValuePath | undefined);
    context = {
      activeIds: tree.resolve(state.activePath),
      chosenIds: chosen ? tree.resolve(chosen) : [],
      parents: new Map(),
    };
    cache.set(state as CascaderState<unknown>, context);
  }
  return context;
}

/** The path of the item `value` below `parentId`, and its `data-path-key`. */
export function itemPath<O>(
  state: CascaderState<O>,
  context: ItemContext,
  parentId: number,
  value: OptionValue,
): { path: ValuePath; pathKey: string } {
  let parent = context.parents.get(parentId);
  if (!parent) {
    const path = parentId < 0 ? [] : state.tree.path(parentId);
    parent = { path, key: path.length === 0 ? null : path.join(PATH_KEY_SEPARATOR) };
    context.parents.set(parentId, parent);
  }
  const path = parent.path.slice();
  path.push(value);
  // The same text as `toPathKey(path)`: join turns each value into a string the same way.
  const pathKey = parent.key === null ? String(value) : parent.key + PATH_KEY_SEPARATOR + String(value);
  return { path, pathKey };
}
