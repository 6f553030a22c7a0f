import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root, with a trailing slash. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What a user reads on the package registry and the repository's front page. */
export const READMES = ['README.md', 'core/README.md', 'react/README.md'];

export const read = (file: string): string => readFileSync(`${ROOT}${file}`, 'utf8');

/** Files under a repository-relative folder whose names pass `test`, repository-relative. */
export function filesUnder(folder: string, test: (name: string) => boolean): string[] {
  return readdirSync(`${ROOT}${folder}`).flatMap((name) => {
    const file = `${folder}/${name}`;
    if (statSync(`${ROOT}${file}`).isDirectory()) return filesUnder(file, test);
    return test(name) ? [file] : [];
  });
}

/** A fenced code block of a Markdown file: its language and text, and the line it starts on. */
export interface FencedBlock {
  language: string;
  code: string;
  line: number;
}

export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    while (++i < lines.length && !/^```\s*$/.test(lines[i])) body.push(lines[i]);
    blocks.push({ language: open[1], code: `${body.join('\n')}\n`, line: start + 1 });
  }
  return blocks;
}
