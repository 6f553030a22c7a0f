/**
 * Reads the public API from the TypeScript sources with the compiler API, at build time, so the
 * API tables on the site are generated from the code and cannot drift from it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiData, ExportDoc, ExportKind, InterfaceDoc, MemberDoc } from './types.js';

export interface ApiSources {
  /** The repository root. */
  root: string;
  /** Entry files, relative to the root. */
  reactEntry: string;
  coreEntry: string;
}

export const DEFAULT_SOURCES = (root: string): ApiSources => ({
  root,
  reactEntry: 'react/src/index.ts',
  coreEntry: 'core/src/index.ts',
});

/** The files whose change invalidates the extracted data (for the dev server's watcher). */
export function apiSourceDirs(sources: ApiSources): string[] {
  return [path.dirname(sources.reactEntry), path.dirname(sources.coreEntry)].map((d) =>
    path.join(sources.root, d),
  );
}

export function extractApi(sources: ApiSources): ApiData {
  const reactEntry = path.join(sources.root, sources.reactEntry);
  const coreEntry = path.join(sources.root, sources.coreEntry);
  const entries = [reactEntry, coreEntry].filter((f) => existsSync(f));
  if (entries.length === 0) return { props: null, option: null, react: null, core: null };

  const program = ts.createProgram(entries, compilerOptions(sources.root));
  const checker = program.getTypeChecker();
  const moduleOf = (file: string) => {
    const source = program.getSourceFile(file);
    return source ? checker.getSymbolAtLocation(source) : undefined;
  };
  const reactModule = existsSync(reactEntry) ? moduleOf(reactEntry) : undefined;
  const coreModule = existsSync(coreEntry) ? moduleOf(coreEntry) : undefined;

  const rel = (file: string) => path.relative(sources.root, file).split(path.sep).join('/');
  // The component's props come from the React package; until it exists, the engine's props
  // (which the component's extend) are the closest truthful table.
  const engineProps = interfaceDoc(checker, coreModule, 'CascaderProps', rel(coreEntry));
  const inherit = (members: MemberDoc[]) => withEngineDocs(members, engineProps?.members ?? []);
  const reactProps = interfaceDoc(checker, reactModule, 'CascaderProps', rel(reactEntry));
  const props = reactProps ? { ...reactProps, members: inherit(reactProps.members) } : engineProps;
  const option = interfaceDoc(checker, coreModule, 'CascaderOption', rel(coreEntry));
  const react = reactModule
    ? exportDocs(checker, reactModule).map((doc) =>
        doc.members && ENGINE_PROP_INTERFACES.has(doc.name) ? { ...doc, members: inherit(doc.members) } : doc,
      )
    : null;

  return { props, option, react, core: coreModule ? exportDocs(checker, coreModule) : null };
}

/**
 * The React package's interfaces that carry the engine's props (react/src/props.ts mirrors the
 * core's `CascaderProps` in `CascaderEngineProps` so that its types are React's). Those props are
 * documented once, in the core: a member left undocumented here takes the core's description and
 * default of the same name.
 */
const ENGINE_PROP_INTERFACES = new Set(['CascaderProps', 'CascaderEngineProps', 'UseCascaderProps']);

export function withEngineDocs(members: MemberDoc[], engine: readonly MemberDoc[]): MemberDoc[] {
  const byName = new Map(engine.map((member) => [member.name, member]));
  return members.map((member) => {
    const core = byName.get(member.name);
    if (!core) return member;
    const out = { ...member };
    if (!out.description) out.description = core.description;
    if (out.default === undefined && core.default !== undefined) out.default = core.default;
    return out;
  });
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(read.config ?? {}, ts.sys, root);
  return { ...parsed.options, noEmit: true, skipLibCheck: true };
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function findExport(checker: ts.TypeChecker, module: ts.Symbol | undefined, name: string) {
  if (!module) return undefined;
  const found = checker.getExportsOfModule(module).find((s) => s.getName() === name);
  return found ? resolveAlias(checker, found) : undefined;
}

function interfaceDoc(
  checker: ts.TypeChecker,
  module: ts.Symbol | undefined,
  name: string,
  file: string,
): InterfaceDoc | null {
  const symbol = findExport(checker, module, name);
  if (!symbol) return null;
  return { source: `${file} › ${name}`, members: membersOf(checker, symbol) };
}

/** The properties of an interface or object type, inherited ones included, alphabetically. */
function membersOf(checker: ts.TypeChecker, symbol: ts.Symbol): MemberDoc[] {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  return checker
    .getPropertiesOfType(type)
    .map((prop) => memberDoc(checker, prop))
    .filter((m): m is MemberDoc => m !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

function memberDoc(checker: ts.TypeChecker, prop: ts.Symbol): MemberDoc | null {
  const tags = prop.getJsDocTags(checker);
  if (tags.some((t) => t.name === 'internal' || t.name === 'ignore')) return null;
  const declaration = prop.declarations?.[0];
  const tag = (name: string) => {
    const found = tags.find((t) => t.name === name);
    return found ? ts.displayPartsToString(found.text).trim() : undefined;
  };
  const member: MemberDoc = {
    name: prop.getName(),
    type: declaredType(checker, prop, declaration),
    optional: (prop.flags & ts.SymbolFlags.Optional) !== 0,
    description: cleanDoc(ts.displayPartsToString(prop.getDocumentationComment(checker))),
  };
  const def = tag('default') ?? tag('defaultValue');
  if (def !== undefined) member.default = def;
  const deprecated = tag('deprecated');
  if (deprecated !== undefined) member.deprecated = deprecated;
  return member;
}

/** The type as its author wrote it, which reads far better than the checker's expansion. */
function declaredType(checker: ts.TypeChecker, symbol: ts.Symbol, declaration?: ts.Declaration): string {
  if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))) {
    if (declaration.type) return squash(declaration.type.getText());
  }
  if (declaration && ts.isMethodSignature(declaration)) {
    const params = declaration.parameters.map((p) => p.getText()).join(', ');
    return squash(`(${params}) => ${declaration.type?.getText() ?? 'void'}`);
  }
  const type = checker.getTypeOfSymbol(symbol);
  return squash(checker.typeToString(type, declaration, ts.TypeFormatFlags.NoTruncation));
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function exportDocs(checker: ts.TypeChecker, module: ts.Symbol): ExportDoc[] {
  return checker
    .getExportsOfModule(module)
    .map((exported) => exportDoc(checker, exported.getName(), resolveAlias(checker, exported)))
    .filter((d): d is ExportDoc => d !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

function exportDoc(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): ExportDoc | null {
  if (symbol.getJsDocTags(checker).some((t) => t.name === 'internal')) return null;
  const declaration = symbol.declarations?.[0];
  const description = firstParagraph(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
  const flags = symbol.flags;

  if (flags & ts.SymbolFlags.Interface) {
    return {
      name,
      kind: 'interface',
      signature: `interface ${name}`,
      description,
      members: membersOf(checker, symbol),
    };
  }
  if (flags & ts.SymbolFlags.TypeAlias) {
    const aliased = declaration && ts.isTypeAliasDeclaration(declaration) ? declaration.type.getText() : '';
    const doc: ExportDoc = {
      name,
      kind: 'type',
      signature: squash(`type ${name} = ${aliased}`),
      description,
    };
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    if (declaration && ts.isTypeAliasDeclaration(declaration) && ts.isTypeLiteralNode(declaration.type)) {
      doc.members = checker
        .getPropertiesOfType(type)
        .map((p) => memberDoc(checker, p))
        .filter((m): m is MemberDoc => m !== null);
    }
    return doc;
  }
  if (flags & ts.SymbolFlags.Class) {
    return { name, kind: 'class', signature: `class ${name}`, description };
  }
  if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
    const type = checker.getTypeOfSymbol(symbol);
    const signatures = type.getCallSignatures();
    if (signatures.length > 0) {
      const kind: ExportKind = /^use[A-Z]/.test(name)
        ? 'hook'
        : /^[A-Z]/.test(name)
          ? 'component'
          : 'function';
      const signature = signatures
        .map((s) => `${name}${checker.signatureToString(s, undefined, ts.TypeFormatFlags.NoTruncation)}`)
        .join('\n');
      return { name, kind, signature: signature, description };
    }
    const text = checker.typeToString(type, declaration, ts.TypeFormatFlags.NoTruncation);
    return { name, kind: 'constant', signature: squash(`const ${name}: ${text}`), description };
  }
  return null;
}

function firstParagraph(text: string): string {
  return cleanDoc(text.trim().split(/\n\s*\n/)[0] ?? '');
}

/** JSDoc prose as plain text: `{@link Foo}` and `{@link Foo | the foo}` become their words. */
function cleanDoc(text: string): string {
  return text
    .replace(
      /\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|?\s*([^}]*))?\}/g,
      (_, target, label) => label?.trim() || target,
    )
    .replace(/\s+/g, ' ')
    .trim();
}
