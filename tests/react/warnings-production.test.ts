// @vitest-environment node
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The React package's console warnings about how props are written (deprecated names, rc-cascader's
 * own warnings, an unknown `layout`) are for development, as React's and rc-cascader's are: an
 * app's production build must not carry their texts. Nor must the explanations of the problems it
 * reports itself (a label React cannot render): as the engine's, they still reach `onProblem` in
 * production, as their code and place (tests/core/messages.test.ts covers the engine's). The
 * package is bundled here as an app's bundler would, for each value of NODE_ENV.
 */
const WARNINGS = [
  'is deprecated; use',
  'should be positive number or false',
  "must be 'auto', 'columns' or 'drilldown'",
  'should not be `null`',
  'which React cannot render; its text is shown instead',
];

async function bundle(nodeEnv: 'production' | 'development'): Promise<string> {
  const result = await build({
    stdin: {
      contents: "export { Cascader, useCascader } from './react/src/index.ts';",
      resolveDir: join(__dirname, '../..'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    // The root tsconfig's paths lead `@cascadia/core` (and its subpaths) to the sources.
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

describe('console warnings and problem explanations of the React package', () => {
  it('are in a development build', async () => {
    const code = await bundle('development');
    for (const text of WARNINGS) expect(code).toContain(text);
  });

  it('are left out of a production build', async () => {
    const code = await bundle('production');
    for (const text of WARNINGS) expect(code).not.toContain(text);
    // A problem's message there is its code and place, written by the engine's messageOf.
    expect(code).toContain('(explained in development builds)');
  });
});
