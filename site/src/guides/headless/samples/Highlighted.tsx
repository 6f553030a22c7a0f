import type { SearchItemView } from '@cascadia/react';

/** A search result: each label on its path, the typed text marked where it matched. */
export function Highlighted<O>({ result }: { result: SearchItemView<O> }) {
  return (
    <>
      {result.parts.map((part, i) => {
        const pieces = [];
        let at = 0;
        for (const [start, end] of part.ranges) {
          pieces.push(part.text.slice(at, start), <mark key={start}>{part.text.slice(start, end)}</mark>);
          at = end;
        }
        pieces.push(part.text.slice(at));
        return (
          <span key={result.pathKey + String(i)}>
            {i > 0 && ' / '}
            {pieces}
          </span>
        );
      })}
    </>
  );
}
