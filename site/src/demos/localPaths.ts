/**
 * How a demo's local imports name the files beside it: both the site (which loads them) and the
 * previewer's one-file playground source (which inlines them) follow the same paths.
 */

/** `./server/regionServer` imported from `server/ServerPanel.tsx` → `server/regionServer`. */
export function resolveLocal(specifier: string, from: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The key of `files` a resolved import path names (extension omitted, as imports write it). */
export function localFile(path: string, files: Readonly<Record<string, unknown>>): string | undefined {
  return [`${path}.ts`, `${path}.tsx`, path].find((candidate) => candidate in files);
}
