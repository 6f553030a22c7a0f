import type { LabelPart } from '@cascadia/core';
import { Fragment, type ReactNode } from 'react';

/**
 * A search result's labels joined with ' / ', the matched ranges wrapped in
 * `span.{prefix}-menu-item-keyword`. Text stays text: React escapes it, nothing is parsed as HTML.
 * A label that is a node (not text) is shown as is.
 */
export function Highlight({ parts, className }: { parts: readonly LabelPart[]; className: string }) {
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one entry per level of the path
        <Fragment key={index}>
          {index > 0 && ' / '}
          {typeof part.label === 'string' || typeof part.label === 'number'
            ? mark(part.text, part.ranges, className)
            : (part.label as ReactNode)}
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
