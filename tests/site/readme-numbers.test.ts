import { describe, expect, it } from 'vitest';
import { formatBar, summarize } from '../../site/src/benchmarks/charts';
import committed from '../../site/src/benchmarks/results.json';
import type { BenchmarkResults } from '../../site/src/benchmarks/schema';
import { read } from './doc-sources';

/**
 * The README's headline numbers are a summary of the committed benchmark run that the site's
 * Benchmarks page draws, not numbers of their own: when the two disagree, a user who follows the
 * README's link finds other numbers than it promised (issue 26). Re-running the benchmark with
 * `-- --site` therefore means updating the README table too; this test names each row that is off.
 */
const results = committed as BenchmarkResults;

/** The README table's rows, by their first cell, and the metric of results.json each one shows. */
const ROWS: Record<string, string> = {
  'mount a closed cascader over 100,000 options': 'mount_100k_closed_ms',
  'open a 1,000,000-item column, just mounted': 'open_1m_column_ms',
  'check a root with 100,000 descendants': 'check_root_100k_ms',
  'JS heap, 100,000-item column open': 'js_heap_100k_open_mb',
  'bundle with the page, min + gzip': 'bundle_min_gzip_bytes',
  'bundle with the chunks it fetches on demand': 'bundle_total_min_gzip_bytes',
};

/** The cells of each row of the table under `## Performance`, keyed by the first cell. */
function performanceTable(): Map<string, string[]> {
  const section =
    read('README.md')
      .split(/^## Performance$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.set(cells[0], cells.slice(1));
  }
  return rows;
}

/** The ratio as the README may round it: the shown digits must be the measured ratio, rounded. */
function roundsTo(shown: string, ratio: number): boolean {
  const digits = shown.replace(/^[<>]\s*/, '').split('.')[1]?.length ?? 0;
  return Number(ratio.toFixed(digits)) === Number(shown.replace(/^[<>]\s*/, ''));
}

describe("the README's performance table", () => {
  const table = performanceTable();

  it('shows exactly the rows it is checked for', () => {
    expect([...table.keys()].filter((label) => label !== 'what')).toEqual(Object.keys(ROWS));
  });

  it('says how many runs the medians are of', () => {
    expect(read('README.md')).toContain(`medians of ${results.runs} runs`);
  });

  for (const [label, key] of Object.entries(ROWS)) {
    it(`"${label}" is the committed run's ${key}`, () => {
      const metric = results.metrics[key];
      expect(metric, `results.json has no ${key}`).toBeDefined();
      const ours = summarize('cascadia', metric.samples.cascadia ?? { values: [], capped: 0 });
      const theirs = summarize('rc-cascader', metric.samples['rc-cascader'] ?? { values: [], capped: 0 });
      expect(ours && theirs, `${key} lacks a library's samples`).toBeTruthy();
      if (!ours || !theirs) return;
      const [cascadia, rc, ratio] = table.get(label) ?? [];
      expect({ cascadia, rc }).toEqual({
        cascadia: formatBar(ours, metric.unit, 'en-US'),
        rc: formatBar(theirs, metric.unit, 'en-US'),
      });
      // Against a capped median the ratio is an upper bound, written "< …".
      if (theirs.capped) expect(ratio.startsWith('<')).toBe(true);
      expect(
        roundsTo(ratio, ours.median / theirs.median),
        `ratio ${ratio} vs ${ours.median / theirs.median}`,
      ).toBe(true);
    });
  }
});
