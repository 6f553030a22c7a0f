/**
 * Checking and unchecking (checkable mode): a flip of one option's check, and the value its
 * `showCheckedStrategy` reports. A check that has to wait for loads below it is the lazy check's
 * (features/lazyCheck), asked through the feature hooks so that checking works without it.
 */
import { firstAnswer, throughFeatures } from '../../machine/feature';
import { clearSearch } from '../../machine/select';
import type { CascaderState, Effect } from '../../machine/types';
import { keepValueOrder, valuePaths } from '../../machine/value';
import { isCheckDisabled } from '../../tree/queries';
import { type CheckState, checkedValue, checksFromValue, toggleCheck } from './check';

/**
 * Flips the check of `id` (a half-checked node becomes checked) and emits the strategy's value.
 * With SHOW_CHILD, checking a branch with unloaded descendants first loads them (lazyCheck.ts),
 * and flipping it again while they load cancels that.
 */
export function toggle<O>(state: CascaderState<O>, id: number, effects: Effect<O>[]): CascaderState<O> {
  const { tree } = state;
  if (!state.props.checkable || isCheckDisabled(tree, id)) return state;
  const cancelled = firstAnswer(state, (feature) => feature.cancelCheck?.(state, id, effects));
  if (cancelled) return cancelled;
  const checks = currentChecks(state)!;
  const checked = !checks.isChecked(id);
  const path = tree.path(id);
  const note = (s: CascaderState<O>) =>
    throughFeatures(s, (feature, t) => feature.noteCheck?.(t, path, checked));
  if (checked) {
    const waiting = firstAnswer(state, (feature) => feature.deferCheck?.(state, id, checks, effects));
    // A check that waits for its loads is noted too, in its place among the user's actions: a
    // waiting check above it replays it there when it completes, so an uncheck made before it
    // inside it does not win over it.
    if (waiting) return note(waiting);
  }
  return setCheck(note(state), id, checked, checks);
}

/**
 * @internal Checks or unchecks `id` now, and emits the strategy's value. `checks`: the caller's
 * `currentChecks(state)`, when it has it (on a tree not indexed yet it is built from the whole value).
 */
export function setCheck<O>(
  state: CascaderState<O>,
  id: number,
  checked: boolean,
  checks = currentChecks(state),
): CascaderState<O> {
  const { props } = state;
  if (!checks) return state;
  const next = toggleCheck(checks, id, checked, props.checkStrictly);
  if (next === checks) return state;
  const reported = checkedValue(next, props.showCheckedStrategy, props.checkStrictly).value;
  const value = keepValueOrder(valuePaths(state.value), reported);
  return clearSearch({ ...state, checks: next, checksFor: value, value });
}

/**
 * The check state; one that waits for its tree's index (syncChecks.ts) is built now, the tree
 * indexed with it: a check needs the whole index.
 */
function currentChecks<O>(state: CascaderState<O>): CheckState<O> | null {
  const { checks, props } = state;
  if (checks && checks.tree === state.tree) return checks;
  return props.checkable ? checksFromValue(state.tree, valuePaths(state.value), props.checkStrictly) : null;
}
