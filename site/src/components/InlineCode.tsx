import { Fragment } from 'react';

/** Doc-comment prose with `backticked` spans shown as code: the only markup JSDoc text gets here. */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, i) =>
        // Odd indexes are the captured code spans.
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
        i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}
