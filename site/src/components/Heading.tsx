import { createElement, type ReactNode } from 'react';
import { useMessages } from '../i18n/useLocale';

interface HeadingProps {
  depth: 1 | 2 | 3 | 4;
  /** The anchor: `#id` in the address scrolls here. */
  id: string;
  /** Plain text of the heading, for the anchor link's accessible name. */
  label: string;
  children?: ReactNode;
}

/** A heading with its own anchor link, as every heading on the site has. */
export function Heading({ depth, id, label, children }: HeadingProps) {
  const messages = useMessages();
  return createElement(
    `h${depth}`,
    { id },
    children ?? label,
    <a key="anchor" className="heading-anchor" href={`#${id}`} aria-label={messages.anchorLink(label)}>
      #
    </a>,
  );
}
