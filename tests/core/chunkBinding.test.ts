/**
 * The feature files the ready-made on-demand features fetch (dist/chunks/loadPath.js …) are handed
 * the engine's helpers when they arrive (core/build/bindsEngine.ts), after their module has run.
 * A feature that named a helper as a value (`connect: requestPart`) kept `undefined` for it in the
 * published build, while the sources worked: a lean store with `loadPathOnDemand` never asked for
 * its paths. Each chunk is built here as the package builds it, bound to the engine, and used.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bindsEngine } from '../../core/build/bindsEngine';
import { createLeanCascader, getDisplay } from '../../core/src';
import { __engine } from '../../core/src/entry/sharedWithChunks';
import type { CascaderFeature } from '../../core/src/machine/types';

const coreDir = fileURLToPath(new URL('../../core/', import.meta.url));
const ON_DEMAND = {
  lazyCheck: 'src/features/lazyCheck/feature.ts',
  loadPath: 'src/features/loadPath/feature.ts',
  remoteSearch: 'src/features/remoteSearch/feature.ts',
};
const outDir = mkdtempSync(path.join(tmpdir(), 'cascadia-chunks-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The chunk of feature `name`, built as dist/chunks/ is (without the short names), then bound. */
async function boundChunk(name: keyof typeof ON_DEMAND): Promise<CascaderFeature> {
  const { outputFiles } = await build({
    entryPoints: { [name]: ON_DEMAND[name] },
    absWorkingDir: coreDir,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    outdir: outDir,
    logLevel: 'silent',
    plugins: [bindsEngine(coreDir, ON_DEMAND)],
  });
  const file = path.join(outDir, `${name}.mjs`);
  writeFileSync(file, outputFiles[0].text);
  const chunk = await import(pathToFileURL(file).href);
  chunk.bindEngine(__engine);
  return chunk[`${name}Feature`];
}

describe('the on-demand features as their chunk files are built', () => {
  for (const name of Object.keys(ON_DEMAND) as (keyof typeof ON_DEMAND)[]) {
    it(`${name}: no part of the feature is missing once the engine is bound`, async () => {
      const feature = await boundChunk(name);
      expect(feature.name).toBe(name);
      const missing = Object.entries(feature)
        .filter(([, value]) => value === undefined)
        .map(([key]) => key);
      expect(missing).toEqual([]);
    });
  }

  it("loadPath from its chunk asks for the value's path and shows the labels it gives", async () => {
    const feature = await boundChunk('loadPath');
    const store = createLeanCascader(
      {
        options: [{ label: 'ZJ', value: 'zj', isLeaf: false }],
        defaultValue: ['zj', 'hz'],
        loadPath: async (path) =>
          path.map((value) => ({ label: String(value).toUpperCase(), value, isLeaf: value === 'hz' })),
      },
      [feature],
    );
    store.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getDisplay(store.getState()).text).toBe('ZJ / HZ');
    store.destroy();
  });
});
