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
    const one = file('one.json', [{ label: 'a' }]);
    expect(run('validate', one).out).toContain(`\n${one}: 1 error, 0 warnings`);
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

  it('checks every file it is given, each under its name, and fails when any has errors', () => {
    const good = file('good.json', regions());
    const bad = file('dup.json', [{ value: 'a' }, { value: 'a' }]);
    for (const order of [
      [good, bad],
      [bad, good],
    ]) {
      const { out, code } = run('validate', ...order);
      expect(code).toBe(1);
      expect(out).toContain(`${good}: no problems (10 options)`);
      expect(out).toMatch(
        new RegExp(`${bad}: error duplicate-value: .*options\\[1\\] repeats the value "a"`),
      );
      expect(out).toContain(`${bad}: 1 error, 0 warnings`);
      expect(out).toContain('2 files: 1 error, 0 warnings');
    }
    const clean = run('validate', good, file('good2.json', regions()));
    expect(clean.code).toBe(0);
  });

  it('--json reports each file with its name', () => {
    const good = file('j-good.json', regions());
    const bad = file('j-bad.json', [{ label: 'no value' }]);
    const { out, code } = run('validate', good, bad, '--json');
    expect(code).toBe(1);
    const reports = JSON.parse(out);
    expect(reports.map((r: { file: string }) => r.file)).toEqual([good, bad]);
    expect(reports[0]).toMatchObject({ options: 10, problems: [] });
    expect(reports[1].problems.map((p: { code: string }) => p.code)).toEqual(['missing-value']);
  });

  it('says where a truncated or broken file stops being JSON', () => {
    const path = join(dir, 'truncated.json');
    writeFileSync(path, '[\n  { "value": "a",\n    "label": "A"');
    const truncated = run('validate', path);
    expect(truncated.code).toBe(1);
    expect(truncated.out).toContain(`${path}: error: not an options file`);
    expect(truncated.out).toContain('line 3, column 17');
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '[{ "value" "a" }]');
    expect(run('validate', broken).out).toContain('line 1, column 12');
  });

  it('a missing file is named, and the others are still checked', () => {
    const missing = join(dir, 'nowhere.json');
    const { out, code } = run('validate', missing, file('still.json', regions()));
    expect(code).toBe(2);
    expect(out).toContain(`${missing}: error: cannot read it`);
    expect(out).toContain('still.json: no problems');
  });

  it('without arguments prints the usage and exits 2', () => {
    const { out, code } = run();
    expect(code).toBe(2);
    expect(out).toContain('Usage:');
    expect(run('--help').code).toBe(0);
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
