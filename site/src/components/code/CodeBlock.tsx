import { Highlight } from 'prism-react-renderer';
import { Fragment } from 'react';
import { codeTheme } from './theme';
import './CodeBlock.css';

interface CodeBlockProps {
  code: string;
  /** A Prism language; shell snippets use `text` and stay plain. */
  language: 'tsx' | 'ts' | 'css' | 'json' | 'text';
}

/**
 * Highlighted code rendered as React elements (never an HTML string). Lines are joined by real
 * newlines, so the text one selects and copies is the source as written. The block scrolls, so
 * it is focusable for keyboard readers.
 */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const text = code.replace(/\n$/, '');
  if (language === 'text') {
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard (WCAG 2.1.1)
      <pre className="code-block" tabIndex={0}>
        <code>{text}</code>
      </pre>
    );
  }
  return (
    <Highlight code={text} language={language} theme={codeTheme}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard (WCAG 2.1.1)
        <pre className={`code-block ${className}`} style={style} tabIndex={0}>
          <code>
            {tokens.map((line, i) => {
              const { key: _lineKey, ...lineProps } = getLineProps({ line, className: 'code-line' });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
                <Fragment key={i}>
                  {i > 0 && '\n'}
                  <span {...lineProps}>
                    {line.map((token, j) => {
                      // An empty line's placeholder token is a newline of its own: the join has one.
                      if (token.empty) return null;
                      const { key: _tokenKey, ...tokenProps } = getTokenProps({ token });
                      // biome-ignore lint/suspicious/noArrayIndexKey: tokens likewise
                      return <span key={j} {...tokenProps} />;
                    })}
                  </span>
                </Fragment>
              );
            })}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
