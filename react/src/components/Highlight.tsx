import type { LabelPart, Problem } from '@cascadia/core';
import { Fragment, type ReactNode } from 'react';
import { labelNode } from './display';

/**
 * A search result's labels joined with ' / ', the matched ranges wrapped in
 * `span.{prefix}-menu-item-keyword`. Text stays text: React escapes it, nothing is parsed as HTML.
 * A label that is a node (not text) is shown as is, one React cannot render as its text.
 */
export function Highlight({
  parts,
  className,
  onProblem,
}: {
  parts: readonly LabelPart[];
  className: string;
  onProblem?: (problem: Problem) => void;
}) {
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one entry per level of the path
        <Fragment key={index}>
          {index > 0 && ' / '}
          {typeof part.label === 'string' || typeof part.label === 'number'
            ? mark(part.text, part.ranges, className)
            : labelNode(part.label, part.text, onProblem)}
        </Fragment>
      ))}
    </>
  );
}

function mark(text: string, ranges: readonly [number, number][], className: string): ReactNode {
  if (ranges.length === 0) return text;
  const out: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) out.push(text.slice(at, start));
    out.push(
      <span key={start} className={className}>
        {text.slice(start, end)}
      </span>,
    );
    at = end;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
