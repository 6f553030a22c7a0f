import {
  BLUR_DELAY,
  type CascaderOption,
  type CascaderProps,
  type CascaderState,
  handlesKey,
  initialState,
  type KeyInput,
  transition,
} from '@cascadia/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fruits, regions } from '../fixtures/regions';
import { setup } from './helpers';

afterEach(() => vi.useRealTimers());

/** Asks `handlesKey`, then sends the same key, as an adapter does. */
function press(t: ReturnType<typeof setup>, input: KeyInput | string): boolean {
  const fields = typeof input === 'string' ? { key: input } : input;
  const handled = handlesKey(t.state(), fields);
  t.store.send({ type: 'INPUT.KEY_DOWN', ...fields });
  return handled;
}

describe('handlesKey answers from the full step', () => {
  it('keeps the old (state, key, now) signature next to the event-like one', () => {
    const t = setup({ options: fruits() });
    t.open();
    expect(handlesKey(t.state(), 'ArrowDown')).toBe(true);
    expect(handlesKey(t.state(), 'b', 1000)).toBe(true);
    expect(handlesKey(t.state(), { key: 'b', now: 1000 })).toBe(true);
    expect(handlesKey(t.state(), 'Tab')).toBe(false);
    expect(handlesKey(t.state(), { key: 'Tab' })).toBe(false);
  });

  it('is pure: the state it is asked about stays as it was, and no callback runs', () => {
    const t = setup({ options: regions(), value: ['fj', 'quanzhou'] });
    t.open();
    t.key('ArrowDown');
    const before = t.state();
    expect(handlesKey(before, 'Enter')).toBe(true);
    expect(handlesKey(before, 'Escape')).toBe(true);
    expect(t.state()).toBe(before);
    expect(t.onChange).not.toHaveBeenCalled();
    expect(t.onOpenChange).toHaveBeenCalledTimes(1); // the open() above
  });

  it('a stateReducer that vetoes a key: not handled', () => {
    const veto = new Set(['Escape', 'ArrowRight', 'Home']);
    const t = setup({
      options: regions(),
      stateReducer: (state, { event, changes }) =>
        event.type === 'INPUT.KEY_DOWN' && veto.has(event.key) ? state : changes,
    });
    t.open();
    expect(press(t, 'ArrowDown')).toBe(true);
    expect(press(t, 'Escape')).toBe(false);
    expect(t.isOpen()).toBe(true);
    expect(t.onOpenChange).toHaveBeenCalledTimes(1); // only the open() above
    expect(press(t, 'ArrowRight')).toBe(false);
    expect(press(t, 'Home')).toBe(false);
    expect(t.focused()).toBe('福建');
  });

  it('a stateReducer that hands back an equal copy does not make every key count', () => {
    const t = setup({ options: regions(), stateReducer: (_state, { changes }) => ({ ...changes }) });
    t.open();
    expect(handlesKey(t.state(), 'Tab')).toBe(false);
    expect(handlesKey(t.state(), 'F5')).toBe(false);
    expect(handlesKey(t.state(), 'ArrowDown')).toBe(true);
  });

  it('a load that the stateReducer threw away does not count', () => {
    const loadData = vi.fn(() => new Promise<CascaderOption[]>(() => {}));
    const t = setup({
      options: [{ label: 'Lazy', value: 'lazy', isLeaf: false }],
      loadData,
      stateReducer: (state, { event, changes }) =>
        event.type === 'INPUT.KEY_DOWN' && event.key === 'ArrowRight' ? state : changes,
    });
    t.open();
    t.key('ArrowDown');
    expect(handlesKey(t.state(), 'ArrowRight')).toBe(false);
    // Enter on an unloaded branch goes in: the load is wanted, and counts.
    expect(press(t, 'Enter')).toBe(true);
    expect(loadData).toHaveBeenCalledTimes(1);
  });

  it('a controlled open: Escape and Left at the first column still count (they ask the app to close)', () => {
    const t = setup({ options: regions(), open: true });
    expect(press(t, 'ArrowDown')).toBe(true);
    expect(press(t, 'Escape')).toBe(true);
    expect(t.onOpenChange).toHaveBeenLastCalledWith(false);
    expect(t.isOpen()).toBe(true);
    expect(press(t, 'ArrowLeft')).toBe(true);
    expect(t.onOpenChange).toHaveBeenCalledTimes(2);
    // Closed and controlled shut: Down asks to open.
    t.store.setProps({ open: false });
    expect(press(t, 'ArrowDown')).toBe(true);
    expect(t.onOpenChange).toHaveBeenLastCalledWith(true);
    expect(t.isOpen()).toBe(false);
    expect(press(t, 'Escape')).toBe(false);
  });

  it('a controlled value: Enter on a leaf counts (onChange), though the value stays', () => {
    const t = setup({ options: regions(), value: ['bj', 'chaoyang'] });
    t.open();
    for (const key of ['ArrowLeft', 'Home', 'ArrowRight', 'ArrowDown']) t.key(key);
    expect(t.focused()).toBe('泉州');
    expect(press(t, 'Enter')).toBe(true);
    expect(t.onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    expect(t.state().value).toEqual(['bj', 'chaoyang']);
  });
});

describe('arrows over a list with one enabled row', () => {
  const options = () => [
    { value: 'a', label: 'apple' },
    { value: 'b', label: 'banana', disabled: true },
  ];

  it('in a column: Up and Down stay on the row and are handled (the page must not scroll)', () => {
    const t = setup({ options: options() });
    t.open();
    expect(press(t, 'ArrowDown')).toBe(true);
    expect(t.focused()).toBe('apple');
    expect(press(t, 'ArrowDown')).toBe(true);
    expect(press(t, 'ArrowUp')).toBe(true);
    expect(t.focused()).toBe('apple');
  });

  it('over search results: the same, after the first Down made the result the user’s', () => {
    const t = setup({ options: options(), showSearch: true });
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    expect(t.state().search?.results).toHaveLength(2);
    expect(press(t, 'ArrowDown')).toBe(true);
    expect(press(t, 'ArrowDown')).toBe(true);
    expect(press(t, 'ArrowUp')).toBe(true);
    expect(t.state().searchActiveIndex).toBe(0);
  });

  it('none enabled: nothing to move to, not handled, in a column as over results', () => {
    const none = [{ value: 'b', label: 'banana', disabled: true }];
    const t = setup({ options: none });
    t.open();
    expect(press(t, 'ArrowDown')).toBe(false);
    const s = setup({ options: none, showSearch: true });
    s.store.send({ type: 'INPUT.CHANGE', value: 'an' });
    expect(s.state().search?.results).toHaveLength(1);
    expect(press(s, 'ArrowDown')).toBe(false);
    expect(press(s, 'ArrowUp')).toBe(false);
  });

  it('a stateReducer that vetoes arrows: a move it refused is not handled', () => {
    const t = setup({
      options: regions(),
      stateReducer: (state, { event, changes }) =>
        event.type === 'INPUT.KEY_DOWN' && event.key.startsWith('Arrow') ? state : changes,
    });
    t.open();
    expect(press(t, 'ArrowDown')).toBe(false);
  });
});

describe('inline (the panel: always shown, no popup)', () => {
  const inline = (props: CascaderProps = {}) => setup({ options: regions(), inline: true, ...props });

  it('starts open; open, defaultOpen and popupTrigger are ignored', () => {
    expect(inline().isOpen()).toBe(true);
    expect(inline({ open: false, defaultOpen: false }).isOpen()).toBe(true);
    const t = inline({ popupTrigger: ['click', 'focus', 'hover'] });
    for (const type of ['TRIGGER.CLICK', 'POPUP.CLOSE', 'POPUP.TOGGLE', 'OUTSIDE.CLICK'] as const) {
      t.store.send({ type });
      expect(t.isOpen()).toBe(true);
    }
    expect(t.onOpenChange).not.toHaveBeenCalled();
  });

  it('Escape, and Left / Backspace at the first column, are not acted on and emit no openChange', () => {
    const t = inline();
    expect(press(t, 'Escape')).toBe(false);
    expect(press(t, 'ArrowLeft')).toBe(false);
    expect(press(t, 'ArrowDown')).toBe(true);
    expect(press(t, 'ArrowRight')).toBe(true);
    expect(press(t, 'ArrowLeft')).toBe(true); // back a column
    expect(t.focused()).toBe('福建');
    expect(press(t, 'ArrowLeft')).toBe(false);
    expect(press(t, 'Backspace')).toBe(false);
    expect(press(t, 'Escape')).toBe(false);
    expect(t.isOpen()).toBe(true);
    expect(t.focused()).toBe('福建');
    expect(t.onOpenChange).not.toHaveBeenCalled();
  });

  it('in RTL the first column’s Right is the one left alone', () => {
    const t = inline({ direction: 'rtl' });
    t.key('ArrowDown');
    expect(press(t, 'ArrowRight')).toBe(false);
    expect(press(t, 'ArrowLeft')).toBe(true);
  });

  it('selecting a leaf keeps it shown, without openChange', () => {
    const t = inline();
    t.key('ArrowDown');
    t.key('ArrowRight');
    t.key('ArrowDown');
    expect(press(t, 'Enter')).toBe(true);
    expect(t.onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    expect(t.isOpen()).toBe(true);
    t.store.send({ type: 'ITEM.DOUBLE_CLICK', path: ['fj'] });
    expect(t.isOpen()).toBe(true);
    expect(t.onOpenChange).not.toHaveBeenCalled();
  });

  it('focus and blur change nothing and start no timer', () => {
    vi.useFakeTimers();
    const t = inline();
    t.key('ArrowDown');
    const before = t.state();
    t.store.send({ type: 'TRIGGER.FOCUS' });
    t.store.send({ type: 'TRIGGER.BLUR' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(BLUR_DELAY * 2);
    expect(t.state()).toBe(before);
    const { effects } = transition(before, { type: 'TRIGGER.BLUR' });
    expect(effects).toEqual([]);
  });

  it('is idle while disabled and shown again once enabled, never with openChange', () => {
    const t = inline({ defaultValue: ['zj', 'hangzhou'] });
    t.store.setProps({ disabled: true });
    expect(t.state().status).toBe('idle');
    t.store.send({ type: 'TRIGGER.FOCUS' });
    t.store.send({ type: 'TRIGGER.BLUR' });
    expect(t.state().status).toBe('idle');
    t.store.setProps({ disabled: false });
    expect(t.isOpen()).toBe(true);
    expect(t.columns()).toHaveLength(3);
    expect(t.onOpenChange).not.toHaveBeenCalled();
    expect(initialState({ options: regions(), inline: true, disabled: true }).state.status).toBe('idle');
  });

  it('a stateReducer cannot close it', () => {
    const t = inline({
      stateReducer: (_state, { changes }) => ({ ...changes, status: 'focused' }),
    });
    t.key('ArrowDown');
    expect(t.isOpen()).toBe(true);
    expect(t.onOpenChange).not.toHaveBeenCalled();
  });

  it('checkable: Backspace goes back a column (there are no tags to remove)', () => {
    const t = inline({ checkable: true, defaultValue: [['fj'], ['zj']] });
    t.key('ArrowDown');
    t.key('ArrowRight');
    expect(press(t, 'Backspace')).toBe(true);
    expect(t.focused()).toBe('福建');
    expect(press(t, 'Backspace')).toBe(false);
    expect(t.onChange).not.toHaveBeenCalled();
    expect(t.state().value).toEqual([['fj'], ['zj']]);
  });
});

describe('shortcuts (a printable key with Ctrl or Cmd)', () => {
  const opened = () => {
    const t = setup({ options: fruits() });
    t.open();
    return t;
  };

  it('are the browser’s: no typeahead, not handled', () => {
    const t = opened();
    for (const mods of [{ ctrlKey: true }, { metaKey: true }, { metaKey: true, altKey: true }]) {
      expect(press(t, { key: 'b', now: 1000, ...mods })).toBe(false);
      expect(press(t, { key: 'B', now: 1000, shiftKey: true, ...mods })).toBe(false);
    }
    expect(t.focused()).toBeUndefined();
    expect(t.state().typeahead.text).toBe('');
    expect(press(t, { key: 'b', now: 2000 })).toBe(true);
    expect(t.focused()).toBe('Banana');
  });

  it('Ctrl+Alt is AltGr, which types: typeahead takes it', () => {
    const t = opened();
    expect(press(t, { key: 'b', now: 1000, ctrlKey: true, altKey: true })).toBe(true);
    expect(t.focused()).toBe('Banana');
    // Alt alone or Shift alone are typing too.
    expect(press(t, { key: 'c', now: 5000, altKey: true })).toBe(true);
    expect(t.focused()).toBe('Cherry');
  });

  it('Ctrl or Cmd with a named key (arrows, Enter) is still the engine’s', () => {
    const t = opened();
    expect(press(t, { key: 'ArrowDown', ctrlKey: true })).toBe(true);
    expect(t.focused()).toBe('Apple');
    expect(press(t, { key: 'End', metaKey: true })).toBe(true);
    expect(t.focused()).toBe('Cherry');
  });

  it('Ctrl+A in a search box is left to the input, with or without text', () => {
    const t = setup({ options: regions(), showSearch: true });
    const state = (): CascaderState => t.state();
    expect(handlesKey(state(), { key: 'a', ctrlKey: true })).toBe(false);
    t.store.send({ type: 'INPUT.CHANGE', value: '福' });
    expect(handlesKey(state(), { key: 'a', ctrlKey: true })).toBe(false);
    expect(handlesKey(state(), { key: 'a', metaKey: true })).toBe(false);
  });
});
