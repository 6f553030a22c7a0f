/**
 * `npm run pack:check`: are the packages an app can install and use?
 *
 * Packs @cascadia/core and @cascadia/react as npm would publish them (`prepack` builds them), lints
 * each tarball (publint, and Are the Types Wrong for every entry point but the stylesheet), then
 * installs both tarballs into a throwaway project with React 18 and another with React 19, and
 * there: imports them as ESM and as CommonJS and renders a Cascader on the server (in English and
 * with a language pack's subpath), runs the core's ready-made on-demand features
 * (`loadPathOnDemand`…, which fetch dist/chunks/), resolves the stylesheet subpath, typechecks an app with
 * `moduleResolution` `bundler` and `node16` (ESM and CommonJS files), and runs `npx cascadia --version`. Installs come from npm's cache when it has the
 * packages (`--prefer-offline`). Exits 1 when any check fails; everything happens in a temp folder.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { INTERNAL_PROPS } from './mangle/internalProps';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const version = (folder: string): string =>
  JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).version;

const failures: string[] = [];

/** Runs a command; on failure prints its output and records the check as failed. */
function check(name: string, file: string, args: string[], cwd: string): string {
  const started = Date.now();
  try {
    const out = execFileSync(file, args, { cwd, encoding: 'utf8', stdio: 'pipe', env: { ...process.env } });
    const said = out.trim().split('\n').at(-1) ?? '';
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    console.log(`ok    ${name} (${took})${/[a-z]/i.test(said) && said.length < 80 ? `: ${said}` : ''}`);
    return out;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    console.log(`FAIL  ${name}\n${[e.stdout, e.stderr].filter(Boolean).join('\n') || e.message}`);
    failures.push(name);
    return '';
  }
}

const work = mkdtempSync(join(tmpdir(), 'cascadia-pack-'));
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs);

check(
  'npm pack (prepack builds both packages)',
  'npm',
  ['pack', '-w', 'core', '-w', 'react', '--pack-destination', tarballs, '--silent'],
  root,
);
const coreTgz = join(tarballs, `cascadia-core-${version('core')}.tgz`);
const reactTgz = join(tarballs, `cascadia-react-${version('react')}.tgz`);

for (const tgz of [coreTgz, reactTgz]) {
  const name = tgz.slice(tarballs.length + 1);
  check(`publint ${name}`, bin('publint'), ['run', tgz, '--strict'], root);
  // The stylesheet is not a module: no types to check there. --no-definitely-typed: no look-ups.
  check(
    `attw ${name}`,
    bin('attw'),
    [tgz, '--no-definitely-typed', '--exclude-entrypoints', './styles.css', '--format', 'ascii'],
    root,
  );
}

/** An app as a user writes it: core options into the React package, both resolutions. */
const APP_TSX = `import { type CascaderOption, createCascader, getDisplay } from '@cascadia/core';
import Cascader, { type CascaderProps, useCascader } from '@cascadia/react';
import zhCN from '@cascadia/react/locale/zh-CN';

const options: CascaderOption[] = [{ label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }] }];
const store = createCascader({ options, defaultValue: ['zj', 'hz'] });
export const text: string = getDisplay(store.getState()).text;
export const props: CascaderProps = { options, placeholder: 'pick' };
export const element = <Cascader {...props} onChange={(value) => value} />;
export const panel = <Cascader.Panel options={options} />;
export const chinese = <Cascader options={options} locale={zhCN} />;
export function useApp(): boolean {
  return useCascader({ options }).open;
}
`;
const APP_CTS = `import { createCascader } from '@cascadia/core';
import Cascader = require('@cascadia/react');
export const store = createCascader({ options: [] });
export const hook: typeof Cascader.useCascader = Cascader.useCascader;
import zhTW = require('@cascadia/react/locale/zh-TW');
export const pack: Cascader.CascaderLocale = zhTW.default;
`;
const RENDER = (load: string) => `${load}
const options = [{ label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }] }];
if (typeof core.createCascader !== 'function') throw new Error('no createCascader');
if (typeof react.useCascader !== 'function' || react.default !== react.Cascader) throw new Error('no hooks or default export');
const html = server.renderToString(React.createElement(react.default, { options, defaultValue: ['zj', 'hz'] }));
if (!html.includes('Zhejiang / Hangzhou')) throw new Error('the Cascader rendered ' + html);
const chinese = server.renderToString(
  React.createElement(react.default, { options, defaultValue: ['zj', 'hz'], allowClear: true, locale: zhCN }),
);
if (!chinese.includes('aria-label="清除"')) throw new Error('the zh-CN pack was not used: ' + chinese);
// The ready-made on-demand features (their files, dist/chunks/, are handed the engine's helpers
// when they arrive): a mounted lean store fetches loadPath and shows the labels only it can give.
const features = [core.checkableFeature, core.searchFeature, core.loadDataFeature, core.lazyCheckOnDemand, core.loadPathOnDemand, core.remoteSearchOnDemand];
const along = (path) => path.map((value) => ({ label: value.toUpperCase(), value, isLeaf: value === 'hz' }));
const lean = core.createLeanCascader({ options: [{ label: 'ZJ', value: 'zj', isLeaf: false }], defaultValue: ['zj', 'hz'], loadPath: async (path) => along(path) }, features);
// The chunk's import and the answer take as long as the machine lets them: wait for the labels (each
// change of the store), and fail only after a limit no healthy run comes near.
const shown = () => core.getDisplay(lean.getState()).text;
const report = () => console.log('rendered', html.length, 'characters with React', React.version, '; loadPathOnDemand gave', shown());
const giveUp = setTimeout(() => { throw new Error('loadPathOnDemand gave ' + JSON.stringify(shown()) + ' after 20 s'); }, 20_000);
const stop = lean.subscribe(() => {
  if (shown() !== 'ZJ / HZ') return;
  clearTimeout(giveUp);
  stop();
  report();
});
`;
const ESM = RENDER(`import * as core from '@cascadia/core';
import * as react from '@cascadia/react';
import React from 'react';
import server from 'react-dom/server';
import zhCN from '@cascadia/react/locale/zh-CN';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
if (!existsSync(fileURLToPath(import.meta.resolve('@cascadia/react/styles.css')))) throw new Error('no styles.css');`);
const CJS = RENDER(`const core = require('@cascadia/core');
const react = require('@cascadia/react');
const React = require('react');
const server = require('react-dom/server');
const zhCN = require('@cascadia/react/locale/zh-CN').default;
if (!require('node:fs').existsSync(require.resolve('@cascadia/react/styles.css'))) throw new Error('no styles.css');`);

/**
 * The engine at work from the installed files, with its on-demand features from their subpaths:
 * a keyboard choice, typeahead, search, a check, `loadPath`, remote search and a lazy check. The
 * published build shortens the engine's internal property names (scripts/mangle), which the
 * tests of the sources never see: this is where a name shortened in one file and not in another
 * would show.
 */
const ENGINE_STEPS = `const options = [
  { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }, { label: 'Ningbo', value: 'nb' }] },
  { label: 'Jiangsu', value: 'js', children: [{ label: 'Nanjing', value: 'nj' }] },
];
const expect = (what, got, want) => {
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(\`\${what}: \${JSON.stringify(got)}, not \${JSON.stringify(want)}\`);
};
// Waits until the store shows what a step expects: an on-demand feature's file is imported and its
// loader answers when the machine gets to it, so a fixed delay would race a busy machine. The limit
// is one no healthy run comes near; the error then names the step and what the store showed.
const until = (what, store, read, want) => new Promise((resolve, reject) => {
  const done = () => JSON.stringify(read(store.getState())) === JSON.stringify(want);
  if (done()) return resolve();
  const giveUp = setTimeout(() => { stop(); reject(new Error(\`\${what}: \${JSON.stringify(read(store.getState()))} after 20 s, not \${JSON.stringify(want)}\`)); }, 20_000);
  const stop = store.subscribe(() => {
    if (!done()) return;
    clearTimeout(giveUp);
    stop();
    resolve();
  });
});
const press = (store, keys) => { for (const key of keys) store.send({ type: 'INPUT.KEY_DOWN', key, time: 0 }); };
let chosen;
const single = core.createCascader({ options, onChange: (value) => { chosen = value; } });
single.send({ type: 'POPUP.OPEN' });
press(single, ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'Enter']);
expect('keyboard choice', [chosen, core.getDisplay(single.getState()).text], [['js', 'nj'], 'Jiangsu / Nanjing']);
const typed = core.createCascader({ options });
typed.send({ type: 'POPUP.OPEN' });
press(typed, ['j']);
expect('typeahead', typed.getState().activePath, ['js']);
const search = core.createCascader({ options, showSearch: true });
search.send({ type: 'POPUP.OPEN' });
search.send({ type: 'INPUT.CHANGE', value: 'ning' });
expect('search', core.getSearchItems(search.getState()).map((item) => item.text), ['Zhejiang / Ningbo']);
const checks = core.createCascader({ options, checkable: true });
checks.send({ type: 'ITEM.CHECK', path: ['zj'] });
expect('check', checks.getState().value, [['zj']]);
const leaf = (path) => path.map((value) => ({ label: value.toUpperCase(), value, isLeaf: value === 'hz' }));
const paths = core.createLeanCascader(
  { options: [{ label: 'ZJ', value: 'zj', isLeaf: false }], loadPath: async (path) => leaf(path), defaultValue: ['zj', 'hz'] },
  [subpaths.loadPathFeature],
);
await until('loadPath', paths, (state) => core.getDisplay(state).text, 'ZJ / HZ');
const remote = core.createLeanCascader(
  { options, showSearch: { load: async () => [leaf(['zj', 'hz'])], debounce: 0 } },
  [core.searchFeature, subpaths.remoteSearchFeature],
);
remote.subscribe(() => {});
remote.send({ type: 'POPUP.OPEN' });
remote.send({ type: 'INPUT.CHANGE', value: 'hz' });
await until('remote search', remote, (state) => core.getSearchItems(state).map((item) => item.text), ['Zhejiang / Hangzhou']);
const lazy = core.createLeanCascader(
  {
    options: [{ label: 'ZJ', value: 'zj', isLeaf: false }],
    loadData: async () => [{ label: 'HZ', value: 'hz' }, { label: 'NB', value: 'nb' }],
    checkable: true,
    showCheckedStrategy: core.SHOW_CHILD,
  },
  [core.checkableFeature, core.loadDataFeature, subpaths.lazyCheckFeature],
);
lazy.subscribe(() => {});
lazy.send({ type: 'ITEM.CHECK', path: ['zj'] });
await until('lazy check', lazy, (state) => state.value, [['zj', 'hz'], ['zj', 'nb']]);
`;
// Twice: the features from their subpaths, then the ready-made on-demand ones (loadPathOnDemand…,
// whose files, dist/chunks/, are handed the engine's helpers when they arrive).
const ENGINE = `${ENGINE_STEPS}{
const subpaths = { lazyCheckFeature: core.lazyCheckOnDemand, loadPathFeature: core.loadPathOnDemand, remoteSearchFeature: core.remoteSearchOnDemand };
${ENGINE_STEPS}}
console.log('the engine chose, searched, checked and loaded (subpaths, then *OnDemand)');
`;
const ENGINE_ESM = `import * as core from '@cascadia/core';
import { lazyCheckFeature } from '@cascadia/core/lazyCheck';
import { loadPathFeature } from '@cascadia/core/loadPath';
import { remoteSearchFeature } from '@cascadia/core/remoteSearch';
const subpaths = { lazyCheckFeature, loadPathFeature, remoteSearchFeature };
${ENGINE}`;
const ENGINE_CJS = `const core = require('@cascadia/core');
const subpaths = {
  lazyCheckFeature: require('@cascadia/core/lazyCheck').lazyCheckFeature,
  loadPathFeature: require('@cascadia/core/loadPath').loadPathFeature,
  remoteSearchFeature: require('@cascadia/core/remoteSearch').remoteSearchFeature,
};
(async () => {
${ENGINE}})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

const tsconfig = (module: string, moduleResolution: string, files: string[]) =>
  JSON.stringify({
    compilerOptions: {
      module,
      moduleResolution,
      target: 'es2022',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      // The packages' own .d.ts files are what is under test: check them too.
      skipLibCheck: false,
      types: [],
    },
    files,
  });

/**
 * What the installed packages hold: README, LICENSE and CHANGELOG; one sourceMappingURL comment at
 * most per file; every JavaScript file of the React package a client module ("use client" first).
 */
function checkContents(app: string): void {
  const problems: string[] = [];
  for (const name of ['core', 'react']) {
    const dir = join(app, 'node_modules', '@cascadia', name);
    for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md', 'dist/index.d.ts', 'dist/index.d.cts']) {
      if (!existsSync(join(dir, file))) problems.push(`@cascadia/${name} has no ${file}`);
    }
    const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => /\.c?js$/.test(f))) {
      const text = readFileSync(join(dir, 'dist', file), 'utf8');
      if ((text.match(/sourceMappingURL=/g) ?? []).length > 1)
        problems.push(`${name}/dist/${file}: two sourceMappingURL lines`);
      if (name === 'react' && !text.startsWith('"use client";'))
        problems.push(`react/dist/${file} does not start with "use client"`);
      // Both packages' builds shorten the engine's internal names alike (the React package reads
      // some): one left long would be read as undefined by the other. A read is a name after a dot
      // that ends an expression (not a spread, `...claims`), outside the comments the build keeps
      // (`LargeTree.isUnreadable` in a sentence).
      const code = text
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line))
        .join('\n');
      const long = Object.keys(INTERNAL_PROPS).find((prop) =>
        new RegExp(`(?<=[\\w$)\\]])\\.${prop}\\b`).test(code),
      );
      if (long) problems.push(`${name}/dist/${file} still reads .${long}: its build did not shorten it`);
    }
  }
  if (problems.length > 0) {
    console.log(`FAIL  package contents\n${problems.join('\n')}`);
    failures.push('package contents');
  } else
    console.log(
      'ok    package contents: README, LICENSE, CHANGELOG, one source map line, "use client", internal names short',
    );
}

for (const major of [18, 19]) {
  const app = join(work, `react${major}`);
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: `app-react${major}`, private: true, type: 'module' }),
  );
  writeFileSync(join(app, 'app.tsx'), APP_TSX);
  writeFileSync(join(app, 'app-cjs.cts'), APP_CTS);
  writeFileSync(join(app, 'esm.mjs'), ESM);
  writeFileSync(join(app, 'cjs.cjs'), CJS);
  writeFileSync(join(app, 'engine.mjs'), ENGINE_ESM);
  writeFileSync(join(app, 'engine.cjs'), ENGINE_CJS);
  writeFileSync(join(app, 'tsconfig.bundler.json'), tsconfig('esnext', 'bundler', ['app.tsx']));
  writeFileSync(join(app, 'tsconfig.node16.json'), tsconfig('node16', 'node16', ['app.tsx', 'app-cjs.cts']));
  const installed = check(
    `React ${major}: install both tarballs`,
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      coreTgz,
      reactTgz,
      `react@^${major}`,
      `react-dom@^${major}`,
      `@types/react@^${major}`,
    ],
    app,
  );
  if (!installed && failures.includes(`React ${major}: install both tarballs`)) continue;
  if (major === 19) checkContents(app);
  check(`React ${major}: ESM import, server render, styles.css`, process.execPath, ['esm.mjs'], app);
  check(`React ${major}: CommonJS require, server render, styles.css`, process.execPath, ['cjs.cjs'], app);
  check(
    `React ${major}: the engine at work (ESM, on-demand subpaths)`,
    process.execPath,
    ['engine.mjs'],
    app,
  );
  check(`React ${major}: the engine at work (CommonJS)`, process.execPath, ['engine.cjs'], app);
  check(
    `React ${major}: typecheck, moduleResolution bundler`,
    process.execPath,
    [tsc, '-p', 'tsconfig.bundler.json'],
    app,
  );
  check(
    `React ${major}: typecheck, moduleResolution node16`,
    process.execPath,
    [tsc, '-p', 'tsconfig.node16.json'],
    app,
  );
  const printed = check(
    `React ${major}: npx cascadia --version`,
    'npx',
    ['--no-install', 'cascadia', '--version'],
    app,
  );
  if (printed && printed.trim() !== version('core')) {
    console.log(`FAIL  cascadia --version printed '${printed.trim()}', not ${version('core')}`);
    failures.push('cascadia --version');
  }
}

rmSync(work, { recursive: true, force: true });
if (failures.length > 0) {
  console.log(`\npack:check: ${failures.length} check(s) failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\npack:check: both packages install and work with React 18 and 19');
