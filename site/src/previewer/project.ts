/**
 * The small project a demo becomes outside the site (CodeSandbox, StackBlitz): package.json,
 * index.html, index.tsx that mounts the demo, the demo itself, and a tsconfig whose `jsx` setting
 * lets Vite compile the TSX without a config file of its own.
 */

export const DEMO_FILE = 'Demo.tsx';

/** Versions for packages demos import; anything else gets the newest release. */
const VERSIONS: Record<string, string> = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'rc-field-form': '^2.7.0',
  '@cascadia/react': 'latest',
  '@cascadia/core': 'latest',
};

/** Bare import specifiers in a source, reduced to package names (`@scope/name`, `name`). */
export function importedPackages(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/(?:from\s+|import\s+)['"]([^'".][^'"]*)['"]/g)) {
    const parts = match[1].split('/');
    names.add(match[1].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...names].sort();
}

export interface ProjectFiles {
  [path: string]: string;
}

/**
 * The project for a demo: its source as `Demo.tsx`, and the local files it imports (`helpers`, by
 * path from the demo, e.g. `server/regionServer.ts`) beside it, so that its imports resolve.
 */
export function demoProject(
  id: string,
  title: string,
  source: string,
  helpers: Readonly<Record<string, string>> = {},
): ProjectFiles {
  const dependencies: Record<string, string> = {};
  const packages = [source, ...Object.values(helpers)].flatMap(importedPackages);
  for (const name of ['react', 'react-dom', ...packages]) {
    dependencies[name] = VERSIONS[name] ?? 'latest';
  }
  const packageJson = {
    name: `cascadia-demo-${id}`,
    description: title,
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build' },
    dependencies,
    devDependencies: {
      '@types/react': '^19.0.0',
      '@types/react-dom': '^19.0.0',
      typescript: '^5.9.0',
      vite: '^8.0.0',
    },
  };
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      `    <title>${title.replace(/[<&]/g, '')}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root" style="padding: 24px"></div>',
      '    <script type="module" src="/index.tsx"></script>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'index.tsx': [
      "import { StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      `import Demo from './${DEMO_FILE.replace(/\.tsx$/, '')}';`,
      '',
      "createRoot(document.getElementById('root')!).render(",
      '  <StrictMode>',
      '    <Demo />',
      '  </StrictMode>,',
      ');',
      '',
    ].join('\n'),
    ...helpers,
    [DEMO_FILE]: source,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
        },
      },
      null,
      2,
    )}\n`,
  };
}
