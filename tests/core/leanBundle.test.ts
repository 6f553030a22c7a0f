// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type PluginBuild } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Pay for what you use (issue 22): the single-select scenario (the lean entry with no feature)
 * bundles no feature's code. The core is published as one file, so the scenario is bundled against
 * the core's sources flattened into one module first, as the published build does: there a
 * feature object that a bundler cannot drop (a spread in its literal is code that may run, since
 * `{ ...shared }` reads getters) keeps every module it names in every app's page, used or not.
 * (Bundled from the sources module by module, esbuild sees through such a spread.)
 */
describe('the single-select scenario of the lean core', async () => {
  // The on-demand features stay files of their own, as in the published build.
  const onDemandApart = {
    name: 'on-demand-apart',
    setup(plugin: PluginBuild) {
      plugin.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
      );
    },
  };
  const flat = await build({
    entryPoints: ['core/src/index.ts'],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'error',
    // Each module keeps its name in a comment, so the scenario's bundle says where its code came from.
    minify: false,
    plugins: [onDemandApart],
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lean-core-')), 'index.js');
  writeFileSync(file, flat.outputFiles[0].text);
  const all = await build({
    entryPoints: ['scripts/size/single-select.ts'],
    bundle: true,
    format: 'esm',
    write: false,
    treeShaking: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { '@cascadia/core': file },
    plugins: [onDemandApart],
    logLevel: 'error',
  });
  const text = all.outputFiles[0].text;
  // Unminified, the bundle keeps the names of what it holds.
  const holds = (name: string) => new RegExp(`\\b(?:function|const|let|var|class) ${name}\\b`).test(text);

  it('is bundled from the flattened core, with the machine in it', () => {
    expect(holds('createStore')).toBe(true);
    expect(holds('keyDown')).toBe(true);
  });

  it('holds no optional feature', () => {
    const FEATURES = ['searchFeature', 'remoteSearchFeature', 'checkableFeature', 'lazyCheckFeature'];
    for (const name of [...FEATURES, 'loadPathFeature', 'loadDataFeature', 'largeTreeFeature'])
      expect(holds(name), name).toBe(false);
  });

  it('holds none of the machinery only features use', () => {
    // Requests, held answers, the live region's rules and texts, the on-demand fetch, the helpers
    // the on-demand features share.
    const ONLY_FEATURES = ['requestPart', 'joinHeld', 'reduceSayingAnew', 'DEFAULT_MESSAGES'];
    for (const name of [...ONLY_FEATURES, 'backgroundPart', 'fetchPart', '__engine'])
      expect(holds(name), name).toBe(false);
  });
});
