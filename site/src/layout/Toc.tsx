import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/useLocale';
import { useHeadingsStore } from './headingsStore';
import './Toc.css';

/** SPEC.md §9: the table of contents lists headings of depth 2 and 3 only. */
export const TOC_DEPTHS = [2, 3];

/** The heading the reader is at: the last one scrolled past the top bar. */
function useActiveHeading(idList: string): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const ids = idList ? idList.split(' ') : [];
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset =
        Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) +
        24;
      let current = ids[0];
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= offset) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [idList]);
  return active;
}

export function Toc() {
  const messages = useMessages();
  const all = useHeadingsStore((s) => s.headings);
  const headings = all.filter((h) => TOC_DEPTHS.includes(h.depth));
  // Ids cannot contain spaces, so a joined string is a stable effect dependency.
  const active = useActiveHeading(headings.map((h) => h.id).join(' '));
  if (headings.length === 0) return <div className="site-toc" />;
  return (
    <nav className="site-toc" aria-label={messages.onThisPage}>
      <p className="toc-title">{messages.onThisPage}</p>
      <ul className="toc-list">
        {headings.map((h) => (
          <li key={h.id} data-depth={h.depth}>
            <a href={`#${h.id}`} className="toc-link" aria-current={h.id === active ? 'location' : undefined}>
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
