import { useSyncExternalStore } from 'react';
import { warnOnce } from '../utils/warn';

/**
 * How the open levels are presented. `popup`: floating under the trigger (rc-cascader's). `sheet`:
 * a modal bottom sheet, one level at a time (a phone's). `auto`: the sheet on a phone — a coarse
 * pointer and a viewport at most SHEET_MAX_WIDTH wide — else the popup, and the popup wherever
 * nothing can be measured (server rendering, jsdom).
 */
export type PresentationMode = 'auto' | 'popup' | 'sheet';

const MODES: readonly PresentationMode[] = ['auto', 'popup', 'sheet'];

/** The widest viewport `auto` presents as a sheet, px: a phone held upright or a small tablet's column. */
export const SHEET_MAX_WIDTH = 640;

/**
 * The media query `auto` follows. A function, not a constant: a module-level template literal is
 * code a bundler keeps in an app's bundle even where nothing reads it (a lean hook's), as it cannot
 * tell that the interpolation has no side effect.
 */
const sheetMedia = () => `(pointer: coarse) and (max-width: ${SHEET_MAX_WIDTH}px)`;

/** The `presentation` prop, checked: an unknown value warns (naming the prop) and falls back. */
export function presentationMode(value: unknown, fallback: PresentationMode): PresentationMode {
  if (value === undefined || value === null) return fallback;
  if (MODES.includes(value as PresentationMode)) return value as PresentationMode;
  if (process.env.NODE_ENV !== 'production')
    warnOnce(
      `\`presentation\` must be 'auto', 'popup' or 'sheet'; got ${JSON.stringify(value)}. Using '${fallback}'.`,
    );
  return fallback;
}

const media = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(sheetMedia())
    : null;

function subscribe(onChange: () => void): () => void {
  const list = media();
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const phoneNow = (): boolean => media()?.matches ?? false;
const phoneOnServer = (): boolean => false;

/** The presentation in effect: `auto` resolved by the media query, followed as it changes. */
export function usePresentation(mode: PresentationMode, inline: boolean): 'popup' | 'sheet' {
  const phone = useSyncExternalStore(
    mode === 'auto' && !inline ? subscribe : noSubscribe,
    phoneNow,
    phoneOnServer,
  );
  if (inline) return 'popup';
  if (mode === 'sheet') return 'sheet';
  return mode === 'auto' && phone ? 'sheet' : 'popup';
}

const noSubscribe = () => () => {};
