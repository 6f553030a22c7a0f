import { CodeBlock } from '../components/code/CodeBlock';

/**
 * A TypeScript sample of a guide. Its source is a file in the guide's samples/ folder, imported
 * with `?raw`, never a string written in the page: tests/site/code-samples.test.ts compiles every
 * such file against the packages as an app would, so a sample that no longer type-checks fails.
 */
export function GuideCode({ source }: { source: string }) {
  return <CodeBlock code={source} language="tsx" />;
}
