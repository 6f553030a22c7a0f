import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Cascader from '../../react/src';
import zhCN from '../../react/src/locale/packs/zh-CN';
import { combobox, regions, toggle } from './helpers';

/** Issue 27, item 8: a tag removed by Backspace or by its × is said in the live region. */
describe('removing a tag is announced', () => {
  const status = () => screen.getByRole('status').textContent;

  it('Backspace, popup closed and open, says which tag went and how many are left', async () => {
    render(
      <Cascader
        options={regions()}
        checkable
        aria-label="Address"
        defaultValue={[['fj'], ['zj', 'hangzhou', 'yuhang']]}
      />,
    );
    await act(async () => fireEvent.keyDown(combobox(), { key: 'Backspace' }));
    expect(status()).toBe('Removed 余杭, 1 left');
    await toggle();
    await act(async () => fireEvent.keyDown(combobox(), { key: 'Backspace' }));
    expect(status()).toBe('Removed 福建, 0 left');
  });

  it("the tag's × says the same, in the pack's language", async () => {
    render(
      <Cascader
        options={regions()}
        checkable
        locale={zhCN}
        aria-label="地区"
        defaultValue={[['fj'], ['zj', 'hangzhou', 'yuhang']]}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '删除 余杭' })));
    expect(status()).toBe('已删除 余杭，剩余 1 项');
    expect(screen.queryByRole('button', { name: '删除 余杭' })).toBeNull();
  });
});
