import type { ComponentType } from 'react';
import { localFile, resolveLocal } from './localPaths';

/**
 * The demo components and their sources, each behind a dynamic import so every demo (and its
 * source text) is a chunk of its own, loaded only when its page is shown.
 */
type DemoModule = { default: ComponentType };

const components = import.meta.glob<DemoModule>('./*.tsx');
const sources = import.meta.glob<string>('./*.tsx', { query: '?raw', import: 'default' });

const fileOf = (id: string) => `./${id}.tsx`;

export function hasDemoModule(id: string): boolean {
  return fileOf(id) in components;
}

export function loadDemo(id: string): Promise<DemoModule> {
  const load = components[fileOf(id)];
  return load ? load() : Promise.reject(new Error(`No demo module for "${id}"`));
}

export function loadDemoSource(id: string): Promise<string> {
  const load = sources[fileOf(id)];
  return load ? load() : Promise.reject(new Error(`No demo source for "${id}"`));
}

/** Files beside the demos that some of them import (the pretend server of the remote demos). */
const helperSources = import.meta.glob<string>('./*/*.{ts,tsx}', { query: '?raw', import: 'default' });

/** The local files a source imports (`./server/regionServer`), as keys of `helperSources`. */
function localImports(source: string, from: string): string[] {
  const files: string[] = [];
  for (const [, specifier] of source.matchAll(/(?:from\s+|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const file = localFile(resolveLocal(specifier, from), helperSources);
    if (file) files.push(file);
  }
  return files;
}

/**
 * The files a demo's source imports from beside it, and what those import in turn, by their path
 * from the demo (`server/regionServer.ts`): a project made of the demo file alone would not build.
 */
export async function loadDemoHelpers(source: string): Promise<Record<string, string>> {
  const helpers: Record<string, string> = {};
  const queue = localImports(source, './Demo.tsx');
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const path = file.slice(2);
    if (path in helpers) continue;
    helpers[path] = await helperSources[file]();
    queue.push(...localImports(helpers[path], file));
  }
  return helpers;
}

/** Ids of every demo file, for the check that the registry lists each one. */
export const DEMO_FILE_IDS = Object.keys(components).map((file) => file.slice(2, -4));
