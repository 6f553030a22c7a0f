import type { Direction, Messages } from '@cascadia/core';
import type { CascaderLabels } from '../hooks/context';

/**
 * A language pack: every text the component writes itself, visible or spoken. Option labels, the
 * placeholder and the app's own `aria-label` are the app's to translate; everything else is here.
 * Every pack satisfies this type in full, so a string added here fails to compile until each pack
 * has it.
 */
export interface CascaderLocale {
  /** The BCP 47 tag the texts are written in; also the locale of their numbers and plurals. */
  locale: string;
  /**
   * The direction the language is written in. A default only: the `direction` prop, when given,
   * wins (an Arabic cascader in a left-to-right page layout stays possible).
   */
  direction: Direction;
  /** Names and texts the React components render (buttons, breadcrumb, status rows). */
  labels: CascaderLabels;
  /** What the live region says: the core's announcements, passed to it as its `messages`. */
  messages: Required<Messages>;
}
