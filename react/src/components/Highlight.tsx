import type { LabelPart, Problem } from '@cascadia/core';
import { type CSSProperties, Fragment, type ReactNode } from 'react';
import { labelNode } from './display';

/** What `SearchHighlight` shows, and how it marks the matches. */
export interface SearchHighlightProps {
  /** A search result's `parts` (`api.getSearchItem(index).parts`): each label's text and matched ranges. */
  parts: readonly LabelPart[];
  /** The class of each match's `<span>` (the `Cascader`'s is `rc-cascader-menu-item-keyword`). */
  keywordClassName?: string;
  /** The style of each match's `<span>`. */
  keywordStyle?: CSSProperties;
  /** Renders each match instead of the `<span>` (`(text) => <mark>{text}</mark>`). */
  renderKeyword?: (text: string) => ReactNode;
  /** Where a label that cannot be rendered is reported (the hook's `onProblem`), else a console warning. */
  onProblem?: (problem: Problem) => void;
}

/**
 * A search result's labels joined with ' / ', each range the typed text matched wrapped in a
 * `<span>` (give it `keywordClassName` or `keywordStyle`), as the `Cascader` shows its results.
 * Text stays text: React escapes it, nothing is parsed as HTML. A label that is a node (not text)
 * is shown as is, one React cannot render as its text.
 *
 * The text between the keywords is joined into one string (one text node): results are made anew
 * on every keystroke, and a fragment and a text node per label and separator were most of a
 * result row's work.
 */
export function SearchHighlight({
  parts,
  keywordClassName,
  keywordStyle,
  renderKeyword,
  onProblem,
}: SearchHighlightProps): ReactNode {
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
      const keyword = part.text.slice(start, end);
      out.push(
        renderKeyword ? (
          <Fragment key={out.length}>{renderKeyword(keyword)}</Fragment>
        ) : (
          <span key={out.length} className={keywordClassName} style={keywordStyle}>
            {keyword}
          </span>
        ),
      );
      at = end;
    }
    text += part.text.slice(at);
  });
  flush();
  return out;
}
