/**
 * `node scripts/check-lock.mjs`: does package-lock.json list every platform's optional binaries?
 *
 * npm leaves an optional dependency out of a lock it writes when the registry it reaches has no
 * such version (a mirror that lags behind for some platforms' Biome, Rollup or esbuild packages),
 * without a word. `npm ci` then rejects the lock as out of sync, on every machine. This names each
 * missing package and what to do, before `npm ci` fails with a message that names neither. Plain
 * Node, no dependencies: it runs before anything is installed.
 */
import { readFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const { packages } = JSON.parse(readFileSync(lockPath, 'utf8'));

/** Where Node would find `name` from the package at `key`: its own node_modules, then upwards. */
function isLocked(key, name) {
  let dir = key;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (dir === '') return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent >= 0 ? dir.slice(0, parent) : '';
  }
}

const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!isLocked(key, name)) missing.push(`${key || 'the root'} wants ${name}@${range}`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional package(s):`);
  for (const line of missing) console.error(`  ${line}`);
  console.error(
    'The registry had no such version when the lock was written. Pin the parent package (package.json ' +
      '"overrides" or the devDependency range) to a version whose every platform package exists ' +
      '(npm view <package>@<version> version), then delete node_modules and the lock and run npm install.',
  );
  process.exit(1);
}
console.log(`package-lock.json lists every optional package (${Object.keys(packages).length} entries)`);
