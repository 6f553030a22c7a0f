import { type RefObject, useEffect } from 'react';
import { type PageHeading, useHeadingsStore } from './headingsStore';

function sameHeadings(a: PageHeading[], b: PageHeading[]): boolean {
  return a.length === b.length && a.every((h, i) => h.id === b[i].id && h.text === b[i].text);
}

/**
 * Keeps the headings store in step with the headings in `container`, including those that
 * appear later (lazily loaded content). The anchor link's "#" is not part of a heading's text.
 */
export function useHeadingObserver(container: RefObject<HTMLElement | null>, pageKey: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const read = () => {
      const headings = Array.from(
        root.querySelectorAll<HTMLHeadingElement>('h1[id], h2[id], h3[id], h4[id]'),
      ).map((h) => ({
        id: h.id,
        depth: Number(h.tagName.slice(1)),
        text: Array.from(h.childNodes)
          .filter((n) => !(n instanceof HTMLElement && n.classList.contains('heading-anchor')))
          .map((n) => n.textContent ?? '')
          .join('')
          .trim(),
      }));
      if (!sameHeadings(headings, useHeadingsStore.getState().headings))
        useHeadingsStore.setState({ headings });
    };
    read();
    // Demos mutate the DOM a lot (a virtualised list on every scroll); one read per frame is plenty.
    let frame = 0;
    const observer = new MutationObserver(() => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          read();
        });
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [container, pageKey]);
}
