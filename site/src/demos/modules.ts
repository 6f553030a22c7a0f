import type { ComponentType } from 'react';

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

/** Ids of every demo file, for the check that the registry lists each one. */
export const DEMO_FILE_IDS = Object.keys(components).map((file) => file.slice(2, -4));
