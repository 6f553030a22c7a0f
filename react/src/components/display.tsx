import { LABEL_SEPARATOR, messageOf, type Problem, reportProblem } from '@cascadia/core';
import { cloneElement, Fragment, isValidElement, type ReactNode } from 'react';

const isText = (label: unknown): label is string | number =>
  typeof label === 'string' || typeof label === 'number';

/**
 * rc-cascader's default `displayRender`: labels joined with ' / ' as a string when every label is
 * text, else the nodes with ' / ' between them (keys added so React does not warn).
 */
export function joinLabels(
  labels: readonly unknown[],
  texts: readonly string[] = [],
  onProblem?: Sink,
): ReactNode {
  if (labels.every(isText)) return labels.join(LABEL_SEPARATOR);
  return labels.map((label, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: labels are positional: the path's levels
    <Fragment key={index}>
      {index > 0 && LABEL_SEPARATOR}
      {isValidElement(label) ? cloneElement(label) : labelNode(label, texts[index] ?? '', onProblem)}
    </Fragment>
  ));
}

/** Whether React can render `label`: text, nothing, an element, or a list of those. */
function isRenderable(label: unknown): boolean {
  if (label === null || label === undefined) return true;
  const type = typeof label;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint') return true;
  if (type !== 'object') return false; // a function or a symbol
  try {
    return isValidElement(label) || (Array.isArray(label) && label.every(isRenderable));
  } catch {
    return false; // a revoked Proxy
  }
}

/**
 * A label as React renders it: one React cannot render (a plain object, a function), which would
 * crash the whole render, shows its text instead (`title`, else the value). The core reports
 * what is wrong with options; only the adapter knows what it can render, so it says so, once per
 * label, through the store's `onProblem`.
 */
export function labelNode(label: unknown, text: string, onProblem?: Sink): ReactNode {
  if (isRenderable(label)) return label as ReactNode;
  unrenderable(label, text, onProblem ?? reportProblem);
  return text;
}

type Sink = (problem: Problem) => void;
const reported = new WeakSet<object>();
const reportedText = new Set<string>();

function unrenderable(label: unknown, text: string, report: Sink): void {
  const seen = label !== null && (typeof label === 'object' || typeof label === 'function');
  if (seen ? reported.has(label as object) : reportedText.has(text)) return;
  if (seen) reported.add(label as object);
  else reportedText.add(text);
  const kind =
    typeof label === 'function' ? 'a function' : typeof label === 'symbol' ? 'a symbol' : 'an object';
  // After the render: a report that sets state must not do so while React renders.
  queueMicrotask(() =>
    report({
      severity: 'warning',
      code: 'invalid-label',
      prop: 'options',
      at: text,
      // Written as the core writes its problems: the explanation in development only, so a
      // production bundle drops its text; there the message is the code and the place.
      message: messageOf(
        'invalid-label',
        text,
        () =>
          process.env.NODE_ENV !== 'production' &&
          `options: the label of ${JSON.stringify(text)} is ${kind}, which React cannot render; its text is shown instead.`,
      ),
    }),
  );
}

/** A `title` for a rendered label: only when it is plain text. */
export const titleOf = (node: ReactNode): string | undefined =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;

/** rc-select's `maxTagTextLength`: cut text labels and add an ellipsis. */
export function truncate(label: ReactNode, max: number | undefined): ReactNode {
  if (max === undefined || typeof label !== 'string' || label.length <= max) return label;
  return `${label.slice(0, max)}...`;
}
