// Prints "N passed, N failed, N skipped" from Vitest's JSON report; exits 1 when anything failed
// or when no test ran at all (a report that is missing counts as a failure).
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.ci/results.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  console.error(`no test report at ${file}`);
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
// Suites that failed to load count as failures too: their tests never ran.
const failedSuites = (report.testResults ?? []).filter(
  (s) => s.status === 'failed' && (s.assertionResults ?? []).length === 0,
).length;
const failed = (report.numFailedTests ?? 0) + failedSuites;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
