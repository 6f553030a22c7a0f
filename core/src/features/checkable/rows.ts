/**
 * What the user does to checkable rows (checkable mode): a click or Enter checks, `ITEM.CHECK`
 * (a checkbox) and `TAG.REMOVE` (a tag's ×), Backspace takes the last tag off, and Space checks the
 * keyboard's row where a search box would otherwise take it. The machine asks through the feature
 * hooks (`clickRow`, `handle`, `keyDown`), so that a single select carries none of it.
 */
import { activeRowId } from '../../machine/keyboard';
import { activate } from '../../machine/select';
import type { CascaderEvent, CascaderState, Effect, KeyInput } from '../../machine/types';
import { removeLastTag, removeTag } from './removeTag';
import { toggle } from './toggle';

/**
 * A click on row `id` (or Enter on it): a leaf's check flips, its column opened as any click
 * opens one; a click on a branch only opens it, and Enter checks it. Undefined in single mode.
 */
export function clickRow<O>(
  state: CascaderState<O>,
  id: number,
  effects: Effect<O>[],
  via: 'mouse' | 'keyboard',
): CascaderState<O> | undefined {
  const { tree } = state;
  if (!state.props.checkable) return undefined;
  if (via === 'keyboard' && !tree.isLeaf(id)) return toggle(state, id, effects);
  if (tree.isDisabled(id)) return state;
  state = activate(state, id, effects);
  return tree.isLeaf(id) ? toggle(state, id, effects) : state;
}

/** `ITEM.CHECK` and `TAG.REMOVE` (reduce.ts refuses both while the component is disabled). */
export function checkableEvent<O>(
  state: CascaderState<O>,
  event: CascaderEvent<O>,
  effects: Effect<O>[],
): CascaderState<O> | undefined {
  if (event.type === 'TAG.REMOVE') return removeTag(state, event.path);
  if (event.type !== 'ITEM.CHECK') return undefined;
  const id = state.tree.find(event.path);
  return id < 0 || !state.props.checkable ? state : toggle(state, id, effects);
}

/**
 * Backspace with nothing typed takes the last tag off (an inline cascader has no selector: there
 * it goes back, as the machine's). With a search box, Space checks the keyboard's row while one
 * is active and nothing is typed (as without a search box, where the machine's Space is Enter),
 * and types once the user is typing. `keyDown`: the machine's keys, for Space as Enter.
 */
export function checkableKey<O>(
  state: CascaderState<O>,
  input: KeyInput,
  effects: Effect<O>[],
  keyDown: (state: CascaderState<O>, input: KeyInput, effects: Effect<O>[]) => CascaderState<O>,
): CascaderState<O> | undefined {
  const { props } = state;
  if (!props.checkable || state.searchValue !== '') return undefined;
  if (input.key === 'Backspace' && !props.inline) return removeLastTag(state);
  const spaceChecks =
    input.key === ' ' &&
    props.showSearch &&
    state.status === 'open' &&
    !state.search &&
    activeRowId(state) !== undefined;
  return spaceChecks ? keyDown(state, { ...input, key: 'Enter' }, effects) : undefined;
}
