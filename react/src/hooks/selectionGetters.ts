import {
  liveRegionAttributes,
  liveRegionText,
  rowRetryAttributes,
  type TagView,
  tagAttributes,
  type ValuePath,
} from '@cascadia/core';
import type { CSSProperties, MouseEvent } from 'react';
import { controlButtonProps, type GetterContext } from './context';

/** Off screen but read by screen readers (the usual "visually hidden" recipe). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Mousedown on a control inside the selector must neither toggle the popup nor move focus. */
const swallow = (event: MouseEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

const textOf = (label: unknown): string =>
  typeof label === 'string' || typeof label === 'number' ? String(label) : '';

/** The clear control. Not in the tab order: Backspace and the popup cover the keyboard. */
export function getClearProps<O>(ctx: GetterContext<O>) {
  return controlButtonProps(ctx, ctx.labels.clear, { type: 'CLEAR.CLICK' }, swallow);
}

/** A tag of a checkable cascader. */
export function getTagProps<O>(_ctx: GetterContext<O>, tag: TagView<O>) {
  return tagAttributes({ ...tag, text: textOf(tag.label) });
}

/** A tag's remove control. */
export function getTagRemoveProps<O>(ctx: GetterContext<O>, tag: TagView<O>) {
  return controlButtonProps(
    ctx,
    ctx.labels.remove(textOf(tag.label) || tag.path.join(' / ')),
    { type: 'TAG.REMOVE', path: tag.path },
    swallow,
  );
}

/** The retry control of a value path whose labels `loadPath` failed to fetch (shown raw meanwhile). */
export function getValueRetryProps<O>(ctx: GetterContext<O>, path: ValuePath) {
  return controlButtonProps(ctx, ctx.labels.retry, { type: 'PATH.RETRY', path }, swallow);
}

/**
 * The retry mark of a remote search (`showSearch.load`) that failed: for the pointer, and hidden
 * from assistive technology as a failed row's is, so the row's name stays "Search failed": the
 * keys reach that row, and Enter on it retries.
 */
export function getSearchRetryProps<O>(ctx: GetterContext<O>) {
  return {
    ...rowRetryAttributes(),
    onMouseDown: swallow,
    onClick: (click: MouseEvent) => {
      click.stopPropagation();
      ctx.send({ type: 'SEARCH.RETRY' });
    },
  };
}

/** The polite live region: result counts, loads and load failures, as the engine words them. */
export function getLiveRegionProps<O>(ctx: GetterContext<O>) {
  return {
    ...liveRegionAttributes(ctx.ids),
    style: VISUALLY_HIDDEN,
    children: liveRegionText(ctx.state),
  };
}
