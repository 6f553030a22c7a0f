import { Tree } from '../tree/tree';
import type { CascaderProps } from '../types/types';
import { isOpen, settle } from './derive';
import { anyFeature, FEATURE_COMING, firstAnswer, throughFeatures } from './feature';
import { inEngineOrder } from './featureOrder';
import { arrowStaysOnRow } from './keyboard';
import { withoutPreview } from './preview';
import { isControlled, resolveProps } from './props';
import { reduce } from './reduce';
import type {
  CascaderEvent,
  CascaderFeature,
  CascaderState,
  Effect,
  KeyInput,
  Transition,
  Value,
} from './types';
import { normalizeValue, valuePaths } from './value';

/**
 * The state before any event: defaults, `defaultValue` / `defaultOpen`, and the derived fields.
 * `features`: the optional parts the engine runs (feature.ts); the entries pass them in.
 */
export function initialState<O>(
  props: CascaderProps<O>,
  features: readonly CascaderFeature[],
): Transition<O> {
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
    unreported: null,
    value,
    draft: null,
    checks: null,
    checksFor: undefined,
    activePath: [],
    entered: null,
    collapsed: null,
    trail: [],
    searchValue: resolved.searchValue ?? '',
    search: null,
    searchActiveIndex: -1,
    searchActiveMoved: false,
    loading: new Map(),
    failed: new Map(),
    loaded: undefined,
    arrived: null,
    checkLoads: new Map(),
    pathLoads: new Map(),
    heldPaths: null,
    remoteSearch: null,
    pathFailed: new Map(),
    checkFailed: new Map(),
    nextRequestId: 1,
    typeahead: { text: '', at: 0 },
    announcement: '',
    // In the engine's order; a feature fetched on demand that has arrived since is itself.
    features: inEngineOrder(features.map((feature) => feature.loaded ?? feature)),
  };
  let state = settle(null, blank, effects);
  if (openAtStart && !resolved.disabled) state = settle(state, { ...state, status: 'open' }, effects);
  return { state: startDrafts(state), effects };
}

/** The settled state with what the features start (`confirm`: its draft, when the popup is open). */
const startDrafts = <O>(state: CascaderState<O>): CascaderState<O> =>
  throughFeatures(state, (feature, s) => feature.startDraft?.(s));

/**
 * One full step, Downshift's order: the reducer proposes changes; the user's `stateReducer` may
 * rewrite them; controlled props win; derived fields settle; then callbacks are queued for what
 * the changes asked to change (`onChange` even when a controlled value keeps the old one).
 */
export function transition<O>(state: CascaderState<O>, event: CascaderEvent<O>): Transition<O> {
  const done = afterEvent(step(state, event));
  // The first feature with a last word on the step has it (an announcing feature: sayAnew.ts).
  for (const feature of done.state.features) if (feature.afterStep) return feature.afterStep(state, done);
  return done;
}

/**
 * The reducer's proposal, through the first feature that reduces events itself (`reduceEvent`:
 * an announcing feature keeps the live region fresh, features/announce/sayAnew.ts).
 */
function reduceEvent<O>(state: CascaderState<O>, event: CascaderEvent<O>): Transition<O> {
  for (const feature of state.features)
    if (feature.reduceEvent) return feature.reduceEvent(state, event, reduce);
  return reduce(state, event);
}

function step<O>(shown: CascaderState<O>, event: CascaderEvent<O>): Transition<O> {
  // The event acts on the tree itself, never on the preview of its first column.
  let state = withoutPreview(shown);
  // Answers held back (for a waiting check, or for the other `loadPath` answers) join the tree
  // before anything else is handled; only another answer of the same kind may join them later.
  const joined: Effect<O>[] = [];
  state = beforeEvent(state, joined, event.type);
  const { state: proposed, effects } = reduceEvent(state, event);
  if (joined.length > 0) effects.unshift(...joined);
  // The app's `stateReducer` rewrites the proposal (stateReducerFeature's), except for new props
  // and new features: they are the app's doing, not a change for it to judge.
  const reduced =
    (event.type !== 'PROPS.SET' &&
      event.type !== 'FEATURES.ADD' &&
      firstAnswer(state, (feature) => feature.reviseChanges?.(state, event, proposed))) ||
    proposed;
  // (`confirm`: a draft ends, committed or restored: features/confirm/draft.ts.)
  const changes = throughFeatures(reduced, (feature, s) => feature.settleDraft?.(state, s, event, effects));
  const controlled = applyControlled(state, changes, event, effects);
  const next = startDrafts(settle(state, controlled, effects));

  // A new value is told to the owner, unless a feature has its own rule (`confirm`: the draft's
  // changes are none; its commit is one, if it differs from where the draft started).
  if (
    firstAnswer(state, (feature) => feature.valueChange?.(state, changes, event)) ??
    (changes.value !== state.value && event.type !== 'PROPS.SET')
  ) {
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

/**
 * Before an event: what the features hold back joins the tree (`beforeEvent`: answers held for a
 * waiting check or for the other `loadPath` answers, features/held/heldAnswers.ts), except
 * answers of the kind the event `answering` is (it may be held with them).
 */
function beforeEvent<O>(
  state: CascaderState<O>,
  effects: Effect<O>[],
  answering: string | null = null,
): CascaderState<O> {
  for (const feature of state.features)
    if (feature.beforeEvent) state = feature.beforeEvent(state, effects, answering);
  return state;
}

/** After an event: the steps the features ask for (`afterEvent`: a waiting check now ready). */
function afterEvent<O>(result: Transition<O>): Transition<O> {
  for (const feature of result.state.features)
    if (feature.afterEvent) result = feature.afterEvent(result, step);
  return result;
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
    const draftEnded = !!prev.draft && !state.draft;
    if (
      p.value !== prev.props.value ||
      p.checkable !== prev.props.checkable ||
      state.value !== prev.value ||
      draftEnded
    ) {
      const { value, problems } = normalizeValue(p.value, p.checkable);
      if (p.value !== prev.props.value || p.checkable !== prev.props.checkable) {
        for (const problem of problems) effects.push({ type: 'problem', problem });
        // The owner set a value while a draft is open: the draft starts again from it.
        state = { ...state, value, draft: state.draft ? { committedValue: value } : null };
      } else if (!state.draft) {
        // (A draft's value is the popup's own until Confirm; after it, or a dismissal, the prop's.)
        state = { ...state, value: prev.draft ? prev.draft.committedValue : prev.value };
      }
    }
  } else if (p.checkable !== prev.props.checkable) {
    state = { ...state, value: convertShape(state.value, p.checkable) };
  } else if (propsEvent && 'value' in propsEvent && isControlled(prev.props, 'value')) {
    // A controlled value that becomes undefined clears what is shown, as rc-cascader's merged
    // state does: an app that clears by `onChange={setValue}` hands back `value={undefined}`, and
    // keeping the old path would show a selection the app no longer has. From here the value is
    // the component's own (uncontrolled) until a value is passed again.
    state = { ...state, value: normalizeValue(undefined, p.checkable).value };
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

/**
 * Effects that ask the owner for something: its callbacks, or a request the state waits for (a
 * load: the loading feature's `awaits`).
 */
function asksOwner<O>(effect: Effect<O>, next: CascaderState<O>): boolean {
  switch (effect.type) {
    case 'change':
    case 'openChange':
    case 'search':
    case 'clear':
      return true;
    default:
      return anyFeature(next, (feature) => feature.awaits?.(next, effect));
  }
}

/** Whether any field differs (a `stateReducer` may hand back an equal copy). */
function changed<O>(a: CascaderState<O>, b: CascaderState<O>): boolean {
  if (a === b) return false;
  for (const key in b) if (a[key as keyof CascaderState<O>] !== b[key as keyof CascaderState<O>]) return true;
  return false;
}

/**
 * Whether the engine acts on this key in this state, so that an adapter prevents the browser's
 * default (scrolling, caret moves, closing a dialog) only for keys that did something. It answers
 * from the step the store would take — the reducer, the user's `stateReducer`, controlled props,
 * settling — so a key counts when it changes the resulting state or asks the owner for something:
 * an `onChange` / `onSearch` / `onClear` / `onOpenChange` call (Escape with a controlled `open`
 * asks the app to close) or a load. A key that a `stateReducer` vetoes, that a controlled prop
 * undoes without a callback, or that an inline cascader has no use for (Escape) does not count;
 * nor does a shortcut (a printable key with Ctrl or Cmd).
 *
 * Pass the key press as the event's fields: `handlesKey(state, { key, now, ctrlKey, metaKey,
 * altKey })`. The older `handlesKey(state, key, now)` still works. Pure, apart from calling the
 * `stateReducer` (which, as in Downshift, must be pure).
 */
export function handlesKey<O>(state: CascaderState<O>, input: KeyInput): boolean;
export function handlesKey<O>(state: CascaderState<O>, key: string, now?: number): boolean;
export function handlesKey<O>(state: CascaderState<O>, input: KeyInput | string, now = 0): boolean {
  const fields = typeof input === 'string' ? { key: input, now } : input;
  const event: CascaderEvent<O> = { ...fields, type: 'INPUT.KEY_DOWN' };
  // Held answers join the tree at any event, a key or not: that is not the key's doing, so the
  // step is compared with the state they have joined (and any check they completed).
  // A preview of the first column stands for its lazy tree (preview.ts): no change of the key's.
  const before = afterEvent({ state: beforeEvent(withoutPreview(state), []), effects: [] }).state;
  let done: Transition<O>;
  try {
    done = transition(before, event);
  } catch (error) {
    // A feature on its way has to decide (whether a check waits): the store keeps the key for it.
    if (error === FEATURE_COMING) return true;
    throw error;
  }
  const { state: next, effects } = done;
  return (
    changed(before, withoutPreview(next)) ||
    effects.some((effect) => asksOwner(effect, next)) ||
    // An arrow wrapping back to the row it is on changes nothing (nothing a `stateReducer` could
    // refuse either), yet it is the listbox's key, over results as in a column.
    arrowStaysOnRow(before, fields)
  );
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
