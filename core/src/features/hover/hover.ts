import { HOVER_TIMER } from '../../machine/constants';
import { activate } from '../../machine/select';
import type { CascaderState, Effect } from '../../machine/types';
import { samePath } from '../../machine/value';
import type { EngineEvent } from '../../types/events';

type HoverEvent<O> = Extract<EngineEvent<O>, { type: 'ITEM.HOVER' | 'ITEM.HOVER_COMMIT' }>;

/**
 * Hover expansion: a branch opens its column; a leaf has none, so only its parents stay open and
 * the leaf itself is not made active (rc-cascader: the pointer, not the keyboard, is on it).
 */
function hoverOpen<O>(state: CascaderState<O>, id: number, effects: Effect<O>[]): CascaderState<O> {
  const { tree } = state;
  if (!tree.isLeaf(id)) return activate(state, id, effects);
  const activePath = tree.path(id).slice(0, -1);
  return samePath(activePath, state.activePath) ? state : { ...state, activePath };
}

/**
 * `ITEM.HOVER` with `expandTrigger: 'hover'` (at once, or after a delay for a pointer on its way
 * into the next column: `ITEM.HOVER_COMMIT`). A disabled cascader expands nothing.
 */
export function hover<O>(
  state: CascaderState<O>,
  event: HoverEvent<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  const { tree, props } = state;
  // A hover with expandTrigger 'click' is every pointer move over a row: it returns before looking
  // the row up, which on a large tree still indexed in the background makes the index whole at
  // once (and left the React list showing no column for the click that followed).
  if (event.type === 'ITEM.HOVER' && props.expandTrigger !== 'hover') return state;
  const id = tree.find(event.path);
  if (id < 0 || tree.isDisabled(id)) return state;
  if (event.type === 'ITEM.HOVER_COMMIT')
    return state.status === 'open' ? hoverOpen(state, id, effects) : state;
  if (props.expandTrigger !== 'hover') return state;
  // Hover intent: only a pointer on its way into the open next column waits, so that the items
  // it crosses do not replace that column. A plain mouseenter expands at once, as in rc-cascader.
  if (event.aiming && props.hoverExpandDelay > 0) {
    effects.push({
      type: 'schedule',
      key: HOVER_TIMER,
      delay: props.hoverExpandDelay,
      event: { type: 'ITEM.HOVER_COMMIT', path: event.path },
    });
    return state;
  }
  effects.push({ type: 'cancel', key: HOVER_TIMER });
  return hoverOpen(state, id, effects);
}
