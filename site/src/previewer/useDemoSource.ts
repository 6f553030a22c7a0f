import { useEffect, useState } from 'react';
import { loadDemoHelpers, loadDemoSource } from '../demos/modules';

export interface DemoSource {
  /** The demo file itself, as shown and copied. */
  text: string;
  /** The local files it imports (the pretend server), by path from the demo: `server/regionServer.ts`. */
  helpers: Record<string, string>;
}

/** The demo's source (its own chunk, fetched when the previewer mounts) and its helpers; null until loaded. */
export function useDemoSource(id: string): DemoSource | null {
  const [source, setSource] = useState<(DemoSource & { id: string }) | null>(null);
  useEffect(() => {
    let live = true;
    loadDemoSource(id)
      .then(async (text) => ({ text, helpers: await loadDemoHelpers(text) }))
      .then(
        (loaded) => live && setSource({ id, ...loaded }),
        () => live && setSource({ id, text: '', helpers: {} }),
      );
    return () => {
      live = false;
    };
  }, [id]);
  return source?.id === id ? source : null;
}
