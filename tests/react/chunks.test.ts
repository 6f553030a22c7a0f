// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measureBundle, SOURCES } from '../../scripts/size';

/**
 * How an app's bundler (esbuild, as `npm run size` and the benchmark measure it) splits the
 * `Cascader`: the virtualiser, the positioning engine and the bottom sheet (its component, and the
 * hooks' sheet getters) stay chunks fetched on demand, and what
 * the page loads besides its own file is at most the few lines the list chunk shares with it. A
 * module that both the page and an on-demand chunk import becomes a chunk of its own, fetched with
 * the page: had the list chunk imported List itself, or the positioning chunk a module of the page
 * (as it once did for one constant), the page would load List and its helpers, or that module, as
 * extra chunks (3.3 kB gzipped in all, where one file would have been smaller).
 */
const LIST_SHARED = [
  'react/src/components/listParts.tsx',
  'react/src/utils/dom.ts',
  'react/src/utils/whenIdle.ts',
];

describe('the chunks of a Cascader in an app', async () => {
  const { chunks } = await measureBundle({
    contents: "export { Cascader } from '@cascadia/react';",
    externals: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    alias: SOURCES,
  });
  const modulesOf = (chunk: (typeof chunks)[number]) => chunk.modules.map(([module]) => module);
  const page = chunks.filter((chunk) => chunk.initial);
  const onDemand = chunks.filter((chunk) => !chunk.initial);

  // Remote search, `loadPath` and the lazy check: a chunk each, fetched on demand. Bundled from
  // the sources, esbuild keeps their modules with the page all the same (the core's index
  // re-exports them); from the published files, each its own, it does not (`npm run size`).
  const ASYNC_FEATURES = ['lazyCheck', 'loadPath', 'remoteSearch'];

  it('fetches the virtualiser, the positioning engine and the sheet on demand, each in a chunk of its own', () => {
    expect(onDemand).toHaveLength(4 + ASYNC_FEATURES.length);
    const list = onDemand.find((chunk) => modulesOf(chunk).includes('react/src/hooks/virtualEngine.ts'));
    const placer = onDemand.find((chunk) => modulesOf(chunk).includes('react/src/hooks/popupEngine.ts'));
    expect(list && modulesOf(list).some((module) => module.includes('@tanstack/virtual-core'))).toBe(true);
    expect(placer && modulesOf(placer).some((module) => module.includes('@floating-ui/'))).toBe(true);
    for (const chunk of page) {
      expect(modulesOf(chunk).filter((module) => /@tanstack|@floating-ui/.test(module))).toEqual([]);
    }
  });

  it("reads rc-trigger's placement tables and times the popup's motion in the positioning chunk, not with the page", () => {
    const placer = onDemand.find((chunk) => modulesOf(chunk).includes('react/src/hooks/popupEngine.ts'));
    for (const module of ['react/src/components/placement.ts', 'react/src/hooks/motionSteps.ts']) {
      expect(placer && modulesOf(placer)).toContain(module);
      for (const chunk of page) expect(modulesOf(chunk)).not.toContain(module);
    }
  });

  it('keeps the sheet out of the page: its chunks hold only its own modules', () => {
    const sheetModules = [
      'react/src/components/Sheet.tsx',
      'react/src/components/SheetExit.tsx',
      'react/src/components/useSheetModal.ts',
      'react/src/hooks/sheetPresentation.ts',
      'react/src/hooks/sheetGetters.ts',
      'react/src/hooks/touchMoves.ts',
    ];
    const sheet = onDemand.filter((chunk) =>
      modulesOf(chunk).some((module) => sheetModules.includes(module)),
    );
    expect(sheet).toHaveLength(2);
    for (const chunk of sheet) {
      for (const module of modulesOf(chunk)) expect(sheetModules).toContain(module);
    }
    for (const chunk of page) {
      expect(modulesOf(chunk).filter((module) => sheetModules.includes(module))).toEqual([]);
    }
  });

  it('loads with the page at most one chunk besides its own and the core modules the features share, holding only what the list chunk shares', () => {
    const shared = page.filter(
      (chunk) =>
        !chunk.name.endsWith('stdin.js') &&
        !modulesOf(chunk).every((module) => module.startsWith('core/src/')),
    );
    expect(shared.length).toBeLessThanOrEqual(1);
    for (const chunk of shared) {
      for (const module of modulesOf(chunk)) expect(LIST_SHARED).toContain(module);
    }
  });
});

describe("the lean hook's bundle (scripts/size/single-select-react.tsx)", async () => {
  const { chunks } = await measureBundle({
    entry: 'scripts/size/single-select-react.tsx',
    externals: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    alias: SOURCES,
  });
  const modules = chunks.flatMap((chunk) => chunk.modules.filter(([, bytes]) => bytes > 0).map(([m]) => m));

  it('leaves out the parts the app did not pass: no layout measuring, no sheet, not even on demand; no search result, checkbox, tag or confirm getter', () => {
    const parts = [
      'react/src/hooks/getterParts.ts',
      'react/src/hooks/confirmGetters.ts',
      'core/src/features/search/highlight.ts',
      'react/src/hooks/useLayout.ts',
      'react/src/hooks/layoutPart.ts',
      'react/src/hooks/sheetPart.ts',
      'react/src/hooks/useSheetCode.ts',
      'react/src/hooks/presentation.ts',
      'react/src/hooks/sheetGetters.ts',
    ];
    expect(modules.filter((module) => parts.includes(module))).toEqual([]);
    expect(chunks).toHaveLength(1);
  });
});

describe("the page's bytes by source file (npm run size -- --files)", async () => {
  const { initial, files = [] } = await measureBundle({
    contents: "export { SHOW_CHILD, useCascader } from '@cascadia/react';",
    externals: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    alias: SOURCES,
    sourceFiles: true,
  });

  it('counts every byte of the page once, each for the source file that wrote it', () => {
    expect(files.reduce((sum, [, bytes]) => sum + bytes, 0)).toBe(initial.minified);
    const names = files.map(([file]) => file);
    expect(names).toContain('react/src/hooks/useCascader.ts');
    expect(names).toContain('core/src/machine/transition.ts');
    // Largest first.
    expect(files.every(([, bytes], i) => i === 0 || bytes <= files[i - 1][1])).toBe(true);
  });
});
