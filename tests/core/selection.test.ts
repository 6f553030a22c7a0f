import { describe, expect, it } from 'vitest';
import { regions } from '../fixtures/regions';
import { setup } from './helpers';

describe('single selection', () => {
  it('selects a leaf, reports the path and options, and closes', () => {
    const t = setup({ options: regions() });
    t.open();
    t.click('fj');
    expect(t.columns()).toEqual([
      ['福建', '浙江', '北京'],
      ['福州', '泉州'],
    ]);
    expect(t.onChange).not.toHaveBeenCalled();
    t.click('fj', 'fuzhou');
    t.click('fj', 'fuzhou', 'mawei');
    expect(t.onChange).toHaveBeenCalledTimes(1);
    const [value, options] = t.onChange.mock.calls[0];
    expect(value).toEqual(['fj', 'fuzhou', 'mawei']);
    expect(options.map((o: { label: string }) => o.label)).toEqual(['福建', '福州', '马尾']);
    expect(t.isOpen()).toBe(false);
    expect(t.onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('hands the very option objects to onChange', () => {
    const options = regions();
    const t = setup({ options });
    t.open();
    t.click('fj', 'quanzhou');
    expect(t.onChange.mock.calls[0][1][1]).toBe(options[0].children![1]);
  });

  it('never selects a disabled option', () => {
    const t = setup({ options: regions() });
    t.open();
    t.click('bj');
    t.click('bj', 'haidian');
    expect(t.onChange).not.toHaveBeenCalled();
    expect(t.state().activePath).toEqual(['bj']);
  });

  it('with changeOnSelect selects a branch by click and keeps the popup open', () => {
    const t = setup({ options: regions(), changeOnSelect: true });
    t.open();
    t.click('fj');
    expect(t.onChange).toHaveBeenLastCalledWith(['fj'], [expect.objectContaining({ value: 'fj' })]);
    expect(t.isOpen()).toBe(true);
    t.click('fj', 'quanzhou');
    expect(t.isOpen()).toBe(false);
  });

  it('with changeOnSelect in hover mode a branch click closes the popup', () => {
    const t = setup({ options: regions(), changeOnSelect: true, expandTrigger: 'hover' });
    t.open();
    t.click('fj');
    expect(t.state().value).toEqual(['fj']);
    expect(t.isOpen()).toBe(false);
  });

  it('keeps the popup open after a leaf when hidePopupOnSelect is false', () => {
    const t = setup({ options: regions(), hidePopupOnSelect: false });
    t.open();
    t.click('fj', 'quanzhou');
    expect(t.state().value).toEqual(['fj', 'quanzhou']);
    expect(t.isOpen()).toBe(true);
  });

  it('expands every column down to the value on open', () => {
    const t = setup({ options: regions(), defaultValue: ['zj', 'hangzhou', 'yuhang'] });
    t.open();
    expect(t.columns()).toEqual([['福建', '浙江', '北京'], ['杭州'], ['余杭']]);
    expect(t.focused()).toBe('余杭');
  });

  it('applies the single-option rule when enabled', () => {
    const options = [
      {
        label: '浙江',
        value: 'zj',
        children: [{ label: '杭州', value: 'hz', children: [{ label: '西湖', value: 'xh' }] }],
      },
      {
        label: '江苏',
        value: 'js',
        children: [
          { label: '南京', value: 'nj' },
          { label: '苏州', value: 'sz' },
        ],
      },
    ];
    const t = setup({ options, changeOnSelect: true, expandSingleOption: true });
    t.open();
    t.click('zj');
    expect(t.state().value).toEqual(['zj', 'hz', 'xh']);
    t.click('js');
    expect(t.state().value).toEqual(['js']);
  });

  it('clears to (undefined, undefined) and calls onClear', () => {
    const t = setup({ options: regions(), defaultValue: ['fj', 'quanzhou'] });
    t.store.send({ type: 'CLEAR.CLICK' });
    expect(t.onChange).toHaveBeenCalledWith(undefined, undefined);
    expect(t.onClear).toHaveBeenCalledTimes(1);
    expect(t.state().value).toBeUndefined();
  });

  it('keeps values missing from the options and warns once', () => {
    const t = setup({ options: regions(), defaultValue: ['not', 'exist'] });
    expect(t.state().value).toEqual(['not', 'exist']);
    expect(t.problems.map((p) => p.code)).toEqual(['value-not-found']);
    expect(t.problems[0].message).toContain('["not","exist"]');
  });
});

describe('controlled props', () => {
  it('a controlled value wins but onChange still reports the wish', () => {
    const t = setup({ options: regions(), value: ['fj', 'quanzhou'] });
    t.open();
    t.click('zj', 'hangzhou', 'yuhang');
    expect(t.onChange).toHaveBeenCalledWith(['zj', 'hangzhou', 'yuhang'], expect.any(Array));
    expect(t.state().value).toEqual(['fj', 'quanzhou']);
    t.store.setProps({ value: ['zj', 'hangzhou', 'yuhang'] });
    expect(t.state().value).toEqual(['zj', 'hangzhou', 'yuhang']);
  });

  it('a controlled open wins and onOpenChange reports the wish', () => {
    const t = setup({ options: regions(), open: false });
    t.store.send({ type: 'TRIGGER.CLICK' });
    expect(t.onOpenChange).toHaveBeenCalledWith(true);
    expect(t.isOpen()).toBe(false);
    t.store.setProps({ open: true });
    expect(t.isOpen()).toBe(true);
    expect(t.columns()).toHaveLength(1);
  });

  it('a controlled searchValue wins', () => {
    const t = setup({ options: regions(), showSearch: true, searchValue: '' });
    t.store.send({ type: 'INPUT.CHANGE', value: '福' });
    expect(t.onSearch).toHaveBeenCalledWith('福');
    expect(t.state().searchValue).toBe('');
    t.store.setProps({ searchValue: '福' });
    expect(t.state().search?.results.length).toBeGreaterThan(0);
  });

  it('an event that changes nothing keeps the very same state, controlled props or not', () => {
    const t = setup({
      options: regions(),
      showSearch: true,
      searchValue: '',
      value: ['fj', 'quanzhou'],
      open: true,
    });
    const before = t.state();
    t.store.send({ type: 'ITEM.HOVER', path: ['zj'] }); // click-trigger mode: hover does nothing
    expect(t.state()).toBe(before);
  });

  it('a stateReducer may rewrite any transition', () => {
    const t = setup({
      options: regions(),
      stateReducer: (_state, { event, changes }) =>
        event.type === 'ITEM.CLICK' && changes.status !== 'open' ? { ...changes, status: 'open' } : changes,
    });
    t.open();
    t.click('fj', 'quanzhou');
    expect(t.state().value).toEqual(['fj', 'quanzhou']);
    expect(t.isOpen()).toBe(true);
  });

  it('switching checkable converts the uncontrolled value', () => {
    const t = setup({ options: regions(), defaultValue: ['fj', 'fuzhou'] });
    t.store.setProps({ checkable: true });
    expect(t.state().value).toEqual([['fj', 'fuzhou']]);
    t.store.setProps({ checkable: false });
    expect(t.state().value).toEqual(['fj', 'fuzhou']);
  });

  it('a disabled cascader ignores events', () => {
    const t = setup({ options: regions(), disabled: true });
    t.store.send({ type: 'TRIGGER.CLICK' });
    t.key('ArrowDown');
    expect(t.isOpen()).toBe(false);
  });
});
