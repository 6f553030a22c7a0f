import { describe, expect, it } from 'vitest';
import { regions } from '../fixtures/regions';
import { setup } from './helpers';

/** Issue 27, item 8: removing a tag (its ×, or Backspace) is said in the live region. */
describe('removing a tag is announced', () => {
  it('the × says which tag went and how many are left', () => {
    const t = setup({
      options: regions(),
      checkable: true,
      defaultValue: [['fj'], ['zj', 'hangzhou', 'yuhang']],
    });
    t.store.send({ type: 'TAG.REMOVE', path: ['zj', 'hangzhou', 'yuhang'] });
    expect(t.state().announcement).toBe('Removed 余杭, 1 left');
    t.store.send({ type: 'TAG.REMOVE', path: ['fj'] });
    expect(t.state().announcement).toBe('Removed 福建, 0 left');
  });

  it('Backspace says it too, popup closed or open, skipping a locked tag', () => {
    const t = setup({
      options: regions(),
      checkable: true,
      checkStrictly: true,
      defaultValue: [['fj'], ['zj'], ['bj', 'haidian']],
    });
    t.key('Backspace');
    expect(t.state().value).toEqual([['fj'], ['bj', 'haidian']]);
    expect(t.state().announcement).toBe('Removed 浙江, 2 left');
    t.open();
    t.key('Backspace');
    expect(t.state().announcement).toBe('Removed 福建, 1 left');
  });

  it('a value not among the options is named by its raw value', () => {
    const t = setup({ options: regions(), checkable: true, defaultValue: [['gone', 'away'], ['fj']] });
    t.store.send({ type: 'TAG.REMOVE', path: ['gone', 'away'] });
    expect(t.state().announcement).toBe('Removed away, 1 left');
  });

  it('the same removal said again is a change of the region (the check between empties it)', () => {
    const t = setup({ options: regions(), checkable: true, defaultValue: [['fj'], ['zj']] });
    const said: string[] = [];
    t.store.subscribe(() => said.push(t.state().announcement));
    t.store.send({ type: 'TAG.REMOVE', path: ['zj'] });
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    t.store.send({ type: 'TAG.REMOVE', path: ['zj'] });
    expect(said.filter((text, i) => text !== said[i - 1])).toEqual([
      'Removed 浙江, 1 left',
      '',
      'Removed 浙江, 1 left',
    ]);
  });

  it('controlled: said once the owner takes the change, and emptied by the next check', () => {
    const t = setup({ options: regions(), checkable: true, value: [['fj'], ['zj']] });
    t.store.send({ type: 'TAG.REMOVE', path: ['zj'] });
    expect(t.state().announcement).toBe('Removed 浙江, 1 left');
    t.store.setProps({ value: [['fj']] });
    expect(t.state().announcement).toBe('Removed 浙江, 1 left');
    t.store.send({ type: 'ITEM.CHECK', path: ['zj'] });
    expect(t.state().announcement).toBe('');
    t.store.setProps({ value: [['fj'], ['zj']] });
    t.store.send({ type: 'TAG.REMOVE', path: ['zj'] });
    expect(t.state().announcement).toBe('Removed 浙江, 1 left');
  });

  it('a locked tag, or one not in the value, changes nothing and says nothing', () => {
    const t = setup({
      options: regions(),
      checkable: true,
      checkStrictly: true,
      defaultValue: [['bj', 'haidian']],
    });
    t.store.send({ type: 'TAG.REMOVE', path: ['bj', 'haidian'] });
    t.store.send({ type: 'TAG.REMOVE', path: ['fj'] });
    expect(t.state().announcement).toBe('');
    expect(t.onChange).not.toHaveBeenCalled();
  });

  it('messages.removed translates it', () => {
    const t = setup({
      options: regions(),
      checkable: true,
      defaultValue: [['fj']],
      messages: { removed: (label, remaining) => `已删除 ${label}，剩余 ${remaining} 项` },
    });
    t.key('Backspace');
    expect(t.state().announcement).toBe('已删除 福建，剩余 0 项');
  });
});
