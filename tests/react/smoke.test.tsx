import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { columnTexts, combobox, dropdown, flush, itemByPath, regions, setup } from './helpers';

describe('smoke', () => {
  it('opens, navigates, selects', async () => {
    const onChange = vi.fn();
    const { user, container } = setup(
      <Cascader options={regions()} onChange={onChange} placeholder="pick" />,
    );
    expect(container.innerHTML).toContain('rc-cascader-selection-placeholder');
    await user.click(container.querySelector('.rc-cascader-selector')!);
    await flush();
    expect(dropdown()).not.toBeNull();
    expect(columnTexts()).toEqual([['福建', '浙江', '北京']]);
    await user.click(itemByPath('fj'));
    expect(columnTexts()).toEqual([
      ['福建', '浙江', '北京'],
      ['福州', '泉州'],
    ]);
    await user.click(itemByPath('fj', 'quanzhou'));
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    await flush();
    expect(dropdown()!.className).toContain('rc-cascader-dropdown-hidden');
    expect(container.querySelector('.rc-cascader-selection-item')!.textContent).toBe('福建 / 泉州');
    expect(combobox()).toBe(screen.getByRole('combobox'));
  });
});
