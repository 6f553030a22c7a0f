/**
 * Last-change times of the site's sources, for the footer's "Last update". One `git log` walk
 * gives every file at once; a file git does not know yet (uncommitted) falls back to its
 * modification time, which is what "last update" means for a working copy. Every folder gets the
 * newest time of the files under it, so a page built from several files can name its folder.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { UpdatedTimes } from './types.js';

export function lastCommitTimes(root: string, dirs: string[]): UpdatedTimes {
  const files = new Map<string, number>();
  try {
    const log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', ...dirs], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Newest commit first: the first time a file appears is its last update.
    for (const entry of log.split('\0')) {
      const [time, ...names] = entry.split('\n').filter(Boolean);
      for (const name of names) if (!files.has(name)) files.set(name, Date.parse(time));
    }
  } catch {
    // Not a git checkout (a tarball, say): modification times below are all there is.
  }
  for (const dir of dirs) {
    for (const file of listFiles(path.join(root, dir))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (!files.has(rel)) files.set(rel, statSync(file).mtimeMs);
    }
  }
  const newest = new Map<string, number>();
  for (const [file, time] of files) {
    for (let at = file; at && at !== '.'; at = path.posix.dirname(at)) {
      if ((newest.get(at) ?? 0) < time) newest.set(at, time);
    }
  }
  return Object.fromEntries([...newest].map(([key, time]) => [key, new Date(time).toISOString()]));
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
