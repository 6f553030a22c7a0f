import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Cascader } from '../../react/src';
import './helpers'; // cleanup after each test

/**
 * A closed Cascader over a large tree mounts without indexing it (the core's lazy tree): it shows
 * its value from the options, and the index, with its problems, follows while the page is idle or
 * at the first open.
 */
const large = () => [
  ...Array.from({ length: 10_000 }, (_, i) => ({ value: `n${i}`, label: `Option ${i}` })),
  { value: 'n0', label: 'a repeat' },
];

describe('a closed Cascader over a large tree', () => {
  it('shows its value at once and reports the problems once indexed while idle', async () => {
    const onProblem = vi.fn();
    render(<Cascader options={large()} defaultValue={['n9999']} onProblem={onProblem} />);
    expect(document.querySelector('.rc-cascader-selection-item')?.textContent).toBe('Option 9999');
    expect(onProblem).not.toHaveBeenCalled();
    await waitFor(() => expect(onProblem).toHaveBeenCalledTimes(1));
    expect(onProblem.mock.calls[0][0].code).toBe('duplicate-value');
  });

  it('under StrictMode (mounted, unmounted and mounted again) indexes once more and reports once', async () => {
    const onProblem = vi.fn();
    render(
      <StrictMode>
        <Cascader options={large()} defaultValue={['n9999']} onProblem={onProblem} />
      </StrictMode>,
    );
    await waitFor(() => expect(onProblem).toHaveBeenCalledTimes(1));
    expect(onProblem.mock.calls[0][0].code).toBe('duplicate-value');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onProblem).toHaveBeenCalledTimes(1);
  });

  it('opens on the value with the whole column, reporting the problems with the open', async () => {
    const onProblem = vi.fn();
    render(<Cascader options={large()} defaultValue={['n42']} onProblem={onProblem} />);
    await act(() => userEvent.click(screen.getByRole('combobox')));
    expect(onProblem).toHaveBeenCalledTimes(1);
    const active = await screen.findByRole('treeitem', { name: 'Option 42' });
    // The repeat of n0 is a row too (disabled, last).
    expect(active.getAttribute('aria-setsize')).toBe('10001');
    expect(active.getAttribute('aria-posinset')).toBe('43');
  });
});
