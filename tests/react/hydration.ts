import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';

/**
 * `renderToString` as on a server: without `window` or `document` (jsdom's are hidden meanwhile),
 * so the library takes its server paths, and without a console error (React 18 reports a layout
 * effect rendered on the server there).
 */
export function renderOnServer(ui: ReactElement): string {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  let html: string;
  let logged: unknown[][];
  try {
    html = renderToString(ui);
  } finally {
    vi.unstubAllGlobals();
    // Read before the restore, which clears them.
    logged = [...errors.mock.calls];
    errors.mockRestore();
  }
  expect(logged).toEqual([]);
  return html;
}

/** Renders `ui` to HTML as a server would, into a host element added to the document. */
export function serverRender(ui: ReactElement): HTMLElement {
  const html = renderOnServer(ui);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  return host;
}

/**
 * Hydrates the server HTML in `host` with `ui`, expecting React to report no mismatch: neither a
 * recoverable error nor a console error. The caller unmounts the root and removes the host.
 */
export async function hydrateWithoutMismatch(host: HTMLElement, ui: ReactElement): Promise<Root> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const onRecoverableError = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(host, ui, { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return root!;
}
