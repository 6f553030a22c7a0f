/**
 * What decides whether a property name may be shortened in the published build (see
 * internalProps.ts): the names nobody outside the packages can reach, and the names a short one
 * must not collide with. Read by the test that guards the list (tests/core/mangle.test.ts) and by
 * `node --import tsx scripts/mangle/update.ts`, which gives new entries their short names.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { readSharedList } from '../../core/build/sharedList';

export const root = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, test));
    else if (test(path)) out.push(path);
  }
  return out;
}

/** The packages' sources, whose property names the build shortens. */
const SOURCES = ['core/src', 'react/src'];
/** Build plugins, whose strings are code the build adds (a name spelled there is read by it). */
const BUILD_CODE = ['core/build'];

/**
 * The type declarations of what the packages' code touches besides its own objects: the
 * language and the DOM (TypeScript's lib files), React, Floating UI and TanStack Virtual.
 */
const DECLARATIONS = [
  'node_modules/typescript/lib',
  'node_modules/@types/node',
  'node_modules/@types/react',
  'node_modules/@types/react-dom',
  'node_modules/@floating-ui',
  'node_modules/@tanstack/virtual-core/dist/esm',
];

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** A property's name where one is declared, set, read or destructured. */
function propertyName(node: ts.Node): string | undefined {
  let name: ts.Node | undefined;
  if (ts.isPropertyAccessExpression(node)) name = node.name;
  else if (
    ts.isPropertyAssignment(node) ||
    ts.isShorthandPropertyAssignment(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isPropertySignature(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isJsxAttribute(node)
  )
    name = node.name;
  else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent))
    name = node.propertyName ?? node.name;
  return name && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) ? name.text : undefined;
}

function visit(file: ts.SourceFile, see: (node: ts.Node) => void): void {
  const walk = (node: ts.Node) => {
    see(node);
    ts.forEachChild(node, walk);
  };
  walk(file);
}

export interface ElsewhereNames {
  /** Every word of those declarations (members, globals, namespaces, parameters): kept long. */
  words: Set<string>;
  /** Their property names: a short name must be none of them. */
  properties: Set<string>;
}

/**
 * The words of a declaration file's code, not of its comments: its identifiers and the words of its
 * string literals (a quoted member name, `'aria-label'`). A word that a comment only mentions
 * ("awaiting", "basis") names nothing of the language, the DOM or a dependency.
 */
function codeWords(text: string): string[] {
  const words: string[] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    const value = scanner.getTokenValue();
    const named =
      token === ts.SyntaxKind.Identifier ||
      (token >= ts.SyntaxKind.FirstKeyword && token <= ts.SyntaxKind.LastKeyword);
    if (named) words.push(scanner.getTokenText());
    else if (value) words.push(...(value.match(/[A-Za-z_$][\w$]*/g) ?? []));
  }
  return words;
}

/** The names of the lib and dependency declarations: the names of objects not ours. */
export function declaredElsewhere(): ElsewhereNames {
  const words = new Set<string>();
  const properties = new Set<string>();
  for (const dir of DECLARATIONS) {
    for (const file of filesUnder(join(root, dir), (f) => f.endsWith('.d.ts'))) {
      if (dir.endsWith('typescript/lib') && !/[/\\]lib\.[^/\\]*\.d\.ts$/.test(file)) continue;
      const source = parse(file);
      for (const word of codeWords(source.text)) words.add(word);
      visit(source, (node) => {
        const name = propertyName(node);
        if (name) properties.add(name);
      });
    }
  }
  return { words, properties };
}

export interface SourceNames {
  /** Every property name the packages' sources use, with how often. */
  properties: Map<string, number>;
  /**
   * Every identifier-like word inside a string or template literal: a name read by string. Not the
   * module specifiers of imports and exports (`'./large/largeBuild'` reads no property).
   */
  inStrings: Set<string>;
  /**
   * Every name exported by a module that is read as a module object (a dynamic `import()`, an
   * `import * as`), and by the modules it re-exports: `(await import('./x')).name` reads a property
   * whose export the build does not rename. And the helpers the core hands its on-demand features
   * by name (the keys of `__engine`, core/build/sharedList.ts): the build writes their binder. A
   * named import reads no property, so the exports of the other modules do not count.
   */
  exported: Set<string>;
}

/** The module specifier a string literal is, if it is one (of an import, an export or `import()`). */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) ||
    (ts.isExternalModuleReference(parent) && parent.expression === node) ||
    (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

/** What one module exports by name, and which modules it re-exports or reads as module objects. */
interface ModuleFacts {
  exports: string[];
  reExports: string[];
  readAsObjects: string[];
}

/** The file a relative specifier leads to from `file`, or undefined (a package, or no such file). */
function resolveModule(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

export function sourceNames(): SourceNames {
  const properties = new Map<string, number>();
  const inStrings = new Set<string>();
  const facts = new Map<string, ModuleFacts>();
  /** A module read as an object through a specifier no file of ours resolves: every export counts. */
  let unknownObjectRead = false;
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  for (const dir of [...SOURCES, ...BUILD_CODE]) {
    const ours = SOURCES.includes(dir);
    for (const file of filesUnder(join(root, dir), (f) => /\.tsx?$/.test(f))) {
      const module: ModuleFacts = { exports: [], reExports: [], readAsObjects: [] };
      facts.set(file, module);
      const readAsObject = (specifier: string) => {
        const target = resolveModule(file, specifier);
        if (target) module.readAsObjects.push(target);
        else unknownObjectRead = true;
      };
      visit(parse(file), (node) => {
        const name = ours ? propertyName(node) : undefined;
        if (name) properties.set(name, (properties.get(name) ?? 0) + 1);
        if (ts.isExportSpecifier(node)) module.exports.push(node.name.text);
        if (
          ts.isExportDeclaration(node) &&
          node.moduleSpecifier &&
          ts.isStringLiteral(node.moduleSpecifier)
        ) {
          const target = resolveModule(file, node.moduleSpecifier.text);
          if (target) module.reExports.push(target);
        }
        if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name && isExported(node))
          module.exports.push(node.name.text);
        if (ts.isVariableStatement(node) && isExported(node))
          for (const declaration of node.declarationList.declarations)
            if (ts.isIdentifier(declaration.name)) module.exports.push(declaration.name.text);
        if (
          ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          node.arguments[0] &&
          ts.isStringLiteralLike(node.arguments[0])
        )
          readAsObject(node.arguments[0].text);
        if (
          ts.isImportDeclaration(node) &&
          node.importClause?.namedBindings &&
          ts.isNamespaceImport(node.importClause.namedBindings) &&
          ts.isStringLiteral(node.moduleSpecifier)
        )
          readAsObject(node.moduleSpecifier.text);
        if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && !isModuleSpecifier(node)) {
          for (const word of node.text.match(/[A-Za-z_$][\w$]*/g) ?? []) inStrings.add(word);
        }
      });
    }
  }
  const exported = new Set<string>([...readSharedList(join(root, 'core')).values()].flat());
  const seen = new Set<string>();
  const exportsOf = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const module = facts.get(file);
    for (const name of module?.exports ?? []) exported.add(name);
    for (const target of module?.reExports ?? []) exportsOf(target);
  };
  for (const [file, module] of facts) {
    if (unknownObjectRead) exportsOf(file);
    for (const target of module.readAsObjects) exportsOf(target);
  }
  return { properties, inStrings, exported };
}

/**
 * The names of the public API, from the committed API reports (core/etc/core.api.md,
 * react/etc/react.api.md): every word of the report but the members it marks `@internal` (and
 * what such a member's type spells out over the next lines).
 */
export function publicNames(): Set<string> {
  const names = new Set<string>();
  for (const report of ['core/etc/core.api.md', 'react/etc/react.api.md']) {
    let internal = false;
    let depth = 0;
    for (const line of readFileSync(join(root, report), 'utf8').split('\n')) {
      if (line.includes('// @internal')) {
        internal = true;
        continue;
      }
      if (/^\s*\/\//.test(line)) continue;
      const opened = (line.match(/[{(]/g) ?? []).length - (line.match(/[})]/g) ?? []).length;
      if (depth > 0) {
        depth += opened;
        continue;
      }
      if (internal) {
        internal = false;
        depth = Math.max(0, opened);
        continue;
      }
      for (const word of line.match(/[A-Za-z_$][\w$]*/g) ?? []) names.add(word);
    }
  }
  return names;
}
