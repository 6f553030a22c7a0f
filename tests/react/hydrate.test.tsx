import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Cascader from '../../react/src';
import { combobox, itemByPath, regions, toggle } from './helpers';
import { hydrateWithoutMismatch, serverRender } from './hydration';

describe('hydration', () => {
  it('hydrates server HTML without mismatches, then works', async () => {
    const ui = (
      <Cascader options={regions()} defaultValue={['fj', 'quanzhou']} allowClear placeholder="pick" />
    );
    const host = serverRender(ui);
    const root = await hydrateWithoutMismatch(host, ui);
    await toggle();
    expect(combobox().getAttribute('aria-controls')).toBe(document.querySelector('[role="tree"]')!.id);
    expect(itemByPath('fj', 'quanzhou').getAttribute('aria-selected')).toBe('true');
    act(() => root.unmount());
    host.remove();
  });

  it.each([
    [
      'open from the start',
      () => <Cascader options={regions()} value={['fj', 'quanzhou']} open showSearch />,
    ],
    [
      'checkable with tags',
      () => (
        <Cascader options={regions()} checkable defaultValue={[['fj', 'quanzhou'], ['zj']]} maxTagCount={1} />
      ),
    ],
    [
      'a value missing from the options',
      // On a server the problem is reported at once (there is no commit to wait for).
      () => <Cascader options={regions()} defaultValue={['not', 'exist']} onProblem={() => {}} />,
    ],
    ['the panel', () => <Cascader.Panel options={regions()} defaultValue={['fj', 'quanzhou']} />],
  ])('%s hydrates without mismatches', async (_name, make) => {
    const host = serverRender(make());
    const root = await hydrateWithoutMismatch(host, make());
    act(() => root.unmount());
    host.remove();
  });
});
