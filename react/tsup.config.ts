import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { mangleOptions } from '../scripts/mangle/internalProps';

// Each language pack is an entry of its own (`@cascadia/react/locale/zh-CN`): an app's bundle holds
// only the packs it imports.
const packs = Object.fromEntries(
  readdirSync(new URL('./src/locale/packs', import.meta.url))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [`locale/${file.slice(0, -3)}`, `src/locale/packs/${file}`]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', ...packs },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2020',
  // No `treeshake` (a second pass through Rollup): it drops the "use client" directive below and
  // wrote every file's sourceMappingURL comment twice; esbuild alone keeps the /* @__PURE__ */
  // marks the app's bundler shakes with.
  // Every file is a client module: hooks and components, so React Server Components (Next.js app
  // router) can import the package from a server component and render it on the client.
  banner: { js: '"use client";' },
  // esbuild lists the CommonJS export names for static readers (Node's import of CommonJS, the
  // TypeScript checks of publishing tools) but leaves out `default`, though the module has it (the
  // Cascader, as in the ESM build): name it too, in the same never-run statement.
  footer: ({ format }) =>
    format === 'cjs' ? { js: '0 && (module.exports.default = module.exports.Cascader);' } : {},
  // Dependencies stay dependencies: the app's bundler dedupes React, the core and floating-ui.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@cascadia/core',
    '@floating-ui/react',
    '@tanstack/virtual-core',
  ],
  esbuildOptions(options) {
    options.jsx = 'automatic';
    // The language packs' texts as they are written, not as \u escapes (half the bytes for CJK).
    options.charset = 'utf8';
    // The core's internal property names it reads (`state.searchActiveMoved`…), shortened as the core's build
    // shortens them (scripts/mangle/internalProps.ts).
    Object.assign(options, mangleOptions());
  },
});
