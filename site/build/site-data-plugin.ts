/**
 * Serves build-time facts to the site as virtual modules, so pages import them like data:
 *
 * - `virtual:cascadia/api-tables`: the Cascader props and option fields, from the TypeScript sources;
 * - `virtual:cascadia/api-react`, `virtual:cascadia/api-core`: every export of each package;
 * - `virtual:cascadia/api-names`: just the export names and kinds, for the search index;
 * - `virtual:cascadia/updated`: the last-commit time of each page source, and of each folder;
 * - `virtual:cascadia/coverage`: the coverage totals, or `null` when no report exists.
 *
 * The API is split so that each page loads only its part. The extraction runs once per build
 * and again when the dev server sees a change in the sources it reads.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { COVERAGE_SUMMARY, readCoverage } from './coverage.js';
import { apiSourceDirs, DEFAULT_SOURCES, extractApi } from './extract-api.js';
import { lastCommitTimes } from './git-times.js';
import type { ApiData, ExportDoc } from './types.js';

const PREFIX = 'virtual:cascadia/';
const RESOLVED = `\0${PREFIX}`;
const API_MODULES = ['api-tables', 'api-react', 'api-core', 'api-names'];

/** Folders holding what pages are made of, relative to the repository root (API pages: the code). */
const PAGE_DIRS = ['site/src/pages', 'site/src/guides', 'site/src/demos', 'react/src', 'core/src'];

const names = (exports: ExportDoc[] | null) => exports?.map(({ name, kind }) => ({ name, kind })) ?? null;

export function siteDataPlugin(root: string): Plugin {
  const sources = DEFAULT_SOURCES(root);
  let api: ApiData | undefined;
  const getApi = () => {
    api ??= extractApi(sources);
    return api;
  };
  const loaders: Record<string, () => unknown> = {
    'api-tables': () => ({ props: getApi().props, option: getApi().option }),
    'api-react': () => getApi().react,
    'api-core': () => getApi().core,
    'api-names': () => ({ react: names(getApi().react), core: names(getApi().core) }),
    updated: () => lastCommitTimes(root, PAGE_DIRS),
    coverage: () => readCoverage(root),
  };

  const invalidate = (server: ViteDevServer, modules: string[]) => {
    for (const name of modules) {
      const module = server.moduleGraph.getModuleById(`${RESOLVED}${name}`);
      if (module) server.moduleGraph.invalidateModule(module);
    }
  };

  return {
    name: 'cascadia-site-data',
    buildStart() {
      api = undefined;
    },
    resolveId(id) {
      if (id.startsWith(PREFIX) && id.slice(PREFIX.length) in loaders) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const data = loaders[id.slice(RESOLVED.length)]?.();
      return `export default ${JSON.stringify(data)};`;
    },
    configureServer(server) {
      const apiDirs = apiSourceDirs(sources);
      const coverageFile = path.join(root, COVERAGE_SUMMARY);
      server.watcher.add(coverageFile);
      server.watcher.on('all', (_event, file) => {
        if (apiDirs.some((dir) => file.startsWith(dir))) {
          api = undefined;
          invalidate(server, API_MODULES);
        }
        if (file === coverageFile) invalidate(server, ['coverage']);
      });
    },
  };
}
