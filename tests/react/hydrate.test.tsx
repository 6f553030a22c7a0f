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
});
