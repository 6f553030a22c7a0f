import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CascaderOption, type UseCascaderProps, useCascader } from '../../react/src';
import { resetWarnings } from '../../react/src/utils/warn';
import { regions } from './helpers';
import { HookColumns } from './hookColumns';

/**
 * A hook owner that writes its options inline: every render makes a new tree, and the owner
 * re-renders whenever the store's state changes. Before the loop guard this never settled
 * ("Maximum update depth exceeded", or a hang under act).
 */
function Inline(
  props: Omit<UseCascaderProps<CascaderOption>, 'options'> & { extra?: boolean; jsx?: boolean },
) {
  const { extra, jsx, ...rest } = props;
  const options = regions();
  if (extra) options.push({ value: 'sh', label: '上海' });
  if (jsx) options[0] = { ...options[0], label: <b>福建</b> };
  const api = useCascader({ ...rest, options });
  return (
    <div {...api.getRootProps()}>
      <input {...api.getInputProps()} aria-label="Region" />
      <span data-testid="value">{api.display.text}</span>
      <HookColumns api={api} columns={api.columns} />
    </div>
  );
}

describe('options written inline in a hook owner', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetWarnings();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  const loopWarnings = () =>
    warn.mock.calls.filter(([text]: unknown[]) => String(text).includes('`options` is a new array'));

  it.each([
    ['open', true],
    ['closed', false],
  ])('settle when %s, and warn once naming `options`', (_name, open) => {
    render(<Inline defaultValue={['fj', 'quanzhou']} defaultOpen={open} />);
    expect(screen.getByTestId('value').textContent).toBe('福建 / 泉州');
    if (open)
      expect(screen.getByRole('treeitem', { name: '泉州' }).getAttribute('aria-selected')).toBe('true');
    expect(loopWarnings()).toHaveLength(1);
  });

  it('settle with labels that are React elements', () => {
    render(<Inline defaultOpen jsx />);
    expect(screen.getAllByRole('treeitem').length).toBeGreaterThan(0);
    expect(loopWarnings()).toHaveLength(1);
  });

  it('still choose by mouse, and new content still arrives', async () => {
    const onChange = vi.fn();
    function Owner() {
      const [extra, setExtra] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setExtra(true)}>
            more
          </button>
          <Inline defaultOpen extra={extra} onChange={onChange} />
        </>
      );
    }
    render(<Owner />);
    const user = userEvent.setup();
    expect(screen.queryByRole('treeitem', { name: '上海' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'more' }));
    const shanghai = screen.getByRole('treeitem', { name: '上海' });
    await act(async () => {
      await user.click(shanghai);
    });
    expect(onChange).toHaveBeenCalledWith(['sh'], expect.any(Array));
  });
});
