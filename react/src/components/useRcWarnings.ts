import type { Problem } from '@cascadia/core';
import { useEffect } from 'react';
import { warnRc } from '../utils/warn';

/**
 * rc-cascader's own warnings for problems the engine has already reported in detail (through
 * `onProblem`, or the console with the option's index path). Test suites written against
 * rc-cascader and antd spy on these exact lines, so the drop-in gives them too, once per page.
 */
const RC_WARNINGS: Partial<Record<Problem['code'], string>> = {
  'null-value': '`value` in Cascader options should not be `null`.',
};

export function useRcWarnings(problems: readonly Problem[]): void {
  useEffect(() => {
    // Development only, as rc-cascader's own warnings are (the engine's problems are reported in
    // production too).
    if (process.env.NODE_ENV !== 'production') {
      for (const problem of problems) {
        const message = RC_WARNINGS[problem.code];
        if (message) warnRc(message);
      }
    }
  }, [problems]);
}
