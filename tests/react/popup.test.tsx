import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Cascader from '../../react/src';
import { pointsToPlacement, resolvePlacement } from '../../react/src/components/placement';
import { dropdown, flush, regions, toggle } from './helpers';

describe('popup placement', () => {
  it('bottomLeft by default, bottomRight in RTL, 4 px away, flipping and shifting on overflow', () => {
    expect(resolvePlacement(undefined, undefined, false)).toMatchObject({
      name: 'bottomLeft',
      placement: 'bottom-start',
      mainAxis: 4,
      flip: true,
      shift: true,
    });
    expect(resolvePlacement(undefined, undefined, true)).toMatchObject({
      name: 'bottomRight',
      placement: 'bottom-end',
    });
    expect(resolvePlacement('topLeft', undefined, false)).toMatchObject({
      placement: 'top-start',
      mainAxis: 4,
    });
    expect(resolvePlacement('topRight', undefined, false)).toMatchObject({ placement: 'top-end' });
  });

  it('builtinPlacements: rc-trigger points, offsets and overflow switches (adjust-overflow demo)', () => {
    const fixed = {
      bottomLeft: { points: ['tl', 'bl'], offset: [0, 4], overflow: { adjustX: 0, adjustY: 0 } },
    };
    expect(resolvePlacement('bottomLeft', fixed, false)).toMatchObject({ flip: false, shift: false });
    const adjusting = {
      bottomLeft: { points: ['tl', 'bl'], offset: [2, 8], overflow: { adjustX: 1, adjustY: 1 } },
    };
    expect(resolvePlacement('bottomLeft', adjusting, false)).toMatchObject({
      flip: true,
      shift: true,
      mainAxis: 8,
      crossAxis: 2,
    });
    expect(pointsToPlacement(['bl', 'tl'])).toBe('top-start');
    expect(pointsToPlacement(['tr', 'br'])).toBe('bottom-end');
    expect(pointsToPlacement(['tl', 'tr'])).toBe('right-start');
  });

  it('renders the placement class and sits in body by default', async () => {
    render(<Cascader options={regions()} placement="topRight" />);
    await toggle();
    expect(dropdown()!.className).toContain('rc-cascader-dropdown-placement-topRight');
    expect(dropdown()!.parentElement).toBe(document.body);
  });

  it('getPopupContainer receives the trigger and hosts the popup', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const getPopupContainer = vi.fn(() => host);
    const { container } = render(<Cascader options={regions()} getPopupContainer={getPopupContainer} />);
    await toggle();
    expect(getPopupContainer).toHaveBeenCalledWith(container.firstElementChild);
    expect(dropdown()!.parentElement).toBe(host);
    host.remove();
  });

  it('is transparent until placed (no flash at the corner), without an inherited visibility toggle', async () => {
    render(<Cascader options={regions()} />);
    // The placement is computed asynchronously: check the popup as it is first committed.
    act(() => {
      document
        .querySelector('.rc-cascader-selector')!
        .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(dropdown()!.style.opacity).toBe('0');
    // visibility is inherited: lifting it would restyle every row of the popup.
    expect(dropdown()!.style.visibility).toBe('');
    // Placed once the positioning chunk has arrived (fetched on this first open at the latest).
    await waitFor(() => expect(dropdown()!.style.opacity).toBe(''));
  });

  it('popupMatchSelectWidth / dropdownMatchSelectWidth: true uses the trigger width, a number sets it', async () => {
    const { unmount } = render(<Cascader options={regions()} dropdownMatchSelectWidth open />);
    await flush();
    expect(dropdown()!.style.width).toBe('var(--cascadia-trigger-width)');
    unmount();
    render(<Cascader options={regions()} popupMatchSelectWidth={300} open />);
    await flush();
    expect(dropdown()!.style.width).toBe('300px');
  });
});

describe('motion (transitionName / animation)', () => {
  const phases = async (props: Record<string, unknown>) => {
    // Each record's oldValue is one state the class went through (callbacks run batched, later).
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as HTMLElement;
        if (record.type === 'attributes' && el.classList.contains('rc-cascader-dropdown')) {
          seen.push(record.oldValue ?? '');
        }
      }
    });
    observer.observe(document.body, {
      attributes: true,
      subtree: true,
      attributeOldValue: true,
      attributeFilter: ['class'],
    });
    const { rerender } = render(<Cascader options={regions()} open {...props} />);
    await flush();
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    await flush();
    rerender(<Cascader options={regions()} open={false} {...props} />);
    await flush();
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    await flush();
    observer.disconnect();
    return seen;
  };

  it('transitionName="slide-up": enter, enter-active, then leave, leave-active, then hidden', async () => {
    const seen = (await phases({ transitionName: 'slide-up' })).join('\n');
    expect(seen).toMatch(/slide-up-enter(?! slide-up-enter-active)/);
    expect(seen).toContain('slide-up-enter slide-up-enter-active');
    expect(seen).toMatch(/slide-up-leave(?! slide-up-leave-active)/);
    expect(seen).toContain('slide-up-leave slide-up-leave-active');
    expect(dropdown()!.className).toContain('rc-cascader-dropdown-hidden');
    expect(dropdown()!.className).not.toContain('slide-up');
  });

  it('animation="slide-up" names the classes after the popup prefix', async () => {
    const seen = (await phases({ animation: 'slide-up' })).join('\n');
    expect(seen).toContain('rc-cascader-dropdown-slide-up-enter rc-cascader-dropdown-slide-up-enter-active');
  });

  it('without motion, closing hides at once', async () => {
    const { rerender } = render(<Cascader options={regions()} open />);
    await flush();
    rerender(<Cascader options={regions()} open={false} />);
    expect(dropdown()!.className).toContain('rc-cascader-dropdown-hidden');
  });
});
