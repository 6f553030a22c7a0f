/** Builds the benchmark page with Vite and measures both libraries' bundles with esbuild. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as viteBuild } from 'vite';
import { BUILT, type BundleSizes, measureBundle } from '../../../scripts/size';
import type { LibraryId } from './cases';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO = resolve(here, '../../..');
export const PAGE_DIR = join(here, 'page');
/** Ignored by git (`dist/` in .gitignore). */
export const OUT_DIR = join(here, 'dist');

const REACT_ENTRY = join(REPO, 'react/src/index.ts');
const REACT_CSS = join(REPO, 'react/styles/cascader.css');

/** Why Cascadia cannot be measured yet, or null once `react/src/index.ts` exports `Cascader`. */
export function cascadiaMissing(): string | null {
  if (!existsSync(REACT_ENTRY)) return 'react/src/index.ts does not exist yet';
  const source = readFileSync(REACT_ENTRY, 'utf8');
  if (!/\bCascader\b/.test(source)) return 'react/src/index.ts does not export Cascader yet';
  if (!existsSync(REACT_CSS)) return 'react/styles/cascader.css does not exist yet';
  return null;
}

/** Cascadia's packages resolved to the sources of the checkout at `root` (this one by default). */
const aliasesFor = (root: string) => [
  { find: /^@cascadia\/react\/styles\.css$/, replacement: join(root, 'react/styles/cascader.css') },
  { find: /^@cascadia\/core$/, replacement: join(root, 'core/src/index.ts') },
  // The features the Cascader fetches on demand (`@cascadia/core/loadPath`).
  {
    find: /^@cascadia\/core\/(lazyCheck|loadPath|remoteSearch)$/,
    replacement: join(root, 'core/src/features/$1/feature.ts'),
  },
  { find: /^@cascadia\/react$/, replacement: join(root, 'react/src/index.ts') },
];

/**
 * Builds one HTML page per library into `outDir` (production React; minified unless profiling,
 * where readable function names help). `sources`: the checkout whose Cascadia is bundled, this one
 * unless another is compared with it (compare.ts); the page and its harness are always this one's.
 */
export async function buildPages(
  libraries: readonly LibraryId[],
  {
    minify = true,
    outDir = OUT_DIR,
    sources = REPO,
  }: { minify?: boolean; outDir?: string; sources?: string } = {},
): Promise<void> {
  const input = Object.fromEntries(libraries.map((id) => [id, join(PAGE_DIR, `${id}.html`)]));
  await viteBuild({
    configFile: false,
    root: PAGE_DIR,
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    // One React for the page and the other checkout's sources, which resolve their own copy.
    resolve: { alias: aliasesFor(sources), dedupe: ['react', 'react-dom'] },
    build: {
      outDir,
      emptyOutDir: true,
      minify,
      target: 'es2022',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: { input },
    },
  });
}

/**
 * The component with every runtime dependency bundled except react and react-dom, minified for
 * production, split where the code imports on demand (scripts/size.ts). JavaScript only:
 * rc-cascader ships no CSS, only Less. Cascadia's packages as published (core/dist, react/dist,
 * which `npm run bench:browser` builds first), as the other two libraries are: bundled from the
 * sources, the core's index re-exports the features the Cascader fetches on demand, which then
 * stay with the page, and an app never sees that.
 */
export function bundleSize(library: LibraryId): Promise<BundleSizes> {
  const contents = {
    cascadia: "export { Cascader } from '@cascadia/react';",
    'rc-cascader': "export { default as Cascader } from 'rc-cascader';",
    'rc-component-cascader': "export { default as Cascader } from '@rc-component/cascader';",
  }[library];
  return measureBundle({
    contents,
    externals: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    alias: BUILT,
  });
}
