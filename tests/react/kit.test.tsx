import type { LabelPart } from '@cascadia/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SearchHighlight,
  type UsePopupPositionProps,
  type UseVirtualListProps,
  usePopupPosition,
  useVirtualList,
} from '../../react/src';
import { loadPlacer } from '../../react/src/hooks/usePopupPosition';
import { loadVirtualList } from '../../react/src/hooks/useVirtualList';

/**
 * The headless kit: the pieces the ready Cascader is built from, offered to custom UIs. The
 * positioning and the virtualiser are chunks fetched on demand, not loaded yet when this file
 * starts (each test file has its own modules): the first test of each sees the stand-in first.
 */
afterEach(cleanup);

/** A trigger and a popup placed against it; the popup stays mounted, `open` only tells the hook. */
function Placed(props: Omit<UsePopupPositionProps, 'reference' | 'floating'>) {
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const position = usePopupPosition({ reference, floating, ...props });
  return (
    <div>
      <button type="button" ref={setReference}>
        trigger
      </button>
      <div
        data-testid="popup"
        ref={setFloating}
        data-placement={position.placement}
        data-positioned={String(position.isPositioned)}
        style={position.style}
      />
    </div>
  );
}

const popup = () => screen.getByTestId('popup');

describe('usePopupPosition', () => {
  it('keeps the popup transparent and out of the way of clicks until the engine arrives, then places it below, 4 px away', async () => {
    render(<Placed open />);
    expect(popup().style.opacity).toBe('0');
    expect(popup().style.pointerEvents).toBe('none');
    expect(popup().dataset.positioned).toBe('false');
    await act(() => loadPlacer());
    await waitFor(() => expect(popup().dataset.positioned).toBe('true'));
    expect(popup().style.opacity).toBe('');
    expect(popup().style.pointerEvents).toBe('');
    expect(popup().style.position).toBe('absolute');
    // jsdom lays nothing out: the trigger is a 0 × 0 box at the page's corner; the popup goes 4 px
    // below it, and is shifted 4 px in from the page's edge.
    expect([popup().style.left, popup().style.top]).toEqual(['4px', '4px']);
    expect(popup().dataset.placement).toBe('bottomLeft');
  });

  it('is no longer positioned once closed, and placed again when opened', async () => {
    await loadPlacer();
    const { rerender } = render(<Placed open />);
    await waitFor(() => expect(popup().dataset.positioned).toBe('true'));
    rerender(<Placed open={false} />);
    expect(popup().dataset.positioned).toBe('false');
    expect(popup().style.opacity).toBe('0');
    rerender(<Placed open />);
    await waitFor(() => expect(popup().dataset.positioned).toBe('true'));
  });

  it('takes the Cascader’s placements: right-aligned in RTL, a named one, a width', async () => {
    await loadPlacer();
    const { rerender } = render(<Placed open rtl />);
    await waitFor(() => expect(popup().dataset.positioned).toBe('true'));
    expect(popup().dataset.placement).toBe('bottomRight');
    rerender(<Placed open placement="topLeft" />);
    await waitFor(() => expect(popup().dataset.placement).toBe('topLeft'));
    expect(popup().style.top).toBe('-4px');
    rerender(<Placed open matchWidth={120} />);
    expect(popup().style.width).toBe('120px');
    rerender(<Placed open matchWidth />);
    expect(popup().style.width).toBe('var(--cascadia-trigger-width)');
  });
});

/** A list windowed by the hook; the rows say their index, the list its spaces. */
function Windowed(props: UseVirtualListProps) {
  const list = useVirtualList(props);
  return (
    <ul ref={list.ref} onScroll={list.onScroll} data-before={list.before} data-after={list.after}>
      {list.rows.map(({ index, props: rowProps }) => (
        <li key={index} {...rowProps}>
          {`Row ${index}`}
        </li>
      ))}
    </ul>
  );
}

const rows = () => Array.from(document.querySelectorAll('li'));
const spaces = () => {
  const list = document.querySelector('ul')!;
  return Number(list.dataset.before) + Number(list.dataset.after);
};

describe('useVirtualList', () => {
  it('until the virtualiser arrives, renders a fixed slice around the active row, the spaces standing for the rest', async () => {
    render(<Windowed count={10_000} activeIndex={5000} />);
    expect(rows().map((row) => row.textContent)).toEqual(
      Array.from({ length: 24 }, (_, i) => `Row ${4988 + i}`),
    );
    expect(spaces()).toBe((10_000 - 24) * 32);
    await act(() => loadVirtualList());
  });

  it('with the virtualiser, renders a window of rows, always the active one, the whole height kept', async () => {
    await loadVirtualList();
    const { rerender } = render(
      <Windowed count={10_000} activeIndex={-1} itemHeight={40} listHeight={200} />,
    );
    const inFlow = () => rows().filter((row) => row.style.position !== 'absolute');
    await waitFor(() => expect(inFlow().length).toBeGreaterThan(0));
    expect(rows().length).toBeLessThan(30);
    expect(inFlow()[0].textContent).toBe('Row 0');
    expect(spaces() + inFlow().length * 40).toBe(10_000 * 40);
    // The active row far down: rendered (aria-activedescendant finds it) even before the list scrolls.
    rerender(<Windowed count={10_000} activeIndex={7000} itemHeight={40} listHeight={200} />);
    await waitFor(() => expect(screen.getByText('Row 7000')).toBeTruthy());
    expect(rows().length).toBeLessThan(30);
  });

  it('a short list is rendered whole', async () => {
    await loadVirtualList();
    render(<Windowed count={3} activeIndex={1} />);
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(['Row 0', 'Row 1', 'Row 2']));
    expect(spaces()).toBe(0);
  });
});

describe('SearchHighlight', () => {
  const parts: LabelPart[] = [
    { label: 'Asia', text: 'Asia', ranges: [] },
    { label: 'Town 4', text: 'Town 4', ranges: [[0, 4]] },
  ];

  it('joins the labels with " / " and wraps each match in a span of the given class', () => {
    const { container } = render(
      <SearchHighlight parts={parts} keywordClassName="kw" keywordStyle={{ color: 'red' }} />,
    );
    expect(container.textContent).toBe('Asia / Town 4');
    const keywords = container.querySelectorAll('span.kw');
    expect(Array.from(keywords, (span) => span.textContent)).toEqual(['Town']);
    expect((keywords[0] as HTMLElement).style.color).toBe('red');
  });

  it('renders each match with renderKeyword, and text as text (never as HTML)', () => {
    const html: LabelPart[] = [{ label: '<b>x</b>', text: '<b>x</b>', ranges: [[3, 4]] }];
    const { container } = render(
      <SearchHighlight parts={html} renderKeyword={(text) => <mark>{text}</mark>} />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>x</b>');
    expect(Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['x']);
  });
});
