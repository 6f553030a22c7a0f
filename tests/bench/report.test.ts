import { describe, expect, it } from 'vitest';
import type { LibraryId } from './browser/cases';
import {
  bundleLimits,
  keystrokeLimits,
  median,
  printTable,
  type Results,
  record,
  toJson,
} from './browser/report';

/** Results with the given samples: `{ metric: { cascadia: [...], 'rc-cascader': [...] } }`. */
function results(samples: Record<string, Partial<Record<LibraryId, number[]>>>): Results {
  const out: Results = new Map();
  for (const [key, byLibrary] of Object.entries(samples)) {
    for (const [library, values] of Object.entries(byLibrary)) {
      for (const value of values ?? []) record(out, key, library as LibraryId, value);
    }
  }
  return out;
}

const missed = {
  search_keystroke_100k_leaves_ms: { cascadia: [14, 15, 13], 'rc-cascader': [20, 22, 18] },
  search_worst_keystroke_ms: { cascadia: [18, 19, 17], 'rc-cascader': [30, 31, 29] },
  keystroke_floor_ms: { cascadia: [4, 4.5, 3.5], 'rc-cascader': [4, 5, 4.5] },
};

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('bundleLimits', () => {
  const kB = 1024;
  // Two chunks: the page's (core and React package), and another (dependencies and a bit of React;
  // `@floating-ui/core` is not our core).
  const chunks = [
    {
      size: { minified: 100 * kB, gzipped: 30 * kB },
      modules: [
        ['core/dist/index.js', 60 * kB],
        ['react/dist/index.js', 40 * kB],
      ] as [string, number][],
    },
    {
      size: { minified: 40 * kB, gzipped: 10 * kB },
      modules: [
        ['node_modules/@tanstack/virtual-core/dist/esm/index.js', 20 * kB],
        ['node_modules/@floating-ui/core/dist/floating-ui.core.mjs', 10 * kB],
        ['react/dist/VirtualList-X.js', 10 * kB],
      ] as [string, number][],
    },
  ];
  const sizes = (ours: number) =>
    results({ bundle_total_min_gzip_bytes: { cascadia: [ours * kB], 'rc-cascader': [35 * kB] } });

  it('shares each chunk out by its modules and compares our own code with the budget', () => {
    const [line] = bundleLimits(sizes(40), chunks);
    expect(line).toContain("takes 40.0 kB against a goal of ≤ 35.0 kB (1× rc-cascader's 35.0 kB)");
    expect(line).toContain(
      'By package, about: the core 18.0 kB, the React package 14.5 kB, TanStack Virtual 5.0 kB, Floating UI 2.5 kB;',
    );
    expect(line).toContain('our own code (the core and the React package) is 32.5 kB');
    expect(line).toContain('which leaves 2.5 kB for the dependencies');
  });

  it('says when our own code alone is over the budget, and nothing when the goal is met', () => {
    const heavy = [{ ...chunks[0], size: { minified: 100 * kB, gzipped: 36 * kB } }];
    expect(bundleLimits(sizes(40), heavy)[0]).toContain('over the budget without any dependency');
    expect(bundleLimits(sizes(30), chunks)).toEqual([]);
  });
});

describe('keystrokeLimits', () => {
  it('explains a missed keystroke goal by its budget and the floor under it', () => {
    const [line] = keystrokeLimits(results(missed));
    expect(line).toContain('The slowest search keystroke took 18.0 ms against a goal of ≤ 16.7 ms');
    expect(line).toContain('a keystroke into a bare <input> on the same page takes 4.0 ms');
    expect(line).toContain('which leaves 12.7 ms for the library');
  });

  it('calls the goal out of reach only when the floor alone exceeds it', () => {
    const slowFloor = { ...missed, keystroke_floor_ms: { cascadia: [17] } };
    const [line] = keystrokeLimits(results(slowFloor));
    expect(line).toContain('no library can reach it');
  });

  it("adds each library's own work for that keystroke when it was measured", () => {
    const lines = keystrokeLimits(
      results({ ...missed, search_keystroke_work_ms: { cascadia: [3, 3, 3], 'rc-cascader': [6, 6, 6] } }),
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Cascadia 3.0 ms, rc-cascader 6.0 ms (0.50)');
  });

  it('says nothing when the goal was met, or when the floor was not measured', () => {
    const met = { ...missed, search_worst_keystroke_ms: { cascadia: [12], 'rc-cascader': [20] } };
    expect(keystrokeLimits(results(met))).toEqual([]);
    expect(keystrokeLimits(results({ search_worst_keystroke_ms: missed.search_worst_keystroke_ms }))).toEqual(
      [],
    );
  });
});

describe('the table and bench-results.json', () => {
  it('show medians, the ratio Cascadia / rc-cascader and the verdict on the goal', () => {
    const run = results(missed);
    expect(toJson(run).search_keystroke_100k_leaves_ms).toEqual({
      cascadia: 14,
      'rc-cascader': 20,
      ratio: 0.7,
    });
    expect(toJson(run).keystroke_floor_ms).toEqual({ cascadia: 4, 'rc-cascader': 4.5, ratio: 0.88889 });
    // Metrics this run did not measure are left out of the file.
    expect(toJson(run)).not.toHaveProperty('open_10k_column_ms');
    const row = printTable(run)
      .split('\n')
      .find((line) => line.startsWith('| search, slowest of the 6 keystrokes '));
    expect(row).toContain('18.0 ms (17.0 ms–19.0 ms, n=3)');
    expect(row).toContain('0.60 (1.7× less)');
    expect(row).toContain('✘');
  });
});
