import ts from 'typescript';
import { ROOT } from './doc-sources';

/** The language packs, one module each (react/package.json's ./locale/* export). */
const PACKAGE_PATHS = {
  '@cascadia/react': [`${ROOT}react/src/index.ts`],
  '@cascadia/core': [`${ROOT}core/src/index.ts`],
  '@cascadia/react/locale/*': [`${ROOT}react/src/locale/packs/*.ts`],
};

/**
 * Compiler errors of each file, as an app compiles it against @cascadia/* (resolved to the
 * packages' sources): `virtual` files by repository-relative name and text, `real` files by
 * repository-relative name. Errors are `line: message`, by file.
 *
 * One program for all of them, since each pulls in the packages' sources; and only these files are
 * checked, not the sources they import (`npm run typecheck` checks those): checking every source
 * again took most of a minute on a busy 2-core machine.
 */
export function typeErrors(virtual: Record<string, string>, real: string[] = []): Record<string, string[]> {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    // Absolute paths and no `baseUrl`: with the repository root as `baseUrl`, a bare `react`
    // would resolve to this repository's react/ folder (@cascadia/react) once it is built.
    paths: PACKAGE_PATHS,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const virtualName = (path: string) => Object.keys(virtual).find((file) => path === `${ROOT}${file}`);
  host.readFile = (path) => {
    const file = virtualName(path);
    return file ? virtual[file] : readFile(path);
  };
  host.fileExists = (path) => !!virtualName(path) || exists(path);
  const names = [...Object.keys(virtual), ...real];
  const program = ts.createProgram(
    names.map((file) => `${ROOT}${file}`),
    options,
    host,
  );
  const errors: Record<string, string[]> = {};
  for (const name of names) {
    const source = program.getSourceFile(`${ROOT}${name}`);
    const diagnostics = source
      ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      : [];
    errors[name] = diagnostics.map((diagnostic) => {
      const line = source?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? 0;
      return `${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
  }
  // Errors of the options or of no file in particular would otherwise pass unseen.
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.length)
    throw new Error(global.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  return errors;
}
