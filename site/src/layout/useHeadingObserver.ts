import { type RefObject, useLayoutEffect } from 'react';
import { type PageHeading, useHeadingsStore } from './headingsStore';

const HEADINGS = 'h1[id], h2[id], h3[id], h4[id]';

function sameHeadings(a: PageHeading[], b: PageHeading[]): boolean {
  return a.length === b.length && a.every((h, i) => h.id === b[i].id && h.text === b[i].text);
}

/** The headings in `root`, in order. The anchor link's "#" is not part of a heading's text. */
function readHeadings(root: HTMLElement): PageHeading[] {
  return Array.from(root.querySelectorAll<HTMLHeadingElement>(HEADINGS)).map((h) => ({
    id: h.id,
    depth: Number(h.tagName.slice(1)),
    text: Array.from(h.childNodes)
      .filter((n) => !(n instanceof HTMLElement && n.classList.contains('heading-anchor')))
      .map((n) => n.textContent ?? '')
      .join('')
      .trim(),
  }));
}

/** Whether a change of the DOM added, removed or rewrote a heading. */
function touchesHeadings(records: MutationRecord[]): boolean {
  const isOrHasHeading = (node: Node) =>
    node instanceof Element && (node.matches(HEADINGS) || node.querySelector(HEADINGS) !== null);
  return records.some(
    (record) =>
      // A heading's own text or children changed: the record's target (or a text node's parent) is in it.
      (record.target instanceof Element ? record.target : record.target.parentElement)?.closest(HEADINGS) ||
      Array.prototype.some.call(record.addedNodes, isOrHasHeading) ||
      Array.prototype.some.call(record.removedNodes, isOrHasHeading),
  );
}

/**
 * Keeps the headings store in step with the headings in `container`, including those that
 * appear later (lazily loaded content), before the browser paints: the side menu lists the
 * current page's sections above the next pages' links, so sections that caught up a frame late
 * (or, behind the new page's long tasks, hundreds of milliseconds late) would show the old page's
 * sections under the new page and then move every link below them, under a reader's pointer.
 * Hence a layout effect for a new page, and a read straight from the mutation observer (a
 * microtask, before paint) when a heading came, went or changed; the other mutations, many
 * on a demo that virtualises a list, cost one cheap look at what changed.
 */
export function useHeadingObserver(container: RefObject<HTMLElement | null>, pageKey: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const read = () => {
      const headings = readHeadings(root);
      if (!sameHeadings(headings, useHeadingsStore.getState().headings))
        useHeadingsStore.setState({ headings });
    };
    read();
    const observer = new MutationObserver((records) => {
      if (touchesHeadings(records)) read();
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [container, pageKey]);
}
