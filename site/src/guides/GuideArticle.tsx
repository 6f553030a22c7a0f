import { Fragment, type ReactNode } from 'react';
import { Heading } from '../components/Heading';
import { findPage } from '../config/pages';
import { useLocale, usePagePath } from '../i18n/useLocale';
import type { OutlineEntry } from '../pages/readme/outline';

interface GuideArticleProps {
  /** The anchor of the page's title (its h1); the title itself is the registry's (registry.ts). */
  id: string;
  /** What the page is for, above its first section. */
  lead: ReactNode;
  /** The sections' headings, in order: the same list the search indexes (registry.ts). */
  outline: readonly OutlineEntry[];
  /** Each outline entry's body, by its id; a heading without a body only groups those below it. */
  bodies: Record<string, () => ReactNode>;
}

/** A guide: its title, its lead, then every section of its outline with that section's body. */
export function GuideArticle({ id, lead, outline, bodies }: GuideArticleProps) {
  const locale = useLocale();
  const title = findPage(usePagePath())?.title[locale] ?? '';
  return (
    <>
      <Heading depth={1} id={id} label={title} />
      {lead}
      {outline.map((entry) => {
        const Body = bodies[entry.id];
        return (
          <Fragment key={entry.id}>
            <Heading depth={entry.depth} id={entry.id} label={entry.title[locale]} />
            {Body && <Body />}
          </Fragment>
        );
      })}
    </>
  );
}
