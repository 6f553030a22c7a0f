import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { combobox, itemByPath, regions, toggle } from './helpers';

describe('hydration', () => {
  it('hydrates server HTML without mismatches, then works', async () => {
    const ui = (
      <Cascader options={regions()} defaultValue={['fj', 'quanzhou']} allowClear placeholder="pick" />
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(ui);
    document.body.appendChild(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, ui, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await toggle();
    expect(combobox().getAttribute('aria-controls')).toBe(document.querySelector('[role="tree"]')!.id);
    expect(itemByPath('fj', 'quanzhou').getAttribute('aria-selected')).toBe('true');
    act(() => root!.unmount());
    host.remove();
  });
});
