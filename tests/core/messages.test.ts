import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as dev from '@cascadia/core';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../core/src/problems/problems';

/**
 * Problem messages: full explanations in development, short codes in a production build, where the
 * app's bundler drops every explanation (problems.ts). The production core is bundled here as an
 * app's bundler would (NODE_ENV=production, minified) and run on the same bad input.
 */

/** Options with one of each tree problem, and a value that is not a path. */
const BAD_OPTIONS = [
  { value: 'a', label: 'A', children: 'x' },
  { value: 'a', label: 'again' },
  { label: 'no value' },
  { value: null },
  { value: {} },
  7,
];

type Core = typeof dev;

function problemsOf(core: Core) {
  const seen: dev.Problem[] = [...core.validateOptions(BAD_OPTIONS)];
  const store = core.createCascader({ options: [], value: 'x' as never, onProblem: (p) => seen.push(p) });
  store.destroy();
  seen.push(...core.validateOptions({ not: 'an array' }));
  seen.push(...core.validateOptions([{ name: 'A', code: 'a' }], { label: 'title', value: 'id' }));
  return seen;
}

/** The longest run of plain words in a message: the part that is written text, not data. */
function writtenText(message: string): string {
  const runs = message.split(/[^a-z ]+/i).map((run) => run.trim());
  return runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '');
}

const dir = mkdtempSync(join(tmpdir(), 'cascadia-prod-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function productionCore(): Promise<{ core: Core; code: string }> {
  const result = await build({
    entryPoints: [join(__dirname, '../../core/src/index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  const code = result.outputFiles[0].text;
  const file = join(dir, 'core.production.mjs');
  writeFileSync(file, code);
  return { core: await import(pathToFileURL(file).href), code };
}

describe('problem messages', () => {
  const devProblems = problemsOf(dev);

  it('explain the problem in full in development', () => {
    const codes = new Set(devProblems.map((p) => p.code));
    for (const code of ['duplicate-value', 'missing-value', 'null-value', 'invalid-value'] as const) {
      expect(codes).toContain(code);
    }
    expect(codes).toContain('children-not-array');
    expect(codes).toContain('option-not-object');
    expect(codes).toContain('value-not-array');
    expect(codes).toContain('options-not-array');
    expect(codes).toContain('field-name-unused');
    const duplicate = devProblems.find((p) => p.code === 'duplicate-value')!;
    expect(duplicate.message).toBe(
      'options: options[1] repeats the value "a" of an earlier sibling; sibling values must be unique. The repeat is shown as a disabled row that cannot be chosen.',
    );
    for (const p of devProblems) expect(p.message).not.toContain('explained in development builds');
  });

  it('are the code and the place in a production build, whose bundle holds none of the explanations', async () => {
    const { core, code } = await productionCore();
    const prodProblems = problemsOf(core);
    // The same problems, found the same way: only the words differ.
    expect(prodProblems.map(({ code, prop, at, severity }) => ({ code, prop, at, severity }))).toEqual(
      devProblems.map(({ code, prop, at, severity }) => ({ code, prop, at, severity })),
    );
    for (const p of prodProblems) {
      expect(p.message).toBe(`${p.code} at ${p.at} (explained in development builds)`);
    }
    for (const p of devProblems) {
      const text = writtenText(p.message);
      expect(text.split(' ').length, p.message).toBeGreaterThanOrEqual(3);
      expect(code, `the production bundle still holds "${text}"`).not.toContain(text);
    }
  });

  it("keep a loader's own error in a production build (the app shows it), without our explanation", async () => {
    const { core } = await productionCore();
    const failures = (c: Core) =>
      new Promise<dev.Problem>((resolve) => {
        const store = c.createCascader({
          options: [{ label: 'P', value: 'p', isLeaf: false }],
          loadData: () => Promise.reject(new Error('the server refused P')),
          onProblem: resolve,
        });
        store.send({ type: 'POPUP.OPEN' });
        store.send({ type: 'ITEM.CLICK', path: ['p'] });
      });
    const [prod, devProblem] = await Promise.all([failures(core), failures(dev)]);
    expect(prod).toMatchObject({ code: 'load-failed', prop: 'loadData', at: '["p"]' });
    expect(prod.message).toBe('loadData failed for ["p"]: the server refused P');
    expect(devProblem.message).toBe(
      'loadData failed for ["p"]: the server refused P; the branch offers a retry.',
    );
  });

  it('leave out, in a production build, what the component does instead of a failed request or a throwing callback', async () => {
    const { code } = await productionCore();
    const outcomes = [
      'the branch offers a retry',
      'the value shows its raw values, with a retry',
      'the results offer a retry',
      'the store carried on',
      'the search shows no results and keeps the typed text',
    ];
    const devSource = await Promise.all(
      ['loadProblem.ts', 'faults.ts'].map((file) =>
        readFile(join(__dirname, '../../core/src/problems', file), 'utf8'),
      ),
    );
    for (const text of outcomes) {
      expect(devSource.join('\n'), `the sources no longer say "${text}"`).toContain(text);
      expect(code, `the production bundle still holds "${text}"`).not.toContain(text);
    }
  });

  it('take the short form, without a crash, where there is no process (a browser without a bundler)', () => {
    const message = messageOf('cycle', 'options[0]', () => {
      throw new ReferenceError('process is not defined');
    });
    expect(message).toBe('cycle at options[0] (explained in development builds)');
  });
});
