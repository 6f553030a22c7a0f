import type { CascaderOption } from '@cascadia/core';
import { getSearchItems } from '@cascadia/core';
import { describe, expect, it } from 'vitest';
import { setup } from './helpers';
import { manualLoader } from './manualLoader';

/** Four leaves that match `a`, and a lazy branch whose answer brings one more. */
const options = (): CascaderOption[] => [
  { label: 'a1', value: 'a1' },
  { label: 'a2', value: 'a2' },
  { label: 'a3', value: 'a3' },
  { label: 'a4', value: 'a4' },
  { label: 'lazy', value: 'lz', isLeaf: false },
];

describe('the highlighted search result across tree changes', () => {
  it('stays on the result the user moved to when a load answers during the search', async () => {
    const { loadData, answer } = manualLoader(() => [
      { label: 'a0', value: 'a0' },
      { label: 'b', value: 'b' },
    ]);
    const t = setup({ options: options(), loadData, showSearch: true });
    t.open();
    t.click('lz');
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    for (let i = 0; i < 3; i++) t.key('ArrowDown');
    const active = () => getSearchItems(t.state()).find((item) => item.active)?.text;
    expect(active()).toBe('a3');
    await answer(['lz']);
    // The answer joined the tree (a new result, lazy / a0, came with it); the highlight stayed.
    expect(getSearchItems(t.state()).map((i) => i.text)).toContain('lazy / a0');
    expect(active()).toBe('a3');
    t.key('Enter');
    expect(t.onChange).toHaveBeenLastCalledWith(['a3'], expect.any(Array));
  });

  it('goes back to the first result when the one moved to is no longer a result', () => {
    const t = setup({ options: options(), showSearch: true });
    t.open();
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    for (let i = 0; i < 3; i++) t.key('ArrowDown');
    t.store.setProps({ options: options().filter((o) => o.value !== 'a3') });
    const items = getSearchItems(t.state());
    expect(items.find((item) => item.active)?.text).toBe('a1');
  });

  it('a new query starts from the first result again', () => {
    const t = setup({ options: options(), showSearch: true });
    t.open();
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    for (let i = 0; i < 3; i++) t.key('ArrowDown');
    t.store.send({ type: 'INPUT.CHANGE', value: 'a3' });
    t.store.send({ type: 'INPUT.CHANGE', value: 'a' });
    expect(getSearchItems(t.state()).find((item) => item.active)?.text).toBe('a1');
  });
});
