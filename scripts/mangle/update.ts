/**
 * `node --import tsx scripts/mangle/update.ts`: gives each new entry of internal-props.json (short
 * name "") the shortest name free (most used first), keeping the others, and prints any broken
 * rule. `--candidates`: the property names of the sources that qualify and are not listed yet,
 * most used first (a name's uses times its length is about what it costs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './analyse';
import { problemsOf, readNames, whyNot } from './checks';

const file = join(root, 'scripts/mangle/internal-props.json');
const props: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
const names = readNames();
const uses = (name: string) => names.source.properties.get(name) ?? 0;

if (process.argv.includes('--candidates')) {
  const found = [...names.source.properties.keys()]
    .filter(
      (name) =>
        !(name in props) && name.length > 2 && /^[A-Za-z_$][\w$]*$/.test(name) && !whyNot(name, names),
    )
    .sort((a, b) => uses(b) * b.length - uses(a) * a.length);
  for (const name of found) console.log(`${String(uses(name)).padStart(5)}  ${name}`);
} else {
  const taken = new Set(Object.values(props).filter(Boolean));
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
  const free = (function* () {
    for (const a of letters) yield a;
    for (const a of letters) for (const b of `${letters}0123456789`) yield a + b;
  })();
  const next = () => {
    // Not `for…of`: leaving that loop would close the generator.
    for (let step = free.next(); !step.done; step = free.next()) {
      const short = step.value;
      if (
        !taken.has(short) &&
        !(short in props) &&
        !names.elsewhere.properties.has(short) &&
        !names.source.properties.has(short)
      )
        return short;
    }
    throw new Error('no short name left');
  };
  for (const name of Object.keys(props)
    .filter((n) => props[n] === '')
    .sort((a, b) => uses(b) - uses(a))) {
    props[name] = next();
    taken.add(props[name]);
  }
  const sorted = Object.fromEntries(
    Object.keys(props)
      .sort()
      .map((name) => [name, props[name]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  const problems = problemsOf(sorted, names);
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) process.exitCode = 1;
}
