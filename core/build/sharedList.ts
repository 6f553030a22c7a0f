import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The list of what the on-demand features share with the engine (read its comment). */
export const LIST = 'src/entry/sharedWithChunks.ts';

/**
 * The list's modules (their files, absolute) and the names it imports from each: the keys of the
 * main entry's `__engine`, and the names the features import from those modules.
 */
export function readSharedList(coreDir: string): Map<string, string[]> {
  const listFile = path.join(coreDir, LIST);
  const modules = new Map<string, string[]>();
  const text = readFileSync(listFile, 'utf8');
  for (const [, names, from] of text.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    const values = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    modules.set(path.resolve(path.dirname(listFile), `${from}.ts`), values);
  }
  return modules;
}
