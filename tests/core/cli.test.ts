import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regions } from '../fixtures/regions';

const cli = join(__dirname, '../../core/src/cli/main.ts');
const dir = mkdtempSync(join(tmpdir(), 'cascadia-cli-'));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
};

/** Runs the command as a user would (Node, no React, no DOM) and returns its output and exit code. */
function run(...args: string[]): { out: string; code: number } {
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { out, code: 0 };
  } catch (error) {
    const e = error as { stdout: string; stderr: string; status: number };
    return { out: e.stdout + e.stderr, code: e.status };
  }
}

describe('the cascadia command', () => {
  it('validates a clean file', () => {
    const { out, code } = run('validate', file('ok.json', regions()));
    expect(code).toBe(0);
    expect(out).toContain('no problems (10 options)');
  });

  it('reports every problem and exits 1', () => {
    const bad = [{ value: 'a' }, { value: 'a' }, { label: 'no value' }, { value: 'b', children: 'x' }];
    const { out, code } = run('validate', file('bad.json', bad));
    expect(code).toBe(1);
    expect(out).toContain('options[1] repeats the value "a"');
    expect(out).toContain("options[2] has no 'value'");
    expect(out).toContain('options[3].children must be an array');
    expect(out).toContain('3 errors, 0 warnings');
    expect(run('validate', file('one.json', [{ label: 'a' }])).out).toContain('\n1 error, 0 warnings');
  });

  it('reads custom field names', () => {
    const options = [{ name: 'Zhejiang', code: 'zj', nodes: [{ name: 'Hangzhou', code: 'hz' }] }];
    const path = file('fields.json', options);
    expect(run('validate', path).code).toBe(1);
    expect(run('validate', path, '--field-names', 'label=name,value=code,children=nodes').code).toBe(0);
  });

  it('searches like the Cascader does', () => {
    const { out, code } = run('search', file('regions.json', regions()), '杭');
    expect(code).toBe(0);
    expect(out).toContain('浙江 / 杭州 / 余杭   ["zj","hangzhou","yuhang"]');
    expect(out).toContain('\n1 match\n');
    const json = JSON.parse(run('search', file('r2.json', regions()), '区', '--json').out);
    expect(json.results.map((r: { disabled: boolean }) => r.disabled)).toEqual([false, true]);
  });

  it('explains bad usage', () => {
    const { out, code } = run('search');
    expect(code).toBe(2);
    expect(out).toContain('Usage:');
  });

  it('prints the version of the package it belongs to', () => {
    const { version } = JSON.parse(readFileSync(join(__dirname, '../../core/package.json'), 'utf8'));
    for (const flag of ['--version', '-v']) {
      const { out, code } = run(flag);
      expect(code).toBe(0);
      expect(out.trim()).toBe(version);
    }
  });
});
