/**
 * Last-commit times of the site's page sources, for the footer's "Last update". One `git log`
 * walk gives every file at once; a file git does not know yet (uncommitted) falls back to its
 * modification time, which is what "last update" means for a working copy.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { UpdatedTimes } from './types.js';

export function lastCommitTimes(root: string, dirs: string[]): UpdatedTimes {
  const times: UpdatedTimes = {};
  try {
    const log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', ...dirs], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Newest commit first: the first time a file appears is its last update.
    for (const entry of log.split('\0')) {
      const [time, ...files] = entry.split('\n').filter(Boolean);
      for (const file of files) times[file] ??= time;
    }
  } catch {
    // Not a git checkout (a tarball, say): modification times below are all there is.
  }
  for (const dir of dirs) {
    for (const file of listFiles(path.join(root, dir))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      times[rel] ??= statSync(file).mtime.toISOString();
    }
  }
  return times;
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
