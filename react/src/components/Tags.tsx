import type { TagView } from '@cascadia/core';
import { labelsOf } from '@cascadia/core';
import {
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { engineOf } from '../hooks/engine';
import type { OmittedTag } from '../props';
import { cx } from '../utils/cx';
import { useIsomorphicLayoutEffect } from '../utils/dom';
import { useParts } from './context';
import { joinLabels, titleOf, truncate } from './display';
import { guardRender } from './guardRender';

/** rc-overflow's way to keep an overflowing item measurable but out of sight and out of the flow. */
const HIDDEN_ITEM: CSSProperties = {
  opacity: 0,
  height: 0,
  overflowY: 'hidden',
  order: 2_147_483_647, // the largest CSS integer (a literal: no global read at import)
  pointerEvents: 'none',
  position: 'absolute',
};

/**
 * How many tags fit on one line for `maxTagCount="responsive"`: widths are measured after layout
 * and on every resize. Until measured (and on the server) every tag shows.
 */
function useResponsiveCount(
  enabled: boolean,
  total: number,
  container: { current: HTMLElement | null },
): number {
  const [count, setCount] = useState(total);
  useIsomorphicLayoutEffect(() => {
    const el = container.current;
    if (!enabled || !el) {
      setCount(total);
      return;
    }
    const measure = () => {
      const items = Array.from(el.children) as HTMLElement[];
      const tags = items.filter((child) => child.dataset.tag !== undefined);
      const rest = items.find((child) => child.dataset.rest !== undefined);
      const suffix = items.find((child) => child.dataset.suffix !== undefined);
      const available = el.clientWidth - (suffix?.offsetWidth ?? 0);
      if (available <= 0) return setCount(total); // not laid out (hidden, or no layout engine)
      let used = 0;
      let fit = 0;
      for (const tag of tags) {
        const width = tag.offsetWidth;
        const restWidth = fit + 1 < tags.length ? (rest?.offsetWidth ?? 0) : 0;
        if (used + width + restWidth > available) break;
        used += width;
        fit++;
      }
      setCount(fit);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, total, container]);
  return enabled ? Math.min(count, total) : total;
}

/** The tags of a checkable cascader, with `maxTagCount`, its placeholder, and the search input last. */
export function Tags({ input }: { input: ReactNode }) {
  const { api, prefixCls, props, classNames, styles } = useParts();
  const tags = api.display.tags;
  const overflowRef = useRef<HTMLDivElement>(null);
  const responsive = props.maxTagCount === 'responsive';
  const fitting = useResponsiveCount(responsive, tags.length, overflowRef);
  const shown =
    typeof props.maxTagCount === 'number'
      ? Math.max(props.maxTagCount, 0)
      : responsive
        ? fitting
        : tags.length;
  const omitted = tags.slice(shown);
  const cls = `${prefixCls}-selection`;

  const labelOf = (tag: TagView<unknown>): ReactNode => {
    const labels = labelsOf(engineOf(api).state.tree, tag.path);
    const onProblem = engineOf(api).state.props.onProblem;
    return guardRender(
      'displayRender',
      props.displayRender,
      (render) => render(labels, tag.options),
      () => joinLabels(labels.slice(-1), [tag.text], onProblem),
      onProblem,
    );
  };

  // The app's `tagRender` draws the tag, whatever it returns (null too); the default one below
  // stands in only without it, or when it throws.
  const renderTag = (content: ReactNode, tag: TagView<unknown> | null, closable: boolean): ReactElement =>
    guardRender(
      'tagRender',
      props.tagRender,
      (render) =>
        render({
          label: content,
          value: tag?.path ?? [],
          disabled: !!tag?.disabled,
          closable,
          onClose: (event?: MouseEvent<HTMLElement>) => {
            event?.stopPropagation();
            if (tag) api.send({ type: 'TAG.REMOVE', path: tag.path });
          },
          isMaxTag: !tag,
        }),
      () => defaultTag(content, tag, closable),
      engineOf(api).state.props.onProblem,
    );

  const defaultTag = (content: ReactNode, tag: TagView<unknown> | null, closable: boolean): ReactElement => (
    <span
      {...(tag ? api.getTagProps(tag) : null)}
      title={titleOf(content)}
      className={cx(`${cls}-item`, { [`${cls}-item-disabled`]: tag?.disabled }, classNames.item)}
      style={styles.item}
    >
      <span className={cx(`${cls}-item-content`, classNames.itemContent)} style={styles.itemContent}>
        {content}
      </span>
      {tag?.failed && (
        <span {...api.getValueRetryProps(tag.path)} className={`${cls}-item-retry`}>
          ↻
        </span>
      )}
      {closable && tag && (
        <span
          {...api.getTagRemoveProps(tag)}
          className={cx(`${cls}-item-remove`, classNames.itemRemove)}
          style={styles.itemRemove}
        >
          <span className={`${cls}-item-remove-icon`}>{props.removeIcon ?? '×'}</span>
        </span>
      )}
    </span>
  );

  const placeholder: ReactNode =
    typeof props.maxTagPlaceholder === 'function'
      ? props.maxTagPlaceholder(
          omitted.map(
            (tag): OmittedTag<unknown> => ({ label: labelOf(tag), value: tag.path, options: tag.options }),
          ),
        )
      : (props.maxTagPlaceholder ?? api.labels.moreTags(omitted.length));

  const overflowItem = `${cls}-overflow-item`;
  return (
    <div className={`${cls}-overflow`} ref={overflowRef}>
      {tags.map((tag, index) => {
        const hidden = index >= shown;
        // Responsive mode keeps overflowing tags in the DOM, invisible, so they can be measured.
        if (hidden && !responsive) return null;
        return (
          <div
            key={tag.key}
            className={overflowItem}
            data-tag=""
            style={hidden ? HIDDEN_ITEM : { opacity: 1 }}
            aria-hidden={hidden || undefined}
          >
            {renderTag(
              // `loadPath` is fetching this path's labels: a loading text, not the raw id.
              tag.loading ? `${api.labels.loading}…` : truncate(labelOf(tag), props.maxTagTextLength),
              tag,
              !tag.disabled && !api.disabled,
            )}
          </div>
        );
      })}
      {(omitted.length > 0 || responsive) && (
        <div
          className={`${overflowItem} ${overflowItem}-rest`}
          data-rest=""
          style={omitted.length > 0 ? { opacity: 1 } : HIDDEN_ITEM}
          aria-hidden={omitted.length > 0 ? undefined : true}
        >
          {renderTag(placeholder, null, false)}
        </div>
      )}
      <div className={`${overflowItem} ${overflowItem}-suffix`} data-suffix="" style={{ opacity: 1 }}>
        {input}
      </div>
    </div>
  );
}
