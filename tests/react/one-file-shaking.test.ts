// @vitest-environment node
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The published `@cascadia/react` is one file (react/dist/index.js), so an app's bundler shakes it
 * statement by statement: the package's `sideEffects: false`, which drops a whole unused module of
 * the sources, does nothing inside that file. A module-level statement it cannot prove pure stays
 * in every app that imports anything from the package: the Cascader's list of its props (a
 * `new Set([...spread])`) and the sheet's media query (a template literal) once cost the lean hook
 * 0.4 kB gzipped, and an app that imports only `SHOW_CHILD` 0.6 kB. These bundle the sources into
 * one file as tsup does, then an app against it, as `npm run size` measures the built packages.
 */
const REACT_PEERS = ['react', 'react-dom', 'react/*', 'react-dom/*'];

async function oneFilePackage(): Promise<string> {
  const result = await build({
    entryPoints: ['react/src/index.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    jsx: 'automatic',
    // The core stays outside, as in the published file; the on-demand parts are its own chunks.
    external: [...REACT_PEERS, '@cascadia/core', '@cascadia/core/*'],
    splitting: true,
    outdir: 'out',
    logLevel: 'error',
  });
  const index = result.outputFiles.find((file) => file.path.endsWith('/out/index.js'));
  if (!index) throw new Error('no index.js in the one-file build');
  return index.text;
}

/** An app's production bundle of `contents` against the one-file package (the core left outside). */
async function appBundle(contents: string, packageText: string): Promise<string> {
  const onePackage: Plugin = {
    name: 'one-file-package',
    setup(plugin) {
      plugin.onResolve({ filter: /^@cascadia\/react$/ }, () => ({
        path: 'react-index',
        namespace: 'one-file',
      }));
      // Its on-demand chunks are not part of the page.
      plugin.onResolve({ filter: /^\.\/chunk-|^\.\/[A-Za-z]+-[A-Z0-9]+\.js$/ }, (args) => ({
        path: args.path,
        external: true,
      }));
      plugin.onLoad({ filter: /.*/, namespace: 'one-file' }, () => ({ contents: packageText, loader: 'js' }));
    },
  };
  const result = await build({
    stdin: { contents, loader: 'tsx', resolveDir: process.cwd() },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: [...REACT_PEERS, '@cascadia/core', '@cascadia/core/*'],
    plugins: [onePackage],
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

describe('the published one-file React package, shaken by an app', async () => {
  const packageText = await oneFilePackage();

  it("leaves the Cascader's prop list and the sheet's media query out of a lean hook's bundle", async () => {
    const app = await appBundle(
      "import { useLeanCascader } from '@cascadia/react'; export const use = () => useLeanCascader({}, []);",
      packageText,
    );
    expect(app).toContain('OUTSIDE.CLICK');
    expect(app).not.toContain('onDropdownVisibleChange');
    expect(app).not.toContain('pointer: coarse');
  });

  it('leaves them out of an app that imports only a constant', async () => {
    const app = await appBundle("export { SHOW_CHILD } from '@cascadia/react';", packageText);
    expect(app).not.toContain('onDropdownVisibleChange');
    expect(app).not.toContain('pointer: coarse');
  });

  it('keeps them where the Cascader is used', async () => {
    const app = await appBundle("export { Cascader } from '@cascadia/react';", packageText);
    expect(app).toContain('onDropdownVisibleChange');
  });
});
