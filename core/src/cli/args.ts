import type { FieldNames } from '../types/types';

export interface CliArgs {
  /** `usage`: no command at all (an error: the usage is printed and the exit code is 2). */
  command: 'validate' | 'search' | 'help' | 'version' | 'usage';
  /** validate: every file given (a shell glob expands to many); search: the one file. */
  files: string[];
  query?: string;
  fieldNames?: FieldNames;
  limit: number | false;
  all: boolean;
  json: boolean;
}

export const USAGE = `Usage:
  cascadia validate <options.json>... [--field-names label=name,value=code,children=nodes] [--json]
  cascadia search <options.json> <query> [--limit 50 | --no-limit] [--all] [--field-names …] [--json]
  cascadia --version

validate  lists every problem in each options file (bad values, duplicates, cycles, …), with its code;
          exits 1 when any file has errors (or is not valid JSON), 2 when one cannot be read.
search    prints the paths whose labels contain <query> (case-insensitive), as the Cascader would.
          --all also returns branches (as with changeOnSelect or checkable), not only leaves.`;

/** Parses argv (without node and the script). Throws an Error with a readable message on bad usage. */
export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { command: 'usage', files: [], limit: 50, all: false, json: false };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--all') args.all = true;
    else if (a === '--no-limit') args.limit = false;
    else if (a === '--limit') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n <= 0) throw new Error('--limit takes a positive whole number');
      args.limit = n;
    } else if (a === '--field-names') args.fieldNames = parseFieldNames(argv[++i] ?? '');
    else if (a === '-h' || a === '--help') return { ...args, command: 'help' };
    else if (a === '-v' || a === '--version') return { ...args, command: 'version' };
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else rest.push(a);
  }
  const [command, file, query, ...extra] = rest;
  if (command === undefined) return args;
  if (command !== 'validate' && command !== 'search') throw new Error(`unknown command ${command}`);
  if (!file) throw new Error(`${command} needs an options JSON file`);
  if (command === 'validate') return { ...args, command, files: rest.slice(1) };
  if (query === undefined) throw new Error('search needs a query');
  if (extra.length > 0) throw new Error(`search takes one file and one query, got also ${extra.join(' ')}`);
  return { ...args, command, files: [file], query };
}

function parseFieldNames(text: string): FieldNames {
  const names: FieldNames = {};
  for (const pair of text.split(',').filter(Boolean)) {
    const [key, name] = pair.split('=');
    if ((key !== 'label' && key !== 'value' && key !== 'children') || !name) {
      throw new Error(`--field-names expects label=…,value=…,children=…, got '${pair}'`);
    }
    names[key] = name;
  }
  return names;
}
