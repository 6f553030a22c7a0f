/**
 * Puts the colour-preference boot script inline in index.html's <head>, so the right theme is
 * painted before any stylesheet or module loads. The script is the app's own functions
 * (src/theme/boot.ts) serialised, not a hand-kept copy.
 */
import type { Plugin } from 'vite';
import { bootColor, paintColor, parseStoredColor } from '../src/theme/boot.js';
import { COLOR_STORAGE_KEY } from '../src/theme/color.js';

export function themeBootScript(): string {
  return `(${bootColor.toString()})(${JSON.stringify(COLOR_STORAGE_KEY)}, ${parseStoredColor.toString()}, ${paintColor.toString()});`;
}

export function themeBootPlugin(): Plugin {
  return {
    name: 'cascadia-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: themeBootScript(), injectTo: 'head-prepend' }],
  };
}
