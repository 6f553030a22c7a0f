import { enterChild } from '../../machine/keyboard';
import { activate } from '../../machine/select';
import type { CascaderState, Effect } from '../../machine/types';
import { samePath } from '../../machine/value';
import type { ValuePath } from '../../types/types';

/**
 * `ITEM.ENTER` (drill-down's way into a branch: a click on it, forward along the trail): goes into
 * the open path's last item, `path`, as Right does; when none of its (loaded) children is enabled,
 * its children's column takes the keyboard with none active, so a drill-down still shows them.
 * Anything but the open path's last item is left alone. `child`, one of its children and enabled,
 * becomes the keyboard's item in place of the first enabled one.
 */
export function enterItem<O>(
  state: CascaderState<O>,
  path: ValuePath,
  effects: Effect<O>[],
  child?: ValuePath,
): CascaderState<O> {
  const { tree } = state;
  const id = tree.find(path);
  if (id < 0 || state.entered || !samePath(state.activePath, path)) return state;
  if (child && child.length === path.length + 1 && samePath(child.slice(0, -1), path)) {
    const childId = tree.find(child);
    if (childId >= 0 && !tree.isDisabled(childId)) return activate(state, childId, effects);
  }
  const next = enterChild(state, effects);
  if (next.activePath !== state.activePath || tree.childCount(id) === 0) return next;
  return { ...next, entered: state.activePath };
}
