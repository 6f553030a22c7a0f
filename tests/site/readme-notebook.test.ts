import { describe, expect, it } from 'vitest';
import { READMES, read } from './doc-sources';

/** The READMEs, and the contributors' guide, which the same rule keeps readable. */
const CHECKED = [...READMES, 'CONTRIBUTING.md'];

/**
 * A README is what a user reads first (the registry shows the packages' own): it tells what is
 * true of the code, not when or on which commit something was measured. A time of day, a load
 * average or a commit hash is a lab notebook's, and belongs nowhere in it (issue 26).
 */
const NOTEBOOK: { what: string; pattern: RegExp }[] = [
  // 18:23, 18:23 UTC, 9:05:12; not a ratio such as 1:2 or a port such as :5173.
  { what: 'clock time', pattern: /(?<![\d:.])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:])/ },
  { what: 'load average', pattern: /\bload(?: average)?s?\s*(?:of\s*)?\d/i },
  // 7 to 40 hex digits with at least one digit and one letter a–f, written as a word or in backticks.
  { what: 'commit hash', pattern: /(?<![\w/#.-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w/-])/ },
];

/** The offending lines of `text`, as `line N: …`. */
function findings(text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .map((line, i) => (pattern.test(line) ? `line ${i + 1}: ${line.trim()}` : ''))
    .filter(Boolean);
}

describe('the READMEs are not a lab notebook', () => {
  for (const file of CHECKED) {
    for (const { what, pattern } of NOTEBOOK) {
      it(`${file} has no ${what}`, () => {
        expect(findings(read(file), pattern)).toEqual([]);
      });
    }
  }

  it('recognises what it looks for', () => {
    const found = (text: string) => NOTEBOOK.filter(({ pattern }) => pattern.test(text)).map((n) => n.what);
    expect(found('the full run of 18:23-18:35 UTC')).toEqual(['clock time']);
    expect(found('at 9:05 in the morning')).toEqual(['clock time']);
    expect(found('(load 0.3), load average 2.5, at load 8.5')).toEqual(['load average']);
    expect(found('against the commit before them (`7fc028c`)')).toEqual(['commit hash']);
    expect(found('since a89bbf6 landed')).toEqual(['commit hash']);
    expect(found('a89bbf64c1e2d3f4a5b6c7d8e9f0a1b2c3d4e5f6')).toEqual(['commit hash']);
    // What a README may well say.
    expect(
      found(
        'on http://127.0.0.1:5173, a ratio 1:2, 100,000 options, 0.0009, lazy loads, #1e1b4b, 2026-11-24',
      ),
    ).toEqual([]);
    expect(found('the decade 1234567 and the word deadbeef')).toEqual([]);
  });
});
