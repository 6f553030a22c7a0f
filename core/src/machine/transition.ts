import { Tree } from '../tree';
import type { CascaderProps } from '../types';
import { isOpen, settle } from './derive';
import { isControlled, resolveProps } from './props';
import { reduce } from './reduce';
import type { CascaderEvent, CascaderState, Effect, Transition, Value } from './types';
import { normalizeValue, valuePaths } from './value';

/** The state before any event: defaults, `defaultValue` / `defaultOpen`, and the derived fields. */
export function initialState<O>(props: CascaderProps<O>): Transition<O> {
  const resolved = resolveProps<O>(null, props);
  const effects: Effect<O>[] = [];
  const source = isControlled(resolved, 'value') ? resolved.value : resolved.defaultValue;
  const { value, problems } = normalizeValue(
    source,
    resolved.checkable,
    isControlled(resolved, 'value') ? 'value' : 'defaultValue',
  );
  for (const problem of problems) effects.push({ type: 'problem', problem });
  const openAtStart = resolved.inline || (resolved.open ?? resolved.defaultOpen ?? false);
  const blank: CascaderState<O> = {
    status: 'idle',
    props: resolved,
    tree: Tree.empty<O>(),
    problems: [],
    value,
    checks: null,
    checksFor: undefined,
    activePath: [],
    searchValue: resolved.searchValue ?? '',
    search: null,
    searchActiveIndex: -1,
    loading: new Map(),
    failed: new Map(),
    loaded: new Map(),
    nextRequestId: 1,
    typeahead: { text: '', at: 0 },
    announcement: '',
  };
  let state = settle(null, blank, effects);
  if (openAtStart && !resolved.disabled) state = settle(state, { ...state, status: 'open' }, effects);
  return { state, effects };
}

/**
 * One full step, Downshift's order: the reducer proposes changes; the user's `stateReducer` may
 * rewrite them; controlled props win; derived fields settle; then callbacks are queued for what
 * the changes asked to change (`onChange` even when a controlled value keeps the old one).
 */
export function transition<O>(state: CascaderState<O>, event: CascaderEvent<O>): Transition<O> {
  const { state: proposed, effects } = reduce(state, event);
  const { stateReducer } = state.props;
  const changes =
    stateReducer && event.type !== 'PROPS.SET' ? stateReducer(state, { event, changes: proposed }) : proposed;
  const controlled = applyControlled(state, changes, event, effects);
  const next = settle(state, controlled, effects);

  if (changes.value !== state.value && event.type !== 'PROPS.SET') {
    effects.push({
      type: 'change',
      value: changes.value,
      selectedOptions: selectedOptionsOf(next, changes.value),
    });
  }
  if (next.props.inline || event.type === 'PROPS.SET') {
    // Inline: no popup, so nothing to tell the owner about (its status follows `disabled`).
  } else if (isOpen(changes) !== isOpen(state)) {
    effects.push({ type: 'openChange', open: isOpen(changes) });
  } else if (isOpen(next) !== isOpen(state)) {
    // settle() closed the popup on its own (e.g. the component became disabled).
    effects.push({ type: 'openChange', open: isOpen(next) });
  }
  if (changes.searchValue !== state.searchValue && event.type !== 'PROPS.SET') {
    effects.push({ type: 'search', value: changes.searchValue });
  }
  return { state: next, effects };
}

/** Replaces the changed fields with the controlled props' values, when those props are set. */
function applyControlled<O>(
  prev: CascaderState<O>,
  changes: CascaderState<O>,
  event: CascaderEvent<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  let state = changes;
  const p = state.props;
  const propsEvent = event.type === 'PROPS.SET' ? event.props : null;

  // Value: a controlled prop wins; a change of `checkable` converts the uncontrolled value's shape.
  if (isControlled(p, 'value')) {
    if (p.value !== prev.props.value || p.checkable !== prev.props.checkable || state.value !== prev.value) {
      const { value, problems } = normalizeValue(p.value, p.checkable);
      if (p.value !== prev.props.value || p.checkable !== prev.props.checkable) {
        for (const problem of problems) effects.push({ type: 'problem', problem });
        state = { ...state, value };
      } else {
        state = { ...state, value: prev.value };
      }
    }
  } else if (p.checkable !== prev.props.checkable) {
    state = { ...state, value: convertShape(state.value, p.checkable) };
  } else if (propsEvent && 'value' in propsEvent && isControlled(prev.props, 'value')) {
    // Switching from controlled to uncontrolled keeps the last value.
    state = { ...state, value: prev.value };
  }

  if (p.inline) {
    // Always shown: `open` while enabled, `idle` while disabled, whatever was proposed.
    const status = p.disabled ? 'idle' : 'open';
    if (state.status !== status) state = { ...state, status };
  } else if (p.open !== undefined) {
    const want = p.open && !p.disabled;
    if (want !== isOpen(state))
      state = { ...state, status: want ? 'open' : state.status === 'open' ? 'focused' : state.status };
  } else if (p.disabled && isOpen(state)) {
    state = { ...state, status: 'focused' };
  }

  if (isControlled(p, 'searchValue') && state.searchValue !== (p.searchValue ?? '')) {
    state = { ...state, searchValue: p.searchValue ?? '' };
  }
  return state;
}

function convertShape(value: Value, checkable: boolean): Value {
  const paths = valuePaths(value);
  return checkable ? paths : paths[0];
}

/** rc-cascader's second `onChange` argument: the option objects along each chosen path. */
export function selectedOptionsOf<O>(state: CascaderState<O>, value: Value): O[] | O[][] | undefined {
  if (value === undefined) return undefined;
  if (state.props.checkable) return valuePaths(value).map((path) => state.tree.optionsOf(path));
  return state.tree.optionsOf(value as (string | number)[]);
}
