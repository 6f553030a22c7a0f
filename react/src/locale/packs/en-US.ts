import { DEFAULT_MESSAGES } from '@cascadia/core';
import { DEFAULT_LABELS } from '../../hooks/context';
import { defineLocale } from '../define';

/**
 * English (United States): the texts a cascader says without a pack (`DEFAULT_LABELS`, the core's
 * `DEFAULT_MESSAGES`), written there once. Pass it to go back to English under a provider of another
 * language.
 */
export default /* @__PURE__ */ defineLocale('en-US', () => ({
  direction: 'ltr',
  labels: DEFAULT_LABELS,
  messages: DEFAULT_MESSAGES,
}));
