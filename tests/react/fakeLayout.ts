import { afterEach, vi } from 'vitest';

/**
 * What a browser measures when the popup opens, for jsdom, which lays nothing out: a viewport
 * width, and a width for every column (`ul[role=group]`). Undone after each test of the file that
 * imports this.
 */
let restore: (() => void) | null = null;

/** Undoes the faked layout now (it is undone after each test anyway). */
export function restoreLayout() {
  restore?.();
  restore = null;
}

/** For a test that fakes a layout its own way: how to undo it after the test. */
export function undoLayoutAfterTest(undo: () => void) {
  restore = undo;
}

export function fakeLayout({ viewport, column }: { viewport: number; column: number }) {
  const root = document.documentElement;
  Object.defineProperty(root, 'clientWidth', { configurable: true, get: () => viewport });
  const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const width = this.getAttribute('role') === 'group' && this.tagName === 'UL' ? column : 0;
    return { width, height: 0, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, toJSON: () => ({}) };
  });
  undoLayoutAfterTest(() => {
    delete (root as { clientWidth?: number }).clientWidth;
    rect.mockRestore();
  });
}
afterEach(restoreLayout);
