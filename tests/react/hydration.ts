import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';

/** Renders `ui` to HTML as a server would, into a host element added to the document. */
export function serverRender(ui: ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(ui);
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
