import { act, render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { List, loadVirtualList } from '../../react/src/components/List';

/**
 * Search results render their first window of plain rows, then the virtualised list takes over
 * (List's `deferVirtualiser`). It shows what the window showed: it leaves the list where that was
 * scrolled and follows the active row only from its next move. (jsdom lays nothing out, so the
 * window lets go at once, scrolled to the top, its active row 10 below the view.)
 */
function Results({ activeIndex }: { activeIndex: number }) {
  return (
    <List
      count={1000}
      activeIndex={activeIndex}
      inView={activeIndex}
      visible
      progressive
      deferVirtualiser
      threshold={20}
      renderItem={(index, virtual) => (
        <li key={index} {...virtual}>
          Row {index}
        </li>
      )}
    />
  );
}

/** Lets the list's effects and the virtualiser's scheduled work run. */
const settle = () => act(async () => {});

// jsdom lays out and scrolls nothing: the list is 180 px high with its 1,000 rows of 32 px, and
// a scroll it writes sets its scrollTop, as in a browser.
beforeEach(() => {
  Object.defineProperty(HTMLUListElement.prototype, 'clientHeight', { configurable: true, get: () => 180 });
  Object.defineProperty(HTMLUListElement.prototype, 'scrollHeight', {
    configurable: true,
    get: () => 1000 * 32,
  });
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
  } as Element['scrollTo'];
});
afterEach(() => {
  const faked: Record<string, unknown> = HTMLUListElement.prototype as never;
  delete (Element.prototype as Partial<Element>).scrollTo;
  delete faked.clientHeight;
  delete faked.scrollHeight;
});

describe('the virtualised list taking over a first window', () => {
  for (const strict of [false, true]) {
    it(`stays where the window was scrolled, then follows the active row${strict ? ' (StrictMode)' : ''}`, async () => {
      await loadVirtualList();
      const wrap = (node: ReactNode) => (strict ? <StrictMode>{node}</StrictMode> : node);
      const { container, rerender } = render(wrap(<Results activeIndex={10} />));
      const list = () => container.querySelector('ul')!;
      await settle();
      expect(list().scrollTop).toBe(0);
      rerender(wrap(<Results activeIndex={400} />));
      await settle();
      expect(list().scrollTop).toBeGreaterThan(300 * 32);
    });
  }
});
