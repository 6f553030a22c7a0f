import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';

import { loadPlacer } from '../../react/src/components/Popup';

export { fruits, regions } from '../fixtures/regions';

/**
 * Lets floating-ui place the popup: its chunk is fetched on demand (a dynamic import, which takes
 * a while under Vitest), and the position is computed in a microtask.
 */
export const flush = () =>
  act(async () => {
    await loadPlacer();
  });

/** Renders and returns the user-event instance plus DOM queries the suites share. */
export function setup(ui: ReactElement) {
  const user = userEvent.setup();
  const result = render(ui);
  return { user, ...result };
}

/** The combobox input. */
export const combobox = () => screen.getByRole('combobox');

/** `.{p}-dropdown`, the floating element (null before the first open). */
export const dropdown = (prefix = 'rc-cascader') =>
  document.querySelector<HTMLElement>(`.${prefix}-dropdown`);

/** Labels per open column, as rendered. */
export function columnTexts(prefix = 'rc-cascader'): string[][] {
  return Array.from(document.querySelectorAll(`.${prefix}-menu`)).map((ul) =>
    Array.from(ul.querySelectorAll(`.${prefix}-menu-item-content`)).map((li) => li.textContent ?? ''),
  );
}

/** The `li` of a path (by rc's data-path-key). */
export const itemByPath = (...path: string[]) =>
  document.querySelector<HTMLElement>(`[data-path-key="${path.join('__RC_CASCADER_SPLIT__')}"]`)!;

/** rc-select toggles on mousedown: the same gesture its tests use. */
export async function toggle(prefix = 'rc-cascader') {
  fireEvent.mouseDown(document.querySelector(`.${prefix}-selector`)!);
  await flush();
}

/**
 * Idle time comes when the test says so: jsdom has no idle callback, and the 200 ms timer that
 * stands in for one could fire before an assertion on a busy machine. Returns what runs the
 * callbacks asked for so far; the test unstubs the globals (`vi.unstubAllGlobals`) after unmounting.
 */
export function holdIdle() {
  const idle = new Map<number, () => void>();
  let handles = 0;
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    idle.set(++handles, task);
    return handles;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
  return () =>
    act(() => {
      const tasks = [...idle.values()];
      idle.clear();
      for (const task of tasks) task();
    });
}

// jsdom is slow on a busy two-core CI machine; the suites assert no timing, so allow it time.
vi.setConfig({ testTimeout: 30_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
