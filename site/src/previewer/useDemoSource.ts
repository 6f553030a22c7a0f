import { useEffect, useState } from 'react';
import { loadDemoSource } from '../demos/modules';

/** The demo's source text (its own chunk, fetched when the previewer mounts); null until loaded. */
export function useDemoSource(id: string): string | null {
  const [source, setSource] = useState<{ id: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    loadDemoSource(id).then(
      (text) => live && setSource({ id, text }),
      () => live && setSource({ id, text: '' }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return source?.id === id ? source.text : null;
}
