import { useEffect, useSyncExternalStore } from 'react';
import { paintColor } from './boot';
import { COLOR_STORAGE_KEY, DARK_QUERY, type ResolvedColor, resolveColor } from './color';
import { useThemeStore } from './store';

function subscribeSystem(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemIsDark = () => window.matchMedia(DARK_QUERY).matches;

/** The scheme on screen: the preference, with "auto" following the system setting live. */
export function useResolvedColor(): ResolvedColor {
  const preference = useThemeStore((s) => s.color);
  const systemDark = useSyncExternalStore(subscribeSystem, systemIsDark, () => false);
  return resolveColor(preference, systemDark);
}

/**
 * Keeps <html data-prefers-color> in step with the preference and the system scheme, and picks up
 * a preference changed in another tab. Mounted once, at the root.
 */
export function useApplyColorScheme(): void {
  const preference = useThemeStore((s) => s.color);
  const color = useResolvedColor();

  useEffect(() => {
    paintColor(color, preference);
  }, [color, preference]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_STORAGE_KEY) void useThemeStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
