import type { Problem, ProblemCode } from '../types/types';

/**
 * What a problem says: its full explanation, written at the call site as
 * `() => process.env.NODE_ENV !== 'production' && \`…\`` (the text in development, `false` in
 * production). An app's bundler replaces `process.env.NODE_ENV` (as it does for React's warnings),
 * sees that the text can never be returned and drops it: a production bundle carries no problem
 * text, and its messages are the short form of `messageOf`. A new problem gets the same split by
 * going through `problem` or `ProblemLog.noteProblem` with such a function; `npm run size` shows both
 * builds and tests/core/messages.test.ts fails on a problem text left in the production bundle.
 */
export type Explanation = string | false;

/**
 * The message of a problem: the explanation when there is one, else its code and place. Exported
 * so that an adapter's own problems (what it cannot render) read as the engine's do.
 */
export function messageOf(code: ProblemCode, at: string, explain: () => Explanation): string {
  let text: Explanation = false;
  try {
    text = explain();
  } catch {
    // No `process` at all (a browser or worker without a bundler): the short form, never a crash.
  }
  return text || `${code} at ${at} (explained in development builds)`;
}

/** @internal A problem, its message as `messageOf` writes it. */
export function problem(
  severity: Problem['severity'],
  code: ProblemCode,
  prop: string,
  at: string,
  explain: () => Explanation,
): Problem {
  return { severity, code, prop, at, message: messageOf(code, at, explain) };
}

/** Thrown by the `assert*` helpers; carries every problem found, not only the first. */
export class CascadiaError extends Error {
  readonly problems: readonly Problem[];
  constructor(problems: readonly Problem[]) {
    super(
      problems.length === 1
        ? problems[0].message
        : `${problems.length} problems:\n${problems.map((p) => `  - ${p.message}`).join('\n')}`,
    );
    this.name = 'CascadiaError';
    this.problems = problems;
  }
}

/**
 * @internal Collects problems, capping each code so that a systematic mistake (every node lacks `value`
 * because `fieldNames.value` is wrong) yields a readable report instead of a million lines.
 */
export class ProblemLog {
  readonly problems: Problem[] = [];
  private readonly counts = new Map<ProblemCode, number>();

  constructor(private readonly maxPerCode = 20) {}

  /** `where` and `explain` are functions so that nothing is formatted for problems past the cap. */
  noteProblem(
    severity: Problem['severity'],
    code: ProblemCode,
    prop: string,
    where: () => string,
    explain: (at: string) => Explanation,
  ): void {
    const seen = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, seen);
    if (seen > this.maxPerCode) return;
    const at = where();
    this.problems.push(problem(severity, code, prop, at, () => explain(at)));
  }

  /** Appends "and N more" notes for capped codes. */
  finishLog(): Problem[] {
    for (const [code, count] of this.counts) {
      if (count <= this.maxPerCode) continue;
      const sample = this.problems.find((p) => p.code === code)!;
      const more = count - this.maxPerCode;
      this.problems.push({
        ...sample,
        at: '',
        message: messageOf(
          code,
          `${more} more`,
          () =>
            process.env.NODE_ENV !== 'production' &&
            `${more} more problems of kind '${code}' were not listed.`,
        ),
      });
    }
    return this.problems;
  }
}

const reported = new Set<string>();
/**
 * The default `onProblem`: errors to `console.error`, warnings to `console.warn`, each distinct
 * message once per process, so re-renders do not flood the console.
 */
export function reportProblem(problem: Problem): void {
  const text = `[cascadia] ${problem.message}`;
  if (reported.has(text)) return;
  reported.add(text);
  if (reported.size > 1000) reported.clear();
  if (problem.severity === 'error') console.error(text);
  else console.warn(text);
}

/** @internal Describes a value for an error message without dumping whole objects; never throws. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'function') return 'a function';
  if (typeof value !== 'object') return `${typeof value} ${String(value)}`;
  try {
    return Array.isArray(value) ? 'an array' : 'an object';
  } catch {
    return 'a revoked Proxy'; // Array.isArray throws only for a revoked Proxy
  }
}

/**
 * @internal Describes a thrown or returned value for a message, whatever it is: an Error's message, a
 * string, or `describe()`. Never throws itself: a null-prototype object, a Proxy whose traps
 * throw, or an Error whose `message` getter throws still give a text.
 */
export function describeError(error: unknown): string {
  const message = errorMessage(error);
  if (message) return message;
  return typeof error === 'string' ? error : describe(error);
}

/** The message of an Error, or '' for anything else (or an Error that cannot be read); never throws. */
export function errorMessage(error: unknown): string {
  try {
    if (!(error instanceof Error)) return '';
    const message = error.message;
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}
