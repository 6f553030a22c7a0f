import { CascadiaError } from './problems';
import { Tree } from './tree';
import type { FieldNames, Problem } from './types';

/** Every problem in an options tree (no cap), for tools and tests: the CLI prints these. */
export function validateOptions(options: unknown, fieldNames?: FieldNames): Problem[] {
  return Tree.build(options, fieldNames, { maxProblemsPerCode: Number.POSITIVE_INFINITY }).problems;
}

/** Throws a {@link CascadiaError} listing every error-level problem; warnings do not throw. */
export function assertValidOptions(options: unknown, fieldNames?: FieldNames): void {
  const errors = validateOptions(options, fieldNames).filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new CascadiaError(errors);
}
