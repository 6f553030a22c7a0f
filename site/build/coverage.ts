/** The test coverage figure, read from Vitest's json-summary report when one has been produced. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CoverageTotals } from './types.js';

export const COVERAGE_SUMMARY = 'coverage/coverage-summary.json';

export function readCoverage(root: string): CoverageTotals | null {
  try {
    const summary = JSON.parse(readFileSync(path.join(root, COVERAGE_SUMMARY), 'utf8'));
    const total = summary?.total;
    const pct = (key: string) => {
      const value = total?.[key]?.pct;
      if (typeof value !== 'number') throw new Error(`no ${key} percentage`);
      return value;
    };
    return {
      lines: pct('lines'),
      statements: pct('statements'),
      functions: pct('functions'),
      branches: pct('branches'),
    };
  } catch {
    return null;
  }
}
