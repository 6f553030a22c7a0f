import { BLUR_DELAY, HOVER_EXPAND_DELAY, MOUSE_LEAVE_DELAY } from '@cascadia/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { regions } from '../fixtures/regions';
import { setup } from './helpers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('popup triggers and delays', () => {
  it('the delays are the ones SPEC.md states', () => {
    expect([MOUSE_LEAVE_DELAY, BLUR_DELAY]).toEqual([100, 150]);
  });

  it('a click on the trigger toggles the popup', () => {
    const t = setup({ options: regions() });
    t.store.send({ type: 'TRIGGER.CLICK' });
    expect(t.isOpen()).toBe(true);
    t.store.send({ type: 'TRIGGER.CLICK' });
    expect(t.isOpen()).toBe(false);
    expect(t.onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('a click outside closes it', () => {
    const t = setup({ options: regions() });
    t.open();
    t.store.send({ type: 'OUTSIDE.CLICK' });
    expect(t.isOpen()).toBe(false);
  });

  it('blur closes after 150 ms unless focus comes back', () => {
    const t = setup({ options: regions() });
    t.store.send({ type: 'TRIGGER.FOCUS' });
    t.open();
    t.store.send({ type: 'TRIGGER.BLUR' });
    vi.advanceTimersByTime(BLUR_DELAY - 1);
    expect(t.isOpen()).toBe(true);
    t.store.send({ type: 'TRIGGER.FOCUS' });
    vi.advanceTimersByTime(BLUR_DELAY);
    expect(t.isOpen()).toBe(true);
    t.store.send({ type: 'TRIGGER.BLUR' });
    vi.advanceTimersByTime(BLUR_DELAY);
    expect(t.state().status).toBe('idle');
  });

  it('hover trigger opens at once and closes 100 ms after leaving, unless the pointer enters the popup', () => {
    const t = setup({ options: regions(), popupTrigger: ['hover'] });
    t.store.send({ type: 'TRIGGER.MOUSE_ENTER' });
    expect(t.isOpen()).toBe(true);
    t.store.send({ type: 'TRIGGER.MOUSE_LEAVE' });
    vi.advanceTimersByTime(MOUSE_LEAVE_DELAY - 1);
    t.store.send({ type: 'POPUP.MOUSE_ENTER' });
    vi.advanceTimersByTime(MOUSE_LEAVE_DELAY);
    expect(t.isOpen()).toBe(true);
    t.store.send({ type: 'POPUP.MOUSE_LEAVE' });
    vi.advanceTimersByTime(MOUSE_LEAVE_DELAY);
    expect(t.isOpen()).toBe(false);
  });

  it('focus and context-menu triggers open when configured, and only then', () => {
    const focus = setup({ options: regions(), popupTrigger: ['focus'] });
    focus.store.send({ type: 'TRIGGER.FOCUS' });
    expect(focus.isOpen()).toBe(true);
    const menu = setup({ options: regions(), popupTrigger: ['contextMenu'] });
    menu.store.send({ type: 'TRIGGER.CLICK' });
    expect(menu.isOpen()).toBe(false);
    menu.store.send({ type: 'TRIGGER.CONTEXT_MENU' });
    expect(menu.isOpen()).toBe(true);
  });

  it('a plain hover expands at once; hovering a leaf keeps only its parents open, none of it active', () => {
    const t = setup({ options: regions(), expandTrigger: 'hover' });
    t.open();
    t.store.send({ type: 'ITEM.HOVER', path: ['fj'] });
    expect(t.columns()).toHaveLength(2);
    t.store.send({ type: 'ITEM.HOVER', path: ['fj', 'fuzhou'] });
    expect(t.columns()).toHaveLength(3);
    t.store.send({ type: 'ITEM.HOVER', path: ['fj', 'quanzhou'] });
    expect(t.columns()).toEqual([
      ['福建', '浙江', '北京'],
      ['福州', '泉州'],
    ]);
    // The leaf is where the pointer is, not the keyboard: the open path ends at its parent.
    expect(t.state().activePath).toEqual(['fj']);
  });

  it('a pointer aiming at the open next column waits, so crossing an item does not replace the column', () => {
    const t = setup({ options: regions(), expandTrigger: 'hover' });
    t.open();
    t.store.send({ type: 'ITEM.HOVER', path: ['fj'] });
    t.store.send({ type: 'ITEM.HOVER', path: ['zj'], aiming: true });
    expect(t.state().activePath).toEqual(['fj']);
    vi.advanceTimersByTime(HOVER_EXPAND_DELAY / 2);
    // It reached the next column: the crossed item never expands.
    t.store.send({ type: 'ITEM.HOVER', path: ['fj', 'fuzhou'] });
    vi.advanceTimersByTime(HOVER_EXPAND_DELAY);
    expect(t.state().activePath).toEqual(['fj', 'fuzhou']);
    // Resting on an item while aiming still expands it after the delay.
    t.store.send({ type: 'ITEM.HOVER', path: ['bj'], aiming: true });
    vi.advanceTimersByTime(HOVER_EXPAND_DELAY);
    expect(t.state().activePath).toEqual(['bj']);
  });

  it('a click cancels a hover still waiting to expand: what the click opened stays open', () => {
    const t = setup({ options: regions(), expandTrigger: 'hover' });
    t.open();
    t.store.send({ type: 'ITEM.HOVER', path: ['fj'] });
    t.store.send({ type: 'ITEM.HOVER', path: ['zj'], aiming: true });
    t.store.send({ type: 'ITEM.CLICK', path: ['fj', 'fuzhou'] });
    expect(t.state().activePath).toEqual(['fj', 'fuzhou']);
    vi.advanceTimersByTime(HOVER_EXPAND_DELAY * 2);
    expect(t.state().activePath).toEqual(['fj', 'fuzhou']);
  });

  it('hoverExpandDelay 0 turns hover intent off', () => {
    const t = setup({ options: regions(), expandTrigger: 'hover', hoverExpandDelay: 0 });
    t.open();
    t.store.send({ type: 'ITEM.HOVER', path: ['zj'], aiming: true });
    expect(t.state().activePath).toEqual(['zj']);
  });

  it('defaultOpen opens at start and the store can be destroyed', () => {
    const t = setup({ options: regions(), defaultOpen: true });
    expect(t.isOpen()).toBe(true);
    t.store.destroy();
    t.store.send({ type: 'POPUP.CLOSE' });
    expect(t.isOpen()).toBe(true);
  });
});
