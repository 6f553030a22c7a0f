import { describe, expect, it } from 'vitest';
import { type CascaderStore, createCascader, forwardLevel } from '../../core/src';

/** The option whose level a forward control goes to: the rule LEVEL.FORWARD follows, named. */
describe('forwardLevel', () => {
  const options = [
    { label: 'Off', value: 'off', disabled: true, children: [{ label: 'X', value: 'x' }] },
    { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }] },
  ];
  const textOf = <O>(store: CascaderStore<O>) => {
    const state = store.getState();
    const id = forwardLevel(state);
    return id < 0 ? null : state.tree.textOf(id);
  };

  it('with nothing open, the first enabled top-level row (as Right); else the open item', () => {
    const store = createCascader({ options });
    store.send({ type: 'POPUP.OPEN' });
    expect(textOf(store)).toBe('Zhejiang');
    store.send({ type: 'LEVEL.FORWARD' });
    expect(store.getState().activePath).toEqual(['zj']);
    expect(textOf(store)).toBe('Zhejiang');
  });

  it('is -1 when no row can be gone to', () => {
    const store = createCascader({ options: [options[0]] });
    store.send({ type: 'POPUP.OPEN' });
    expect(forwardLevel(store.getState())).toBe(-1);
  });
});
