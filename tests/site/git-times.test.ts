import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastCommitTimes } from '../../site/build/git-times';

// A throwaway repository whose commits carry chosen dates, so the footer's times are known.
let root: string;
const git = (args: string[], date?: string) =>
  execFileSync('git', args, {
    cwd: root,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.invalid',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.invalid',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });
const write = (file: string, text = file) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const commit = (date: string, ...files: string[]) => {
  for (const file of files) write(file, `${file} ${date}`);
  git(['add', ...files]);
  git(['commit', '-q', '-m', date], date);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cascadia-git-times-'));
  git(['init', '-q']);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('last update times', () => {
  it('gives each file its newest commit and each folder the newest file under it', () => {
    commit('2026-01-01T00:00:00Z', 'pages/a.tsx', 'pages/b/b.tsx', 'code/x.ts');
    commit('2026-03-01T00:00:00Z', 'pages/b/b.tsx');
    commit('2026-02-01T00:00:00Z', 'code/x.ts');
    const times = lastCommitTimes(root, ['pages', 'code']);
    expect(times['pages/a.tsx']).toBe('2026-01-01T00:00:00.000Z');
    expect(times['pages/b/b.tsx']).toBe('2026-03-01T00:00:00.000Z');
    expect(times['pages/b']).toBe('2026-03-01T00:00:00.000Z');
    expect(times.pages).toBe('2026-03-01T00:00:00.000Z');
    expect(times.code).toBe('2026-02-01T00:00:00.000Z');
  });

  it('falls back to the modification time for files git does not know yet', () => {
    commit('2026-01-01T00:00:00Z', 'pages/a.tsx');
    write('pages/new.tsx');
    const times = lastCommitTimes(root, ['pages']);
    expect(times['pages/a.tsx']).toBe('2026-01-01T00:00:00.000Z');
    const fresh = Date.parse(times['pages/new.tsx']);
    expect(Math.abs(fresh - Date.now())).toBeLessThan(60_000);
    expect(times.pages).toBe(times['pages/new.tsx']);
  });

  it('works outside a git checkout, from modification times alone', () => {
    rmSync(path.join(root, '.git'), { recursive: true, force: true });
    write('pages/a.tsx');
    expect(Object.keys(lastCommitTimes(root, ['pages']))).toEqual(
      expect.arrayContaining(['pages', 'pages/a.tsx']),
    );
  });
});
