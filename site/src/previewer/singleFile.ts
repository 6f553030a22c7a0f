/**
 * A demo and the local files it imports (the pretend server) as one file, for the TypeScript
 * playground, which takes one file: each local module's code comes ahead of the demo, its
 * `export`s made local, and every import of a local path dropped; the package imports of all
 * the files are merged at the top, so that a name two files import is declared once.
 *
 * Plain text work on the demos' own style of module (imports at the top, `export` on
 * declarations), not a parser: the site would otherwise ship a TypeScript compiler. Two local
 * modules declaring the same top-level name would clash; the demos' helpers do not.
 */

import { localFile, resolveLocal } from '../demos/localPaths';

/** One `import … from '…';` (or `import '…';`) statement, possibly over several lines. */
const IMPORT =
  /^import\s+(?:(type\s+)?([\w$]+\s*,\s*)?([\w$]+|\*\s+as\s+[\w$]+|\{[^}]*\})\s+from\s+)?['"]([^'"]+)['"];?[ \t]*\n?/gm;

/** `export` (and `export default`) in front of a declaration, and `export { … };` lists. */
const EXPORT_KEYWORD =
  /^export\s+(?:default\s+(?=(?:async\s+)?function\s+[\w$]|class\s+[\w$]))?(?=(?:declare\s+|abstract\s+|async\s+)*(?:function|class|const|let|var|interface|type|enum)\b)/gm;
const EXPORT_LIST = /^export\s+(?:type\s+)?\{[^}]*\}\s*;?[ \t]*\n?/gm;

/**
 * A generic arrow function's type parameters (`<T>(what: string) =>`), which a .tsx file would
 * read as a JSX tag: written `<T,>(` there. Only where an arrow starts (after `(`, `,`, `=`,
 * `:`, `?`, `return`, or at a line's start), not in a type argument list like `Promise<T>(`.
 */
const ARROW_TYPE_PARAMETERS = /((?:^|[(,=:?]|\breturn)\s*)<([A-Za-z_$][\w$]*)>(?=\s*\()/gm;

interface PackageImport {
  sideEffect: boolean;
  defaultName?: string;
  namespace?: string;
  /** Named bindings as written (`useState`, `type Region`, `a as b`), by their local name. */
  named: Map<string, string>;
}

const isLocal = (specifier: string) => specifier.startsWith('.');

/** The source without its import statements, the imports noted in `packages`, local ones returned. */
function takeImports(source: string, from: string, packages: Map<string, PackageImport>): [string, string[]] {
  const local: string[] = [];
  const body = source.replace(IMPORT, (_all, typeOnly, defaultPart, binding, specifier: string) => {
    if (isLocal(specifier)) {
      local.push(resolveLocal(specifier, from));
      return '';
    }
    const entry = packages.get(specifier) ?? { sideEffect: false, named: new Map<string, string>() };
    packages.set(specifier, entry);
    if (!binding) {
      entry.sideEffect = true;
      return '';
    }
    const typePrefix = typeOnly ? 'type ' : '';
    if (defaultPart) entry.defaultName = defaultPart.replace(/[\s,]/g, '');
    if (binding.startsWith('*')) entry.namespace = binding.replace(/^\*\s+as\s+/, '');
    else if (!binding.startsWith('{')) entry.defaultName = binding;
    else {
      for (const raw of binding.slice(1, -1).split(',')) {
        const written = `${typePrefix}${raw.trim()}`.replace(/^type\s+type\s+/, 'type ');
        if (!raw.trim()) continue;
        const name =
          written
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .pop() ?? written;
        const known = entry.named.get(name);
        // A value import serves a type use too; keep the value form when both are asked for.
        if (!known || known.startsWith('type ')) entry.named.set(name, written);
      }
    }
    return '';
  });
  return [body.replace(/^\s*\n/, ''), local];
}

function importStatements(packages: Map<string, PackageImport>): string {
  const lines: string[] = [];
  for (const [specifier, entry] of packages) {
    const bindings: string[] = [];
    if (entry.defaultName) bindings.push(entry.defaultName);
    if (entry.namespace) bindings.push(`* as ${entry.namespace}`);
    if (entry.named.size) bindings.push(`{ ${[...entry.named.values()].join(', ')} }`);
    // A namespace cannot share a statement with named bindings.
    if (entry.namespace && entry.named.size) {
      lines.push(`import * as ${entry.namespace} from '${specifier}';`);
      bindings.splice(bindings.indexOf(`* as ${entry.namespace}`), 1);
    }
    if (bindings.length) lines.push(`import ${bindings.join(', ')} from '${specifier}';`);
    else if (entry.sideEffect) lines.push(`import '${specifier}';`);
  }
  return lines.join('\n');
}

/**
 * The demo's source with `helpers` (by path from the demo, `server/regionServer.ts`, as
 * `loadDemoHelpers` gives them) inlined ahead of it, each after the modules it imports.
 */
export function singleFileSource(source: string, helpers: Readonly<Record<string, string>> = {}): string {
  if (Object.keys(helpers).length === 0) return source;
  const packages = new Map<string, PackageImport>();
  const [demoBody, demoLocal] = takeImports(source, 'Demo.tsx', packages);
  const sections: string[] = [];
  const placed = new Set<string>();
  const place = (path: string) => {
    const file = localFile(path, helpers);
    if (!file || placed.has(file)) return;
    placed.add(file);
    const [body, local] = takeImports(helpers[file], file, packages);
    for (const dependency of local) place(dependency);
    let code = body.replace(EXPORT_LIST, '').replace(EXPORT_KEYWORD, '').trim();
    if (!file.endsWith('.tsx')) code = code.replace(ARROW_TYPE_PARAMETERS, '$1<$2,>');
    sections.push(`// ---- ${file} (inlined: the playground takes one file) ----\n\n${code}\n`);
  };
  for (const path of demoLocal) place(path);
  return `${importStatements(packages)}\n\n${sections.join('\n')}\n// ---- the demo ----\n\n${demoBody}`;
}
