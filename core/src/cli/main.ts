import { readFileSync } from 'node:fs';
// Bundled into dist/cli.js at build time (only this field), so the command needs no file lookup.
import { version } from '../../package.json';
import { searchTree } from '../features/search/search';
import { LARGE_BUILD } from '../tree/large/largeBuild';
import { Tree } from '../tree/tree';
import { validateOptions } from '../tree/validate';
import type { Problem } from '../types/types';
import { type CliArgs, parseArgs, USAGE } from './args';
import { parseOptionsFile, printable, printableJson } from './text';

/**
 * `cascadia`: the engine outside any UI. Validates an options file, or searches it the way the
 * Cascader's search box would. Proof that the core needs no React and no DOM.
 */
/** `1 match`, `2 matches`: a count and its noun. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Exit codes: 0 clean, 1 a file has errors (or is not JSON), 2 bad usage or an unreadable file. */
const CLEAN = 0;
const HAS_ERRORS = 1;
const TROUBLE = 2;

/** One file's outcome, as `--json` prints it. */
interface FileReport {
  file: string;
  /** The options counted, when the file could be read and parsed. */
  options?: number;
  problems: Problem[];
  /** Why the file could not be checked: it cannot be read, or is not a JSON array. */
  error?: string;
}

/** Reads and parses one file; `error` says why it could not be, with the exit code that implies. */
function readOptions(file: string): { options: unknown[] } | { error: string; code: number } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { error: `cannot read it: ${(error as Error).message}`, code: TROUBLE };
  }
  try {
    return { options: parseOptionsFile(text) };
  } catch (error) {
    return { error: `not an options file: ${(error as Error).message}`, code: HAS_ERRORS };
  }
}

/** Validates every file, printing each with its name; the exit code is the worst file's. */
function validate(args: CliArgs): number {
  let exit = CLEAN;
  const reports: FileReport[] = [];
  let errors = 0;
  let warnings = 0;
  for (const file of args.files) {
    const read = readOptions(file);
    if ('error' in read) {
      exit = Math.max(exit, read.code);
      errors++;
      reports.push({ file, problems: [], error: read.error });
      if (!args.json) console.error(printable(`${file}: error: ${read.error}`));
      continue;
    }
    const problems = validateOptions(read.options, args.fieldNames);
    const fileErrors = problems.filter((p) => p.severity === 'error').length;
    errors += fileErrors;
    warnings += problems.length - fileErrors;
    if (fileErrors > 0) exit = Math.max(exit, HAS_ERRORS);
    const options = Tree.build(read.options, args.fieldNames, { large: LARGE_BUILD }).tree.size;
    reports.push({ file, options, problems });
    if (args.json) continue;
    if (problems.length === 0) console.log(printable(`${file}: no problems (${options} options)`));
    for (const p of problems) console.log(printable(`${file}: ${p.severity} ${p.code}: ${p.message}`));
    if (problems.length > 0)
      console.log(
        printable(
          `${file}: ${count(fileErrors, 'error', 'errors')}, ${count(problems.length - fileErrors, 'warning', 'warnings')}`,
        ),
      );
  }
  if (args.json) console.log(printableJson(reports));
  else if (args.files.length > 1)
    console.log(
      `\n${count(args.files.length, 'file', 'files')}: ${count(errors, 'error', 'errors')}, ${count(warnings, 'warning', 'warnings')}`,
    );
  return exit;
}

function main(argv: string[]): number {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    console.error(`cascadia: ${(error as Error).message}\n\n${USAGE}`);
    return TROUBLE;
  }
  if (args.command === 'version') {
    console.log(version);
    return CLEAN;
  }
  if (args.command === 'usage') {
    console.error(USAGE);
    return TROUBLE;
  }
  if (args.command === 'help') {
    console.log(USAGE);
    return CLEAN;
  }
  if (args.command === 'validate') return validate(args);

  const [file] = args.files;
  const read = readOptions(file);
  if ('error' in read) {
    console.error(printable(`${file}: error: ${read.error}`));
    return TROUBLE;
  }
  const options = read.options;
  const { tree, problems } = Tree.build(options, args.fieldNames, { large: LARGE_BUILD });
  for (const p of problems) console.error(printable(`${p.severity}: ${p.message}`));
  const search = searchTree(tree, args.query ?? '', {
    limit: args.limit,
    candidates: args.all ? 'all' : 'leaves',
  });
  const rows = search.results.map((id) => ({
    path: tree.path(id),
    labels: tree.pathIds(id).map((n) => tree.textOf(n)),
    disabled: tree.isDisabled(id),
  }));
  if (args.json) console.log(printableJson({ total: search.total, results: rows }));
  else {
    for (const row of rows)
      console.log(
        printable(
          `${row.labels.join(' / ')}${row.disabled ? '  (disabled)' : ''}   ${JSON.stringify(row.path)}`,
        ),
      );
    console.log(
      `\n${count(search.total, 'match', 'matches')}${search.total > rows.length ? `, showing ${rows.length}` : ''}`,
    );
  }
  return CLEAN;
}

process.exitCode = main(process.argv.slice(2));
