import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../react/src/utils/lazyModule';
import { resetWarnings } from '../../react/src/utils/warn';

afterEach(() => {
  vi.restoreAllMocks();
  resetWarnings();
});

const serverChunk = lazyModule(async () => ({ answer: 42 }), 'The answer');
function ServerProbe() {
  return <span>{serverChunk.use() ? 'loaded' : 'not yet'}</span>;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a chunk fetched on demand', () => {
  it('fetches once however often it is requested, and re-renders its users when it arrives', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const chunk = lazyModule(importer, 'The answer');
    const { result } = renderHook(() => chunk.use());
    expect(result.current).toBeNull();
    chunk.request();
    chunk.request();
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ answer: 42 });
    expect(chunk.current()).toEqual({ answer: 42 });
  });

  it('a failed fetch is a warning naming the part, never an unhandled rejection; the next request retries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const chunk = lazyModule(importer, 'The answer (a placeholder shows meanwhile)');
    chunk.request();
    await settle();
    expect(chunk.current()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(
      /The answer \(a placeholder shows meanwhile\) could not be fetched \(TypeError: Failed to fetch/,
    );
    chunk.request();
    await settle();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(chunk.current()).toEqual({ answer: 42 });
  });

  it('is null on the server and while hydrating, whatever has been fetched', async () => {
    await serverChunk.load();
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<ServerProbe />)).toContain('not yet');
  });
});
