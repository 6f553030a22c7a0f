import { CascadiaError } from '../problems/problems';
import type { FieldNames, Problem } from '../types/types';
import { buildLargeTree } from './large/largeBuild';

/** Every problem in an options tree (no cap), for tools and tests: the CLI prints these. */
export function validateOptions(options: unknown, fieldNames?: FieldNames): Problem[] {
  // Tools index whole files, large ones too.
  return buildLargeTree(options, fieldNames, { maxProblemsPerCode: Number.POSITIVE_INFINITY }).problems;
}

/** Throws a {@link CascadiaError} listing every error-level problem; warnings do not throw. */
export function assertValidOptions(options: unknown, fieldNames?: FieldNames): void {
  const errors = validateOptions(options, fieldNames).filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new CascadiaError(errors);
}
