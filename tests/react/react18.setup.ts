import Module from 'node:module';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Entry point (`react`, `react-dom/client`, …) → the React 18 file standing in for it. */
    react18Files: Record<string, string>;
  }
}

/**
 * Setup of the `react18` Vitest project. vitest.config.ts aliases `react` and `react-dom` to
 * React 18 for the code Vite loads (sources and tests), but packages from node_modules are loaded
 * by Node, whose resolver finds React 19 for react-dom 18's and Testing Library's own
 * `require('react')`. Two Reacts in one render fail (hooks, internals), so Node is pointed at the
 * same files as the aliases. (`Module._resolveFilename` is Node's CommonJS resolver; Node 20 has
 * no public synchronous hook for `require`.)
 */
const files = new Map(Object.entries(inject('react18Files')));

type Resolve = (request: string, ...rest: unknown[]) => string;
const resolver = Module as unknown as { _resolveFilename: Resolve };
const resolve = resolver._resolveFilename;
resolver._resolveFilename = function (this: unknown, request, ...rest) {
  return resolve.call(this, files.get(request) ?? request, ...rest);
};
