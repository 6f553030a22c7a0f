import { readFileSync } from 'node:fs';
// Bundled into dist/cli.js at build time (only this field), so the command needs no file lookup.
import { version } from '../../package.json';
import { searchTree } from '../features/search/search';
import { Tree } from '../tree/tree';
import { validateOptions } from '../tree/validate';
import { type CliArgs, parseArgs, USAGE } from './args';
import { parseOptionsFile, printable, printableJson } from './text';

/**
 * `cascadia`: the engine outside any UI. Validates an options file, or searches it the way the
 * Cascader's search box would. Proof that the core needs no React and no DOM.
 */
/** `1 match`, `2 matches`: a count and its noun. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function main(argv: string[]): number {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    console.error(`cascadia: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.command === 'version') {
    console.log(version);
    return 0;
  }
  if (args.command === 'help' || !args.file) {
    console.log(USAGE);
    return 0;
  }
  let options: unknown;
  try {
    options = parseOptionsFile(readFileSync(args.file, 'utf8'));
  } catch (error) {
    console.error(printable(`cascadia: cannot read ${args.file}: ${(error as Error).message}`));
    return 2;
  }

  if (args.command === 'validate') {
    const problems = validateOptions(options, args.fieldNames);
    const errors = problems.filter((p) => p.severity === 'error').length;
    if (args.json) console.log(printableJson(problems));
    else if (problems.length === 0)
      console.log(
        printable(`${args.file}: no problems (${Tree.build(options, args.fieldNames).tree.size} options)`),
      );
    else {
      for (const p of problems) console.log(printable(`${p.severity}: ${p.message}`));
      console.log(
        `\n${count(errors, 'error', 'errors')}, ${count(problems.length - errors, 'warning', 'warnings')}`,
      );
    }
    return errors > 0 ? 1 : 0;
  }

  const { tree, problems } = Tree.build(options, args.fieldNames);
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
  return 0;
}

process.exitCode = main(process.argv.slice(2));
