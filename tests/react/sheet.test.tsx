import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { resetWarnings } from '../../react/src/utils/warn';
import { combobox, itemByPath, regions, toggle } from './helpers';

const dialog = () => screen.queryByRole('dialog');

describe('presentation (jsdom)', () => {
  it('auto stays a popup where nothing can be measured', async () => {
    render(<Cascader options={regions()} aria-label="Region" />);
    await toggle();
    expect(dialog()).toBeNull();
    expect(document.querySelector('.rc-cascader-sheet')).toBeNull();
    expect(document.querySelector('.rc-cascader-dropdown')).not.toBeNull();
  });

  it('sheet: a modal dialog named by the field, one level at a time; Escape closes and gives focus back', async () => {
    render(<Cascader options={regions()} presentation="sheet" aria-label="Region" />);
    await toggle();
    const sheet = dialog()!;
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.getAttribute('aria-label')).toBe('Region');
    expect(sheet.className).toContain('rc-cascader-dropdown-drilldown');
    // The tree took the focus (the trigger is behind the sheet, and inert).
    expect(document.activeElement?.getAttribute('role')).toBe('tree');
    expect(document.querySelector('.rc-cascader')!.closest('[inert]')).not.toBeNull();
    fireEvent.click(itemByPath('zj'));
    expect(screen.getByRole('button', { name: 'Back to All' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(combobox());
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('sheet: the backdrop dismisses; confirm mode keeps the value until Done', async () => {
    const onChange = vi.fn();
    render(
      <Cascader
        options={regions()}
        presentation="sheet"
        confirm
        checkable
        aria-label="Region"
        onChange={onChange}
      />,
    );
    await toggle();
    fireEvent.click(itemByPath('fj').querySelector('.rc-cascader-checkbox')!);
    expect(screen.getByRole('button', { name: 'Done (1)' }).tabIndex).toBe(0);
    fireEvent.click(document.querySelector('.rc-cascader-sheet-backdrop')!);
    expect(dialog()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    await toggle();
    fireEvent.click(itemByPath('fj').querySelector('.rc-cascader-checkbox')!);
    fireEvent.click(screen.getByRole('button', { name: 'Done (1)' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toEqual([['fj']]);
  });

  it('warns about a presentation it does not know, naming the prop, and uses auto', async () => {
    resetWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // biome-ignore lint/suspicious/noExplicitAny: a wrong value on purpose
    render(<Cascader options={regions()} presentation={'drawer' as any} />);
    await toggle();
    expect(warn.mock.calls.flat().join(' ')).toContain('`presentation`');
    expect(dialog()).toBeNull();
    warn.mockRestore();
  });
});
