import type { PrismTheme } from 'prism-react-renderer';

/**
 * One highlighting theme for both colour schemes: every colour is a CSS variable, defined per
 * scheme in CodeBlock.css, so switching the theme needs no re-render and every token keeps
 * AA contrast on the code background.
 */
const v = (name: string) => `var(--code-${name})`;

export const codeTheme: PrismTheme = {
  plain: { color: v('plain'), backgroundColor: 'transparent' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: v('comment'), fontStyle: 'italic' } },
    { types: ['keyword', 'atrule', 'important', 'selector'], style: { color: v('keyword') } },
    { types: ['string', 'char', 'attr-value', 'regex', 'template-string'], style: { color: v('string') } },
    { types: ['function', 'method'], style: { color: v('function') } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], style: { color: v('constant') } },
    { types: ['tag'], style: { color: v('tag') } },
    { types: ['attr-name', 'property'], style: { color: v('attr') } },
    { types: ['class-name', 'maybe-class-name'], style: { color: v('class') } },
    { types: ['punctuation', 'operator'], style: { color: v('punctuation') } },
  ],
};
