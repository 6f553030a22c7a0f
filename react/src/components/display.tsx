import { LABEL_SEPARATOR } from '@cascadia/core';
import { cloneElement, Fragment, isValidElement, type ReactNode } from 'react';

const isText = (label: unknown): label is string | number =>
  typeof label === 'string' || typeof label === 'number';

/**
 * rc-cascader's default `displayRender`: labels joined with ' / ' as a string when every label is
 * text, else the nodes with ' / ' between them (keys added so React does not warn).
 */
export function joinLabels(labels: readonly unknown[]): ReactNode {
  if (labels.every(isText)) return labels.join(LABEL_SEPARATOR);
  return labels.map((label, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: labels are positional: the path's levels
    <Fragment key={index}>
      {index > 0 && LABEL_SEPARATOR}
      {isValidElement(label) ? cloneElement(label) : (label as ReactNode)}
    </Fragment>
  ));
}

/** A `title` for a rendered label: only when it is plain text. */
export const titleOf = (node: ReactNode): string | undefined =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;

/** rc-select's `maxTagTextLength`: cut text labels and add an ellipsis. */
export function truncate(label: ReactNode, max: number | undefined): ReactNode {
  if (max === undefined || typeof label !== 'string' || label.length <= max) return label;
  return `${label.slice(0, max)}...`;
}
