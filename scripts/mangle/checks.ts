/**
 * The rules a shortened property name must keep (internalProps.ts), as messages naming the entry
 * and the problem: the test that guards the list fails with them, and `update.ts` prints them.
 */
import {
  declaredElsewhere,
  type ElsewhereNames,
  publicNames,
  type SourceNames,
  sourceNames,
} from './analyse';

export interface Names {
  elsewhere: ElsewhereNames;
  publicApi: Set<string>;
  source: SourceNames;
}

export function readNames(): Names {
  return { elsewhere: declaredElsewhere(), publicApi: publicNames(), source: sourceNames() };
}

/**
 * Names of objects that no declaration we read describes: the build's `process.env.NODE_ENV`, the
 * Scheduler API (typed in the sources, not in TypeScript's lib), a key the sheet keeps in
 * `history.state` (it outlives the page, so a build's short name would not do).
 */
const FOREIGN = new Set(['env', 'NODE_ENV', 'scheduler', 'postTask', 'cascadiaSheet']);

/** Why `name` may not be shortened, or undefined when it may. */
export function whyNot(name: string, names: Names): string | undefined {
  if (FOREIGN.has(name)) return 'a property of an object not ours';
  if (names.elsewhere.words.has(name)) return 'a property of the language, the DOM or a dependency';
  if (names.publicApi.has(name)) return 'in the public API (etc/*.api.md)';
  if (names.source.inStrings.has(name)) return 'spelled in a string, so perhaps read by string';
  if (names.source.exported.has(name)) return 'exported by a module, so perhaps read off a module object';
  if (!names.source.properties.has(name)) return 'no longer a property of the sources';
  return undefined;
}

/** Every broken rule of the list `props` (name -> short name). */
export function problemsOf(props: Readonly<Record<string, string>>, names: Names): string[] {
  const problems: string[] = [];
  const shortOnes = new Map<string, string>();
  for (const [name, short] of Object.entries(props)) {
    const why = whyNot(name, names);
    if (why) problems.push(`${name}: ${why}`);
    if (!/^[A-Za-z_$][\w$]*$/.test(short)) problems.push(`${name}: its short name '${short}' is not a name`);
    const other = shortOnes.get(short);
    if (other) problems.push(`${name}: its short name '${short}' is ${other}'s too`);
    shortOnes.set(short, name);
    if (short in props) problems.push(`${name}: its short name '${short}' is a listed name`);
    if (names.elsewhere.properties.has(short) || names.source.properties.has(short))
      problems.push(`${name}: its short name '${short}' is a property name already`);
  }
  return problems;
}
