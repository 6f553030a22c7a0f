import { throughFeatures } from '../../machine/feature';
import type { CascaderState } from '../../machine/types';
import { samePath, valuePaths } from '../../machine/value';
import { textsOf } from '../../tree/queries';
import type { ValuePath } from '../../types/types';
import { say } from '../announce/messages';

/**
 * Takes one tag off a checkable cascader's value (its ×, or Backspace on the last one) and says so
 * in the live region, with how many remain: otherwise a keyboard user's Backspace is silent, and
 * nothing tells which tag went. A disabled option's tag is locked and stays.
 */
export function removeTag<O>(state: CascaderState<O>, path: ValuePath): CascaderState<O> {
  const { tree, props } = state;
  const id = tree.find(path);
  if (!props.checkable || (id >= 0 && tree.isDisabled(id))) return state;
  const before = valuePaths(state.value);
  const remaining = before.filter((kept) => !samePath(kept, path));
  if (remaining.length === before.length) return state;
  const label = textsOf(tree, path).at(-1) ?? '';
  return {
    ...throughFeatures(state, (feature, s) => feature.noteCheck?.(s, path, false)),
    value: remaining,
    announcement: say(props.messages, 'removed', label, remaining.length),
  };
}

/** Backspace: the last tag that can be removed goes (a locked one is skipped, as rc-select does). */
export function removeLastTag<O>(state: CascaderState<O>): CascaderState<O> {
  const { tree } = state;
  const paths = valuePaths(state.value);
  for (let i = paths.length - 1; i >= 0; i--) {
    const id = tree.find(paths[i]);
    if (id >= 0 && tree.isDisabled(id)) continue;
    return removeTag(state, paths[i]);
  }
  return state;
}
