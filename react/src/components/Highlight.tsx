import type { LabelPart, Problem } from '@cascadia/core';
import { Fragment, type ReactNode } from 'react';
import { labelNode } from './display';

/**
 * A search result's labels joined with ' / ', the matched ranges wrapped in
 * `span.{prefix}-menu-item-keyword`. Text stays text: React escapes it, nothing is parsed as HTML.
 * A label that is a node (not text) is shown as is, one React cannot render as its text.
 *
 * The text between the keywords is joined into one string (one text node): results are made anew
 * on every keystroke, and a fragment and a text node per label and separator were most of a
 * result row's work.
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
  const out: ReactNode[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(text);
    text = '';
  };
  parts.forEach((part, index) => {
    if (index > 0) text += ' / ';
    if (typeof part.label !== 'string' && typeof part.label !== 'number') {
      flush();
      out.push(<Fragment key={out.length}>{labelNode(part.label, part.text, onProblem)}</Fragment>);
      return;
    }
    let at = 0;
    for (const [start, end] of part.ranges) {
      text += part.text.slice(at, start);
      flush();
      out.push(
        <span key={out.length} className={className}>
          {part.text.slice(start, end)}
        </span>,
      );
      at = end;
    }
    text += part.text.slice(at);
  });
  flush();
  return out;
}
