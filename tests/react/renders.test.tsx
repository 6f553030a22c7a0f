import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { Panel } from '../../react/src';
import { fakeLayout } from './fakeLayout';
import { flush, regions, toggle } from './helpers';

/**
 * Work per open, counted (not timed): `optionRender` runs once each time a row renders. Right
 * after the first open the hook re-renders to point aria-controls at the new tree; that must not
 * render the rows again.
 */
const rows = () => document.querySelectorAll('.rc-cascader-menu-item').length;

/** Six 200 px columns fit a 1280 px viewport, so the popup's first measurement changes nothing shown. */
const wideLayout = () => fakeLayout({ viewport: 1280, column: 200 });

describe('rendering work', () => {
  it('the first open renders each row once', async () => {
    const optionRender = vi.fn((option: { label?: unknown }) => String(option.label));
    render(
      <Cascader options={regions()} defaultValue={['fj', 'fuzhou', 'mawei']} optionRender={optionRender} />,
    );
    await toggle();
    expect(document.querySelector('[role="combobox"]')!.getAttribute('aria-controls')).toBeTruthy();
    expect(rows()).toBe(3 + 2 + 1);
    expect(optionRender).toHaveBeenCalledTimes(rows());
  });

  it('measuring the layout on the first open renders no row again when it changes nothing shown', async () => {
    wideLayout();
    const optionRender = vi.fn((option: { label?: unknown }) => String(option.label));
    render(
      <Cascader options={regions()} defaultValue={['fj', 'fuzhou', 'mawei']} optionRender={optionRender} />,
    );
    await toggle();
    expect(rows()).toBe(3 + 2 + 1);
    expect(optionRender).toHaveBeenCalledTimes(rows());
  });

  it('the panel renders each row once when it mounts', async () => {
    const optionRender = vi.fn((option: { label?: unknown }) => String(option.label));
    render(<Panel options={regions()} defaultValue={['zj', 'hangzhou']} optionRender={optionRender} />);
    await flush();
    expect(rows()).toBe(3 + 1 + 1);
    expect(optionRender).toHaveBeenCalledTimes(rows());
  });

  it('the panel renders each row once when it mounts and measures its layout', async () => {
    wideLayout();
    const optionRender = vi.fn((option: { label?: unknown }) => String(option.label));
    render(<Panel options={regions()} defaultValue={['zj', 'hangzhou']} optionRender={optionRender} />);
    await flush();
    expect(rows()).toBe(3 + 1 + 1);
    expect(optionRender).toHaveBeenCalledTimes(rows());
  });

  it('a row still renders again when what it shows changes', async () => {
    const optionRender = vi.fn((option: { label?: unknown }) => String(option.label));
    const { rerender } = render(<Cascader options={regions()} optionRender={optionRender} open />);
    await flush();
    const before = optionRender.mock.calls.length;
    rerender(<Cascader options={regions()} optionRender={optionRender} open expandIcon="›" />);
    expect(optionRender.mock.calls.length).toBeGreaterThan(before);
    expect(document.querySelector('.rc-cascader-menu-item-expand-icon')!.textContent).toBe('›');
  });
});
