import { assertValidOptions, CascadiaError, validateOptions } from '@cascadia/core';

const options: unknown = JSON.parse('[{"label":"A","value":1},{"label":"B","value":1},{"label":"C"}]');

// Every problem, each with a stable code, the prop, the place and a severity.
for (const problem of validateOptions(options)) {
  console.log(problem.severity, problem.code, problem.at); // error duplicate-value options[1], error missing-value options[2]
}

// Or throw on errors (warnings pass): a CascadiaError carries the problems.
try {
  assertValidOptions(options);
} catch (error) {
  if (error instanceof CascadiaError) console.log(error.problems.map((p) => p.code));
}
