import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2020',
  treeshake: true,
  // Dependencies stay dependencies: the app's bundler dedupes React, the core and floating-ui.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@cascadia/core',
    '@floating-ui/react',
    '@tanstack/react-virtual',
  ],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
