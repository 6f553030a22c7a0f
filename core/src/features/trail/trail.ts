/**
 * The trail forward (issue 25: a sheet's swipe forward goes to the level last visited, Vant's
 * model). Going back up a level keeps the deepest open path the user went down, so forward can
 * return along it, to the row that was open there rather than the branch's first one. Going
 * another way (a click, an arrow, a search's choice) makes the new open path the trail. Kept in the
 * core so every UI (the React sheet, a plain-DOM one, any framework) goes forward the same way:
 * it sends `LEVEL.FORWARD` and asks `canGoForward`. It is `trailFeature`'s: an engine made without
 * it (a lean engine with no UI that goes forward) ignores `LEVEL.FORWARD`.
 */

import { keyDown } from '../../machine/keyboard';
import { activate } from '../../machine/select';
import type { CascaderState, Effect, PhaseStep } from '../../machine/types';
import { isPrefix } from '../../machine/value';
import { pathId } from '../../tree/tree';
import type { ValuePath } from '../../types/types';
import { enterItem } from './enter';

/** The step of `settle` (its `trail` phase): the trail stays while the open path leads along it, else it is the open path. */
export const settleTrail: PhaseStep = (_prev, state) =>
  isPrefix(state.activePath, state.trail) ? state : { ...state, trail: state.activePath };

/** The trail's next path below the open path (an item gone down to before), or null when it ends there. */
function trailStep<O>(state: CascaderState<O>): ValuePath | null {
  const { activePath, trail } = state;
  return trail.length > activePath.length ? trail.slice(0, activePath.length + 1) : null;
}

const shown = <O>(state: CascaderState<O>): boolean =>
  (state.status === 'open' || state.props.inline) && !state.search && !state.props.disabled;

/** The key that goes into a branch: Right, Left in right-to-left. */
const forwardKey = <O>(state: CascaderState<O>): string =>
  state.props.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

/**
 * `LEVEL.FORWARD`: into the open path's last item along the trail (the child gone down to before
 * becomes the keyboard's row; with nothing open yet, the trail's first row); with no trail below,
 * or out of a branch entered with no enabled child, what Right does.
 */
export function forward<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> {
  if (!shown(state)) return state;
  const step = trailStep(state);
  if (step && !state.entered) {
    if (state.activePath.length > 0) return enterItem(state, state.activePath, effects, step);
    const id = state.tree.find(step);
    if (id >= 0 && !state.tree.isDisabled(id)) return activate(state, id, effects);
  }
  return keyDown(state, { key: forwardKey(state) }, effects);
}

/**
 * The option whose level `LEVEL.FORWARD` goes to, for a forward control's name: the open path's
 * last item (its children are the level), or with nothing open the row forward opens first (the
 * trail's, else the first enabled top-level row, as Right); -1 when there is none.
 */
export function forwardLevel<O>(state: CascaderState<O>): number {
  const { tree, activePath } = state;
  if (activePath.length > 0) return tree.find(activePath);
  const step = state.entered ? null : trailStep(state);
  const stepId = step ? tree.find(step) : -1;
  if (stepId >= 0 && !tree.isDisabled(stepId)) return stepId;
  const count = tree.childCount(-1);
  for (let i = 0; i < count; i++) if (!tree.isDisabled(tree.childAt(-1, i))) return tree.childAt(-1, i);
  return -1;
}

/**
 * Whether `LEVEL.FORWARD` would open a level now (never without `trailFeature`, which goes there): along the trail to a row still there and
 * enabled, or, as Right does, into the keyboard's row (a branch with an enabled child, or one whose
 * children it would start to load; with no row open, the first enabled top-level row). A UI's
 * forward button is disabled when it is false.
 */
export function canGoForward<O>(state: CascaderState<O>): boolean {
  if (!shown(state) || state.entered || !state.features.some((feature) => feature.name === 'trail'))
    return false;
  const { tree, activePath } = state;
  const id = activePath.length === 0 ? -1 : tree.find(activePath);
  if (id < 0 && activePath.length > 0) return false;
  const step = trailStep(state);
  const stepId = step ? tree.find(step) : -1;
  if (stepId >= 0 && !tree.isDisabled(stepId)) return true;
  if (id >= 0 && tree.isUnloaded(id) && state.props.loadData && !state.loading.has(pathId(activePath)))
    return true;
  const count = tree.childCount(id);
  for (let i = 0; i < count; i++) if (!tree.isDisabled(tree.childAt(id, i))) return true;
  return false;
}
