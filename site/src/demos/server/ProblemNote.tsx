import { useServerText } from './requestText';

/**
 * The problem `onProblem` reported for a failed request, under a demo: the demo's words, then the
 * library's diagnostic quoted as it is (a developer's text, the same in every language).
 */
export function ProblemNote({ message }: { message: string }) {
  const t = useServerText();
  return (
    <div style={{ fontSize: 13, color: 'var(--cascadia-color-error, #d4380d)' }}>
      {t.problem}
      <code>{message}</code>
    </div>
  );
}
