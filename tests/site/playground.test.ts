import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decompressFromEncodedURIComponent } from 'lz-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { playgroundUrl } from '../../site/src/previewer/playground';
import { singleFileSource } from '../../site/src/previewer/singleFile';
import { typeErrors } from './type-check';

/**
 * The TypeScript playground takes one file: a demo that imports local modules (the pretend
 * server) gets them inlined ahead of it. Each such demo's playground URL is decoded and the file
 * type-checked with the compiler, with @cascadia/* resolved to the sources, as the playground
 * would with the published packages: a missing name or a leftover local import fails.
 */
const DEMOS = fileURLToPath(new URL('../../site/src/demos/', import.meta.url));
const read = (path: string) => readFileSync(`${DEMOS}${path}`, 'utf8');

/** The helpers by path from the demo, as the site's loadDemoHelpers gives them. */
const HELPERS: Record<string, string> = Object.fromEntries(
  readdirSync(`${DEMOS}server`).map((name) => [`server/${name}`, read(`server/${name}`)]),
);
const LOCAL_IMPORT = /(?:from\s+|import\s+)['"]\.{1,2}\//;
const demosWithLocalImports = readdirSync(DEMOS)
  .filter((name) => name.endsWith('.tsx') && LOCAL_IMPORT.test(read(name)))
  .map((name) => name.slice(0, -4));

const BASE = 'https://www.typescriptlang.org/play#code/';

function decoded(id: string): string {
  const href = playgroundUrl(singleFileSource(read(`${id}.tsx`), HELPERS), 'en-US');
  expect(href.startsWith(BASE)).toBe(true);
  return decompressFromEncodedURIComponent(href.slice(BASE.length));
}

const BROKEN = 'broken/input.tsx';
let errors: Record<string, string[]> = {};

beforeAll(() => {
  const files: Record<string, string> = Object.fromEntries(
    demosWithLocalImports.map((id) => [`${id}/input.tsx`, decoded(id)]),
  );
  // A check with teeth: the same file with a name the demo uses gone.
  files[BROKEN] = decoded('remote-search').replace('function useRegionServer(', 'function renamedServer(');
  errors = typeErrors(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [`.playground/${file}`, text])),
  );
}, 60_000);

describe('the TypeScript playground link', () => {
  it('finds the demos that import local files', () => {
    expect(demosWithLocalImports.sort()).toEqual(['lazy-checkable', 'lazy-value', 'remote-search']);
  });

  it('leaves a demo without local imports as it is', () => {
    expect(singleFileSource(read('value.tsx'), {})).toBe(read('value.tsx'));
  });

  it.each(demosWithLocalImports)('%s: one file holding the local modules, which type-checks', (id) => {
    const file = decoded(id);
    expect(file).not.toMatch(LOCAL_IMPORT);
    expect(file).toContain('function useRegionServer(');
    expect(file).toContain('function ServerPanel(');
    expect(file).toContain(`export default function`);
    // The server comes before the panel that uses its types, both before the demo.
    expect(file.indexOf('function useRegionServer(')).toBeLessThan(file.indexOf('function ServerPanel('));
    expect(file.indexOf('function ServerPanel(')).toBeLessThan(file.indexOf('export default function'));
    expect(errors[`.playground/${id}/input.tsx`]).toEqual([]);
  });

  it('a missing name fails the check (the check has teeth)', () => {
    expect(errors[`.playground/${BROKEN}`].join('\n')).toContain("Cannot find name 'useRegionServer'");
  });
});
