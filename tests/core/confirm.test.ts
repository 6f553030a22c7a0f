import { type CascaderEvent, type CascaderOption, createCascader, getConfirmView } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { regions } from '../fixtures/regions';
import { optionsArb, type RandomOption } from './arbitraries';
import { setup } from './helpers';

describe('confirm mode (single)', () => {
  it('browsing changes a draft; choosing a leaf keeps the popup open; Confirm commits once', () => {
    const t = setup({ options: regions(), confirm: true, defaultValue: ['bj', 'chaoyang'] });
    t.open();
    t.click('zj');
    t.click('zj', 'hangzhou');
    t.click('zj', 'hangzhou', 'yuhang');
    expect(t.isOpen()).toBe(true);
    expect(t.state().value).toEqual(['zj', 'hangzhou', 'yuhang']); // the draft, shown
    expect(getConfirmView(t.state())).toEqual({ active: true, changed: true, count: 1 });
    expect(t.onChange).not.toHaveBeenCalled();
    t.store.send({ type: 'POPUP.CONFIRM' });
    expect(t.isOpen()).toBe(false);
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange).toHaveBeenCalledWith(['zj', 'hangzhou', 'yuhang'], expect.any(Array));
    expect(t.state().value).toEqual(['zj', 'hangzhou', 'yuhang']);
    expect(getConfirmView(t.state()).active).toBe(false);
  });

  it('Escape, a click outside and blur discard the draft and restore the value', () => {
    for (const dismiss of [
      { type: 'INPUT.KEY_DOWN', key: 'Escape' },
      { type: 'OUTSIDE.CLICK' },
      { type: 'POPUP.BLUR_CLOSE' },
      { type: 'POPUP.CLOSE' },
    ] as CascaderEvent<CascaderOption>[]) {
      const t = setup({ options: regions(), confirm: true, defaultValue: ['bj', 'chaoyang'] });
      const before = t.state().value;
      t.open();
      t.click('fj');
      t.click('fj', 'quanzhou');
      t.store.send(dismiss);
      expect(t.isOpen(), dismiss.type).toBe(false);
      expect(t.state().value, dismiss.type).toBe(before);
      expect(t.onChange).not.toHaveBeenCalled();
    }
  });

  it('Ctrl+Enter (Cmd+Enter) confirms from the keyboard; plain Enter chooses', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      const t = setup({ options: regions(), confirm: true });
      t.open();
      // Down to the first province, in to its first city, in to its district; Enter chooses it.
      t.key('ArrowDown');
      t.key('ArrowRight');
      t.key('ArrowRight');
      t.key('Enter');
      expect(t.isOpen()).toBe(true);
      expect(t.state().value).toEqual(['fj', 'fuzhou', 'mawei']);
      expect(t.onChange).not.toHaveBeenCalled();
      const draft = t.state().value;
      t.store.send({ type: 'INPUT.KEY_DOWN', key: 'Enter', ...modifier });
      expect(t.isOpen()).toBe(false);
      expect(t.onChange).toHaveBeenCalledTimes(1);
      expect(t.onChange.mock.calls[0][0]).toEqual(draft);
    }
  });

  it('Confirm without a change closes without onChange', () => {
    const t = setup({ options: regions(), confirm: true, defaultValue: ['bj', 'chaoyang'] });
    t.open();
    t.click('fj');
    t.click('bj');
    t.click('bj', 'chaoyang');
    t.store.send({ type: 'POPUP.CONFIRM' });
    expect(t.isOpen()).toBe(false);
    expect(t.onChange).not.toHaveBeenCalled();
  });

  it('with a controlled value: the draft is the popup own until Confirm, then the owner decides', () => {
    const t = setup({ options: regions(), confirm: true, value: ['bj', 'chaoyang'] });
    t.open();
    t.click('fj');
    t.click('fj', 'quanzhou');
    expect(t.state().value).toEqual(['fj', 'quanzhou']);
    t.store.send({ type: 'POPUP.CONFIRM' });
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    // Until the owner passes the new value, the prop is shown.
    expect(t.state().value).toEqual(['bj', 'chaoyang']);
    t.store.setProps({ value: ['fj', 'quanzhou'] });
    expect(t.state().value).toEqual(['fj', 'quanzhou']);
    // A value the owner sets while a draft is open restarts the draft from it.
    t.open();
    t.click('zj');
    t.store.setProps({ value: ['bj', 'chaoyang'] });
    expect(t.state().value).toEqual(['bj', 'chaoyang']);
    t.key('Escape');
    expect(t.state().value).toEqual(['bj', 'chaoyang']);
    expect(t.onChange).toHaveBeenCalledTimes(1);
  });

  it('a double click with changeOnSelect does not close (only Confirm does)', () => {
    const t = setup({ options: regions(), confirm: true, changeOnSelect: true });
    t.open();
    t.click('fj');
    t.store.send({ type: 'ITEM.DOUBLE_CLICK', path: ['fj'] });
    expect(t.isOpen()).toBe(true);
    expect(t.onChange).not.toHaveBeenCalled();
  });

  it('without confirm, today rule holds: a leaf commits and closes', () => {
    const t = setup({ options: regions() });
    t.open();
    t.click('fj');
    t.click('fj', 'quanzhou');
    expect(t.isOpen()).toBe(false);
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(getConfirmView(t.state()).active).toBe(false);
    t.store.send({ type: 'POPUP.CONFIRM' }); // nothing to confirm: ignored
    expect(t.onChange).toHaveBeenCalledTimes(1);
  });

  it('an inline cascader ignores confirm: every choice commits', () => {
    const t = setup({ options: regions(), confirm: true, inline: true });
    t.click('fj');
    t.click('fj', 'quanzhou');
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.state().draft).toBeNull();
  });
});

describe('confirm mode (checkable)', () => {
  it('checks change the draft and its count; Confirm reports them in one onChange', () => {
    const t = setup({ options: regions(), confirm: true, checkable: true, defaultValue: [['bj']] });
    t.open();
    t.store.send({ type: 'ITEM.CHECK', path: ['fj'] });
    t.click('zj');
    t.store.send({ type: 'ITEM.CHECK', path: ['zj', 'hangzhou'] });
    expect(getConfirmView(t.state())).toEqual({ active: true, changed: true, count: 3 });
    expect(t.onChange).not.toHaveBeenCalled();
    t.store.send({ type: 'POPUP.CONFIRM' });
    expect(t.onChange).toHaveBeenCalledTimes(1);
    expect(t.onChange.mock.calls[0][0]).toEqual([['bj'], ['fj'], ['zj']]);
  });

  it('Cancel restores the checks too', () => {
    const t = setup({ options: regions(), confirm: true, checkable: true, defaultValue: [['bj']] });
    t.open();
    t.store.send({ type: 'ITEM.CHECK', path: ['bj'] });
    t.store.send({ type: 'ITEM.CHECK', path: ['fj', 'quanzhou'] });
    t.key('Escape');
    expect(t.state().value).toEqual([['bj']]);
    const bj = t.state().tree.find(['bj']);
    expect(t.state().checks?.isChecked(bj)).toBe(true);
    expect(t.state().checks?.isChecked(t.state().tree.find(['fj', 'quanzhou']))).toBe(false);
  });
});

/** Every value path of a random tree, to pick clicks and checks from. */
function pathsOf(options: RandomOption[], prefix: string[] = []): string[][] {
  return options.flatMap((o) => [[...prefix, o.value], ...pathsOf(o.children ?? [], [...prefix, o.value])]);
}

describe('confirm mode (properties)', () => {
  const dismissals: CascaderEvent<CascaderOption>[] = [
    { type: 'INPUT.KEY_DOWN', key: 'Escape' },
    { type: 'OUTSIDE.CLICK' },
    { type: 'POPUP.BLUR_CLOSE' },
    { type: 'POPUP.CLOSE' },
    { type: 'POPUP.TOGGLE' },
  ];

  it('any browsing then a dismissal restores the value exactly and calls no onChange; Confirm calls it at most once', () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.tuple(fc.constantFrom('click', 'check', 'key', 'search'), fc.nat()), { maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (options, checkable, changeOnSelect, steps, startPick, dismissPick, confirmInstead) => {
          const paths = pathsOf(options);
          const start = paths[startPick % paths.length];
          const onChange = vi.fn();
          const store = createCascader<CascaderOption>({
            options: options as CascaderOption[],
            confirm: true,
            checkable,
            changeOnSelect,
            showSearch: true,
            defaultValue: checkable ? [start] : start,
            onChange,
            onProblem: () => {},
          });
          const before = store.getState().value;
          store.send({ type: 'POPUP.OPEN' });
          for (const [kind, pick] of steps) {
            const path = paths[pick % paths.length];
            if (kind === 'click') store.send({ type: 'ITEM.CLICK', path });
            else if (kind === 'check') store.send({ type: 'ITEM.CHECK', path });
            else if (kind === 'search') store.send({ type: 'INPUT.CHANGE', value: pick % 2 ? 'a' : '' });
            else
              store.send({
                type: 'INPUT.KEY_DOWN',
                key: ['ArrowDown', 'ArrowRight', 'Enter', ' '][pick % 4],
              });
          }
          expect(store.getState().status).toBe('open');
          expect(onChange).not.toHaveBeenCalled();
          const draft = store.getState().value;
          if (confirmInstead) {
            store.send({ type: 'POPUP.CONFIRM' });
            expect(onChange.mock.calls.length).toBeLessThanOrEqual(1);
            expect(store.getState().value).toEqual(draft);
          } else {
            store.send(dismissals[dismissPick % dismissals.length]);
            expect(store.getState().status).not.toBe('open');
            expect(store.getState().value).toBe(before);
            expect(onChange).not.toHaveBeenCalled();
          }
          store.destroy();
        },
      ),
      { numRuns: 300 },
    );
  });
});
