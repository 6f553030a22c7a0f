import { BLUR_DELAY, HOVER_TIMER, MOUSE_LEAVE_DELAY, POPUP_TIMER } from './constants';
import { firstAnswer, throughFeatures } from './feature';
import { joinFeatures } from './featureOrder';
import { keyDown } from './keyboard';
import { resolveProps } from './props';
import { resumeRequests } from './revive';
import { clickItem, close, open } from './select';
import type { CascaderEvent, CascaderState, Effect, Transition } from './types';

const has = <O>(state: CascaderState<O>, trigger: 'click' | 'hover' | 'focus' | 'contextMenu') =>
  state.props.popupTrigger.includes(trigger);

/**
 * Events about showing and hiding a popup (every `TRIGGER.*`, `POPUP.*` and `OUTSIDE.*` event): an
 * inline cascader has none, and ignores them.
 */
const POPUP_EVENT = /^(TRIGGER|POPUP|OUTSIDE)\./;

/**
 * The user's acts on a row, a search result or a tag (every `ITEM.*`, `RESULT.*` and `TAG.*`
 * event): a disabled cascader takes none, whichever feature owns the event, so no feature checks.
 */
const ROW_ACT = /^(ITEM|RESULT|TAG)\./;

/**
 * The pure transition function: the next state and the effects to run, as data. It never calls a
 * callback, reads a clock or starts a timer; the store does that with the effects. Derived fields
 * (tree, checks, search, open/close side effects) are brought in step afterwards by `settle`.
 */
export function reduce<O>(state: CascaderState<O>, event: CascaderEvent<O>): Transition<O> {
  const effects: Effect<O>[] = [];
  const next = handle(state, event, effects);
  return { state: next, effects };
}

function handle<O>(state: CascaderState<O>, event: CascaderEvent<O>, effects: Effect<O>[]): CascaderState<O> {
  if (event.type === 'PROPS.SET') return { ...state, props: resolveProps(state.props, event.props) };
  if (event.type === 'STORE.REVIVE') return resumeRequests(state, effects);
  if (event.type === 'FEATURES.ADD') return joinFeatures(state, event.features, effects);
  // The answers of a feature's requests and its own events (LOAD.*, SEARCH.*, PATH.*,
  // CHECK.LOADED) are the feature's; one made without that feature ignores them, as every event
  // the switch below has no case for (TREE.INDEXED too: settle() reports what the now complete
  // index found).
  if (state.props.disabled && ROW_ACT.test(event.type)) return state;
  const owned = firstAnswer(state, (feature) => feature.handle?.(state, event, effects));
  if (owned) return owned;
  if (state.props.inline && POPUP_EVENT.test(event.type)) return state;
  if (state.props.disabled) return event.type === 'TRIGGER.BLUR' ? close(state, 'idle') : state;
  const { tree } = state;

  switch (event.type) {
    case 'TRIGGER.CLICK': {
      if (!has(state, 'click')) return state;
      // Clicking into a search in progress keeps the results open.
      if (state.status === 'open' && state.searchValue !== '') return state;
      return state.status === 'open' ? close(state) : open(state);
    }
    case 'TRIGGER.CONTEXT_MENU':
      return has(state, 'contextMenu') ? open(state) : state;
    case 'TRIGGER.FOCUS': {
      effects.push({ type: 'cancel', key: POPUP_TIMER });
      const focused = state.status === 'idle' ? { ...state, status: 'focused' as const } : state;
      return has(state, 'focus') ? open(focused) : focused;
    }
    case 'TRIGGER.BLUR':
      if (state.status !== 'open') return close(state, 'idle');
      effects.push({
        type: 'schedule',
        key: POPUP_TIMER,
        delay: BLUR_DELAY,
        event: { type: 'POPUP.BLUR_CLOSE' },
      });
      return state;
    case 'POPUP.BLUR_CLOSE':
      return close(state, 'idle');
    case 'TRIGGER.MOUSE_ENTER':
    case 'POPUP.MOUSE_ENTER':
      if (!has(state, 'hover')) return state;
      effects.push({ type: 'cancel', key: POPUP_TIMER });
      return event.type === 'TRIGGER.MOUSE_ENTER' ? open(state) : state;
    case 'TRIGGER.MOUSE_LEAVE':
    case 'POPUP.MOUSE_LEAVE':
      if (has(state, 'hover') && state.status === 'open') {
        effects.push({
          type: 'schedule',
          key: POPUP_TIMER,
          delay: MOUSE_LEAVE_DELAY,
          event: { type: 'POPUP.CLOSE' },
        });
      }
      return state;
    case 'POPUP.OPEN':
      return open(state);
    case 'POPUP.CLOSE':
      return close(state);
    case 'POPUP.TOGGLE':
      return state.status === 'open' ? close(state) : open(state);
    case 'OUTSIDE.CLICK':
      return state.status === 'open' ? close(state) : state;

    case 'ITEM.CLICK': {
      const id = tree.find(event.path);
      // A click on no option (a duplicate sibling's row, whose path is empty, or a stale path)
      // changes nothing, not even a hover waiting to expand.
      if (id < 0) return state;
      // A click is the user's last word: a hover still waiting to expand (hover intent) must not
      // replace what the click opened (in drill-down it would take the view back a level).
      effects.push({ type: 'cancel', key: HOVER_TIMER });
      return clickItem(state, id, effects, 'mouse');
    }
    case 'ITEM.DOUBLE_CLICK':
      // (In confirm mode only Confirm closes: a double click is two choices of the draft.)
      return state.props.changeOnSelect &&
        !state.props.checkable &&
        !state.props.confirm &&
        tree.find(event.path) >= 0
        ? close(state)
        : state;
    case 'INPUT.CHANGE':
      // Without `showSearch` the input is read-only: text arriving anyway still searches (rc-cascader).
      return open({ ...state, searchValue: event.value });
    case 'INPUT.KEY_DOWN':
      return keyDown(state, event, effects);
    case 'CLEAR.CLICK':
      effects.push({ type: 'clear' });
      state = replaceValue(state, effects);
      return { ...state, value: state.props.checkable ? [] : undefined, searchValue: '' };
    case 'VALUE.SET':
      // The app replaces the value: a later action than any check still waiting, which it ends.
      return { ...replaceValue(state, effects), value: event.value };
    default:
      return state;
  }
}

/** The value is replaced: what a feature keeps to change it later (a waiting check) goes. */
const replaceValue = <O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O> =>
  throughFeatures(state, (feature, s) => feature.valueReplaced?.(s, effects));
